import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'

export interface Listening {
  /** e.g. http://127.0.0.1:49152 */
  origin: string
  port: number
  /** Stops accepting, drops idle keep-alive connections, resolves once closed. */
  close(): Promise<void>
}

/**
 * How long a client may hold a connection without finishing its request. The container listens
 * directly (no proxy in front to cut slow clients off), so a client sending one byte every few
 * seconds must not keep a connection, and with it memory, for minutes.
 */
export const CONNECTION_LIMITS = {
  /** The whole request, headers and body, must arrive within this (then 408 and closed). */
  requestTimeoutMs: 30_000,
  /** The headers must arrive within this. */
  headersTimeoutMs: 10_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** Connections open at once; more are refused until some close. */
  maxConnections: 1024,
}

/** Serves a fetch handler (a Hono app) with @hono/node-server; port 0 picks a free one. */
export function listen(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  {
    port = 0,
    hostname = '127.0.0.1',
    maxConnections = CONNECTION_LIMITS.maxConnections,
  }: { port?: number; hostname?: string; maxConnections?: number } = {},
): Promise<Listening> {
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: app.fetch,
        port,
        hostname,
        serverOptions: {
          requestTimeout: CONNECTION_LIMITS.requestTimeoutMs,
          headersTimeout: CONNECTION_LIMITS.headersTimeoutMs,
          keepAliveTimeout: CONNECTION_LIMITS.keepAliveTimeoutMs,
          // Node checks the two timeouts above only this often (default every 30 s).
          connectionsCheckingInterval: 1_000,
        },
      },
      (info: AddressInfo) => {
        resolve({
          origin: `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${info.port}`,
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              if ('closeAllConnections' in server) server.closeAllConnections()
              server.close(() => done())
            }),
        })
      },
    ) as Server
    server.maxConnections = maxConnections
  })
}
