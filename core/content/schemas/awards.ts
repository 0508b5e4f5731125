/** The "Best Therapist" award badges shown on the home page: content/awards.yml. */
import { z } from 'zod'
import { claimSource } from './claims.ts'
import { form, line, plainImage } from './fields.ts'

export const awardSchema = form({
  year: z.string().regex(/^\d{4}$/, 'must be a year such as 2024'),
  /** The badge artwork. */
  image: plainImage(),
})
export type AwardItem = z.infer<typeof awardSchema>

export const awardsSchema = form({
  /** The banner line above the badges, e.g. "9x Best Newport Beach Therapist". */
  banner: line(),
  /** Where the count in the banner can be checked (docs/decisions/0101). */
  source: claimSource(),
  /** The award's name; each badge's alt text is "{title} {year}". */
  title: line(),
  /** One badge per year, oldest first, no year skipped. */
  badges: z.array(awardSchema).min(1),
}).superRefine((awards, ctx) => {
  awards.badges.forEach((badge, i) => {
    const previous = awards.badges[i - 1]
    if (previous && Number(badge.year) !== Number(previous.year) + 1)
      ctx.addIssue({
        code: 'custom',
        path: ['badges', i, 'year'],
        message: `must follow ${previous.year} (one badge per year, oldest first)`,
      })
  })
})
export type Awards = z.infer<typeof awardsSchema>
