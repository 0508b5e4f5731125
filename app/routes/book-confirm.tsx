import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { STATUS_AREA } from '#app/components/ui/status-card.tsx'
import { ConfirmFlow } from '#app/features/booking/confirm-flow.tsx'
import { pageMeta } from '#app/lib/seo.ts'

export const meta = () => [
  ...pageMeta({
    title: 'Confirm Your Consultation',
    description: 'Confirm the time you chose for your free consultation.',
    path: '/book/confirm',
  }),
  { name: 'robots', content: 'noindex' },
]

/** The signed link from the e-mail sent on booking: prerendered without its token, read in the browser. */
export default function BookConfirm() {
  return (
    <>
      <PageHero
        title="Confirm Your Consultation"
        intro={<p>One step left: confirm the time, and it is yours.</p>}
        compact
      />
      <Container className={STATUS_AREA}>
        <div className="mx-auto max-w-2xl">
          <ConfirmFlow />
        </div>
      </Container>
    </>
  )
}
