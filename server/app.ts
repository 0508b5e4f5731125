import path from 'node:path'
import { Hono } from 'hono'
import { NOT_FOUND_PATHS, notFoundPathFor } from '../app/content/route-paths.ts'
import { cacheControlFor, fileResponse, resolveStatic } from './static.ts'
import { TEST_CHECKOUT_PATH, testCheckoutPage } from './test-checkout.ts'

/** A Web-standard function handler, as hosted on Supabase Edge Functions. */
export type FunctionHandler = (request: Request) => Promise<Response>

export interface AppOptions {
  /** The built client folder (build/client). */
  root: string
  /** Functions served at /functions/v1/{name}. */
  functions?: Record<string, FunctionHandler>
  /** Where request lines go; defaults to stdout. */
  log?: (line: string) => void
}

const jsonError = (error: string, status: number) =>
  new Response(JSON.stringify({ error }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  })

export function createApp({ root, functions = {}, log = (l) => console.info(l) }: AppOptions): Hono {
  const absRoot = path.resolve(root)
  const app = new Hono()

  // One line per request: method, path, status, duration.
  app.use(async (c, next) => {
    const start = performance.now()
    await next()
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - start).toFixed(1)}ms`)
  })

  app.all('/functions/v1/:name', (c) => {
    const handler = functions[c.req.param('name')]
    return handler ? handler(c.req.raw) : jsonError('Unknown function', 404)
  })
  app.all('/functions/*', () => jsonError('Unknown function', 404))

  // The local test checkout that create-payment links to when it runs without a Stripe key.
  app.get(`${TEST_CHECKOUT_PATH}/:id`, (c) => testCheckoutPage(c.req.param('id')))

  app.on(['GET', 'HEAD'], '*', (c) => {
    const urlPath = c.req.path
    // One canonical URL per page: /about/ → /about.
    if (urlPath.length > 1 && urlPath.endsWith('/')) {
      const url = new URL(c.req.url)
      return c.redirect(urlPath.replace(/\/+$/, '') + url.search, 308)
    }
    const found = NOT_FOUND_PATHS.includes(urlPath) ? null : resolveStatic(absRoot, urlPath)
    if (found) return fileResponse(c.req.raw, found, { cacheControl: cacheControlFor(urlPath, found.type) })
    const notFound = resolveStatic(absRoot, notFoundPathFor(urlPath))
    if (!notFound) return c.text('Not found', 404)
    return fileResponse(c.req.raw, notFound, { status: 404, cacheControl: 'no-cache' })
  })

  app.all('*', (c) =>
    c.req.header('accept')?.includes('json')
      ? jsonError('Method not allowed', 405)
      : c.text('Method not allowed', 405, { Allow: 'GET, HEAD' }),
  )

  app.onError((err, c) => {
    console.error(err)
    return c.text('Something went wrong on our side. Please try again.', 500)
  })

  return app
}
