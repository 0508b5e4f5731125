/**
 * The order functions read only their own settings and the shared Stripe ones (functions/platform/stripe.ts):
 * a checkout-only setting that create-payment refuses does not stop stripe-webhook or order-status,
 * while a bad Stripe setting still stops every function that talks to Stripe.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentConfigFromEnv } from '#functions/create-payment/config.ts'
import { ordersSettingsFromEnv } from '#functions/orders/config.ts'
import { ORDER_STATUS_MESSAGES } from '#functions/orders/order-status.ts'
import { PaymentConfigError } from '#functions/platform/stripe.ts'
import { type FakeStripe, startFakeStripe } from '#tests/payment/fake-stripe.ts'
import { startOrdersHost } from './host.ts'
import { checkoutSession } from './support.ts'

let stripe: FakeStripe
let dir: string
beforeAll(async () => {
  stripe = await startFakeStripe()
  dir = mkdtempSync(path.join(tmpdir(), 'orders-settings-'))
})
afterAll(async () => {
  await stripe.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Settings only create-payment reads, each one it refuses to start with. */
const CHECKOUT_ONLY: Record<string, string>[] = [{ CHECKOUT_RATE_LIMIT: 'lots' }]
/** Settings create-payment refuses that the newsletter reads too (its origins and links). */
const CHECKOUT_AND_NEWSLETTER: Record<string, string>[] = [
  { SITE_URL: 'not a url' },
  { ALLOWED_ORIGINS: 'nope' },
]

describe('order functions and checkout-only settings', () => {
  it.each([...CHECKOUT_ONLY, ...CHECKOUT_AND_NEWSLETTER])('create-payment refuses %o', (bad) => {
    expect(() => paymentConfigFromEnv((name) => bad[name], { production: false })).toThrow(PaymentConfigError)
  })

  it.each(CHECKOUT_ONLY)(
    'an orders host starts with %o and answers order-status from Stripe',
    async (bad) => {
      const host = await startOrdersHost({
        STRIPE_SECRET_KEY: 'sk_test_settings',
        STRIPE_API_URL: stripe.url,
        DATABASE_URL: `file:${path.join(dir, `${crypto.randomUUID()}.db`)}`,
        ORDER_STATUS_RATE_LIMIT: '0',
        ...bad,
      })
      try {
        const session = checkoutSession({ status: 'complete', payment_status: 'paid' })
        stripe.sessions.set(session.id, session)
        const paid = await fetch(host.statusUrl(session.id))
        expect(paid.status).toBe(200)
        expect((await paid.json()).status).toBe('paid')
        const unknown = await fetch(host.statusUrl('cs_test_nobodyknowsthissettings'))
        expect(unknown.status).toBe(404)
        expect(await unknown.json()).toEqual({ error: ORDER_STATUS_MESSAGES.notFound })
      } finally {
        await host.close()
      }
    },
  )

  it.each([
    [
      { STRIPE_SECRET_KEY: 'sk_live_x' },
      false,
      'STRIPE_SECRET_KEY is a live key but NODE_ENV is not production',
    ],
    [
      { STRIPE_SECRET_KEY: 'pk_test_x' },
      false,
      'STRIPE_SECRET_KEY is not a secret (sk_) or restricted (rk_) key',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_URL: 'ftp://x' },
      false,
      'STRIPE_API_URL is not an absolute',
    ],
    [{ STRIPE_API_URL: 'https://api.example' }, true, 'STRIPE_API_URL is set in production'],
  ])('the order functions still refuse the Stripe setting %o (production %s)', (env, production, reason) => {
    const read = () =>
      ordersSettingsFromEnv((name) => (env as Record<string, string | undefined>)[name], production)
    expect(read).toThrow(PaymentConfigError)
    expect(read).toThrow(reason)
  })
})
