/**
 * Cancelling a consultation from the owner's "Cancel this consultation" link: the same
 * cancel-by-owner that `npm run bookings -- cancel` runs (the slot freed, the visitor and the owner
 * told through the outbox, the visitor with the owner's few words when she wrote some), offered in
 * the shape the owner-action function takes. The host passes it there; this module knows nothing
 * of links or tokens.
 */
import { whenText } from './mail.ts'
import type { BookingStore, CancelResult } from './store.ts'

const REF = /^BK-[A-HJ-NP-Z2-9]{8}$/

/** Confirmed consultations on a practice-local date, for the owner's digest: reference and time. */
export async function consultationsOn(
  booking: { store(): Promise<BookingStore>; timeZone: string },
  day: string,
  now: Date,
) {
  const upcoming = await (await booking.store()).upcoming(new Date(now.getTime() - 86_400_000), 500)
  return upcoming
    .filter((b) => b.day === day)
    .map((b) => ({ reference: b.ref, when: whenText(b.start, booking.timeZone) }))
}

export function cancelForOwner(booking: {
  store(): Promise<BookingStore>
  cancelByOwner(ref: string, message?: string): Promise<CancelResult>
  timeZone: string
}) {
  return {
    db: async () => (await booking.store()).db,
    /** What the owner's notice already says: the time (the subject line has it with the reference). */
    async look(ref: string) {
      if (!REF.test(ref)) return null
      const found = await (await booking.store()).get(ref)
      if (!found?.confirmedAt) return null
      return {
        summary: `Consultation on ${whenText(found.start, booking.timeZone)}`,
        done: found.status === 'cancelled',
      }
    },
    async cancel(ref: string, message: string | undefined) {
      const result = await booking.cancelByOwner(ref, message)
      return { outcome: result.outcome === 'missing' ? ('unknown' as const) : result.outcome }
    },
  }
}
