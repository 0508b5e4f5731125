/**
 * The embedded booking store: SQLite through node:sqlite, in its own file beside the order store's
 * (data/bookings.db by default). Node only. The schema mirrors supabase/migrations.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync, type SQLInputValue } from 'node:sqlite'
import {
  type BookingStore,
  createBookingStore,
  type SqlClient,
  type SqlDriver,
  type SqlValue,
} from './store.ts'

const MIGRATIONS = [
  `create table bookings (
    ref text primary key,
    slot_start text not null,
    slot_end text not null,
    day text not null,
    name text not null,
    email text not null,
    phone text not null,
    contact_method text not null check (contact_method in ('phone', 'video')),
    note text,
    status text not null default 'booked' check (status in ('booked', 'cancelled')),
    created_at text not null,
    cancelled_at text,
    cancelled_by text check (cancelled_by in ('visitor', 'owner')),
    reminded_at text
  );
  create unique index bookings_one_per_slot on bookings (slot_start) where status = 'booked';
  create index bookings_day on bookings (day) where status = 'booked';`,
  // The mail outbox (functions/mail/outbox.ts), as in the order database: on SQLite the bookings
  // keep their own file, so the e-mails they owe are written in the same transaction.
  `create table mail_outbox (
    id text primary key,
    kind text not null,
    recipient text not null,
    payload text not null,
    not_before text not null,
    attempts integer not null default 0,
    claimed_until text,
    last_error text,
    created_at text not null,
    sent_at text
  );
  create index mail_outbox_due on mail_outbox (not_before) where sent_at is null;`,
]

const toSqlite = (sql: string) => sql.replace(/\$(\d+)/g, '?$1')
const bind = (params: readonly SqlValue[]): SQLInputValue[] =>
  params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p))

export function openSqliteBookings(file: string): BookingStore {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const db = new DatabaseSync(file)
  // WAL with synchronous=normal: a commit is safe from a crash of this process (the visitor's
  // booking is never half-written), and is fsynced at checkpoints rather than each time: a power
  // cut can lose the last moments' bookings, never corrupt the file (decision 0096).
  db.exec('pragma journal_mode = wal; pragma synchronous = normal; pragma busy_timeout = 5000')
  migrate(db)
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
  // One queue: a transaction's awaits never let another statement run inside it.
  let queue: Promise<unknown> = Promise.resolve()
  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work, work)
    queue = result.catch(() => {})
    return result
  }
  const driver: SqlDriver = {
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
  return createBookingStore(driver)
}

function migrate(db: DatabaseSync): void {
  const version = () => (db.prepare('pragma user_version').get() as { user_version: number }).user_version
  if (version() >= MIGRATIONS.length) return
  db.exec('begin immediate')
  try {
    for (let step = version(); step < MIGRATIONS.length; step++) {
      db.exec(MIGRATIONS[step]!)
      db.exec(`pragma user_version = ${step + 1}`)
    }
    db.exec('commit')
  } catch (error) {
    db.exec('rollback')
    throw error
  }
}
