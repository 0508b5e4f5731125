/**
 * The owner's actions on the Supabase host, under real Deno, against Postgres and an SMTP server on
 * loopback. Mark as shipped: the stripe-webhook and owner-action entries with the Stripe-compatible
 * fake; the owner's notice (sent by the webhook's sweep) carries the signed link, the owner-action
 * function ships through the order feature's own ship, and the buyer's notice arrives once. Cancel
 * this consultation and Block this day: the booking entries and owner-action with booking turned on
 * (an import map over their deno.json); the booking notice carries both links, the cancel frees the
 * slot and tells the client once, the block takes the day's free times off the slot list.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSqlStore, type OrderStore } from '#functions/orders/store.ts'
import { listActions } from '#functions/owner-actions/store.ts'
import { migratePostgres } from '#functions/platform/db/migrate-postgres.ts'
import { openPostgresDriver } from '#functions/platform/db/postgres.ts'
import { TEST_SECRET, testSettings, visitor } from '#tests/booking/support.ts'
import { deliver, stripeEvent, WEBHOOK_SECRET } from '#tests/orders/host.ts'
import { type PostgresServer, startPostgres } from '#tests/orders/postgres-server.ts'
import { type SmtpSink, startSmtp } from '#tests/orders/smtp.ts'
import { checkoutSession } from '#tests/orders/support.ts'
import { type FakeStripe, startFakeStripe } from '#tests/payment/fake-stripe.ts'
import {
  configWithBookingSettings,
  DENO_START_TIMEOUT_MS,
  type DenoFunction,
  dataModule,
  denoCheck,
  ROOT,
  startDenoFunction,
} from '#tests/support/deno.ts'

let stripe: FakeStripe
let smtp: SmtpSink
let pg: PostgresServer
let store: OrderStore
let webhook: DenoFunction
let action: DenoFunction
let unsigned: DenoFunction

beforeAll(async () => {
  ;[stripe, smtp, pg] = await Promise.all([startFakeStripe(), startSmtp(), startPostgres()])
  await migratePostgres(pg.url)
  store = createSqlStore(openPostgresDriver(pg.url))
  const env = {
    NODE_ENV: 'development',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_SECRET_KEY: 'sk_test_deno_owner',
    STRIPE_API_URL: stripe.url,
    SUPABASE_DB_URL: pg.url,
    SMTP_URL: smtp.url,
    OWNER_EMAIL: 'owner@practice.example',
    SITE_URL: 'https://site.test',
    OWNER_ACTIONS_SECRET: 'Hq4Tz8Lm2Wx6Rb1Nc5Vk9Jp3Fs7Gd0Ya4Eu8Io2',
  }
  ;[webhook, action, unsigned] = await Promise.all([
    startDenoFunction('stripe-webhook', env),
    startDenoFunction('owner-action', env),
    startDenoFunction('owner-action', { ...env, OWNER_ACTIONS_SECRET: '' }),
  ])
}, DENO_START_TIMEOUT_MS + 30_000)

afterAll(async () => {
  for (const f of [webhook, action, unsigned]) f?.stop()
  await store?.close()
  await Promise.all([stripe?.close(), smtp?.close(), pg?.stop()])
})

const post = async (url: string, body: unknown) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://site.test' },
    body: JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, headers: res.headers }
}

describe('owner-action under Deno', () => {
  it('type-checks under Deno and pins the same package ranges as package.json', () => {
    const checked = denoCheck('owner-action')
    expect(checked.status, checked.output).toBe(0)
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
    const deno = JSON.parse(
      readFileSync(path.join(ROOT, 'supabase/functions/owner-action/deno.json'), 'utf8'),
    )
    for (const [dep, spec] of Object.entries(deno.imports as Record<string, string>))
      if (!dep.startsWith('#')) expect(spec).toBe(`npm:${dep}@${pkg.dependencies[dep]}`)
  }, 300_000)

  it('ships from the notice link once, tells the buyer once, and records it', async () => {
    const session = checkoutSession()
    stripe.sessions.set(session.id, session)
    expect(
      (await deliver(webhook.url, stripeEvent('checkout.session.completed', { id: session.id }))).status,
    ).toBe(200)
    const notice = () =>
      smtp.messages.find((m) => m.raw.includes(session.id) && m.to.includes('owner@practice.example'))
    await expect.poll(notice, { timeout: 20_000 }).toBeTruthy()
    const text = (await simpleParser(notice()!.raw)).text ?? ''
    const link = /https:\/\/site\.test\/owner\/ship#token=(\S+)/.exec(text)
    expect(link, text).toBeTruthy()
    const token = link![1]!

    expect((await fetch(`${action.url}?token=${token}`)).status).toBe(405)
    const look = await post(action.url, { token, step: 'look' })
    expect(look.status, action.output()).toBe(200)
    expect(look.json).toMatchObject({ action: 'ship', reference: session.id, state: 'ready' })
    expect(look.headers.get('access-control-allow-origin')).toBe('https://site.test')
    expect((await store.get(session.id))?.shippedAt).toBeNull()

    const done = await post(action.url, { token, step: 'do', carrier: 'fedex', tracking: '7712 3456 7890' })
    expect(done.json, action.output()).toMatchObject({ state: 'done' })
    const again = await post(action.url, { token, step: 'do', carrier: 'ups', tracking: '1Z0000000000' })
    expect(again.json).toMatchObject({ state: 'already' })

    const shipped = () =>
      smtp.messages.filter(
        (m) => m.raw.includes(session.id) && m.to.includes('alex@example.org') && /Shipped:/.test(m.raw),
      )
    await expect.poll(() => shipped().length, { timeout: 20_000 }).toBe(1)
    expect((await simpleParser(shipped()[0]!.raw)).text).toContain('Tracking number: 771234567890')
    expect(await store.get(session.id)).toMatchObject({ carrier: 'fedex', trackingNumber: '771234567890' })
    expect(await listActions(store.db, ['ship'])).toMatchObject([
      { subject: session.id, actor: 'e-mail link', detail: 'fedex 771234567890' },
    ])
    await new Promise((r) => setTimeout(r, 500))
    expect(shipped()).toHaveLength(1)

    // Without a secret: 503, nothing done.
    expect((await post(unsigned.url, { token, step: 'look' })).status).toBe(503)
  })
})

describe('Cancel this consultation and Block this day under Deno', () => {
  let dir: string
  const fn: Record<string, DenoFunction> = {}

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'owner-deno-'))
    const module = dataModule(dir, 'booking-settings', testSettings({ maxPerDay: 40 }))
    const env = {
      NODE_ENV: 'development',
      SUPABASE_DB_URL: pg.url,
      SMTP_URL: smtp.url,
      BOOKING_SECRET: TEST_SECRET,
      BOOKING_RATE_LIMIT: '0',
      OWNER_EMAIL: 'owner@practice.example',
      SITE_URL: 'https://site.test',
      OWNER_ACTIONS_SECRET: 'Hq4Tz8Lm2Wx6Rb1Nc5Vk9Jp3Fs7Gd0Ya4Eu8Io2',
    }
    await Promise.all(
      ['booking-slots', 'book', 'owner-action'].map(async (name) => {
        fn[name] = await startDenoFunction(name, env, {
          config: configWithBookingSettings(name, module, dir),
        })
      }),
    )
  }, DENO_START_TIMEOUT_MS + 30_000)

  afterAll(() => {
    for (const f of Object.values(fn)) f.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  const days = async () => {
    const res = await fetch(`${fn['booking-slots']!.url}?days=21`)
    const body = (await res.json()) as { days: { date: string; slots: string[] }[] }
    return new Map(body.days.map((d) => [d.date, d.slots]))
  }
  const textOf = async (raw: string) => (await simpleParser(raw)).text ?? ''

  it('cancels from the notice link once (the slot freed, the client told once), and blocks the day', async () => {
    const [day, slots] = [...(await days())][0]!
    const slot = slots![1]!
    const email = 'dora@example.org'
    const booked = await post(fn.book!.url, visitor(slot, { email }))
    expect(booked.status, fn.book!.output()).toBe(201)
    const ref = String(booked.json.reference)
    const hold = () =>
      smtp.messages.find((m) => m.to.includes(email) && m.raw.includes('/book/confirm?token='))
    await expect.poll(hold, { timeout: 20_000 }).toBeTruthy()
    const confirmToken = decodeURIComponent(
      /\/book\/confirm\?token=([\w.%-]+)/.exec(await textOf(hold()!.raw))![1]!,
    )
    expect((await post(`${fn.book!.url}?action=confirm`, { token: confirmToken })).status).toBe(200)
    const notice = () =>
      smtp.messages.find((m) => m.to.includes('owner@practice.example') && m.raw.includes(ref))
    await expect.poll(notice, { timeout: 20_000 }).toBeTruthy()
    const text = await textOf(notice()!.raw)
    const cancelToken = /https:\/\/site\.test\/owner\/cancel#token=(\S+)/.exec(text)?.[1]
    const blockToken = /https:\/\/site\.test\/owner\/block#token=(\S+)/.exec(text)?.[1]
    expect(cancelToken, text).toBeTruthy()
    expect(blockToken, text).toBeTruthy()
    expect((await days()).get(day!)).not.toContain(slot)

    // A GET changes nothing; look tells and changes nothing.
    expect((await fetch(`${fn['owner-action']!.url}?token=${cancelToken}`)).status).toBe(405)
    const look = await post(fn['owner-action']!.url, { token: cancelToken, step: 'look' })
    expect(look.json, fn['owner-action']!.output()).toMatchObject({
      action: 'cancel-booking',
      reference: ref,
      state: 'ready',
    })
    expect((await days()).get(day!)).not.toContain(slot)

    const done = await post(fn['owner-action']!.url, {
      token: cancelToken,
      step: 'do',
      message: 'Something came up; please choose another time.',
    })
    expect(done.json, fn['owner-action']!.output()).toMatchObject({ state: 'done' })
    const again = await post(fn['owner-action']!.url, { token: cancelToken, step: 'do' })
    expect(again.json).toMatchObject({ state: 'already' })
    const told = () => smtp.messages.filter((m) => m.to.includes(email) && /Subject: Cancelled:/.test(m.raw))
    await expect.poll(() => told().length, { timeout: 20_000 }).toBe(1)
    expect(await textOf(told()[0]!.raw)).toContain('> Something came up; please choose another time.')
    expect((await days()).get(day!)).toContain(slot)
    expect(await listActions(store.db, ['cancel-booking'])).toMatchObject([
      { subject: ref, actor: 'e-mail link', detail: 'client told, with a message' },
    ])

    // Block this day: the day's free times leave the list, once.
    const blocked = await post(fn['owner-action']!.url, { token: blockToken, step: 'do' })
    expect(blocked.json, fn['owner-action']!.output()).toMatchObject({
      action: 'block-day',
      reference: day,
      state: 'done',
    })
    expect((await days()).has(day!)).toBe(false)
    expect((await post(fn['owner-action']!.url, { token: blockToken, step: 'do' })).json.state).toBe(
      'already',
    )
    expect(await listActions(store.db, ['block-day'])).toMatchObject([{ subject: day, actor: 'e-mail link' }])
    await new Promise((r) => setTimeout(r, 500))
    expect(told()).toHaveLength(1)
  })
})
