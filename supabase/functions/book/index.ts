/**
 * Supabase Edge Function entry (Deno): the same book handler the Node host serves.
 * Deploy: `supabase functions deploy book --use-api` (see docs/guides/deploying.md).
 * Wired in functions/hosts/ (the host's composition root); nothing is put together here.
 */
import { edgeBooking } from '#functions/hosts/edge-booking.ts'

const { book } = edgeBooking((key) => Deno.env.get(key))

Deno.serve((request, info) => book(request, { address: info.remoteAddr.hostname }))
