/**
 * Times as the /book page shows them: in the practice's time zone, with the visitor's own time
 * beside it when their clock says something else at that moment.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, ...options })
    formatters.set(key, f)
  }
  return f
}

/** "9:15 AM" */
export const timeText = (iso: string, timeZone: string) =>
  formatter(timeZone, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso))

/** "9:15 AM PST" */
export const timeWithZone = (iso: string, timeZone: string) =>
  formatter(timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso))

/** "Tuesday, March 3" for a YYYY-MM-DD date (calendar date: read at noon UTC). */
export const dayText = (date: string) =>
  formatter('UTC', { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(`${date}T12:00:00Z`))

/** "Tue" and "Mar 3" for the day buttons. */
export const dayParts = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`)
  return {
    weekday: formatter('UTC', { weekday: 'short' }).format(d),
    day: formatter('UTC', { month: 'short', day: 'numeric' }).format(d),
  }
}

/** "Tuesday, March 3 at 9:15 AM PST" */
export const whenText = (iso: string, timeZone: string) =>
  `${formatter(timeZone, { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(iso))} at ${timeWithZone(iso, timeZone)}`

/** The visitor's zone (from their browser). */
export const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** "10:15 AM MST your time" when the visitor's clock differs at that moment, else null. */
export function yourTime(iso: string, practiceZone: string, ownZone: string | null): string | null {
  if (!ownZone || ownZone === practiceZone) return null
  const ours = formatter(practiceZone, { hour: 'numeric', minute: '2-digit', day: 'numeric' }).format(
    new Date(iso),
  )
  const theirs = formatter(ownZone, { hour: 'numeric', minute: '2-digit', day: 'numeric' }).format(
    new Date(iso),
  )
  return ours === theirs ? null : `${timeWithZone(iso, ownZone)} your time`
}

/** Today's calendar date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = Object.fromEntries(
    formatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** The Monday (YYYY-MM-DD) of the week a calendar date falls in: the practice's week runs Monday to Sunday. */
export function weekOf(date: string): string {
  const d = new Date(`${date}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7))
  return d.toISOString().slice(0, 10)
}

/** The Monday a week after `monday`. */
export function nextWeek(monday: string): string {
  const d = new Date(`${monday}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 7)
  return d.toISOString().slice(0, 10)
}

/** "This week", "Next week", else "Week of Dec 14", for the week starting `monday`. */
export function weekText(monday: string, thisWeek: string): string {
  if (monday === thisWeek) return 'This week'
  if (monday === nextWeek(thisWeek)) return 'Next week'
  return `Week of ${dayParts(monday).day}`
}
