import {
  describePayments,
  describeRateLimit,
  type PaymentConfig,
  paymentConfigFromEnv,
} from '#functions/create-payment/config.ts'
import { createPaymentHandler } from '#functions/create-payment/handler.ts'
import { type NodeBooking, nodeBooking } from '#functions/hosts/node-booking.ts'
import { type NodeOrders, nodeOrders } from '#functions/hosts/node-orders.ts'
import { newsletterSettingsFromEnv } from '#functions/newsletter/config.ts'
import { createNewsletterHandler } from '#functions/newsletter/handler.ts'
import { describeLocation, storeLocation } from '#functions/platform/db/location.ts'
import { describeLimit } from '#functions/platform/rate-limit.ts'
import type { FunctionHandler } from './app.ts'
import { type RecordEvent, testCheckouts } from './test-checkout.ts'

type Env = Record<string, string | undefined>

/**
 * create-payment's configuration: Stripe Checkout when STRIPE_SECRET_KEY is set; otherwise, outside
 * production, the built-in test checkout (server/test-checkout.ts) for loopback requests; in
 * production without a key, a 503. Throws a PaymentConfigError for a configuration that must not run.
 */
export function paymentConfig(env: Env = process.env): PaymentConfig {
  const production = env.NODE_ENV === 'production'
  return paymentConfigFromEnv((name) => env[name], { production, testCheckout: testCheckouts })
}

/**
 * The order functions: stripe-webhook records Stripe's events (503 without STRIPE_WEBHOOK_SECRET
 * and STRIPE_SECRET_KEY), order-status answers the order confirmation page. Outside production
 * without a Stripe key, the test checkout stands in for Stripe's session API, so a test payment goes
 * through the same fulfilment, store and notice as a real one.
 */
export function orderFunctions(env: Env = process.env, log?: (line: string) => void): NodeOrders {
  const production = env.NODE_ENV === 'production'
  return nodeOrders((name) => env[name], { sessions: production ? undefined : testCheckouts.sessions, log })
}

/** What `npm start` prints at start-up: the mode, what create-payment does, where orders go. */
export function startupSummary(env: Env = process.env): string {
  const config = paymentConfig(env)
  const orders = orderFunctions(env)
  const webhook = orders.webhookProblem ? `answers 503 (${orders.webhookProblem})` : 'ready'
  const booking = ` ${nodeBooking((name) => env[name], { sweepEveryMs: 0 }).describe}.`
  return `Mode: ${config.production ? 'production' : 'development'} (NODE_ENV=${env.NODE_ENV ?? 'unset'}). Payments: ${describePayments(config)}; ${describeRateLimit(config)}. Orders: ${describeLocation(storeLocation(env.DATABASE_URL))}; stripe-webhook ${webhook}; ${describeLimit('order-status', orders.settings.orderStatusRateLimit)}.${booking}`
}

export interface HostFunctions {
  /** Served at /functions/v1/{name}. */
  functions: Record<string, FunctionHandler>
  /** The order functions' shared store and background work (tests wait on `settled()`). */
  orders: NodeOrders
  /** The booking functions' store, e-mails and reminder sweep. */
  booking: NodeBooking
  /** What the test checkout's Pay records a payment with (the webhook's own fulfilment). */
  recordTestPayment: RecordEvent
  /** Resolves once the order store answers a query (GET /healthz). */
  storeHealth: () => Promise<void>
}

/** The backend functions this server hosts at /functions/v1/{name}, built from the environment. */
export function hostFunctions(
  env: Env = process.env,
  // The server's own environment (npm start) sends owed e-mail at start and every few minutes.
  { log, sweep = env === process.env }: { log?: (line: string) => void; sweep?: boolean } = {},
): HostFunctions {
  const orders = orderFunctions(env, log)
  const booking = nodeBooking((name) => env[name], { log, allowedOrigins: paymentConfig(env).allowedOrigins })
  if (sweep) orders.startSweeps()
  return {
    functions: {
      'booking-slots': booking.handlers.slots,
      book: booking.handlers.book,
      'booking-cancel': booking.handlers.cancel,
      'create-payment': createPaymentHandler({ ...paymentConfig(env), log }),
      'stripe-webhook': orders.webhook,
      'order-status': orders.orderStatus,
      newsletter: createNewsletterHandler({
        settings: newsletterSettingsFromEnv((name) => env[name], env.NODE_ENV === 'production'),
        open: async () => ({
          db: (await orders.fulfilment()).store.db,
          outbox: (await orders.fulfilment()).outbox,
        }),
        waitUntil: orders.waitUntil,
        log,
      }),
    },
    orders,
    booking,
    recordTestPayment: async (event) => {
      const result = await (await orders.fulfilment()).handleEvent(event)
      if (result.notice) orders.waitUntil(result.notice)
      return result
    },
    storeHealth: async () => {
      await (await orders.fulfilment()).store.get('cs_healthz')
    },
  }
}

/**
 * Outside production without SITE_URL, the local server's own address (`origin`, e.g.
 * http://localhost:3000): links in e-mails (newsletter confirm and unsubscribe, booking cancel) and
 * the return from a Stripe test checkout then lead back to it, not to the profile's public address,
 * which a local trial does not serve. Undefined where SITE_URL or the profile's address applies.
 */
export function localSiteUrl(env: Env, origin: string | undefined): string | undefined {
  if (env.NODE_ENV === 'production' || env.SITE_URL?.trim() || !origin) return undefined
  return origin.replace(/\/+$/, '')
}

/** The functions alone (tests that need nothing else). */
export function functions(
  env: Env = process.env,
  options: { log?: (line: string) => void } = {},
): Record<string, FunctionHandler> {
  return hostFunctions(env, options).functions
}
