/**
 * The free consultation slots: the weekly hours in content/booking.yml, in the practice's time
 * zone, minus days off, minus the owner's busy times (calendar feed) and the consultations already
 * booked, from the minimum notice to the horizon. Pure: the clock and busy times are arguments.
 *
 * Each day's ranges are turned into instants once (a wall-clock time that does not exist on the
 * spring change day moves forward, an ambiguous one on the autumn day is its first occurrence);
 * slots then step through real time, so a range that spans a change has as many slots as it has
 * real minutes.
 */
import { tzOffset } from '@date-fns/tz'
import { type BookingSettings, WEEKDAYS } from '#core/content/schemas/booking.ts'

export interface Interval {
  /** Epoch milliseconds, start inclusive, end exclusive. */
  start: number
  end: number
}

export interface SlotQuery {
  settings: BookingSettings
  timeZone: string
  now: Date
  /** First practice-local date asked for (YYYY-MM-DD); today when absent. */
  from?: string
  /** How many days from `from` (the horizon caps it). */
  days?: number
  /** Busy times (calendar feed), in any order. */
  busy?: readonly Interval[]
  /** Starts (epoch ms) of consultations already booked and not cancelled. */
  booked?: readonly number[]
  /** Practice-local dates (YYYY-MM-DD) the owner closed to new bookings. */
  blocked?: readonly string[]
}

export interface Slot {
  /** ISO 8601 with the practice's offset, seconds precision: 2026-03-09T11:00:00-07:00. */
  start: string
  /** Epoch milliseconds of the start. */
  at: number
}

export interface SlotDay {
  /** The practice-local date, YYYY-MM-DD. */
  date: string
  slots: Slot[]
}

const MINUTE = 60_000
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/

const QUARTER = 15 * MINUTE
const offsets = new Map<string, Map<number, number>>()

/**
 * The zone's offset from UTC at an instant, in ms. tzOffset asks Intl, which is slow enough to
 * dominate a slot list; offsets change only on quarter-hour boundaries (every zone in use today),
 * so each quarter hour is asked once and remembered.
 */
function offsetAt(at: number, timeZone: string): number {
  let zone = offsets.get(timeZone)
  if (!zone) {
    zone = new Map()
    offsets.set(timeZone, zone)
  }
  const quarter = Math.floor(at / QUARTER)
  let offset = zone.get(quarter)
  if (offset === undefined) {
    if (zone.size > 50_000) zone.clear()
    offset = tzOffset(timeZone, new Date(quarter * QUARTER)) * MINUTE
    zone.set(quarter, offset)
  }
  return offset
}

/** YYYY-MM-DD of an instant in a time zone. */
export function localDate(at: number, timeZone: string): string {
  return new Date(at + offsetAt(at, timeZone)).toISOString().slice(0, 10)
}

/** The instant with the time zone's offset: 2026-03-09T11:00:00-07:00. */
export function isoInZone(at: number, timeZone: string): string {
  const offset = offsetAt(at, timeZone)
  const minutes = Math.abs(offset) / MINUTE
  const sign = offset < 0 ? '-' : '+'
  const zone = `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
  return `${new Date(at + offset).toISOString().slice(0, 19)}${zone}`
}

/** A date string plus n days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, n: number): string {
  const [, y, m, d] = DAY_RE.exec(date)!
  const t = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + n))
  return t.toISOString().slice(0, 10)
}

/** Whether a YYYY-MM-DD string is a real calendar date. */
export function isDate(value: string): boolean {
  const m = DAY_RE.exec(value)
  if (!m) return false
  const t = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return t.toISOString().slice(0, 10) === value
}

/**
 * The instant of a wall-clock time (HH:MM, 24:00 = next midnight) on a date in a time zone, as
 * TZDate reads it: a time that does not exist (the spring gap) moves forward by the gap, an
 * ambiguous one (the autumn overlap) is the first of the two. Computed from offsets (fast: the
 * slot list asks this for every range of every day).
 */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const [, y, m, d] = DAY_RE.exec(date)!
  const wall =
    Date.UTC(Number(y), Number(m) - 1, Number(d)) +
    (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * MINUTE
  const before = offsetAt(wall - 86_400_000, timeZone)
  const after = offsetAt(wall + 86_400_000, timeZone)
  const valid = [before, after].map((o) => wall - o).filter((t) => wall - offsetAt(t, timeZone) === t)
  return valid.length ? Math.min(...valid) : wall - before
}

function isDayOff(settings: BookingSettings, date: string): boolean {
  return settings.daysOff.some((off) => date >= off.from && date <= (off.to ?? off.from))
}

/** The weekday key of a date (calendar arithmetic: the date is already practice-local). */
function weekdayOf(date: string): (typeof WEEKDAYS)[number] {
  const sunday0 = new Date(`${date}T12:00:00Z`).getUTCDay()
  return WEEKDAYS[(sunday0 + 6) % 7]!
}

/** The first practice-local date slots may be on, and the last (inclusive). */
export function bookableDates(settings: BookingSettings, timeZone: string, now: Date) {
  const today = localDate(now.getTime(), timeZone)
  return { first: today, last: addDays(today, settings.horizonDays - 1) }
}

/** Merges sorted intervals so a binary search finds the one that may overlap. */
function normalise(busy: readonly Interval[]): Interval[] {
  const sorted = busy.filter((b) => b.end > b.start).sort((a, b) => a.start - b.start)
  const merged: Interval[] = []
  for (const b of sorted) {
    const last = merged[merged.length - 1]
    if (last && b.start <= last.end) last.end = Math.max(last.end, b.end)
    else merged.push({ ...b })
  }
  return merged
}

/** Whether [start, end) meets any merged busy interval. */
function overlaps(merged: Interval[], start: number, end: number): boolean {
  let lo = 0
  let hi = merged.length
  // The first interval ending after start.
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (merged[mid]!.end <= start) lo = mid + 1
    else hi = mid
  }
  return lo < merged.length && merged[lo]!.start < end
}

/** Every candidate slot of one practice-local date (hours only: no notice, no busy times). */
export function daySlotStarts(settings: BookingSettings, timeZone: string, date: string): number[] {
  if (isDayOff(settings, date)) return []
  const step = (settings.slotMinutes + settings.bufferMinutes) * MINUTE
  const length = settings.slotMinutes * MINUTE
  const starts: number[] = []
  for (const range of settings.weekly[weekdayOf(date)]) {
    const end = zonedInstant(date, range.to, timeZone)
    for (let t = zonedInstant(date, range.from, timeZone); t + length <= end; t += step) starts.push(t)
  }
  // Overlapping ranges (09:00–12:00 and 11:00–13:00) must not give overlapping slots.
  const kept: number[] = []
  for (const t of starts.sort((a, b) => a - b))
    if (!kept.length || t >= kept[kept.length - 1]! + step) kept.push(t)
  return kept
}

/** The free slots, day by day (days without any slot are left out). */
export function computeSlots(query: SlotQuery): SlotDay[] {
  const { settings, timeZone, now } = query
  const { first, last } = bookableDates(settings, timeZone, now)
  const from = query.from && query.from > first ? query.from : first
  const days = Math.max(0, Math.min(query.days ?? settings.horizonDays, settings.horizonDays))
  const earliest = now.getTime() + settings.noticeHours * 60 * MINUTE
  const length = settings.slotMinutes * MINUTE
  const buffer = settings.bufferMinutes * MINUTE
  const booked = query.booked ?? []
  const taken = normalise(booked.map((start) => ({ start, end: start + length })))
  const busy = normalise(query.busy ?? [])
  const blocked = new Set(query.blocked ?? [])
  const perDay = new Map<string, number>()
  for (const start of booked) {
    const date = localDate(start, timeZone)
    perDay.set(date, (perDay.get(date) ?? 0) + 1)
  }

  const result: SlotDay[] = []
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i)
    if (date > last) break
    if (blocked.has(date) || (perDay.get(date) ?? 0) >= settings.maxPerDay) continue
    const slots: Slot[] = []
    for (const at of daySlotStarts(settings, timeZone, date)) {
      if (at < earliest) continue
      // The buffer keeps a gap to the owner's own appointments and to other consultations.
      if (overlaps(busy, at - buffer, at + length + buffer)) continue
      if (overlaps(taken, at - buffer, at + length + buffer)) continue
      slots.push({ start: isoInZone(at, timeZone), at })
    }
    if (slots.length) result.push({ date, slots })
  }
  return result
}

/** Whether one instant is a free slot now (a booking's check, with the same rules as the list). */
export function isFreeSlot(query: Omit<SlotQuery, 'from' | 'days'>, at: number): boolean {
  const date = localDate(at, query.timeZone)
  return computeSlots({ ...query, from: date, days: 1 }).some(
    (day) => day.date === date && day.slots.some((s) => s.at === at),
  )
}
