/**
 * With Postgres every store is one database: the documented pg_dump line (docs/guides/backup.md,
 * and what `npm run backup` prints) backs up orders, bookings, subscribers and e-mails owed, and the
 * documented pg_restore line puts them into an empty database.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openBookingStore, openOrderStore } from '#functions/hosts/stores.ts'
import { requestSubscription } from '#functions/newsletter/store.ts'
import { bookConfirmed } from '#tests/booking/support.ts'
import { type PostgresServer, startPostgres } from './postgres-server.ts'
import { orderFacts } from './support.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const GUIDE = readFileSync(path.join(ROOT, 'docs', 'guides', 'backup.md'), 'utf8')
const shell = promisify(execFile)
let pg: PostgresServer
let dir: string

beforeAll(async () => {
  pg = await startPostgres()
  dir = mkdtempSync(path.join(tmpdir(), 'backup-pg-'))
}, 120_000)
afterAll(async () => {
  await pg?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const line = (tool: string) => {
  // A line of the guide's code block: the command itself, first on its line (a comment may follow).
  const found = GUIDE.match(new RegExp(`^((?:mkdir -p backups && )?${tool} [^\\n]*?)(\\s+#.*)?$`, 'm'))
  expect(found, `the guide's ${tool} line`).not.toBeNull()
  return found![1]!.trim()
}

async function counts(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const [row] = await sql`select
      (select count(*) from orders)::int as orders,
      (select count(*) from bookings)::int as bookings,
      (select count(*) from newsletter_subscribers)::int as subscribers,
      (select count(*) from mail_outbox)::int as mail`
    return row
  } finally {
    await sql.end()
  }
}

describe('Postgres: the documented backup and restore', () => {
  it('pg_dump then pg_restore into an empty database brings back every store', async () => {
    const orders = await openOrderStore(pg.url)
    for (let n = 1; n <= 3; n++) {
      const facts = orderFacts({ sessionId: `cs_test_pgbackup${n}`, paymentIntentId: `pi_pgbackup${n}` })
      await orders.apply(null, { sessionId: facts.sessionId, status: 'paid', facts })
    }
    await requestSubscription(
      orders.db,
      'reader@alvareztherapy.org',
      new Date(),
      { mailbox: 'k-mailbox', domain: 'k-domain' },
      async () => ({}),
    )
    await orders.close()
    const bookings = await openBookingStore(pg.url)
    const start = Date.parse('2026-12-08T17:00:00Z')
    const booked = await bookConfirmed(
      bookings,
      {
        start,
        end: start + 15 * 60_000,
        day: '2026-12-08',
        name: 'Ann Lee',
        email: 'ann@alvareztherapy.org',
        phone: '(714) 302-8841',
        contactMethod: 'phone',
        note: null,
      },
      10,
      new Date('2026-12-01T17:00:00Z'),
    )
    expect(booked.outcome).toBe('booked')
    await bookings.close()
    const before = await counts(pg.url)
    expect(before).toMatchObject({ orders: 3, bookings: 1, subscribers: 1 })

    const dump = line('pg_dump')
    expect(dump).toContain('"$DATABASE_URL"')
    await shell('sh', ['-c', dump], { cwd: dir, env: { ...process.env, DATABASE_URL: pg.url } })

    const admin = postgres(pg.url, { max: 1, onnotice: () => {} })
    await admin`create database restored`
    await admin.end()
    const restoredUrl = pg.url.replace(/\/[^/?]*(\?|$)/, '/restored$1')
    const file = (await shell('sh', ['-c', 'ls backups/*.dump'], { cwd: dir })).stdout.trim()
    const restore = line('pg_restore').replace(/backups\/\S+\.dump$/, file)
    await shell('sh', ['-c', restore], { cwd: dir, env: { ...process.env, DATABASE_URL: restoredUrl } })
    expect(await counts(restoredUrl)).toEqual(before)
  }, 120_000)
})
