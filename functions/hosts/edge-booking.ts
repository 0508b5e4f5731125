/**
 * The booking functions as Supabase Edge Functions (Deno): Postgres only (DATABASE_URL or the
 * SUPABASE_DB_URL every function is given), BOOKING_SECRET required (503 without it), e-mails
 * through the mail outbox over SMTP_URL (port 465: Supabase blocks 25 and 587), swept after each
 * call with EdgeRuntime.waitUntil; without SMTP_URL they stay owed. Edge Functions keep no timers:
 * `sweepMail` and `purge` are what the maintenance function (run by Supabase Cron every 5 minutes)
 * calls, for reminders and deletion on time. Imports nothing Node-only.
 */
import { practice } from '#core/config/practice.ts'
import { data as settings } from '#core/content/generated/booking.ts'
import { HOLD_MINUTES } from '#core/contracts/booking.ts'
import { bookingSender, bookingSettingsFromEnv, usableSecret } from '#functions/booking/config.ts'
import { calendarFeed, feedProblems } from '#functions/booking/feed.ts'
import { createBookingHandlers } from '#functions/booking/handler.ts'
import { bookingMail, bookingOutbox } from '#functions/booking/outbox.ts'
import { type BookingStore, createBookingStore, purgePastRetention } from '#functions/booking/store.ts'
import { tokenSigner } from '#functions/booking/token.ts'
import { bookingMailPlan } from '#functions/hosts/booking-mail-plan.ts'
import { ownerLinksFromEnv } from '#functions/owner-actions/links.ts'
import { openPostgresDriver } from '#functions/platform/db/postgres.ts'
import type { Outbox } from '#functions/platform/mail/outbox.ts'
import { mailTransportFor } from '#functions/platform/mail/site.ts'
import { DEFAULT_CHECKOUT_RATE_LIMIT } from '#functions/platform/rate-limit.ts'

interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(work: Promise<unknown>): void }
}

/**
 * The booking functions' parts on this host. Whichever function's sweep sends the owner's booking
 * notice writes its signed "Cancel this consultation" and "Block this day" links: from
 * OWNER_ACTIONS_SECRET unless given (without a usable secret the notice gives the command alone).
 */
export function edgeBooking(
  env: (key: string) => string | undefined,
  {
    ownerCancelLink = ownerLinksFromEnv(env).cancelBooking,
    ownerBlockLink = ownerLinksFromEnv(env).blockDay,
  }: {
    ownerCancelLink?: (ref: string) => Promise<string | null>
    ownerBlockLink?: (day: string) => Promise<string | null>
  } = {},
) {
  const production = (env('NODE_ENV') ?? 'production') === 'production'
  const databaseUrl = env('DATABASE_URL')?.trim() || env('SUPABASE_DB_URL')
  const timeZone = practice.timeZone
  // A limit per client on every host, as on Node (BOOKING_RATE_LIMIT=0 turns it off; behind
  // Supabase's gateway set TRUST_PROXY=1 so each visitor is counted apart).
  const config = bookingSettingsFromEnv(env, { defaultRateLimit: DEFAULT_CHECKOUT_RATE_LIMIT })
  const { siteUrl, feedUrl } = config
  let store: BookingStore | undefined
  const feed = feedUrl ? calendarFeed({ url: feedUrl, timeZone, days: settings.horizonDays + 1 }) : undefined
  const mail = bookingMail({
    timeZone,
    owner: config.ownerEmail,
    holdMinutes: HOLD_MINUTES,
    hourlyCap: config.hourlyCap,
    ownerCancelLink,
    ownerBlockLink,
  })
  // No file system here: without SMTP_URL the e-mails stay owed until it is set.
  const transport = mailTransportFor({ smtpUrl: config.smtpUrl, mailFrom: bookingSender(config.mailFrom) })
  let outbox: Outbox | undefined
  const runtime = (globalThis as EdgeRuntimeGlobal).EdgeRuntime
  const open = async () => {
    if (!/^postgres(ql)?:\/\//i.test(databaseUrl ?? ''))
      throw new Error('DATABASE_URL is not a postgres:// URL')
    store ??= createBookingStore(openPostgresDriver(databaseUrl!, { max: 1 }))
    outbox ??= bookingOutbox(store, { transport, composers: mail.composers })
    return { store, outbox }
  }
  const sweepMail = async () => (await open()).outbox.sweep()
  const handlers = createBookingHandlers({
    settings,
    timeZone,
    store: async () => (await open()).store,
    busy: feed ? () => feed.busy() : undefined,
    signer: usableSecret(config.secret) ? tokenSigner(config.secret!) : undefined,
    siteUrl,
    allowedOrigins: [
      new URL(siteUrl).origin,
      ...(env('ALLOWED_ORIGINS') ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ],
    production,
    rateLimit: config.rateLimit,
    hourlyCap: config.hourlyCap,
    mail: bookingMailPlan(mail, sweepMail, transport.route),
    waitUntil: runtime ? (work) => runtime.waitUntil(work) : undefined,
  })
  return {
    ...handlers,
    /** Sends the booking e-mails now due, reminders included. */
    sweepMail,
    store: async () => (await open()).store,
    timeZone,
    /** The owner cancels from her notice's link: both told, the visitor with her words if any. */
    async cancelByOwner(ref: string, message?: string) {
      const result = await (await open()).store.cancel(ref, 'owner', new Date(), async (b) =>
        mail.cancelled(b, message),
      )
      if (result.outcome === 'cancelled') await sweepMail()
      return result
    },
    /** What the owner's digest says is wrong with booking now: the calendar feed unreadable. */
    feedProblems: () => feedProblems(feed),
    /** Frees the expired holds and deletes the bookings past their retention; how many deleted. */
    purge: async () => purgePastRetention((await open()).store, new Date()),
  }
}
