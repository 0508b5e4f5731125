/** create-payment through the real Node host and the real Stripe SDK, against the fake Stripe. */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { BLANKET_COLORS, COLOR_PRODUCT_ID, getProduct, products } from '#core/content/products.ts'
import { createCheckoutSession, STRIPE_MESSAGES } from '#functions/create-payment/checkout-session.ts'
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts'
import { cents, type NodeHost, post, SHIPPING, startNodeHost, validOrder } from './support.ts'

const SITE = 'https://shop.example.test'
let stripe: FakeStripe
let host: NodeHost

beforeAll(async () => {
  stripe = await startFakeStripe()
  host = await startNodeHost({
    STRIPE_SECRET_KEY: 'sk_test_fake_123',
    STRIPE_API_URL: stripe.url,
    SITE_URL: `${SITE}/`,
  })
})
afterAll(async () => {
  // Whatever happened above, no log line carried the buyer's e-mail, name or address.
  const personal = [SHIPPING.email, SHIPPING.name, SHIPPING.address, SHIPPING.zip]
  for (const line of host.logs) for (const value of personal) expect(line).not.toContain(value)
  await host.close()
  await stripe.close()
})
beforeEach(() => {
  stripe.mode = 'ok'
  stripe.requests.length = 0
})

describe('create-payment with Stripe', () => {
  it.each(products.filter((p) => p.soldHere).map((p) => [p.id, p]))(
    'creates a Checkout Session for %s priced from the catalogue',
    async (id, product) => {
      const quantity = 3
      const res = await post(host.url, validOrder(id, quantity), { Origin: SITE })
      expect(res.status).toBe(200)
      expect(res.json.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
      expect(res.headers.get('access-control-allow-origin')).toBe(SITE)
      expect(stripe.requests).toHaveLength(1)
      const sent = stripe.requests[0]!
      expect(sent.method).toBe('POST')
      expect(sent.path).toBe('/v1/checkout/sessions')
      expect(sent.headers.authorization).toBe('Bearer sk_test_fake_123')
      expect(sent.headers['content-type']).toContain('application/x-www-form-urlencoded')
      expect(sent.headers['idempotency-key']).toMatch(/^create-payment-[0-9a-f]{64}$/)
      const f = sent.form
      expect(f.mode).toBe('payment')
      expect(f['line_items[0][quantity]']).toBe('3')
      expect(f['line_items[0][price_data][currency]']).toBe('usd')
      expect(f['line_items[0][price_data][unit_amount]']).toBe(String(Math.round(product.price * 100)))
      expect(Number(f['line_items[0][price_data][unit_amount]']) * quantity).toBe(cents(id, quantity))
      expect(f['line_items[0][price_data][product_data][name]']).toBe(product.name)
      expect(f['line_items[0][price_data][product_data][images][0]']).toBe(`${SITE}${product.images[0]}`)
      expect(f.customer_email).toBe(SHIPPING.email)
      expect(f.success_url).toBe(`${SITE}/purchase-thank-you?session_id={CHECKOUT_SESSION_ID}`)
      expect(f.cancel_url).toBe(`${SITE}/store/${id}`)
      expect(f['payment_intent_data[shipping][name]']).toBe(SHIPPING.name)
      expect(f['payment_intent_data[shipping][address][line1]']).toBe(SHIPPING.address)
      expect(f['payment_intent_data[shipping][address][city]']).toBe(SHIPPING.city)
      expect(f['payment_intent_data[shipping][address][state]']).toBe(SHIPPING.state)
      expect(f['payment_intent_data[shipping][address][postal_code]']).toBe(SHIPPING.zip)
      expect(f['payment_intent_data[shipping][address][country]']).toBe('US')
      // Metadata: only what fulfilment needs; the buyer's details only where Stripe keeps them.
      const metadata = {
        product_id: id,
        color: id === COLOR_PRODUCT_ID ? BLANKET_COLORS[0] : '',
        quantity: '3',
      }
      for (const prefix of ['metadata', 'payment_intent_data[metadata]']) {
        const sent = Object.fromEntries(
          Object.entries(f)
            .filter(([k]) => k.startsWith(`${prefix}[`))
            .map(([k, v]) => [k.slice(prefix.length + 1, -1), v]),
        )
        expect(sent, prefix).toEqual(metadata)
      }
      const personal = [SHIPPING.email, SHIPPING.name, SHIPPING.address, SHIPPING.city, SHIPPING.zip]
      const carriers = Object.entries(f)
        .filter(([, v]) => personal.includes(v))
        .map(([k]) => k)
      expect(carriers.sort()).toEqual(
        [
          'customer_email',
          'payment_intent_data[shipping][name]',
          'payment_intent_data[shipping][address][line1]',
          'payment_intent_data[shipping][address][city]',
          'payment_intent_data[shipping][address][postal_code]',
        ].sort(),
      )
    },
  )

  it('sends the chosen blanket colour, and Navy Blue when none is sent', async () => {
    expect((await post(host.url, validOrder(COLOR_PRODUCT_ID, 1, { selectedColor: 'White' }))).status).toBe(
      200,
    )
    const { selectedColor: _, ...withoutColor } = validOrder(COLOR_PRODUCT_ID, 1)
    expect((await post(host.url, withoutColor)).status).toBe(200)
    expect(stripe.requests.map((r) => r.form['metadata[color]'])).toEqual(['White', 'Navy Blue'])
    expect(stripe.requests[0]!.form['line_items[0][price_data][product_data][description]']).toBe(
      'Colour: White',
    )
  })

  it('trims shipping fields, defaults the country to US and ignores unknown fields', async () => {
    const body = validOrder('nad-patches', 2, { coupon: 'FREE', debug: true })
    body.shippingInfo = { ...SHIPPING, name: '  Alex Rivera  ', city: ' Irvine ', country: '' }
    const res = await post(host.url, body)
    expect(res.status).toBe(200)
    const f = stripe.requests[0]!.form
    expect(f['payment_intent_data[shipping][name]']).toBe('Alex Rivera')
    expect(f['payment_intent_data[shipping][address][city]']).toBe('Irvine')
    expect(f['payment_intent_data[shipping][address][country]']).toBe('US')
    expect(Object.keys(f).some((k) => k.includes('coupon') || k.includes('debug'))).toBe(false)
  })

  it('takes an order without a country, or with the US spelled out, as shipping to the US', async () => {
    const { country: _, ...withoutCountry } = SHIPPING
    for (const shippingInfo of [
      withoutCountry,
      { ...SHIPPING, country: null },
      { ...SHIPPING, country: 'United States' },
    ]) {
      expect((await post(host.url, { ...validOrder('nad-patches'), shippingInfo })).status).toBe(200)
    }
    expect(
      (await post(host.url, { ...validOrder('nad-patches'), shippingInfo: { ...SHIPPING, country: 'ca' } }))
        .status,
    ).toBe(200)
    expect(stripe.requests.map((r) => r.form['payment_intent_data[shipping][address][country]'])).toEqual([
      'US',
      'US',
      'US',
      'CA',
    ])
  })

  it('accepts the total as a decimal string and tolerates float drift, never more', async () => {
    const price = getProduct('squishy-pig-toy')!.price
    const total = (cents('squishy-pig-toy', 3) / 100).toFixed(2)
    expect((await post(host.url, validOrder('squishy-pig-toy', 3, { amount: total }))).status).toBe(200)
    expect((await post(host.url, validOrder('squishy-pig-toy', 3, { amount: price * 3 }))).status).toBe(200)
    expect(stripe.requests).toHaveLength(2)
  })

  it('uses one idempotency key for a double submit, a new one for another order or attempt', async () => {
    const order = validOrder('essential-oils', 1)
    await post(host.url, order)
    await post(host.url, order)
    await post(host.url, validOrder('essential-oils', 2))
    await post(host.url, order, { 'Idempotency-Key': 'attempt-0001-abcdef' })
    await post(host.url, order, { 'Idempotency-Key': 'attempt-0001-abcdef' })
    await post(host.url, order, { 'Idempotency-Key': 'attempt-0002-abcdef' })
    const keys = stripe.requests.map((r) => r.headers['idempotency-key'])
    expect(keys[0]).toBe(keys[1])
    expect(keys[2]).not.toBe(keys[0])
    expect(keys[3]).toBe(keys[4])
    expect(new Set([keys[0], keys[2], keys[3], keys[5]]).size).toBe(4)
  })
})

describe('create-payment when Stripe fails', () => {
  it('answers 502 after retrying Stripe 500s once, then keeps serving', async () => {
    stripe.mode = 'error500'
    const started = performance.now()
    const res = await post(host.url, validOrder('impact-mvp'))
    expect(res.status).toBe(502)
    expect(res.json).toEqual({ error: STRIPE_MESSAGES.unavailable })
    expect(performance.now() - started).toBeLessThan(7000)
    // The SDK's one retry reuses the idempotency key.
    expect(stripe.requests).toHaveLength(2)
    expect(stripe.requests[0]!.headers['idempotency-key']).toBe(
      stripe.requests[1]!.headers['idempotency-key'],
    )
    stripe.mode = 'ok'
    expect((await post(host.url, validOrder('impact-mvp'))).status).toBe(200)
  })

  it('answers 502 when Stripe drops the connection, then keeps serving', async () => {
    stripe.mode = 'drop'
    const res = await post(host.url, validOrder('red-light-therapy'))
    expect(res.status).toBe(502)
    expect(res.json).toEqual({ error: STRIPE_MESSAGES.unavailable })
    expect(stripe.requests.length).toBeGreaterThanOrEqual(2)
    stripe.mode = 'ok'
    expect((await post(host.url, validOrder('red-light-therapy'))).status).toBe(200)
  })

  it("passes a card error's own message on as a 400", async () => {
    stripe.mode = 'card-declined'
    const res = await post(host.url, validOrder('magnetic-stones'))
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ error: 'Your card was declined.' })
    expect(stripe.requests).toHaveLength(1)
  })

  it("turns Stripe's other 4xx into a plain 400 without Stripe's internals", async () => {
    stripe.mode = 'invalid-request'
    const res = await post(host.url, validOrder('magnetic-stones'))
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ error: STRIPE_MESSAGES.rejected })
  })

  it("logs a Stripe failure as its type, code and request id only, never Stripe's message", async () => {
    stripe.mode = 'invalid-request'
    const before = host.logs.length
    await post(host.url, validOrder('magnetic-stones'))
    const line = host.logs.slice(before).find((l) => l.includes('Stripe failed'))
    expect(line).toMatch(
      /^create-payment: Stripe failed type=StripeInvalidRequestError status=400 code=email_invalid request=req_\w+$/,
    )
  })

  it('never shows a key problem to the visitor (502, no key fragment)', async () => {
    // Stripe knows another key than the one configured: its 401 names the key's last four.
    stripe.secretKey = 'sk_test_the_right_one'
    try {
      const res = await post(host.url, validOrder('magnetic-stones'))
      expect(res.status).toBe(502)
      expect(JSON.stringify(res.json)).not.toContain('sk_')
      expect(JSON.stringify(res.json)).not.toContain('_123')
    } finally {
      stripe.secretKey = undefined
    }
  })
})

describe('create-payment Stripe time bound', () => {
  it('gives up on a Stripe that never answers within the documented bound (7 s) with a 502', async () => {
    stripe.mode = 'hang'
    const started = performance.now()
    const res = await post(host.url, validOrder('nad-patches'))
    const elapsed = performance.now() - started
    expect(res.status).toBe(502)
    expect(res.json).toEqual({ error: STRIPE_MESSAGES.unavailable })
    expect(elapsed).toBeGreaterThan(3000)
    expect(elapsed).toBeLessThan(7500)
    stripe.mode = 'ok'
    expect((await post(host.url, validOrder('nad-patches'))).status).toBe(200)
  }, 15_000)
})

describe('create-payment Stripe call at the deadline', () => {
  it('aborts the call in flight and sends no retry, so no session is created after the 502', async () => {
    stripe.mode = 'slow'
    stripe.delayMs = 2000
    const before = { aborted: stripe.aborted, created: stripe.created }
    const logs: string[] = []
    const started = performance.now()
    const product = getProduct('nad-patches')!
    const result = await createCheckoutSession(
      { secretKey: 'sk_test_abort', apiUrl: new URL(stripe.url), timeoutMs: 10_000, deadlineMs: 300 },
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: product.priceCents,
              product_data: { name: product.name },
            },
          },
        ],
        success_url: `${SITE}/ok`,
        cancel_url: `${SITE}/no`,
      },
      'create-payment-abort-test',
      (line) => logs.push(line),
    )
    expect(result).toEqual({ ok: false, status: 502, error: STRIPE_MESSAGES.unavailable })
    expect(performance.now() - started).toBeLessThan(1500)
    // Stripe saw the request cut off before it answered...
    await vi.waitFor(() => expect(stripe.aborted).toBe(before.aborted + 1))
    // ...and once the SDK has given up for good, nothing else was sent and nothing was created.
    await vi.waitFor(() => expect(logs).toContain('create-payment: aborted Stripe call ended'), {
      timeout: 5000,
    })
    expect(stripe.requests).toHaveLength(1)
    expect(stripe.created).toBe(before.created)
  })
})
