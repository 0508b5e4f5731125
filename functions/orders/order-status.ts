/**
 * The order-status function: `GET ?session_id=cs_…` → `{ status, productName, quantity, total,
 * currency, amountRefunded, shipped, email }` (amounts in cents) for the order confirmation page.
 * No address, name or e-mail address.
 * Reads the order record; when the webhook has not arrived yet, asks Stripe for the session and
 * records a completed one through the same fulfilment path (so the owner's notice still goes out
 * once). 400 for a malformed id, 404 for an unknown or unpaid session, 502 when Stripe cannot be
 * reached, 429 (with Retry-After) past the per-client rate limit, all JSON.
 *
 * Each unknown reference would cost a call to Stripe's API (and the account's API rate limit is
 * checkout's too), so Stripe is asked at most once per reference at a time and once per
 * UNKNOWN_TTL_MS for one it did not know; a reference of the other mode than the key's
 * (`cs_live_…` with a test key) is not sent at all: Stripe could not know it.
 */

import type { OrderStatusBody } from '#core/contracts/order-status.ts'
import type { ClientInfo } from '#functions/platform/client.ts'
import { describeError, jsonResponse } from '#functions/platform/http.ts'
import { type MailRoute, mailPromise } from '#functions/platform/mail/transport.ts'
import { createRateLimiter, type RateLimitSettings } from '#functions/platform/rate-limit.ts'
import type { StripeMode } from '#functions/platform/stripe.ts'
import { type Fulfilment, lazyFulfilment } from './fulfil.ts'
import { isSessionId, type Order } from './order.ts'

export const ORDER_STATUS_MESSAGES = {
  method: 'Method not allowed',
  malformed: 'This is not an order reference.',
  notFound: 'We could not find this order.',
  unavailable: 'We could not check this order right now. Please try again in a moment.',
  tooMany: 'Too many requests. Please wait a minute and try again.',
} as const

export interface OrderStatusConfig {
  fulfilment: () => Promise<Fulfilment>
  /** Ask Stripe when the order is not recorded yet (false without a Stripe key). */
  askStripe: boolean
  waitUntil?: (work: Promise<unknown>) => void
  log?: (message: string) => void
  /** Requests per minute per client (every GET counts: a malformed or unknown reference too). */
  rateLimit?: RateLimitSettings
  /** The Stripe key's mode (`sk_live_`/`rk_live_`: live): a reference of the other mode is unknown without a call. */
  stripeMode?: StripeMode
  /** The clock of the unknown-reference memory (tests). */
  now?: () => number
}

/** How long a reference Stripe did not know (or knew only as an unpaid checkout) is answered 404 without asking again. */
export const UNKNOWN_TTL_MS = 60_000
/** At most this many such references are remembered (the oldest go first). */
export const UNKNOWN_MAX = 1000

export const orderStatusBody = (order: Order, route: MailRoute): OrderStatusBody => ({
  status: order.status,
  productName: order.productName,
  quantity: order.quantity,
  total: order.amountTotal,
  currency: order.currency,
  amountRefunded: order.amountRefunded,
  shipped: order.shippedAt !== null,
  email: order.buyerEmail ? mailPromise(route) : 'none',
})

// No personal data in the answer, so any page may read it (the site and its functions may live on
// different hosts, as on Supabase).
const CORS = { 'Access-Control-Allow-Origin': '*', Vary: 'Origin' }

export function createOrderStatusHandler(
  config: OrderStatusConfig,
): (request: Request, client?: ClientInfo) => Promise<Response> {
  const log = config.log ?? ((message: string) => console.error(message))
  const waitUntil = config.waitUntil ?? ((work: Promise<unknown>) => void work)
  const getFulfilment = lazyFulfilment(config.fulfilment)
  const limiter = config.rateLimit ? createRateLimiter(config.rateLimit) : null
  const now = config.now ?? Date.now
  /** Reference → when Stripe last said it has no paid order for it (insertion order = age). */
  const unknown = new Map<string, number>()
  /** Reference → the Stripe read under way: a burst of asks shares one call. */
  const asking = new Map<string, Promise<Order | null>>()

  const knownUnknown = (sessionId: string) => {
    const since = unknown.get(sessionId)
    if (since === undefined) return false
    if (now() - since < UNKNOWN_TTL_MS) return true
    unknown.delete(sessionId)
    return false
  }
  const rememberUnknown = (sessionId: string) => {
    unknown.delete(sessionId)
    unknown.set(sessionId, now())
    for (const oldest of unknown.keys()) {
      if (unknown.size <= UNKNOWN_MAX) break
      unknown.delete(oldest)
    }
  }
  const otherMode = (sessionId: string) =>
    config.stripeMode !== undefined && !sessionId.startsWith(`cs_${config.stripeMode}_`)

  /** The order Stripe has for the reference (recorded on the way), or null; one call per reference at a time. */
  const askStripe = (f: Fulfilment, sessionId: string): Promise<Order | null> => {
    let pending = asking.get(sessionId)
    if (!pending) {
      pending = f
        .recordSession(sessionId)
        .then((result) => {
          if (result.notice) waitUntil(result.notice)
          if (!result.order) rememberUnknown(sessionId)
          return result.order
        })
        .finally(() => asking.delete(sessionId))
      asking.set(sessionId, pending)
    }
    return pending
  }

  return async (request, client) => {
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          ...CORS,
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Max-Age': '86400',
        },
      })
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return jsonResponse(405, { error: ORDER_STATUS_MESSAGES.method }, { ...CORS, Allow: 'GET, OPTIONS' })
    }
    const retryAfter = limiter ? await limiter.hit(request, client) : null
    if (retryAfter !== null) {
      return jsonResponse(
        429,
        { error: ORDER_STATUS_MESSAGES.tooMany },
        { ...CORS, 'Retry-After': String(retryAfter) },
      )
    }
    const sessionId = new URL(request.url).searchParams.get('session_id') ?? ''
    if (!isSessionId(sessionId)) return jsonResponse(400, { error: ORDER_STATUS_MESSAGES.malformed }, CORS)
    try {
      const f = await getFulfilment()
      let order = await f.store.get(sessionId)
      if (!order && config.askStripe && !otherMode(sessionId) && !knownUnknown(sessionId))
        order = await askStripe(f, sessionId)
      return order
        ? jsonResponse(200, orderStatusBody(order, f.outbox.route), CORS)
        : jsonResponse(404, { error: ORDER_STATUS_MESSAGES.notFound }, CORS)
    } catch (error) {
      log(`order-status: ${sessionId} could not be checked: ${describeError(error)}`)
      return jsonResponse(502, { error: ORDER_STATUS_MESSAGES.unavailable }, CORS)
    }
  }
}
