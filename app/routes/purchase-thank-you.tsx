import { CheckCircle2, Mail, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '#app/components/ui/button-link.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { CheckList } from '#app/components/ui/check-list.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { STATUS_AREA, STATUS_COLUMN, StatusMark, statusCardClasses } from '#app/components/ui/status-card.tsx'
import { StepList } from '#app/components/ui/step-list.tsx'
import { TextLink } from '#app/components/ui/text-link.tsx'
import {
  ORDER_HEADINGS,
  ORDER_TEXT,
  type OrderState,
  OrderStatusCard,
  orderMailto,
  orderState,
} from '#app/features/orders/order-confirmation.tsx'
import { useOrderStatus } from '#app/features/orders/use-order-status.ts'
import { cn } from '#app/lib/cn.ts'
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

/** A row of buttons on the page's left edge: stacked full width on a phone, side by side from 640 px. */
const ACTION_ROW = 'grid gap-3 sm:flex sm:flex-wrap'

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

/** What finds an order without its reference: what the pre-filled e-mail asks for, as a list. */
const WHAT_TO_SEND = ['Your name', 'The e-mail address you used at checkout', 'The day you ordered'] as const

/**
 * For an order the page cannot show, the status pages' pattern: a notice card with its mark, what
 * to send as a short list (without a reference), the two ways to reach us, e-mail (pre-filled) and
 * call, and when calls are returned; the store is a quiet link under it.
 */
function ReachCard({ state, sessionId }: { state: keyof typeof REACH_HEADINGS; sessionId: string | null }) {
  return (
    // A notice, not a celebration: the sage card and its "i", as every one-message page shows a
    // state it could not complete.
    <section aria-labelledby="order-reach" data-tone="notice" className={statusCardClasses('notice')}>
      <StatusMark tone="notice" />
      <h2 id="order-reach" className="text-2xl text-balance">
        {REACH_HEADINGS[state]}
      </h2>
      {state === 'no-reference' ? (
        <>
          <p className="mt-3 text-pretty">{ORDER_TEXT.noReferenceWhy}</p>
          <CheckList items={WHAT_TO_SEND} className="mt-3" />
        </>
      ) : (
        <p className="mt-3 text-pretty">
          E-mail or call us with the reference below and we will look into your order.
        </p>
      )}
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
      {/* The practice's callback days, as the contact and booking pages say them (content: callbackDays). */}
      <p className="mt-4 text-muted-foreground">
        Calls are returned <span className="whitespace-nowrap">{practice.callbackDays}</span>.
      </p>
    </section>
  )
}

/** The page's buttons, on the opening's edge: the store (and home once paid). */
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
 * Checkout Session id, and as text. It opens as the other one-message pages do (the thank-you and
 * not-found pages): the quiet document opening, the words ranged left, and everything under it in
 * the opening's column, on its left edge.
 */
export default function PurchaseThankYou() {
  const view = useOrderStatus()
  const state = orderState(view)
  const { eyebrow, title, intro } = ORDER_HEADINGS[state]
  const order = view.kind === 'found' ? view.order : null
  const reach = isReach(state)
  return (
    <>
      {/* Prerendered as "checking": the title and intro keep the room most answers take (two lines
          of title and three of intro on a phone, one and two from 640 px), so the answer arriving
          does not push the page down. */}
      <PageHero
        eyebrow={eyebrow ?? 'Your order'}
        title={<span className="block min-h-[2lh] sm:min-h-0">{title}</span>}
        intro={<p className="min-h-[3lh] sm:min-h-[2lh]">{intro}</p>}
        document
        column={STATUS_COLUMN}
      />
      <Container className={STATUS_AREA}>
        <div data-state={state} data-testid="order-page" className={cn(STATUS_COLUMN, 'grid gap-6')}>
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
            <p className="text-pretty">
              Questions about your order?{' '}
              <TextLink quiet to="/contact">
                Contact us
              </TextLink>{' '}
              with your order reference and we’ll be glad to help.
            </p>
          ) : null}
          {reach ? (
            <p>
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
