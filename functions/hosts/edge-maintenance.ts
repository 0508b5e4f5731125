/**
 * The maintenance function as a Supabase Edge Function (Deno), called by Supabase Cron every 5
 * minutes (supabase/migrations/20261125030000_maintenance_schedule.sql): every e-mail now due, then
 * deletion past retention, over the order and booking functions' own parts; the owner's daily
 * digest once a day (content/digest.yml), with the owner actions' signed links and, when the pages
 * were built from other content than the functions, a line saying so.
 */
import { data as bookingContent } from '#core/content/generated/booking.ts'
import { CONTENT_VERSION } from '#core/content/generated/content-version.ts'
import { hostDigest } from '#functions/hosts/digest.ts'
import { edgeBooking } from '#functions/hosts/edge-booking.ts'
import { edgeNewsletterIssueMail, edgeOrders } from '#functions/hosts/edge-orders.ts'
import { maintenanceJobs } from '#functions/hosts/maintenance.ts'
import { maintenanceSettingsFromEnv, siteUrlFromEnv } from '#functions/maintenance/config.ts'
import { contentVersionProblems } from '#functions/maintenance/content-version.ts'
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
      // Only here: on a Node host one build serves the pages and the functions, so they never differ.
      problems: () => contentVersionProblems({ siteUrl: siteUrlFromEnv(env), version: CONTENT_VERSION }),
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
