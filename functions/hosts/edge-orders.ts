/**
 * The order functions as Supabase Edge Functions (Deno): Postgres only (DATABASE_URL, or the
 * SUPABASE_DB_URL every Supabase function is given), e-mail over SMTP_URL (without it messages stay
 * owed in the outbox table: no file system to write them to), and background work handed to
 * EdgeRuntime.waitUntil so sending outlives the answer; with no timer, each call also sweeps. Supabase blocks outbound SMTP on ports 25 and 587: use port 465.
 * Imports nothing Node-only (no node:sqlite, no node:fs).
 */
import { newsletterComposers } from '#functions/newsletter/emails.ts'
import {
  fulfilmentFor,
  ordersSettingsFromEnv,
  sessionSourceFor,
  webhookProblem,
} from '#functions/orders/config.ts'
import type { SessionSource } from '#functions/orders/from-stripe.ts'
import { createSqlStore } from '#functions/orders/store.ts'
import { openPostgresDriver } from '#functions/platform/db/postgres.ts'

interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(work: Promise<unknown>): void }
}

const NO_SESSIONS: SessionSource = { retrieve: async () => null, findByPaymentIntent: async () => null }

export function edgeOrders(name: string, env: (key: string) => string | undefined) {
  // Production unless NODE_ENV says otherwise (only the tests do), as create-payment.
  // No default order-status limit here: the order-status entry sets its own (its index.ts). Every
  // request reaches the function through Supabase's gateway, so the connecting address is the
  // gateway's (as create-payment; TRUST_PROXY=n counts X-Forwarded-For n places from the right).
  const settings = ordersSettingsFromEnv(env, (env('NODE_ENV') ?? 'production') === 'production', {
    defaultOrderStatusRateLimit: 0,
  })
  const databaseUrl = settings.databaseUrl ?? env('SUPABASE_DB_URL')
  const sessions = sessionSourceFor(settings)
  const databaseProblem = /^postgres(ql)?:\/\//i.test(databaseUrl ?? '')
    ? undefined
    : 'DATABASE_URL (or SUPABASE_DB_URL) is not a postgres:// URL'
  const problem = webhookProblem(settings, Boolean(sessions)) ?? databaseProblem
  if (name === 'stripe-webhook' && problem) console.error(`${name}: ${problem}; answering 503`)
  const runtime = (globalThis as EdgeRuntimeGlobal).EdgeRuntime
  return {
    /** Set when the webhook cannot work (it answers 503). */
    problem,
    webhookSecret: problem ? undefined : settings.webhookSecret,
    askStripe: Boolean(sessions),
    rateLimit: settings.orderStatusRateLimit,
    fulfilment: async () => {
      if (databaseProblem) throw new Error(databaseProblem)
      return fulfilmentFor(
        settings,
        createSqlStore(openPostgresDriver(databaseUrl!, { max: 1 })),
        sessions ?? NO_SESSIONS,
        { composers: newsletterComposers },
      )
    },
    waitUntil: runtime ? (work: Promise<unknown>) => runtime.waitUntil(work) : undefined,
    sweepEachCall: true,
  }
}
