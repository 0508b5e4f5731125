/**
 * The one network call of the store: asks the create-payment function for a checkout URL.
 *
 * `createPaymentSession(order, attemptKey)` resolves with the checkout URL, or throws an Error whose
 * message is what the visitor should read. A rejection that is not an Error is passed on untouched,
 * so the caller can fall back to its generic message.
 */
import { practice } from '#core/config/practice.ts'
import { colorsOf, type Product, type ProductColor, totalCents } from '#core/content/products.ts'
import { amountFromCents, type PaymentOrder, type ShippingInfo } from '#core/contracts/checkout.ts'

export const PAYMENT_MESSAGES = {
  failed: 'Failed to create payment session',
  noUrl: 'No checkout URL received',
  /** What to do when the payment function cannot be reached or cannot answer: shown on the page. */
  nextStep: 'Nothing was charged. Please try again in a moment, or order by phone or e-mail:',
} as const

/**
 * The payment function could not be reached or could not answer (offline, down, misconfigured):
 * not something the buyer can fix in the form, so the page adds the other ways to order.
 */
export class PaymentUnavailableError extends Error {
  override name = 'PaymentUnavailableError'
}

/** Give up on a function that does not answer (the server side has its own, shorter limits). */
const TIMEOUT_MS = 30_000

export interface Endpoint {
  url: string
  headers: Record<string, string>
}

/** The request body: the colour only for a product with a colour choice, the amount in dollars to the cent, text trimmed. */
export function buildOrder(
  product: Product,
  quantity: number,
  color: ProductColor | null,
  shipping: ShippingInfo,
): PaymentOrder {
  const t = (text: string) => text.trim()
  return {
    productId: product.id,
    quantity,
    ...(colorsOf(product) && color ? { selectedColor: color } : {}),
    shippingInfo: {
      name: t(shipping.name),
      email: t(shipping.email),
      address: t(shipping.address),
      city: t(shipping.city),
      state: t(shipping.state),
      zip: t(shipping.zip),
      country: t(shipping.country),
    },
    amount: amountFromCents(totalCents(product, quantity)),
  }
}

/** `{API base}/functions/v1/create-payment`, with the Supabase-style key headers when a key is set. */
export function paymentEndpoint(
  baseUrl: string = import.meta.env.VITE_API_BASE_URL ?? practice.api.baseUrl,
  anonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY ?? practice.api.anonKey,
): Endpoint {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (anonKey) {
    headers.apikey = anonKey
    headers.Authorization = `Bearer ${anonKey}`
  }
  return { url: `${baseUrl.replace(/\/+$/, '')}/functions/v1/create-payment`, headers }
}

/** A fresh key for one checkout attempt: the function opens one session per key. */
export const newAttemptKey = (): string => `checkout-${crypto.randomUUID()}`

const isWebUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** The server's own words: `{ error: "…" }` or `{ error: { message: "…" } }`. */
function errorText(error: unknown): string | null {
  const text =
    typeof error === 'string'
      ? error
      : error !== null && typeof error === 'object' && 'message' in error
        ? error.message
        : null
  return typeof text === 'string' && text.trim() ? text.trim() : null
}

/**
 * POSTs the order with its attempt's `Idempotency-Key`: a retry of the same attempt reuses the key,
 * so it reopens the session the first try may have created instead of a second one.
 */
export async function createPaymentSession(
  order: PaymentOrder,
  attemptKey: string,
  endpoint: Endpoint = paymentEndpoint(),
): Promise<string> {
  let response: Response
  try {
    response = await fetch(endpoint.url, {
      method: 'POST',
      headers: { ...endpoint.headers, 'Idempotency-Key': attemptKey },
      body: JSON.stringify(order),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (cause) {
    // Offline, refused, timed out: the session could not be created.
    if (cause instanceof Error) throw new PaymentUnavailableError(PAYMENT_MESSAGES.failed, { cause })
    throw cause
  }

  const data: unknown = await response.json().catch(() => null)
  const body = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {}
  if (!response.ok || (body.error !== undefined && body.error !== null)) {
    const text = errorText(body.error)
    // A 4xx with the function's own words is about the order; anything else is the service's.
    if (text && response.status < 500) throw new Error(text)
    throw new PaymentUnavailableError(text ?? PAYMENT_MESSAGES.failed)
  }
  // Only a web address is followed: never a javascript: or data: URL.
  if (!isWebUrl(body.url)) throw new PaymentUnavailableError(PAYMENT_MESSAGES.noUrl)
  return body.url
}
