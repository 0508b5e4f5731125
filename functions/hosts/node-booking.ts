/**
 * The booking functions on a Node host (`npm start`, tests, the benchmark): settings from
 * content/booking.yml (tests may pass their own), the store beside the order store
 * (functions/hosts/stores.ts), the calendar feed (BOOKING_CALENDAR_URL), the cancel links'
 * secret (BOOKING_SECRET; outside production a random one kept in data/booking-secret), the
 * e-mails (SMTP_URL, else .eml files in OUTBOX_DIR) and the reminder sweep every 5 minutes.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { practice } from '#core/config/practice.ts'
import { data as contentSettings } from '#core/content/generated/booking.ts'
import type { BookingSettings } from '#core/content/schemas/booking.ts'
import { HOLD_MINUTES } from '#core/contracts/booking.ts'
import { bookingSender, bookingSettingsFromEnv, usableSecret } from '#functions/booking/config.ts'
import { calendarFeed, feedProblems } from '#functions/booking/feed.ts'
import { type BookingConfig, createBookingHandlers, type Handler } from '#functions/booking/handler.ts'
import { bookingMail, bookingOutbox } from '#functions/booking/outbox.ts'
import { type BookingStore, type CancelResult, purgePastRetention } from '#functions/booking/store.ts'
import { tokenSigner } from '#functions/booking/token.ts'
import { bookingMailPlan } from '#functions/hosts/booking-mail-plan.ts'
import { bookingsLocation, openBookingStore } from '#functions/hosts/stores.ts'
import { PROJECT_ROOT } from '#functions/platform/db/location.ts'
import { mailFolder, mailFolderWriter } from '#functions/platform/mail/folder.ts'
import type { Outbox, SweepResult } from '#functions/platform/mail/outbox.ts'
import { purgeMail } from '#functions/platform/mail/outbox.ts'
import { mailTransportFor } from '#functions/platform/mail/site.ts'
import { DEFAULT_CHECKOUT_RATE_LIMIT } from '#functions/platform/rate-limit.ts'

export interface NodeBookingOptions {
  settings?: BookingSettings
  timeZone?: string
  allowedOrigins?: readonly string[]
  now?: () => Date
  log?: (line: string) => void
  /** The sweep's period; 0 turns the timer off (tests call sweep() themselves). */
  sweepEveryMs?: number
  /** The owner's signed "Cancel this consultation" link in her notice, from the host's wiring. */
  ownerCancelLink?: (ref: string) => Promise<string | null>
  /** The owner's signed "Block this day" link in her notice, from the host's wiring. */
  ownerBlockLink?: (day: string) => Promise<string | null>
}

export interface NodeBooking {
  enabled: boolean
  /** The host's clock (the tests' injected one). */
  now: () => Date
  /** The practice's zone, in which times are told. */
  timeZone: string
  handlers: { slots: Handler; book: Handler; cancel: Handler }
  store(): Promise<BookingStore>
  /** Sends the booking e-mails now due (reminders included); how many were sent. */
  sweep(): Promise<number>
  /** The same, with how many could not be sent (the maintenance function's count). */
  sweepMail(): Promise<SweepResult>
  /** Frees the expired holds, then deletes bookings older than RETENTION_DAYS; how many. */
  purge(): Promise<number>
  /**
   * The owner cancels (npm run bookings -- cancel, or her notice's link): the visitor and the owner
   * are told, the visitor with the owner's `message` when she wrote one.
   */
  cancelByOwner(ref: string, message?: string): Promise<CancelResult>
  /** What the owner's digest says is wrong with booking now: the calendar feed unreadable. */
  feedProblems(): Promise<string[]>
  /** Resolves once every e-mail started so far has been sent (or failed). */
  settled(): Promise<void>
  close(): Promise<void>
  describe: string
}

/** BOOKING_SECRET, or outside production a random secret kept beside the database. */
function secretFrom(
  env: (n: string) => string | undefined,
  given: string | undefined,
  production: boolean,
): string | undefined {
  if (given) return usableSecret(given)
  if (production) return undefined
  const location = bookingsLocation(env('DATABASE_URL'))
  const file = path.join(
    location.kind === 'sqlite' ? path.dirname(location.file) : path.join(PROJECT_ROOT, 'data'),
    'booking-secret',
  )
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(path.dirname(file), { recursive: true })
    const secret = randomBytes(32).toString('base64url')
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
}

export function nodeBooking(
  env: (name: string) => string | undefined,
  options: NodeBookingOptions = {},
): NodeBooking {
  const production = env('NODE_ENV') === 'production'
  const settings = options.settings ?? contentSettings
  const timeZone = options.timeZone ?? practice.timeZone
  const log = options.log ?? ((line: string) => console.info(line))
  const fromEnv = bookingSettingsFromEnv(env, { defaultRateLimit: DEFAULT_CHECKOUT_RATE_LIMIT })
  const { siteUrl, rateLimit } = fromEnv
  const secret = settings.enabled ? secretFrom(env, fromEnv.secret, production) : undefined
  const signer = secret ? tokenSigner(secret) : undefined
  const outboxDir = mailFolder(env('OUTBOX_DIR'))
  const mail = bookingMail({
    timeZone,
    owner: fromEnv.ownerEmail,
    holdMinutes: HOLD_MINUTES,
    hourlyCap: fromEnv.hourlyCap,
    ownerCancelLink: options.ownerCancelLink,
    ownerBlockLink: options.ownerBlockLink,
  })
  const transport = mailTransportFor(
    { smtpUrl: fromEnv.smtpUrl, mailFrom: bookingSender(fromEnv.mailFrom) },
    {
      log,
      writeFile: mailFolderWriter(outboxDir),
    },
  )
  let opened: Promise<{ store: BookingStore; outbox: Outbox }> | undefined
  const open = () => {
    opened ??= openBookingStore(env('DATABASE_URL')).then(
      (store) => ({
        store,
        outbox: bookingOutbox(store, { transport, composers: mail.composers, now: options.now, log }),
      }),
      (error) => {
        opened = undefined
        throw error
      },
    )
    return opened
  }
  const store = async () => (await open()).store
  const sweepMail = async () => (await open()).outbox.sweep()
  const { feedUrl } = fromEnv
  const feed = feedUrl
    ? calendarFeed({
        url: feedUrl,
        timeZone,
        days: settings.horizonDays + 1,
        now: () => (options.now?.() ?? new Date()).getTime(),
        log,
      })
    : undefined
  const pending = new Set<Promise<unknown>>()
  const waitUntil = (work: Promise<unknown>) => {
    pending.add(work)
    void work.finally(() => pending.delete(work))
  }
  const config: BookingConfig = {
    settings,
    timeZone,
    store,
    busy: feed ? () => feed.busy() : undefined,
    signer,
    siteUrl,
    allowedOrigins: [...new Set([new URL(siteUrl).origin, ...(options.allowedOrigins ?? [])])],
    production,
    rateLimit,
    hourlyCap: fromEnv.hourlyCap,
    mail: bookingMailPlan(mail, sweepMail, transport.route),
    waitUntil,
    now: options.now,
    log,
  }
  const sweep = async () => (await sweepMail()).sent
  /** Bookings are kept 12 months after their date (the privacy policy says so); holds expire first. */
  const purge = async () => {
    const now = options.now?.() ?? new Date()
    const s = await store()
    // The booking outbox's rows carry visitors' details: the same retention as the order outbox.
    await purgeMail(s.db, now)
    return purgePastRetention(s, now)
  }
  const every = options.sweepEveryMs ?? 5 * 60_000
  const timer =
    settings.enabled && every > 0
      ? setInterval(
          () =>
            void Promise.all([sweep(), purge()]).catch((error) =>
              log(`booking: mail sweep or purge failed: ${String(error?.name)}`),
            ),
          every,
        )
      : undefined
  timer?.unref()
  const describe = !settings.enabled
    ? 'Booking: off (content/booking.yml)'
    : `Booking: on; ${signer ? 'cancel links signed' : 'answers 503 (BOOKING_SECRET missing or weak)'}; calendar feed ${feedUrl ? 'connected' : 'not connected'}`
  return {
    enabled: settings.enabled,
    now: () => options.now?.() ?? new Date(),
    timeZone,
    handlers: createBookingHandlers(config),
    store,
    sweep,
    sweepMail,
    purge,
    async cancelByOwner(ref, message) {
      const result = await (await store()).cancel(ref, 'owner', options.now?.() ?? new Date(), async (b) =>
        mail.cancelled(b, message),
      )
      if (result.outcome === 'cancelled') await sweep()
      return result
    },
    feedProblems: () => feedProblems(feed),
    async settled() {
      while (pending.size) await Promise.allSettled([...pending])
    },
    async close() {
      if (timer) clearInterval(timer)
      await this.settled()
      await (await opened?.catch(() => undefined))?.store.close()
    },
    describe,
  }
}
