/**
 * The create-payment function: one Web-standard handler, `(request: Request) => Promise<Response>`,
 * with no framework inside. The Node server (server/functions.ts) and the Supabase Edge Function
 * (supabase/functions/create-payment/index.ts) both host this same code.
 *
 * POST a JSON order (the body core/contracts/checkout.ts describes) → 200 `{ url }` of a Stripe Checkout page (or, in local
 * development without a Stripe key, of the built-in test checkout). Every failure is
 * `{ error: "<message a visitor can read>" }`; see docs/guides/developing.md, "The payment function's request and answers", for the full list.
 */
import { type ClientInfo, isLoopbackRequest } from '#functions/platform/client.ts'
import { jsonResponse, readBody } from '#functions/platform/http.ts'
import { errorSummary } from '#functions/platform/log.ts'
import { createRateLimiter } from '#functions/platform/rate-limit.ts'
import {
  checkoutUrls,
  clientIdempotencyKey,
  createCheckoutSession,
  idempotencyKey,
  sessionParams,
} from './checkout-session.ts'
import type { PaymentConfig } from './config.ts'
import { MAX_BODY_BYTES, MESSAGES, priceOrder } from './order.ts'

export type PaymentHandler = (request: Request, client?: ClientInfo) => Promise<Response>

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
      if (!originAllowed(origin)) return jsonResponse(403, { error: HANDLER_MESSAGES.origin }, cors)
      cors.set('Access-Control-Allow-Methods', CORS_ALLOW_METHODS)
      cors.set('Access-Control-Allow-Headers', CORS_ALLOW_HEADERS)
      cors.set('Access-Control-Max-Age', '86400')
      return new Response(null, { status: 204, headers: cors })
    }
    if (request.method !== 'POST') {
      cors.set('Allow', CORS_ALLOW_METHODS)
      return jsonResponse(405, { error: HANDLER_MESSAGES.method }, cors)
    }
    if (!originAllowed(origin)) return jsonResponse(403, { error: HANDLER_MESSAGES.origin }, cors)
    // Every attempt counts, valid or not; a limited one goes no further (never to Stripe).
    const retryAfter = limiter ? await limiter.hit(request, client) : null
    if (retryAfter !== null) {
      cors.set('Retry-After', String(retryAfter))
      return jsonResponse(429, { error: HANDLER_MESSAGES.tooMany }, cors)
    }
    if (!ready(request, client)) return jsonResponse(503, { error: HANDLER_MESSAGES.notConfigured }, cors)

    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (mediaType !== 'application/json')
      return jsonResponse(415, { error: HANDLER_MESSAGES.contentType }, cors)
    const text = await readBody(request, MAX_BODY_BYTES)
    if (text === 'too-large') return jsonResponse(413, { error: HANDLER_MESSAGES.tooLarge }, cors)
    let body: unknown
    try {
      body = JSON.parse(text ?? '')
    } catch {
      return jsonResponse(400, { error: MESSAGES.unreadable }, cors)
    }
    const priced = priceOrder(body)
    if (!priced.ok) return jsonResponse(priced.status, { error: priced.error }, cors)

    const order = priced.order
    if (!config.stripe) {
      // Development without a key: the built-in test checkout, served by the same Node server. Only
      // here may the request's own origin be used: ready() checked that it is a loopback address.
      const origin = config.testCheckoutPublic ? config.siteUrl! : new URL(request.url).origin
      const urls = checkoutUrls(origin, order)
      const key = await idempotencyKey(order, origin, clientIdempotencyKey(request), now())
      const path = config.testCheckout!.start(order, urls, key)
      return jsonResponse(200, { url: new URL(path, origin).href }, cors)
    }
    // With a key the return URLs come from the configuration alone, never from the request.
    const urls = checkoutUrls(config.siteUrl!, order)
    const key = await idempotencyKey(order, urls.siteUrl, clientIdempotencyKey(request), now())
    const result = await createCheckoutSession(config.stripe, sessionParams(order, urls), key, log)
    return result.ok
      ? jsonResponse(200, { url: result.url }, cors)
      : jsonResponse(result.status, { error: result.error }, cors)
  }

  return async (request, client) => {
    const cors = new Headers({ Vary: 'Origin' })
    const origin = request.headers.get('origin')
    if (origin && originAllowed(origin)) cors.set('Access-Control-Allow-Origin', origin)
    try {
      return await handle(request, client, cors)
    } catch (error) {
      log(`create-payment: unexpected ${errorSummary(error)}`)
      return jsonResponse(500, { error: HANDLER_MESSAGES.internal }, cors)
    }
  }
}
