/**
 * One schema, two databases: supabase/migrations applied to a throwaway Postgres and to the two
 * SQLite files (orders.db, bookings.db) must give the same tables, columns, keys, checks and
 * indexes, as each database itself reports them (information_schema and pg_catalog; sqlite_master
 * and pragmas). And a SQLite file made by the former code (its own DDL, PRAGMA user_version) is
 * adopted where it stands, its rows kept.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOKINGS_SQLITE } from '#functions/booking/store.ts'
import { openBookingStore, openOrderStore } from '#functions/hosts/stores.ts'
import { ORDERS_SQLITE } from '#functions/orders/store.ts'
import { migratePostgres } from '#functions/platform/db/migrate-postgres.ts'
import { migrateSqlite, SQLITE_NOW, splitStatements } from '#functions/platform/db/migrate-sqlite.ts'
import { MIGRATIONS_DIR, migrationFiles } from '#functions/platform/db/migrations.ts'
import { rules } from '#tests/booking/support.ts'
import { LEGACY_BOOKINGS_STEPS, LEGACY_ORDERS_STEPS } from './legacy-sqlite-schema.ts'
import { type PostgresServer, startPostgres } from './postgres-server.ts'

/** A table as both databases can describe it, each item a readable line so a difference reads plainly. */
interface Table {
  /** In order: "name type [not null] [default …]". */
  columns: string[]
  primaryKey: string
  unique: string[]
  checks: string[]
  /** "[unique] name (columns) [where …]". */
  indexes: string[]
}
type Schema = Record<string, Table>

/** The SQLite type each Postgres type is stored as (the translation in migrate-sqlite.ts). */
const SQLITE_TYPE: Record<string, string> = {
  text: 'text',
  integer: 'integer',
  boolean: 'boolean',
  'timestamp with time zone': 'text',
}

/**
 * One spelling for an expression: Postgres prints `status = ANY (ARRAY['a'::text, …])` for
 * `status in ('a', …)`, adds casts and brackets; case, spaces and brackets do not matter here.
 */
const expression = (sql: string) =>
  sql
    .toLowerCase()
    .replace(/::[a-z ]+(\[\])?/g, '')
    .replace(/(\w+) = any \(array\[([^\]]*)\]\)/g, '$1 in ($2)')
    .replace(/[\s()]/g, '')

/** Both databases' "the current time" read as one. */
const defaultOf = (sql: unknown) => {
  if (sql === null || sql === undefined) return ''
  const text = String(sql)
  if (text === 'now()' || expression(text) === expression(SQLITE_NOW)) return ' default now()'
  return ` default ${expression(text)}`
}

async function postgresSchema(url: string): Promise<Schema> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const schema: Schema = {}
    const table = (name: string) => {
      schema[name] ??= { columns: [], primaryKey: '', unique: [], checks: [], indexes: [] }
      return schema[name]
    }
    for (const c of await sql`select table_name, column_name, data_type, is_nullable, column_default
        from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`) {
      const type = SQLITE_TYPE[c.data_type]
      if (!type) throw new Error(`${c.table_name}.${c.column_name}: no SQLite type for ${c.data_type}`)
      table(c.table_name).columns.push(
        `${c.column_name} ${type}${c.is_nullable === 'NO' ? ' not null' : ''}${defaultOf(c.column_default)}`,
      )
    }
    const backing = new Set<string>()
    for (const c of await sql`select c.conrelid::regclass::text as table, c.contype, c.conindid::regclass::text as index,
        pg_get_constraintdef(c.oid) as definition,
        array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns
        from pg_constraint c where c.connamespace = 'public'::regnamespace`) {
      const t = table(c.table)
      if (c.contype === 'p') t.primaryKey = c.columns.join(', ')
      else if (c.contype === 'u') t.unique.push(c.columns.join(', '))
      else if (c.contype === 'c') t.checks.push(expression(c.definition.replace(/^check/i, '')))
      else throw new Error(`${c.table}: constraint type ${c.contype} not compared`)
      if (c.index !== '-') backing.add(c.index)
    }
    for (const i of await sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'`) {
      if (backing.has(i.indexname)) continue
      const m = /^CREATE (UNIQUE )?INDEX (\w+) ON \S+ USING btree \((.*?)\)(?: WHERE (.*))?$/.exec(i.indexdef)
      if (!m) throw new Error(`index not understood: ${i.indexdef}`)
      table(i.tablename).indexes.push(
        `${m[1] ? 'unique ' : ''}${m[2]} (${m[3]!.toLowerCase()})${m[4] ? ` where ${expression(m[4])}` : ''}`,
      )
    }
    return sorted(schema)
  } finally {
    await sql.end({ timeout: 5 })
  }
}

function sqliteSchema(file: string): Schema {
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    const schema: Schema = {}
    const all = (sql: string) => db.prepare(sql).all() as Record<string, unknown>[]
    for (const { name, sql } of all(
      "select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%'",
    )) {
      const columns = all(`pragma table_info(${name})`)
      const checks: string[] = []
      const text = String(sql)
      for (let at = text.search(/\bcheck\s*\(/i); at >= 0; ) {
        let depth = 0
        let end = text.indexOf('(', at)
        do {
          if (text[end] === '(') depth++
          if (text[end] === ')') depth--
          end++
        } while (depth > 0)
        checks.push(expression(text.slice(text.indexOf('(', at), end)))
        const next = text.slice(end).search(/\bcheck\s*\(/i)
        at = next < 0 ? -1 : end + next
      }
      const indexes = all(`pragma index_list(${name})`)
      schema[String(name)] = {
        // SQLite lets a primary key other than an integer one hold NULL unless the column says
        // not null; the stores never write one, and Postgres refuses it: read both as not null.
        columns: columns.map(
          (c) =>
            `${c.name} ${String(c.type).toLowerCase()}${c.notnull || Number(c.pk) > 0 ? ' not null' : ''}${defaultOf(c.dflt_value)}`,
        ),
        primaryKey: columns
          .filter((c) => Number(c.pk) > 0)
          .sort((a, b) => Number(a.pk) - Number(b.pk))
          .map((c) => c.name)
          .join(', '),
        unique: indexes
          .filter((i) => i.origin === 'u')
          .map((i) =>
            all(`pragma index_info(${i.name})`)
              .map((c) => c.name)
              .join(', '),
          ),
        checks,
        indexes: indexes
          .filter((i) => i.origin === 'c')
          .map((i) => {
            const keys = all(`pragma index_xinfo(${i.name})`)
              .filter((c) => c.key)
              .map((c) => `${c.name}${c.desc ? ' desc' : ''}`)
            const where = /\swhere\s([\s\S]+)$/i.exec(
              String(db.prepare('select sql from sqlite_master where name = ?').get(String(i.name))?.sql),
            )?.[1]
            return `${i.unique ? 'unique ' : ''}${i.name} (${keys.join(', ')})${where ? ` where ${expression(where)}` : ''}`
          }),
      }
    }
    return sorted(schema)
  } finally {
    db.close()
  }
}

function sorted(schema: Schema): Schema {
  return Object.fromEntries(
    Object.keys(schema)
      .sort()
      .map((name) => {
        const t = schema[name]!
        return [name, { ...t, unique: t.unique.sort(), checks: t.checks.sort(), indexes: t.indexes.sort() }]
      }),
  )
}

const pick = (schema: Schema, tables: readonly string[]): Schema =>
  Object.fromEntries(Object.entries(schema).filter(([name]) => tables.includes(name)))

let pg: PostgresServer
let dir: string
let pgSchema: Schema
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'schema-'))
  pg = await startPostgres()
  await migratePostgres(pg.url)
  pgSchema = await postgresSchema(pg.url)
}, 60_000)
afterAll(async () => {
  await pg?.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** New SQLite files, as `npm start` makes them on a first run. */
async function freshSqlite(): Promise<{ orders: string; bookings: string }> {
  const folder = mkdtempSync(path.join(dir, 'fresh-'))
  const url = `file:${path.join(folder, 'orders.db')}`
  await (await openOrderStore(url)).close()
  await (await openBookingStore(url)).close()
  return { orders: path.join(folder, 'orders.db'), bookings: path.join(folder, 'bookings.db') }
}

describe('one schema for SQLite and Postgres', () => {
  it('each SQLite file has the tables it keeps as Postgres has them: columns, keys, checks, indexes', async () => {
    const { orders, bookings } = await freshSqlite()
    expect(Object.keys(pgSchema)).toContain('orders')
    expect(pgSchema.orders!.checks).toHaveLength(2)
    expect(sqliteSchema(orders)).toEqual(pick(pgSchema, [...ORDERS_SQLITE.schema.tables, 'order_migrations']))
    expect(sqliteSchema(bookings)).toEqual(
      pick(pgSchema, [...BOOKINGS_SQLITE.schema.tables, 'order_migrations']),
    )
  })

  it('every Postgres table is kept in a SQLite file', () => {
    const kept = new Set([
      ...ORDERS_SQLITE.schema.tables,
      ...BOOKINGS_SQLITE.schema.tables,
      'order_migrations',
    ])
    expect(Object.keys(pgSchema).sort()).toEqual([...kept].sort())
  })

  it('records every file as applied, as Postgres does, and applies nothing on the next open', async () => {
    const { orders } = await freshSqlite()
    const sql = postgres(pg.url, { max: 1 })
    const pgApplied = (await sql`select name from order_migrations order by name`).map((r) => r.name)
    await sql.end()
    const db = new DatabaseSync(orders)
    const applied = db
      .prepare('select name from order_migrations order by name')
      .all()
      .map((r) => r.name)
    expect(applied).toEqual(pgApplied)
    expect(applied).toEqual(migrationFiles().map((f) => f.name))
    expect(migrateSqlite(db, ORDERS_SQLITE.schema)).toEqual([])
    db.close()
  })

  it('fails on a form SQLite does not take, and applies none of that run', () => {
    const migrations = mkdtempSync(path.join(dir, 'migrations-'))
    writeFileSync(
      path.join(migrations, '1_orders.sql'),
      'create table public.orders (session_id text primary key, created_at timestamptz not null default now());',
    )
    writeFileSync(
      path.join(migrations, '2_color.sql'),
      "alter table public.orders alter column session_id set default 'x';",
    )
    const db = new DatabaseSync(':memory:')
    expect(() => migrateSqlite(db, ORDERS_SQLITE.schema, migrations)).toThrow(/syntax error/)
    expect(db.prepare("select name from sqlite_master where type = 'table'").all()).toEqual([])
    rmSync(path.join(migrations, '2_color.sql'))
    expect(migrateSqlite(db, ORDERS_SQLITE.schema, migrations)).toEqual(['1_orders.sql'])
    expect(db.prepare("select sql from sqlite_master where name = 'orders'").get()?.sql).toBe(
      `CREATE TABLE orders (session_id text primary key, created_at text not null default (${SQLITE_NOW}))`,
    )
    db.close()
  })

  it('splits a file into statements, keeping quoted and dollar-quoted text whole', () => {
    const statements = splitStatements(
      `-- a comment; with a semicolon\ncreate table t (a text default 'x;y'); do $m$ begin perform 1; end $m$;\nselect 1`,
      (code) => code.replace(/\bt\b/g, 'u'),
    )
    expect(statements).toEqual([
      "create table u (a text default 'x;y')",
      'do $m$ begin perform 1; end $m$',
      'select 1',
    ])
    expect(migrationFiles(MIGRATIONS_DIR).length).toBeGreaterThan(0)
  })
})

const T = '2026-11-20T10:00:00.000Z'
/** A row for each table the former code made, written with its first columns only (as then). */
const LEGACY_ROWS: Record<string, string> = {
  orders: `insert into orders (session_id, payment_intent_id, status, product_id, product_name, color, quantity,
    amount_total, amount_refunded, currency, buyer_name, buyer_email, shipping_name, shipping_line1, shipping_city,
    shipping_postal_code, shipping_country, livemode, created_at, updated_at, paid_at)
    values ('cs_legacy', 'pi_legacy', 'paid', 'prod_book', 'The Book', 'blue', 2, 4000, 0, 'eur', 'Ann Lee',
    'ann@example.org', 'Ann Lee', '1 Main St', 'Springfield', '12345', 'US', 1, '${T}', '${T}', '${T}')`,
  stripe_events: `insert into stripe_events (id, type, received_at) values ('evt_legacy', 'checkout.session.completed', '${T}')`,
  mail_outbox: `insert into mail_outbox (id, kind, recipient, payload, not_before, attempts, created_at)
    values ('mail_legacy', 'order-confirmation', 'ann@example.org', '{}', '${T}', 1, '${T}')`,
  newsletter_subscribers: `insert into newsletter_subscribers (email, status, requested_at, confirmed_at)
    values ('reader@example.org', 'confirmed', '${T}', '${T}')`,
  newsletter_requests: `insert into newsletter_requests (mailbox, domain, requested_at) values ('mbx', 'dom', '${T}')`,
  bookings: `insert into bookings (ref, slot_start, slot_end, day, name, email, phone, contact_method, status, created_at)
    values ('BK-LEGACY22', '2026-12-10T17:00:00.000Z', '2026-12-10T17:15:00.000Z', '2026-12-10', 'Ann Lee',
    'Ann.Lee@Example.org', '+1 (555) 010-0123', 'video', 'booked', '${T}')`,
}

/** A file as the former code left it after `steps` of its schema steps, a row in each table. */
function legacyFile(file: string, steps: readonly string[], version: number) {
  const db = new DatabaseSync(file)
  for (let step = 0; step < version; step++) {
    db.exec(steps[step]!)
    db.exec(`pragma user_version = ${step + 1}`)
  }
  const tables = db
    .prepare("select name from sqlite_master where type = 'table'")
    .all()
    .map((r) => String(r.name))
  for (const table of tables) db.exec(LEGACY_ROWS[table]!)
  // From the holds on, the former code wrote a confirmed booking so.
  if (db.prepare("select 1 from pragma_table_info('bookings') where name = 'confirmed_at'").get()) {
    db.exec(
      "update bookings set confirmed_at = created_at, email_key = 'ann.lee@example.org', phone_key = '15550100123'",
    )
  }
  db.close()
  return tables
}

/** What the former DDL said differently, kept by adoption: no defaults of now(), livemode an integer. */
const asFormerly = (schema: Schema): Schema =>
  JSON.parse(
    JSON.stringify(schema)
      .replaceAll(' default now()', '')
      .replace('livemode boolean not null default false', 'livemode integer not null default 0'),
  )

const rowsOf = (file: string, table: string, order = '') => {
  const db = new DatabaseSync(file, { readOnly: true })
  const rows = db.prepare(`select * from ${table} ${order}`).all()
  db.close()
  return rows
}

describe('a SQLite file from the former code is adopted, its rows kept', () => {
  it.each(LEGACY_ORDERS_STEPS.map((_, i) => i + 1))('orders.db at user_version %i', async (version) => {
    const folder = mkdtempSync(path.join(dir, 'legacy-orders-'))
    const file = path.join(folder, 'orders.db')
    const tables = legacyFile(file, LEGACY_ORDERS_STEPS, version)
    const before = Object.fromEntries(tables.map((t) => [t, rowsOf(file, t)]))

    const store = await openOrderStore(`file:${file}`)
    expect(await store.get('cs_legacy')).toMatchObject({
      status: 'paid',
      quantity: 2,
      buyerEmail: 'ann@example.org',
      livemode: true,
      createdAt: T,
      shipping: { line1: '1 Main St', postalCode: '12345' },
    })
    expect(await store.hasEvent('evt_legacy')).toBe(true)
    for (const table of tables) {
      const after = rowsOf(file, table)
      expect(after).toHaveLength(1)
      expect(after[0]).toMatchObject(before[table]![0]!)
    }
    // What the later migrations allow works on the adopted file.
    const refund = await store.apply(
      { id: 'evt_refund', type: 'charge.refunded' },
      { sessionId: 'cs_legacy', status: 'partially_refunded', amountRefunded: 1000 },
    )
    expect(refund).toMatchObject({ order: { status: 'partially_refunded', amountRefunded: 1000 } })
    const shipped = await store.markShipped('cs_legacy', { carrier: 'usps', trackingNumber: '9400' })
    expect(shipped).toMatchObject({ outcome: 'shipped', order: { carrier: 'usps', trackingNumber: '9400' } })
    await store.close()

    const fresh = await freshSqlite()
    const expected = sqliteSchema(fresh.orders)
    // Tables the adopting migrations made are as on a first run; those the former code made keep its DDL.
    const formerly = asFormerly(expected)
    expect(sqliteSchema(file)).toEqual(
      Object.fromEntries(
        Object.keys(expected).map((t) => [t, (tables.includes(t) ? formerly : expected)[t]]),
      ),
    )
    expect(rowsOf(file, 'order_migrations', 'order by name').map((r) => r.name)).toEqual(
      migrationFiles().map((f) => f.name),
    )
  })

  it.each(LEGACY_BOOKINGS_STEPS.map((_, i) => i + 1))('bookings.db at user_version %i', async (version) => {
    const folder = mkdtempSync(path.join(dir, 'legacy-bookings-'))
    const file = path.join(folder, 'bookings.db')
    const tables = legacyFile(file, LEGACY_BOOKINGS_STEPS, version)
    const before = Object.fromEntries(tables.map((t) => [t, rowsOf(file, t)]))

    const store = await openBookingStore(`file:${path.join(folder, 'orders.db')}`)
    const booking = await store.get('BK-LEGACY22')
    expect(booking).toMatchObject({ status: 'booked', name: 'Ann Lee', createdAt: T, day: '2026-12-10' })
    // Bookings made before holds existed were confirmed when made.
    expect(booking?.confirmedAt).toBe(T)
    for (const table of tables) {
      const after = rowsOf(file, table)
      expect(after).toHaveLength(1)
      expect(after[0]).toMatchObject(before[table]![0]!)
    }
    expect(rowsOf(file, 'bookings')[0]).toMatchObject({
      email_key: 'ann.lee@example.org',
      phone_key: '15550100123',
    })
    const next = await store.book(
      {
        start: Date.parse('2026-12-10T17:00:00.000Z'),
        end: Date.parse('2026-12-10T17:15:00.000Z'),
        day: '2026-12-10',
        name: 'Bo Park',
        email: 'bo@example.org',
        phone: '555 0100 999',
        contactMethod: 'phone',
        note: null,
      },
      rules(4),
      new Date('2026-12-01T12:00:00.000Z'),
    )
    expect(next.outcome).toBe('taken') // the adopted booking still holds its slot
    await store.close()

    const fresh = await freshSqlite()
    const expected = sqliteSchema(fresh.bookings)
    const formerly = asFormerly(expected)
    expect(sqliteSchema(file)).toEqual(
      Object.fromEntries(
        Object.keys(expected).map((t) => [t, (tables.includes(t) ? formerly : expected)[t]]),
      ),
    )
  })

  it('refuses a file from a newer schema than it knows', () => {
    const db = new DatabaseSync(path.join(dir, 'future.db'))
    db.exec('pragma user_version = 99')
    expect(() => migrateSqlite(db, ORDERS_SQLITE.schema)).toThrow(/version 99/)
    expect(db.prepare("select name from sqlite_master where name = 'order_migrations'").get()).toBeUndefined()
    db.close()
  })
})
