import { StatusPage } from '#app/components/ui/status-card.tsx'
import { ConfirmFlow } from '#app/features/booking/confirm-flow.tsx'
import { transactionalMeta } from '#app/lib/transactional-meta.ts'

export const meta = transactionalMeta('/book/confirm')

/** The signed link from the e-mail sent on booking: prerendered without its token, read in the browser. */
export default function BookConfirm() {
  return (
    <StatusPage
      title="Confirm Your Consultation"
      intro={<p>One step left: confirm the time, and it is yours.</p>}
    >
      <ConfirmFlow />
    </StatusPage>
  )
}
