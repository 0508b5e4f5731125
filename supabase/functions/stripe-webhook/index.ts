/**
 * Supabase Edge Function entry (Deno): the same stripe-webhook handler the Node host serves.
 * Deploy: `supabase functions deploy stripe-webhook --use-api` (see docs/guides/deploying.md).
 */
import { edgeOrders } from '#functions/hosts/edge-orders.ts'
import { createWebhookHandler } from '#functions/orders/stripe-webhook.ts'

const orders = edgeOrders('stripe-webhook', (key) => Deno.env.get(key))

Deno.serve(createWebhookHandler(orders))
