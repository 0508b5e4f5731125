/**
 * Supabase Edge Function entry (Deno): the maintenance call Supabase Cron makes every 5 minutes
 * (supabase/migrations/20261125030000_maintenance_schedule.sql): every e-mail now due, then deletion
 * past retention. Deploy: `supabase functions deploy maintenance --use-api` (docs/guides/deploying.md → The schedule).
 */
import { edgeBooking } from '#functions/booking/edge-host.ts'
import { maintenanceSettingsFromEnv } from '#functions/maintenance/config.ts'
import { createMaintenanceHandler } from '#functions/maintenance/handler.ts'
import { maintenanceJobs } from '#functions/maintenance/jobs.ts'
import { edgeOrders } from '#functions/orders/edge-host.ts'
import { lazyFulfilment } from '#functions/orders/fulfil.ts'
import { ownerLinksFromEnv } from '#functions/owner-actions/links.ts'

const env = (key: string) => Deno.env.get(key)
const jobs = maintenanceJobs({
  orders: lazyFulfilment(
    edgeOrders('maintenance', env, { shipLink: ownerLinksFromEnv(env).ship }).fulfilment,
  ),
  booking: edgeBooking(env, { ownerCancelLink: ownerLinksFromEnv(env).cancelBooking }),
})

Deno.serve(createMaintenanceHandler({ ...maintenanceSettingsFromEnv(env), ...jobs }))
