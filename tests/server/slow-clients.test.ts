/**
 * The Node host against clients that hold connections open: a body sent one byte every 5 seconds,
 * headers that never finish, and more connections than the cap. Real sockets on loopback; the
 * listener is server/listen.ts as `npm start` uses it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { CONNECTION_LIMITS, type Listening, listen } from '#server/listen.ts'

let root: string
let server: Listening
let capped: Listening

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'slow-clients-'))
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Home</title>')
  const app = createApp({
    root,
    functions: { echo: async (request) => new Response(await request.text()) },
    log: () => {},
  })
  server = await listen(app)
  capped = await listen(app, { maxConnections: 2 })
})
afterAll(async () => {
  await Promise.all([server?.close(), capped?.close()])
  rmSync(root, { recursive: true, force: true })
})

/** Opens a socket to `target`, writes `head`, then `drip` one character every `everyMs`. */
function slowClient(target: Listening, head: string, everyMs: number) {
  const socket = connect(target.port, '127.0.0.1')
  const started = performance.now()
  let received = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    received += chunk
  })
  socket.on('error', () => {})
  socket.write(head)
  const timer = setInterval(() => socket.writable && socket.write('x'), everyMs)
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer)
      resolve({ afterMs: performance.now() - started, received })
    }),
  )
  return { socket, closed }
}

it('a body sent one byte every 5 s is cut off with 408 by the request timeout (30 s)', async () => {
  const { closed } = slowClient(
    server,
    'POST /functions/v1/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 8000\r\n\r\n',
    5_000,
  )
  const { afterMs, received } = await closed
  console.info(`slow body: connection closed after ${(afterMs / 1000).toFixed(1)} s`)
  expect(afterMs).toBeGreaterThanOrEqual(CONNECTION_LIMITS.requestTimeoutMs - 1_000)
  expect(afterMs).toBeLessThan(CONNECTION_LIMITS.requestTimeoutMs + 3_000)
  expect(received).toMatch(/^HTTP\/1\.1 408/)
}, 45_000)

it('headers that never finish are cut off with 408 after 10 s', async () => {
  const { closed } = slowClient(server, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 2_000)
  const { afterMs, received } = await closed
  console.info(`slow headers: connection closed after ${(afterMs / 1000).toFixed(1)} s`)
  expect(afterMs).toBeLessThan(CONNECTION_LIMITS.headersTimeoutMs + 3_000)
  expect(received).toMatch(/^HTTP\/1\.1 408/)
}, 30_000)

it('keep-alive connections are announced as closing after 5 s idle; past the connection cap a new one is dropped', async () => {
  const res = await fetch(`${server.origin}/`)
  expect(res.headers.get('keep-alive')).toBe('timeout=5')
  await res.text()

  const open: Socket[] = []
  for (let i = 0; i < 2; i++) {
    const socket = connect(capped.port, '127.0.0.1')
    socket.on('error', () => {})
    await new Promise((resolve) => socket.on('connect', resolve))
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n')
    open.push(socket)
  }
  await new Promise((resolve) => setTimeout(resolve, 200))
  const extra = slowClient(capped, 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n', 60_000)
  const dropped = await extra.closed
  expect(dropped.received).toBe('')
  expect(dropped.afterMs).toBeLessThan(2_000)
  for (const socket of open) socket.destroy()
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect((await fetch(`${capped.origin}/`)).status).toBe(200)
}, 30_000)
