/**
 * Supabase Edge Function entry (Deno): the maintenance call Supabase Cron makes every 5 minutes
 * (supabase/migrations/20261125030000_maintenance_schedule.sql): every e-mail now due, then deletion
 * past retention. Deploy: `supabase functions deploy maintenance --use-api` (docs/guides/deploying.md → The schedule).
 */
import { edgeBooking } from '#functions/hosts/edge-booking.ts'
import { edgeOrders } from '#functions/hosts/edge-orders.ts'
import { maintenanceJobs } from '#functions/hosts/maintenance.ts'
import { maintenanceSettingsFromEnv } from '#functions/maintenance/config.ts'
import { createMaintenanceHandler } from '#functions/maintenance/handler.ts'
import { lazyFulfilment } from '#functions/orders/fulfil.ts'

const env = (key: string) => Deno.env.get(key)
const jobs = maintenanceJobs({
  orders: lazyFulfilment(edgeOrders('maintenance', env).fulfilment),
  booking: edgeBooking(env),
})

Deno.serve(createMaintenanceHandler({ ...maintenanceSettingsFromEnv(env), ...jobs }))
