import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { CancelFlow } from '#app/features/booking/cancel-flow.tsx'
import { pageMeta } from '#app/lib/seo.ts'

export const meta = () => [
  ...pageMeta({
    title: 'Cancel Your Consultation',
    description: 'Cancel or change the time of your free consultation.',
    path: '/book/cancel',
  }),
  { name: 'robots', content: 'noindex' },
]

/** The signed link from the confirmation: prerendered without its token, read in the browser. */
export default function BookCancel() {
  return (
    <>
      {/* What the page does (review r8: "Your Consultation" did not say it). */}
      <PageHero title="Cancel or Change Your Consultation" />
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-2xl">
          <CancelFlow />
        </div>
      </Container>
    </>
  )
}
