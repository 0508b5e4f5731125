/**
 * Supabase Edge Function entry (Deno): the same booking-cancel handler the Node host serves.
 * Deploy: `supabase functions deploy booking-cancel --use-api` (see docs/guides/deploying.md).
 * Wired in functions/hosts/ (the host's composition root); nothing is put together here.
 */
import { edgeBooking } from '#functions/hosts/edge-booking.ts'

const { cancel } = edgeBooking((key) => Deno.env.get(key))

Deno.serve((request, info) => cancel(request, { address: info.remoteAddr.hostname }))
