/**
 * A closing day (content: `endsOn: 2027-01-31`, the giveaway's last day to enter): entries close at
 * the end of that day in the practice's time zone. Read when the site is built (the giveaway page's
 * loader, `npm run preflight`); the page re-checks the instant in the visitor's browser.
 */
import { TZDate } from '@date-fns/tz'

/** The instant entries close: midnight at the end of `day` in `timeZone`, in ms since 1970. */
export function closingInstant(day: string, timeZone: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new TZDate(year, month - 1, date + 1, 0, 0, 0, timeZone).getTime()
}

/** The day as a visitor reads it: "Sunday, January 31, 2027" (the calendar day itself, no zone shift). */
export function closingDayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)))
}

/** The closing day's state at `now`: none set, still open, or closed. */
export type Closing =
  | { kind: 'unset' }
  | { kind: 'open' | 'closed'; day: string; text: string; closesAt: number }

export function closingAt(day: string | undefined, timeZone: string, now: number): Closing {
  if (!day) return { kind: 'unset' }
  const closesAt = closingInstant(day, timeZone)
  return { kind: now >= closesAt ? 'closed' : 'open', day, text: closingDayText(day), closesAt }
}
