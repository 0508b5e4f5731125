/**
 * Supabase Edge Function entry (Deno): the same booking-cancel handler the Node host serves.
 * Deploy: `supabase functions deploy booking-cancel --use-api` (see docs/guides/deploying.md).
 */

import { edgeBooking } from '#functions/booking/edge-host.ts'
import { ownerLinksFromEnv } from '#functions/owner-actions/links.ts'

const { cancel } = edgeBooking((key) => Deno.env.get(key), {
  ownerCancelLink: ownerLinksFromEnv((key) => Deno.env.get(key)).cancelBooking,
})

Deno.serve((request, info) => cancel(request, { address: info.remoteAddr.hostname }))
