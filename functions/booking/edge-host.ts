/**
 * The booking functions as Supabase Edge Functions (Deno): Postgres only (DATABASE_URL or the
 * SUPABASE_DB_URL every function is given), BOOKING_SECRET required (503 without it), e-mails
 * through the mail outbox over SMTP_URL (port 465: Supabase blocks 25 and 587), swept after each
 * call with EdgeRuntime.waitUntil; without SMTP_URL they stay owed. Edge Functions keep no timers:
 * a reminder goes out with the sweep after the next call, or `npm run bookings -- remind` run on a
 * schedule. Imports nothing Node-only.
 */
import { practice } from '#app/config/practice.ts'
import { data as settings } from '#app/content/generated/booking.ts'
import { createOutbox, type Outbox } from '#functions/mail/outbox.ts'
import { mailTransportFor } from '#functions/orders/config.ts'
import { bookingSettingsFromEnv, usableSecret } from './config.ts'
import { calendarFeed } from './feed.ts'
import { createBookingHandlers } from './handler.ts'
import { bookingMail } from './outbox.ts'
import { openPostgresBookings } from './postgres.ts'
import type { BookingStore } from './store.ts'
import { tokenSigner } from './token.ts'

interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(work: Promise<unknown>): void }
}

export function edgeBooking(env: (key: string) => string | undefined) {
  const production = (env('NODE_ENV') ?? 'production') === 'production'
  const databaseUrl = env('DATABASE_URL')?.trim() || env('SUPABASE_DB_URL')
  const timeZone = practice.timeZone
  // Every request arrives through Supabase's gateway: rate limit off unless set (with TRUST_PROXY=1), as checkout.
  const config = bookingSettingsFromEnv(env, { defaultRateLimit: 0 })
  const { siteUrl, feedUrl } = config
  let store: BookingStore | undefined
  const feed = feedUrl ? calendarFeed({ url: feedUrl, timeZone, days: settings.horizonDays + 1 }) : undefined
  const mail = bookingMail({ timeZone, owner: config.ownerEmail })
  // No file system here: without SMTP_URL the e-mails stay owed until it is set.
  const transport = mailTransportFor({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom })
  let outbox: Outbox | undefined
  const runtime = (globalThis as EdgeRuntimeGlobal).EdgeRuntime
  return createBookingHandlers({
    settings,
    timeZone,
    store: async () => {
      if (!/^postgres(ql)?:\/\//i.test(databaseUrl ?? ''))
        throw new Error('DATABASE_URL is not a postgres:// URL')
      store ??= openPostgresBookings(databaseUrl!, { max: 1 })
      outbox ??= createOutbox({ db: store.db, transport, composers: mail.composers })
      return store
    },
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
    mail: { booked: mail.booked, cancelled: mail.cancelled, sweep: async () => outbox?.sweep() },
    waitUntil: runtime ? (work) => runtime.waitUntil(work) : undefined,
  })
}
