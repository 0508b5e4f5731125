/**
 * The order-status function: `GET ?session_id=cs_…` → `{ status, productName, quantity, total,
 * currency }` (total in cents) for the order confirmation page. No address, name or e-mail.
 * Reads the order record; when the webhook has not arrived yet, asks Stripe for the session and
 * records a completed one through the same fulfilment path (so the owner's notice still goes out
 * once). 400 for a malformed id, 404 for an unknown or unpaid session, 502 when Stripe cannot be
 * reached, 429 (with Retry-After) past the per-client rate limit, all JSON.
 */

import type { ClientInfo } from '#functions/client.ts'
import { type Fulfilment, lazyFulfilment } from '#functions/orders/fulfil.ts'
import { describeError, jsonResponse } from '#functions/orders/http.ts'
import { isSessionId, type Order } from '#functions/orders/order.ts'
import { createRateLimiter, type RateLimitSettings } from '#functions/rate-limit.ts'

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
}

export interface OrderStatusBody {
  status: Order['status']
  productName: string
  quantity: number
  /** Cents. */
  total: number
  currency: string
}

export const orderStatusBody = (order: Order): OrderStatusBody => ({
  status: order.status,
  productName: order.productName,
  quantity: order.quantity,
  total: order.amountTotal,
  currency: order.currency,
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
      if (!order && config.askStripe) {
        const result = await f.recordSession(sessionId)
        if (result.notice) waitUntil(result.notice)
        order = result.order
      }
      return order
        ? jsonResponse(200, orderStatusBody(order), CORS)
        : jsonResponse(404, { error: ORDER_STATUS_MESSAGES.notFound }, CORS)
    } catch (error) {
      log(`order-status: ${sessionId} could not be checked: ${describeError(error)}`)
      return jsonResponse(502, { error: ORDER_STATUS_MESSAGES.unavailable }, CORS)
    }
  }
}
