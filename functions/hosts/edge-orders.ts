/**
 * The order functions as Supabase Edge Functions (Deno): Postgres only (DATABASE_URL, or the
 * SUPABASE_DB_URL every Supabase function is given), e-mail over SMTP_URL (without it messages stay
 * owed in the outbox table: no file system to write them to), and background work handed to
 * EdgeRuntime.waitUntil so sending outlives the answer; with no timer, each call also sweeps. Supabase blocks outbound SMTP on ports 25 and 587: use port 465.
 * Imports nothing Node-only (no node:sqlite, no node:fs).
 */

import { type NewsletterIssueMail, newsletterIssueMail } from '#functions/hosts/newsletter-issues.ts'
import {
  DEFAULT_EDGE_NEWSLETTER_RATE_LIMIT,
  newsletterSettingsFromEnv,
} from '#functions/newsletter/config.ts'
import { newsletterComposers } from '#functions/newsletter/emails.ts'
import { createNewsletterHandler } from '#functions/newsletter/handler.ts'
import {
  fulfilmentFor,
  ordersSettingsFromEnv,
  sessionSourceFor,
  webhookProblem,
} from '#functions/orders/config.ts'
import type { ShipLink } from '#functions/orders/emails.ts'
import type { SessionSource } from '#functions/orders/from-stripe.ts'
import { lazyFulfilment } from '#functions/orders/fulfil.ts'
import { createOrderStatusHandler } from '#functions/orders/order-status.ts'
import { createSqlStore } from '#functions/orders/store.ts'
import { createWebhookHandler } from '#functions/orders/stripe-webhook.ts'
import { ownerLinksFromEnv } from '#functions/owner-actions/links.ts'
import { openPostgresDriver } from '#functions/platform/db/postgres.ts'
import { stripeKeyMode } from '#functions/platform/stripe.ts'

type Env = (key: string) => string | undefined

interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(work: Promise<unknown>): void }
}

const NO_SESSIONS: SessionSource = { retrieve: async () => null, findByPaymentIntent: async () => null }

/**
 * The order functions' parts on this host. Whichever function's sweep sends an owner's order notice
 * writes its signed "Mark as shipped" link: from OWNER_ACTIONS_SECRET unless `shipLink` is given
 * (without a usable secret the notice gives the command alone).
 */
export function edgeOrders(
  name: string,
  env: (key: string) => string | undefined,
  { shipLink = ownerLinksFromEnv(env).ship }: { shipLink?: ShipLink } = {},
) {
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
        { ...issueMail(env), shipLink },
      )
    },
    waitUntil: runtime ? (work: Promise<unknown>) => runtime.waitUntil(work) : undefined,
    sweepEachCall: true,
  }
}

/**
 * The newsletter issues' e-mails (copies under NEWSLETTER_SEND_RATE, the owner's preview with its
 * signed Send link) for whichever function's sweep sends them; with newsletter settings that cannot
 * run (reported by the newsletter function itself), the confirmation e-mail alone, as before.
 */
function issueMail(env: Env): {
  composers: NewsletterIssueMail['composers']
  rates?: Record<string, number>
} {
  try {
    const mail = edgeNewsletterIssueMail(env)
    return { composers: mail.composers, rates: mail.rates }
  } catch {
    return { composers: () => newsletterComposers }
  }
}

/** The newsletter settings and issues' mail of a Supabase function (production unless NODE_ENV says otherwise). */
export function edgeNewsletterSettings(env: Env) {
  return newsletterSettingsFromEnv(env, (env('NODE_ENV') ?? 'production') === 'production', {
    defaultRateLimit: DEFAULT_EDGE_NEWSLETTER_RATE_LIMIT,
  })
}

export function edgeNewsletterIssueMail(env: Env): NewsletterIssueMail {
  return newsletterIssueMail({
    settings: edgeNewsletterSettings(env),
    sendLink: ownerLinksFromEnv(env).sendNewsletter,
    ownerEmail: env('OWNER_EMAIL')?.trim(),
  })
}

/** The stripe-webhook function. */
export function edgeStripeWebhook(env: Env) {
  return createWebhookHandler(edgeOrders('stripe-webhook', env))
}

/**
 * The order-status function. A limit is on by default here too (EDGE_ORDER_STATUS_RATE_LIMIT a
 * minute unless ORDER_STATUS_RATE_LIMIT says otherwise; 0 turns it off). Every request reaches the
 * function through Supabase's gateway, so without a TRUST_PROXY checked for that gateway
 * (docs/guides/deploying.md → Which client) the limit counts every visitor of one function instance
 * together: a ceiling on what one instance asks of Stripe, well above what buyers need (the
 * confirmation page asks at most six times).
 */
export const EDGE_ORDER_STATUS_RATE_LIMIT = 120

export function edgeOrderStatus(env: Env) {
  const withLimit = (key: string) =>
    key === 'ORDER_STATUS_RATE_LIMIT' ? env(key)?.trim() || String(EDGE_ORDER_STATUS_RATE_LIMIT) : env(key)
  return createOrderStatusHandler({
    ...edgeOrders('order-status', withLimit),
    stripeMode: stripeKeyMode(env('STRIPE_SECRET_KEY')?.trim()),
  })
}

/**
 * The newsletter function, on the orders' Postgres and mail outbox (each call also sends what is
 * still owed: no timers here). Production unless NODE_ENV says otherwise: without NEWSLETTER_SECRET
 * it stops at boot. A per-client limit by default (NEWSLETTER_RATE_LIMIT, 0 turns it off); behind
 * Supabase's gateway set TRUST_PROXY=1 so clients are told apart by the address it forwards. The
 * mail limits of the store hold whatever this is set to.
 */
export function edgeNewsletter(env: Env) {
  const orders = edgeOrders('newsletter', env)
  const fulfilment = lazyFulfilment(orders.fulfilment)
  return createNewsletterHandler({
    settings: edgeNewsletterSettings(env),
    open: async () => {
      const f = await fulfilment()
      orders.waitUntil?.(f.outbox.sweep().catch(() => {}))
      return { db: f.store.db, outbox: f.outbox }
    },
    waitUntil: orders.waitUntil,
  })
}
