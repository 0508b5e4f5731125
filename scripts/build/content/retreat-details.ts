/**
 * The next retreat's details the owner has not given yet (content/pages/retreats.yml → details):
 * the page says each is not yet announced, and `npm run preflight` lists them so the owner fills
 * them in once settled (docs/design-notes.md, retreats). A list that warns; it stops nothing.
 */
import type { RetreatsPage } from '#core/content/schemas/pages.ts'
import { type FieldNote, fieldNotesReport } from './field-notes.ts'

const FILE = 'content/pages/retreats.yml'

/** The details fields, in the order the editor shows them. */
export const RETREAT_DETAILS = ['dates', 'price', 'venue', 'included', 'schedule', 'faq'] as const

export function emptyRetreatDetails(retreats: Pick<RetreatsPage, 'details'>): FieldNote[] {
  return RETREAT_DETAILS.filter((field) => {
    const value = retreats.details[field]
    return Array.isArray(value) ? value.length === 0 : !value?.trim()
  }).map((field) => ({ file: FILE, field: `details.${field}`, text: '' }))
}

export const emptyRetreatDetailsReport = (notes: readonly FieldNote[]) =>
  fieldNotesReport(
    'Retreat details not given yet (the page says they are not yet announced)',
    'add each in Pages → Retreats → Details once it is settled',
    notes,
  )
