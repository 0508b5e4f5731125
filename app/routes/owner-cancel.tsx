import { OwnerCancelFlow } from '#app/features/owner/cancel-flow.tsx'
import { ownerPage, ownerPageMeta } from '#app/features/owner/owner-page.tsx'

export const meta = ownerPageMeta('/owner/cancel')

/** The signed link from the owner's booking notice. */
export default ownerPage('/owner/cancel', OwnerCancelFlow)
