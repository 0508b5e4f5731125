/**
 * The stripe-webhook and order-status functions on the real Node host, with events signed by the
 * Stripe SDK, sessions read back from the fake Stripe, the owner's notice delivered to a real SMTP
 * server on loopback, and the order record in SQLite and in Postgres.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import postgres from 'postgres'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { practice } from '#core/config/practice.ts'
import { getProduct } from '#core/content/products.ts'
import { storeSettings } from '#core/content/store-settings.ts'
import { ORDER_STATUS_MESSAGES } from '#functions/orders/order-status.ts'
import { MAX_EVENT_BYTES, WEBHOOK_MESSAGES } from '#functions/orders/stripe-webhook.ts'
import { StoreConfigError } from '#functions/platform/db/location.ts'
import { MAIL_NAME } from '#functions/platform/mail/discreet.ts'
import { startupSummary } from '#server/functions.ts'
import { type FakeStripe, startFakeStripe } from '#tests/payment/fake-stripe.ts'
import { deliver, type OrdersHost, startOrdersHost, stripeEvent, WEBHOOK_SECRET } from './host.ts'
import { type PostgresServer, startPostgres } from './postgres-server.ts'
import { bodyOf, type SmtpSink, startSmtp } from './smtp.ts'
import { checkoutSession, piOf } from './support.ts'

const BLANKET = getProduct('weighted-blanket')!
let stripe: FakeStripe
let smtp: SmtpSink
let pg: PostgresServer
let dir: string

beforeAll(async () => {
  ;[stripe, smtp, pg] = await Promise.all([startFakeStripe(), startSmtp(), startPostgres()])
  dir = mkdtempSync(path.join(tmpdir(), 'orders-webhook-'))
}, 60_000)

afterAll(async () => {
  await Promise.all([stripe?.close(), smtp?.close(), pg?.stop()])
  rmSync(dir, { recursive: true, force: true })
})

const stores = [
  { name: 'SQLite', url: () => `file:${path.join(dir, `${crypto.randomUUID()}.db`)}` },
  { name: 'Postgres', url: () => pg.url },
]

describe.each(stores)('stripe-webhook on the Node host ($name)', (store) => {
  let host: OrdersHost
  let databaseUrl: string
  const env = () => ({
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_SECRET_KEY: 'sk_test_orders',
    STRIPE_API_URL: stripe.url,
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    OWNER_EMAIL: 'owner@practice.example',
    MAIL_FROM: 'Shop <shop@practice.example>',
  })
  const put = (session: Record<string, unknown> & { id: string }) => {
    stripe.sessions.set(session.id, session)
    return session
  }
  /** Messages about one session to one address (other tests share the SMTP server). */
  const mailsFor = (sessionId: string, to = 'owner@practice.example') =>
    smtp.messages.filter((m) => m.raw.includes(sessionId) && m.to.includes(to))
  const list = async () => await (await host.orders.fulfilment()).store.list()

  beforeEach(async () => {
    stripe.mode = 'ok'
    databaseUrl = store.url()
    host = await startOrdersHost(env())
    if (store.name === 'Postgres') {
      const sql = postgres(pg.url, { max: 1, onnotice: () => {} })
      // The migrations ran when the host opened the store; start each test empty.
      await host.orders.fulfilment()
      await sql`truncate orders, stripe_events, mail_outbox`
      await sql.end()
    }
  })
  afterEach(() => host.close())

  it('records a paid order from Stripe and e-mails the owner once', async () => {
    const session = put(checkoutSession())
    const res = await deliver(host.webhookUrl, stripeEvent('checkout.session.completed', { id: session.id }))
    expect(res).toEqual({ status: 200, json: { received: true, outcome: 'applied' } })
    const order = await (await host.orders.fulfilment()).store.get(session.id)
    expect(order).toMatchObject({
      status: 'paid',
      productId: 'weighted-blanket',
      productName: BLANKET.name,
      color: 'Black',
      quantity: 2,
      amountTotal: 59998,
      currency: 'usd',
      buyerName: 'Alex Rivera',
      buyerEmail: 'alex@example.org',
      paymentIntentId: piOf(session),
      shipping: { line1: '12 Harbor View Dr', city: 'Newport Beach', state: 'CA', postalCode: '92660' },
    })
    // The session was read back from Stripe with its line items and payment.
    const read = stripe.requests.find((r) => r.method === 'GET' && r.path.includes(session.id))
    expect(decodeURIComponent(read!.path)).toContain('expand[0]=line_items')

    await host.orders.settled()
    const mails = mailsFor(session.id)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.to).toEqual(['owner@practice.example'])
    expect(mails[0]!.from).toBe('shop@practice.example')
    const body = bodyOf(mails[0]!.raw)
    for (const text of [
      BLANKET.name,
      'Colour:    Black',
      'Quantity:  2',
      '$599.98',
      'Alex Rivera <alex@example.org>',
      '12 Harbor View Dr',
      'Newport Beach, CA 92660',
      `https://dashboard.stripe.com/test/payments/${piOf(session)}`,
    ]) {
      expect(body).toContain(text)
    }
    expect((await (await host.orders.fulfilment()).store.get(session.id))?.notifiedAt).not.toBeNull()

    // The buyer's confirmation: from the practice (MAIL_FROM), replies to the practice, both parts.
    const buyer = mailsFor(session.id, 'alex@example.org')
    expect(buyer).toHaveLength(1)
    const mail = await simpleParser(buyer[0]!.raw)
    expect(mail.from?.value[0]?.address).toBe('shop@practice.example')
    expect(mail.replyTo?.value[0]?.address).toBe(practice.email)
    // The subject names no item (an onlooker sees it): the body says what was bought.
    expect(mail.subject).toBe(`Your order from ${MAIL_NAME}`)
    for (const part of [mail.text!, mail.html as string]) {
      for (const text of [
        BLANKET.name,
        'Quantity: 2',
        'Total paid: $599.98',
        `Order reference: ${session.id}`,
        '12 Harbor View Dr',
        storeSettings.shipping.summary,
        storeSettings.returns.policy,
        practice.phone.display,
        practice.email,
        'When it ships, we e-mail you the carrier and tracking number.',
        'Stripe test mode',
      ]) {
        expect(part).toContain(text)
      }
    }
    expect(mail.html).toMatch(/<h1[^>]*>Thank you for your order<\/h1>/)
    expect(mail.text).not.toContain('<')
  })

  it('records partial refunds with their amount, then the full refund', async () => {
    const session = put(checkoutSession())
    await deliver(host.webhookUrl, stripeEvent('checkout.session.completed', { id: session.id }))
    const charge = { id: 'ch_p', object: 'charge', payment_intent: piOf(session), refunded: false }
    await deliver(host.webhookUrl, stripeEvent('charge.refunded', { ...charge, amount_refunded: 1000 }))
    const get = async () => (await host.orders.fulfilment()).store.get(session.id)
    expect(await get()).toMatchObject({ status: 'partially_refunded', amountRefunded: 1000 })
    await deliver(host.webhookUrl, stripeEvent('charge.refunded', { ...charge, amount_refunded: 4000 }))
    expect(await get()).toMatchObject({ status: 'partially_refunded', amountRefunded: 4000 })
    await deliver(
      host.webhookUrl,
      stripeEvent('charge.refunded', { ...charge, refunded: true, amount_refunded: 59998 }),
    )
    expect(await get()).toMatchObject({ status: 'refunded', amountRefunded: 59998 })
    // A refund the bank refused is logged for the owner and changes nothing.
    const failed = { id: 're_1', object: 'refund', status: 'failed', payment_intent: piOf(session) }
    expect((await deliver(host.webhookUrl, stripeEvent('refund.updated', failed))).status).toBe(200)
    expect(host.logs.join('\n')).toContain(`refund re_1 failed for order ${session.id}`)
  })

  it("ignores a session that is not the store's (no product_id), without an order or e-mail", async () => {
    const session = put(checkoutSession({ metadata: {} }))
    const res = await deliver(host.webhookUrl, stripeEvent('checkout.session.completed', { id: session.id }))
    expect(res).toEqual({ status: 200, json: { received: true, outcome: 'ignored' } })
    await host.orders.settled()
    expect(await list()).toEqual([])
    expect(smtp.messages.filter((m) => m.raw.includes(session.id))).toHaveLength(0)
    expect(host.logs.filter((l) => l.includes('not a store checkout'))).toHaveLength(1)
  })

  it('answers 500 for a session Stripe does not know (another account or mode) and for a live event with a test key', async () => {
    const unknown = stripeEvent('checkout.session.completed', { id: 'cs_test_not_on_this_account' })
    expect(await deliver(host.webhookUrl, unknown)).toEqual({
      status: 500,
      json: { error: WEBHOOK_MESSAGES.failed },
    })
    expect(host.logs.join('\n')).toContain('not found with this Stripe key')
    const session = put(checkoutSession())
    const live = { ...stripeEvent('checkout.session.completed', { id: session.id }), livemode: true }
    expect((await deliver(host.webhookUrl, live)).status).toBe(500)
    expect(host.logs.join('\n')).toContain('live-mode event but STRIPE_SECRET_KEY is a test key')
    expect(await list()).toEqual([])
  })

  it('ignores a redelivered event and a second event for the same session', async () => {
    const session = put(checkoutSession())
    const event = stripeEvent('checkout.session.completed', { id: session.id })
    expect((await deliver(host.webhookUrl, event)).json.outcome).toBe('applied')
    expect((await deliver(host.webhookUrl, event)).json.outcome).toBe('duplicate')
    const again = stripeEvent('checkout.session.completed', { id: session.id })
    expect((await deliver(host.webhookUrl, again)).json.outcome).toBe('applied')
    await host.orders.settled()
    expect(await list()).toHaveLength(1)
    expect(mailsFor(session.id)).toHaveLength(1)
  })

  it('refuses bad, missing and stale signatures and records nothing', async () => {
    const session = put(checkoutSession())
    const event = stripeEvent('checkout.session.completed', { id: session.id })
    const refused = { status: 400, json: { error: WEBHOOK_MESSAGES.signature } }
    expect(await deliver(host.webhookUrl, event, { secret: 'whsec_someone_else' })).toEqual(refused)
    expect(await deliver(host.webhookUrl, event, { signature: null })).toEqual(refused)
    expect(await deliver(host.webhookUrl, event, { signature: 't=1,v1=abc' })).toEqual(refused)
    // Outside the SDK's default tolerance of 300 s.
    const stale = Math.floor(Date.now() / 1000) - 301
    expect(await deliver(host.webhookUrl, event, { timestamp: stale })).toEqual(refused)
    // A body changed after signing.
    const payload = JSON.stringify(event)
    const { default: Stripe } = await import('stripe')
    const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    })
    const tampered = await fetch(host.webhookUrl, {
      method: 'POST',
      headers: { 'Stripe-Signature': header, 'Content-Type': 'application/json' },
      body: payload.replace(session.id, 'cs_test_other'),
    })
    expect(tampered.status).toBe(400)
    // Far larger than any Stripe event, even correctly signed.
    const huge = { ...event, padding: 'x'.repeat(MAX_EVENT_BYTES) }
    expect(await deliver(host.webhookUrl, huge)).toEqual({
      status: 413,
      json: { error: WEBHOOK_MESSAGES.tooLarge },
    })
    expect(await list()).toEqual([])
    expect(await (await host.orders.fulfilment()).store.hasEvent(event.id)).toBe(false)
    expect(stripe.requests.filter((r) => r.path.includes(session.id))).toHaveLength(0)
  })

  it('follows an asynchronous payment: processing, then paid with one notice', async () => {
    const session = put(checkoutSession({ payment_status: 'unpaid' }))
    await deliver(host.webhookUrl, stripeEvent('checkout.session.completed', { id: session.id }))
    expect((await (await host.orders.fulfilment()).store.get(session.id))?.status).toBe('processing')
    stripe.sessions.set(session.id, { ...session, payment_status: 'paid' })
    await deliver(
      host.webhookUrl,
      stripeEvent('checkout.session.async_payment_succeeded', { id: session.id }),
    )
    await host.orders.settled()
    expect((await (await host.orders.fulfilment()).store.get(session.id))?.status).toBe('paid')
    expect(mailsFor(session.id)).toHaveLength(1)
  })

  it('marks a failed asynchronous payment and sends nothing', async () => {
    const session = put(checkoutSession({ payment_status: 'unpaid' }))
    await deliver(host.webhookUrl, stripeEvent('checkout.session.completed', { id: session.id }))
    await deliver(host.webhookUrl, stripeEvent('checkout.session.async_payment_failed', { id: session.id }))
    await host.orders.settled()
    expect((await (await host.orders.fulfilment()).store.get(session.id))?.status).toBe('failed')
    expect(mailsFor(session.id)).toHaveLength(0)
  })

  it('handles events out of order: success before completed gives one paid order, one notice', async () => {
    const session = put(checkoutSession())
    await deliver(
      host.webhookUrl,
      stripeEvent('checkout.session.async_payment_succeeded', { id: session.id }),
    )
    await deliver(host.webhookUrl, stripeEvent('checkout.session.completed', { id: session.id }))
    await host.orders.settled()
    expect(await list()).toHaveLength(1)
    expect((await (await host.orders.fulfilment()).store.get(session.id))?.status).toBe('paid')
    expect(mailsFor(session.id)).toHaveLength(1)
  })

  it('marks a fully refunded order refunded through its payment intent', async () => {
    const session = put(checkoutSession())
    await deliver(host.webhookUrl, stripeEvent('checkout.session.completed', { id: session.id }))
    const charge = { id: 'ch_1', object: 'charge', payment_intent: piOf(session), amount_refunded: 1000 }
    await deliver(
      host.webhookUrl,
      stripeEvent('charge.refunded', { ...charge, refunded: true, amount_refunded: 59998 }),
    )
    expect(await (await host.orders.fulfilment()).store.get(session.id)).toMatchObject({
      status: 'refunded',
      amountRefunded: 59998,
    })
  })

  it('records a refund that arrives before its order, and the late completed event sends nothing', async () => {
    const session = put(checkoutSession())
    const charge = {
      id: 'ch_2',
      object: 'charge',
      payment_intent: piOf(session),
      refunded: true,
      amount_refunded: 59998,
    }
    await deliver(host.webhookUrl, stripeEvent('charge.refunded', charge))
    expect((await (await host.orders.fulfilment()).store.get(session.id))?.status).toBe('refunded')
    await deliver(host.webhookUrl, stripeEvent('checkout.session.completed', { id: session.id }))
    await host.orders.settled()
    expect(await list()).toHaveLength(1)
    expect((await (await host.orders.fulfilment()).store.get(session.id))?.status).toBe('refunded')
    expect(smtp.messages.filter((m) => m.raw.includes(session.id))).toHaveLength(0)
  })

  it('records no order for an expired checkout, and ignores other event types', async () => {
    const session = put(checkoutSession({ status: 'expired', payment_status: 'unpaid' }))
    const expired = await deliver(
      host.webhookUrl,
      stripeEvent('checkout.session.expired', { id: session.id }),
    )
    expect(expired).toEqual({ status: 200, json: { received: true, outcome: 'applied' } })
    const other = await deliver(host.webhookUrl, stripeEvent('customer.created', { id: 'cus_1' }))
    expect(other).toEqual({ status: 200, json: { received: true, outcome: 'ignored' } })
    expect(await list()).toEqual([])
  })

  it('answers 500 while Stripe cannot be reached, so Stripe delivers again; the redelivery records it', async () => {
    const session = put(checkoutSession())
    const event = stripeEvent('checkout.session.completed', { id: session.id })
    stripe.mode = 'error500'
    expect(await deliver(host.webhookUrl, event)).toEqual({
      status: 500,
      json: { error: WEBHOOK_MESSAGES.failed },
    })
    expect(await (await host.orders.fulfilment()).store.hasEvent(event.id)).toBe(false)
    expect(host.logs.join('\n')).not.toContain('alex@example.org')
    stripe.mode = 'ok'
    expect((await deliver(host.webhookUrl, event)).json.outcome).toBe('applied')
  })

  it('keeps the order across a restart of the server', async () => {
    const session = put(checkoutSession())
    await deliver(host.webhookUrl, stripeEvent('checkout.session.completed', { id: session.id }))
    await host.close()
    stripe.sessions.delete(session.id)
    host = await startOrdersHost(env())
    const res = await fetch(host.statusUrl(session.id))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      status: 'paid',
      productName: BLANKET.name,
      quantity: 2,
      total: 59998,
      currency: 'usd',
      amountRefunded: 0,
      shipped: false,
      email: 'sent',
    })
  })

  it('order-status: 400 malformed, 404 unknown, and records a paid session the webhook has not brought yet', async () => {
    for (const bad of ['', 'abc', 'cs_test_<script>', `cs_live_${'a'.repeat(300)}`]) {
      const res = await fetch(host.statusUrl(bad))
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: ORDER_STATUS_MESSAGES.malformed })
    }
    const unknown = await fetch(host.statusUrl('cs_test_nobodyknowsthis'))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: ORDER_STATUS_MESSAGES.notFound })

    const open = put(checkoutSession({ status: 'open', payment_status: 'unpaid' }))
    expect((await fetch(host.statusUrl(open.id))).status).toBe(404)

    const session = put(checkoutSession())
    const res = await fetch(host.statusUrl(session.id))
    expect(res.status).toBe(200)
    expect((await res.json()).status).toBe('paid')
    // The webhook arriving afterwards finds the order there and sends no second notice.
    await deliver(host.webhookUrl, stripeEvent('checkout.session.completed', { id: session.id }))
    await host.orders.settled()
    expect(mailsFor(session.id)).toHaveLength(1)

    stripe.mode = 'error500'
    const down = await fetch(host.statusUrl(put(checkoutSession()).id))
    expect(down.status).toBe(502)
    expect(await down.json()).toEqual({ error: ORDER_STATUS_MESSAGES.unavailable })
  })
})

describe('stripe-webhook configuration and outbox', () => {
  it('says at start-up where orders go and that the webhook answers 503 without its secret', () => {
    expect(startupSummary({})).toContain(
      'Orders: SQLite data/orders.db; stripe-webhook answers 503 (no STRIPE_WEBHOOK_SECRET set); order-status',
    )
    const ready = startupSummary({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      DATABASE_URL: 'postgres://shop:secret@db.example.test:5432/shop',
    })
    expect(ready).toContain('Orders: Postgres db.example.test:5432/shop; stripe-webhook ready; order-status')
    expect(ready).not.toContain('secret@')
    expect(() => startupSummary({ DATABASE_URL: 'mysql://x' })).toThrow(StoreConfigError)
  })

  it('answers 503 without a signing secret and 405 to anything but POST', async () => {
    const host = await startOrdersHost({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_URL: stripe.url })
    try {
      expect(host.orders.webhookProblem).toBe('no STRIPE_WEBHOOK_SECRET set')
      const res = await deliver(
        host.webhookUrl,
        stripeEvent('checkout.session.completed', { id: 'cs_test_a' }),
      )
      expect(res).toEqual({ status: 503, json: { error: WEBHOOK_MESSAGES.notConfigured } })
      const get = await fetch(host.webhookUrl)
      expect(get.status).toBe(405)
      expect(await get.json()).toEqual({ error: WEBHOOK_MESSAGES.method })
    } finally {
      await host.close()
    }
  })

  it('without SMTP_URL writes the e-mails to the outbox folder (0700, files 0600) and logs only the order id', async () => {
    const outbox = path.join(dir, 'outbox')
    const host = await startOrdersHost(
      {
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_API_URL: stripe.url,
        DATABASE_URL: `file:${path.join(dir, 'private', 'orders.db')}`,
      },
      { outboxDir: outbox },
    )
    const info: string[] = []
    const original = console.info
    console.info = (line: string) => info.push(line)
    try {
      stripe.mode = 'ok'
      const session = checkoutSession()
      stripe.sessions.set(session.id, session)
      const res = await deliver(
        host.webhookUrl,
        stripeEvent('checkout.session.completed', { id: session.id }),
      )
      expect(res.status).toBe(200)
      await host.orders.settled()
      const files = readdirSync(outbox).sort()
      expect(files).toHaveLength(2)
      expect(statSync(outbox).mode & 0o777).toBe(0o700)
      expect(statSync(path.join(dir, 'private')).mode & 0o777).toBe(0o700)
      expect(statSync(path.join(dir, 'private', 'orders.db')).mode & 0o777).toBe(0o600)
      const mails = await Promise.all(
        files.map((f) => {
          expect(statSync(path.join(outbox, f)).mode & 0o777).toBe(0o600)
          return simpleParser(readFileSync(path.join(outbox, f)))
        }),
      )
      const notice = mails.find((m) => m.subject?.startsWith('New order: 2 × '))
      expect(notice?.text).toContain('12 Harbor View Dr')
      expect(
        mails.find((m) => m.to && 'text' in m.to && m.to.text === 'alex@example.org')?.subject,
      ).toContain('Your order from')
      const lines = [...info, ...host.logs].filter((l) => l.includes(session.id))
      expect(lines).toHaveLength(2)
      for (const line of lines) expect(line).toContain('no SMTP_URL')
      for (const personal of ['alex@example.org', 'Alex Rivera', 'Harbor View']) {
        expect([...info, ...host.logs].join('\n')).not.toContain(personal)
      }
      expect(smtp.messages.filter((m) => m.raw.includes(session.id))).toHaveLength(0)
    } finally {
      console.info = original
      await host.close()
    }
  })
})

describe('order-status rate limit', () => {
  it('answers 429 with Retry-After and CORS past ORDER_STATUS_RATE_LIMIT per client; a forged X-Forwarded-For does not reset it', async () => {
    const host = await startOrdersHost({ ORDER_STATUS_RATE_LIMIT: '3' })
    try {
      // Every GET counts: a malformed reference and an unknown one alike.
      expect((await fetch(host.statusUrl('abc'))).status).toBe(400)
      expect((await fetch(host.statusUrl('cs_test_unknownone'))).status).toBe(404)
      expect((await fetch(host.statusUrl('cs_test_unknowntwo'))).status).toBe(404)
      const limited = await fetch(host.statusUrl('cs_test_unknownthree'), {
        headers: { 'X-Forwarded-For': '203.0.113.9' },
      })
      expect(limited.status).toBe(429)
      expect(await limited.json()).toEqual({ error: ORDER_STATUS_MESSAGES.tooMany })
      const retryAfter = Number(limited.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThanOrEqual(1)
      expect(retryAfter).toBeLessThanOrEqual(60)
      expect(limited.headers.get('access-control-allow-origin')).toBe('*')
      // The preflight is not counted and still answers.
      expect((await fetch(host.statusUrl('x'), { method: 'OPTIONS' })).status).toBe(204)
    } finally {
      await host.close()
    }
  })

  it('behind a trusted proxy (TRUST_PROXY=1) counts the address the proxy appended, whatever precedes it', async () => {
    const host = await startOrdersHost({ ORDER_STATUS_RATE_LIMIT: '1', TRUST_PROXY: '1' })
    try {
      const from = (forged: string, address: string) => ({
        headers: { 'X-Forwarded-For': `${forged}, ${address}` },
      })
      expect((await fetch(host.statusUrl('cs_test_a'), from('10.0.0.1', '198.51.100.1'))).status).toBe(404)
      expect((await fetch(host.statusUrl('cs_test_a'), from('10.0.0.2', '198.51.100.1'))).status).toBe(429)
      expect((await fetch(host.statusUrl('cs_test_a'), from('10.0.0.1', '198.51.100.2'))).status).toBe(404)
    } finally {
      await host.close()
    }
  })

  it('is on by default (30 a minute) and refuses a limit that is not one', async () => {
    expect(startupSummary({})).toContain('order-status rate limit 30/min per client (connecting address)')
    expect(startupSummary({ ORDER_STATUS_RATE_LIMIT: '0' })).toContain('order-status rate limit off')
    for (const bad of ['many', '-1', '2.5']) {
      expect(() => startupSummary({ ORDER_STATUS_RATE_LIMIT: bad })).toThrow(
        'ORDER_STATUS_RATE_LIMIT is not a whole number of requests per minute (0 turns the limit off)',
      )
    }
  })
})
