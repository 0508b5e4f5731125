import { ownerPage, ownerPageMeta } from '#app/features/owner/owner-page.tsx'
import { ShipFlow } from '#app/features/owner/ship-flow.tsx'

export const meta = ownerPageMeta('/owner/ship')

/** The signed link from the owner's order notice. */
export default ownerPage('/owner/ship', ShipFlow)
