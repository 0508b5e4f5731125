/**
 * Supabase Edge Function entry (Deno): the same owner-action handler the Node host serves.
 * Deploy: `supabase functions deploy owner-action --use-api` (see docs/guides/deploying.md).
 * Wired in functions/hosts/ (the host's composition root); nothing is put together here.
 */
import { edgeOwnerAction } from '#functions/hosts/edge-owner-actions.ts'

const handler = edgeOwnerAction((key) => Deno.env.get(key))

Deno.serve((request, info) => handler(request, { address: info.remoteAddr.hostname }))
