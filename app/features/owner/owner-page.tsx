import type { ComponentType } from 'react'
import type { MetaDescriptor } from 'react-router'
import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { STATUS_AREA, STATUS_COLUMN } from '#app/components/ui/status-card.tsx'
import { pageMeta } from '#app/lib/seo.ts'

/** The owner's pages, by path: each one's title and description. */
const OWNER_PAGES = {
  '/owner/cancel': ['Cancel a Consultation', 'The practice’s own page for cancelling a consultation.'],
  '/owner/ship': ['Mark an Order as Shipped', 'The practice’s own page for recording a shipment.'],
  '/owner/block': ['Block a Day', 'The practice’s own page for taking no more bookings on a day.'],
  '/owner/send': ['Send a Newsletter Issue', 'The practice’s own page for sending a newsletter issue.'],
} as const satisfies Record<string, readonly [title: string, description: string]>

type OwnerPath = keyof typeof OWNER_PAGES

/**
 * An owner page's `meta`: kept out of search and, since its address carries a signed token, sent
 * to no other site as a referrer.
 */
export function ownerPageMeta(path: OwnerPath): () => MetaDescriptor[] {
  const [title, description] = OWNER_PAGES[path]
  return () => [
    ...pageMeta({ title, description, path }),
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ]
}

/**
 * The route component of a page the owner reaches from a signed link in a notice (prerendered
 * without its token, read in the browser): its title, then the flow.
 */
export function ownerPage(path: OwnerPath, Flow: ComponentType) {
  return function OwnerPage() {
    return (
      <>
        <PageHero title={OWNER_PAGES[path][0]} compact column={STATUS_COLUMN} />
        <Container className={STATUS_AREA}>
          <div className={STATUS_COLUMN}>
            <Flow />
          </div>
        </Container>
      </>
    )
  }
}
