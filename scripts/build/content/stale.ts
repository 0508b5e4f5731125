/**
 * Announcements whose year has passed: "New book, coming in 2025" read in 2026 promises what the
 * calendar has already overtaken. Every text of every content file is read sentence by sentence; a
 * sentence that names a year before this one together with a word that looks ahead (coming, due,
 * planned, launching, upcoming, will…) is listed with its file and field, so the owner says what is
 * true now. `npm run preflight` and the build print the list; neither stops (docs/decisions/0120).
 */
import { type FieldNote, fieldNotesReport } from './field-notes.ts'
import { type ReadFile, strings } from './references.ts'

export interface StaleAnnouncement extends FieldNote {
  /** The earliest year named that is before this one. */
  year: number
}

const YEAR = /\b(?:19|20)\d{2}\b/g
/** Words that announce: the event is still ahead of the writer. */
const LOOKS_AHEAD =
  /\b(?:coming|upcoming|forthcoming|due|launch|launches|launching|soon|planned|planning|scheduled|expected|will|opens|opening|release|releases|releasing|arrives|arriving|next|announced for|going|waiting list|be the first|hear first|this (?:spring|summer|fall|autumn|winter|year))\b|\w['’]ll\b/i

/** The past year a sentence announces as still to come, if any. */
export function staleYear(sentence: string, thisYear: number): number | undefined {
  if (!LOOKS_AHEAD.test(sentence)) return undefined
  const past = [...sentence.matchAll(YEAR)].map((m) => Number(m[0])).filter((y) => y < thisYear)
  return past.length ? Math.min(...past) : undefined
}

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean)

/** Every sentence of every file that announces a year before `thisYear`. */
export function staleAnnouncements(files: readonly ReadFile[], thisYear: number): StaleAnnouncement[] {
  const found: StaleAnnouncement[] = []
  for (const { file, data } of files)
    for (const [at, value] of strings(data))
      for (const sentence of sentences(value)) {
        const year = staleYear(sentence, thisYear)
        if (year !== undefined) found.push({ file, field: at.join('.'), text: sentence, year })
      }
  return found
}

/** The lines `npm run preflight` and the build print: one per announcement, with what to do. */
export const staleAnnouncementsReport = (stale: readonly StaleAnnouncement[]) =>
  fieldNotesReport(
    'Announcements of a year now past',
    'say what is true now (it happened, or its new date), or write it without a year',
    stale,
  )
