/**
 * The order functions on a Node host (`npm start`, the tests, the benchmark): the store DATABASE_URL
 * names (SQLite by default), the e-mail folder without SMTP_URL (OUTBOX_DIR, default data/outbox/),
 * background work (sending what is owed) run after the answer with its errors logged, never awaited
 * by a request, and the sweep that sends what is still owed (at start and every few minutes).
 */

import type { NewsletterIssueMail } from '#functions/hosts/newsletter-issues.ts'
import { openOrderStore } from '#functions/hosts/stores.ts'
import { newsletterComposers } from '#functions/newsletter/emails.ts'
import { purgeUnconfirmed } from '#functions/newsletter/store.ts'
import {
  fulfilmentFor,
  type OrdersSettings,
  ordersSettingsFromEnv,
  sessionSourceFor,
  webhookProblem,
} from '#functions/orders/config.ts'
import type { ShipLink } from '#functions/orders/emails.ts'
import type { SessionSource } from '#functions/orders/from-stripe.ts'
import { type Fulfilment, lazyFulfilment } from '#functions/orders/fulfil.ts'
import { createOrderStatusHandler } from '#functions/orders/order-status.ts'
import { createWebhookHandler } from '#functions/orders/stripe-webhook.ts'
import { mailFolder, mailFolderWriter, purgeMailFolder } from '#functions/platform/mail/folder.ts'
import { purgeMail } from '#functions/platform/mail/outbox.ts'
import { stripeKeyMode } from '#functions/platform/stripe.ts'

export type Handler = (request: Request) => Promise<Response>

export interface NodeOrders {
  settings: OrdersSettings
  webhook: Handler
  orderStatus: Handler
  /** The shared fulfilment (opens the store on first use). */
  fulfilment(): Promise<Fulfilment>
  /** Why the webhook answers 503, if it does. */
  webhookProblem?: string
  /** Runs background work (a notice) after the answer; its errors are logged by fulfilment. */
  waitUntil(work: Promise<unknown>): void
  /** Resolves once every notice started so far has been sent (or failed). */
  settled(): Promise<void>
  /**
   * Sends what is owed now and deletes what is kept no longer: sign-ups never confirmed, e-mail rows
   * and outbox files past their retention (the first sweep opens the store).
   */
  sweep(): Promise<void>
  /** Where e-mails are written without SMTP_URL. */
  outboxDir: string
  /** Sweeps now and every `everyMs` (default 5 minutes) until close. */
  startSweeps(everyMs?: number): void
  close(): Promise<void>
}

export interface NodeOrdersOptions {
  /** Where sessions are read: Stripe when a key is set; the test checkout in a keyless local run. */
  sessions?: SessionSource
  outboxDir?: string
  log?: (message: string) => void
  /** The clock (tests move it past a back-off). */
  now?: () => Date
  /** The signed "Mark as shipped" link in the owner's notice, from the host's wiring. */
  shipLink?: ShipLink
  /** The newsletter issues' e-mails, rate and previews (nodeHost's); without it none are sent. */
  newsletter?: NewsletterIssueMail
}

/** While an issue's copies wait for the rate, the next sweep comes this soon. */
export const RATED_SWEEP_MS = 15_000

export const SWEEP_EVERY_MS = 5 * 60_000

export function nodeOrders(
  env: (name: string) => string | undefined,
  options: NodeOrdersOptions = {},
): NodeOrders {
  const settings = ordersSettingsFromEnv(env, env('NODE_ENV') === 'production')
  const log = options.log ?? ((message: string) => console.error(message))
  const known = sessionSourceFor(settings) ?? options.sessions
  // Without any source the recorded orders can still be read (npm run orders, order-status).
  const sessions: SessionSource = known ?? {
    retrieve: async () => null,
    findByPaymentIntent: async () => null,
  }
  const outboxDir = options.outboxDir ?? mailFolder(env('OUTBOX_DIR'))
  const pending = new Set<Promise<unknown>>()
  const waitUntil = (work: Promise<unknown>) => {
    pending.add(work)
    void work.finally(() => pending.delete(work))
  }
  const fulfilment = lazyFulfilment(() =>
    openOrderStore(settings.databaseUrl).then((store) =>
      fulfilmentFor(settings, store, sessions, {
        log: options.log ?? ((message) => console.info(message)),
        now: options.now,
        shipLink: options.shipLink,
        writeFile: mailFolderWriter(outboxDir),
        composers: options.newsletter?.composers ?? newsletterComposers,
        rates: options.newsletter?.rates,
      }),
    ),
  )
  const problem = webhookProblem(settings, Boolean(known))
  let timer: ReturnType<typeof setInterval> | undefined
  let followUp: ReturnType<typeof setTimeout> | undefined
  const sweep = async () => {
    try {
      const f = await fulfilment()
      await options.newsletter?.previewDue(f.store.db, options.now?.() ?? new Date())
      const sent = await f.outbox.sweep()
      // An issue's copies held back by the rate: the next ones go within the minute, not in 5.
      if (sent.held && timer && !followUp)
        followUp = setTimeout(() => {
          followUp = undefined
          waitUntil(sweep())
        }, RATED_SWEEP_MS).unref()
      const now = options.now?.() ?? new Date()
      // Sign-ups never confirmed go after 30 days (docs/guides/owner.md → Newsletter), not only at the next sign-up;
      // e-mails, in the table and in the folder, after theirs (functions/platform/mail/outbox.ts).
      await purgeUnconfirmed(f.store.db, now)
      await purgeMail(f.store.db, now)
      await purgeMailFolder(outboxDir, now)
    } catch (error) {
      log(`mail: sweep failed: ${(error as Error).name} ${(error as { code?: string }).code ?? ''}`.trimEnd())
    }
  }
  return {
    sweep,
    outboxDir,
    startSweeps(everyMs = SWEEP_EVERY_MS) {
      if (timer) return
      waitUntil(sweep())
      timer = setInterval(() => waitUntil(sweep()), everyMs)
      timer.unref()
    },
    settings,
    webhookProblem: problem,
    fulfilment,
    waitUntil,
    webhook: createWebhookHandler({
      webhookSecret: problem ? undefined : settings.webhookSecret,
      fulfilment,
      waitUntil,
      log,
    }),
    orderStatus: createOrderStatusHandler({
      fulfilment,
      askStripe: Boolean(known),
      waitUntil,
      log,
      rateLimit: settings.orderStatusRateLimit,
      stripeMode: stripeKeyMode(settings.stripe?.secretKey),
    }),
    async settled() {
      while (pending.size) await Promise.allSettled([...pending])
    },
    async close() {
      clearInterval(timer)
      clearTimeout(followUp)
      timer = undefined
      await this.settled()
      await (await fulfilment.current?.catch(() => undefined))?.store.close()
    },
  }
}
