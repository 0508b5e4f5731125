/**
 * The order record: what the store keeps for one paid (or paying) Stripe Checkout Session, and the
 * rule that decides which status change an event may make. Plain data, no I/O: shared by the
 * stores, the webhook, the order-status function and `npm run orders`, on Node and on Deno.
 */
import { isCheckoutSessionId } from '#core/contracts/checkout.ts'
import type { OrderStatus } from '#core/contracts/order-status.ts'

export interface ShippingAddress {
  name: string | null
  line1: string | null
  line2: string | null
  city: string | null
  state: string | null
  postalCode: string | null
  country: string | null
}

/** The facts about an order, all taken from Stripe (and the catalogue for the product name). */
export interface OrderFacts {
  sessionId: string
  paymentIntentId: string | null
  productId: string
  productName: string
  color: string | null
  quantity: number
  /** Integer cents, as Stripe's `amount_total`. */
  amountTotal: number
  /** Lower-case ISO code, as Stripe sends it ("usd"). */
  currency: string
  buyerName: string | null
  buyerEmail: string | null
  shipping: ShippingAddress | null
  livemode: boolean
}

export interface Order extends OrderFacts {
  status: OrderStatus
  amountRefunded: number
  /** ISO 8601 times (UTC). */
  createdAt: string
  updatedAt: string
  paidAt: string | null
  shippedAt: string | null
  /** When the owner's notice was handed to the mail server (or the outbox folder). */
  notifiedAt: string | null
  carrier: Carrier | null
  trackingNumber: string | null
}

export const CARRIERS = ['usps', 'ups', 'fedex', 'dhl', 'other'] as const
export type Carrier = (typeof CARRIERS)[number]

const CARRIER_NAMES: Record<Carrier, string> = {
  usps: 'USPS',
  ups: 'UPS',
  fedex: 'FedEx',
  dhl: 'DHL',
  other: 'Other',
}

export const carrierName = (carrier: Carrier) => CARRIER_NAMES[carrier]

/** The carrier's public tracking page for a number (none for "other"). */
export function trackingUrl(carrier: Carrier, tracking: string): string | null {
  const n = encodeURIComponent(tracking)
  switch (carrier) {
    case 'usps':
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`
    case 'ups':
      return `https://www.ups.com/track?tracknum=${n}`
    case 'fedex':
      return `https://www.fedex.com/fedextrack/?trknbr=${n}`
    case 'dhl':
      return `https://www.dhl.com/us-en/home/tracking/tracking-express.html?tracking-id=${n}`
    default:
      return null
  }
}

/**
 * How far along an order is. An event may only move an order forward, so a late or repeated
 * event (a `completed` arriving after its `async_payment_succeeded`, a `completed` after the
 * refund) never takes it back. Paid, failed and expired are alternative outcomes of one payment;
 * a refund follows a payment, partial before full (a second partial refund keeps the status and
 * raises the amount: see the store).
 */
const RANK: Record<OrderStatus, number> = {
  processing: 0,
  paid: 1,
  failed: 1,
  expired: 1,
  partially_refunded: 2,
  refunded: 3,
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return RANK[to] > RANK[from]
}

/** The Stripe Dashboard page of a payment (test mode pages live under /test). */
/**
 * The payment id the built-in test checkout (server/test-checkout.ts) gives its orders: no such
 * payment exists in Stripe, so nothing may link there.
 */
export const TEST_CHECKOUT_PAYMENT_PREFIX = 'pi_test_'

export const isTestCheckout = (order: Pick<Order, 'paymentIntentId'>) =>
  order.paymentIntentId?.startsWith(TEST_CHECKOUT_PAYMENT_PREFIX) ?? false

export function dashboardUrl(order: Pick<Order, 'paymentIntentId' | 'sessionId' | 'livemode'>): string {
  const base = `https://dashboard.stripe.com${order.livemode ? '' : '/test'}`
  return order.paymentIntentId
    ? `${base}/payments/${order.paymentIntentId}`
    : `${base}/checkout/sessions/${order.sessionId}`
}

/** "$1,234.50" for 123450 cents in usd. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  )
}

/** The item as the e-mails, the owner's page and `npm run orders` name it: "2 × Product (Colour)". */
export const itemLine = (o: Pick<Order, 'quantity' | 'productName' | 'color'>) =>
  `${o.quantity} × ${o.productName}${o.color ? ` (${o.color})` : ''}`

/**
 * The item and the total: the one line the owner's notice (its subject), her Mark as shipped page,
 * her daily digest and the buyer's shipping notice give an order.
 */
export const itemAndTotal = (
  o: Pick<Order, 'quantity' | 'productName' | 'color' | 'amountTotal' | 'currency'>,
) => `${itemLine(o)}, ${formatMoney(o.amountTotal, o.currency)}`

/** Stripe Checkout Session ids, by the checkout contract's rule (the same the page applies). */
export const isSessionId = isCheckoutSessionId
