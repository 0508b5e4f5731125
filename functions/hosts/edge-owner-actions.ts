/**
 * The owner-action function as a Supabase Edge Function (Deno): the same handler the Node host
 * serves, with the orders feature's own ship (the buyer's notice sent through the outbox as with
 * the command) and, while booking is on, the booking feature's own cancel-by-owner (the slot
 * freed, the client told) and its day block (the day's free times closed). OWNER_ACTIONS_SECRET must be set: without it every link answers 503 and
 * no notice carries one. Every call reaches it through Supabase's gateway: set TRUST_PROXY=1 so the
 * per-client limit (OWNER_ACTIONS_RATE_LIMIT, default 10 a minute) counts each client apart.
 * Imports nothing Node-only.
 */
import { data as bookingContent } from '#core/content/generated/booking.ts'
import { blockForOwner } from '#functions/booking/owner-block.ts'
import { cancelForOwner } from '#functions/booking/owner-cancel.ts'
import { edgeBooking } from '#functions/hosts/edge-booking.ts'
import { edgeNewsletterSettings, edgeOrders } from '#functions/hosts/edge-orders.ts'
import { newsletterSendCapability } from '#functions/hosts/newsletter-issues.ts'
import { lazyFulfilment } from '#functions/orders/fulfil.ts'
import { shipForOwner } from '#functions/orders/owner-ship.ts'
import { ownerActionsSettingsFromEnv } from '#functions/owner-actions/config.ts'
import { createOwnerActionHandler } from '#functions/owner-actions/handler.ts'
import { ownerLinks } from '#functions/owner-actions/links.ts'

export function edgeOwnerAction(env: (key: string) => string | undefined) {
  const settings = ownerActionsSettingsFromEnv(env)
  const links = ownerLinks(settings)
  const orders = edgeOrders('owner-action', env, { shipLink: links.ship })
  const booking = bookingContent.enabled
    ? edgeBooking(env, { ownerCancelLink: links.cancelBooking, ownerBlockLink: links.blockDay })
    : undefined
  const fulfilment = lazyFulfilment(orders.fulfilment)
  return createOwnerActionHandler({
    settings,
    ship: shipForOwner(fulfilment),
    cancelBooking: booking ? cancelForOwner(booking) : undefined,
    blockDay: booking ? blockForOwner(booking) : undefined,
    sendNewsletter: newsletterSendCapability(
      edgeNewsletterSettings(env),
      async () => (await fulfilment()).store.db,
      {
        // The first copies go at once (up to the rate); the maintenance call sends the rest.
        afterSend: () => {
          const first = fulfilment().then((f) => f.outbox.sweep())
          if (orders.waitUntil) orders.waitUntil(first.catch(() => {}))
        },
      },
    ),
    allowedOrigins: (env('ALLOWED_ORIGINS') ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    production: (env('NODE_ENV') ?? 'production') === 'production',
  })
}
