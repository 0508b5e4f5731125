import type { ReactNode } from 'react'
import { Card } from '#app/components/ui/card.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { formatCents } from '#app/lib/price.ts'
import type { OrderSummary } from './order-status.ts'
import type { OrderView } from './use-order-status.ts'

export const ORDER_TEXT = {
  checking: 'Checking your order…',
  paidIntro: 'Your payment went through and your order is in. Here is what happens next.',
  emailed: 'A confirmation has been e-mailed to the address you gave at checkout.',
  processing: 'Your payment is being confirmed.',
  processingRechecking: 'This page checks again by itself in a moment; there is no need to pay again.',
  processingSlow:
    'This is taking longer than usual. You will receive an e-mail as soon as the payment is confirmed; there is no need to pay again.',
  failed: 'The payment did not go through, so nothing was charged. Please try again from the store.',
  refunded: 'This order has been refunded.',
  unavailable: 'We could not check your order right now. Please reload this page in a moment.',
  unknown:
    'We could not find this order. If you completed a payment, please contact us with the e-mail address you used at checkout.',
} as const

/** The hero's line under the title: says the payment went through only when the record says so. */
export function orderIntro(view: OrderView): string {
  if (view.kind === 'checking') return ORDER_TEXT.checking
  if (view.kind === 'found') {
    const { status } = view.order
    if (status === 'paid') return ORDER_TEXT.paidIntro
    if (status === 'processing') return ORDER_TEXT.processing
    if (status === 'failed') return ORDER_TEXT.failed
    if (status === 'refunded') return ORDER_TEXT.refunded
    return ORDER_TEXT.unknown
  }
  return view.kind === 'unavailable' ? ORDER_TEXT.unavailable : ORDER_TEXT.unknown
}

function Summary({ order }: { order: OrderSummary }) {
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
    </dl>
  )
}

/** The status card: what the order record says about this checkout. */
export function OrderStatusCard({ view }: { view: OrderView }) {
  let heading = 'Your order'
  let body: ReactNode
  if (view.kind === 'checking') {
    body = <p className="mt-2 text-muted-foreground">{ORDER_TEXT.checking}</p>
  } else if (view.kind === 'found' && view.order.status === 'paid') {
    heading = 'Order summary'
    body = (
      <>
        <Summary order={view.order} />
        <p className="mt-4">{ORDER_TEXT.emailed}</p>
      </>
    )
  } else if (view.kind === 'found' && view.order.status === 'processing') {
    heading = 'Payment being confirmed'
    body = (
      <>
        <Summary order={view.order} />
        <p className="mt-4">
          {ORDER_TEXT.processing}{' '}
          {view.rechecking ? ORDER_TEXT.processingRechecking : ORDER_TEXT.processingSlow}
        </p>
      </>
    )
  } else if (view.kind === 'found' && view.order.status === 'refunded') {
    body = (
      <>
        <Summary order={view.order} />
        <p className="mt-4">{ORDER_TEXT.refunded}</p>
      </>
    )
  } else if (view.kind === 'found' && view.order.status === 'failed') {
    body = <p className="mt-2">{ORDER_TEXT.failed}</p>
  } else if (view.kind === 'unavailable') {
    body = <p className="mt-2">{ORDER_TEXT.unavailable}</p>
  } else {
    heading = 'Order not found'
    body = (
      <>
        <p className="mt-2">{ORDER_TEXT.unknown}</p>
        <p className="mt-2">
          <TextLink to="/store">Visit the store</TextLink>
        </p>
      </>
    )
  }
  return (
    <Card
      as="section"
      aria-labelledby="order-status-heading"
      aria-live="polite"
      aria-busy={view.kind === 'checking'}
      data-state={view.kind === 'found' ? view.order.status : view.kind}
      data-testid="order-status"
      className="p-6 text-card-foreground shadow-soft"
    >
      <h2 id="order-status-heading" className="text-lg">
        {heading}
      </h2>
      {body}
    </Card>
  )
}
