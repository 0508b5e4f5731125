/**
 * The maintenance function as a Supabase Edge Function (Deno), called by Supabase Cron every 5
 * minutes (supabase/migrations/20261125030000_maintenance_schedule.sql): every e-mail now due, then
 * deletion past retention, over the order and booking functions' own parts; the owner's daily
 * digest once a day (content/digest.yml), with the owner actions' signed links.
 */
import { data as bookingContent } from '#core/content/generated/booking.ts'
import { hostDigest } from '#functions/hosts/digest.ts'
import { edgeBooking } from '#functions/hosts/edge-booking.ts'
import { edgeNewsletterIssueMail, edgeOrders } from '#functions/hosts/edge-orders.ts'
import { maintenanceJobs } from '#functions/hosts/maintenance.ts'
import { maintenanceSettingsFromEnv } from '#functions/maintenance/config.ts'
import { createMaintenanceHandler } from '#functions/maintenance/handler.ts'
import { lazyFulfilment } from '#functions/orders/fulfil.ts'
import { ownerLinksFromEnv } from '#functions/owner-actions/links.ts'

export function edgeMaintenance(env: (key: string) => string | undefined) {
  const orders = lazyFulfilment(edgeOrders('maintenance', env).fulfilment)
  const booking = edgeBooking(env)
  const links = ownerLinksFromEnv(env)
  const jobs = maintenanceJobs({
    orders,
    booking,
    digest: hostDigest({
      env,
      orders,
      booking: bookingContent.enabled ? booking : undefined,
      bookingOutboxApart: false,
      links,
    }),
    previewIssues: previewIssuesOf(env),
  })
  return createMaintenanceHandler({ ...maintenanceSettingsFromEnv(env), ...jobs })
}

/** The newsletter previews, unless the newsletter's settings cannot run (its own function says why). */
function previewIssuesOf(env: (key: string) => string | undefined) {
  try {
    return edgeNewsletterIssueMail(env).previewDue
  } catch {
    return undefined
  }
}
