/**
 * "Mark as shipped" from the owner's order notice, through the real parts: a paid order recorded
 * from a signed Stripe event (sessions read back from the Stripe-compatible fake), the owner's
 * notice delivered to an SMTP server on loopback and parsed, its link followed in Chromium against
 * the built site on the Node host, the carrier and tracking number entered, and the buyer's
 * shipping notice arriving once. Then everything that must change nothing: the same link again, an
 * expired one (signed on an earlier clock), a link edited to name another order, a forged
 * signature, a GET. SQLite and Postgres.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Browser, chromium } from '@playwright/test'
import { simpleParser } from 'mailparser'
import postgres from 'postgres'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ownerLinks } from '#functions/owner-actions/links.ts'
import { listActions } from '#functions/owner-actions/store.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#scripts/chromium.ts'
import { createApp } from '#server/app.ts'
import { type HostFunctions, hostFunctions } from '#server/functions.ts'
import { type Listening, listen } from '#server/listen.ts'
import { deliver, stripeEvent, WEBHOOK_SECRET } from '#tests/orders/host.ts'
import { type PostgresServer, startPostgres } from '#tests/orders/postgres-server.ts'
import { type SmtpSink, startSmtp } from '#tests/orders/smtp.ts'
import { checkoutSession } from '#tests/orders/support.ts'
import { type FakeStripe, startFakeStripe } from '#tests/payment/fake-stripe.ts'

const CLIENT = path.resolve(import.meta.dirname, '../../build/client')
const SECRET = 'k9Vq2Lw7Rt4Zp8Xn3Bm6Hj1Df5Gs0Ac9Ey2Uo7Ii4'
const SITE_URL = 'https://practice.example'
const DAY = 86_400_000
/** The page hydrates, then asks the function: a cold first load on a busy machine takes seconds. */
const WAIT = { timeout: 20_000, interval: 100 }

let stripe: FakeStripe
let smtp: SmtpSink
let pg: PostgresServer
let browser: Browser
let dir: string

beforeAll(async () => {
  if (!existsSync(path.join(CLIENT, 'owner/ship/index.html')))
    throw new Error('build/client has no /owner/ship page: run npm run -s build first')
  ;[stripe, smtp, pg, browser] = await Promise.all([
    startFakeStripe(),
    startSmtp(),
    startPostgres(),
    chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }),
  ])
  dir = mkdtempSync(path.join(tmpdir(), 'owner-ship-'))
}, 60_000)

afterAll(async () => {
  await Promise.all([stripe?.close(), smtp?.close(), pg?.stop(), browser?.close()])
  rmSync(dir, { recursive: true, force: true })
})

const stores = [
  { name: 'SQLite', url: () => `file:${path.join(dir, `${crypto.randomUUID()}.db`)}` },
  { name: 'Postgres', url: () => pg.url },
]

describe.each(stores)('Mark as shipped from the owner notice ($name)', (store) => {
  let host: HostFunctions
  let server: Listening
  const env = (databaseUrl: string) => ({
    NODE_ENV: 'test',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_SECRET_KEY: 'sk_test_owner_actions',
    STRIPE_API_URL: stripe.url,
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    OWNER_EMAIL: 'owner@practice.example',
    SITE_URL,
    OWNER_ACTIONS_SECRET: SECRET,
    OWNER_ACTIONS_RATE_LIMIT: '0',
  })
  const functionUrl = () => `${server.origin}/functions/v1/owner-action`
  const post = async (body: unknown) => {
    const res = await fetch(functionUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, json: (await res.json()) as Record<string, unknown>, headers: res.headers }
  }
  /** A paid order, recorded from Stripe's event; its owner notice is sent by then. */
  const paidOrder = async () => {
    const session = checkoutSession()
    stripe.sessions.set(session.id, session)
    const res = await deliver(
      `${server.origin}/functions/v1/stripe-webhook`,
      stripeEvent('checkout.session.completed', { id: session.id }),
    )
    expect(res.status).toBe(200)
    await host.orders.settled()
    return session.id
  }
  const mailsTo = (to: string, sessionId: string) =>
    smtp.messages.filter((m) => m.to.includes(to) && m.raw.includes(sessionId))
  /** The "Mark as shipped" link from the owner's notice, as her mail app shows it. */
  const shipLinkFor = async (sessionId: string) => {
    const notices = mailsTo('owner@practice.example', sessionId)
    expect(notices).toHaveLength(1)
    const text = (await simpleParser(notices[0]!.raw)).text ?? ''
    const link = /https:\/\/practice\.example\/owner\/ship#token=\S+/.exec(text)?.[0]
    expect(link, text).toBeTruthy()
    return link!
  }
  /** The link on this test's server (SITE_URL names the public site). */
  const local = (link: string) => link.replace(SITE_URL, server.origin)
  const tokenOf = (link: string) => new URL(link).hash.replace('#token=', '')
  const orderOf = async (sessionId: string) => (await host.orders.fulfilment()).store.get(sessionId)

  beforeEach(async () => {
    const databaseUrl = store.url()
    if (store.name === 'Postgres') {
      const sql = postgres(pg.url, { max: 1, onnotice: () => {} })
      await sql`drop schema public cascade`
      await sql`create schema public`
      await sql.end()
    }
    host = hostFunctions(env(databaseUrl), { sweep: false, log: () => {} })
    server = await listen(createApp({ root: CLIENT, functions: host.functions, log: () => {} }))
    return async () => {
      await server.close()
      await host.orders.close()
      await host.booking.close()
    }
  })

  it('ships the order from the page, tells the buyer once, and records who did it', async () => {
    const sessionId = await paidOrder()
    const link = await shipLinkFor(sessionId)

    const context = await browser.newContext()
    const page = await context.newPage()
    const response = await page.goto(local(link))
    expect(response?.headers()['cache-control']).toBe('no-store')
    expect(response?.headers()['x-robots-tag']).toContain('noindex')
    await expect
      .poll(async () => page.getByRole('heading', { name: 'Mark this order as shipped?' }).count(), WAIT)
      .toBe(1)
    // The page shows what the notice showed: the item and the reference, not the buyer.
    const shown = await page.locator('main').textContent()
    expect(shown).toContain(sessionId)
    expect(shown).not.toContain('Alex Rivera')
    expect(shown).not.toContain('Harbor View')
    // Opening the page changed nothing.
    expect((await orderOf(sessionId))?.shippedAt).toBeNull()

    await page.getByLabel('Carrier').selectOption('usps')
    await page.getByLabel('Tracking number').fill('9400 1000 0000 0000 0000 00')
    await page.getByRole('button', { name: /Mark as shipped/ }).click()
    await expect
      .poll(async () => page.getByRole('heading', { name: 'Marked as shipped' }).count(), WAIT)
      .toBe(1)

    await host.orders.settled()
    const order = await orderOf(sessionId)
    expect(order).toMatchObject({ carrier: 'usps', trackingNumber: '9400100000000000000000' })
    expect(order?.shippedAt).toBeTruthy()
    const buyer = mailsTo('alex@example.org', sessionId).filter((m) => /Shipped:/.test(m.raw))
    expect(buyer).toHaveLength(1)
    const notice = await simpleParser(buyer[0]!.raw)
    expect(notice.text).toContain('Tracking number: 9400100000000000000000')
    expect(notice.text).toContain(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    )

    // The same link again (a fresh load, as from the mail app): the page says so, and a
    // confirming POST changes and sends nothing.
    await page.close()
    const second = await context.newPage()
    await second.goto(local(link))
    await expect
      .poll(async () => second.getByRole('heading', { name: 'This order was already shipped' }).count(), WAIT)
      .toBe(1)
    const again = await post({ token: tokenOf(link), step: 'do', carrier: 'ups', tracking: 'ZZZZ9999' })
    expect(again.status).toBe(200)
    expect(again.json.state).toBe('already')
    await host.orders.settled()
    expect(await orderOf(sessionId)).toMatchObject({
      carrier: 'usps',
      trackingNumber: '9400100000000000000000',
    })
    expect(mailsTo('alex@example.org', sessionId).filter((m) => /Shipped:/.test(m.raw))).toHaveLength(1)
    await context.close()

    // Recorded: who, what, when.
    const db = (await host.orders.fulfilment()).store.db
    const recorded = await listActions(db, ['ship'])
    expect(recorded).toHaveLength(1)
    expect(recorded[0]).toMatchObject({
      action: 'ship',
      subject: sessionId,
      actor: 'e-mail link',
      detail: 'usps 9400100000000000000000',
    })
    expect(Date.now() - Date.parse(recorded[0]!.doneAt)).toBeLessThan(60_000)
  })

  it('an expired link, another order’s reference, a forged signature and a GET change nothing', async () => {
    const a = await paidOrder()
    const b = await paidOrder()
    const linkA = await shipLinkFor(a)
    const tokenA = tokenOf(linkA)
    const ship = { step: 'do', carrier: 'ups', tracking: '1Z999AA10123456784' }

    // Signed 15 days ago with the same secret: past its 14 days.
    const old = ownerLinks({ secret: SECRET, siteUrl: SITE_URL }, () => new Date(Date.now() - 15 * DAY))
    const expired = await post({ token: tokenOf((await old.ship(a))!), ...ship })
    expect(expired.status).toBe(410)
    // A's link with B's reference put in: the signature no longer holds.
    const edited = await post({ token: tokenA.replace(a, b), ...ship })
    expect(edited.status).toBe(400)
    // A signature made with another secret.
    const other = ownerLinks({ secret: 'Qz8Wm3Rx6Tn1Yp4Vb7Kc2Lf5Hd9Gs0Ja3Eu6Io', siteUrl: SITE_URL })
    const forged = await post({ token: tokenOf((await other.ship(a))!), ...ship })
    expect(forged.status).toBe(400)
    // One character of the signature changed.
    const flipped = tokenA.slice(0, -1) + (tokenA.endsWith('A') ? 'B' : 'A')
    expect((await post({ token: flipped, ...ship })).status).toBe(400)
    // A link for another action (a booking's) cannot ship.
    const cancelLink = await ownerLinks({ secret: SECRET, siteUrl: SITE_URL }).cancelBooking(a)
    const wrongAction = await post({ token: tokenOf(cancelLink!), ...ship })
    expect(wrongAction.status).not.toBe(200)
    // A GET of the function, and of the page with the link (what a mail scanner does).
    const get = await fetch(`${functionUrl()}?token=${encodeURIComponent(tokenA)}`)
    expect(get.status).toBe(405)
    const page = await fetch(local(linkA))
    expect(page.status).toBe(200)
    // `look` is what the page asks on opening: it tells, and changes nothing.
    const look = await post({ token: tokenA, step: 'look' })
    expect(look.json).toMatchObject({ action: 'ship', reference: a, state: 'ready' })
    expect(look.headers.get('cache-control')).toBe('no-store')

    await host.orders.settled()
    for (const id of [a, b]) expect((await orderOf(id))?.shippedAt).toBeNull()
    expect(
      smtp.messages.filter((m) => /Shipped:/.test(m.raw) && (m.raw.includes(a) || m.raw.includes(b))),
    ).toHaveLength(0)
    expect(await listActions((await host.orders.fulfilment()).store.db, ['ship'])).toHaveLength(0)

    // B's own link still ships B, and only B.
    const done = await post({ token: tokenOf(await shipLinkFor(b)), ...ship })
    expect(done.json.state).toBe('done')
    expect((await orderOf(b))?.carrier).toBe('ups')
    expect((await orderOf(a))?.shippedAt).toBeNull()
  })
})
