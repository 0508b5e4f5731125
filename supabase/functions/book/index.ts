/**
 * Supabase Edge Function entry (Deno): the same book handler the Node host serves.
 * Deploy: `supabase functions deploy book --use-api` (see docs/guides/deploying.md).
 */

import { edgeBooking } from '#functions/booking/edge-host.ts'
import { ownerLinksFromEnv } from '#functions/owner-actions/links.ts'

const { book } = edgeBooking((key) => Deno.env.get(key), {
  ownerCancelLink: ownerLinksFromEnv((key) => Deno.env.get(key)).cancelBooking,
})

Deno.serve((request, info) => book(request, { address: info.remoteAddr.hostname }))
