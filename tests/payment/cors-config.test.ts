/** CORS like a Supabase function, origin rules per environment, and the configuration's 503s. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CORS_ALLOW_METHODS, HANDLER_MESSAGES } from '#functions/create-payment/handler.ts'
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts'
import { type NodeHost, post, startNodeHost, validOrder } from './support.ts'

const SITE = 'https://shop.example.test'
const EXTRA = ['https://www.shop.example.test', 'https://preview.example.test']
let stripe: FakeStripe
const hosts: NodeHost[] = []

async function host(env: Record<string, string>): Promise<NodeHost> {
  const h = await startNodeHost({ STRIPE_API_URL: stripe.url, ...env })
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
    prod = await host({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_test_cors',
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

  it('uses the requesting server as the site URL when SITE_URL is unset', async () => {
    expect((await post(dev.url, validOrder('nad-patches'))).status).toBe(200)
    expect(stripe.requests[0]!.form.cancel_url).toBe(`${dev.base}/store/nad-patches`)
  })
})

describe('configuration', () => {
  it('answers 503 "Payments are not configured" in production without a key, calling nothing', async () => {
    const prod = await host({ NODE_ENV: 'production', SITE_URL: SITE })
    const res = await post(prod.url, validOrder('nad-patches'), { Origin: SITE })
    expect(res.status).toBe(503)
    expect(res.json).toEqual({ error: 'Payments are not configured' })
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE)
    expect((await preflight(prod.url, SITE)).status).toBe(204)
    expect(stripe.requests).toHaveLength(0)
  })

  it('answers 503 when the key is a publishable key or SITE_URL is not a URL', async () => {
    const wrongKey = await host({ NODE_ENV: 'production', SITE_URL: SITE, STRIPE_SECRET_KEY: 'pk_test_oops' })
    expect((await post(wrongKey.url, validOrder('nad-patches'))).status).toBe(503)
    const badSite = await host({
      NODE_ENV: 'production',
      SITE_URL: 'shop.example.test',
      STRIPE_SECRET_KEY: 'sk_x',
    })
    const res = await post(badSite.url, validOrder('nad-patches'))
    expect(res.status).toBe(503)
    expect(res.json).toEqual({ error: 'Payments are not configured' })
    expect(stripe.requests).toHaveLength(0)
  })
})
