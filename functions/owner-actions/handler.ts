/**
 * The owner-action function: POST { token, step } from the small pages the owner's notice links
 * open (/owner/ship, /owner/cancel, /owner/block, /owner/send). `look` answers what the link is for and changes nothing;
 * `do` performs it, once. GET and every other method answer 405: following a link does nothing.
 *
 * The actions themselves belong to other features (shipping an order, cancelling a booking,
 * sending a newsletter issue): the host passes them in as capabilities, each with the database its
 * records live in, so this folder imports no feature. Each is recorded once it is done (store.ts): who, what, when. A link works
 * while its signature holds, until it expires, and only until its action is recorded.
 */
import {
  OWNER_ACTION_LIMITS,
  OWNER_ACTION_MESSAGES,
  type OwnerAction,
  type OwnerActionBody,
  TRACKING_NUMBER,
} from '#core/contracts/owner-actions.ts'
import type { ClientInfo } from '#functions/platform/client.ts'
import type { SqlDriver } from '#functions/platform/db/sql.ts'
import { describeError, jsonResponse, readBody } from '#functions/platform/http.ts'
import { createRateLimiter } from '#functions/platform/rate-limit.ts'
import type { OwnerActionsSettings } from './config.ts'
import { findAction, recordAction } from './store.ts'
import { actionSigner } from './token.ts'

export type Handler = (request: Request, client?: ClientInfo) => Promise<Response>

/** What the owner's notice already says about a subject; null when there is no such record. */
export interface Look {
  summary: string
  /** Done already (by this link, by another, or by the command line). */
  done: boolean
}

/** Shipping an order: the order feature's own ship, the same that `npm run orders -- ship` runs. */
export interface ShipCapability {
  db(): Promise<SqlDriver>
  look(sessionId: string): Promise<Look | null>
  carriers: { id: string; name: string }[]
  ship(
    sessionId: string,
    shipment: { carrier: string; trackingNumber: string },
  ): Promise<{ outcome: 'shipped' | 'already' | 'unknown'; trackingUrl?: string | null }>
}

/** Cancelling a booking as the owner: the client and the owner are told, the slot is free again. */
export interface CancelBookingCapability {
  db(): Promise<SqlDriver>
  look(ref: string): Promise<Look | null>
  cancel(ref: string, message: string | undefined): Promise<{ outcome: 'cancelled' | 'already' | 'unknown' }>
}

/**
 * Closing a day (YYYY-MM-DD, practice-local) to new bookings: its free times leave the slot list;
 * the consultations already booked that day are kept.
 */
export interface BlockDayCapability {
  db(): Promise<SqlDriver>
  look(day: string): Promise<Look | null>
  block(day: string): Promise<{ outcome: 'blocked' | 'already' | 'unknown' }>
}

/** Sending a newsletter issue to its confirmed subscribers: the newsletter feature's own send. */
export interface SendNewsletterCapability {
  db(): Promise<SqlDriver>
  /** The subject and, while not sent, how many confirmed subscribers it would reach now. */
  look(slug: string): Promise<(Look & { recipients: number }) | null>
  send(slug: string): Promise<{ outcome: 'sent'; recipients: number } | { outcome: 'already' | 'unknown' }>
}

export interface OwnerActionsConfig {
  settings: Pick<OwnerActionsSettings, 'secret' | 'siteUrl' | 'rateLimit'>
  ship?: ShipCapability
  cancelBooking?: CancelBookingCapability
  blockDay?: BlockDayCapability
  sendNewsletter?: SendNewsletterCapability
  /** Origins besides SITE_URL's whose pages may call (ALLOWED_ORIGINS; loopback outside production). */
  allowedOrigins?: readonly string[]
  production: boolean
  now?: () => Date
  log?: (line: string) => void
}

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/
const M = OWNER_ACTION_MESSAGES
export const ACTOR_LINK = 'e-mail link'

export function createOwnerActionHandler(config: OwnerActionsConfig): Handler {
  const now = config.now ?? (() => new Date())
  const log = config.log ?? ((line: string) => console.error(line))
  const signer = config.settings.secret ? actionSigner(config.settings.secret) : null
  const limiter = createRateLimiter(config.settings.rateLimit)
  const allowed = new Set([new URL(config.settings.siteUrl).origin, ...(config.allowedOrigins ?? [])])
  const originAllowed = (origin: string) =>
    allowed.has(origin) || (!config.production && LOCAL_ORIGIN.test(origin))

  type Answer = { status: number; body: OwnerActionBody | { error: string; field?: string } }
  const fail = (status: number, error: string, field?: string): Answer => ({
    status,
    body: field ? { error, field } : { error },
  })

  type Step = 'look' | 'do'
  type Body = Record<string, unknown>
  type Shown = Partial<OwnerActionBody>
  /** What `do` did: done by this press (recorded with its detail), done before, or no such subject. */
  type Acted =
    | { outcome: 'done'; detail: string; shows?: Shown }
    | { outcome: 'already' | 'unknown'; shows?: Shown }

  /**
   * The shape every action shares. The subject is looked up (404 once it is gone); `look`, or a
   * subject already done (recorded here, or done another way), answers and changes nothing; `do`
   * acts through the capability, and what this press did is recorded (who, what, when) before the
   * answer, so the link works once. The action's own parts: what its page shows beside the summary,
   * and `act`, which reads the owner's input (a 400 naming the field when refused) and does it.
   */
  async function once<L extends Look>(
    action: OwnerAction,
    cap: { db(): Promise<SqlDriver>; look(subject: string): Promise<L | null> },
    subject: string,
    step: Step,
    own: { shows?: (seen: L) => Shown; act: () => Promise<Answer | Acted>; logged: string },
  ): Promise<Answer> {
    const seen = await cap.look(subject)
    if (!seen) return fail(404, M.unknown)
    const ok = (state: OwnerActionBody['state'], more?: Shown): Answer => ({
      status: 200,
      body: { action, reference: subject, ...own.shows?.(seen), summary: seen.summary, state, ...more },
    })
    const recorded = await findAction(await cap.db(), action, subject)
    if (recorded || seen.done) return ok('already')
    if (step === 'look') return ok('ready')
    const acted = await own.act()
    if ('status' in acted) return acted
    if (acted.outcome === 'unknown') return fail(404, M.unknown)
    if (acted.outcome === 'done') {
      await recordAction(await cap.db(), { action, subject, actor: ACTOR_LINK, detail: acted.detail }, now())
      log(`owner-action: ${own.logged}`)
    }
    return ok(acted.outcome, acted.shows)
  }

  const ship = (cap: ShipCapability, subject: string, step: Step, body: Body) =>
    once('ship', cap, subject, step, {
      shows: () => ({ carriers: cap.carriers }),
      logged: 'ship recorded for an order',
      async act() {
        const carrier = typeof body.carrier === 'string' ? body.carrier : ''
        if (!cap.carriers.some((c) => c.id === carrier)) return fail(400, M.carrier, 'carrier')
        const tracking = typeof body.tracking === 'string' ? body.tracking.trim() : ''
        if (!TRACKING_NUMBER.test(tracking)) return fail(400, M.tracking, 'tracking')
        const trackingNumber = tracking.replaceAll(' ', '')
        const result = await cap.ship(subject, { carrier, trackingNumber })
        return {
          outcome: result.outcome === 'shipped' ? 'done' : result.outcome,
          detail: `${carrier} ${trackingNumber}`,
          shows: { trackingUrl: result.trackingUrl ?? null },
        }
      },
    })

  const cancelBooking = (cap: CancelBookingCapability, subject: string, step: Step, body: Body) =>
    once('cancel-booking', cap, subject, step, {
      logged: 'booking cancellation recorded',
      async act() {
        const message = typeof body.message === 'string' ? body.message.trim() : ''
        if (message.length > OWNER_ACTION_LIMITS.message) return fail(400, M.message, 'message')
        const { outcome } = await cap.cancel(subject, message || undefined)
        return {
          outcome: outcome === 'cancelled' ? 'done' : outcome,
          detail: message ? 'client told, with a message' : 'client told',
        }
      },
    })

  const blockDay = (cap: BlockDayCapability, subject: string, step: Step) =>
    once('block-day', cap, subject, step, {
      logged: 'day block recorded',
      async act() {
        const { outcome } = await cap.block(subject)
        return {
          outcome: outcome === 'blocked' ? 'done' : outcome,
          detail: 'free times closed; bookings kept',
        }
      },
    })

  const sendNewsletter = (cap: SendNewsletterCapability, subject: string, step: Step) =>
    once('send-newsletter', cap, subject, step, {
      // How many it would reach now; once sent by this press, how many it went to.
      shows: (seen) => ({ recipients: seen.recipients }),
      logged: 'newsletter send recorded',
      async act() {
        const result = await cap.send(subject)
        if (result.outcome !== 'sent') return result
        const n = result.recipients
        return { outcome: 'done', detail: `${n} subscriber${n === 1 ? '' : 's'}`, shows: { recipients: n } }
      },
    })

  return async (request, client) => {
    const headers = new Headers({ Vary: 'Origin', 'X-Robots-Tag': 'noindex, nofollow' })
    const origin = request.headers.get('origin')
    if (origin && originAllowed(origin)) headers.set('Access-Control-Allow-Origin', origin)
    const answer = (a: Answer) => jsonResponse(a.status, a.body, headers)
    try {
      if (request.method === 'OPTIONS') {
        if (origin && !originAllowed(origin)) return answer(fail(403, M.method))
        headers.set('Access-Control-Allow-Methods', 'POST, OPTIONS')
        headers.set('Access-Control-Allow-Headers', 'authorization, x-client-info, apikey, content-type')
        headers.set('Access-Control-Max-Age', '86400')
        return new Response(null, { status: 204, headers })
      }
      if (request.method !== 'POST') {
        headers.set('Allow', 'POST, OPTIONS')
        return answer(fail(405, M.method))
      }
      if (origin && !originAllowed(origin)) return answer(fail(403, M.method))
      const retryAfter = limiter ? await limiter.hit(request, client) : null
      if (retryAfter !== null) {
        headers.set('Retry-After', String(retryAfter))
        return answer(fail(429, M.tooMany))
      }
      if (!signer) return answer(fail(503, M.unavailable))
      const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
      if (mediaType !== 'application/json') return answer(fail(415, M.unreadable))
      const text = await readBody(request, 4 * 1024)
      if (text === 'too-large') return answer(fail(413, M.unreadable))
      let body: Record<string, unknown>
      try {
        body = JSON.parse(text ?? '')
        if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error()
      } catch {
        return answer(fail(400, M.unreadable))
      }
      const step = body.step === 'do' ? 'do' : body.step === 'look' ? 'look' : null
      if (!step) return answer(fail(400, M.unreadable))
      const checked = typeof body.token === 'string' ? await signer.verify(body.token, now()) : null
      if (!checked?.ok)
        return answer(
          checked?.why === 'expired' ? fail(410, M.expired, 'token') : fail(400, M.token, 'token'),
        )
      const { action, subject } = checked.claim
      if (action === 'ship' && config.ship) return answer(await ship(config.ship, subject, step, body))
      if (action === 'cancel-booking' && config.cancelBooking)
        return answer(await cancelBooking(config.cancelBooking, subject, step, body))
      if (action === 'block-day' && config.blockDay)
        return answer(await blockDay(config.blockDay, subject, step))
      if (action === 'send-newsletter' && config.sendNewsletter)
        return answer(await sendNewsletter(config.sendNewsletter, subject, step))
      return answer(fail(404, M.unknown))
    } catch (error) {
      log(`owner-action: failed: ${describeError(error)}`)
      return answer(fail(503, M.unavailable))
    }
  }
}
