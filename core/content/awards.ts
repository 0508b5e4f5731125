/** The "Best Therapist" award badges, one per year, from content/awards.yml. */
import { data } from '#core/content/generated/awards.ts'

export type { AwardItem } from '#core/content/schemas/awards.ts'

export const awards = data.badges
export const AWARD_FIRST_YEAR = Number(awards[0]!.year)
export const AWARD_LAST_YEAR = Number(awards.at(-1)!.year)
/** The banner line above the carousel. */
export const AWARD_BANNER = data.banner
/** Where the banner's count can be checked, when the owner gives it. */
export const AWARD_SOURCE = data.source
/** The award's name, e.g. "Best Newport Beach Therapist". */
export const AWARD_TITLE = data.title
export const awardAlt = (year: string) => `${AWARD_TITLE} ${year}`
