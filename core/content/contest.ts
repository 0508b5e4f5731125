/** The book giveaway page's words, from content/pages/contest.yml. The entry form comes from the profile. */
import { data } from '#core/content/generated/contest.ts'

export type { ContestPage } from '#core/content/schemas/pages.ts'
export const contestPage = data
