/**
 * The owner's own calendar as busy times: a private iCal feed address (Google Calendar's "secret
 * address in iCal format", iCloud's public calendar link, Outlook's ICS link), fetched on the
 * server, cached for a few minutes, parsed with ical.js: recurring events expanded (RRULE, RDATE,
 * EXDATE, changed occurrences by RECURRENCE-ID), times in their own zones (VTIMEZONE), all-day
 * events blocking the whole day in the practice's zone, events marked free (TRANSP:TRANSPARENT)
 * or cancelled ignored. A feed that cannot be read keeps the last good copy and logs once (until
 * it reads again).
 */
import ICAL from 'ical.js'
import type { Interval } from './slots.ts'
import { zonedInstant } from './slots.ts'

export const FEED_TTL_MS = 5 * 60_000
const FETCH_TIMEOUT_MS = 5_000
const MAX_FEED_BYTES = 5 * 1024 * 1024
/** Occurrences of one recurring event considered at most (a guard against endless rules). */
const MAX_OCCURRENCES = 5_000

/** Busy intervals in [from, to) from an iCalendar text. */
export function busyFromIcs(text: string, from: number, to: number, timeZone: string): Interval[] {
  const calendar = new ICAL.Component(ICAL.parse(text))
  // Register the feed's own VTIMEZONEs so TZID references resolve even for zones ical.js does not know.
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(vtz)
    if (!ICAL.TimezoneService.has(zone.tzid)) ICAL.TimezoneService.register(zone)
  }
  const vevents = calendar.getAllSubcomponents('vevent')
  const exceptions = new Map<string, ICAL.Component[]>()
  const masters: ICAL.Component[] = []
  for (const vevent of vevents) {
    if (vevent.hasProperty('recurrence-id')) {
      const uid = String(vevent.getFirstPropertyValue('uid'))
      exceptions.set(uid, [...(exceptions.get(uid) ?? []), vevent])
    } else masters.push(vevent)
  }
  const busy: Interval[] = []
  const isFree = (c: ICAL.Component) =>
    String(c.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT' ||
    String(c.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED'
  const push = (start: ICAL.Time, end: ICAL.Time) => {
    const s = instant(start, timeZone)
    const e = instant(end, timeZone)
    if (e > from && s < to && e > s) busy.push({ start: s, end: e })
  }
  for (const vevent of masters) {
    const event = new ICAL.Event(vevent, { strictExceptions: false })
    for (const ex of exceptions.get(event.uid) ?? []) event.relateException(ex)
    if (!event.isRecurring()) {
      if (!isFree(vevent)) push(event.startDate, event.endDate)
      continue
    }
    const iterator = event.iterator()
    for (let n = 0, next = iterator.next(); next && n < MAX_OCCURRENCES; n++, next = iterator.next()) {
      const details = event.getOccurrenceDetails(next)
      if (instant(details.startDate, timeZone) >= to) break
      const source = details.item.component
      if (!isFree(source)) push(details.startDate, details.endDate)
    }
  }
  return busy
}

/** An ICAL.Time as epoch ms; a date (all-day) or floating time is read in the practice's zone. */
function instant(t: ICAL.Time, timeZone: string): number {
  if (t.isDate || t.zone === ICAL.Timezone.localTimezone || !t.zone) {
    const date = `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`
    const time = t.isDate
      ? '00:00'
      : `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`
    return zonedInstant(date, time, timeZone) + (t.isDate ? 0 : t.second * 1000)
  }
  return t.toJSDate().getTime()
}

export interface FeedOptions {
  url: string
  timeZone: string
  /** How many days ahead busy times are needed (the booking horizon, plus a margin). */
  days: number
  ttlMs?: number
  fetch?: typeof fetch
  now?: () => number
  log?: (line: string) => void
}

/** busy(): the feed's busy times, from a copy at most ttlMs old (or the last good one). */
export function calendarFeed(options: FeedOptions): {
  busy(): Promise<Interval[]>
  /** Whether the last read failed (after busy() tried it). */
  failing(): boolean
} {
  const ttl = options.ttlMs ?? FEED_TTL_MS
  const now = options.now ?? Date.now
  const log = options.log ?? ((line: string) => console.error(line))
  const doFetch = options.fetch ?? fetch
  let good: { busy: Interval[]; at: number } | undefined
  let failing = false
  let inFlight: Promise<Interval[]> | undefined
  let checkedAt = Number.NEGATIVE_INFINITY

  async function load(): Promise<Interval[]> {
    const started = now()
    try {
      const response = await doFetch(options.url, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: { accept: 'text/calendar' },
        redirect: 'follow',
      })
      if (!response.ok) throw new Error(`status ${response.status}`)
      const text = await response.text()
      if (text.length > MAX_FEED_BYTES) throw new Error('feed too large')
      const busy = busyFromIcs(
        text,
        started - 86_400_000,
        started + (options.days + 1) * 86_400_000,
        options.timeZone,
      )
      good = { busy, at: started }
      checkedAt = started
      if (failing) log('booking: calendar feed readable again')
      failing = false
      return busy
    } catch (error) {
      // Once per failing stretch, without the address (it is a secret) or the feed's content.
      if (!failing)
        log(
          `booking: calendar feed could not be read (${error instanceof Error ? error.name : 'error'}: ${error instanceof Error && /^status \d+$|^feed too large$/.test(error.message) ? error.message : 'unreadable'}); ${good ? 'using the last good copy' : 'no busy times from it until it can be read'}`,
        )
      failing = true
      checkedAt = started // wait before trying again, as after a good read
      return good?.busy ?? []
    }
  }

  return {
    failing: () => failing,
    busy() {
      // A feed never read yet is retried sooner (a minute) than a good copy expires.
      const wait = good ? ttl : Math.min(ttl, 60_000)
      if (now() - checkedAt < wait) return Promise.resolve(good?.busy ?? [])
      inFlight ??= load().finally(() => {
        inFlight = undefined
      })
      return inFlight
    },
  }
}

/** The owner's digest line for a feed that cannot be read now (none when it reads, or is not connected). */
export async function feedProblems(feed: ReturnType<typeof calendarFeed> | undefined): Promise<string[]> {
  if (!feed) return []
  await feed.busy()
  return feed.failing()
    ? [
        'Your calendar feed (BOOKING_CALENDAR_URL) cannot be read: the booking page may offer times you are busy. Check its address (npm run preflight).',
      ]
    : []
}
