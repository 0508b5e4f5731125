/**
 * The payment function on the Node host prices every product exactly as its file in
 * content/products says, and sells nothing else (the Deno host is checked in deno.test.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { MESSAGES } from '#functions/create-payment/order.ts'
import { contentPrices } from './content-prices.ts'
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts'
import { type NodeHost, post, startNodeHost, validOrder } from './support.ts'

const SITE = 'https://shop.example.test'
let stripe: FakeStripe
let host: NodeHost

beforeAll(async () => {
  stripe = await startFakeStripe()
  host = await startNodeHost({
    STRIPE_SECRET_KEY: 'sk_test_prices',
    STRIPE_API_URL: stripe.url,
    SITE_URL: SITE,
  })
})
afterAll(async () => {
  await host?.close()
  await stripe?.close()
})

it('charges each product sold here the price written in its content file, and refuses a partner-only product', async () => {
  const files = contentPrices()
  // The shipped catalogue is the spec's: all eight sold here (partner-only-product.test.ts checks the refusal).
  expect(files.filter((f) => !f.partner).map((f) => f.id)).toHaveLength(8)
  for (const { id, cents, partner } of files) {
    stripe.requests.length = 0
    const res = await post(host.url, validOrder(id, 2), { Origin: SITE })
    if (partner) {
      expect({ status: res.status, json: res.json }, id).toEqual({
        status: 400,
        json: { error: MESSAGES.soldByPartner },
      })
      expect(stripe.requests, id).toEqual([])
      continue
    }
    expect(res.status, id).toBe(200)
    expect(stripe.requests[0]!.form['line_items[0][price_data][unit_amount]'], id).toBe(String(cents))
    expect(stripe.requests[0]!.form['line_items[0][quantity]'], id).toBe('2')
  }
})

it('sells no product without a content file', async () => {
  const res = await post(host.url, { ...validOrder(contentPrices()[0]!.id), productId: 'not-a-file' })
  expect(res.status).toBe(400)
  expect(res.json).toEqual({ error: MESSAGES.unknownProduct })
})
