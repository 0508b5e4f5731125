/**
 * The fake Stripe answers like Stripe where our code depends on it, checked through the real SDK:
 * a wrong key gets Stripe's 401, unexpanded fields come back as ids (or not at all), a repeated
 * Idempotency-Key gets the first answer.
 */
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts'

let fake: FakeStripe
const KEY = 'sk_test_fake_stripe'
const sdk = (key = KEY) => {
  const { hostname, port } = new URL(fake.url)
  return new Stripe(key, {
    host: hostname,
    port: Number(port),
    protocol: 'http',
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 0,
  })
}
const SESSION = {
  id: 'cs_test_expand',
  object: 'checkout.session',
  payment_status: 'paid',
  customer: { id: 'cus_1', object: 'customer' },
  payment_intent: { id: 'pi_expand', object: 'payment_intent', shipping: { name: 'Ada' } },
  line_items: { object: 'list', data: [{ quantity: 2, description: 'Blanket' }] },
}

beforeAll(async () => {
  fake = await startFakeStripe()
  fake.secretKey = KEY
  fake.sessions.set(SESSION.id, SESSION)
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.mode = 'ok'
})

describe('fake Stripe', () => {
  it('refuses a wrong key with 401 and the key redacted, as Stripe does', async () => {
    const error = await sdk('sk_test_wrong_key_9876')
      .checkout.sessions.retrieve(SESSION.id)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
    expect(error).toMatchObject({ statusCode: 401, message: 'Invalid API Key provided: sk_test_****9876' })
    const raw = await fetch(`${fake.url}/v1/checkout/sessions/${SESSION.id}`)
    expect(raw.status).toBe(401)
    expect(await raw.json()).toMatchObject({
      error: {
        type: 'invalid_request_error',
        message: expect.stringMatching(/^You did not provide an API key/),
      },
    })
  })

  it('returns unexpanded fields as ids and leaves line_items out', async () => {
    const plain = (await sdk().checkout.sessions.retrieve(SESSION.id)) as unknown as Record<string, unknown>
    expect(plain.payment_intent).toBe('pi_expand')
    expect(plain.customer).toBe('cus_1')
    expect(plain).not.toHaveProperty('line_items')
    const expanded = await sdk().checkout.sessions.retrieve(SESSION.id, {
      expand: ['line_items', 'payment_intent'],
    })
    expect(expanded.payment_intent).toEqual(SESSION.payment_intent)
    expect(expanded.line_items).toEqual(SESSION.line_items)
    expect(expanded.customer).toBe('cus_1')
  })

  it('lists sessions by payment intent with ids unless data.<field> is expanded', async () => {
    const list = await sdk().checkout.sessions.list({ payment_intent: 'pi_expand' })
    expect(list.data.map((s) => [s.id, s.payment_intent, 'line_items' in s])).toEqual([
      [SESSION.id, 'pi_expand', false],
    ])
    const expanded = await sdk().checkout.sessions.list({
      payment_intent: 'pi_expand',
      expand: ['data.payment_intent'],
    })
    expect(expanded.data[0]?.payment_intent).toEqual(SESSION.payment_intent)
  })

  it('answers a repeated Idempotency-Key with the first answer, and refuses it for other parameters', async () => {
    const params = {
      mode: 'payment' as const,
      success_url: 'https://shop.example.test/ok',
      line_items: [{ price: 'price_1', quantity: 1 }],
    }
    const before = fake.created
    const first = await sdk().checkout.sessions.create(params, { idempotencyKey: 'same-key' })
    const again = await sdk().checkout.sessions.create(params, { idempotencyKey: 'same-key' })
    expect(again.id).toBe(first.id)
    expect(fake.created - before).toBe(1)
    const other = await sdk()
      .checkout.sessions.create(
        { ...params, success_url: 'https://shop.example.test/other' },
        { idempotencyKey: 'same-key' },
      )
      .catch((e: unknown) => e)
    expect(other).toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' })
    const fresh = await sdk().checkout.sessions.create(params, { idempotencyKey: 'another-key' })
    expect(fresh.id).not.toBe(first.id)
  })

  it('does not remember an injected fault: the retry with the same key is answered afresh', async () => {
    const params = { mode: 'payment' as const, success_url: 'https://shop.example.test/ok' }
    fake.mode = 'error500'
    await expect(
      sdk().checkout.sessions.create(params, { idempotencyKey: 'fault-key' }),
    ).rejects.toMatchObject({
      statusCode: 500,
    })
    fake.mode = 'ok'
    const session = await sdk().checkout.sessions.create(params, { idempotencyKey: 'fault-key' })
    expect(session.id).toMatch(/^cs_test_/)
  })
})
