/**
 * The booking functions as Supabase Edge Functions (Deno): Postgres only (DATABASE_URL or the
 * SUPABASE_DB_URL every function is given), BOOKING_SECRET required (503 without it), e-mails
 * over SMTP_URL (port 465: Supabase blocks 25 and 587) or a log line, background work handed to
 * EdgeRuntime.waitUntil. The reminder sweep runs on the Node host or `npm run bookings -- remind`
 * (a scheduled job); Edge Functions keep no timers. Imports nothing Node-only.
 */
import { practice } from '#app/config/practice.ts'
import { data as settings } from '#app/content/generated/booking.ts'
import { RateLimitConfigError, rateLimitFromEnv } from '#functions/rate-limit.ts'
import { calendarFeed } from './feed.ts'
import { createBookingHandlers } from './handler.ts'
import { bookingMailer } from './notify.ts'
import { openPostgresBookings } from './postgres.ts'
import type { BookingStore } from './store.ts'
import { tokenSigner } from './token.ts'

interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(work: Promise<unknown>): void }
}

export function edgeBooking(env: (key: string) => string | undefined) {
  const production = (env('NODE_ENV') ?? 'production') === 'production'
  const databaseUrl = env('DATABASE_URL')?.trim() || env('SUPABASE_DB_URL')
  const siteUrl = (env('SITE_URL')?.trim() || practice.siteUrl).replace(/\/+$/, '')
  const secret = env('BOOKING_SECRET')?.trim()
  const timeZone = practice.timeZone
  // Every request arrives through Supabase's gateway: off unless set (with TRUST_PROXY=1), as checkout.
  const rate = rateLimitFromEnv(env, 'BOOKING_RATE_LIMIT', 0)
  if (rate.problems.length) throw new RateLimitConfigError(rate.problems.join('; '))
  let store: BookingStore | undefined
  const feedUrl = env('BOOKING_CALENDAR_URL')?.trim()
  const feed = feedUrl ? calendarFeed({ url: feedUrl, timeZone, days: settings.horizonDays + 1 }) : undefined
  const mailer = bookingMailer({
    smtpUrl: env('SMTP_URL')?.trim() || undefined,
    owner: env('OWNER_EMAIL'),
    from: env('MAIL_FROM'),
    timeZone,
    siteUrl,
  })
  const runtime = (globalThis as EdgeRuntimeGlobal).EdgeRuntime
  return createBookingHandlers({
    settings,
    timeZone,
    store: async () => {
      if (!/^postgres(ql)?:\/\//i.test(databaseUrl ?? ''))
        throw new Error('DATABASE_URL is not a postgres:// URL')
      store ??= openPostgresBookings(databaseUrl!, { max: 1 })
      return store
    },
    busy: feed ? () => feed.busy() : undefined,
    signer: secret && secret.length >= 32 ? tokenSigner(secret) : undefined,
    siteUrl,
    allowedOrigins: [
      new URL(siteUrl).origin,
      ...(env('ALLOWED_ORIGINS') ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ],
    production,
    rateLimit: rate.settings,
    notify: (event) => mailer.notify(event),
    waitUntil: runtime ? (work) => runtime.waitUntil(work) : undefined,
  })
}
