/**
 * Opens the order store DATABASE_URL names, on a Node host (`npm start`, `npm run orders`, tests):
 * - unset or empty → SQLite in data/orders.db under the project folder (created on first use);
 * - `file:/path/orders.db` (or `file:relative/path.db`) → SQLite in that file;
 * - `postgres://…` / `postgresql://…` → Postgres, with supabase/migrations applied first.
 * The Deno entries open Postgres directly (functions/orders/postgres.ts) and never load this file.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { OrderStore } from './store.ts'

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..')
export const DEFAULT_DATABASE_FILE = path.join(PROJECT_ROOT, 'data', 'orders.db')
/** Where e-mails are written without SMTP_URL (OUTBOX_DIR overrides). */
export const DEFAULT_OUTBOX = path.join(PROJECT_ROOT, 'data', 'outbox')

/** DATABASE_URL names no store this code can open (the server refuses to start). */
export class StoreConfigError extends Error {
  override name = 'StoreConfigError'
}

export type StoreLocation = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string }

/** Where DATABASE_URL points; throws a readable message for anything else. */
export function storeLocation(databaseUrl: string | undefined): StoreLocation {
  const url = databaseUrl?.trim()
  if (!url) return { kind: 'sqlite', file: DEFAULT_DATABASE_FILE }
  if (/^postgres(ql)?:\/\//i.test(url)) return { kind: 'postgres', url }
  if (/^file:/i.test(url)) {
    const file = url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length)
    if (!file) throw new StoreConfigError('DATABASE_URL "file:" needs a path, e.g. file:data/orders.db')
    return { kind: 'sqlite', file: path.resolve(PROJECT_ROOT, file) }
  }
  throw new StoreConfigError(
    'DATABASE_URL must start with postgres://, postgresql:// or file: (or be unset for SQLite)',
  )
}

/** A readable description without the password, for start-up lines. */
export function describeLocation(location: StoreLocation): string {
  if (location.kind === 'sqlite') {
    const relative = path.relative(process.cwd(), location.file)
    return `SQLite ${relative && !relative.startsWith('..') ? relative : location.file}`
  }
  const u = new URL(location.url)
  return `Postgres ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`
}

export async function openOrderStore(databaseUrl: string | undefined): Promise<OrderStore> {
  const location = storeLocation(databaseUrl)
  if (location.kind === 'sqlite') {
    const { openSqliteStore } = await import('./sqlite.ts')
    return openSqliteStore(location.file)
  }
  const [{ migratePostgres }, { openPostgresStore }] = await Promise.all([
    import('#functions/platform/db/migrate-postgres.ts'),
    import('./postgres.ts'),
  ])
  await migratePostgres(location.url)
  return openPostgresStore(location.url)
}
