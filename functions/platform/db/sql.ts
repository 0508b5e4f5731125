/**
 * What every store (orders, bookings, newsletter, the mail outbox) asks of a database: one
 * statement at a time with `$1, $2, …` parameters, and transactions. The two drivers are
 * functions/platform/db/sqlite.ts (node:sqlite) and functions/platform/db/postgres.ts (postgres.js). Its own
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

/**
 * A store's SQLite file, on a Node host (Postgres keeps every table in one database): which tables
 * of supabase/migrations it keeps (migrate-sqlite.ts) and the pragmas it opens with (sqlite.ts).
 * Here rather than beside the driver so that a store can name it and still load under Deno.
 */
export interface SqliteSchema {
  /** The tables this file keeps; statements about any other table are not for it. */
  tables: readonly string[]
  /**
   * The migration files that the stores' former schema steps matched, one per step: a file
   * written before the schema had one source counts its steps in PRAGMA user_version, and is
   * adopted at that point (never edit this list).
   */
  legacySteps: readonly string[]
}

export interface SqliteOptions {
  pragmas: string
  schema: SqliteSchema
}
