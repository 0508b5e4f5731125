/**
 * The maintenance function's handler (functions/maintenance/) on the Node host's parts: the order
 * and booking stores on a real Postgres, e-mail through a real SMTP server on loopback (parsed with
 * mailparser), the clock injected. A booking made days ahead gets its reminder from the first
 * maintenance call once it is due and from no later one; a wrong or missing secret runs nothing;
 * bookings past retention and sign-ups never confirmed are deleted. (tests/maintenance/deno.test.ts
 * runs the Supabase entry itself under Deno.)
 */
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { practice } from '#core/config/practice.ts'
import { RETENTION_DAYS } from '#functions/booking/store.ts'
import { maintenanceJobs } from '#functions/hosts/maintenance.ts'
import { type NodeBooking, nodeBooking } from '#functions/hosts/node-booking.ts'
import { type NodeOrders, nodeOrders } from '#functions/hosts/node-orders.ts'
import { maintenanceSettingsFromEnv } from '#functions/maintenance/config.ts'
import { createMaintenanceHandler, MAINTENANCE_SECRET_HEADER } from '#functions/maintenance/handler.ts'
import { confirmTokenIn, LA, NOW, TEST_SECRET, testSettings, visitor } from '#tests/booking/support.ts'
import { type PostgresServer, startPostgres } from '#tests/orders/postgres-server.ts'
import { type SmtpSink, startSmtp } from '#tests/orders/smtp.ts'

const SECRET = 'm'.repeat(40)
let pg: PostgresServer
let smtp: SmtpSink
let orders: NodeOrders
let booking: NodeBooking
let clock = NOW
const logs: string[] = []

beforeAll(async () => {
  ;[pg, smtp] = await Promise.all([startPostgres(), startSmtp()])
  const env: Record<string, string> = {
    DATABASE_URL: pg.url,
    SMTP_URL: smtp.url,
    OWNER_EMAIL: 'owner@example.com',
    BOOKING_SECRET: TEST_SECRET,
    SITE_URL: 'https://www.example.com',
  }
  const now = () => clock
  orders = nodeOrders((name) => env[name], { now, log: (line) => logs.push(line) })
  booking = nodeBooking((name) => env[name], {
    settings: testSettings(),
    timeZone: LA,
    now,
    sweepEveryMs: 0,
    log: (line) => logs.push(line),
  })
}, 60_000)

afterAll(async () => {
  await Promise.all([orders?.close(), booking?.close()])
  await Promise.all([pg?.stop(), smtp?.close()])
})

const handlerWith = (secret: string | undefined) =>
  createMaintenanceHandler({
    ...maintenanceSettingsFromEnv(() => secret),
    ...maintenanceJobs({ orders: orders.fulfilment, booking, now: () => clock }),
    log: (line) => logs.push(line),
  })

async function call(
  handler: ReturnType<typeof handlerWith>,
  headers: Record<string, string> = {},
  method = 'POST',
) {
  const res = await handler(
    new Request('https://abcd.supabase.co/functions/v1/maintenance', {
      method,
      headers,
      ...(method === 'POST' && { body: '{}' }),
    }),
  )
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
  return { status: res.status, json: (await res.json()) as Record<string, any> }
}

describe('maintenance handler (Node host parts, Postgres, SMTP)', () => {
  it('sends a due reminder once, refuses a wrong or missing secret, and deletes what is past retention', async () => {
    const handler = handlerWith(SECRET)
    // Booked Monday 08:00 PST for Thursday 10:00 PST: three days ahead, so a reminder is owed.
    const slot = '2026-03-05T10:00:00-08:00'
    const booked = await booking.handlers.book(
      new Request('https://www.example.com/functions/v1/book', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(visitor(slot)),
      }),
    )
    expect(booked.status).toBe(201)
    const { reference } = (await booked.json()) as { reference: string }
    await booking.settled()
    expect(smtp.messages).toHaveLength(1) // the visitor's confirm link
    const token = confirmTokenIn((await simpleParser(smtp.messages[0]!.raw)).text!)
    const confirmed = await booking.handlers.book(
      new Request('https://www.example.com/functions/v1/book?action=confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      }),
    )
    expect(confirmed.status).toBe(200)
    await booking.settled()
    expect(smtp.messages).toHaveLength(3) // then the visitor's and the owner's confirmations

    // A sign-up never confirmed, 31 days old, and one from yesterday.
    const db = (await orders.fulfilment()).store.db
    await db.query(
      "insert into newsletter_subscribers (email, status, requested_at) values ($1, 'pending', $2), ($3, 'pending', $4)",
      [
        'old@example.org',
        new Date(NOW.getTime() - 31 * 86_400_000).toISOString(),
        'new@example.org',
        new Date(NOW.getTime() - 86_400_000).toISOString(),
      ],
    )

    // 23 hours before: the reminder is due. Without the right secret nothing runs.
    clock = new Date('2026-03-04T19:00:00Z')
    const refusedHeaders: Record<string, string>[] = [
      {},
      { [MAINTENANCE_SECRET_HEADER]: `${SECRET}x` },
      { [MAINTENANCE_SECRET_HEADER]: 'm' },
    ]
    for (const headers of refusedHeaders) {
      const refused = await call(handler, headers)
      expect(refused.status).toBe(401)
      expect(refused.json.error).toMatch(/x-maintenance-secret/)
    }
    expect((await call(handler, { [MAINTENANCE_SECRET_HEADER]: SECRET }, 'GET')).status).toBe(405)
    expect(smtp.messages).toHaveLength(3)
    expect((await (await booking.store()).get(reference))?.remindedAt).toBeNull()

    const first = await call(handler, { [MAINTENANCE_SECRET_HEADER]: SECRET })
    expect(first).toEqual({
      status: 200,
      json: {
        mail: { sent: 1, failed: 0 },
        purged: { bookings: 0, unconfirmedSubscribers: 1, mail: 0 },
        failedSteps: [],
      },
    })
    expect(smtp.messages).toHaveLength(4)
    const reminder = await simpleParser(smtp.messages[3]!.raw)
    expect(reminder.subject).toBe(
      `Reminder: Consultation with ${practice.name}, Thursday, March 5, 2026 at 10:00 AM PST`,
    )
    expect(smtp.messages[3]!.to).toEqual(['ann@example.org'])
    expect((await (await booking.store()).get(reference))?.remindedAt).toBe('2026-03-04T19:00:00.000Z')
    expect(
      (await db.query<{ email: string }>('select email from newsletter_subscribers')).map((r) => r.email),
    ).toEqual(['new@example.org'])
    // The answer and the function's own log lines hold counts only.
    const own = logs.filter((line) => line.startsWith('maintenance:'))
    expect(own).toHaveLength(1)
    expect(JSON.stringify(first.json) + own.join('\n')).not.toMatch(/ann@|Ann Lee|old@|BK-/)

    clock = new Date('2026-03-04T19:05:00Z')
    const second = await call(handler, { [MAINTENANCE_SECRET_HEADER]: SECRET })
    expect(second.json.mail).toEqual({ sent: 0, failed: 0 })
    expect(smtp.messages).toHaveLength(4)

    // A day short of the retention, the booking stays; past it, it goes with its e-mail rows.
    const start = Date.parse(slot)
    clock = new Date(start + (RETENTION_DAYS - 1) * 86_400_000)
    expect((await call(handler, { [MAINTENANCE_SECRET_HEADER]: SECRET })).json.purged.bookings).toBe(0)
    clock = new Date(start + (RETENTION_DAYS + 1) * 86_400_000)
    expect((await call(handler, { [MAINTENANCE_SECRET_HEADER]: SECRET })).json.purged.bookings).toBe(1)
    expect(await (await booking.store()).get(reference)).toBeNull()
    expect(await db.query("select id from mail_outbox where kind like 'booking-%'")).toEqual([])
    expect(smtp.messages).toHaveLength(4)
  })

  it('a mail server that refuses the recipient: counted as not sent, retried later, and no address in the log', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(Object.assign(new Error(`Mailbox <${address.address}> unavailable`), { responseCode: 550 }))
      },
    })
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve))
    const port = (refusing.server.address() as AddressInfo).port
    const env: Record<string, string> = {
      DATABASE_URL: pg.url,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      OWNER_EMAIL: 'owner@example.com',
      BOOKING_SECRET: TEST_SECRET,
      SITE_URL: 'https://www.example.com',
    }
    const lines: string[] = []
    clock = NOW
    const refused = nodeBooking((name) => env[name], {
      settings: testSettings(),
      timeZone: LA,
      now: () => clock,
      sweepEveryMs: 0,
      log: (line) => lines.push(line),
    })
    try {
      const booked = await refused.handlers.book(
        new Request('https://www.example.com/functions/v1/book', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(
            visitor('2026-03-06T10:00:00-08:00', { email: 'refused-visitor@example.org' }),
          ),
        }),
      )
      expect(booked.status).toBe(201)
      await refused.settled()
      clock = new Date(NOW.getTime() + 2 * 60_000) // past the first retry delay
      const handler = createMaintenanceHandler({
        ...maintenanceSettingsFromEnv(() => SECRET),
        sweeps: { bookings: refused.sweepMail },
        purges: {},
        log: (line) => lines.push(line),
      })
      const answer = await call(handler, { [MAINTENANCE_SECRET_HEADER]: SECRET })
      // The one e-mail a new booking owes: the visitor's confirm link (the owner hears on confirmation).
      expect(answer.json.mail).toEqual({ sent: 0, failed: 1 })
      expect(lines.filter((line) => line.includes('not sent')).length).toBeGreaterThanOrEqual(2)
      expect(lines.join('\n')).not.toMatch(/refused-visitor|owner@example\.com/)
      expect(lines.join('\n')).toContain('<address>')
    } finally {
      await refused.close()
      await new Promise<void>((resolve) => refusing.close(() => resolve()))
    }
  })

  it("the Node server's own 5-minute sweep deletes sign-ups never confirmed after 30 days too", async () => {
    clock = new Date('2026-06-01T12:00:00Z')
    const db = (await orders.fulfilment()).store.db
    await db.query('delete from newsletter_subscribers')
    await db.query(
      "insert into newsletter_subscribers (email, status, requested_at) values ($1, 'pending', $2), ($3, 'pending', $4)",
      [
        'stale@example.org',
        new Date(clock.getTime() - 30 * 86_400_000 - 60_000).toISOString(),
        'fresh@example.org',
        new Date(clock.getTime() - 29 * 86_400_000).toISOString(),
      ],
    )
    // The stale sign-up's confirmation e-mail went out long ago; its row still holds the address.
    await db.query(
      "insert into mail_outbox (id, kind, recipient, payload, not_before, attempts, created_at, sent_at) values ('newsletter-confirm:x', 'newsletter-confirm', 'stale@example.org', 'null', $1, 1, $1, $1)",
      [new Date(clock.getTime() - 31 * 86_400_000).toISOString()],
    )
    await orders.sweep()
    expect(await db.query("select id from mail_outbox where recipient = 'stale@example.org'")).toEqual([])
    expect(
      (await db.query<{ email: string }>('select email from newsletter_subscribers')).map((r) => r.email),
    ).toEqual(['fresh@example.org'])
  })

  it('refuses to run at all without a usable MAINTENANCE_SECRET (503), whatever the header says', async () => {
    for (const secret of [undefined, '', 'short-secret']) {
      const handler = handlerWith(secret)
      const answer = await call(handler, { [MAINTENANCE_SECRET_HEADER]: secret ?? '' })
      expect(answer.status).toBe(503)
      expect(answer.json.error).toContain('MAINTENANCE_SECRET')
    }
    expect(maintenanceSettingsFromEnv(() => 'short-secret').problem).toMatch(/shorter than 32/)
  })
})
