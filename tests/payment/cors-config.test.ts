/** CORS like a Supabase function, origin rules per environment, and the configuration's 503s. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { practice } from '#core/config/practice.ts'
import { paymentConfigFromEnv } from '#functions/create-payment/config.ts'
import {
  CORS_ALLOW_METHODS,
  createPaymentHandler,
  HANDLER_MESSAGES,
} from '#functions/create-payment/handler.ts'
import { PaymentConfigError } from '#functions/platform/stripe.ts'
import { functions } from '#server/functions.ts'
import { rawRequest } from '#tests/server/raw-request.ts'
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts'
import { FUNCTION_PATH, type NodeHost, post, startNodeHost, validOrder } from './support.ts'

const SITE = 'https://shop.example.test'
const EXTRA = ['https://www.shop.example.test', 'https://preview.example.test']
let stripe: FakeStripe
const hosts: NodeHost[] = []

async function host(env: Record<string, string>): Promise<NodeHost> {
  const h = await startNodeHost({ STRIPE_API_URL: stripe.url, ...env })
  hosts.push(h)
  return h
}

/** The production configuration read from `env`, with the fake Stripe put in directly. */
async function productionHost(env: Record<string, string>): Promise<NodeHost> {
  const config = paymentConfigFromEnv((name) => env[name], { production: true })
  const h = await startNodeHost({}, (log) => ({
    'create-payment': createPaymentHandler({
      ...config,
      stripe: config.stripe && { ...config.stripe, apiUrl: new URL(stripe.url) },
      log,
    }),
  }))
  hosts.push(h)
  return h
}

const preflight = (url: string, origin: string) =>
  fetch(url, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
    },
  })

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

describe('CORS in production', () => {
  let prod: NodeHost
  beforeAll(async () => {
    prod = await productionHost({
      STRIPE_SECRET_KEY: 'sk_live_cors',
      SITE_URL: SITE,
      ALLOWED_ORIGINS: ` ${EXTRA.join(' , ')} `,
    })
  })

  it.each([SITE, ...EXTRA])(
    'answers the preflight from %s with 204 and the Supabase headers',
    async (origin) => {
      const res = await preflight(prod.url, origin)
      expect(res.status).toBe(204)
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
      expect(res.headers.get('access-control-allow-methods')).toBe(CORS_ALLOW_METHODS)
      const allowed = res.headers
        .get('access-control-allow-headers')!
        .split(',')
        .map((h) => h.trim())
      expect(allowed).toEqual(
        expect.arrayContaining(['authorization', 'x-client-info', 'apikey', 'content-type']),
      )
      expect(res.headers.get('vary')).toContain('Origin')
      expect(await res.text()).toBe('')
    },
  )

  it.each([
    'https://evil.example',
    'http://shop.example.test',
    'https://shop.example.test.evil.example',
    'http://localhost:5173',
    'null',
  ])('refuses the origin %s, preflight and POST, without calling Stripe', async (origin) => {
    const pre = await preflight(prod.url, origin)
    expect(pre.status).toBe(403)
    expect(pre.headers.get('access-control-allow-origin')).toBeNull()
    const res = await post(prod.url, validOrder('nad-patches'), { Origin: origin })
    expect(res.status).toBe(403)
    expect(res.json).toEqual({ error: HANDLER_MESSAGES.origin })
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(stripe.requests).toHaveLength(0)
  })

  it('never answers with a wildcard origin, and names the caller on errors too', async () => {
    const res = await post(prod.url, { productId: 'nope' }, { Origin: SITE })
    expect(res.status).toBe(400)
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE)
    const ok = await post(prod.url, validOrder('nad-patches'), { Origin: EXTRA[1]! })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('access-control-allow-origin')).toBe(EXTRA[1])
  })

  it('takes requests without an Origin (not from a browser page)', async () => {
    expect((await post(prod.url, validOrder('nad-patches'))).status).toBe(200)
  })
})

describe('CORS in local development', () => {
  let dev: NodeHost
  beforeAll(async () => {
    dev = await host({ STRIPE_SECRET_KEY: 'sk_test_cors' })
  })

  it.each(['http://localhost:3000', 'http://localhost:5173', 'http://127.0.0.1:4173', 'http://[::1]:3000'])(
    'allows the local site origin %s',
    async (origin) => {
      const res = await preflight(dev.url, origin)
      expect(res.status).toBe(204)
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
    },
  )

  it('still refuses other origins', async () => {
    expect((await preflight(dev.url, 'https://evil.example')).status).toBe(403)
    expect((await preflight(dev.url, 'http://localhost.evil.example')).status).toBe(403)
  })

  it("sends buyers back to the practice's own address when SITE_URL is unset, never the Host sent", async () => {
    for (const hostHeader of [undefined, 'evil.example']) {
      const res = await rawRequest(dev.base, FUNCTION_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(hostHeader && { host: hostHeader }) },
        body: JSON.stringify(validOrder('nad-patches')),
      })
      expect(res.status).toBe(200)
    }
    for (const request of stripe.requests) {
      expect(request.form.cancel_url).toBe(`${practice.siteUrl}/store/nad-patches`)
      expect(request.form.success_url).toMatch(new RegExp(`^${practice.siteUrl}/purchase-thank-you\\?`))
    }
    expect(stripe.requests).toHaveLength(2)
  })
})

describe('configuration', () => {
  it('answers 503 "Payments are not configured" in production without a key, calling nothing', async () => {
    const prod = await productionHost({ SITE_URL: SITE })
    const res = await post(prod.url, validOrder('nad-patches'), { Origin: SITE })
    expect(res.status).toBe(503)
    expect(res.json).toEqual({ error: 'Payments are not configured' })
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE)
    expect((await preflight(prod.url, SITE)).status).toBe(204)
    expect(stripe.requests).toHaveLength(0)
  })

  it.each([
    [
      { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'pk_test_oops' },
      'not a secret (sk_) or restricted (rk_) key',
    ],
    [{ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_x' }, 'not a secret (sk_) or restricted (rk_) key'],
    [{ STRIPE_SECRET_KEY: 'sk_test_x', SITE_URL: 'shop.example.test' }, 'SITE_URL is not an absolute'],
    [{ STRIPE_SECRET_KEY: 'sk_live_x' }, 'live key but NODE_ENV is not production'],
    [{ NODE_ENV: 'staging', STRIPE_SECRET_KEY: 'rk_live_x' }, 'live key but NODE_ENV is not production'],
    [
      { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_API_URL: 'http://127.0.0.1:1' },
      'STRIPE_API_URL is set in production',
    ],
    [
      { NODE_ENV: 'production', STRIPE_API_URL: 'https://api.example' },
      'STRIPE_API_URL is set in production',
    ],
    [
      { NODE_ENV: 'production', TEST_CHECKOUT_PUBLIC: '1', SITE_URL: SITE },
      'TEST_CHECKOUT_PUBLIC=1 is not allowed in production',
    ],
    [{ TEST_CHECKOUT_PUBLIC: '1' }, 'TEST_CHECKOUT_PUBLIC=1 needs SITE_URL'],
    [{ ALLOWED_ORIGINS: 'not a url' }, 'ALLOWED_ORIGINS entry "not a url" is not an origin'],
  ])('refuses %o at start-up: %s', (env, reason) => {
    expect(() => functions(env)).toThrow(PaymentConfigError)
    expect(() => functions(env)).toThrow(reason)
  })
})
