/**
 * Supabase Edge Function entry (Deno): the same order-status handler the Node host serves.
 * Deploy: `supabase functions deploy order-status --use-api` (see README.md → Orders).
 */

import { createOrderStatusHandler } from '#functions/order-status/handler.ts'
import { edgeOrders } from '#functions/orders/edge-host.ts'

const handler = createOrderStatusHandler(edgeOrders('order-status', (key) => Deno.env.get(key)))

Deno.serve((request, info) => handler(request, { address: info.remoteAddr.hostname }))
