/**
 * The embedded booking store: SQLite through node:sqlite, in its own file beside the order store's
 * (data/bookings.db by default). Node only. The schema is supabase/migrations' (migrate-sqlite.ts).
 */

import { openSqliteDriver } from '#functions/orders/sqlite.ts'
import type { SqliteSchema } from '#functions/platform/db/migrate-sqlite.ts'
import { type BookingStore, createBookingStore } from './store.ts'

/**
 * The booking database's tables: the bookings and, as in the order database, the mail outbox
 * (functions/platform/mail/outbox.ts), so the e-mails a booking owes are written in its transaction.
 */
export const BOOKINGS_SCHEMA: SqliteSchema = {
  tables: ['bookings', 'mail_outbox', 'owner_actions'],
  legacySteps: [
    '20261125000000_bookings.sql',
    '20261125010000_outbox_shipping_refunds.sql',
    '20261201100000_booking_holds.sql',
  ],
}

export function openSqliteBookings(file: string): BookingStore {
  // WAL with synchronous=normal: a commit is safe from a crash of this process (the visitor's
  // booking is never half-written), and is fsynced at checkpoints rather than each time: a power
  // cut can lose the last moments' bookings, never corrupt the file (decision 0096).
  return createBookingStore(
    openSqliteDriver(file, {
      pragmas: 'pragma journal_mode = wal; pragma synchronous = normal; pragma busy_timeout = 5000',
      schema: BOOKINGS_SCHEMA,
    }),
  )
}
