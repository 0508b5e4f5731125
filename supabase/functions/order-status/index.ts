/**
 * Supabase Edge Function entry (Deno): the same order-status handler the Node host serves.
 * Deploy: `supabase functions deploy order-status --use-api` (see docs/guides/deploying.md).
 *
 * A limit is on by default here too (EDGE_ORDER_STATUS_RATE_LIMIT a minute unless
 * ORDER_STATUS_RATE_LIMIT says otherwise; 0 turns it off). Every request reaches the function
 * through Supabase's gateway, so without a TRUST_PROXY checked for that gateway (docs/guides/deploying.md → Which
 * client) the limit counts every visitor of one function instance together: a ceiling on what one
 * instance asks of Stripe, well above what buyers need (the confirmation page asks at most six times).
 */

import { edgeOrders } from '#functions/hosts/edge-orders.ts'
import { createOrderStatusHandler } from '#functions/orders/order-status.ts'
import { stripeKeyMode } from '#functions/platform/stripe.ts'

export const EDGE_ORDER_STATUS_RATE_LIMIT = 120

const env = (key: string) =>
  key === 'ORDER_STATUS_RATE_LIMIT'
    ? Deno.env.get(key)?.trim() || String(EDGE_ORDER_STATUS_RATE_LIMIT)
    : Deno.env.get(key)

const handler = createOrderStatusHandler({
  ...edgeOrders('order-status', env),
  stripeMode: stripeKeyMode(Deno.env.get('STRIPE_SECRET_KEY')?.trim()),
})

Deno.serve((request, info) => handler(request, { address: info.remoteAddr.hostname }))
