/**
 * Every claim a licensing board can ask about that shows no source (core/content/schemas/claims.ts):
 * service-page stats, the about page's highlights and the awards banner. `npm run preflight`
 * prints the list (scripts/owner/preflight.ts).
 */
import { isClaim } from '#core/content/schemas/claims.ts'
import { type FieldNote, fieldNotesReport } from './field-notes.ts'
import type { SiteContent } from './read.ts'

export type UnsourcedClaim = FieldNote

type ClaimContent = Pick<SiteContent, 'services' | 'about' | 'awards'>

export function unsourcedClaims(content: ClaimContent): UnsourcedClaim[] {
  const found: UnsourcedClaim[] = []
  const check = (file: string, field: string, text: string, source: string | undefined) => {
    if (isClaim(text) && !source?.trim()) found.push({ file, field, text })
  }
  for (const service of content.services)
    for (const [i, stat] of (service.page.stats ?? []).entries())
      check(
        `content/services/${service.slug}.yml`,
        `page.stats.${i}`,
        `${stat.value} ${stat.label}`,
        stat.source,
      )
  for (const [i, h] of content.about.highlights.entries())
    check('content/pages/about.yml', `highlights.${i}`, `${h.value} ${h.label}`, h.source)
  check('content/awards.yml', 'banner', content.awards.banner, content.awards.source)
  return found
}

/** The preflight's lines: one per claim, with what to do. */
export const unsourcedClaimsReport = (claims: readonly UnsourcedClaim[]) =>
  fieldNotesReport('Claims without a source', 'add a "source" beside each, or remove the claim', claims)
