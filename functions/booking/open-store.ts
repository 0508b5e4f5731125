/**
 * Opens the booking store on a Node host from DATABASE_URL, beside the order store: Postgres in
 * the same database (supabase/migrations applied first), or for SQLite a bookings.db file in the
 * order database's folder (data/bookings.db by default).
 */
import path from 'node:path'
import { storeLocation } from '#functions/orders/open-store.ts'
import type { BookingStore } from './store.ts'

export function bookingsLocation(
  databaseUrl: string | undefined,
): { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string } {
  const location = storeLocation(databaseUrl)
  if (location.kind === 'postgres') return location
  return { kind: 'sqlite', file: path.join(path.dirname(location.file), 'bookings.db') }
}

export async function openBookingStore(databaseUrl: string | undefined): Promise<BookingStore> {
  const location = bookingsLocation(databaseUrl)
  if (location.kind === 'sqlite') {
    const { openSqliteBookings } = await import('./sqlite.ts')
    return openSqliteBookings(location.file)
  }
  const [{ migratePostgres }, { openPostgresBookings }] = await Promise.all([
    import('#functions/platform/db/migrate-postgres.ts'),
    import('./postgres.ts'),
  ])
  await migratePostgres(location.url)
  return openPostgresBookings(location.url)
}
