/**
 * create-payment as a Supabase Edge Function (Deno). Production unless NODE_ENV says otherwise
 * (only the tests do): without STRIPE_SECRET_KEY it answers 503, never a test checkout. A
 * configuration it refuses (see paymentConfigFromEnv) stops it at boot.
 */
import { paymentConfigFromEnv } from '#functions/create-payment/config.ts'
import { createPaymentHandler } from '#functions/create-payment/handler.ts'

export function edgeCreatePayment(env: (key: string) => string | undefined) {
  const production = (env('NODE_ENV') ?? 'production') === 'production'
  // Off unless CHECKOUT_RATE_LIMIT is set: every request reaches the function through Supabase's
  // gateway, so the connecting address is the gateway's (TRUST_PROXY=n counts the X-Forwarded-For
  // address n places from the right: docs/guides/deploying.md → Which client).
  return createPaymentHandler(paymentConfigFromEnv(env, { production, defaultRateLimit: 0 }))
}
