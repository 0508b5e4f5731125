import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type BookingSettings, bookingSchema } from '#core/content/schemas/booking.ts'
import {
  computeSlots,
  daySlotStarts,
  type Interval,
  isFreeSlot,
  localDate,
} from '#functions/booking/slots.ts'

const LA = 'America/Los_Angeles'
const MIN = 60_000

const settings = (over: Partial<BookingSettings> = {}): BookingSettings =>
  bookingSchema.parse({
    enabled: true,
    weekly: {
      monday: [{ from: '09:00', to: '12:00' }],
      sunday: [{ from: '00:00', to: '04:00' }],
    },
    ...over,
  })

const startsOn = (query: Parameters<typeof computeSlots>[0], date: string) =>
  computeSlots({ ...query, from: date, days: 1 })
    .find((d) => d.date === date)
    ?.slots.map((s) => s.start) ?? []

describe('slot computation', () => {
  it('applies the content defaults: 15-minute slots, 12 h notice, 21 days', () => {
    const s = bookingSchema.parse({ enabled: true, weekly: {} })
    expect([s.slotMinutes, s.noticeHours, s.horizonDays, s.bufferMinutes]).toEqual([15, 12, 21, 0])
  })

  it('on the spring change day (2026-03-08) a 00:00–04:00 range has three real hours of slots', () => {
    const now = new Date('2026-03-01T00:00:00Z')
    const slots = startsOn({ settings: settings(), timeZone: LA, now }, '2026-03-08')
    // 02:00–03:00 does not exist: 01:45 PST is followed by 03:00 PDT, 15 minutes later.
    expect(slots).toHaveLength(12)
    expect(slots.slice(6, 9)).toEqual([
      '2026-03-08T01:30:00-08:00',
      '2026-03-08T01:45:00-08:00',
      '2026-03-08T03:00:00-07:00',
    ])
    expect(slots.at(-1)).toBe('2026-03-08T03:45:00-07:00')
  })

  it('on the autumn change day (2026-11-01) a 00:00–04:00 range has five real hours of slots', () => {
    const now = new Date('2026-10-25T00:00:00Z')
    const slots = startsOn({ settings: settings(), timeZone: LA, now }, '2026-11-01')
    expect(slots).toHaveLength(20)
    // 01:00–02:00 happens twice: once in daylight time, once in standard time.
    expect(slots).toContain('2026-11-01T01:15:00-07:00')
    expect(slots).toContain('2026-11-01T01:15:00-08:00')
    expect(new Set(slots).size).toBe(20)
  })

  it('the days around a change keep their wall-clock hours (09:00 PST, then 09:00 PDT)', () => {
    const now = new Date('2026-02-20T00:00:00Z')
    const days = computeSlots({ settings: settings(), timeZone: LA, now, from: '2026-03-02', days: 14 })
    const mondays = days.filter((d) => weekdayKey(d.date) === 'monday').map((d) => d.slots[0]!.start)
    expect(mondays).toEqual(['2026-03-02T09:00:00-08:00', '2026-03-09T09:00:00-07:00'])
  })

  it('leaves out slots before the minimum notice and after the horizon', () => {
    const now = new Date('2026-03-09T17:00:00Z') // 10:00 PDT on a Monday
    const s = settings({ noticeHours: 1, horizonDays: 8 })
    const days = computeSlots({ settings: s, timeZone: LA, now })
    expect(days[0]!.date).toBe('2026-03-09')
    expect(days[0]!.slots[0]!.start).toBe('2026-03-09T11:00:00-07:00')
    expect(days.map((d) => d.date)).toEqual(['2026-03-09', '2026-03-15', '2026-03-16'])
    expect(computeSlots({ settings: s, timeZone: LA, now, from: '2026-03-17' })).toEqual([])
  })

  it('skips days off (single dates and ranges) and full days (most per day)', () => {
    const now = new Date('2026-03-01T00:00:00Z')
    const s = settings({
      daysOff: [{ from: '2026-03-08' }, { from: '2026-03-15', to: '2026-03-16' }],
      maxPerDay: 2,
    })
    const dates = computeSlots({ settings: s, timeZone: LA, now }).map((d) => d.date)
    expect(dates).not.toContain('2026-03-08')
    expect(dates).not.toContain('2026-03-15')
    expect(dates).not.toContain('2026-03-16')
    expect(dates).toContain('2026-03-09')
    const two = daySlotStarts(s, LA, '2026-03-09').slice(0, 2)
    const full = computeSlots({ settings: s, timeZone: LA, now, booked: two }).map((d) => d.date)
    expect(full).not.toContain('2026-03-09')
  })

  it('keeps the buffer between consultations and around busy times', () => {
    const now = new Date('2026-03-01T00:00:00Z')
    const s = settings({ bufferMinutes: 15 })
    const starts = startsOn({ settings: s, timeZone: LA, now }, '2026-03-09')
    expect(starts.slice(0, 3)).toEqual([
      '2026-03-09T09:00:00-07:00',
      '2026-03-09T09:30:00-07:00',
      '2026-03-09T10:00:00-07:00',
    ])
    const busy = [
      { start: Date.parse('2026-03-09T09:40:00-07:00'), end: Date.parse('2026-03-09T10:05:00-07:00') },
    ]
    const around = startsOn({ settings: s, timeZone: LA, now, busy }, '2026-03-09')
    // 09:00–09:15 ends 25 minutes before: kept; 09:30 and 10:00 meet the event; 10:30 starts 25 minutes after.
    expect(around.slice(0, 2)).toEqual(['2026-03-09T09:00:00-07:00', '2026-03-09T10:30:00-07:00'])
  })

  it('isFreeSlot says yes only to a listed slot', () => {
    const now = new Date('2026-03-01T00:00:00Z')
    const q = { settings: settings(), timeZone: LA, now }
    expect(isFreeSlot(q, Date.parse('2026-03-09T09:15:00-07:00'))).toBe(true)
    expect(isFreeSlot(q, Date.parse('2026-03-09T09:10:00-07:00'))).toBe(false)
    expect(isFreeSlot(q, Date.parse('2026-03-09T09:15:00-07:00'))).toBe(true)
    expect(
      isFreeSlot(
        { ...q, booked: [Date.parse('2026-03-09T16:15:00Z')] },
        Date.parse('2026-03-09T09:15:00-07:00'),
      ),
    ).toBe(false)
  })
})

describe('slot properties (fast-check)', () => {
  const time = fc
    .integer({ min: 0, max: 95 })
    .map((q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`)
  const range = fc.tuple(time, fc.integer({ min: 1, max: 16 })).map(([from, quarters]) => {
    const m = Number(from.slice(0, 2)) * 60 + Number(from.slice(3)) + quarters * 15
    const to =
      m >= 1440
        ? '24:00'
        : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
    return { from, to }
  })
  const arbSettings = fc.record({
    ranges: fc.array(range, { maxLength: 3 }),
    slotMinutes: fc.constantFrom(10, 15, 20, 30, 45),
    bufferMinutes: fc.constantFrom(0, 5, 15),
    noticeHours: fc.integer({ min: 0, max: 48 }),
  })
  // Around both 2026 change days, and an ordinary stretch.
  const arbNow = fc
    .constantFrom('2026-03-05T12:00:00Z', '2026-10-29T07:30:00Z', '2026-06-10T20:00:00Z')
    .chain((base) =>
      fc.integer({ min: 0, max: 5 * 24 * 60 }).map((m) => new Date(Date.parse(base) + m * MIN)),
    )
  const arbBusy = fc.array(
    fc.record({
      offset: fc.integer({ min: 0, max: 14 * 24 * 60 }),
      length: fc.integer({ min: 1, max: 300 }),
    }),
    { maxLength: 30 },
  )
  const zones = fc.constantFrom(LA, 'America/New_York', 'Europe/London', 'Australia/Lord_Howe')

  it('no slot overlaps a busy interval, every slot is inside the hours and after the notice', () => {
    fc.assert(
      fc.property(arbSettings, arbNow, arbBusy, zones, (a, now, busyDraw, timeZone) => {
        const weekly = Object.fromEntries(
          ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
            d,
            a.ranges,
          ]),
        )
        const { ranges: _, ...rest } = a
        const s = bookingSchema.parse({ enabled: true, weekly, ...rest, horizonDays: 14 })
        const busy: Interval[] = busyDraw.map((b) => {
          const start = now.getTime() + b.offset * MIN
          return { start, end: start + b.length * MIN }
        })
        const days = computeSlots({ settings: s, timeZone, now, busy })
        const all = days.flatMap((d) => d.slots.map((slot) => ({ ...slot, date: d.date })))
        for (const slot of all) {
          const end = slot.at + s.slotMinutes * MIN
          expect(busy.some((b) => b.start < end && slot.at < b.end)).toBe(false)
          expect(slot.at).toBeGreaterThanOrEqual(now.getTime() + s.noticeHours * 3_600_000)
          expect(localDate(slot.at, timeZone)).toBe(slot.date)
          expect(Date.parse(slot.start)).toBe(slot.at)
          // Inside one of the day's ranges, measured in real time from the range's own instants.
          const inside = a.ranges.some((r) => {
            const from = daySlotStarts(
              { ...s, weekly: { ...s.weekly, [weekdayKey(slot.date)]: [r] } },
              timeZone,
              slot.date,
            )
            return from.includes(slot.at)
          })
          expect(inside).toBe(true)
        }
        // Sorted, no two slots overlap.
        for (let i = 1; i < all.length; i++)
          expect(all[i]!.at - all[i - 1]!.at).toBeGreaterThanOrEqual(s.slotMinutes * MIN)
      }),
      { numRuns: 150 },
    )
  })
})

function weekdayKey(date: string): string {
  return ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
    new Date(`${date}T12:00:00Z`).getUTCDay()
  ]!
}

describe('time zone arithmetic', () => {
  it('zonedInstant, localDate and isoInZone agree with @date-fns/tz TZDate on every quarter hour around the changes (an ambiguous time: its first occurrence)', async () => {
    const { TZDate } = await import('@date-fns/tz')
    const { isoInZone, zonedInstant } = await import('#functions/booking/slots.ts')
    for (const timeZone of [LA, 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata', 'America/St_Johns']) {
      for (const date of [
        '2026-03-08',
        '2026-03-29',
        '2026-04-05',
        '2026-10-04',
        '2026-10-25',
        '2026-11-01',
      ]) {
        for (let q = 0; q < 96; q++) {
          const time = `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`
          const [y, m, d] = date.split('-').map(Number)
          const expected = new TZDate(y!, m! - 1, d!, Math.floor(q / 4), (q % 4) * 15, timeZone)
          const at = zonedInstant(date, time, timeZone)
          if (at !== expected.getTime()) {
            // Only an ambiguous time may differ (TZDate reads some as the later one): ours is the
            // first occurrence, and both read back as the same wall-clock time.
            expect(at, `${timeZone} ${date} ${time}`).toBeLessThan(expected.getTime())
            expect(isoInZone(at, timeZone).slice(0, 16)).toBe(`${date}T${time}`)
            expect(expected.toISOString().slice(0, 16)).toBe(`${date}T${time}`)
            continue
          }
          expect(isoInZone(at, timeZone)).toBe(expected.toISOString().replace('.000', ''))
          expect(localDate(at, timeZone)).toBe(expected.toISOString().slice(0, 10))
        }
      }
    }
  })
})
