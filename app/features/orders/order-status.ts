/**
 * Asks the order-status function what became of a checkout, for the order confirmation page.
 * The answer comes from the order record the Stripe webhook writes (or from Stripe itself when
 * the webhook is late), never from the page's own address bar.
 */
import { practice } from '#core/config/practice.ts'
import { isCheckoutSessionId } from '#core/contracts/checkout.ts'
import type { OrderStatusBody } from '#core/contracts/order-status.ts'

/** What order-status answers: `{ status, productName, quantity, total (cents), currency }`. */
export type OrderSummary = OrderStatusBody

export type OrderLookup =
  | { kind: 'found'; order: OrderSummary }
  /** Not a checkout reference, or no such order. */
  | { kind: 'unknown' }
  /** The function could not be reached or could not answer. */
  | { kind: 'unavailable' }

/** Re-checks of an order still being confirmed, in milliseconds after the previous answer. */
export const RECHECK_DELAYS_MS = [1500, 3000, 5000, 8000, 12000] as const

const TIMEOUT_MS = 15_000

export function orderStatusUrl(
  sessionId: string,
  baseUrl: string = import.meta.env.VITE_API_BASE_URL ?? practice.api.baseUrl,
): string {
  return `${baseUrl.replace(/\/+$/, '')}/functions/v1/order-status?session_id=${encodeURIComponent(sessionId)}`
}

export async function lookUpOrder(sessionId: string, signal?: AbortSignal): Promise<OrderLookup> {
  if (!isCheckoutSessionId(sessionId)) return { kind: 'unknown' }
  try {
    const res = await fetch(orderStatusUrl(sessionId), {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)])
        : AbortSignal.timeout(TIMEOUT_MS),
    })
    if (res.status === 400 || res.status === 404) return { kind: 'unknown' }
    if (!res.ok) return { kind: 'unavailable' }
    const body = (await res.json()) as Partial<OrderSummary>
    if (typeof body.status !== 'string' || typeof body.productName !== 'string')
      return { kind: 'unavailable' }
    return { kind: 'found', order: body as OrderSummary }
  } catch (error) {
    if (signal?.aborted) throw error
    return { kind: 'unavailable' }
  }
}
