import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { STATUS_AREA } from '#app/components/ui/status-card.tsx'
import { OwnerCancelFlow } from '#app/features/owner/cancel-flow.tsx'
import { pageMeta } from '#app/lib/seo.ts'

export const meta = () => [
  ...pageMeta({
    title: 'Cancel a Consultation',
    description: 'The practice’s own page for cancelling a consultation.',
    path: '/owner/cancel',
  }),
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
]

/** The signed link from the owner's booking notice: prerendered without its token, read in the browser. */
export default function OwnerCancel() {
  return (
    <>
      <PageHero title="Cancel a Consultation" compact />
      <Container className={STATUS_AREA}>
        <div className="mx-auto max-w-2xl">
          <OwnerCancelFlow />
        </div>
      </Container>
    </>
  )
}
