/**
 * Supabase Edge Function entry (Deno): the same booking-slots handler the Node host serves.
 * Deploy: `supabase functions deploy booking-slots --use-api` (see docs/guides/deploying.md).
 */

import { edgeBooking } from '#functions/hosts/edge-booking.ts'

const { slots } = edgeBooking((key) => Deno.env.get(key))

Deno.serve((request, info) => slots(request, { address: info.remoteAddr.hostname }))
