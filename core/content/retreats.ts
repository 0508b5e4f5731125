/** The Retreats page's words, from content/pages/retreats.yml. The waiting-list form comes from the profile. */
import { data } from '#core/content/generated/retreats.ts'

export type { RetreatsPage } from '#core/content/schemas/pages.ts'
export const retreatsPage = data
