/**
 * The booking functions on the real Node host (createApp + @hono/node-server on a free port), with
 * booking settings of the test's own (content/booking.yml ships with booking off), a fixed clock
 * and a store of its own (SQLite in a temporary folder, or a Postgres URL).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type BookingSettings, bookingSchema } from '#core/content/schemas/booking.ts'
import type { BookingStore, BookRules, NewBooking } from '#functions/booking/store.ts'
import { type NodeBooking, nodeBooking } from '#functions/hosts/node-booking.ts'
import { createApp } from '#server/app.ts'
import { listen } from '#server/listen.ts'

export const LA = 'America/Los_Angeles'
/** A BOOKING_SECRET that passes the secret rule (long, varied, no placeholder word). */
export const TEST_SECRET = 'k7Qm2Vx9Lp4Rt8Wz3Nb6Yc1Hd5Jf0GsUa4E'

/** Store rules where only the day's count limits: for store tests of other things. */
export const rules = (maxPerDay: number, over: Partial<BookRules> = {}): BookRules => ({
  maxPerDay,
  holdMs: 30 * 60_000,
  perPerson: 1000,
  hourlyCap: 1000,
  ...over,
})

/** Books and confirms at once, as a visitor who opened the e-mail's link would; the outcome of the booking. */
export async function bookConfirmed(
  store: BookingStore,
  booking: NewBooking,
  maxPerDay = 10,
  now = new Date(),
) {
  const result = await store.book(booking, rules(maxPerDay), now)
  if (result.outcome === 'booked') await store.confirm(result.booking.ref, now)
  return result
}
/** Monday 2026-03-02 08:00 PST. */
export const NOW = new Date('2026-03-02T16:00:00Z')

export const testSettings = (over: Partial<BookingSettings> = {}): BookingSettings =>
  bookingSchema.parse({
    enabled: true,
    weekly: {
      monday: [{ from: '09:00', to: '12:00' }],
      tuesday: [{ from: '09:00', to: '12:00' }],
      wednesday: [{ from: '09:00', to: '12:00' }],
      thursday: [{ from: '09:00', to: '12:00' }],
      friday: [{ from: '09:00', to: '12:00' }],
    },
    maxPerDay: 20,
    ...over,
  })

export interface BookingHost {
  base: string
  fn: (name: string) => string
  booking: NodeBooking
  logs: string[]
  close(): Promise<void>
}

export async function startBookingHost(
  env: Record<string, string | undefined>,
  options: { settings?: BookingSettings; now?: () => Date } = {},
): Promise<BookingHost> {
  const root = mkdtempSync(path.join(tmpdir(), 'booking-site-'))
  mkdirSync(path.join(root, '404'))
  writeFileSync(path.join(root, '404', 'index.html'), '<h1>Oops! Page not found</h1>')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'booking-data-'))
  const logs: string[] = []
  const booking = nodeBooking(
    (name) =>
      name in env
        ? env[name]
        : {
            DATABASE_URL: `file:${dataDir}/orders.db`,
            BOOKING_SECRET: TEST_SECRET,
            OUTBOX_DIR: path.join(dataDir, 'outbox'),
            SITE_URL: 'https://www.example.com',
          }[name],
    {
      settings: options.settings ?? testSettings(),
      timeZone: LA,
      now: options.now ?? (() => NOW),
      log: (line) => logs.push(line),
      sweepEveryMs: 0,
    },
  )
  const { slots, book, cancel } = booking.handlers
  const app = createApp({
    root,
    functions: { 'booking-slots': slots, book, 'booking-cancel': cancel },
    log: () => {},
  })
  const server = await listen(app)
  return {
    base: server.origin,
    fn: (name) => `${server.origin}/functions/v1/${name}`,
    booking,
    logs,
    async close() {
      await server.close()
      await booking.close()
      rmSync(root, { recursive: true, force: true })
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export const visitor = (slot: string, over: Record<string, unknown> = {}) => ({
  slot,
  name: 'Ann Lee',
  email: 'ann@example.org',
  phone: '(949) 555-0100',
  contactMethod: 'phone',
  note: 'Evenings are best.',
  ...over,
})

export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return {
    status: res.status,
    headers: res.headers, // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the tests
    json: (await res.json()) as Record<string, any>,
  }
}

/** The confirm step over HTTP: what the /book/confirm page posts when the visitor presses "Confirm". */
export const confirmUrl = (host: BookingHost) => `${host.fn('book')}?action=confirm`

/** The token of the confirm link in a hold e-mail's text. */
export function confirmTokenIn(text: string): string {
  const token = /\/book\/confirm\?token=([\w.%-]+)/.exec(text)?.[1]
  if (!token) throw new Error('no confirm link in the e-mail')
  return decodeURIComponent(token)
}

/** The token of the confirm link the hold e-mail for `reference` carries (its outbox row). */
export async function confirmTokenFor(host: BookingHost, reference: string): Promise<string> {
  const [row] = await (await host.booking.store()).db.query<{ payload: unknown }>(
    'select payload from mail_outbox where id = $1',
    [`booking-hold:${reference}`],
  )
  if (!row) throw new Error(`no hold e-mail owed for ${reference}`)
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
    confirmUrl: string
  }
  return confirmTokenIn(payload.confirmUrl)
}

/** Books over HTTP, then confirms as the visitor does from the e-mail: the confirm answer (or the refusal). */
export async function bookAndConfirm(host: BookingHost, slot: string, over: Record<string, unknown> = {}) {
  const booked = await post(host.fn('book'), visitor(slot, over))
  if (booked.status !== 201) return booked
  return post(confirmUrl(host), { token: await confirmTokenFor(host, booked.json.reference) })
}
