import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { STATUS_AREA } from '#app/components/ui/status-card.tsx'
import { SendFlow } from '#app/features/owner/send-flow.tsx'
import { pageMeta } from '#app/lib/seo.ts'

export const meta = () => [
  ...pageMeta({
    title: 'Send a Newsletter Issue',
    description: 'The practice’s own page for sending a newsletter issue.',
    path: '/owner/send',
  }),
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
]

/** The signed link from the owner's preview of an issue: prerendered without its token, read in the browser. */
export default function OwnerSend() {
  return (
    <>
      <PageHero title="Send a Newsletter Issue" compact />
      <Container className={STATUS_AREA}>
        <div className="mx-auto max-w-2xl">
          <SendFlow />
        </div>
      </Container>
    </>
  )
}
