/**
 * The embedded order store: SQLite through Node's built-in node:sqlite (no native dependency).
 * Node only — the Deno entries never import this file. The schema is created and migrated here on
 * open (PRAGMA user_version counts the steps applied); it mirrors supabase/migrations.
 */
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync, type SQLInputValue } from 'node:sqlite'
import type { SqlClient, SqlDriver, SqlValue } from '#functions/sql.ts'
import { createSqlStore, type OrderStore } from './store.ts'

/** Each entry is one schema version; append, never edit a released step. */
const MIGRATIONS = [
  `create table orders (
    session_id text primary key,
    payment_intent_id text unique,
    status text not null check (status in ('processing', 'paid', 'failed', 'expired', 'refunded')),
    product_id text not null,
    product_name text not null,
    color text,
    quantity integer not null check (quantity > 0),
    amount_total integer not null,
    amount_refunded integer not null default 0,
    currency text not null,
    buyer_name text,
    buyer_email text,
    shipping_name text,
    shipping_line1 text,
    shipping_line2 text,
    shipping_city text,
    shipping_state text,
    shipping_postal_code text,
    shipping_country text,
    livemode integer not null default 0,
    created_at text not null,
    updated_at text not null,
    paid_at text,
    shipped_at text,
    notified_at text
  );
  create index orders_created_at on orders (created_at desc);
  create table stripe_events (
    id text primary key,
    type text not null,
    received_at text not null
  );`,
  // Step 2 (supabase/migrations/20261125010000_outbox_shipping_refunds.sql): partially_refunded,
  // carrier and tracking number (SQLite changes a check constraint by rebuilding the table), and
  // the e-mail outbox.
  `create table orders_next (
    session_id text primary key,
    payment_intent_id text unique,
    status text not null check (status in ('processing', 'paid', 'failed', 'expired', 'partially_refunded', 'refunded')),
    product_id text not null,
    product_name text not null,
    color text,
    quantity integer not null check (quantity > 0),
    amount_total integer not null,
    amount_refunded integer not null default 0,
    currency text not null,
    buyer_name text,
    buyer_email text,
    shipping_name text,
    shipping_line1 text,
    shipping_line2 text,
    shipping_city text,
    shipping_state text,
    shipping_postal_code text,
    shipping_country text,
    livemode integer not null default 0,
    created_at text not null,
    updated_at text not null,
    paid_at text,
    shipped_at text,
    notified_at text,
    carrier text,
    tracking_number text
  );
  insert into orders_next (session_id, payment_intent_id, status, product_id, product_name, color, quantity, amount_total, amount_refunded, currency, buyer_name, buyer_email, shipping_name, shipping_line1, shipping_line2, shipping_city, shipping_state, shipping_postal_code, shipping_country, livemode, created_at, updated_at, paid_at, shipped_at, notified_at)
    select session_id, payment_intent_id, status, product_id, product_name, color, quantity, amount_total, amount_refunded, currency, buyer_name, buyer_email, shipping_name, shipping_line1, shipping_line2, shipping_city, shipping_state, shipping_postal_code, shipping_country, livemode, created_at, updated_at, paid_at, shipped_at, notified_at from orders;
  drop table orders;
  alter table orders_next rename to orders;
  create index orders_created_at on orders (created_at desc);
  create table mail_outbox (
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
  // Step 3 (supabase/migrations/20261125020000_newsletter.sql): newsletter subscribers.
  `create table newsletter_subscribers (
    email text primary key,
    status text not null check (status in ('pending', 'confirmed')),
    requested_at text not null,
    confirmed_at text
  );`,
  // Step 4 (supabase/migrations/20261201000000_newsletter_requests.sql): the newsletter's limits.
  `create table newsletter_requests (
    mailbox text not null,
    domain text not null,
    requested_at text not null
  );
  create index newsletter_requests_mailbox on newsletter_requests (mailbox, requested_at);
  create index newsletter_requests_domain on newsletter_requests (domain, requested_at);
  create index newsletter_requests_at on newsletter_requests (requested_at);`,
]

/** `$1` → `?1`: SQLite's numbered parameters, so one statement text serves both databases. */
const toSqlite = (sql: string) => sql.replace(/\$(\d+)/g, '?$1')
const bind = (params: readonly SqlValue[]): SQLInputValue[] =>
  params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p))

export function openSqliteStore(file: string): OrderStore {
  // WAL lets `npm run orders` read while the server writes; wait rather than fail on a busy file.
  return createSqlStore(
    openSqliteDriver(file, {
      pragmas: 'pragma journal_mode = wal; pragma busy_timeout = 5000; pragma foreign_keys = on',
      migrations: MIGRATIONS,
    }),
  )
}

/**
 * A SQLite file as a SqlDriver, for the order store and the booking store (functions/booking/sqlite.ts):
 * created private to the owner (it holds buyers' and visitors' names and addresses), opened with
 * `pragmas`, migrated to the last of `migrations` (PRAGMA user_version counts the steps applied).
 */
export function openSqliteDriver(
  file: string,
  { pragmas, migrations }: { pragmas: string; migrations: readonly string[] },
): SqlDriver {
  if (file !== ':memory:') {
    // The folder we create is the owner's only, and so is the file (SQLite gives its -wal and -shm
    // files the database file's permissions).
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 })
    closeSync(openSync(file, 'a', 0o600))
    chmodSync(file, 0o600)
  }
  const db = new DatabaseSync(file)
  db.exec(pragmas)
  migrate(db, migrations)

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

function migrate(db: DatabaseSync, migrations: readonly string[]): void {
  const version = () => (db.prepare('pragma user_version').get() as { user_version: number }).user_version
  if (version() >= migrations.length) return
  // Another process may be migrating the same file: decide inside the write lock.
  db.exec('begin immediate')
  try {
    for (let step = version(); step < migrations.length; step++) {
      db.exec(migrations[step]!)
      db.exec(`pragma user_version = ${step + 1}`)
    }
    db.exec('commit')
  } catch (error) {
    db.exec('rollback')
    throw error
  }
}
