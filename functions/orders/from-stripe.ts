/**
 * Reading an order out of Stripe: the parts of a Checkout Session fulfilment uses, where to find
 * them (the session's line items and totals, `customer_details`, the shipping address the payment
 * carries) and the catalogue's product name. Nothing here comes from the browser.
 */
import type Stripe from 'stripe'
import { getProduct } from '#core/content/products.ts'
import type { OrderFacts, ShippingAddress } from './order.ts'

interface AddressLike {
  line1?: string | null
  line2?: string | null
  city?: string | null
  state?: string | null
  postal_code?: string | null
  country?: string | null
}

interface ShippingLike {
  name?: string | null
  address?: AddressLike | null
}

/** The fields of a Checkout Session (retrieved with line_items and payment_intent expanded) we read. */
export interface SessionView {
  id: string
  status: string | null
  payment_status: string
  amount_total: number | null
  currency: string | null
  livemode: boolean
  metadata: Record<string, string> | null
  customer_details: { name?: string | null; email?: string | null } | null
  collected_information?: { shipping_details?: ShippingLike | null } | null
  payment_intent: string | { id: string; shipping?: ShippingLike | null } | null
  line_items?: {
    data: Array<{
      quantity: number | null
      description?: string | null
    }>
  }
}

/** Where fulfilment reads sessions from: Stripe, or the built-in test checkout of a local run. */
export interface SessionSource {
  /** The session, or null when it does not exist. Throws when the source cannot be reached. */
  retrieve(sessionId: string): Promise<SessionView | null>
  /** The Checkout Session whose payment is this payment intent, or null. */
  findByPaymentIntent(paymentIntentId: string): Promise<SessionView | null>
}

const EXPAND = ['line_items', 'payment_intent']

const isMissing = (error: unknown) =>
  (error as { statusCode?: number }).statusCode === 404 ||
  (error as { code?: string }).code === 'resource_missing'

export function stripeSessionSource(stripe: Stripe): SessionSource {
  const retrieve = async (sessionId: string) => {
    try {
      return await stripe.checkout.sessions.retrieve(sessionId, { expand: EXPAND })
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }
  return {
    retrieve,
    async findByPaymentIntent(paymentIntentId) {
      const found = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 })
      const first = found.data[0]
      return first ? retrieve(first.id) : null
    },
  }
}

const clean = (value: string | null | undefined) => value?.trim() || null

function toAddress(shipping: ShippingLike | null | undefined): ShippingAddress | null {
  if (!shipping?.address && !shipping?.name) return null
  const a = shipping.address ?? {}
  return {
    name: clean(shipping.name),
    line1: clean(a.line1),
    line2: clean(a.line2),
    city: clean(a.city),
    state: clean(a.state),
    postalCode: clean(a.postal_code),
    country: clean(a.country),
  }
}

/** The payment went through (or needed none). */
export const isPaid = (session: SessionView) =>
  session.payment_status === 'paid' || session.payment_status === 'no_payment_required'

export function paymentIntentId(session: SessionView): string | null {
  const pi = session.payment_intent
  return typeof pi === 'string' ? pi : (pi?.id ?? null)
}

/** The order a session describes. */
export function orderFactsFromSession(session: SessionView): OrderFacts {
  const item = session.line_items?.data[0]
  // create-payment puts the catalogue id in the session's metadata.
  const productId = clean(session.metadata?.product_id) ?? 'unknown'
  const pi = session.payment_intent
  // Checkout's own address collection, else the address the payment was created with.
  const shipping =
    toAddress(session.collected_information?.shipping_details) ??
    toAddress(typeof pi === 'object' ? pi?.shipping : null)
  return {
    sessionId: session.id,
    paymentIntentId: paymentIntentId(session),
    productId,
    productName: getProduct(productId)?.name ?? clean(item?.description) ?? productId,
    color: clean(session.metadata?.color),
    quantity: item?.quantity ?? (Number(session.metadata?.quantity) || 1),
    amountTotal: session.amount_total ?? 0,
    currency: (session.currency ?? 'usd').toLowerCase(),
    buyerName: clean(session.customer_details?.name) ?? shipping?.name ?? null,
    buyerEmail: clean(session.customer_details?.email),
    shipping,
    livemode: session.livemode,
  }
}
