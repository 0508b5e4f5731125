/**
 * `npm run backup FILE` while the real Node host takes orders (test checkout), bookings and
 * newsletter sign-ups over HTTP, then `npm run restore FILE` into a fresh clone: every order,
 * booking, subscriber, e-mail owed, outbox e-mail and booking's secret is there. Restore refuses while
 * a server runs on the same data (a real `npm start`), and a backup never overwrites.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '#core/content/products.ts'
import { bookingSchema } from '#core/content/schemas/booking.ts'
import { type NodeBooking, nodeBooking } from '#functions/hosts/node-booking.ts'
import { createApp } from '#server/app.ts'
import { type HostFunctions, hostFunctions } from '#server/functions.ts'
import { type Listening, listen } from '#server/listen.ts'
import { post, validOrder } from '#tests/payment/support.ts'
import { scratchClone } from '#tests/support/scratch-clone.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const MINUTES = 60_000
const allDay = [{ from: '00:00', to: '24:00' }]
const settings = bookingSchema.parse({
  enabled: true,
  weekly: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, allDay]),
  ),
  noticeHours: 1,
  horizonDays: 10,
  maxPerDay: 100,
})

let dir: string
let env: Record<string, string>
let host: HostFunctions
let booking: NodeBooking
let server: Listening
const fn = (name: string) => `${server.origin}/functions/v1/${name}`

/** A command as the owner runs it, without blocking this process (its server must keep answering). */
function run(args: string[], { cwd = ROOT, extra = {} as Record<string, string | undefined> } = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([n]) => n !== 'NODE_ENV' && !n.startsWith('VITEST')),
    )
    const child = spawn('npm', ['run', '-s', ...args], { cwd, env: { ...inherited, ...extra } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c) => (stdout += c))
    child.stderr.on('data', (c) => (stderr += c))
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

const soldHere = products.filter((p) => p.soldHere)
let orderCount = 0
async function buy(): Promise<void> {
  const product = soldHere[orderCount++ % soldHere.length]!
  const created = await post(fn('create-payment'), validOrder(product.id, 1))
  expect(created.status).toBe(200)
  const id = (created.json.url as string).split('/').at(-1)!
  const paid = await fetch(`${server.origin}/test-checkout/${id}/pay`, { method: 'POST', redirect: 'manual' })
  expect(paid.status).toBe(303)
}

let freeSlots: string[] = []
async function book(): Promise<void> {
  if (!freeSlots.length) {
    const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const res = await fetch(`${fn('booking-slots')}?from=${from}&days=7`)
    freeSlots = ((await res.json()) as { days: { slots: string[] }[] }).days.flatMap((d) => d.slots)
  }
  const slot = freeSlots.shift()!
  const booked = await post(fn('book'), {
    slot,
    name: 'Ann Lee',
    email: 'ann@alvareztherapy.org',
    phone: '(714) 302-8841',
    contactMethod: 'phone',
    note: '',
  })
  expect([201, 409]).toContain(booked.status)
}

let subscriberCount = 0
async function subscribe(): Promise<void> {
  const res = await post(fn('newsletter'), { email: `reader${++subscriberCount}@alvareztherapy.org` })
  expect(res.status).toBe(202)
}

const count = (file: string, table: string) => {
  const db = new DatabaseSync(file)
  try {
    return (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n
  } finally {
    db.close()
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'backup-'))
  mkdirSync(path.join(dir, 'site', '404'), { recursive: true })
  writeFileSync(path.join(dir, 'site', '404', 'index.html'), '<h1>Oops! Page not found</h1>')
  env = {
    DATABASE_URL: `file:${path.join(dir, 'data', 'orders.db')}`,
    OUTBOX_DIR: path.join(dir, 'data', 'outbox'),
    CHECKOUT_RATE_LIMIT: '0',
    BOOKING_RATE_LIMIT: '0',
    NEWSLETTER_RATE_LIMIT: '0',
  }
  host = hostFunctions(env, { log: () => {} })
  booking = nodeBooking((name) => env[name], { settings, log: () => {}, sweepEveryMs: 0 })
  server = await listen(
    createApp({
      root: path.join(dir, 'site'),
      functions: {
        ...host.functions,
        'booking-slots': booking.handlers.slots,
        book: booking.handlers.book,
        'booking-cancel': booking.handlers.cancel,
      },
      recordTestPayment: host.recordTestPayment,
      log: () => {},
    }),
  )
  for (let i = 0; i < 4; i++) await Promise.all([buy(), book(), subscribe()])
  await Promise.all([host.orders.settled(), booking.settled()])
}, MINUTES)

afterAll(async () => {
  await server?.close()
  await host?.orders.close()
  await booking?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('npm run backup / npm run restore', () => {
  it(
    'backs up every store while orders and bookings keep coming, and a fresh clone restores all of it',
    async () => {
      const before = {
        orders: count(path.join(dir, 'data', 'orders.db'), 'orders'),
        bookings: count(path.join(dir, 'data', 'bookings.db'), 'bookings'),
      }
      expect(before.orders).toBeGreaterThanOrEqual(4)
      expect(before.bookings).toBeGreaterThanOrEqual(1)
      // The backups folder does not exist yet: the command makes it.
      const file = path.join(dir, 'backups', 'nested', 'site.db')
      let writing = true
      const writer = (async () => {
        while (writing) await Promise.all([buy(), book(), subscribe()])
      })()
      const backup = await run(['backup', file], { extra: env })
      writing = false
      await writer
      await Promise.all([host.orders.settled(), booking.settled()])
      expect(backup.code, backup.stderr).toBe(0)
      const said = backup.stdout.match(
        /Backed up (\d+) order\(s\), (\d+) booking\(s\), (\d+) newsletter subscriber\(s\), (\d+) e-mail\(s\) still owed and (\d+) e-mail file\(s\)/,
      )
      expect(said, backup.stdout).not.toBeNull()
      const [orders, bookings, subscribers, , emails] = said!.slice(1).map(Number) as [
        number,
        number,
        number,
        number,
        number,
      ]
      // A consistent copy taken while the writes went on: at least what was there, at most what came.
      expect(orders).toBeGreaterThanOrEqual(before.orders)
      expect(orders).toBeLessThanOrEqual(count(path.join(dir, 'data', 'orders.db'), 'orders'))
      expect(bookings).toBeGreaterThanOrEqual(before.bookings)
      expect(subscribers).toBeGreaterThanOrEqual(4)
      expect(emails).toBeGreaterThan(0)
      // The owner's eyes only, and one file: no -wal, -shm or -journal beside it, no work folder left.
      expect(statSync(file).mode & 0o777).toBe(0o600)
      expect(readdirSync(path.dirname(file))).toEqual(['site.db'])

      // Never overwrites.
      const again = await run(['backup', file], { extra: env })
      expect(again.code).toBe(1)
      expect(again.stderr).toContain('already exists: choose a new file name')

      // A fresh clone, as after losing the server: restore, then everything is there.
      const clone = scratchClone('backup-restore-')
      try {
        const restore = await run(['restore', file], { cwd: clone })
        expect(restore.code, restore.stderr).toBe(0)
        expect(restore.stdout).toContain(
          `Restored ${orders} order(s), ${bookings} booking(s), ${subscribers} newsletter subscriber(s)`,
        )
        const data = path.join(clone, 'data')
        expect(count(path.join(data, 'orders.db'), 'orders')).toBe(orders)
        expect(count(path.join(data, 'orders.db'), 'newsletter_subscribers')).toBe(subscribers)
        expect(count(path.join(data, 'bookings.db'), 'bookings')).toBe(bookings)
        // The booking secret, so cancel links already sent keep working.
        expect(readFileSync(path.join(data, 'booking-secret'), 'utf8')).toBe(
          readFileSync(path.join(dir, 'data', 'booking-secret'), 'utf8'),
        )
        // The owner actions' secret, so the action links in notices already sent keep working.
        expect(readFileSync(path.join(data, 'owner-actions-secret'), 'utf8')).toBe(
          readFileSync(path.join(dir, 'data', 'owner-actions-secret'), 'utf8'),
        )
        const restored = readdirSync(path.join(data, 'outbox'))
        expect(restored).toHaveLength(emails)
        for (const name of restored) {
          expect(readFileSync(path.join(data, 'outbox', name))).toEqual(
            readFileSync(path.join(dir, 'data', 'outbox', name)),
          )
          expect(statSync(path.join(data, 'outbox', name)).mode & 0o777).toBe(0o600)
        }
        expect(statSync(path.join(data, 'orders.db')).mode & 0o777).toBe(0o600)
        // The owner's commands read it back (the restored store is a working one).
        const listed = await run(['subscribers', '--', '--json'], { cwd: clone })
        expect(listed.code, listed.stderr).toBe(0)
      } finally {
        rmSync(path.dirname(clone), { recursive: true, force: true })
      }
    },
    6 * MINUTES,
  )

  it(
    'refuses to restore while the server runs on the same data, and restores once it is stopped',
    async () => {
      const data = mkdtempSync(path.join(tmpdir(), 'restore-running-'))
      const own = {
        DATABASE_URL: `file:${path.join(data, 'orders.db')}`,
        OUTBOX_DIR: path.join(data, 'outbox'),
      }
      const file = path.join(data, 'backup.db')
      let child: ChildProcess | undefined
      try {
        expect((await run(['backup', file], { extra: own })).code).toBe(0)
        child = spawn(process.execPath, ['server/start.js'], {
          cwd: ROOT,
          env: { PATH: process.env.PATH, SKIP_BUILD: '1', PORT: '0', LOG_REQUESTS: '0', ...own },
        })
        await new Promise<void>((resolve, reject) => {
          let output = ''
          child!.stdout!.on('data', (c) => {
            output += c
            if (output.includes('Serving on')) resolve()
          })
          child!.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)))
        })
        const refused = await run(['restore', file], { extra: own })
        expect(refused.code).toBe(1)
        expect(refused.stderr).toContain(`The server is running (process ${child.pid})`)
        expect(refused.stderr).toContain('Nothing was changed.')
        const exited = new Promise((resolve) => child!.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
        const restored = await run(['restore', file], { extra: own })
        expect(restored.code, restored.stderr).toBe(0)
        expect(restored.stdout).toContain('Restored 0 order(s)')
      } finally {
        if (child?.exitCode === null) child.kill('SIGKILL')
        rmSync(data, { recursive: true, force: true })
      }
    },
    2 * MINUTES,
  )

  it('with Postgres, names the one command that backs up everything', async () => {
    const pg = await run(['backup', path.join(dir, 'pg.db')], {
      extra: { DATABASE_URL: 'postgres://u:p@127.0.0.1:1/db' },
    })
    expect(pg.code).toBe(2)
    expect(pg.stderr).toContain(
      'pg_dump --format=custom --file=backups/site-$(date +%F).dump "$DATABASE_URL"',
    )
    expect(existsSync(path.join(dir, 'pg.db'))).toBe(false)
  })
})
