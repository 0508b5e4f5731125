/**
 * Supabase Edge Function entry (Deno): the same stripe-webhook handler the Node host serves.
 * Deploy: `supabase functions deploy stripe-webhook --use-api` (see docs/guides/deploying.md).
 */
import { edgeOrders } from '#functions/orders/edge-host.ts'
import { createWebhookHandler } from '#functions/stripe-webhook/handler.ts'
import { edgeShipLink } from '../_shared/owner-links.ts'

const orders = edgeOrders('stripe-webhook', (key) => Deno.env.get(key), {
  shipLink: edgeShipLink((key) => Deno.env.get(key)),
})

Deno.serve(createWebhookHandler(orders))
