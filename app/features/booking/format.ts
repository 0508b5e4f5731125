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
