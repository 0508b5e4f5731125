/**
 * Supabase Edge Function entry (Deno): the same create-payment handler the Node server hosts.
 * Deploy: `supabase functions deploy create-payment --use-api` (see README.md → Payments).
 * Always configured as production: without STRIPE_SECRET_KEY it answers 503, never a test checkout.
 */
import { createPaymentHandler, paymentConfigFromEnv } from '#functions/create-payment/handler.ts'

const handler = createPaymentHandler(paymentConfigFromEnv((name) => Deno.env.get(name), { production: true }))

Deno.serve(handler)
