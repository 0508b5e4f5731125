/**
 * The owner's calendar feed, served on loopback: recurring events expanded (RRULE, EXDATE, a moved
 * occurrence), time zones (TZID with VTIMEZONE, UTC, floating, all-day), free and cancelled events
 * ignored; cached for the TTL; an unreadable feed keeps the last good copy and logs once; and the
 * slots leave the busy times out.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { busyFromIcs, calendarFeed } from '#functions/booking/feed.ts'
import { type BookingHost, LA, NOW, startBookingHost } from './support.ts'

const VTIMEZONE = `BEGIN:VTIMEZONE
TZID:America/New_York
BEGIN:DAYLIGHT
TZOFFSETFROM:-0500
TZOFFSETTO:-0400
TZNAME:EDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0400
TZOFFSETTO:-0500
TZNAME:EST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE`

/** A weekly 09:00–09:30 New York meeting on weekdays (06:00 LA), one day excluded, one moved. */
const FEED = `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Test//Feed//EN
${VTIMEZONE}
BEGIN:VEVENT
UID:standup@test
DTSTAMP:20260101T000000Z
DTSTART;TZID=America/New_York:20260302T130000
DTEND;TZID=America/New_York:20260302T133000
RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;COUNT=20
EXDATE;TZID=America/New_York:20260304T130000
SUMMARY:Private
END:VEVENT
BEGIN:VEVENT
UID:standup@test
RECURRENCE-ID;TZID=America/New_York:20260305T130000
DTSTAMP:20260101T000000Z
DTSTART;TZID=America/New_York:20260305T140000
DTEND;TZID=America/New_York:20260305T143000
SUMMARY:Private (moved)
END:VEVENT
BEGIN:VEVENT
UID:utc@test
DTSTAMP:20260101T000000Z
DTSTART:20260303T180000Z
DTEND:20260303T183000Z
SUMMARY:Dentist
END:VEVENT
BEGIN:VEVENT
UID:allday@test
DTSTAMP:20260101T000000Z
DTSTART;VALUE=DATE:20260310
DTEND;VALUE=DATE:20260311
SUMMARY:Away
END:VEVENT
BEGIN:VEVENT
UID:free@test
DTSTAMP:20260101T000000Z
DTSTART:20260303T170000Z
DTEND:20260303T173000Z
TRANSP:TRANSPARENT
SUMMARY:Reminder only
END:VEVENT
BEGIN:VEVENT
UID:cancelled@test
DTSTAMP:20260101T000000Z
DTSTART:20260303T190000Z
DTEND:20260303T193000Z
STATUS:CANCELLED
SUMMARY:Called off
END:VEVENT
BEGIN:VEVENT
UID:floating@test
DTSTAMP:20260101T000000Z
DTSTART:20260306T100000
DTEND:20260306T103000
SUMMARY:Floating (practice time)
END:VEVENT
END:VCALENDAR
`.replace(/\n/g, '\r\n')

const iso = (ms: number) => new Date(ms).toISOString()

describe('busyFromIcs', () => {
  it('expands and converts every kind of event into busy instants', () => {
    const busy = busyFromIcs(FEED, Date.parse('2026-03-02T00:00:00Z'), Date.parse('2026-03-12T00:00:00Z'), LA)
    const starts = busy.map((b) => iso(b.start)).sort()
    // 13:00 New York = 18:00Z (EST) until the 8th, 17:00Z (EDT) from the 9th.
    expect(starts).toEqual([
      '2026-03-02T18:00:00.000Z',
      '2026-03-03T18:00:00.000Z', // standup
      '2026-03-03T18:00:00.000Z', // dentist (UTC)
      // the 4th is excluded (EXDATE)
      '2026-03-05T19:00:00.000Z', // moved to 14:00 New York
      '2026-03-06T18:00:00.000Z',
      '2026-03-06T18:00:00.000Z', // floating 10:00 read in Los Angeles (PST)
      '2026-03-09T17:00:00.000Z', // after the change: 13:00 EDT
      '2026-03-10T07:00:00.000Z', // all day from midnight in Los Angeles (PDT)
      '2026-03-10T17:00:00.000Z',
      '2026-03-11T17:00:00.000Z',
    ])
    const allDay = busy.find((b) => iso(b.start) === '2026-03-10T07:00:00.000Z')!
    expect(iso(allDay.end)).toBe('2026-03-11T07:00:00.000Z')
  })
})

let server: Server | undefined
let host: BookingHost | undefined
afterEach(async () => {
  await host?.close()
  host = undefined
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

/** A feed on loopback whose answer the test controls; counts requests. */
async function serveFeed(): Promise<{
  url: string
  hits: () => number
  answer: (status: number, body?: string) => void
}> {
  let hits = 0
  let status = 200
  let body = FEED
  server = createServer((_req, res) => {
    hits++
    res.writeHead(status, { 'content-type': 'text/calendar' })
    res.end(body)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/private-abc/basic.ics`,
    hits: () => hits,
    answer: (s, b = FEED) => {
      status = s
      body = b
    },
  }
}

describe('calendarFeed', () => {
  it('caches for the TTL, keeps the last good copy when the feed fails, and logs once', async () => {
    const feed = await serveFeed()
    let now = NOW.getTime()
    const logs: string[] = []
    const cal = calendarFeed({
      url: feed.url,
      timeZone: LA,
      days: 21,
      ttlMs: 300_000,
      now: () => now,
      log: (l) => logs.push(l),
    })
    const first = await cal.busy()
    expect(first.length).toBeGreaterThan(5)
    await Promise.all([cal.busy(), cal.busy()])
    expect(feed.hits()).toBe(1)
    now += 301_000
    feed.answer(500)
    expect(await cal.busy()).toEqual(first)
    now += 301_000
    feed.answer(200, 'this is not a calendar')
    expect(await cal.busy()).toEqual(first)
    expect(feed.hits()).toBe(3)
    expect(logs).toHaveLength(1)
    expect(logs[0]).toContain('using the last good copy')
    expect(logs[0]).not.toContain(feed.url) // the address is a secret
    now += 301_000
    feed.answer(200)
    expect(await cal.busy()).toEqual(first)
    expect(logs.at(-1)).toBe('booking: calendar feed readable again')
  })

  it('the slots leave out the owner’s busy times', async () => {
    const feed = await serveFeed()
    host = await startBookingHost({ BOOKING_CALENDAR_URL: feed.url }, {})
    const body = (await (await fetch(`${host.fn('booking-slots')}?from=2026-03-03&days=1`)).json()) as {
      days: { slots: string[] }[]
    }
    const slots = body.days.flatMap((d) => d.slots)
    // Hours 09:00–12:00 PST; 10:00–10:30 PST (18:00Z) is busy twice over.
    expect(slots).toContain('2026-03-03T09:45:00-08:00')
    expect(slots).not.toContain('2026-03-03T10:00:00-08:00')
    expect(slots).not.toContain('2026-03-03T10:15:00-08:00')
    expect(slots).toContain('2026-03-03T10:30:00-08:00')
  })
})
