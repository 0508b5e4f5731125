/**
 * The maintenance function as a Supabase Edge Function (Deno), called by Supabase Cron every 5
 * minutes (supabase/migrations/20261125030000_maintenance_schedule.sql): every e-mail now due, then
 * deletion past retention, over the order and booking functions' own parts.
 */
import { edgeBooking } from '#functions/hosts/edge-booking.ts'
import { edgeNewsletterIssueMail, edgeOrders } from '#functions/hosts/edge-orders.ts'
import { maintenanceJobs } from '#functions/hosts/maintenance.ts'
import { maintenanceSettingsFromEnv } from '#functions/maintenance/config.ts'
import { createMaintenanceHandler } from '#functions/maintenance/handler.ts'
import { lazyFulfilment } from '#functions/orders/fulfil.ts'

export function edgeMaintenance(env: (key: string) => string | undefined) {
  const jobs = maintenanceJobs({
    orders: lazyFulfilment(edgeOrders('maintenance', env).fulfilment),
    booking: edgeBooking(env),
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
