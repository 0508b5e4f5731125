import { Container } from '#app/components/ui/container.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { STATUS_AREA } from '#app/components/ui/status-card.tsx'
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
      {/* What the page does ("Your Consultation" did not say it). */}
      {/* And one calm line under it (a title alone read abrupt on a page about letting go
          of an appointment). */}
      <PageHero
        title="Cancel or Change Your Consultation"
        intro={
          <p>Plans change, and that is fine: cancel here, and book another time whenever it suits you.</p>
        }
        compact
      />
      <Container className={STATUS_AREA}>
        <div className="mx-auto max-w-2xl">
          <CancelFlow />
        </div>
      </Container>
    </>
  )
}
