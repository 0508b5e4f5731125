/**
 * The create-payment function: one Web-standard handler, `(request: Request) => Promise<Response>`,
 * with no framework inside. The Node server (server/functions.ts) and the Supabase Edge Function
 * (supabase/functions/create-payment/index.ts) both host this same code.
 *
 * POST a JSON order (spec section 7) → 200 `{ url }` of a Stripe Checkout page (or, in local
 * development without a Stripe key, of the built-in test checkout). Every failure is
 * `{ error: "<message a visitor can read>" }`; see README.md → Payments for the full list.
 */
import type Stripe from 'stripe'
import { practice } from '#app/config/practice.ts'
import { errorSummary } from '#functions/log.ts'
import {
  type CheckoutUrls,
  checkoutUrls,
  clientIdempotencyKey,
  createCheckoutSession,
  createStripeClient,
  idempotencyKey,
  type StripeSettings,
  sessionParams,
} from './checkout-session.ts'
import { MAX_BODY_BYTES, MESSAGES, type PricedOrder, priceOrder } from './order.ts'

export type PaymentHandler = (request: Request) => Promise<Response>

/** A local stand-in for Stripe Checkout (development only; the Node server provides it). */
export interface TestCheckout {
  /** Keeps the order and returns the site-relative path of its page, e.g. `/test-checkout/cs_test_…`. */
  start(order: PricedOrder, urls: CheckoutUrls, idempotencyKey: string): string
}

export interface PaymentConfig {
  /** NODE_ENV=production, or any Supabase/Deno deployment. */
  production: boolean
  /** Absent when no STRIPE_SECRET_KEY is set. */
  stripe?: StripeSettings
  /** Base URL of the site (no trailing slash); in development it defaults to the request's origin. */
  siteUrl?: string
  /** Exact origins (scheme://host[:port]) allowed to call the function from a browser. */
  allowedOrigins: readonly string[]
  /** Used only without a Stripe key outside production. */
  testCheckout?: TestCheckout
  /** Why the configuration cannot take payments (logged; visitors get a 503). */
  misconfiguration?: string
  now?: () => number
  log?: (message: string) => void
}

export const HANDLER_MESSAGES = {
  notConfigured: 'Payments are not configured',
  method: 'Method not allowed',
  origin: 'Checkout is not available from this website.',
  contentType: 'Please send the order as JSON.',
  tooLarge: 'The order is too large to process.',
  internal: 'Something went wrong on our side. Please try again.',
} as const

/** Headers a Supabase client sends (plus an optional per-attempt idempotency key). */
export const CORS_ALLOW_HEADERS = 'authorization, x-client-info, apikey, content-type, idempotency-key'
export const CORS_ALLOW_METHODS = 'POST, OPTIONS'

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/

/** Reads the configuration from environment variables (Node: process.env, Deno: Deno.env). */
export function paymentConfigFromEnv(
  env: (name: string) => string | undefined,
  options: { production: boolean; testCheckout?: TestCheckout },
): PaymentConfig {
  const problems: string[] = []
  const value = (name: string) => env(name)?.trim() || undefined

  let siteUrl = value('SITE_URL') ?? (options.production ? practice.siteUrl : undefined)
  if (siteUrl) {
    const parsed = parseUrl(siteUrl)
    if (parsed) siteUrl = parsed.href.replace(/\/+$/, '')
    else {
      problems.push('SITE_URL is not an absolute http(s) URL')
      siteUrl = undefined
    }
  }

  const allowedOrigins = new Set<string>()
  if (siteUrl) allowedOrigins.add(new URL(siteUrl).origin)
  for (const entry of (value('ALLOWED_ORIGINS') ?? '').split(',')) {
    if (!entry.trim()) continue
    const parsed = parseUrl(entry.trim())
    if (parsed) allowedOrigins.add(parsed.origin)
    else problems.push(`ALLOWED_ORIGINS entry "${entry.trim()}" is not an origin`)
  }

  let stripe: StripeSettings | undefined
  const secretKey = value('STRIPE_SECRET_KEY')
  if (secretKey) {
    if (!/^(sk|rk)_/.test(secretKey))
      problems.push('STRIPE_SECRET_KEY is not a secret (sk_) or restricted (rk_) key')
    const apiUrlText = value('STRIPE_API_URL')
    const apiUrl = apiUrlText ? parseUrl(apiUrlText) : undefined
    if (apiUrlText && !apiUrl) problems.push('STRIPE_API_URL is not an absolute http(s) URL')
    stripe = { secretKey, apiUrl }
  }

  return {
    production: options.production,
    stripe,
    siteUrl,
    allowedOrigins: [...allowedOrigins],
    testCheckout: options.production ? undefined : options.testCheckout,
    misconfiguration: problems.length ? problems.join('; ') : undefined,
  }
}

function parseUrl(text: string): URL | undefined {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}

export function createPaymentHandler(config: PaymentConfig): PaymentHandler {
  const log = config.log ?? ((message: string) => console.error(message))
  const now = config.now ?? Date.now
  const allowed = new Set(config.allowedOrigins)
  let stripe: Stripe | undefined
  let warned = false

  const originAllowed = (origin: string | null) =>
    origin === null || allowed.has(origin) || (!config.production && LOCAL_ORIGIN.test(origin))

  /** Payments can be taken: a sound configuration with a key, or the test checkout in development. */
  const ready = () => {
    if (config.misconfiguration || (!config.stripe && !config.testCheckout)) {
      if (!warned)
        log(`create-payment: ${config.misconfiguration ?? 'no STRIPE_SECRET_KEY set'}; answering 503`)
      warned = true
      return false
    }
    return true
  }

  async function handle(request: Request, cors: Headers): Promise<Response> {
    const origin = request.headers.get('origin')
    if (request.method === 'OPTIONS') {
      if (!originAllowed(origin)) return json(403, { error: HANDLER_MESSAGES.origin }, cors)
      cors.set('Access-Control-Allow-Methods', CORS_ALLOW_METHODS)
      cors.set('Access-Control-Allow-Headers', CORS_ALLOW_HEADERS)
      cors.set('Access-Control-Max-Age', '86400')
      return new Response(null, { status: 204, headers: cors })
    }
    if (request.method !== 'POST') {
      cors.set('Allow', CORS_ALLOW_METHODS)
      return json(405, { error: HANDLER_MESSAGES.method }, cors)
    }
    if (!originAllowed(origin)) return json(403, { error: HANDLER_MESSAGES.origin }, cors)
    if (!ready()) return json(503, { error: HANDLER_MESSAGES.notConfigured }, cors)

    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (mediaType !== 'application/json') return json(415, { error: HANDLER_MESSAGES.contentType }, cors)
    const text = await readBody(request)
    if (text === 'too-large') return json(413, { error: HANDLER_MESSAGES.tooLarge }, cors)
    let body: unknown
    try {
      body = JSON.parse(text ?? '')
    } catch {
      return json(400, { error: MESSAGES.unreadable }, cors)
    }
    const priced = priceOrder(body)
    if (!priced.ok) return json(priced.status, { error: priced.error }, cors)

    const order = priced.order
    const requestOrigin = new URL(request.url).origin
    const urls = checkoutUrls(config.siteUrl ?? requestOrigin, order)
    const key = await idempotencyKey(order, urls.siteUrl, clientIdempotencyKey(request), now())

    if (!config.stripe) {
      // Development without a key: the built-in test checkout, served by the same Node server.
      const path = config.testCheckout!.start(order, urls, key)
      return json(200, { url: new URL(path, requestOrigin).href }, cors)
    }
    stripe ??= createStripeClient(config.stripe)
    const result = await createCheckoutSession(
      stripe,
      sessionParams(order, urls),
      key,
      config.stripe.deadlineMs,
      log,
    )
    return result.ok
      ? json(200, { url: result.url }, cors)
      : json(result.status, { error: result.error }, cors)
  }

  return async (request) => {
    const cors = new Headers({ Vary: 'Origin' })
    const origin = request.headers.get('origin')
    if (origin && originAllowed(origin)) cors.set('Access-Control-Allow-Origin', origin)
    try {
      return await handle(request, cors)
    } catch (error) {
      log(`create-payment: unexpected ${errorSummary(error)}`)
      return json(500, { error: HANDLER_MESSAGES.internal }, cors)
    }
  }
}

function json(status: number, body: { url: string } | { error: string }, headers: Headers): Response {
  const h = new Headers(headers)
  h.set('Content-Type', 'application/json; charset=utf-8')
  h.set('Cache-Control', 'no-store')
  h.set('X-Content-Type-Options', 'nosniff')
  return new Response(JSON.stringify(body), { status, headers: h })
}

/** The body as text, or 'too-large' past MAX_BODY_BYTES (declared or streamed); null if not UTF-8. */
async function readBody(request: Request): Promise<string | null | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) return 'too-large'
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {})
      return 'too-large'
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}
