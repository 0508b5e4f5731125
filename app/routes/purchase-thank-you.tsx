import { CheckCircle2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { isCheckoutSessionId } from '#app/lib/checkout-contract.ts'
import { pageMeta } from '#app/lib/seo.ts'

export const meta = () => [
  ...pageMeta({
    title: 'Order Confirmed',
    description: 'Thank you for your order. Here is what happens next, from confirmation e-mail to delivery.',
    path: '/purchase-thank-you',
  }),
  { name: 'robots', content: 'noindex' },
]

const STEPS = [
  {
    title: 'Confirmation e-mail',
    text: 'A receipt with your order details is on its way to the e-mail address you gave at checkout.',
  },
  {
    title: 'Packing your order',
    text: 'Your order is prepared with care, usually within one to two business days.',
  },
  {
    title: 'On its way to you',
    text: 'Once it ships, you will receive an e-mail so you know when to expect it.',
  },
] as const

/** What the address bar says about the order: no session_id, a Checkout Session id, or anything else. */
type OrderReference = { kind: 'none' } | { kind: 'session'; id: string } | { kind: 'unknown' }

/**
 * Only a value shaped like a Checkout Session id is shown as the order reference: anyone can put
 * any text in a link to this page, and it must not appear under "your payment went through".
 */
function orderReference(search: string): OrderReference {
  const value = new URLSearchParams(search).get('session_id')?.trim()
  if (!value) return { kind: 'none' }
  return isCheckoutSessionId(value) ? { kind: 'session', id: value } : { kind: 'unknown' }
}

/** The page is prerendered without a query string, so the reference is read after hydration. */
function useOrderReference(): OrderReference {
  const [reference, setReference] = useState<OrderReference>({ kind: 'none' })
  useEffect(() => setReference(orderReference(window.location.search)), [])
  return reference
}

const cardClasses = 'rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-soft'

export default function PurchaseThankYou() {
  const reference = useOrderReference()
  return (
    <>
      <PageHero
        eyebrow="Order confirmed"
        title="Thank You for Your Order"
        intro="Your payment went through and your order is in. Here is what happens next."
      />
      <Container className="max-w-3xl py-14">
        {reference.kind === 'session' ? (
          <section aria-labelledby="order-reference" className={cardClasses}>
            <h2 id="order-reference" className="text-lg">
              Order Reference
            </h2>
            <p className="mt-2 font-mono text-sm break-all" data-testid="order-reference">
              {reference.id}
            </p>
            <p className="mt-2 text-sm text-muted-foreground">
              Keep this reference handy in case you need to contact us about your order.
            </p>
          </section>
        ) : null}
        {reference.kind === 'unknown' ? (
          <section aria-labelledby="order-not-found" className={cardClasses}>
            <h2 id="order-not-found" className="text-lg">
              We could not find this order
            </h2>
            <p className="mt-2">
              This link does not carry an order reference we recognise. If you placed an order, its
              confirmation is in your e-mail; otherwise you can{' '}
              <Link to="/store" className="text-primary underline">
                return to the store
              </Link>
              .
            </p>
          </section>
        ) : null}

        <h2 className="mt-12 text-2xl">What happens next</h2>
        <ol className="mt-6 space-y-5">
          {STEPS.map((step, i) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="text-lg">{step.title}</h3>
                <p className="mt-1 text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>

        <section aria-labelledby="shipping-notes" className="mt-12 rounded-2xl bg-secondary/60 p-6">
          <h2 id="shipping-notes" className="flex items-center gap-2 text-2xl">
            <CheckCircle2 aria-hidden="true" className="size-6 text-primary" />
            Shipping notes
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6">
            <li>Standard shipping is 5-7 business days.</li>
            <li>Tracking details arrive by e-mail as soon as your order leaves us.</li>
            <li>Please check that someone can receive the parcel at your shipping address.</li>
          </ul>
        </section>

        <p className="mt-10">
          Questions about your order?{' '}
          <Link to="/contact" className="text-primary underline">
            Contact us
          </Link>{' '}
          and we’ll be glad to help.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/store" className={buttonClasses('primary')}>
            Back to Store
          </Link>
          <Link to="/" className={buttonClasses('outline')}>
            Return to Home
          </Link>
        </div>
      </Container>
    </>
  )
}
