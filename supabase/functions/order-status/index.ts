/**
 * Supabase Edge Function entry (Deno): the same order-status handler the Node host serves.
 * Deploy: `supabase functions deploy order-status --use-api` (see docs/guides/deploying.md).
 * Wired in functions/hosts/ (the host's composition root); nothing is put together here.
 */
import { edgeOrderStatus } from '#functions/hosts/edge-orders.ts'

const handler = edgeOrderStatus((key) => Deno.env.get(key))

Deno.serve((request, info) => handler(request, { address: info.remoteAddr.hostname }))
