/**
 * Supabase Edge Function entry (Deno): the same create-payment handler the Node server hosts.
 * Deploy: `supabase functions deploy create-payment --use-api` (see docs/guides/deploying.md).
 * Wired in functions/hosts/ (the host's composition root); nothing is put together here.
 */
import { edgeCreatePayment } from '#functions/hosts/edge-payment.ts'

const handler = edgeCreatePayment((key) => Deno.env.get(key))

Deno.serve((request, info) => handler(request, { address: info.remoteAddr.hostname }))
