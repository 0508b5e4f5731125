/**
 * The maintenance Supabase entry (supabase/functions/maintenance/index.ts) under real Deno, against
 * a real Postgres and a real SMTP server on loopback (parsed with mailparser): what Supabase Cron's
 * call every 5 minutes does. Deno runs on the real clock, so the bookings are written from here
 * with their booking time in the past: one made two days ahead, now 23 hours away (its reminder is
 * due), and one whose date is more than 12 months past. The schedule migration's job runs here on
 * stand-ins for Supabase Vault and pg_net (a plain Postgres has neither; `net.http_post` as pg_net
 * declares it, recording the request), and the request it composes is sent to the function.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingMail } from '#functions/booking/outbox.ts'
import { type Booking, type BookingStore, RETENTION_DAYS } from '#functions/booking/store.ts'
import { openBookingStore } from '#functions/hosts/stores.ts'
import { MAINTENANCE_SECRET_HEADER } from '#functions/maintenance/handler.ts'
import { MIGRATIONS_DIR } from '#functions/platform/db/migrate-postgres.ts'
import { LA, rules, visitor } from '#tests/booking/support.ts'
import { type PostgresServer, startPostgres } from '#tests/orders/postgres-server.ts'
import { type SmtpSink, startSmtp } from '#tests/orders/smtp.ts'
import {
  configWithImports,
  DENO_START_TIMEOUT_MS,
  type DenoFunction,
  dataModule,
  denoCheck,
  ROOT,
  startDenoFunction,
} from '#tests/support/deno.ts'

const SECRET = 's'.repeat(48)
const HOUR = 3_600_000
let pg: PostgresServer
let smtp: SmtpSink
let store: BookingStore
let maintenance: DenoFunction
let dir: string

beforeAll(async () => {
  ;[pg, smtp] = await Promise.all([startPostgres(), startSmtp()])
  store = await openBookingStore(pg.url) // migrations applied (the schedule's is a no-op without pg_cron)
  // The owner's digest is off here: on the real clock it would fall due at its hour of the day
  // (tests/maintenance/digest-deno.test.ts covers it), and this test counts the booking mail alone.
  dir = mkdtempSync(path.join(tmpdir(), 'maintenance-deno-'))
  const digestOff = dataModule(dir, 'digest-settings', { enabled: false, time: '07:30', days: [] })
  const config = configWithImports('maintenance', dir, { '#core/content/generated/digest.ts': digestOff })
  maintenance = await startDenoFunction(
    'maintenance',
    {
      NODE_ENV: 'development',
      SUPABASE_DB_URL: pg.url,
      SMTP_URL: smtp.url,
      OWNER_EMAIL: 'owner@example.com',
      MAINTENANCE_SECRET: SECRET,
    },
    { config },
  )
}, DENO_START_TIMEOUT_MS + 60_000)

afterAll(async () => {
  maintenance?.stop()
  await store?.close()
  await Promise.all([pg?.stop(), smtp?.close()])
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** A booking at `start`, made at `bookedAt`, owing the e-mails a booking owes when `withMail`. */
async function bookAt(start: number, bookedAt: number, email: string, withMail: boolean): Promise<Booking> {
  const mail = bookingMail({ timeZone: LA, owner: 'owner@example.com', holdMinutes: 30, hourlyCap: 10 })
  const { name, phone, note } = visitor('')
  const at = new Date(bookedAt)
  const result = await store.book(
    {
      start,
      end: start + 15 * 60_000,
      day: new Date(start).toISOString().slice(0, 10),
      name,
      email,
      phone,
      contactMethod: 'phone',
      note,
    },
    rules(10),
    at,
  )
  if (result.outcome !== 'booked') throw new Error(result.outcome)
  // Confirmed from the e-mail at once: what a confirmation owes (invitations, reminder) is owed.
  const confirmed = await store.confirm(
    result.booking.ref,
    at,
    withMail ? async (b) => mail.confirmed(b, 'https://site.test/book/cancel?token=t') : undefined,
  )
  if (confirmed.outcome !== 'confirmed') throw new Error(confirmed.outcome)
  return confirmed.booking
}

const call = async (headers: Record<string, string>, url = maintenance.url, body: unknown = {}) => {
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) })
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
  return { status: res.status, json: (await res.json()) as Record<string, any> }
}

const SCHEDULE = readFileSync(path.join(MIGRATIONS_DIR, '20261125030000_maintenance_schedule.sql'), 'utf8')

/** The cron job's SQL, run once on stand-ins for Vault and pg_net: the request it would send. */
async function scheduledRequest(projectUrl: string, secret: string) {
  const job = /\$job\$([\s\S]*?)\$job\$/.exec(SCHEDULE)?.[1]
  expect(job, 'the job in the schedule migration').toBeTruthy()
  const sql = postgres(pg.url, { max: 1, onnotice: () => {} })
  try {
    await sql.unsafe(`
      create schema if not exists vault;
      create table if not exists vault.decrypted_secrets (name text primary key, decrypted_secret text);
      create schema if not exists net;
      create table if not exists net.sent (url text, body jsonb, headers jsonb, timeout_milliseconds int);
      create or replace function net.http_post(url text, body jsonb default '{}'::jsonb,
        params jsonb default '{}'::jsonb, headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
        timeout_milliseconds int default 5000) returns bigint language sql as
        $$ insert into net.sent values (url, body, headers, timeout_milliseconds); select 1::bigint $$;
      truncate vault.decrypted_secrets, net.sent;`)
    await sql`insert into vault.decrypted_secrets values ('project_url', ${projectUrl}), ('maintenance_secret', ${secret})`
    await sql.unsafe(job!)
    const [sent] = await sql<
      { url: string; headers: Record<string, string>; body: unknown }[]
    >`select * from net.sent`
    return sent!
  } finally {
    await sql.end()
  }
}

describe('maintenance entry under Deno (Postgres, SMTP)', () => {
  it('the schedule runs every 5 minutes, and changes nothing on a Postgres without pg_cron and pg_net', async () => {
    expect(SCHEDULE).toMatch(/cron\.schedule\(\s*'site-maintenance',\s*'\*\/5 \* \* \* \*'/)
    const sql = postgres(pg.url, { max: 1, onnotice: () => {} })
    try {
      const applied =
        await sql`select name from order_migrations where name = '20261125030000_maintenance_schedule.sql'`
      expect(applied).toHaveLength(1)
      expect(await sql`select 1 from pg_namespace where nspname = 'cron'`).toHaveLength(0)
    } finally {
      await sql.end()
    }
  })

  it('type-checks under Deno, its import map pinning the ranges package.json pins', () => {
    const { status, output } = denoCheck('maintenance')
    expect(status, output).toBe(0)
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
    const { imports } = JSON.parse(
      readFileSync(path.join(ROOT, 'supabase/functions/maintenance/deno.json'), 'utf8'),
    ) as {
      imports: Record<string, string>
    }
    for (const [name, target] of Object.entries(imports).filter(([, t]) => t.startsWith('npm:')))
      expect(target).toBe(`npm:${name}@${pkg.dependencies[name] ?? pkg.devDependencies[name]}`)
  })

  it('sends the due reminder exactly once, refuses a wrong or missing secret, and deletes a booking past retention', async () => {
    const start = Math.floor((Date.now() + 23 * HOUR) / 60_000) * 60_000
    const soon = await bookAt(start, start - 48 * HOUR, 'ann@example.org', true)
    const old = await bookAt(
      start - (RETENTION_DAYS + 2) * 24 * HOUR,
      start - (RETENTION_DAYS + 9) * 24 * HOUR,
      'old@example.org',
      false,
    )

    const refusedHeaders: Record<string, string>[] = [
      {},
      { [MAINTENANCE_SECRET_HEADER]: 'wrong' },
      { [MAINTENANCE_SECRET_HEADER]: SECRET.slice(1) },
    ]
    for (const headers of refusedHeaders) {
      const refused = await call(headers)
      expect(refused.status, maintenance.output()).toBe(401)
      expect(refused.json.error).toBeTruthy()
    }
    expect(smtp.messages).toHaveLength(0)
    expect(await store.get(old.ref)).not.toBeNull()

    const first = await call({ [MAINTENANCE_SECRET_HEADER]: SECRET })
    expect(first.status, maintenance.output()).toBe(200)
    // The confirmations (never sent: there was no sweep since the booking) and the reminder.
    expect(first.json).toEqual({
      mail: { sent: 3, failed: 0 },
      purged: { bookings: 1, unconfirmedSubscribers: 0, mail: 0 },
      failedSteps: [],
    })
    const mails = await Promise.all(smtp.messages.map((m) => simpleParser(m.raw)))
    const reminders = mails.filter((m) => m.subject?.startsWith('Reminder:'))
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.to).toMatchObject({ text: 'ann@example.org' })
    expect(smtp.messages.filter((m) => m.to.includes('old@example.org'))).toHaveLength(0)
    expect((await store.get(soon.ref))?.remindedAt).toBeTruthy()
    expect(await store.get(old.ref)).toBeNull()

    // The second call is the one the schedule's job composes from the Vault secrets.
    const origin = new URL(maintenance.url).origin
    const request = await scheduledRequest(origin, SECRET)
    expect(request.url).toBe(maintenance.url)
    const second = await call(request.headers, request.url, request.body)
    expect(second.status).toBe(200)
    expect(second.json.mail).toEqual({ sent: 0, failed: 0 })
    expect(second.json.purged.bookings).toBe(0)
    expect(smtp.messages).toHaveLength(3)
    // Counts only, in the answer and in the function's own log.
    expect(JSON.stringify(first.json) + maintenance.output()).not.toMatch(/ann@|old@|Ann Lee/)
  })
})
