import { createServer } from 'node:net'

/** Prints a free loopback port (used by the test configs to avoid clashes between runs). */
const server = createServer()
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  if (address && typeof address === 'object') process.stdout.write(String(address.port))
  server.close()
})
