/**
 * The owner's option to leave a product to its partner (`soldHere: false` in its file): the
 * payment function refuses it with a message saying where to buy it and sends nothing to Stripe,
 * while the other products still sell. The shipped catalogue has no such product, so this file
 * serves the function the catalogue with one product switched, as the build would generate it.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { getProduct } from '#core/content/products.ts'
import { MESSAGES } from '#functions/create-payment/order.ts'
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts'
import { type NodeHost, post, startNodeHost, validOrder } from './support.ts'

const PARTNER_ONLY = vi.hoisted(() => 'pulsetto-device')

vi.mock('#core/content/generated/products.ts', async (importOriginal) => {
  const { data } = await importOriginal<typeof import('#core/content/generated/products.ts')>()
  return { data: data.map((p) => (p.id === PARTNER_ONLY ? { ...p, soldHere: false } : p)) }
})

let stripe: FakeStripe
let host: NodeHost

beforeAll(async () => {
  stripe = await startFakeStripe()
  host = await startNodeHost({ STRIPE_SECRET_KEY: 'sk_test_partner', STRIPE_API_URL: stripe.url })
})
afterAll(async () => {
  await host?.close()
  await stripe?.close()
})

it('refuses a product only the partner sells, with a message saying where to buy it', async () => {
  expect(getProduct(PARTNER_ONLY)).toMatchObject({ soldHere: false, affiliateLink: expect.any(String) })
  stripe.requests.length = 0
  const res = await post(host.url, validOrder(PARTNER_ONLY))
  expect({ status: res.status, json: res.json }).toEqual({
    status: 400,
    json: { error: MESSAGES.soldByPartner },
  })
  expect(MESSAGES.soldByPartner).toMatch(/sold by our partner/)
  expect(stripe.requests).toEqual([])
})

it('still sells the products the practice sells, partner link or not', async () => {
  for (const id of ['nad-patches', 'red-light-therapy']) {
    const res = await post(host.url, validOrder(id))
    expect(res.status, id).toBe(200)
  }
})
