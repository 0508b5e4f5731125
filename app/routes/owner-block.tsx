import { OwnerBlockFlow } from '#app/features/owner/block-flow.tsx'
import { ownerPage, ownerPageMeta } from '#app/features/owner/owner-page.tsx'

export const meta = ownerPageMeta('/owner/block')

/** The signed link from the owner's booking notice. */
export default ownerPage('/owner/block', OwnerBlockFlow)
