/**
 * The booking functions, Web-standard handlers hosted like the others (server/functions.ts on
 * Node, supabase/functions/<name>/index.ts on Deno):
 * - booking-slots: GET ?from=YYYY-MM-DD&days=N → the free slots, computed here;
 * - book: POST the slot and the visitor's details → 201 with the reference: the slot is held, and
 *   the visitor gets an e-mail with the link that confirms it; 409 (with fresh slots) when the slot
 *   was just taken, 409 naming the e-mail or phone field when that person already has the most
 *   consultations allowed, 400 naming the field, 429 past the per-client rate limit or the site's
 *   hourly cap;
 * - book?action=confirm: POST { token } from the e-mail's link → confirmed (the invitations and the
 *   owner's notice go out then), "already" the second time, 410 once the hold has run out;
 * - booking-cancel: POST { token } → cancels (idempotent: "already" the second time).
 * Every answer is JSON with `{ error }` on failure; nothing personal is logged.
 */
import type { BookingSettings } from '#core/content/schemas/booking.ts'
import {
  BOOKING_MESSAGES,
  type BookedBody,
  type CancelBody,
  type ConfirmBody,
  checkBooking,
  HOLD_MINUTES,
  PER_PERSON,
  type SlotsBody,
} from '#core/contracts/booking.ts'
import type { ClientInfo } from '#functions/platform/client.ts'
import { describeError, jsonResponse, readBody } from '#functions/platform/http.ts'
import { type MailRoute, mailPromise } from '#functions/platform/mail/transport.ts'
import { createRateLimiter, type RateLimitSettings } from '#functions/platform/rate-limit.ts'
import { invitation } from './ics.ts'
import {
  computeSlots,
  daySlotStarts,
  type Interval,
  isDate,
  isFreeSlot,
  isoInZone,
  localDate,
} from './slots.ts'
import type { Booking, BookingStore, MailChange } from './store.ts'
import type { TokenSigner } from './token.ts'

export type Handler = (request: Request, client?: ClientInfo) => Promise<Response>

/** The e-mails a booking, its confirmation or a cancellation owes (functions/booking/outbox.ts) and the sweep that sends them. */
export interface BookingMailPlan {
  held(booking: Booking, confirmUrl: string): MailChange
  capped(now: Date): MailChange
  confirmed(booking: Booking, cancelUrl: string): MailChange
  cancelled(booking: Booking): MailChange
  /** How the e-mails leave, for what the page may promise. */
  route: MailRoute
  /** Sends what is due; run after the answer (never awaited by a request). */
  sweep(): Promise<unknown>
}

export interface BookingConfig {
  settings: BookingSettings
  timeZone: string
  store: () => Promise<BookingStore>
  /** The owner's busy times (calendar feed); none when not connected. */
  busy?: () => Promise<Interval[]>
  /** Undefined: booking answers 503 (no BOOKING_SECRET in production). */
  signer?: TokenSigner
  /** The public site, for the cancel link in e-mails. */
  siteUrl: string
  allowedOrigins: readonly string[]
  production: boolean
  rateLimit?: RateLimitSettings
  /** Most new bookings in any hour for the whole site (BOOKING_HOURLY_CAP). */
  hourlyCap: number
  mail?: BookingMailPlan
  waitUntil?: (work: Promise<unknown>) => void
  now?: () => Date
  log?: (line: string) => void
}

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/
const MAX_DAYS = 62
const DAY = 86_400_000

export function createBookingHandlers(config: BookingConfig): {
  slots: Handler
  book: Handler
  cancel: Handler
} {
  const { settings, timeZone } = config
  const now = config.now ?? (() => new Date())
  const log = config.log ?? ((line: string) => console.error(line))
  const waitUntil = config.waitUntil ?? ((work: Promise<unknown>) => void work)
  const limiter = config.rateLimit ? createRateLimiter(config.rateLimit) : null
  const allowed = new Set(config.allowedOrigins)
  const originAllowed = (origin: string) =>
    allowed.has(origin) || (!config.production && LOCAL_ORIGIN.test(origin))

  /** What slot computation needs at this moment: busy times and live bookings in the horizon. */
  /** Live bookings are read for the whole horizon, or around one instant (a booking's check). */
  async function query(store: BookingStore, around?: number) {
    const at = now()
    const [from, to] =
      around === undefined
        ? [at.getTime() - DAY, at.getTime() + (settings.horizonDays + 2) * DAY]
        : [around - 2 * DAY, around + 2 * DAY]
    const [busy, booked, blocked] = await Promise.all([
      config.busy ? config.busy() : Promise.resolve([]),
      store.bookedStarts(from, to, at),
      store.blockedDays(localDate(from, timeZone), localDate(to, timeZone)),
    ])
    return { settings, timeZone, now: at, busy, booked, blocked }
  }

  async function slotsBody(store: BookingStore, from?: string, days?: number): Promise<SlotsBody> {
    const list = computeSlots({ ...(await query(store)), from, days })
    return {
      timeZone,
      slotMinutes: settings.slotMinutes,
      days: list.map((d) => ({ date: d.date, slots: d.slots.map((s) => s.start) })),
    }
  }

  const cancelPathOf = async (ref: string) =>
    `/book/cancel?token=${encodeURIComponent(await config.signer!.sign(ref, 'cancel'))}`
  const confirmPathOf = async (ref: string) =>
    `/book/confirm?token=${encodeURIComponent(await config.signer!.sign(ref, 'confirm'))}`

  /** The owed e-mails go out after the answer; a failure stays owed and is retried by later sweeps. */
  const sendMail = () => {
    if (config.mail)
      waitUntil(
        config.mail.sweep().catch((error) => log(`booking: mail sweep failed: ${describeError(error)}`)),
      )
  }

  /** CORS, methods, the on switch and errors around one handler. */
  const wrap =
    (
      name: string,
      methods: string,
      handle: (request: Request, client: ClientInfo | undefined, cors: Headers) => Promise<Response>,
    ): Handler =>
    async (request, client) => {
      const cors = new Headers({ Vary: 'Origin' })
      const origin = request.headers.get('origin')
      if (origin && originAllowed(origin)) cors.set('Access-Control-Allow-Origin', origin)
      try {
        if (request.method === 'OPTIONS') {
          if (origin && !originAllowed(origin))
            return jsonResponse(403, { error: BOOKING_MESSAGES.origin }, cors)
          cors.set('Access-Control-Allow-Methods', `${methods}, OPTIONS`)
          cors.set('Access-Control-Allow-Headers', 'authorization, x-client-info, apikey, content-type')
          cors.set('Access-Control-Max-Age', '86400')
          return new Response(null, { status: 204, headers: cors })
        }
        if (!methods.split(', ').includes(request.method)) {
          cors.set('Allow', `${methods}, OPTIONS`)
          return jsonResponse(405, { error: BOOKING_MESSAGES.method }, cors)
        }
        if (origin && !originAllowed(origin))
          return jsonResponse(403, { error: BOOKING_MESSAGES.origin }, cors)
        if (!settings.enabled) {
          // The slots list answers "off" as a plain state (the /book page shows the contact form
          // instead); booking and cancelling are not there at all.
          if (name === 'booking-slots')
            return jsonResponse(
              200,
              {
                off: true,
                error: BOOKING_MESSAGES.off,
                timeZone,
                slotMinutes: settings.slotMinutes,
                days: [],
              },
              cors,
            )
          return jsonResponse(404, { error: BOOKING_MESSAGES.off }, cors)
        }
        if (!config.signer) return jsonResponse(503, { error: BOOKING_MESSAGES.unavailable }, cors)
        return await handle(request, client, cors)
      } catch (error) {
        log(`${name}: failed: ${describeError(error)}`)
        return jsonResponse(503, { error: BOOKING_MESSAGES.unavailable }, cors)
      }
    }

  async function readJson(request: Request, cors: Headers): Promise<Response | Record<string, unknown>> {
    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (mediaType !== 'application/json')
      return jsonResponse(415, { error: BOOKING_MESSAGES.contentType }, cors)
    const text = await readBody(request, 8 * 1024)
    if (text === 'too-large') return jsonResponse(413, { error: BOOKING_MESSAGES.tooLarge }, cors)
    try {
      const body = JSON.parse(text ?? '')
      if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body
    } catch {}
    return jsonResponse(400, { error: BOOKING_MESSAGES.unreadable }, cors)
  }

  const slots = wrap('booking-slots', 'GET, HEAD', async (request, _client, cors) => {
    const url = new URL(request.url)
    const from = url.searchParams.get('from') ?? undefined
    if (from !== undefined && !isDate(from))
      return jsonResponse(400, { error: BOOKING_MESSAGES.from, field: 'from' }, cors)
    const daysText = url.searchParams.get('days')
    const days = daysText === null ? settings.horizonDays : Number(daysText)
    if (!/^\d{1,3}$/.test(daysText ?? '1') || !Number.isInteger(days) || days < 1 || days > MAX_DAYS)
      return jsonResponse(400, { error: BOOKING_MESSAGES.days, field: 'days' }, cors)
    return jsonResponse(200, await slotsBody(await config.store(), from, days), cors)
  })

  const book = wrap('book', 'POST', async (request, client, cors) => {
    const retryAfter = limiter ? await limiter.hit(request, client) : null
    if (retryAfter !== null) {
      cors.set('Retry-After', String(retryAfter))
      return jsonResponse(429, { error: BOOKING_MESSAGES.tooMany }, cors)
    }
    const body = await readJson(request, cors)
    if (body instanceof Response) return body
    if (new URL(request.url).searchParams.get('action') === 'confirm') return confirm(body, cors)
    const checked = checkBooking(body)
    if (!checked.ok) return jsonResponse(400, { error: checked.error, field: checked.field }, cors)
    const store = await config.store()
    const { value } = checked
    const q = await query(store, value.at)
    // A filled honeypot gets the same answer as a taken slot: nothing is stored or sent.
    const honeypot = typeof body.website === 'string' && body.website.trim() !== ''
    if (honeypot || !isFreeSlot(q, value.at)) {
      // A time on the grid that is no longer free (booked, busy, day full) is a 409 with fresh
      // slots; anything else was never offered.
      const onGrid =
        value.at >= q.now.getTime() + settings.noticeHours * 3_600_000 &&
        daySlotStarts(settings, timeZone, localDate(value.at, timeZone)).includes(value.at)
      const taken = honeypot || onGrid
      return jsonResponse(
        taken ? 409 : 400,
        taken
          ? { error: BOOKING_MESSAGES.taken, ...(await slotsBody(store)) }
          : { error: BOOKING_MESSAGES.slot, field: 'slot' },
        cors,
      )
    }
    const end = value.at + settings.slotMinutes * 60_000
    const result = await store.book(
      {
        start: value.at,
        end,
        day: localDate(value.at, timeZone),
        name: value.name,
        email: value.email,
        phone: value.phone,
        contactMethod: value.contactMethod,
        note: value.note,
      },
      {
        maxPerDay: settings.maxPerDay,
        holdMs: HOLD_MINUTES * 60_000,
        perPerson: PER_PERSON,
        hourlyCap: config.hourlyCap,
      },
      q.now,
      {
        held: async (booking) =>
          config.mail?.held(booking, `${config.siteUrl}${await confirmPathOf(booking.ref)}`) ?? { owe: [] },
        capped: (at) => config.mail?.capped(at) ?? { owe: [] },
      },
    )
    if (result.outcome === 'mailbox' || result.outcome === 'phone') {
      const field = result.outcome === 'mailbox' ? 'email' : 'phone'
      const error = result.outcome === 'mailbox' ? BOOKING_MESSAGES.mailboxFull : BOOKING_MESSAGES.phoneFull
      return jsonResponse(409, { error, field }, cors)
    }
    if (result.outcome === 'capped') {
      log('book: hourly cap reached, booking refused')
      sendMail()
      return jsonResponse(429, { error: BOOKING_MESSAGES.busy }, cors)
    }
    if (result.outcome !== 'booked') {
      return jsonResponse(
        409,
        {
          error: result.outcome === 'full' ? BOOKING_MESSAGES.full : BOOKING_MESSAGES.taken,
          ...(await slotsBody(store)),
        },
        cors,
      )
    }
    const booking = result.booking
    log(`book: ${booking.ref} held`)
    sendMail()
    const answer: BookedBody = {
      reference: booking.ref,
      start: isoInZone(booking.start, timeZone),
      end: isoInZone(booking.end, timeZone),
      timeZone,
      contactMethod: booking.contactMethod,
      holdMinutes: HOLD_MINUTES,
      email: mailPromise(config.mail?.route ?? 'none'),
    }
    return jsonResponse(201, answer, cors)
  })

  /** The visitor pressed "Confirm" on the page the e-mail's link opened (opening it alone changes nothing). */
  async function confirm(body: Record<string, unknown>, cors: Headers): Promise<Response> {
    const ref = typeof body.token === 'string' ? await config.signer!.verify(body.token, 'confirm') : null
    if (!ref) return jsonResponse(400, { error: BOOKING_MESSAGES.confirmToken, field: 'token' }, cors)
    const result = await (await config.store()).confirm(ref, now(), async (booking) =>
      config.mail
        ? config.mail.confirmed(booking, `${config.siteUrl}${await cancelPathOf(booking.ref)}`)
        : { owe: [] },
    )
    if (result.outcome === 'missing') return jsonResponse(404, { error: BOOKING_MESSAGES.notFound }, cors)
    if (result.outcome === 'expired') return jsonResponse(410, { error: BOOKING_MESSAGES.expired }, cors)
    if (result.outcome === 'cancelled') return jsonResponse(410, { error: BOOKING_MESSAGES.gone }, cors)
    const booking = result.booking
    if (result.outcome === 'confirmed') {
      log(`book: ${booking.ref} confirmed`)
      sendMail()
    }
    const cancelPath = await cancelPathOf(booking.ref)
    const answer: ConfirmBody = {
      outcome: result.outcome,
      reference: booking.ref,
      start: isoInZone(booking.start, timeZone),
      end: isoInZone(booking.end, timeZone),
      timeZone,
      contactMethod: booking.contactMethod,
      cancelPath,
      ics: invitation(booking, { method: 'PUBLISH', timeZone, cancelUrl: `${config.siteUrl}${cancelPath}` }),
      email: mailPromise(config.mail?.route ?? 'none'),
    }
    return jsonResponse(200, answer, cors)
  }

  const cancel = wrap('booking-cancel', 'POST', async (request, client, cors) => {
    const retryAfter = limiter ? await limiter.hit(request, client) : null
    if (retryAfter !== null) {
      cors.set('Retry-After', String(retryAfter))
      return jsonResponse(429, { error: BOOKING_MESSAGES.tooMany }, cors)
    }
    const body = await readJson(request, cors)
    if (body instanceof Response) return body
    const ref = typeof body.token === 'string' ? await config.signer!.verify(body.token, 'cancel') : null
    if (!ref) return jsonResponse(400, { error: BOOKING_MESSAGES.token, field: 'token' }, cors)
    const result = await (await config.store()).cancel(
      ref,
      'visitor',
      now(),
      async (booking) => config.mail?.cancelled(booking) ?? { owe: [] },
    )
    if (result.outcome === 'missing') return jsonResponse(404, { error: BOOKING_MESSAGES.notFound }, cors)
    if (result.outcome === 'cancelled') {
      log(`booking-cancel: ${ref} cancelled`)
      sendMail()
    }
    const answer: CancelBody = {
      outcome: result.outcome,
      start: isoInZone(result.booking.start, timeZone),
      timeZone,
      email: mailPromise(config.mail?.route ?? 'none'),
    }
    return jsonResponse(200, answer, cors)
  })

  return { slots, book, cancel }
}
