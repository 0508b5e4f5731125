/**
 * The giveaway's closing day (content/pages/contest.yml → endsOn), for the owner: a giveaway
 * without one, or whose day has passed (the page then says it has closed and shows no entry form),
 * is listed by `npm run preflight` and every build. Neither stops anything.
 */
import type { ContestPage } from '#core/content/schemas/pages.ts'
import { closingAt } from '#core/lib/closing-date.ts'
import { fieldNotesReport } from './field-notes.ts'

const FILE = 'content/pages/contest.yml'

/** The lines to print: nothing while the giveaway has a closing day still ahead. */
export function contestClosingReport(
  contest: Pick<ContestPage, 'endsOn'>,
  timeZone: string,
  now: Date,
): string[] {
  const closing = closingAt(contest.endsOn || undefined, timeZone, now.getTime())
  if (closing.kind === 'unset')
    return fieldNotesReport(
      'A giveaway without a closing date',
      'set "Ends on" (the last day to enter) in Pages → Book giveaway, so the page can say when entries close',
      [{ file: FILE, field: 'endsOn', text: '' }],
    )
  if (closing.kind === 'closed')
    return fieldNotesReport(
      'A giveaway that has closed (the page says so and shows no entry form)',
      'for a new giveaway, set a new "Ends on" date',
      [{ file: FILE, field: 'endsOn', text: `${closing.day} (${closing.text})` }],
    )
  return []
}
