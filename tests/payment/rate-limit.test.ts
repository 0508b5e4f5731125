/** CHECKOUT_RATE_LIMIT: one client sending many checkouts is slowed down before Stripe is called. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { paymentConfigFromEnv } from '#functions/create-payment/config.ts'
import { createPaymentHandler, HANDLER_MESSAGES } from '#functions/create-payment/handler.ts'
import { functions } from '#server/functions.ts'
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts'
import { type NodeHost, post, startNodeHost, validOrder } from './support.ts'

const SITE = 'https://shop.example.test'
let stripe: FakeStripe
const hosts: NodeHost[] = []

async function host(env: Record<string, string>): Promise<NodeHost> {
  const h = await startNodeHost({
    STRIPE_SECRET_KEY: 'sk_test_limit',
    STRIPE_API_URL: stripe.url,
    SITE_URL: SITE,
    ...env,
  })
  hosts.push(h)
  return h
}

beforeAll(async () => {
  stripe = await startFakeStripe()
})
afterAll(async () => {
  await Promise.all(hosts.map((h) => h.close()))
  await stripe.close()
})
beforeEach(() => {
  stripe.requests.length = 0
})

describe('checkout rate limit over HTTP', () => {
  it('answers the attempt past the limit with 429, a readable JSON error and Retry-After, without calling Stripe', async () => {
    const h = await host({ CHECKOUT_RATE_LIMIT: '3' })
    const statuses: number[] = []
    for (let i = 0; i < 3; i++)
      statuses.push((await post(h.url, validOrder('nad-patches'), { Origin: SITE })).status)
    expect(statuses).toEqual([200, 200, 200])
    const limited = await post(h.url, validOrder('nad-patches'), { Origin: SITE })
    expect(limited.status).toBe(429)
    expect(limited.json).toEqual({ error: HANDLER_MESSAGES.tooMany })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // The browser can read it: the same CORS answer as any other.
    expect(limited.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(stripe.requests).toHaveLength(3)
  })

  it('counts invalid attempts too, and never limits the preflight', async () => {
    const h = await host({ CHECKOUT_RATE_LIMIT: '2' })
    expect((await post(h.url, { productId: 'nope' })).status).toBe(400)
    expect((await post(h.url, { productId: 'nope' })).status).toBe(400)
    expect((await post(h.url, validOrder('nad-patches'))).status).toBe(429)
    const pre = await fetch(h.url, {
      method: 'OPTIONS',
      headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST' },
    })
    expect(pre.status).toBe(204)
    expect(stripe.requests).toHaveLength(0)
  })

  it('defaults to 20 a minute', async () => {
    const h = await startNodeHost({}, (log) =>
      functions({ STRIPE_SECRET_KEY: 'sk_test_limit', STRIPE_API_URL: stripe.url, SITE_URL: SITE }, { log }),
    )
    hosts.push(h)
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await post(h.url, { productId: 'nope' })).status)
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true)
    expect(statuses[20]).toBe(429)
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const direct = await host({ CHECKOUT_RATE_LIMIT: '1' })
    expect(
      (await post(direct.url, validOrder('nad-patches'), { 'X-Forwarded-For': '198.51.100.1' })).status,
    ).toBe(200)
    // A forged header does not make a new client.
    expect(
      (await post(direct.url, validOrder('nad-patches'), { 'X-Forwarded-For': '198.51.100.2' })).status,
    ).toBe(429)
  })

  // What a client can write is everything left of what the trusted proxies appended: rotating it
  // must not make a new client (the first entry used to be the key).
  it.each([
    { proxies: '1', appended: ['203.0.113.7'], other: ['203.0.113.8'] },
    { proxies: '2', appended: ['203.0.113.7', '10.0.0.1'], other: ['203.0.113.8', '10.0.0.1'] },
  ])(
    'behind TRUST_PROXY=$proxies proxies, rotating the leftmost entries still gets 429',
    async ({ proxies, appended, other }) => {
      const h = await host({ CHECKOUT_RATE_LIMIT: '3', TRUST_PROXY: proxies })
      const send = (forged: string[], chain: string[]) =>
        post(h.url, { productId: 'nope' }, { 'X-Forwarded-For': [...forged, ...chain].join(', ') })
      const statuses: number[] = []
      for (let i = 0; i < 25; i++)
        statuses.push(
          (await send([`198.51.100.${i}`, `192.0.2.${i % 7}`].slice(0, 1 + (i % 2)), appended)).status,
        )
      expect(statuses.slice(0, 3)).toEqual([400, 400, 400])
      expect(statuses.slice(3).every((s) => s === 429)).toBe(true)
      // A different client (another address appended by the proxy) has its own count.
      expect((await send(['198.51.100.1'], other)).status).toBe(400)
      // As two header lines (a proxy that adds its own line instead of appending): the same client.
      const twoLines = await fetch(h.url, {
        method: 'POST',
        headers: [
          ['content-type', 'application/json'],
          ['x-forwarded-for', '198.51.100.99'],
          ['x-forwarded-for', appended.join(', ')],
        ],
        body: JSON.stringify({ productId: 'nope' }),
      })
      expect(twoLines.status).toBe(429)
    },
  )

  it('counts a header with fewer entries than trusted proxies against the connecting address', async () => {
    const h = await host({ CHECKOUT_RATE_LIMIT: '1', TRUST_PROXY: '2' })
    expect((await post(h.url, { productId: 'nope' }, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(400)
    expect((await post(h.url, { productId: 'nope' }, { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(429)
  })

  it.each(['-1', '1.5', 'yes', 'true', '6', '99', '0x1'])('refuses TRUST_PROXY=%s at start-up', (value) => {
    expect(() => functions({ TRUST_PROXY: value })).toThrow(
      'TRUST_PROXY must be the number of your own proxies in front of this server, 0 to 5',
    )
  })

  it('0 turns it off', async () => {
    const h = await host({ CHECKOUT_RATE_LIMIT: '0' })
    for (let i = 0; i < 25; i++) expect((await post(h.url, { productId: 'nope' })).status).toBe(400)
  })

  it.each(['-1', '2.5', 'many'])('refuses CHECKOUT_RATE_LIMIT=%s at start-up', (value) => {
    expect(() => functions({ CHECKOUT_RATE_LIMIT: value })).toThrow('CHECKOUT_RATE_LIMIT')
  })
})

describe('checkout rate limit window', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('lets the client in again once the minute is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const handler = createPaymentHandler(
      paymentConfigFromEnv((name) => ({ CHECKOUT_RATE_LIMIT: '1' })[name], { production: false }),
    )
    const attempt = () =>
      handler(
        new Request('http://127.0.0.1/functions/v1/create-payment', {
          method: 'POST',
          body: '{}',
          headers: { 'Content-Type': 'application/json' },
        }),
        { address: '192.0.2.1' },
      )
    expect((await attempt()).status).toBe(503)
    const limited = await attempt()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    vi.advanceTimersByTime(30_000)
    expect((await attempt()).headers.get('retry-after')).toBe('30')
    vi.advanceTimersByTime(30_001)
    expect((await attempt()).status).toBe(503)
  })
})
