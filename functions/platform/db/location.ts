/**
 * Where DATABASE_URL points, on a Node host (`npm start`, the owner's commands, tests):
 * - unset or empty → SQLite in data/orders.db under the project folder (created on first use);
 * - `file:/path/orders.db` (or `file:relative/path.db`) → SQLite in that file;
 * - `postgres://…` / `postgresql://…` → Postgres.
 * A second SQLite store keeps its own file beside that one (`besideLocation`); on Postgres every
 * store shares the one database. The Deno entries open Postgres directly and never load this file.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../../..')
export const DEFAULT_DATABASE_FILE = path.join(PROJECT_ROOT, 'data', 'orders.db')

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

/** Another store's place: the same Postgres database, or for SQLite `fileName` in the same folder. */
export function besideLocation(location: StoreLocation, fileName: string): StoreLocation {
  if (location.kind === 'postgres') return location
  return { kind: 'sqlite', file: path.join(path.dirname(location.file), fileName) }
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
