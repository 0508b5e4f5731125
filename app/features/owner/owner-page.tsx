import type { ReactNode } from 'react'
import type { MetaDescriptor } from 'react-router'
import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { STATUS_AREA } from '#app/components/ui/status-card.tsx'
import { pageMeta } from '#app/lib/seo.ts'

/**
 * An owner page's `meta`: kept out of search and, since its address carries a signed token, sent
 * to no other site as a referrer.
 */
export function ownerPageMeta(page: {
  title: string
  description: string
  path: string
}): () => MetaDescriptor[] {
  return () => [
    ...pageMeta(page),
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ]
}

/** The frame of a page the owner reaches from a signed link in a notice: its title, then the flow. */
export function OwnerPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHero title={title} compact />
      <Container className={STATUS_AREA}>
        <div className="mx-auto max-w-2xl">{children}</div>
      </Container>
    </>
  )
}
