/**
 * Supabase Edge Function entry (Deno): the same owner-action handler the Node host serves, with
 * the order feature's own ship (the buyer's notice sent through the outbox as with the command)
 * and the booking feature's own cancel-by-owner (the slot freed, the client told).
 * Deploy: `supabase functions deploy owner-action --use-api` (see docs/guides/deploying.md).
 * OWNER_ACTIONS_SECRET must be set (without it every link answers 503 and no notice carries one).
 * Every call reaches it through Supabase's gateway: set TRUST_PROXY=1 so the per-client limit
 * (OWNER_ACTIONS_RATE_LIMIT, default 10 a minute) counts each client apart.
 */
import { data as bookingSettings } from '#core/content/generated/booking.ts'
import { edgeBooking } from '#functions/booking/edge-host.ts'
import { cancelForOwner } from '#functions/booking/owner-cancel.ts'
import { edgeOrders } from '#functions/orders/edge-host.ts'
import { lazyFulfilment } from '#functions/orders/fulfil.ts'
import { shipForOwner } from '#functions/orders/owner-ship.ts'
import { ownerActionsSettingsFromEnv } from '#functions/owner-actions/config.ts'
import { createOwnerActionHandler } from '#functions/owner-actions/handler.ts'
import { ownerLinks } from '#functions/owner-actions/links.ts'

const env = (key: string) => Deno.env.get(key)
const settings = ownerActionsSettingsFromEnv(env)
const orders = edgeOrders('owner-action', env, { shipLink: ownerLinks(settings).ship })
const fulfilment = lazyFulfilment(orders.fulfilment)
const links = ownerLinks(settings)
const booking = bookingSettings.enabled
  ? edgeBooking(env, { ownerCancelLink: links.cancelBooking })
  : undefined

const handler = createOwnerActionHandler({
  settings,
  ship: shipForOwner(fulfilment),
  cancelBooking: booking ? cancelForOwner(booking) : undefined,
  allowedOrigins: (env('ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  production: (env('NODE_ENV') ?? 'production') === 'production',
})

Deno.serve((request, info) => handler(request, { address: info.remoteAddr.hostname }))
