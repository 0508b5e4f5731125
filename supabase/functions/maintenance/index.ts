/**
 * Supabase Edge Function entry (Deno): the maintenance call Supabase Cron makes every 5 minutes
 * (docs/guides/deploying.md → The schedule).
 * Deploy: `supabase functions deploy maintenance --use-api` (see docs/guides/deploying.md).
 * Wired in functions/hosts/ (the host's composition root); nothing is put together here.
 */
import { edgeMaintenance } from '#functions/hosts/edge-maintenance.ts'

Deno.serve(edgeMaintenance((key) => Deno.env.get(key)))
