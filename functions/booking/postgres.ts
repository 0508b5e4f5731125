/**
 * The production booking store: Postgres through postgres.js (Node and Deno). The table comes from
 * supabase/migrations/20261125000000_bookings.sql.
 */
import postgres from 'postgres'
import {
  type BookingStore,
  createBookingStore,
  type SqlClient,
  type SqlDriver,
  type SqlValue,
} from './store.ts'

type Sql = postgres.Sql | postgres.TransactionSql

const clientOf = (sql: Sql): SqlClient => ({
  async query<Row>(text: string, params: readonly SqlValue[] = []) {
    return (await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as Row[]
  },
})

export function openPostgresBookings(url: string, { max = 4 }: { max?: number } = {}): BookingStore {
  const sql = postgres(url, {
    max,
    prepare: false,
    onnotice: () => {},
    connect_timeout: 10,
    idle_timeout: 60,
  })
  const driver: SqlDriver = {
    dialect: 'postgres',
    ...clientOf(sql),
    transaction: <T>(work: (tx: SqlClient) => Promise<T>) =>
      sql.begin((tx) => work(clientOf(tx))) as Promise<T>,
    close: () => sql.end({ timeout: 5 }),
  }
  return createBookingStore(driver)
}
