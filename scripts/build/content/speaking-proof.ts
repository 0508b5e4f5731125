/**
 * The speaker's proof the owner has not given yet (content/pages/speaking.yml): where she has
 * spoken, what organisers say and a talk video. The page leaves out each block until it is filled
 * in, and `npm run preflight` lists the empty ones so the owner knows (docs/design-notes.md). A list
 * that warns; it stops nothing.
 */
import type { SpeakingPage } from '#core/content/schemas/pages.ts'
import { type FieldNote, fieldNotesReport } from './field-notes.ts'

const FILE = 'content/pages/speaking.yml'

export function emptySpeakingProof(
  speaking: Pick<SpeakingPage, 'engagements' | 'quotes' | 'reel'>,
): FieldNote[] {
  return [
    ['engagements', speaking.engagements.length === 0],
    ['quotes', speaking.quotes.length === 0],
    ['reel.video', !speaking.reel.video?.trim()],
  ]
    .filter(([, empty]) => empty)
    .map(([field]) => ({ file: FILE, field: String(field), text: '' }))
}

export const emptySpeakingProofReport = (notes: readonly FieldNote[]) =>
  fieldNotesReport(
    'Speaking proof not given yet (the speaking page leaves each of these out)',
    'add where she has spoken, organizers’ quotes and a talk video in Pages → Speaking & Media',
    notes,
  )
