import { ownerPage, ownerPageMeta } from '#app/features/owner/owner-page.tsx'
import { SendFlow } from '#app/features/owner/send-flow.tsx'

export const meta = ownerPageMeta('/owner/send')

/** The signed link from the owner's preview of a newsletter issue. */
export default ownerPage('/owner/send', SendFlow)
