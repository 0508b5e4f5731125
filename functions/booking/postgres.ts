/**
 * The production booking store: Postgres through postgres.js (Node and Deno). The table comes from
 * supabase/migrations/20261125000000_bookings.sql.
 */
import { openPostgresDriver, type PostgresOptions } from '#functions/orders/postgres.ts'
import { type BookingStore, createBookingStore } from './store.ts'

export function openPostgresBookings(url: string, options: PostgresOptions = {}): BookingStore {
  return createBookingStore(openPostgresDriver(url, options))
}
