/**
 * Postgres through postgres.js, which runs on Node and on Deno (Supabase Edge Functions), as a
 * SqlDriver: the production database of every store. The schema comes from supabase/migrations
 * (applied by `supabase db push`, or by migratePostgres on a Node host).
 */
import postgres from 'postgres'
import type { SqlClient, SqlDriver, SqlValue } from './sql.ts'

export interface PostgresOptions {
  /** Connections kept open (a function instance needs few). */
  max?: number
}

type Sql = postgres.Sql | postgres.TransactionSql

const clientOf = (sql: Sql): SqlClient => ({
  async query<Row>(text: string, params: readonly SqlValue[] = []) {
    const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])
    return rows as unknown as Row[]
  },
})

/** A Postgres database as a SqlDriver, for every store (the orders', the bookings'). */
export function openPostgresDriver(url: string, options: PostgresOptions = {}): SqlDriver {
  const sql = postgres(url, {
    max: options.max ?? 4,
    // Supabase's pooler (transaction mode) cannot keep prepared statements between transactions.
    prepare: false,
    onnotice: () => {},
    connect_timeout: 10,
    idle_timeout: 60,
  })
  return {
    dialect: 'postgres',
    ...clientOf(sql),
    transaction: <T>(work: (tx: SqlClient) => Promise<T>) =>
      sql.begin((tx) => work(clientOf(tx))) as Promise<T>,
    close: () => sql.end({ timeout: 5 }),
  }
}
