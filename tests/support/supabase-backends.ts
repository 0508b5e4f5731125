/**
 * What the order functions talk to on the Supabase host, for tests that run them under real Deno:
 * a migrated Postgres, the Stripe-compatible fake and an SMTP server on loopback, with the
 * environment an entry reads them from.
 */
import { createSqlStore, type OrderStore } from '#functions/orders/store.ts'
import { migratePostgres } from '#functions/platform/db/migrate-postgres.ts'
import { openPostgresDriver } from '#functions/platform/db/postgres.ts'
import { WEBHOOK_SECRET } from '#tests/orders/host.ts'
import { type PostgresServer, startPostgres } from '#tests/orders/postgres-server.ts'
import { type SmtpSink, startSmtp } from '#tests/orders/smtp.ts'
import { type FakeStripe, startFakeStripe } from '#tests/payment/fake-stripe.ts'

export interface SupabaseBackends {
  stripe: FakeStripe
  smtp: SmtpSink
  pg: PostgresServer
  /** The orders in that Postgres, as the functions record them. */
  store: OrderStore
  /** An entry's environment: signed webhooks, the fake Stripe (a non-production run only), the database, SMTP. */
  env: Record<string, string>
  /** Closes the store, then the servers (stop the Deno functions first). */
  close(): Promise<void>
}

/** `stripeKey`: the Stripe secret key the entries are given. */
export async function startSupabaseBackends(stripeKey: string): Promise<SupabaseBackends> {
  const [stripe, smtp, pg] = await Promise.all([startFakeStripe(), startSmtp(), startPostgres()])
  await migratePostgres(pg.url)
  const store = createSqlStore(openPostgresDriver(pg.url))
  return {
    stripe,
    smtp,
    pg,
    store,
    env: {
      // The fake Stripe is a stand-in API URL, which only a non-production run accepts.
      NODE_ENV: 'development',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_SECRET_KEY: stripeKey,
      STRIPE_API_URL: stripe.url,
      // Supabase sets SUPABASE_DB_URL for every function; DATABASE_URL is not needed there.
      SUPABASE_DB_URL: pg.url,
      SMTP_URL: smtp.url,
      OWNER_EMAIL: 'owner@practice.example',
    },
    async close() {
      await store.close()
      await Promise.all([stripe.close(), smtp.close(), pg.stop()])
    },
  }
}
