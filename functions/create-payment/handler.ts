/**
 * The create-payment function: one Web-standard handler, `(request: Request) => Promise<Response>`,
 * with no framework inside. The Node server (server/functions.ts) and the Supabase Edge Function
 * (supabase/functions/create-payment/index.ts) both host this same code.
 *
 * POST a JSON order (the body app/lib/checkout-contract.ts describes) → 200 `{ url }` of a Stripe Checkout page (or, in local
 * development without a Stripe key, of the built-in test checkout). Every failure is
 * `{ error: "<message a visitor can read>" }`; see README.md → Payments for the full list.
 */
import { practice } from '#app/config/practice.ts'
import { type ClientInfo, isLoopbackRequest } from '#functions/client.ts'
import { errorSummary } from '#functions/log.ts'
import {
  createRateLimiter,
  DEFAULT_CHECKOUT_RATE_LIMIT,
  describeLimit,
  type RateLimitSettings,
  rateLimitFromEnv,
} from '#functions/rate-limit.ts'
import {
  type CheckoutUrls,
  checkoutUrls,
  clientIdempotencyKey,
  createCheckoutSession,
  idempotencyKey,
  type StripeSettings,
  sessionParams,
} from './checkout-session.ts'
import { MAX_BODY_BYTES, MESSAGES, type PricedOrder, priceOrder } from './order.ts'

export type PaymentHandler = (request: Request, client?: ClientInfo) => Promise<Response>

/** A local stand-in for Stripe Checkout (development only; the Node server provides it). */
export interface TestCheckout {
  /** Keeps the order and returns the site-relative path of its page, e.g. `/test-checkout/cs_test_…`. */
  start(order: PricedOrder, urls: CheckoutUrls, idempotencyKey: string): string
}

export interface PaymentConfig {
  /** NODE_ENV=production on Node; every Supabase deployment unless told otherwise. */
  production: boolean
  /** Absent when no STRIPE_SECRET_KEY is set. */
  stripe?: StripeSettings
  /**
   * Base URL of the site (no trailing slash) that Stripe sends the buyer back to: SITE_URL, else the
   * practice's own address. Never taken from a request. Unset only for the loopback test checkout,
   * which links back to the loopback address the request was verified to use.
   */
  siteUrl?: string
  /** Exact origins (scheme://host[:port]) allowed to call the function from a browser. */
  allowedOrigins: readonly string[]
  /** Used only without a Stripe key outside production. */
  testCheckout?: TestCheckout
  /** TEST_CHECKOUT_PUBLIC=1: the test checkout also serves requests that are not loopback. */
  testCheckoutPublic?: boolean
  /** Checkout attempts per client per minute; absent or a limit of 0: no limit. */
  rateLimit?: RateLimitSettings
  now?: () => number
  log?: (message: string) => void
}

/** A configuration the function refuses to run with; the host does not start. */
export class PaymentConfigError extends Error {
  override name = 'PaymentConfigError'
}

export const HANDLER_MESSAGES = {
  notConfigured: 'Payments are not configured',
  method: 'Method not allowed',
  origin: 'Checkout is not available from this website.',
  contentType: 'Please send the order as JSON.',
  tooLarge: 'The order is too large to process.',
  internal: 'Something went wrong on our side. Please try again.',
  tooMany: 'Too many checkout attempts from your connection. Please wait a minute and try again.',
} as const

/** Headers a Supabase client sends (plus an optional per-attempt idempotency key). */
export const CORS_ALLOW_HEADERS = 'authorization, x-client-info, apikey, content-type, idempotency-key'
export const CORS_ALLOW_METHODS = 'POST, OPTIONS'

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/

/**
 * Reads the configuration from environment variables (Node: process.env, Deno: Deno.env).
 * Throws a PaymentConfigError naming every problem: a host must not start half-configured (a live
 * key on a development server, payments sent to a stand-in Stripe in production, a typo in a URL).
 * No key at all is not an error: the function then answers 503 (or, in development, serves the
 * built-in test checkout to loopback requests).
 */
export function paymentConfigFromEnv(
  env: (name: string) => string | undefined,
  options: { production: boolean; testCheckout?: TestCheckout; defaultRateLimit?: number },
): PaymentConfig {
  const problems: string[] = []
  const value = (name: string) => env(name)?.trim() || undefined
  const { production } = options

  const secretKey = value('STRIPE_SECRET_KEY')
  const siteUrlText = value('SITE_URL') ?? (secretKey ? practice.siteUrl : undefined)
  let siteUrl: string | undefined
  if (siteUrlText) {
    const parsed = parseUrl(siteUrlText)
    if (parsed) siteUrl = parsed.href.replace(/\/+$/, '')
    else problems.push('SITE_URL is not an absolute http(s) URL')
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
  if (secretKey) {
    if (!/^(sk|rk)_(test|live)_/.test(secretKey))
      problems.push('STRIPE_SECRET_KEY is not a secret (sk_) or restricted (rk_) key')
    else if (!production && /^(sk|rk)_live_/.test(secretKey))
      problems.push('STRIPE_SECRET_KEY is a live key but NODE_ENV is not production (use a test key)')
    const apiUrlText = value('STRIPE_API_URL')
    const apiUrl = apiUrlText ? parseUrl(apiUrlText) : undefined
    if (apiUrlText && !apiUrl) problems.push('STRIPE_API_URL is not an absolute http(s) URL')
    stripe = { secretKey, apiUrl }
  }
  if (production && value('STRIPE_API_URL'))
    problems.push('STRIPE_API_URL is set in production (it would send payments and the key elsewhere)')

  const testCheckoutPublic = value('TEST_CHECKOUT_PUBLIC') === '1'
  if (testCheckoutPublic && production) problems.push('TEST_CHECKOUT_PUBLIC=1 is not allowed in production')
  if (testCheckoutPublic && !siteUrl)
    problems.push('TEST_CHECKOUT_PUBLIC=1 needs SITE_URL (the address visitors use)')

  const rateLimit = rateLimitFromEnv(
    value,
    'CHECKOUT_RATE_LIMIT',
    options.defaultRateLimit ?? DEFAULT_CHECKOUT_RATE_LIMIT,
  )
  problems.push(...rateLimit.problems)

  if (problems.length) throw new PaymentConfigError(problems.join('; '))
  return {
    production,
    stripe,
    siteUrl,
    allowedOrigins: [...allowedOrigins],
    testCheckout: production ? undefined : options.testCheckout,
    testCheckoutPublic,
    rateLimit: rateLimit.settings,
  }
}

/** One line for the start-up log: what create-payment does with this configuration. */
export function describePayments(config: PaymentConfig): string {
  if (config.stripe) {
    const live = /^(sk|rk)_live_/.test(config.stripe.secretKey)
    const api = config.stripe.apiUrl ? ` via STRIPE_API_URL ${config.stripe.apiUrl.origin}` : ''
    return `Stripe ${live ? 'live' : 'test'} mode${api}; buyers return to ${config.siteUrl}`
  }
  if (config.testCheckout) {
    return config.testCheckoutPublic
      ? 'built-in test checkout (no STRIPE_SECRET_KEY) for requests to any host (TEST_CHECKOUT_PUBLIC=1)'
      : 'built-in test checkout (no STRIPE_SECRET_KEY) for loopback requests only; others get 503'
  }
  return 'not configured (no STRIPE_SECRET_KEY): create-payment answers 503'
}

/** The rate limit, for the start-up log. */
export function describeRateLimit(config: PaymentConfig): string {
  return describeLimit('checkout', config.rateLimit)
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
  const limiter = config.rateLimit ? createRateLimiter(config.rateLimit) : null

  const originAllowed = (origin: string | null) =>
    origin === null || allowed.has(origin) || (!config.production && LOCAL_ORIGIN.test(origin))

  /** Payments can be taken here: with a key, or by the test checkout for this request. */
  const ready = (request: Request, client: ClientInfo | undefined) =>
    Boolean(
      config.stripe ||
        (config.testCheckout && (config.testCheckoutPublic || isLoopbackRequest(request, client))),
    )

  async function handle(request: Request, client: ClientInfo | undefined, cors: Headers): Promise<Response> {
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
    // Every attempt counts, valid or not; a limited one goes no further (never to Stripe).
    const retryAfter = limiter ? await limiter.hit(request, client) : null
    if (retryAfter !== null) {
      cors.set('Retry-After', String(retryAfter))
      return json(429, { error: HANDLER_MESSAGES.tooMany }, cors)
    }
    if (!ready(request, client)) return json(503, { error: HANDLER_MESSAGES.notConfigured }, cors)

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
    if (!config.stripe) {
      // Development without a key: the built-in test checkout, served by the same Node server. Only
      // here may the request's own origin be used: ready() checked that it is a loopback address.
      const origin = config.testCheckoutPublic ? config.siteUrl! : new URL(request.url).origin
      const urls = checkoutUrls(origin, order)
      const key = await idempotencyKey(order, origin, clientIdempotencyKey(request), now())
      const path = config.testCheckout!.start(order, urls, key)
      return json(200, { url: new URL(path, origin).href }, cors)
    }
    // With a key the return URLs come from the configuration alone, never from the request.
    const urls = checkoutUrls(config.siteUrl!, order)
    const key = await idempotencyKey(order, urls.siteUrl, clientIdempotencyKey(request), now())
    const result = await createCheckoutSession(config.stripe, sessionParams(order, urls), key, log)
    return result.ok
      ? json(200, { url: result.url }, cors)
      : json(result.status, { error: result.error }, cors)
  }

  return async (request, client) => {
    const cors = new Headers({ Vary: 'Origin' })
    const origin = request.headers.get('origin')
    if (origin && originAllowed(origin)) cors.set('Access-Control-Allow-Origin', origin)
    try {
      return await handle(request, client, cors)
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

/** The body as text, or 'too-large' past `maxBytes` (declared or streamed); null if not UTF-8. */
export async function readBody(
  request: Request,
  maxBytes: number = MAX_BODY_BYTES,
): Promise<string | null | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return 'too-large'
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
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
