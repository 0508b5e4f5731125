/**
 * Applies supabase/migrations/*.sql to a Postgres database in file-name order, each once (Node
 * only: `npm start`, `npm run orders` and the tests; a Supabase project runs `supabase db push`).
 * Applied file names are kept in public.order_migrations.
 */
import postgres from 'postgres'
import { MIGRATIONS_DIR, migrationFiles } from './migrations.ts'

export { MIGRATIONS_DIR }

export async function migratePostgres(url: string, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {}, prepare: false })
  const applied: string[] = []
  try {
    await sql.begin(async (tx) => {
      // One migrator at a time (two servers starting together).
      await tx`select pg_advisory_xact_lock(hashtext('order_migrations'))`
      await tx`create table if not exists public.order_migrations (
        name text primary key, applied_at timestamptz not null default now())`
      await tx`alter table public.order_migrations enable row level security`
      const done = new Set((await tx`select name from public.order_migrations`).map((r) => r.name as string))
      for (const { name, sql: text } of migrationFiles(dir)) {
        if (done.has(name)) continue
        await tx.unsafe(text)
        await tx`insert into public.order_migrations (name) values (${name})`
        applied.push(name)
      }
    })
  } finally {
    await sql.end({ timeout: 5 })
  }
  return applied
}
