/**
 * The Supabase Edge Function entry, run by real Deno (the `deno` npm package) against the fake
 * Stripe: the same handler code path as the Node host.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLOR_PRODUCT_ID, getProduct } from '#core/content/products.ts'
import { MESSAGES } from '#functions/create-payment/order.ts'
import {
  DENO_START_TIMEOUT_MS,
  type DenoFunction,
  denoCheck,
  ROOT,
  startDenoFunction,
} from '#tests/support/deno.ts'
import { contentPrices } from './content-prices.ts'
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts'
import { post, SHIPPING, validOrder } from './support.ts'

const FUNCTION_DIR = path.join(ROOT, 'supabase/functions/create-payment')
const SITE = 'https://shop.example.test'
const running: DenoFunction[] = []
const startDeno = async (env: Record<string, string>) => {
  const started = await startDenoFunction('create-payment', env)
  running.push(started)
  return started
}

let stripe: FakeStripe
let withKey: DenoFunction
let withoutKey: DenoFunction

beforeAll(async () => {
  stripe = await startFakeStripe()
  ;[withKey, withoutKey] = await Promise.all([
    // The fake Stripe is a stand-in API URL, which only a non-production run accepts.
    startDeno({
      NODE_ENV: 'development',
      STRIPE_SECRET_KEY: 'sk_test_deno',
      STRIPE_API_URL: stripe.url,
      SITE_URL: SITE,
    }),
    startDeno({ SITE_URL: SITE }),
  ])
}, DENO_START_TIMEOUT_MS + 5000)

afterAll(async () => {
  for (const started of running) started.stop()
  await stripe?.close()
})

describe('Supabase Edge Function entry under Deno', () => {
  it('creates the Checkout Session with the same body as the Node host', async () => {
    const res = await post(withKey.url, validOrder(COLOR_PRODUCT_ID, 2, { selectedColor: 'White' }), {
      Origin: SITE,
    })
    expect(res.status, withKey.output()).toBe(200)
    expect(res.json.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(stripe.requests).toHaveLength(1)
    const sent = stripe.requests[0]!
    expect(sent.headers.authorization).toBe('Bearer sk_test_deno')
    expect(sent.headers['idempotency-key']).toMatch(/^create-payment-[0-9a-f]{64}$/)
    const f = sent.form
    const product = getProduct(COLOR_PRODUCT_ID)!
    expect(f.mode).toBe('payment')
    expect(f['line_items[0][price_data][unit_amount]']).toBe(String(Math.round(product.price * 100)))
    expect(f['line_items[0][price_data][currency]']).toBe('usd')
    expect(f['line_items[0][quantity]']).toBe('2')
    expect(f['line_items[0][price_data][product_data][name]']).toBe(product.name)
    expect(f['line_items[0][price_data][product_data][images][0]']).toBe(`${SITE}${product.images[0]}`)
    expect(f.customer_email).toBe(SHIPPING.email)
    expect(f.success_url).toBe(`${SITE}/purchase-thank-you?session_id={CHECKOUT_SESSION_ID}`)
    expect(f.cancel_url).toBe(`${SITE}/store/${COLOR_PRODUCT_ID}`)
    expect(f['metadata[color]']).toBe('White')
    expect(f['metadata[quantity]']).toBe('2')
    expect(Object.keys(f).filter((k) => k.startsWith('metadata['))).toEqual([
      'metadata[product_id]',
      'metadata[color]',
      'metadata[quantity]',
    ])
    expect(f['payment_intent_data[shipping][address][postal_code]']).toBe(SHIPPING.zip)
  })

  it('refuses an invalid order without calling Stripe, and answers the CORS preflight', async () => {
    stripe.requests.length = 0
    const res = await post(withKey.url, { ...validOrder('nad-patches'), quantity: 0 })
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ error: MESSAGES.quantity })
    const pre = await fetch(withKey.url, { method: 'OPTIONS', headers: { Origin: SITE } })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-headers')).toContain('x-client-info')
    // Deno counts as production unless told otherwise: a local origin is not allowed there.
    expect(
      (await fetch(withoutKey.url, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173' } }))
        .status,
    ).toBe(403)
    expect(stripe.requests).toHaveLength(0)
  })

  it('charges each product sold here the price written in its content file, and refuses a partner-only product', async () => {
    for (const { id, cents, partner } of contentPrices()) {
      stripe.requests.length = 0
      const res = await post(withKey.url, validOrder(id), { Origin: SITE })
      if (partner) {
        expect(res.status, id).toBe(400)
        expect(stripe.requests, id).toEqual([])
        continue
      }
      expect(res.status, id).toBe(200)
      expect(stripe.requests[0]!.form['line_items[0][price_data][unit_amount]'], id).toBe(String(cents))
    }
  })

  it('answers 503 without a key (never the test checkout)', async () => {
    const res = await post(withoutKey.url, validOrder('nad-patches'))
    expect(res.status).toBe(503)
    expect(res.json).toEqual({ error: 'Payments are not configured' })
  })

  it('refuses to boot in production with STRIPE_API_URL or a malformed key, saying why', async () => {
    const refused = await startDeno({ STRIPE_SECRET_KEY: 'sk_test_deno', STRIPE_API_URL: stripe.url }).then(
      () => 'started',
      (error: Error) => error.message,
    )
    expect(refused).toMatch(/Deno exited with [1-9]/)
    expect(refused).toContain('STRIPE_API_URL is set in production')
  })

  it('type-checks under Deno', () => {
    const result = denoCheck('create-payment')
    expect(result.status, result.output).toBe(0)
  })

  it('pins the same zod, stripe and hono-rate-limiter ranges as package.json', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
    const deno = JSON.parse(readFileSync(path.join(FUNCTION_DIR, 'deno.json'), 'utf8'))
    for (const name of ['zod', 'stripe', 'hono-rate-limiter']) {
      expect(deno.imports[name]).toBe(`npm:${name}@${pkg.dependencies[name]}`)
    }
  })
})
