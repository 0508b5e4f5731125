/**
 * Stripe Checkout for a priced order: the session parameters, the idempotency key and the
 * mapping of Stripe's failures to messages a visitor can read.
 */
import type Stripe from 'stripe'
import { IDEMPOTENCY_KEY_PATTERN } from '#core/contracts/checkout.ts'
import { logValue } from '#functions/platform/log.ts'
import { createStripeClient, STRIPE_DEADLINE_MS, type StripeSettings } from '#functions/platform/stripe.ts'
import type { PricedOrder } from './order.ts'

/** A double submit of the same order within this window opens the same Checkout Session. */
export const IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000

export const STRIPE_MESSAGES = {
  unavailable: 'We could not reach the payment provider. Please try again in a moment.',
  rejected: 'The payment provider could not start the checkout. Please check your details and try again.',
} as const

export interface CheckoutUrls {
  siteUrl: string
  successUrl: string
  cancelUrl: string
}

/** success_url and cancel_url for an order, under the site's URL (no trailing slash). */
export function checkoutUrls(siteUrl: string, order: PricedOrder): CheckoutUrls {
  return {
    siteUrl,
    successUrl: `${siteUrl}/purchase-thank-you?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${siteUrl}/store/${order.product.id}`,
  }
}

/**
 * What fulfilment needs to know, as Stripe metadata: the product, colour and quantity. The buyer's
 * name, e-mail and address travel only in `customer_email` and the payment's `shipping`, where
 * Stripe keeps personal data; metadata is copied into events, logs and exports.
 */
export function orderMetadata(order: PricedOrder): Record<string, string> {
  return {
    product_id: order.product.id,
    color: order.color ?? '',
    quantity: String(order.quantity),
  }
}

export function sessionParams(order: PricedOrder, urls: CheckoutUrls): Stripe.Checkout.SessionCreateParams {
  const s = order.shipping
  const metadata = orderMetadata(order)
  const image = order.product.images[0]
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: order.quantity,
        price_data: {
          currency: 'usd',
          unit_amount: order.unitAmountCents,
          product_data: {
            name: order.product.name,
            ...(order.color && { description: `Colour: ${order.color}` }),
            ...(image && { images: [new URL(image, `${urls.siteUrl}/`).href] }),
            metadata: { product_id: order.product.id },
          },
        },
      },
    ],
    customer_email: s.email,
    payment_intent_data: {
      shipping: {
        name: s.name,
        address: { line1: s.address, city: s.city, state: s.state, postal_code: s.zip, country: s.country },
      },
      metadata,
    },
    metadata,
    success_url: urls.successUrl,
    cancel_url: urls.cancelUrl,
  }
}

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * The same validated order (and site) with the same nonce always gives the same key, so a double
 * click, a resent request or the SDK's own retry reuses one Checkout Session instead of opening a
 * second. The nonce is the page's `Idempotency-Key` header when it sends one (one per checkout
 * attempt), otherwise the current 10-minute window, so the same order placed again later is new.
 */
export async function idempotencyKey(
  order: PricedOrder,
  siteUrl: string,
  clientKey: string | null,
  now: number,
): Promise<string> {
  const nonce = clientKey ?? `window-${Math.floor(now / IDEMPOTENCY_WINDOW_MS)}`
  const canonical = JSON.stringify([
    siteUrl,
    order.product.id,
    order.unitAmountCents,
    order.quantity,
    order.color,
    order.shipping,
    nonce,
  ])
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical))
  return `create-payment-${toHex(digest)}`
}

/** A client-supplied nonce: 8 to 200 URL-safe characters, else ignored. */
export function clientIdempotencyKey(request: Request): string | null {
  const key = request.headers.get('idempotency-key')?.trim()
  return key && IDEMPOTENCY_KEY_PATTERN.test(key) ? key : null
}

export type SessionResult = { ok: true; url: string } | { ok: false; status: 400 | 502; error: string }

/**
 * Creates the Checkout Session. Never throws: Stripe's failures become a status and a message.
 * At the deadline the call is aborted, not abandoned: the request in flight is cut and no retry is
 * sent, so no session is created after the visitor was told the checkout could not start. (A client
 * per call costs about 0.2 ms, against a Stripe round trip of hundreds.)
 */
export async function createCheckoutSession(
  settings: StripeSettings,
  params: Stripe.Checkout.SessionCreateParams,
  idempotency: string,
  log: (message: string) => void = console.error,
): Promise<SessionResult> {
  const deadlineMs = settings.deadlineMs ?? STRIPE_DEADLINE_MS
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), deadlineMs)
  const deadline = new Promise<'deadline'>((resolve) =>
    abort.signal.addEventListener('abort', () => resolve('deadline'), { once: true }),
  )
  const call = createStripeClient(settings, abort.signal).checkout.sessions.create(params, {
    idempotencyKey: idempotency,
  })
  try {
    const session = await Promise.race([call, deadline])
    if (session === 'deadline') {
      log(`create-payment: Stripe did not answer within ${deadlineMs} ms; request aborted`)
      // The SDK may still be between attempts: say when it has given up for good.
      call.then(
        (late) =>
          log(`create-payment: Stripe session ${logValue(late.id)} answered after the deadline, unused`),
        () => log('create-payment: aborted Stripe call ended'),
      )
      return { ok: false, status: 502, error: STRIPE_MESSAGES.unavailable }
    }
    if (!session.url) {
      log(`create-payment: Stripe session ${logValue(session.id)} came back without a url`)
      return { ok: false, status: 502, error: STRIPE_MESSAGES.unavailable }
    }
    return { ok: true, url: session.url }
  } catch (error) {
    return stripeFailure(error, log)
  } finally {
    clearTimeout(timer)
  }
}

function stripeFailure(error: unknown, log: (message: string) => void): SessionResult & { ok: false } {
  const e = error as {
    type?: string
    statusCode?: number
    message?: string
    code?: string
    requestId?: string
  }
  // Stripe's messages repeat what was sent (an e-mail, a name): log only what identifies the failure.
  log(
    `create-payment: Stripe failed type=${logValue(e.type ?? 'unknown')} status=${logValue(e.statusCode ?? '-')} code=${logValue(e.code ?? '-')} request=${logValue(e.requestId ?? '-')}`,
  )
  // A card error's message is written by Stripe for the buyer ("Your card was declined.").
  if (e.type === 'StripeCardError' && e.message) return { ok: false, status: 400, error: e.message }
  // Our key or account is wrong, or Stripe is throttling us: not something the visitor can fix.
  if (e.statusCode === 401 || e.statusCode === 403 || e.statusCode === 429) {
    return { ok: false, status: 502, error: STRIPE_MESSAGES.unavailable }
  }
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    return { ok: false, status: 400, error: STRIPE_MESSAGES.rejected }
  }
  // 5xx after the retries, a timeout, a dropped connection.
  return { ok: false, status: 502, error: STRIPE_MESSAGES.unavailable }
}
