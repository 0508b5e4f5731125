import { CheckCircle2, Mail, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { STATUS_AREA, StatusMark, statusCardClasses } from '#app/components/ui/status-card.tsx'
import { StepList } from '#app/components/ui/step-list.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import {
  ORDER_HEADINGS,
  type OrderState,
  OrderStatusCard,
  orderMailto,
  orderState,
} from '#app/features/orders/order-confirmation.tsx'
import { useOrderStatus } from '#app/features/orders/use-order-status.ts'
import { transactionalMeta } from '#app/lib/transactional-meta.ts'
import { practice } from '#core/config/practice.ts'
import { storeSettings } from '#core/content/store-settings.ts'

export const meta = transactionalMeta('/purchase-thank-you')

/** What happens after a paid order; the e-mail promises only where e-mail really goes out. */
function nextSteps(emailSent: boolean) {
  return [
    ...(emailSent
      ? [
          {
            title: 'Confirmation e-mail',
            text: 'Your order details, the reference and our returns policy, sent to the address you gave at checkout.',
          },
        ]
      : []),
    {
      title: 'Packing your order',
      text: 'Your order is prepared with care, usually within one to two business days.',
    },
    {
      title: 'On its way to you',
      text: emailSent
        ? `When it ships, we e-mail you the carrier and tracking number. ${storeSettings.shipping.summary}`
        : storeSettings.shipping.summary,
    },
  ]
}

function Reference({ sessionId }: { sessionId: string }) {
  return (
    <Card as="section" aria-labelledby="order-reference" className="p-6 text-card-foreground sm:p-8">
      <h2 id="order-reference" className="text-lg">
        Order Reference
      </h2>
      <p className="mt-2 font-mono text-sm break-all [overflow-wrap:anywhere]" data-testid="order-reference">
        {sessionId}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        Keep this reference handy in case you need to contact us about your order.
      </p>
    </Card>
  )
}

/**
 * A row of buttons on the page's one axis: stacked full width on a phone, centred from 640 px.
 * On a phone the whole page reads left, as its hero does (a left hero over centred cards).
 */
const ACTION_ROW = 'grid gap-3 sm:flex sm:flex-wrap sm:justify-center'

/** The states where the page cannot show the order: the visitor reaches the practice instead. */
const isReach = (state: OrderState): state is keyof typeof REACH_HEADINGS => state in REACH_HEADINGS

/**
 * The card's heading says what the card gives, not the hero's words again ("Get in touch
 * and we will find your order" over "We will find it for you").
 */
const REACH_HEADINGS = {
  'no-reference': (
    <>
      Your name and <span className="whitespace-nowrap">e-mail</span> are enough
    </>
  ),
  'not-found': 'Send us the reference',
  unavailable: 'Need an answer now?',
} satisfies Partial<Record<OrderState, ReactNode>>

/**
 * For an order the page cannot show, the thank-you page's pattern: an icon and a card that holds
 * the two ways to reach us, e-mail (pre-filled with the reference) and call; the store is a quiet
 * link under it, so the two buttons stay one row at any width.
 */
function ReachCard({ state, sessionId }: { state: keyof typeof REACH_HEADINGS; sessionId: string | null }) {
  return (
    // A notice, not a celebration (the sage card of the thank-you pages): the calm amber
    // card and its "i", as every one-message page shows a state it could not complete.
    <section
      aria-labelledby="order-reach"
      data-tone="notice"
      className={statusCardClasses('notice', 'sm:p-10 sm:text-center')}
    >
      <StatusMark tone="notice" className="sm:mx-auto" />
      <h2 id="order-reach" className="text-2xl text-balance">
        {REACH_HEADINGS[state]}
      </h2>
      <p className="mt-3 max-w-xl text-pretty sm:mx-auto sm:text-balance" data-testid="order-reach-text">
        {state === 'no-reference'
          ? 'The e-mail below comes ready to send: add your name, the address you used at checkout and the day you ordered.'
          : 'E-mail or call us with the reference below and we will look into your order.'}{' '}
        {/* The practice's callback days, as the contact and booking pages say them (content: callbackDays). */}
        Calls are returned <span className="whitespace-nowrap">{practice.callbackDays}</span>.
      </p>
      <div className={`mt-6 ${ACTION_ROW}`} data-testid="order-actions">
        <a href={orderMailto(sessionId)} className={buttonClasses('primary')}>
          <Mail aria-hidden="true" className="size-5" />
          {/* "your order": the page may just have said there is no order to show. */}
          E-mail us about your order
        </a>
        <a href={practice.phone.href} className={buttonClasses('outline', 'bg-card')}>
          <Phone aria-hidden="true" className="size-5" />
          Call {practice.phone.display}
        </a>
      </div>
    </section>
  )
}

/** The page's buttons, on the hero's axis: the store (and home once paid). */
function Actions({ state }: { state: OrderState }) {
  return (
    <div className={ACTION_ROW} data-testid="order-actions">
      <Link
        prefetch="intent"
        to="/store"
        className={buttonClasses(
          state === 'paid' || state === 'failed' || state === 'expired' ? 'primary' : 'outline',
        )}
      >
        Back to Store
      </Link>
      {state === 'paid' ? (
        <Link prefetch="intent" to="/" className={buttonClasses('outline')}>
          Return to Home
        </Link>
      ) : null}
    </div>
  )
}

/**
 * The page is prerendered without a query string: the order behind `session_id` is looked up in
 * the browser, and the page says the payment went through only when the order record says so.
 * Each state (paid, being confirmed, refunded, failed, not found, no reference…) has its own
 * heading and only its own content. The reference is shown only when it has the shape of a
 * Checkout Session id, and as text. From 640 px everything sits in one centred column under the
 * centred hero: cards read left to right inside it, loose lines and buttons are centred on the same
 * axis. On a phone, where every hero ranges left, the page ranges left with it.
 */
export default function PurchaseThankYou() {
  const view = useOrderStatus()
  const state = orderState(view)
  const { eyebrow, title, intro } = ORDER_HEADINGS[state]
  const order = view.kind === 'found' ? view.order : null
  const reach = isReach(state)
  return (
    <>
      <PageHero eyebrow={eyebrow ?? 'Your order'} title={title} intro={intro} />
      <Container className={STATUS_AREA}>
        <div data-state={state} data-testid="order-page" className="mx-auto grid max-w-2xl gap-6">
          <OrderStatusCard view={view} state={state} />
          {view.sessionId && state !== 'checking' ? <Reference sessionId={view.sessionId} /> : null}

          {state === 'paid' && order ? (
            <>
              <Card as="section" aria-labelledby="next-steps" className="p-6 text-card-foreground sm:p-8">
                <h2 id="next-steps" className="text-2xl">
                  What happens next
                </h2>
                <StepList compact steps={nextSteps(order.email === 'sent')} className="mt-6" />
              </Card>
              <section aria-labelledby="shipping-notes" className="rounded-2xl bg-secondary/60 p-6 sm:p-8">
                <h2 id="shipping-notes" className="flex items-center gap-2 text-2xl">
                  <CheckCircle2 aria-hidden="true" className="size-6 text-primary" />
                  Shipping notes
                </h2>
                <ul className="mt-4 list-disc space-y-2 pl-6">
                  <li>{storeSettings.shipping.summary}</li>
                  <li>{storeSettings.returns.summary}</li>
                  <li>Please check that someone can receive the parcel at your shipping address.</li>
                </ul>
              </section>
            </>
          ) : null}

          {reach ? <ReachCard state={state} sessionId={view.sessionId} /> : null}

          {state !== 'checking' && !reach ? (
            <p className="text-balance sm:text-center">
              Questions about your order?{' '}
              <TextLink quiet to="/contact">
                Contact us
              </TextLink>{' '}
              with your order reference and we’ll be glad to help.
            </p>
          ) : null}
          {reach ? (
            <p className="sm:text-center">
              <TextLink to="/store" className="inline-flex min-h-11 items-center">
                Back to Store
              </TextLink>
            </p>
          ) : (
            <div className="mt-2">
              <Actions state={state} />
            </div>
          )}
        </div>
      </Container>
    </>
  )
}
