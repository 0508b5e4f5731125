/**
 * Opens a store's database on a Node host: SQLite through node:sqlite (its `sqlite` tables
 * migrated on open), or Postgres through postgres.js with supabase/migrations applied first.
 * The drivers load only when asked for, so a Postgres host never loads node:sqlite.
 */
import type { StoreLocation } from './location.ts'
import type { SqlDriver, SqliteOptions } from './sql.ts'

export async function openDatabase(location: StoreLocation, sqlite: SqliteOptions): Promise<SqlDriver> {
  if (location.kind === 'sqlite') {
    const { openSqliteDriver } = await import('./sqlite.ts')
    return openSqliteDriver(location.file, sqlite)
  }
  const [{ migratePostgres }, { openPostgresDriver }] = await Promise.all([
    import('./migrate-postgres.ts'),
    import('./postgres.ts'),
  ])
  await migratePostgres(location.url)
  return openPostgresDriver(location.url)
}
