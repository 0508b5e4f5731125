/**
 * The one source of the database schema: supabase/migrations/*.sql, applied in file-name order to
 * Postgres (migrate-postgres.ts, or `supabase db push`) and to SQLite (migrate-sqlite.ts) alike.
 * Node only.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../supabase/migrations')

export interface Migration {
  /** The file name, recorded once applied (order_migrations). */
  name: string
  sql: string
}

export function migrationFiles(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }))
}
