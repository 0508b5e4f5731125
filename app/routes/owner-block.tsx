import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { STATUS_AREA } from '#app/components/ui/status-card.tsx'
import { OwnerBlockFlow } from '#app/features/owner/block-flow.tsx'
import { pageMeta } from '#app/lib/seo.ts'

export const meta = () => [
  ...pageMeta({
    title: 'Block a Day',
    description: 'The practice’s own page for taking no more bookings on a day.',
    path: '/owner/block',
  }),
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
]

/** The signed link from the owner's booking notice: prerendered without its token, read in the browser. */
export default function OwnerBlock() {
  return (
    <>
      <PageHero title="Block a Day" compact />
      <Container className={STATUS_AREA}>
        <div className="mx-auto max-w-2xl">
          <OwnerBlockFlow />
        </div>
      </Container>
    </>
  )
}
