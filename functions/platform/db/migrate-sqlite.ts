/**
 * Applies supabase/migrations/*.sql to a SQLite file: the same files as Postgres, in file-name
 * order, each once, their names recorded in order_migrations as on Postgres (migrate-postgres.ts).
 * Node only.
 *
 * The files are written in the SQL both databases accept. The few Postgres forms they use that
 * SQLite lacks are translated here, each one explicitly, outside quoted text:
 * - `public.` is dropped (SQLite has no schemas);
 * - `timestamptz` is stored as text (ISO 8601 in UTC, what the stores write: it sorts in time
 *   order), and `now()` becomes the same form of the current time;
 * - `alter table … enable row level security` and `do $…$ … $…$` blocks are Postgres's own: skipped;
 * - `add column if not exists` adds the column unless the table has it;
 * - `drop constraint [if exists] c` and `add constraint c check (…)` rebuild the table (SQLite
 *   cannot change a constraint in place); a column's unnamed check is known by the name Postgres
 *   gives it, `<table>_<column>_check`.
 * Any other statement runs as written, and a form SQLite does not accept fails the migration.
 *
 * Postgres keeps every table in one database; SQLite keeps the orders and the bookings in two
 * files (decision 0096), each taking the statements about its own tables only.
 */
import type { DatabaseSync } from 'node:sqlite'
import { MIGRATIONS_DIR, migrationFiles } from './migrations.ts'
import type { SqliteSchema } from './sql.ts'

export type { SqliteSchema }

/** SQLite's `now()`: the ISO 8601 form `Date.prototype.toISOString` gives. */
export const SQLITE_NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

/** Applies the files not applied yet, all in one transaction; their names. */
export function migrateSqlite(
  db: DatabaseSync,
  schema: SqliteSchema,
  dir: string = MIGRATIONS_DIR,
): string[] {
  const files = migrationFiles(dir)
  const applied = () => {
    const table = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'order_migrations'")
    if (!table.get()) return null
    return new Set(
      db
        .prepare('select name from order_migrations')
        .all()
        .map((r) => String(r.name)),
    )
  }
  // Nothing to do (every open after the first): no write lock.
  const known = applied()
  if (known && files.every((f) => known.has(f.name))) return []

  const done: string[] = []
  // Another process may be migrating the same file: decide inside the write lock.
  db.exec('begin immediate')
  try {
    if (!applied()) {
      db.exec(`create table order_migrations (
        name text primary key, applied_at text not null default (${SQLITE_NOW}))`)
      adopt(db, schema)
    }
    const before = applied()
    for (const { name, sql } of files) {
      if (before?.has(name)) continue
      for (const statement of splitStatements(sql, toSqlite)) run(db, statement, schema.tables)
      db.prepare('insert into order_migrations (name) values (?)').run(name)
      done.push(name)
    }
    db.exec('commit')
  } catch (error) {
    db.exec('rollback')
    throw error
  }
  return done
}

/** A file the former code migrated: its steps so far are the files they matched. */
function adopt(db: DatabaseSync, schema: SqliteSchema) {
  const { user_version: version } = db.prepare('pragma user_version').get() as { user_version: number }
  if (version > schema.legacySteps.length) {
    throw new Error(
      `SQLite schema version ${version} is unknown to this code (at most ${schema.legacySteps.length})`,
    )
  }
  for (const name of schema.legacySteps.slice(0, version)) {
    db.prepare('insert into order_migrations (name) values (?)').run(name)
  }
}

const toSqlite = (code: string) =>
  code
    .replace(/\bpublic\./gi, '')
    .replace(/\btimestamptz\b/gi, 'text')
    .replace(/\bnow\(\)/gi, `(${SQLITE_NOW})`)

/**
 * A file's statements, comments dropped; `code` rewrites what lies outside quoted text
 * ('…', "…", $tag$…$tag$), which is kept as written.
 */
export function splitStatements(sql: string, code: (text: string) => string = (t) => t): string[] {
  const statements: string[] = []
  let current = ''
  const token =
    /--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'|"(?:[^"]|"")*"|(\$\w*\$)[\s\S]*?\1|;|[^-/'"$;]+|[\s\S]/g
  for (const [text] of sql.matchAll(token)) {
    if (text.startsWith('--') || text.startsWith('/*')) current += ' '
    else if (text === ';') {
      if (current.trim()) statements.push(current.trim())
      current = ''
    } else current += /^['"$]./.test(text) ? text : code(text)
  }
  if (current.trim()) statements.push(current.trim())
  return statements
}

const TARGET =
  /^(?:create\s+table\s+(?:if\s+not\s+exists\s+)?|alter\s+table\s+|drop\s+table\s+(?:if\s+exists\s+)?|create\s+(?:unique\s+)?index\s+(?:if\s+not\s+exists\s+)?\w+\s+on\s+|update\s+|insert\s+into\s+|delete\s+from\s+)(\w+)/i

function run(db: DatabaseSync, statement: string, tables: readonly string[]) {
  if (/^do\s/i.test(statement)) return
  const table = TARGET.exec(statement)?.[1]
  if (!table) throw new Error(`SQLite migration: which table does this change? ${statement.slice(0, 80)}`)
  if (!tables.includes(table)) return
  const alter = (rest: string) => new RegExp(`^alter\\s+table\\s+${table}\\s+${rest}$`, 'i').exec(statement)
  if (alter('enable\\s+row\\s+level\\s+security')) return
  const addColumn = alter('add\\s+column\\s+if\\s+not\\s+exists\\s+(\\w+)\\s+([\\s\\S]+)')
  const dropConstraint = alter('drop\\s+constraint\\s+(if\\s+exists\\s+)?(\\w+)')
  const addCheck = alter('add\\s+constraint\\s+(\\w+)\\s+(check\\s*\\([\\s\\S]+\\))')
  if (addColumn) {
    const [, column, definition] = addColumn
    const columns = db
      .prepare(`pragma table_info(${table})`)
      .all()
      .map((c) => String(c.name))
    if (!columns.includes(column!)) db.exec(`alter table ${table} add column ${column} ${definition}`)
  } else if (dropConstraint) {
    const [, ifExists, name] = dropConstraint
    rebuild(db, table, (parts) => {
      const kept = withoutConstraint(table, name!, parts)
      if (!ifExists && kept.join() === parts.join())
        throw new Error(`SQLite migration: ${table} has no constraint ${name}`)
      return kept
    })
  } else if (addCheck) {
    const [, name, check] = addCheck
    rebuild(db, table, (parts) => [...parts, `constraint ${name} ${check}`])
  } else db.exec(statement)
}

/** The column definitions and table constraints of a table's `create table` text. */
function tableParts(createSql: string): string[] {
  const body = createSql.slice(createSql.indexOf('(') + 1, createSql.lastIndexOf(')'))
  const parts: string[] = []
  let depth = 0
  let start = 0
  let quote: string | null = null
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!
    if (quote) {
      if (c === quote) quote = null
    } else if (c === "'" || c === '"') quote = c
    else if (c === '(') depth++
    else if (c === ')') depth--
    else if (c === ',' && depth === 0) {
      parts.push(body.slice(start, i).trim())
      start = i + 1
    }
  }
  parts.push(body.slice(start).trim())
  return parts
}

/** The `check (…)` clause in a column definition or table constraint, if any: [start, end). */
function checkClause(part: string): [number, number] | null {
  const found = /\bcheck\s*\(/i.exec(part)
  if (!found) return null
  let depth = 0
  for (let i = found.index + found[0].length - 1; i < part.length; i++) {
    if (part[i] === '(') depth++
    else if (part[i] === ')' && --depth === 0) return [found.index, i + 1]
  }
  throw new Error(`SQLite migration: unbalanced check in ${part}`)
}

function withoutConstraint(table: string, name: string, parts: string[]): string[] {
  const named = new RegExp(`^constraint\\s+"?${name}"?\\s`, 'i')
  if (parts.some((p) => named.test(p))) return parts.filter((p) => !named.test(p))
  return parts.map((part) => {
    const column = /^"?(\w+)"?/.exec(part)?.[1]
    const check = checkClause(part)
    if (!check || `${table}_${column}_check` !== name || /^(constraint|check)\b/i.test(part)) return part
    return `${part.slice(0, check[0])}${part.slice(check[1])}`.replace(/\s+/g, ' ').trim()
  })
}

/** Remakes a table with `edit`ed parts (same columns, same order), its rows and its indexes. */
function rebuild(db: DatabaseSync, table: string, edit: (parts: string[]) => string[]) {
  const row = db.prepare("select sql from sqlite_master where type = 'table' and name = ?").get(table)
  if (!row) throw new Error(`SQLite migration: no table ${table}`)
  const indexes = db
    .prepare("select sql from sqlite_master where type = 'index' and tbl_name = ? and sql is not null")
    .all(table)
    .map((r) => String(r.sql))
  const next = `${table}_rebuilt`
  db.exec(`create table ${next} (\n  ${edit(tableParts(String(row.sql))).join(',\n  ')}\n)`)
  db.exec(`insert into ${next} select * from ${table}`)
  db.exec(`drop table ${table}`)
  db.exec(`alter table ${next} rename to ${table}`)
  for (const index of indexes) db.exec(index)
}
