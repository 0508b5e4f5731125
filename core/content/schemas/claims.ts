/**
 * Claims a licensing board can ask about: outcome statistics ("87% of clients improve within 8
 * sessions") and counts of awards ("9x Best Newport Beach Therapist"). Each field that may hold one
 * takes an optional `source`, shown under the figure as a small note; the content build lists
 * every such claim without one (scripts/build/content/claims.ts) so the owner substantiates or removes it.
 */
import { line } from './fields.ts'

/** Where a figure can be checked: a study, the practice's own outcome survey, the award's publisher. */
export const claimSource = () =>
  line().optional().meta({
    description:
      'Where this figure can be checked (a study, your outcome survey and its year, the award’s publisher); shown under it as a small note',
  })

/** A percentage, or an award, "best" or recognition named together with a count. */
export function isClaim(text: string): boolean {
  if (/\d\s*%|\bper\s?cent\b/i.test(text)) return true
  const award = /\b(best|awards?|awarded|winner|voted|recogni[sz](ed|ing|ations?))\b/i.test(text)
  const count = /\d|\b(once|twice|times|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i.test(text)
  return award && count
}
