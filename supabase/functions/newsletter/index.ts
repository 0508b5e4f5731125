/**
 * Supabase Edge Function entry (Deno): the same newsletter handler the Node host serves.
 * Deploy: `supabase functions deploy newsletter --use-api` (see docs/guides/deploying.md).
 * Wired in functions/hosts/ (the host's composition root); nothing is put together here.
 */
import { edgeNewsletter } from '#functions/hosts/edge-orders.ts'

const handler = edgeNewsletter((key) => Deno.env.get(key))

Deno.serve((request, info) => handler(request, { address: info.remoteAddr.hostname }))
