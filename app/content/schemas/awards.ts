/**
 * Build-time schema of the award badges (app/content/awards.ts). Only validate-content.ts and tests import this file; the
 * data module imports its types only (erased by TypeScript), so zod never reaches the browser.
 */
import { z } from 'zod'
import { AWARD_FIRST_YEAR, AWARD_LAST_YEAR } from '#app/content/awards.ts'

/** One "Best Newport Beach Therapist" award badge per year (spec sections 2 and 3). */
export const awardSchema = z.object({
  year: z.string().regex(/^\d{4}$/),
  /** Local asset path of the badge image. */
  image: z.string().regex(/^\/images\/awards\/[\w-]+\.(svg|png|webp|avif)$/),
})
export type AwardItem = z.infer<typeof awardSchema>

/** One badge per year, first year to last. */
export const awardsSchema = z.array(awardSchema).length(AWARD_LAST_YEAR - AWARD_FIRST_YEAR + 1)
