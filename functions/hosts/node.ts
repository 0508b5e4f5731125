/**
 * The Node host's composition root (`npm start` through server/functions.ts, the tests, the
 * benchmark): reads the environment once, opens each store once (the orders' on first use, shared by
 * orders, order-status, stripe-webhook and the newsletter; the bookings' beside it) and hands each
 * feature's handler what it needs, another feature's capability included (the newsletter writes
 * to the order database's outbox; the sweep purges its unconfirmed sign-ups; the owner-action
 * function ships with the orders' own ship and cancels with the bookings' own cancel, and both
 * features' owner notices carry its signed links). Features import no other feature: this is where
 * they meet.
 */

import type { NewsletterIssue } from '#core/content/schemas/newsletter.ts'
import {
  describePayments,
  describeRateLimit,
  type PaymentConfig,
  paymentConfigFromEnv,
  type TestCheckout,
} from '#functions/create-payment/config.ts'
import { createPaymentHandler } from '#functions/create-payment/handler.ts'
import type { Digest } from '#functions/digest/digest.ts'
import { hostDigest } from '#functions/hosts/digest.ts'
import {
  type NewsletterIssueMail,
  newsletterIssueMail,
  newsletterSendCapability,
} from '#functions/hosts/newsletter-issues.ts'
import { type NodeBooking, nodeBooking } from '#functions/hosts/node-booking.ts'
import { type NodeOrders, nodeOrders, SWEEP_EVERY_MS } from '#functions/hosts/node-orders.ts'
import { nodeOwnerAction, nodeOwnerActionsSettings } from '#functions/hosts/node-owner-actions.ts'
import { newsletterSettingsFromEnv } from '#functions/newsletter/config.ts'
import { createNewsletterHandler } from '#functions/newsletter/handler.ts'
import type { ShipLink } from '#functions/orders/emails.ts'
import type { SessionSource } from '#functions/orders/from-stripe.ts'
import type { FulfilmentResult, StripeEventLike } from '#functions/orders/fulfil.ts'
import { ownerLinks } from '#functions/owner-actions/links.ts'
import type { ClientInfo } from '#functions/platform/client.ts'
import { describeLocation, storeLocation } from '#functions/platform/db/location.ts'
import { mailFolderWriter } from '#functions/platform/mail/folder.ts'
import { describeLimit } from '#functions/platform/rate-limit.ts'

export type Env = Record<string, string | undefined>
export type FunctionHandler = (request: Request, client?: ClientInfo) => Promise<Response>

/**
 * Outside production without a Stripe key, what stands in for Stripe: the checkout create-payment
 * sends buyers to, and its sessions, which fulfilment reads back as it would Stripe's (the server's
 * built-in test checkout).
 */
export type TestStripe = TestCheckout & { sessions: SessionSource }

/**
 * create-payment's configuration: Stripe Checkout when STRIPE_SECRET_KEY is set; otherwise, outside
 * production, the test checkout for loopback requests; in production without a key, a 503. Throws a
 * PaymentConfigError for a configuration that must not run.
 */
export function nodePaymentConfig(env: Env, testCheckout?: TestStripe): PaymentConfig {
  const production = env.NODE_ENV === 'production'
  return paymentConfigFromEnv((name) => env[name], { production, testCheckout })
}

/**
 * The order functions: stripe-webhook records Stripe's events (503 without STRIPE_WEBHOOK_SECRET
 * and STRIPE_SECRET_KEY), order-status answers the order confirmation page. Outside production
 * without a Stripe key, the test checkout stands in for Stripe's session API, so a test payment goes
 * through the same fulfilment, store and notice as a real one.
 */
export function nodeOrderFunctions(
  env: Env,
  {
    testCheckout,
    log,
    shipLink,
    newsletter,
    now,
  }: {
    testCheckout?: TestStripe
    log?: (line: string) => void
    /** The owner notice's signed "Mark as shipped" link (nodeHost writes it from OWNER_ACTIONS_SECRET). */
    shipLink?: ShipLink
    /** The newsletter issues' e-mails and previews (nodeHost's, with the newsletter's own settings). */
    newsletter?: NewsletterIssueMail
    now?: () => Date
  } = {},
): NodeOrders {
  const production = env.NODE_ENV === 'production'
  return nodeOrders((name) => env[name], {
    sessions: production ? undefined : testCheckout?.sessions,
    log,
    shipLink,
    newsletter,
    now,
  })
}

/** What `npm start` prints at start-up: the mode, what create-payment does, where orders go. */
export function nodeStartupSummary(env: Env, testCheckout?: TestStripe): string {
  const config = nodePaymentConfig(env, testCheckout)
  const orders = nodeOrderFunctions(env, { testCheckout })
  const webhook = orders.webhookProblem ? `answers 503 (${orders.webhookProblem})` : 'ready'
  const booking = ` ${nodeBooking((name) => env[name], { sweepEveryMs: 0 }).describe}.`
  return `Mode: ${config.production ? 'production' : 'development'} (NODE_ENV=${env.NODE_ENV ?? 'unset'}). Payments: ${describePayments(config)}; ${describeRateLimit(config)}. Orders: ${describeLocation(storeLocation(env.DATABASE_URL))}; stripe-webhook ${webhook}; ${describeLimit('order-status', orders.settings.orderStatusRateLimit)}.${booking}`
}

export interface NodeHost {
  /** Served at /functions/v1/{name}. */
  functions: Record<string, FunctionHandler>
  /** The order functions' shared store and background work (tests wait on `settled()`). */
  orders: NodeOrders
  /** The booking functions' store, e-mails and reminder sweep. */
  booking: NodeBooking
  /** The owner's daily digest (sent by the sweep every few minutes once due; tests run it). */
  digest: Digest
  /** What the test checkout's Pay records a payment with (the webhook's own fulfilment). */
  recordTestPayment: (event: StripeEventLike) => Promise<FulfilmentResult>
  /** Resolves once the order store answers a query (GET /healthz). */
  storeHealth: () => Promise<void>
}

export interface NodeHostOptions {
  log?: (line: string) => void
  /** Send owed e-mail at start and every few minutes (the server's own environment). */
  sweep?: boolean
  testCheckout?: TestStripe
  /** The newsletter issues (default: content/newsletter). */
  newsletterIssues?: readonly NewsletterIssue[]
  /** The clock of the mail sweeps, the newsletter send and the digest (tests inject one). */
  now?: () => Date
}

/** Every backend function this host serves at /functions/v1/{name}, built from the environment. */
export function nodeHost(
  env: Env,
  { log, sweep = false, testCheckout, newsletterIssues, now }: NodeHostOptions = {},
): NodeHost {
  const production = env.NODE_ENV === 'production'
  const payments = nodePaymentConfig(env, testCheckout)
  const ownerActions = nodeOwnerActionsSettings(env)
  const links = ownerLinks(ownerActions, now)
  // One settings object for the handler and the issues' e-mails: outside production without
  // NEWSLETTER_SECRET its key is per process, and both must sign with the same.
  const newsletter = newsletterSettingsFromEnv((name) => env[name], production)
  const issueMail = newsletterIssueMail({
    settings: newsletter,
    sendLink: links.sendNewsletter,
    ownerEmail: env.OWNER_EMAIL?.trim(),
    issues: newsletterIssues,
  })
  const orders = nodeOrderFunctions(env, {
    testCheckout,
    log,
    shipLink: links.ship,
    newsletter: issueMail,
    now,
  })
  const booking = nodeBooking((name) => env[name], {
    log,
    allowedOrigins: payments.allowedOrigins,
    ownerCancelLink: links.cancelBooking,
    ownerBlockLink: links.blockDay,
  })
  const digest = hostDigest({
    env: (name) => env[name],
    orders: orders.fulfilment,
    booking: booking.enabled ? booking : undefined,
    bookingOutboxApart: storeLocation(env.DATABASE_URL?.trim() || undefined).kind === 'sqlite',
    links,
    writeFile: mailFolderWriter(orders.outboxDir),
    now,
    log,
  })
  if (sweep) {
    orders.startSweeps()
    // The digest looks every few minutes; it is owed once a day, at or after its time.
    const timer = setInterval(
      () =>
        orders.waitUntil(digest.run().catch((error) => log?.(`digest: failed: ${(error as Error).name}`))),
      SWEEP_EVERY_MS,
    )
    timer.unref()
  }
  return {
    functions: {
      'booking-slots': booking.handlers.slots,
      book: booking.handlers.book,
      'booking-cancel': booking.handlers.cancel,
      'create-payment': createPaymentHandler({ ...payments, log }),
      'stripe-webhook': orders.webhook,
      'order-status': orders.orderStatus,
      'owner-action': nodeOwnerAction({
        settings: ownerActions,
        orders,
        booking: booking.enabled ? booking : undefined,
        sendNewsletter: newsletterSendCapability(
          newsletter,
          async () => (await orders.fulfilment()).store.db,
          { now, afterSend: () => orders.waitUntil(orders.sweep()) },
        ),
        allowedOrigins: payments.allowedOrigins,
        production,
        now,
        log,
      }),
      newsletter: createNewsletterHandler({
        settings: newsletter,
        // The sign-ups and their confirmation e-mail live in the order database and its outbox.
        open: async () => ({
          db: (await orders.fulfilment()).store.db,
          outbox: (await orders.fulfilment()).outbox,
        }),
        waitUntil: orders.waitUntil,
        now,
        log,
      }),
    },
    orders,
    booking,
    digest,
    recordTestPayment: async (event) => {
      const result = await (await orders.fulfilment()).handleEvent(event)
      if (result.notice) orders.waitUntil(result.notice)
      return result
    },
    storeHealth: async () => {
      await (await orders.fulfilment()).store.get('cs_healthz')
    },
  }
}
