/**
 * Closing a day to new bookings from the owner's "Block this day" link: the free times left that
 * day disappear from the slot list, and a booking for one is refused. The consultations already
 * booked that day are kept (the owner cancels any of them with its own link). Offered in the shape
 * the owner-action function takes; this module knows nothing of links or tokens.
 */
import { isDate } from './slots.ts'
import type { BookingStore } from './store.ts'

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
})

/** "Thursday, December 3, 2026": a practice-local date, told at noon UTC so no zone moves it. */
export const dayText = (day: string) => DAY_FORMAT.format(new Date(`${day}T12:00:00Z`))

export function blockForOwner(booking: { store(): Promise<BookingStore>; now?: () => Date }) {
  const now = () => booking.now?.() ?? new Date()
  return {
    db: async () => (await booking.store()).db,
    async look(day: string) {
      if (!isDate(day)) return null
      const store = await booking.store()
      return {
        summary: `No more bookings on ${dayText(day)}`,
        done: (await store.blockedDays(day, day)).length > 0,
      }
    },
    async block(day: string) {
      if (!isDate(day)) return { outcome: 'unknown' as const }
      const added = await (await booking.store()).blockDay(day, now())
      return { outcome: added ? ('blocked' as const) : ('already' as const) }
    },
  }
}
