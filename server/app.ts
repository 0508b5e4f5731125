import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import { NOT_FOUND_PATHS, notFoundPathFor } from '#core/content/route-paths.ts'
import type { ClientInfo } from '#functions/platform/client.ts'
import { jsonResponse } from '#functions/platform/http.ts'
import { errorSummary, logValue } from '#functions/platform/log.ts'
import {
  ADMIN_DIRECTORY,
  adminHeaders,
  COMMON_HEADERS,
  CSP_MANIFEST_FILE,
  documentHeaders,
  HSTS,
  RESOURCE_CSP,
} from './security-headers.ts'
import { cacheControlFor, canonicalPath, fileResponse, resolveStatic, type StaticFile } from './static.ts'
import { payTestCheckout, type RecordEvent, TEST_CHECKOUT_PATH, testCheckoutPage } from './test-checkout.ts'

/** A Web-standard function handler, as hosted on Supabase Edge Functions (Deno.serve's signature). */
export type FunctionHandler = (request: Request, client?: ClientInfo) => Promise<Response>

export interface AppOptions {
  /** The built client folder (build/client). */
  root: string
  /** Functions served at /functions/v1/{name}; only these own names, nothing inherited. */
  functions?: Record<string, FunctionHandler>
  /** Where request lines go; defaults to stdout. */
  log?: (line: string) => void
  /** Records a test checkout's payment (POST /test-checkout/{id}/pay); without it Pay records nothing. */
  recordTestPayment?: RecordEvent
  /** Resolves when the order store answers a query; throws when it cannot (GET /healthz). */
  storeHealth?: () => Promise<void>
}

/** How long /healthz waits for the order store before calling it unreachable. */
export const HEALTH_TIMEOUT_MS = 3000

/**
 * The inline-script hashes of each HTML file, read once from the list the build writes
 * (scripts/build/postbuild.ts, which allows only the boot scripts of app/boot/registry.ts). That list is
 * the only source: a file it does not name (no build, a file added or copied in later) gets no
 * inline-script allowance, so its inline scripts do not run.
 */
function scriptHashLookup(root: string): (found: StaticFile) => string[] {
  let manifest: Record<string, string[]> = {}
  try {
    manifest = JSON.parse(readFileSync(path.join(root, CSP_MANIFEST_FILE), 'utf8'))
  } catch {
    // No list (a build without postbuild): no page may run an inline script.
  }
  return (found) => {
    const hashes = manifest[path.relative(root, found.file).split(path.sep).join('/')]
    return Array.isArray(hashes) ? hashes : []
  }
}

/** What @hono/node-server passes along with each request (absent under app.request() in tests). */
type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } }

const SITE = 'http://site.invalid'
/** A Location value a browser resolves to this same site (a second check on canonicalPath). */
const isSameSite = (location: string) => new URL(location, SITE).origin === SITE

export function createApp({
  root,
  functions = {},
  log = (l) => console.info(l),
  recordTestPayment = async () => ({ outcome: 'ignored', order: null }),
  storeHealth = async () => {},
}: AppOptions): Hono<{ Bindings: NodeBindings }> {
  const absRoot = path.resolve(root)
  const app = new Hono<{ Bindings: NodeBindings }>()
  const handlers = new Map(Object.entries(functions))
  const scriptHashes = scriptHashLookup(absRoot)
  /** HTML documents get their own CSP (their inline-script hashes), COOP and Permissions-Policy. */
  const serve = (request: Request, found: StaticFile, init: { status?: number; cacheControl: string }) =>
    fileResponse(request, found, {
      ...init,
      headers: found.type.startsWith('text/html')
        ? new Headers(
            path.relative(absRoot, found.file).startsWith(`${ADMIN_DIRECTORY}${path.sep}`)
              ? adminHeaders()
              : documentHeaders(scriptHashes(found)),
          )
        : undefined,
    })

  // One line per request: method, path as sent (still percent-encoded), status, duration.
  app.use(async (c, next) => {
    const start = performance.now()
    await next()
    const rawPath = new URL(c.req.url).pathname
    log(
      `${logValue(c.req.method)} ${logValue(rawPath)} ${c.res.status} ${(performance.now() - start).toFixed(1)}ms`,
    )
  })

  // Security headers on every response. The functions set their own CORS and resource policy,
  // so they only get the transport-level ones, and nothing a handler set is overwritten. Whatever
  // is not an HTML page gets the sandbox CSP (pages have their own, set where they are served).
  app.use(async (c, next) => {
    await next()
    const isFunction = c.req.path.startsWith('/functions/')
    const isPage = (c.res.headers.get('content-type') ?? '').startsWith('text/html')
    const headers = {
      ...(isFunction
        ? { 'Strict-Transport-Security': HSTS, 'X-Content-Type-Options': 'nosniff' }
        : COMMON_HEADERS),
      ...(isPage ? {} : { 'Content-Security-Policy': RESOURCE_CSP }),
    }
    const missing = Object.entries(headers).filter(([name]) => !c.res.headers.has(name))
    if (!missing.length) return
    // Some responses (Response.redirect, a proxied fetch) have immutable headers: copy them first.
    const res = new Response(c.res.body, c.res)
    for (const [name, value] of missing) res.headers.set(name, value)
    c.res = res
  })

  app.all('/functions/v1/:name', (c) => {
    const handler = handlers.get(c.req.param('name'))
    return handler
      ? handler(c.req.raw, { address: c.env?.incoming?.socket?.remoteAddress })
      : jsonResponse(404, { error: 'Unknown function' })
  })
  app.all('/functions/*', () => jsonResponse(404, { error: 'Unknown function' }))

  // For a load balancer, Docker's HEALTHCHECK or a monitor: the build is there and the order store
  // answers. Names no address, file or secret.
  app.get('/healthz', async () => {
    const build = existsSync(path.join(absRoot, 'index.html'))
    let timer: ReturnType<typeof setTimeout> | undefined
    const store = await Promise.race([
      storeHealth().then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS))),
    ]).catch((error: unknown) => {
      console.error(`healthz: order store ${errorSummary(error)}`)
      return false
    })
    clearTimeout(timer)
    const ok = build && store
    return jsonResponse(ok ? 200 : 503, {
      status: ok ? 'ok' : 'unavailable',
      build: build ? 'present' : 'missing',
      orderStore: store ? 'reachable' : 'unreachable',
    })
  })

  // The local test checkout that create-payment links to when it runs without a Stripe key.
  app.get(`${TEST_CHECKOUT_PATH}/:id`, (c) => testCheckoutPage(c.req.param('id')))
  app.post(`${TEST_CHECKOUT_PATH}/:id/pay`, (c) => payTestCheckout(c.req.param('id'), recordTestPayment))

  app.on(['GET', 'HEAD'], '*', (c) => {
    const urlPath = c.req.path
    // One canonical URL per page: /about/ → /about. The target is rebuilt from the path's
    // segments, so it is always a path on this site, whatever slashes or encodings were sent.
    const trailingSlash = urlPath.length > 1 && urlPath.endsWith('/')
    if (trailingSlash) {
      const url = new URL(c.req.url)
      const target = canonicalPath(url.pathname)
      if (target !== null && isSameSite(target)) return c.redirect(target + url.search, 308)
    }
    const found = trailingSlash || NOT_FOUND_PATHS.includes(urlPath) ? null : resolveStatic(absRoot, urlPath)
    if (found) return serve(c.req.raw, found, { cacheControl: cacheControlFor(urlPath, found.type) })
    const notFound = resolveStatic(absRoot, notFoundPathFor(urlPath))
    if (!notFound) return c.text('Not found', 404)
    return serve(c.req.raw, notFound, { status: 404, cacheControl: 'no-cache' })
  })

  app.all('*', (c) =>
    c.req.header('accept')?.includes('json')
      ? jsonResponse(405, { error: 'Method not allowed' })
      : c.text('Method not allowed', 405, { Allow: 'GET, HEAD' }),
  )

  app.onError((err, c) => {
    console.error(`server: unexpected ${errorSummary(err)}`)
    return c.text('Something went wrong on our side. Please try again.', 500)
  })

  return app
}
