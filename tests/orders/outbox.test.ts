/**
 * E-mails are never lost and never doubled: with the mail server down while five orders are paid,
 * the owed messages survive a restart of the server and go out once the mail server is back,
 * exactly one owner notice and one buyer confirmation per order, even with two servers sweeping at
 * once. Real SMTP server on loopback, messages parsed with mailparser, SQLite and Postgres.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLAIM_MS } from '#functions/platform/mail/outbox.ts'
import { type FakeStripe, startFakeStripe } from '#tests/payment/fake-stripe.ts'
import { deliver, type OrdersHost, startOrdersHost, stripeEvent, WEBHOOK_SECRET } from './host.ts'
import { type PostgresServer, startPostgres } from './postgres-server.ts'
import { type SmtpSink, startSmtp } from './smtp.ts'
import { checkoutSession } from './support.ts'

let stripe: FakeStripe
let pg: PostgresServer
let dir: string

beforeAll(async () => {
  ;[stripe, pg] = await Promise.all([startFakeStripe(), startPostgres()])
  dir = mkdtempSync(path.join(tmpdir(), 'orders-outbox-'))
}, 60_000)

afterAll(async () => {
  await Promise.all([stripe?.close(), pg?.stop()])
  rmSync(dir, { recursive: true, force: true })
})

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

const stores = [
  { name: 'SQLite', url: () => `file:${path.join(dir, `${crypto.randomUUID()}.db`)}` },
  { name: 'Postgres', url: () => pg.url },
]

describe.each(stores)('outbox ($name)', (store) => {
  it('SMTP down while 5 orders are paid, a restart, SMTP back: one owner notice and one confirmation each', async () => {
    const port = await freePort()
    const env = {
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_SECRET_KEY: 'sk_test_outbox',
      STRIPE_API_URL: stripe.url,
      DATABASE_URL: store.url(),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      OWNER_EMAIL: 'owner@practice.example',
    }
    let clock = Date.now()
    const now = () => new Date(clock)
    const hosts: OrdersHost[] = []
    let smtp: SmtpSink | undefined
    try {
      const first = await startOrdersHost(env, { now })
      hosts.push(first)
      if (store.name === 'Postgres') {
        await first.orders.fulfilment()
        const sql = postgres(pg.url, { max: 1, onnotice: () => {} })
        await sql`truncate orders, stripe_events, mail_outbox`
        await sql.end()
      }
      const sessions = Array.from({ length: 5 }, () => checkoutSession())
      for (const session of sessions) {
        stripe.sessions.set(session.id, session)
        const res = await deliver(
          first.webhookUrl,
          stripeEvent('checkout.session.completed', { id: session.id }),
        )
        expect(res.status).toBe(200)
      }
      await first.orders.settled()
      const outbox = (await first.orders.fulfilment()).outbox
      const owed = await outbox.owed()
      expect(owed).toHaveLength(10)
      for (const row of owed) {
        expect(row.attempts).toBe(1)
        expect(row.lastError).toContain('ECONNREFUSED')
      }
      await first.close()
      hosts.splice(0)

      // The restart: two servers on the same database sweep at start; the messages are not due yet
      // (back-off), and the mail server is still down.
      const [a, b] = [await startOrdersHost(env, { now }), await startOrdersHost(env, { now })]
      hosts.push(a, b)
      a.orders.startSweeps()
      b.orders.startSweeps()
      await Promise.all([a.orders.settled(), b.orders.settled()])
      expect(await (await a.orders.fulfilment()).outbox.owed()).toHaveLength(10)

      // The mail server comes back; past the back-off, both servers sweep at once.
      smtp = await startSmtp(port)
      clock += 2 * 60_000
      await Promise.all([a.orders.sweep(), b.orders.sweep(), a.orders.sweep()])
      expect(await (await a.orders.fulfilment()).outbox.owed()).toEqual([])

      // Later sweeps (and a claim that has long expired) send nothing again.
      clock += CLAIM_MS * 2
      await Promise.all([a.orders.sweep(), b.orders.sweep()])

      const parsed = await Promise.all(smtp.messages.map((m) => simpleParser(m.raw)))
      expect(parsed).toHaveLength(10)
      for (const session of sessions) {
        const about = parsed.filter((m) => m.text?.includes(session.id))
        expect(about.filter((m) => m.subject?.startsWith('New order:')).map((m) => m.to)).toHaveLength(1)
        const confirmations = about.filter((m) => m.subject?.startsWith('Your order from'))
        expect(confirmations).toHaveLength(1)
        expect(confirmations[0]!.to && 'text' in confirmations[0]!.to && confirmations[0]!.to.text).toBe(
          'alex@example.org',
        )
      }
      // Sent rows keep no copy of the message's data (buyers' addresses).
      const rows = await (await a.orders.fulfilment()).store.db.query<{ payload: string }>(
        'select payload from mail_outbox',
      )
      expect(rows.map((r) => r.payload)).toEqual(Array(10).fill('null'))
      // Each message keeps one Message-ID however often it was tried.
      expect(new Set(parsed.map((m) => m.messageId)).size).toBe(10)
    } finally {
      for (const host of hosts) await host.close()
      await smtp?.close()
    }
  }, 60_000)
})
