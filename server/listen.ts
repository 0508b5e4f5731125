import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'

export interface Listening {
  /** e.g. http://127.0.0.1:49152 */
  origin: string
  port: number
  /** Stops accepting, drops idle keep-alive connections, resolves once closed. */
  close(): Promise<void>
}

/** Serves a fetch handler (a Hono app) with @hono/node-server; port 0 picks a free one. */
export function listen(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  { port = 0, hostname = '127.0.0.1' }: { port?: number; hostname?: string } = {},
): Promise<Listening> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
      resolve({
        origin: `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            if ('closeAllConnections' in server) server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
