/** One "Best Newport Beach Therapist" award badge per year (spec sections 2 and 3). Checked by validateContent(). */
import type { AwardItem } from '#app/content/schemas/awards.ts'

export type { AwardItem } from '#app/content/schemas/awards.ts'

export const AWARD_FIRST_YEAR = 2016
export const AWARD_LAST_YEAR = 2025
/** The banner line above the carousel. */
export const AWARD_BANNER = '9x Best Newport Beach Therapist'

/** Badge artwork: `public/images/awards/best-therapist-{year}.svg` (replace with the real badges, same names). */
export const awards: readonly AwardItem[] = Array.from(
  { length: AWARD_LAST_YEAR - AWARD_FIRST_YEAR + 1 },
  (_, i) => {
    const year = String(AWARD_FIRST_YEAR + i)
    return { year, image: `/images/awards/best-therapist-${year}.svg` }
  },
)

export const awardAlt = (year: string) => `Best Newport Beach Therapist ${year}`
