/**
 * Reading a paid order back from Stripe through the order functions' own configuration, the real
 * SDK and the fake Stripe (which, like Stripe, returns `payment_intent` as an id and no
 * `line_items` unless they are expanded). Each fact below is only in an expanded part: the
 * shipping address only on the payment intent, the quantity and description only in the line
 * items. Dropping an entry from the expand list in functions/orders/from-stripe.ts fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ordersSettingsFromEnv, sessionSourceFor } from '#functions/orders/config.ts'
import { orderFactsFromSession, type SessionSource } from '#functions/orders/from-stripe.ts'
import { type FakeStripe, startFakeStripe } from '#tests/payment/fake-stripe.ts'
import { checkoutSession, piOf } from './support.ts'

const KEY = 'sk_test_from_stripe'
let stripe: FakeStripe
let source: SessionSource

beforeAll(async () => {
  stripe = await startFakeStripe()
  stripe.secretKey = KEY
  const settings = ordersSettingsFromEnv(
    (name) => ({ STRIPE_SECRET_KEY: KEY, STRIPE_API_URL: stripe.url })[name],
    false,
  )
  source = sessionSourceFor(settings)!
})
afterAll(() => stripe.close())

/** A paid session whose metadata says nothing about quantity, and a product not in the catalogue. */
function storedSession() {
  const session = checkoutSession({
    metadata: { product_id: 'retired-product' },
    customer_details: { name: null, email: 'sam@example.org' },
  })
  const items = session.line_items as { data: Record<string, unknown>[] }
  items.data[0] = { ...items.data[0], quantity: 3, description: 'Retired Product' }
  stripe.sessions.set(session.id, session)
  return session
}

const expected = {
  productName: 'Retired Product',
  quantity: 3,
  buyerName: 'Alex Rivera',
  shipping: {
    name: 'Alex Rivera',
    line1: '12 Harbor View Dr',
    line2: null,
    city: 'Newport Beach',
    state: 'CA',
    postalCode: '92660',
    country: 'US',
  },
}

describe('an order read from Stripe', () => {
  it('by session id: shipping from the payment intent, quantity and name from the line items', async () => {
    const session = storedSession()
    const read = await source.retrieve(session.id)
    expect(read).not.toBeNull()
    expect(orderFactsFromSession(read!)).toMatchObject({
      ...expected,
      sessionId: session.id,
      paymentIntentId: piOf(session),
    })
  })

  it('by payment intent (a refund or dispute names only the payment): the same facts', async () => {
    const session = storedSession()
    const read = await source.findByPaymentIntent(piOf(session))
    expect(orderFactsFromSession(read!)).toMatchObject({ ...expected, sessionId: session.id })
  })

  it('the fake would not have given these facts without the expansion', async () => {
    const session = storedSession()
    const res = await fetch(`${stripe.url}/v1/checkout/sessions/${session.id}`, {
      headers: { authorization: `Bearer ${KEY}` },
    })
    const plain = await res.json()
    expect(plain.payment_intent).toBe(piOf(session))
    expect(plain).not.toHaveProperty('line_items')
    expect(orderFactsFromSession(plain)).toMatchObject({ shipping: null, quantity: 1, buyerName: null })
  })
})
