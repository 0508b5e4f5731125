-- Supabase Cron: call the maintenance Edge Function every 5 minutes (e-mails now due, booking
-- reminders, deletion past retention: functions/maintenance/). The job reads the project's address
-- and the shared secret from Supabase Vault at each run, so nothing secret is in this file:
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<the MAINTENANCE_SECRET value>', 'maintenance_secret');
-- (docs/guides/deploying.md → The schedule.)
--
-- A Postgres without pg_cron and pg_net (the Node host's own database, the tests' throwaway
-- server) has its own timer and needs no schedule: there this migration changes nothing.
-- SQLite skips the block altogether (functions/platform/db/migrate-sqlite.ts).
do $migration$
begin
  if (select count(*) from pg_available_extensions where name in ('pg_cron', 'pg_net')) < 2 then
    raise notice 'pg_cron or pg_net not available: no maintenance schedule (the Node server has its own timer)';
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  -- Scheduling a job under a name that exists replaces it: applying this again is harmless.
  perform cron.schedule(
    'site-maintenance',
    '*/5 * * * *',
    $job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
        || '/functions/v1/maintenance',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'X-Maintenance-Secret',
        (select decrypted_secret from vault.decrypted_secrets where name = 'maintenance_secret')
      ),
      body := '{}'::jsonb,
      timeout_milliseconds := 60000
    );
    $job$
  );
end
$migration$;
