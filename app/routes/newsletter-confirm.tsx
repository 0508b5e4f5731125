import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { STATUS_AREA } from '#app/components/ui/status-card.tsx'
import { ConfirmSubscription } from '#app/features/newsletter/link-pages.tsx'
import { pageMeta } from '#app/lib/seo.ts'

export const meta = () => [
  ...pageMeta({
    title: 'Confirm Your Subscription',
    description: 'Confirm your subscription to the monthly newsletter.',
    path: '/newsletter/confirm',
  }),
  { name: 'robots', content: 'noindex' },
]

/** The confirm link of the newsletter's e-mail lands here (`?token=…`). */
export default function NewsletterConfirm() {
  return (
    <>
      {/* The title says what the page does, on a lower band: one short message follows. */}
      <PageHero eyebrow="Newsletter" title="Confirm Your Subscription" compact />
      <Container className={STATUS_AREA}>
        <div className="mx-auto max-w-2xl">
          <ConfirmSubscription />
        </div>
      </Container>
    </>
  )
}
