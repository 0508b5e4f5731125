import { createPaymentHandler, paymentConfigFromEnv } from '#functions/create-payment/handler.ts'
import type { FunctionHandler } from './app.ts'
import { testCheckouts } from './test-checkout.ts'

/**
 * The backend functions this server hosts at /functions/v1/{name}, built from the environment.
 * create-payment: Stripe Checkout when STRIPE_SECRET_KEY is set; otherwise, outside production,
 * the built-in test checkout (server/test-checkout.ts); in production without a key, a 503.
 */
export function functions(
  env: Record<string, string | undefined> = process.env,
  { log }: { log?: (line: string) => void } = {},
): Record<string, FunctionHandler> {
  const production = env.NODE_ENV === 'production'
  return {
    'create-payment': createPaymentHandler({
      ...paymentConfigFromEnv((name) => env[name], { production, testCheckout: testCheckouts }),
      log,
    }),
  }
}
