/**
 * Supabase Edge Function entry (Deno): the same stripe-webhook handler the Node host serves.
 * Deploy: `supabase functions deploy stripe-webhook --use-api` (see docs/guides/deploying.md).
 */
import { edgeOrders } from '#functions/orders/edge-host.ts'
import { ownerLinksFromEnv } from '#functions/owner-actions/links.ts'
import { createWebhookHandler } from '#functions/stripe-webhook/handler.ts'

const orders = edgeOrders('stripe-webhook', (key) => Deno.env.get(key), {
  shipLink: ownerLinksFromEnv((key) => Deno.env.get(key)).ship,
})

Deno.serve(createWebhookHandler(orders))
