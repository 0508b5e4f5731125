/**
 * What every store (orders, bookings, newsletter, the mail outbox) asks of a database: one
 * statement at a time with `$1, $2, …` parameters, and transactions. The two drivers are
 * functions/orders/sqlite.ts (node:sqlite) and functions/orders/postgres.ts (postgres.js). Its own
 * module, below every store, so no store imports another for it.
 */

export interface SqlClient {
  /** Runs one statement with `$1, $2, …` parameters and returns its rows. */
  query<Row = Record<string, unknown>>(text: string, params?: readonly SqlValue[]): Promise<Row[]>
}

export type SqlValue = string | number | boolean | null

export interface SqlDriver extends SqlClient {
  dialect: 'sqlite' | 'postgres'
  /** Runs `work` in one transaction; concurrent transactions never interleave their statements. */
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>
  close(): Promise<void>
}
