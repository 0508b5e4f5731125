import { createPaymentHandler, paymentConfigFromEnv } from '#functions/create-payment/handler.ts'
import { type NodeOrders, nodeOrders } from '#functions/orders/node-host.ts'
import type { FunctionHandler } from './app.ts'
import { type RecordEvent, testCheckouts } from './test-checkout.ts'

export interface HostFunctions {
  /** Served at /functions/v1/{name}. */
  functions: Record<string, FunctionHandler>
  /** The order functions' shared store and background work (tests wait on `settled()`). */
  orders: NodeOrders
  /** What the test checkout's Pay records a payment with (the webhook's own fulfilment). */
  recordTestPayment: RecordEvent
  /** One line per function that cannot work as configured, for the start-up log. */
  startupNotes: string[]
}

/**
 * The backend functions this server hosts at /functions/v1/{name}, built from the environment.
 * - create-payment: Stripe Checkout when STRIPE_SECRET_KEY is set; otherwise, outside production,
 *   the built-in test checkout (server/test-checkout.ts); in production without a key, a 503.
 * - stripe-webhook: Stripe's events (needs STRIPE_WEBHOOK_SECRET and STRIPE_SECRET_KEY, else 503).
 * - order-status: the order confirmation page's question; reads the store DATABASE_URL names.
 * Without a Stripe key the test checkout stands in for Stripe's session API, so a paid test order
 * goes through the same fulfilment, store and notice as a real one.
 */
export function hostFunctions(
  env: Record<string, string | undefined> = process.env,
  { log }: { log?: (line: string) => void } = {},
): HostFunctions {
  const production = env.NODE_ENV === 'production'
  const orders = nodeOrders((name) => env[name], {
    sessions: production ? undefined : testCheckouts.sessions,
    log,
  })
  const startupNotes = orders.webhookProblem
    ? [
        `stripe-webhook: ${orders.webhookProblem}; it answers 503 (orders are recorded only from Stripe's events)`,
      ]
    : []
  return {
    functions: {
      'create-payment': createPaymentHandler({
        ...paymentConfigFromEnv((name) => env[name], { production, testCheckout: testCheckouts }),
        log,
      }),
      'stripe-webhook': orders.webhook,
      'order-status': orders.orderStatus,
    },
    orders,
    recordTestPayment: async (event) => {
      const result = await (await orders.fulfilment()).handleEvent(event)
      if (result.notice) orders.waitUntil(result.notice)
      return result
    },
    startupNotes,
  }
}

/** The functions alone (tests that need nothing else). */
export function functions(
  env: Record<string, string | undefined> = process.env,
  options: { log?: (line: string) => void } = {},
): Record<string, FunctionHandler> {
  return hostFunctions(env, options).functions
}
