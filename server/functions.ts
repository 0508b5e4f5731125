import {
  createPaymentHandler,
  describePayments,
  describeRateLimit,
  type PaymentConfig,
  paymentConfigFromEnv,
} from '#functions/create-payment/handler.ts'
import type { FunctionHandler } from './app.ts'
import { testCheckouts } from './test-checkout.ts'

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

/** What `npm start` prints at start-up: the mode and what create-payment does in it. */
export function startupSummary(env: Env = process.env): string {
  const config = paymentConfig(env)
  return `Mode: ${config.production ? 'production' : 'development'} (NODE_ENV=${env.NODE_ENV ?? 'unset'}). Payments: ${describePayments(config)}; ${describeRateLimit(config)}.`
}

/** The backend functions this server hosts at /functions/v1/{name}, built from the environment. */
export function functions(
  env: Env = process.env,
  { log }: { log?: (line: string) => void } = {},
): Record<string, FunctionHandler> {
  return {
    'create-payment': createPaymentHandler({ ...paymentConfig(env), log }),
  }
}
