/**
 * The owner's daily digest on an injected clock, through the real parts: the Node host's order and
 * booking stores (SQLite, each with its own outbox table; Postgres, one database), an SMTP server on
 * loopback and the messages parsed. It is owed at or after the time in content/digest.yml on a
 * chosen day, once: not again on a second sweep that day, nor from a second server (the maintenance
 * call over the same database); not at all when there is nothing to say. It names orders to ship
 * with their signed ship links, tomorrow's consultations with their cancel links, the e-mails not
 * sent and the new subscribers (a count), and no name or address.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import postgres from 'postgres'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DigestSettings } from '#core/content/schemas/digest.ts'
import { hostDigest } from '#functions/hosts/digest.ts'
import { maintenanceJobs } from '#functions/hosts/maintenance.ts'
import { type NodeBooking, nodeBooking } from '#functions/hosts/node-booking.ts'
import { type NodeOrders, nodeOrders } from '#functions/hosts/node-orders.ts'
import { createMaintenanceHandler, MAINTENANCE_SECRET_HEADER } from '#functions/maintenance/handler.ts'
import { ownerLinks } from '#functions/owner-actions/links.ts'
import { owe } from '#functions/platform/mail/outbox.ts'
import { bookConfirmed, LA, rules, TEST_SECRET, testSettings } from '#tests/booking/support.ts'
import { type PostgresServer, startPostgres } from '#tests/orders/postgres-server.ts'
import { type SmtpSink, startSmtp } from '#tests/orders/smtp.ts'
import { orderFacts } from '#tests/orders/support.ts'

const OWNER = 'owner@practice.example'
const SITE_URL = 'https://practice.example'
const OWNER_SECRET = 'Kp3Xw8Qz1Rv6Nt4Ym9Lb2Hc7Jd5Gf0Sa3Ue8Io6'
const MAINTENANCE_SECRET = 'n'.repeat(40)
/** Weekdays only, from 07:30 (Los Angeles). */
const SETTINGS: DigestSettings = {
  enabled: true,
  time: '07:30',
  days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
}
/** Monday 2 March 2026 in Los Angeles (PST, UTC-8). */
const at = (local: string) => new Date(`${local}-08:00`)

let smtp: SmtpSink
let pg: PostgresServer
let dir: string

beforeAll(async () => {
  ;[smtp, pg] = await Promise.all([startSmtp(), startPostgres()])
  dir = mkdtempSync(path.join(tmpdir(), 'digest-'))
}, 60_000)

afterAll(async () => {
  await Promise.all([smtp?.close(), pg?.stop()])
  rmSync(dir, { recursive: true, force: true })
})

const stores = [
  {
    name: 'SQLite',
    url: () => `file:${mkdirSync(path.join(dir, crypto.randomUUID()), { recursive: true })}/orders.db`,
  },
  { name: 'Postgres', url: () => pg.url },
]

describe.each(stores)('the daily digest ($name)', (store) => {
  let clock: Date
  let orders: NodeOrders
  let booking: NodeBooking
  let env: Record<string, string>
  const now = () => clock
  const digests = () => smtp.messages.filter((m) => m.to.includes(OWNER) && /Subject: Your day/.test(m.raw))

  beforeEach(async () => {
    if (store.name === 'Postgres') {
      const sql = postgres(pg.url, { max: 1, onnotice: () => {} })
      await sql`drop schema public cascade`
      await sql`create schema public`
      await sql.end()
    }
    smtp.messages.length = 0
    clock = at('2026-03-02T07:00:00')
    env = {
      DATABASE_URL: store.url(),
      SMTP_URL: smtp.url,
      OWNER_EMAIL: OWNER,
      BOOKING_SECRET: TEST_SECRET,
      SITE_URL,
      OWNER_ACTIONS_SECRET: OWNER_SECRET,
    }
    orders = nodeOrders((name) => env[name], { now, log: () => {} })
    booking = nodeBooking((name) => env[name], {
      settings: testSettings(),
      timeZone: LA,
      now,
      sweepEveryMs: 0,
      log: () => {},
    })
    return async () => {
      await Promise.all([orders.close(), booking.close()])
    }
  })

  /** One server's digest over this test's stores (two calls: two servers sharing the database). */
  const server = () =>
    hostDigest({
      env: (name) => env[name],
      orders: orders.fulfilment,
      booking: { ...booking, feedProblems: async () => [] },
      bookingOutboxApart: store.name === 'SQLite',
      links: ownerLinks({ secret: OWNER_SECRET, siteUrl: SITE_URL }, now),
      settings: SETTINGS,
      now,
      log: () => {},
    })

  /** The Supabase maintenance call over the same parts, as the schedule makes it. */
  const maintenance = () =>
    createMaintenanceHandler({
      secret: MAINTENANCE_SECRET,
      ...maintenanceJobs({ orders: orders.fulfilment, booking, digest: server(), now }),
      log: () => {},
    })(
      new Request('https://abcd.supabase.co/functions/v1/maintenance', {
        method: 'POST',
        headers: { [MAINTENANCE_SECRET_HEADER]: MAINTENANCE_SECRET },
      }),
    )

  /** Something for each part: an order to ship, a consultation tomorrow, an e-mail refused, a subscriber. */
  async function somethingToSay() {
    const f = await orders.fulfilment()
    const facts = orderFacts()
    await f.store.apply(null, { sessionId: facts.sessionId, status: 'paid', facts }, clock)
    const shipped = orderFacts()
    await f.store.apply(null, { sessionId: shipped.sessionId, status: 'paid', facts: shipped }, clock)
    await f.store.markShipped(shipped.sessionId, { carrier: 'ups', trackingNumber: '1Z999' }, clock)
    const bookings = await booking.store()
    const tomorrow = await bookConfirmed(
      bookings,
      {
        start: Date.parse('2026-03-03T10:00:00-08:00'),
        end: Date.parse('2026-03-03T10:15:00-08:00'),
        day: '2026-03-03',
        name: 'Bea Quill',
        email: 'bea@example.org',
        phone: '(949) 555-0111',
        contactMethod: 'video',
        note: null,
      },
      rules(10).maxPerDay,
      clock,
    )
    expect(tomorrow.outcome).toBe('booked')
    const later = await bookings.book(
      {
        start: Date.parse('2026-03-05T10:00:00-08:00'),
        end: Date.parse('2026-03-05T10:15:00-08:00'),
        day: '2026-03-05',
        name: 'Cy Later',
        email: 'cy@example.org',
        phone: '(949) 555-0122',
        contactMethod: 'phone',
        note: null,
      },
      rules(10),
      clock,
    )
    if (later.outcome === 'booked') await bookings.confirm(later.booking.ref, clock)
    // An e-mail the mail server refused (in the bookings' outbox on SQLite, the one table on Postgres).
    await owe(
      bookings.db,
      { id: 'refused:1', kind: 'booking-test', recipient: 'x@example.org', payload: {} },
      clock,
    )
    await bookings.db.query(
      "update mail_outbox set attempts = 1, last_error = '550 refused' where id = 'refused:1'",
    )
    await f.store.db.query(
      "insert into newsletter_subscribers (email, status, requested_at, confirmed_at) values ('dee@example.org', 'confirmed', $1, $1), ('eve@example.org', 'pending', $1, null)",
      [clock.toISOString()],
    )
    return {
      order: facts.sessionId,
      shipped: shipped.sessionId,
      ref: tomorrow.outcome === 'booked' ? tomorrow.booking.ref : '',
    }
  }

  it('says nothing on a day with nothing to say', async () => {
    clock = at('2026-03-02T08:00:00')
    await server().run()
    expect((await maintenance()).status).toBe(200)
    clock = at('2026-03-02T17:00:00')
    await server().run()
    expect(digests()).toHaveLength(0)
  })

  it('is sent once a day at or after its time, by the sweep or the maintenance call, whichever comes first', async () => {
    const { order, shipped, ref } = await somethingToSay()
    // Before the time: nothing.
    await server().run()
    expect((await maintenance()).status).toBe(200)
    expect(digests()).toHaveLength(0)

    // At the time, two servers and the maintenance call at once: one digest.
    clock = at('2026-03-02T07:30:00')
    const [a, b] = [server(), server()]
    await Promise.all([a.run(), b.run(), maintenance()])
    await a.run()
    expect(digests()).toHaveLength(1)
    const mail = await simpleParser(digests()[0]!.raw)
    const text = mail.text ?? ''
    expect(mail.subject).toBe(
      'Your day, Monday, March 2: 1 order to ship, 1 consultation tomorrow, 1 e-mail not sent, 1 new subscriber',
    )
    expect(text).toContain(`2 × Weighted Blanket (Black), $599.98 (${order})`)
    expect(text).toMatch(new RegExp(`Mark as shipped: ${SITE_URL}/owner/ship#token=ship\\.${order}\\.`))
    expect(text).not.toContain(shipped)
    expect(text).toContain(`Tuesday, March 3, 2026 at 10:00 AM PST (${ref})`)
    expect(text).toMatch(
      new RegExp(`Cancel this consultation: ${SITE_URL}/owner/cancel#token=cancel-booking\\.${ref}\\.`),
    )
    expect(text).not.toContain('Cy Later')
    expect(text).toContain('1 e-mail could not be sent yet')
    expect(text).toContain('1 new subscriber confirmed since the last digest')
    // No name, address or phone: less than the notices themselves.
    for (const revealing of [
      'Alex Rivera',
      'Harbor View',
      'alex@example.org',
      'Bea Quill',
      'bea@',
      '555-0111',
      'dee@',
    ])
      expect(text).not.toContain(revealing)
    expect(mail.html).toContain(`href="${SITE_URL}/owner/ship#token=ship.${order}.`)

    // Later the same day: not again, from any of them.
    clock = at('2026-03-02T18:00:00')
    await Promise.all([server().run(), maintenance()])
    expect(digests()).toHaveLength(1)

    // The next day: again (the order still waits), counting only what is new.
    clock = at('2026-03-03T07:45:00')
    await Promise.all([server().run(), server().run()])
    expect(digests()).toHaveLength(2)
    const second = await simpleParser(digests()[1]!.raw)
    expect(second.subject).toBe('Your day, Tuesday, March 3: 1 order to ship, 1 e-mail not sent')
    expect(second.text).not.toContain('subscriber')

    // Saturday is not a chosen day.
    clock = at('2026-03-07T09:00:00')
    await server().run()
    expect(digests()).toHaveLength(2)
  })
})
