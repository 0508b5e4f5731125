/**
 * Property-based: thousands of random, malformed and almost-valid requests at create-payment.
 * Never a 5xx, always a JSON `error` when refused, and Stripe is called only for a valid order,
 * at the catalogue's price.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getProduct, PRODUCT_IDS } from '#core/content/products.ts'
import { paymentConfigFromEnv } from '#functions/create-payment/config.ts'
import { createPaymentHandler } from '#functions/create-payment/handler.ts'
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts'
import { type NodeHost, SHIPPING, startNodeHost, validOrder } from './support.ts'

let stripe: FakeStripe
let host: NodeHost
// Development mode: the environment refuses STRIPE_API_URL in production.
const env = () => ({
  CHECKOUT_RATE_LIMIT: '0',
  STRIPE_SECRET_KEY: 'sk_test_fuzz',
  STRIPE_API_URL: stripe.url,
  SITE_URL: 'https://shop.example.test',
})

beforeAll(async () => {
  stripe = await startFakeStripe()
  host = await startNodeHost(env())
})
afterAll(async () => {
  await host.close()
  await stripe.close()
})

const SHIPPING_KEYS = Object.keys(SHIPPING)
const TOP_KEYS = ['productId', 'quantity', 'selectedColor', 'shippingInfo', 'amount']

/** A valid order with one or two fields replaced by random JSON, deleted, or nudged. */
const almostValid = fc
  .record({
    productId: fc.constantFrom(...PRODUCT_IDS),
    quantity: fc.integer({ min: -2, max: 13 }),
    edits: fc.array(
      fc.record({
        shipping: fc.boolean(),
        key: fc.constantFrom(...TOP_KEYS, ...SHIPPING_KEYS),
        value: fc.oneof(
          fc.jsonValue(),
          fc.string(),
          fc.constant(undefined),
          fc.constantFrom(
            'Navy Blue',
            'Black',
            'White',
            'US',
            'a@b.co',
            '',
            ' ',
            '<script>',
            'x'.repeat(300),
          ),
        ),
      }),
      { maxLength: 2 },
    ),
    repriced: fc.boolean(),
  })
  .map(({ productId, quantity, edits, repriced }) => {
    const order = validOrder(productId, Math.max(1, Math.min(10, quantity))) as Record<string, unknown>
    order.quantity = quantity
    if (repriced) order.amount = getProduct(productId)!.price * quantity
    const shipping = order.shippingInfo as Record<string, unknown>
    for (const edit of edits) {
      const target = edit.shipping && SHIPPING_KEYS.includes(edit.key) ? shipping : order
      target[edit.key] = edit.value
    }
    return JSON.stringify(order)
  })

const anyBody = fc.oneof(
  { weight: 3, arbitrary: almostValid },
  { weight: 2, arbitrary: fc.json() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  {
    weight: 1,
    arbitrary: fc.jsonValue().map((v) => JSON.stringify({ productId: 'nad-patches', shippingInfo: v })),
  },
)

function checkStripeCall(body: string, calls: number): void {
  expect(calls).toBe(1)
  const sent = stripe.requests.at(-1)!.form
  const order = JSON.parse(body)
  const product = getProduct(order.productId)!
  expect(sent['line_items[0][price_data][unit_amount]']).toBe(String(Math.round(product.price * 100)))
  expect(sent['line_items[0][quantity]']).toBe(String(order.quantity))
}

describe('create-payment under random input', () => {
  it('over HTTP (Node host): never a 5xx, refusals are JSON errors, Stripe only for valid orders', async () => {
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const before = stripe.requests.length
        const res = await fetch(host.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        })
        const json = (await res.json()) as { error?: unknown; url?: unknown }
        expect(res.status).toBeLessThan(500)
        const calls = stripe.requests.length - before
        if (res.status === 200) {
          accepted++
          expect(typeof json.url).toBe('string')
          checkStripeCall(body, calls)
        } else {
          expect([400, 409, 413]).toContain(res.status)
          expect(typeof json.error).toBe('string')
          expect((json.error as string).length).toBeGreaterThan(10)
          expect(json.error).not.toMatch(/\bat .*:\d+|Error:|zod|undefined/)
          expect(calls).toBe(0)
        }
      }),
      { numRuns: 1500 },
    )
    // The generator reaches the valid path too, so the property checks both sides.
    expect(accepted).toBeGreaterThan(20)
    stripe.requests.length = 0
  }, 120_000)

  it('accepts every valid order, however it is spelled, and sends Stripe exactly that order', async () => {
    // Text a visitor may type: any printable characters, padded with spaces, within the limits.
    const text = (max: number) =>
      fc
        .string({ unit: 'grapheme', minLength: 1, maxLength: max - 2 })
        // Limits count UTF-16 code units; control characters are refused by design.
        // biome-ignore lint/suspicious/noControlCharactersInRegex: excluding them is the point
        .filter((t) => t.length <= max - 2 && t.trim().length > 0 && !/[\u0000-\u001f\u007f-\u009f]/.test(t))
        .chain((t) => fc.constantFrom(t, ` ${t}`, `${t} `))
    const validBody = fc.record({
      // Products sold here (a partner product is refused: validation.test.ts).
      productId: fc.constantFrom(...PRODUCT_IDS.filter((id) => getProduct(id)!.soldHere)),
      quantity: fc.integer({ min: 1, max: 10 }),
      color: fc.constantFrom(undefined, null, 'Navy Blue', 'Black', 'White'),
      shipping: fc.record({
        name: text(100),
        email: fc.stringMatching(
          /^[a-z0-9]{1,12}([._+-][a-z0-9]{1,6})?@[a-z0-9]{1,12}(-[a-z0-9]{1,5})?\.[a-z]{2,6}$/,
        ),
        address: text(200),
        city: text(100),
        state: text(100),
        zip: text(20),
      }),
      country: fc.constantFrom(undefined, null, '', ' us ', 'US', 'CA', 'gb', 'United States'),
      amountAsText: fc.boolean(),
    })
    stripe.requests.length = 0
    await fc.assert(
      fc.asyncProperty(validBody, async (v) => {
        const product = getProduct(v.productId)!
        const isBlanket = v.productId === 'weighted-blanket'
        const body: Record<string, unknown> = {
          productId: v.productId,
          quantity: v.quantity,
          shippingInfo: { ...v.shipping, ...(v.country !== undefined && { country: v.country }) },
          amount: v.amountAsText ? (product.price * v.quantity).toFixed(2) : product.price * v.quantity,
        }
        if (isBlanket && v.color !== undefined) body.selectedColor = v.color
        const before = stripe.requests.length
        const res = await fetch(host.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
        expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
        expect(stripe.requests.length - before).toBe(1)
        const f = stripe.requests.at(-1)!.form
        expect(f['line_items[0][price_data][unit_amount]']).toBe(String(Math.round(product.price * 100)))
        expect(f['line_items[0][quantity]']).toBe(String(v.quantity))
        expect(f['metadata[color]']).toBe(isBlanket ? (v.color ?? 'Navy Blue') : '')
        expect(f.customer_email).toBe(v.shipping.email)
        expect(f['payment_intent_data[shipping][name]']).toBe(v.shipping.name.trim())
        expect(f['payment_intent_data[shipping][address][postal_code]']).toBe(v.shipping.zip.trim())
        const country = (v.country ?? '').trim().toUpperCase()
        const expectedCountry = country === '' || country === 'UNITED STATES' ? 'US' : country
        expect(f['payment_intent_data[shipping][address][country]']).toBe(expectedCountry)
      }),
      { numRuns: 500 },
    )
    stripe.requests.length = 0
  }, 120_000)

  it('called directly with random methods, headers and bodies: never a 5xx, always JSON', async () => {
    const handler = createPaymentHandler(
      paymentConfigFromEnv((name) => (env() as Record<string, string>)[name], { production: false }),
    )
    const request = fc.record({
      method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
      contentType: fc.oneof(
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', ''),
        fc.string({ maxLength: 40 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
      ),
      origin: fc.option(
        fc.constantFrom('https://shop.example.test', 'https://evil.example', 'null', 'http://localhost:3000'),
      ),
      body: anyBody,
    })
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(request, async ({ method, contentType, origin, body }) => {
        const before = stripe.requests.length
        const headers = new Headers()
        if (contentType) headers.set('Content-Type', contentType)
        if (origin) headers.set('Origin', origin)
        const res = await handler(
          new Request('https://fn.example.test/functions/v1/create-payment', {
            method,
            headers,
            body: method === 'GET' || method === 'HEAD' ? undefined : body,
          }),
        )
        expect(res.status).toBeLessThan(500)
        const calls = stripe.requests.length - before
        if (res.status === 204) {
          expect(method).toBe('OPTIONS')
          return
        }
        const json = (await res.json()) as { error?: unknown }
        if (res.status === 200) {
          accepted++
          checkStripeCall(body, calls)
        } else {
          expect(typeof json.error).toBe('string')
          expect(calls).toBe(0)
        }
      }),
      { numRuns: 3000 },
    )
    // Some random bodies are valid orders (about 10 in 3,000): the happy path is exercised too.
    expect(accepted).toBeGreaterThan(0)
  }, 120_000)
})
