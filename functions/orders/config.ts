/**
 * The order functions' settings, read from environment variables (Node: process.env, Deno:
 * Deno.env), and the fulfilment they describe. Shared by the Node host and the Deno entries.
 */

import { practice } from '#core/config/practice.ts'
import type { SqlDriver } from '#functions/platform/db/sql.ts'
import { type Composer, createOutbox } from '#functions/platform/mail/outbox.ts'
import { type MailHostOptions, mailTransportFor } from '#functions/platform/mail/site.ts'
import {
  DEFAULT_ORDER_STATUS_RATE_LIMIT,
  RateLimitConfigError,
  type RateLimitSettings,
  rateLimitFromEnv,
} from '#functions/platform/rate-limit.ts'
import {
  createStripeClient,
  PaymentConfigError,
  type StripeSettings,
  stripeKeyMode,
  stripeSettingsFromEnv,
} from '#functions/platform/stripe.ts'
import { MAIL_KINDS, orderComposers, type ShipLink } from './emails.ts'
import { type SessionSource, stripeSessionSource } from './from-stripe.ts'
import { createFulfilment, type Fulfilment } from './fulfil.ts'
import type { Order } from './order.ts'
import type { OrderStore } from './store.ts'

export interface OrdersSettings {
  /** STRIPE_WEBHOOK_SECRET: the endpoint's signing secret (whsec_…). */
  webhookSecret?: string
  /** STRIPE_SECRET_KEY (+ STRIPE_API_URL): to read sessions back from Stripe. */
  stripe?: StripeSettings
  /** DATABASE_URL. */
  databaseUrl?: string
  /** SMTP_URL, OWNER_EMAIL, MAIL_FROM (default: the practice name and e-mail). */
  smtpUrl?: string
  ownerEmail?: string
  mailFrom?: string
  /** ORDER_STATUS_RATE_LIMIT (+ TRUST_PROXY): order-status requests per minute per client. */
  orderStatusRateLimit: RateLimitSettings
}

/**
 * The Stripe key and API URL are read and checked by the shared functions/platform/stripe.ts, as for
 * create-payment (a live key outside production or a stand-in API in production throws a
 * PaymentConfigError), so all functions talk to the same Stripe account; checkout's own settings
 * (CHECKOUT_RATE_LIMIT, SITE_URL, ALLOWED_ORIGINS…) are not read here and cannot stop the order functions.
 */
export function ordersSettingsFromEnv(
  env: (name: string) => string | undefined,
  production: boolean,
  { defaultOrderStatusRateLimit = DEFAULT_ORDER_STATUS_RATE_LIMIT } = {},
): OrdersSettings {
  const value = (name: string) => env(name)?.trim() || undefined
  // Each unknown order reference costs a call to Stripe's API (order-status asks Stripe before
  // answering 404): without a limit, anyone could spend the account's API rate limit, checkout's too.
  const rateLimit = rateLimitFromEnv(env, 'ORDER_STATUS_RATE_LIMIT', defaultOrderStatusRateLimit)
  if (rateLimit.problems.length) throw new RateLimitConfigError(rateLimit.problems.join('; '))
  const stripe = stripeSettingsFromEnv(value, production)
  if (stripe.problems.length) throw new PaymentConfigError(stripe.problems.join('; '))
  return {
    orderStatusRateLimit: rateLimit.settings,
    webhookSecret: value('STRIPE_WEBHOOK_SECRET'),
    stripe: stripe.stripe,
    databaseUrl: value('DATABASE_URL'),
    smtpUrl: value('SMTP_URL'),
    ownerEmail: value('OWNER_EMAIL'),
    mailFrom: value('MAIL_FROM'),
  }
}

/** Why the webhook cannot work with these settings (answered with a 503), or undefined. */
export function webhookProblem(settings: OrdersSettings, hasSessions: boolean): string | undefined {
  if (!settings.webhookSecret) return 'no STRIPE_WEBHOOK_SECRET set'
  if (!hasSessions) return 'no STRIPE_SECRET_KEY set (needed to read the paid session back from Stripe)'
  return undefined
}

export function sessionSourceFor(settings: OrdersSettings): SessionSource | undefined {
  return settings.stripe ? stripeSessionSource(createStripeClient(settings.stripe)) : undefined
}

export function fulfilmentFor(
  settings: OrdersSettings,
  store: OrderStore,
  sessions: SessionSource,
  options: MailHostOptions & {
    /**
     * The other kinds of e-mail the site's one outbox (the order database's) sends: the
     * newsletter's; given the store's database when they read from it (an issue's text).
     */
    composers?: Record<string, Composer> | ((db: SqlDriver) => Record<string, Composer>)
    /** Kinds sent at most so many a minute (a newsletter issue's copies). */
    rates?: Record<string, number>
    /** The signed "Mark as shipped" link in the owner's notice (the host's owner actions write it). */
    shipLink?: ShipLink
  } = {},
): Fulfilment {
  const outbox = createOutbox({
    db: store.db,
    transport: mailTransportFor(settings, options),
    // The site's one outbox: the order e-mails, and what the host adds (the newsletter's confirmation).
    composers: {
      ...orderComposers(options.shipLink),
      ...(typeof options.composers === 'function' ? options.composers(store.db) : options.composers),
    },
    rates: options.rates,
    now: options.now,
    log: options.log,
    onSent: async (row, at) => {
      if (row.kind === MAIL_KINDS.ownerNotice) await store.markNotified((row.payload as Order).sessionId, at)
    },
  })
  return createFulfilment({
    store,
    sessions,
    outbox,
    ownerEmail: settings.ownerEmail ?? practice.email,
    livemode: settings.stripe ? stripeKeyMode(settings.stripe.secretKey) === 'live' : undefined,
    now: options.now,
    log: options.log,
  })
}
