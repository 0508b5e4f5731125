import { StatusPage } from '#app/components/ui/status-card.tsx'
import { CancelFlow } from '#app/features/booking/cancel-flow.tsx'
import { transactionalMeta } from '#app/lib/transactional-meta.ts'

export const meta = transactionalMeta('/book/cancel')

/** The signed link from the confirmation: prerendered without its token, read in the browser. */
export default function BookCancel() {
  // The title says what the page does ("Your Consultation" did not say it), and one calm line
  // under it (a title alone read abrupt on a page about letting go of an appointment).
  return (
    <StatusPage
      title="Cancel or Change Your Consultation"
      intro={<p>Plans change, and that is fine: cancel here, and book another time whenever it suits you.</p>}
    >
      <CancelFlow />
    </StatusPage>
  )
}
