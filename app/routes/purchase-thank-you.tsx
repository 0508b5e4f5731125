import { CheckCircle2 } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { StepList } from '#app/components/ui/step-list.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import { storeSettings } from '#app/content/store-settings.ts'
import { OrderStatusCard, orderIntro } from '#app/features/orders/order-confirmation.tsx'
import { useOrderStatus } from '#app/features/orders/use-order-status.ts'
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

/**
 * The page is prerendered without a query string: the order behind `session_id` is looked up in
 * the browser, and the page says the payment went through only when the order record says so.
 * The reference is shown only when it has the shape of a Checkout Session id, and as text.
 */
export default function PurchaseThankYou() {
  const view = useOrderStatus()
  const paid = view.kind === 'found' && view.order.status === 'paid'
  return (
    <>
      <PageHero
        eyebrow={paid ? 'Order confirmed' : 'Your order'}
        title="Thank You for Your Order"
        intro={orderIntro(view)}
      />
      <Container className="max-w-3xl py-14">
        <OrderStatusCard view={view} />
        {view.sessionId ? (
          <Card
            as="section"
            aria-labelledby="order-reference"
            className="mt-6 p-6 text-card-foreground shadow-soft"
          >
            <h2 id="order-reference" className="text-lg">
              Order Reference
            </h2>
            <p
              className="mt-2 font-mono text-sm break-all [overflow-wrap:anywhere]"
              data-testid="order-reference"
            >
              {view.sessionId}
            </p>
            <p className="mt-2 text-sm text-muted-foreground">
              Keep this reference handy in case you need to contact us about your order.
            </p>
          </Card>
        ) : null}

        <h2 className="mt-12 text-2xl">What happens next</h2>
        <StepList compact steps={STEPS} className="mt-6" />

        <section aria-labelledby="shipping-notes" className="mt-12 rounded-2xl bg-secondary/60 p-6">
          <h2 id="shipping-notes" className="flex items-center gap-2 text-2xl">
            <CheckCircle2 aria-hidden="true" className="size-6 text-primary" />
            Shipping notes
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6">
            <li>{storeSettings.shipping.summary}</li>
            <li>{storeSettings.returns.summary}</li>
            <li>Tracking details arrive by e-mail as soon as your order leaves us.</li>
            <li>Please check that someone can receive the parcel at your shipping address.</li>
          </ul>
        </section>

        <p className="mt-10">
          Questions about your order?{' '}
          <TextLink quiet to="/contact">
            Contact us
          </TextLink>{' '}
          and we’ll be glad to help.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link prefetch="intent" to="/store" className={buttonClasses('primary')}>
            Back to Store
          </Link>
          <Link prefetch="intent" to="/" className={buttonClasses('outline')}>
            Return to Home
          </Link>
        </div>
      </Container>
    </>
  )
}
