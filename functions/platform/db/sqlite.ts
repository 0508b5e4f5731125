/**
 * SQLite through Node's built-in node:sqlite (no native dependency), as a SqlDriver. Node only —
 * the Deno entries never import this file. The schema is supabase/migrations, applied on open
 * (migrate-sqlite.ts).
 */
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync, type SQLInputValue } from 'node:sqlite'
import { migrateSqlite } from './migrate-sqlite.ts'
import type { SqlClient, SqlDriver, SqliteOptions, SqlValue } from './sql.ts'

/** `$1` → `?1`: SQLite's numbered parameters, so one statement text serves both databases. */
const toSqlite = (sql: string) => sql.replace(/\$(\d+)/g, '?$1')
const bind = (params: readonly SqlValue[]): SQLInputValue[] =>
  params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p))

/**
 * A SQLite file as a SqlDriver, for every store on a Node host (the orders' file, the bookings'):
 * created private to the owner (it holds buyers' and visitors' names and addresses), opened with
 * `pragmas`, its `schema`'s tables migrated to the last of supabase/migrations.
 */
export function openSqliteDriver(file: string, { pragmas, schema }: SqliteOptions): SqlDriver {
  if (file !== ':memory:') {
    // The folder we create is the owner's only, and so is the file (SQLite gives its -wal and -shm
    // files the database file's permissions).
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 })
    closeSync(openSync(file, 'a', 0o600))
    chmodSync(file, 0o600)
  }
  const db = new DatabaseSync(file)
  db.exec(pragmas)
  migrateSqlite(db, schema)

  const statements = new Map<string, ReturnType<DatabaseSync['prepare']>>()
  const client: SqlClient = {
    async query<Row>(sql: string, params: readonly SqlValue[] = []) {
      let statement = statements.get(sql)
      if (!statement) {
        statement = db.prepare(toSqlite(sql))
        statements.set(sql, statement)
      }
      if (statement.columns().length === 0) {
        statement.run(...bind(params))
        return []
      }
      return statement.all(...bind(params)) as Row[]
    },
  }

  // node:sqlite is synchronous, but a transaction's work awaits between statements: every
  // statement and transaction goes through one queue so none runs inside another's transaction.
  let queue: Promise<unknown> = Promise.resolve()
  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work, work)
    queue = result.catch(() => {})
    return result
  }
  return {
    dialect: 'sqlite',
    query: (sql, params) => enqueue(() => client.query(sql, params)),
    transaction: (work) =>
      enqueue(async () => {
        db.exec('begin immediate')
        try {
          const result = await work(client)
          db.exec('commit')
          return result
        } catch (error) {
          db.exec('rollback')
          throw error
        }
      }),
    async close() {
      await queue
      db.close()
    },
  }
}
