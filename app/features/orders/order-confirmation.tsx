import type { ReactNode } from 'react'
import { Card } from '#app/components/ui/card.tsx'
import { practice } from '#core/config/practice.ts'
import { formatCents } from '#core/lib/price.ts'
import type { OrderSummary } from './order-status.ts'
import type { OrderView } from './use-order-status.ts'

export const ORDER_TEXT = {
  checking: 'Checking your order…',
  paidIntro: 'Your payment went through and your order is in. Here is what happens next.',
  emailSent: 'A confirmation is on its way to the e-mail address you gave at checkout.',
  emailLocalFolder:
    'No mail server is set up on this site yet, so the confirmation e-mail was saved for the shop instead of sent to you. Please keep the order reference below.',
  emailNone: 'No confirmation e-mail is sent for this order. Please keep the order reference below.',
  processing: 'We have your order; it goes ahead as soon as the payment is confirmed.',
  processingRechecking: 'This page checks again by itself in a moment; there is no need to pay again.',
  processingSlow:
    'This is taking longer than usual. There is no need to pay again: reload this page later to see the order confirmed.',
  processingEmail: 'You will also get a confirmation e-mail once it is.',
  failed: 'Nothing was charged, so you can safely try again from the store.',
  expired:
    'It closed before a payment was made, so nothing was charged. You can start again from the store whenever you like.',
  refunded: 'The refund goes back to the card or account you paid with.',
  partiallyRefunded: 'The refunded amount goes back to the card or account you paid with.',
  unavailable: 'We could not check your order right now. Please reload this page in a moment.',
  unknown:
    'We could not find an order with this reference. If you completed a payment, please get in touch with the reference below and we will look into it.',
  /**
   * A visit with no order reference (a bookmark, a saved or forged link): reassurance first, and only
   * what holds whatever the configuration: Stripe keeps every payment with the checkout's name and
   * e-mail whether or not a receipt or our confirmation went out (the state must not read like an
   * error, and "this link does not name one" read like a system message). Why the page cannot tell
   * is said in the card, with what to send.
   */
  noReference:
    'Nothing is lost: every payment in the store is kept with the name and e-mail address you gave at checkout.',
  noReferenceWhy:
    'This page shows an order only when you arrive straight from the checkout. To find yours, send us:',
} as const

export type OrderState =
  | 'checking'
  | 'paid'
  | 'processing'
  | 'failed'
  | 'expired'
  | 'refunded'
  | 'partially_refunded'
  | 'unavailable'
  | 'not-found'
  | 'no-reference'

export function orderState(view: OrderView): OrderState {
  if (view.kind === 'checking') return 'checking'
  if (view.kind === 'found') return view.order.status
  if (view.kind === 'unavailable') return 'unavailable'
  return view.sessionId ? 'not-found' : 'no-reference'
}

/** Each state's own heading and line under it: nothing of another state's. */
export const ORDER_HEADINGS: Record<OrderState, { eyebrow?: string; title: string; intro: string }> = {
  checking: { title: 'Your order', intro: ORDER_TEXT.checking },
  paid: { eyebrow: 'Order confirmed', title: 'Thank you for your order', intro: ORDER_TEXT.paidIntro },
  processing: { title: 'Your payment is being confirmed', intro: ORDER_TEXT.processing },
  failed: { title: 'Your payment did not go through', intro: ORDER_TEXT.failed },
  expired: { title: 'This checkout expired', intro: ORDER_TEXT.expired },
  refunded: { title: 'This order has been refunded', intro: ORDER_TEXT.refunded },
  partially_refunded: { title: 'Part of this order has been refunded', intro: ORDER_TEXT.partiallyRefunded },
  unavailable: { title: 'We could not check your order', intro: ORDER_TEXT.unavailable },
  'not-found': { title: 'We could not find this order', intro: ORDER_TEXT.unknown },
  'no-reference': { title: 'Looking for your order?', intro: ORDER_TEXT.noReference },
}

/** What the page may say about e-mail for this order (order-status says how mail leaves). */
export function emailSentence(order: OrderSummary): string {
  if (order.email === 'sent') return ORDER_TEXT.emailSent
  return order.email === 'local-folder' ? ORDER_TEXT.emailLocalFolder : ORDER_TEXT.emailNone
}

export function Summary({ order }: { order: OrderSummary }) {
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
      <dt className="text-muted-foreground">Product</dt>
      <dd data-testid="order-product">{order.productName}</dd>
      <dt className="text-muted-foreground">Quantity</dt>
      <dd data-testid="order-quantity">{order.quantity}</dd>
      <dt className="text-muted-foreground">Total</dt>
      <dd data-testid="order-total" className="font-semibold">
        {formatCents(order.total)}
      </dd>
      {order.amountRefunded > 0 ? (
        <>
          <dt className="text-muted-foreground">Refunded</dt>
          <dd data-testid="order-refunded">{formatCents(order.amountRefunded)}</dd>
        </>
      ) : null}
    </dl>
  )
}

/** The status card: what the order record says about this checkout, for the states that have one. */
export function OrderStatusCard({ view, state }: { view: OrderView; state: OrderState }) {
  let heading = 'Order summary'
  let body: ReactNode
  if (view.kind === 'checking') {
    heading = 'Your order'
    body = <p className="mt-2 text-muted-foreground">{ORDER_TEXT.checking}</p>
  } else if (view.kind === 'found' && state === 'paid') {
    body = (
      <>
        <Summary order={view.order} />
        <p className="mt-4" data-testid="order-email">
          {emailSentence(view.order)}
        </p>
      </>
    )
  } else if (view.kind === 'found' && state === 'processing') {
    body = (
      <>
        <Summary order={view.order} />
        <p className="mt-4">
          {view.rechecking ? ORDER_TEXT.processingRechecking : ORDER_TEXT.processingSlow}
          {!view.rechecking && view.order.email === 'sent' ? ` ${ORDER_TEXT.processingEmail}` : null}
        </p>
      </>
    )
  } else if (view.kind === 'found' && (state === 'refunded' || state === 'partially_refunded')) {
    body = <Summary order={view.order} />
  } else {
    return null
  }
  return (
    <Card
      as="section"
      aria-labelledby="order-status-heading"
      aria-live="polite"
      aria-busy={view.kind === 'checking'}
      data-testid="order-status"
      className="p-6 text-card-foreground shadow-soft sm:p-8"
    >
      <h2 id="order-status-heading" className="text-lg">
        {heading}
      </h2>
      {body}
    </Card>
  )
}

/** A mailto: link with the reference already in the subject and body. */
export function orderMailto(sessionId: string | null): string {
  const subject = sessionId ? `Order ${sessionId}` : 'My order'
  const body = sessionId
    ? `Hello,\n\nI could not find my order on the website. My order reference is ${sessionId}.\n\nName:\nE-mail used at checkout:\n`
    : 'Hello,\n\nI paid for an order but have no order reference.\n\nName:\nE-mail used at checkout:\nDate of the order:\n'
  return `mailto:${practice.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
