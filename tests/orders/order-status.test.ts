/**
 * order-status spends no more of the Stripe account's API quota than it must: one call
 * for a burst of asks about one reference, none for a repeat of a reference Stripe did not know
 * (for a while), none for a reference of the other mode than the key's. Through the real Node host
 * and the real Stripe SDK against the fake Stripe, which counts the calls.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Fulfilment } from '#functions/orders/fulfil.ts'
import {
  createOrderStatusHandler,
  ORDER_STATUS_MESSAGES,
  UNKNOWN_TTL_MS,
} from '#functions/orders/order-status.ts'
import { stripeKeyMode } from '#functions/platform/stripe.ts'
import { type FakeStripe, startFakeStripe } from '#tests/payment/fake-stripe.ts'
import { type OrdersHost, startOrdersHost } from './host.ts'
import { checkoutSession } from './support.ts'

let stripe: FakeStripe
let dir: string
let host: OrdersHost

beforeAll(async () => {
  stripe = await startFakeStripe()
  dir = mkdtempSync(path.join(tmpdir(), 'order-status-'))
})
afterAll(async () => {
  await stripe.close()
  rmSync(dir, { recursive: true, force: true })
})
beforeEach(async () => {
  stripe.mode = 'ok'
  host = await startOrdersHost({
    STRIPE_SECRET_KEY: 'sk_test_status',
    STRIPE_API_URL: stripe.url,
    DATABASE_URL: `file:${path.join(dir, `${crypto.randomUUID()}.db`)}`,
    ORDER_STATUS_RATE_LIMIT: '0',
  })
})
afterEach(() => host.close())

/** Calls the fake Stripe got to read one session. */
const readsOf = (sessionId: string) =>
  stripe.requests.filter((r) => r.method === 'GET' && r.path.startsWith(`/v1/checkout/sessions/${sessionId}`))
    .length

describe('order-status and the Stripe quota (Node host, fake Stripe)', () => {
  it('50 asks for one unknown reference, in a burst and one after another, make one Stripe call', async () => {
    const id = 'cs_test_nobodyknowsthis50'
    const burst = await Promise.all(Array.from({ length: 25 }, () => fetch(host.statusUrl(id))))
    for (let i = 0; i < 25; i++) burst.push(await fetch(host.statusUrl(id)))
    expect(burst.map((r) => r.status)).toEqual(Array(50).fill(404))
    expect(await burst[49]!.json()).toEqual({ error: ORDER_STATUS_MESSAGES.notFound })
    expect(readsOf(id)).toBe(1)
  })

  it('an order the webhook recorded meanwhile is answered at once, whatever was remembered', async () => {
    const session = checkoutSession({ status: 'open', payment_status: 'unpaid' })
    stripe.sessions.set(session.id, session)
    expect((await fetch(host.statusUrl(session.id))).status).toBe(404)
    // Paid now, and the webhook has recorded it: the store is read before anything is remembered.
    const paid = { ...session, status: 'complete', payment_status: 'paid' }
    stripe.sessions.set(session.id, paid)
    const recorded = await (await host.orders.fulfilment()).recordSession(session.id)
    if (recorded.notice) host.orders.waitUntil(recorded.notice)
    const res = await fetch(host.statusUrl(session.id))
    expect(res.status).toBe(200)
    expect((await res.json()).status).toBe('paid')
  })

  it('a live reference asked of a test-key host is refused without a Stripe call', async () => {
    const id = 'cs_live_a1b2c3d4e5f6'
    const res = await fetch(host.statusUrl(id))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: ORDER_STATUS_MESSAGES.notFound })
    expect(readsOf(id)).toBe(0)
  })

  it('a Stripe failure is not remembered: the next ask tries again', async () => {
    const session = checkoutSession()
    stripe.sessions.set(session.id, session)
    stripe.mode = 'error500'
    expect((await fetch(host.statusUrl(session.id))).status).toBe(502)
    stripe.mode = 'ok'
    expect((await fetch(host.statusUrl(session.id))).status).toBe(200)
  })
})

describe('order-status handler: the other mode and the memory (fake fulfilment and clock)', () => {
  function handler(stripeMode: 'live' | 'test' | undefined) {
    const asked: string[] = []
    let clock = 0
    const fulfilment = {
      store: { get: async () => null },
      recordSession: async (id: string) => {
        asked.push(id)
        return { outcome: 'ignored', order: null }
      },
    } as unknown as Fulfilment
    const handle = createOrderStatusHandler({
      fulfilment: async () => fulfilment,
      askStripe: true,
      stripeMode,
      now: () => clock,
    })
    const ask = async (id: string) => (await handle(new Request(`http://x/?session_id=${id}`))).status
    return { ask, asked, advance: (ms: number) => (clock += ms) }
  }

  it('refuses a reference of the other mode without asking Stripe', async () => {
    const test = handler('test')
    expect(await test.ask('cs_live_a1b2c3d4')).toBe(404)
    expect(test.asked).toEqual([])
    expect(await test.ask('cs_test_a1b2c3d4')).toBe(404)
    expect(test.asked).toEqual(['cs_test_a1b2c3d4'])

    const live = handler('live')
    expect(await live.ask('cs_test_a1b2c3d4')).toBe(404)
    expect(live.asked).toEqual([])
    expect(await live.ask('cs_live_a1b2c3d4')).toBe(404)
    expect(live.asked).toEqual(['cs_live_a1b2c3d4'])
  })

  it('asks again once the memory of an unknown reference has expired', async () => {
    const h = handler('test')
    await h.ask('cs_test_again123')
    h.advance(UNKNOWN_TTL_MS - 1)
    await h.ask('cs_test_again123')
    expect(h.asked).toHaveLength(1)
    h.advance(1)
    await h.ask('cs_test_again123')
    expect(h.asked).toHaveLength(2)
  })

  it.each([
    ['sk_live_abc', 'live'],
    ['rk_live_abc', 'live'],
    ['sk_test_abc', 'test'],
    ['rk_test_abc', 'test'],
    ['pk_live_abc', undefined],
    [undefined, undefined],
  ])('the mode of key %s is %s', (key, mode) => expect(stripeKeyMode(key)).toBe(mode))
})
