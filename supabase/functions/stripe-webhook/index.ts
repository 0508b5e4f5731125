/**
 * Supabase Edge Function entry (Deno): the same stripe-webhook handler the Node host serves.
 * Deploy: `supabase functions deploy stripe-webhook --use-api` (see docs/guides/deploying.md).
 * Wired in functions/hosts/ (the host's composition root); nothing is put together here.
 */
import { edgeStripeWebhook } from '#functions/hosts/edge-orders.ts'

Deno.serve(edgeStripeWebhook((key) => Deno.env.get(key)))
