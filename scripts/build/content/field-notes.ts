/**
 * Lists for the owner that warn and stop nothing (`npm run preflight`, the build's output): each
 * item names the file and the field to open in the CMS, and the text found there.
 */

export interface FieldNote {
  /** `content/<file>`, as the owner finds it in the CMS. */
  file: string
  /** The dotted field path, e.g. `page.stats.0`. */
  field: string
  /** The text as the page shows it. */
  text: string
}

/** What was found (with the count) and what to do, then one line per item; nothing when empty. */
export function fieldNotesReport(what: string, fix: string, notes: readonly FieldNote[]): string[] {
  if (!notes.length) return []
  return [`${what} (${notes.length}): ${fix}:`, ...notes.map((n) => `  - ${n.file}: ${n.field}: "${n.text}"`)]
}
