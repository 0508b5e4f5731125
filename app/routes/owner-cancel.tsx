import { OwnerCancelFlow } from '#app/features/owner/cancel-flow.tsx'
import { OwnerPage, ownerPageMeta } from '#app/features/owner/owner-page.tsx'

const TITLE = 'Cancel a Consultation'

export const meta = ownerPageMeta({
  title: TITLE,
  description: 'The practice’s own page for cancelling a consultation.',
  path: '/owner/cancel',
})

/** The signed link from the owner's booking notice: prerendered without its token, read in the browser. */
export default function OwnerCancel() {
  return (
    <OwnerPage title={TITLE}>
      <OwnerCancelFlow />
    </OwnerPage>
  )
}
