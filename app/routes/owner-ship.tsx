import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { STATUS_AREA } from '#app/components/ui/status-card.tsx'
import { ShipFlow } from '#app/features/owner/ship-flow.tsx'
import { pageMeta } from '#app/lib/seo.ts'

export const meta = () => [
  ...pageMeta({
    title: 'Mark an Order as Shipped',
    description: 'The practice’s own page for recording a shipment.',
    path: '/owner/ship',
  }),
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
]

/** The signed link from the owner's order notice: prerendered without its token, read in the browser. */
export default function OwnerShip() {
  return (
    <>
      <PageHero title="Mark an Order as Shipped" compact />
      <Container className={STATUS_AREA}>
        <div className="mx-auto max-w-2xl">
          <ShipFlow />
        </div>
      </Container>
    </>
  )
}
