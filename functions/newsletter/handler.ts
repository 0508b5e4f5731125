/**
 * The newsletter function: one Web-standard handler, hosted by the Node server and by a Supabase
 * Edge Function. Double opt-in:
 * - `POST` `{ email, website? }` (website is a hidden honeypot): the same 202 answer, given before
 *   the address is looked up, whether it is new, pending, confirmed or over a limit (neither the
 *   words nor the time tell them apart); a confirmation e-mail with a sealed link valid 48 hours is
 *   then owed unless the address is confirmed or a limit of CONFIRMATION_LIMITS is reached. 400 for
 *   a malformed address. A filled honeypot gets the same 202 and nothing else.
 * - `POST ?action=confirm` `{ token }`: 200 confirmed, 410 expired, 400 invalid.
 * - Sign-up and confirm take `application/json` only (415), and a browser may call only from the
 *   site's own origins (403): another site cannot make a visitor's browser sign someone up.
 * - `POST ?action=unsubscribe&token=…` (RFC 8058 one-click: the mail client posts
 *   `List-Unsubscribe=One-Click`) or `{ token }`: 200, whether or not the address was still listed.
 * Every request counts against the per-client rate limit (429 with Retry-After), as checkout's.
 */
import { isValidEmail } from '#core/lib/email-address.ts'
import type { ClientInfo } from '#functions/platform/client.ts'
import type { SqlDriver } from '#functions/platform/db/sql.ts'
import { describeError, jsonResponse, readBody } from '#functions/platform/http.ts'
import type { Outbox } from '#functions/platform/mail/outbox.ts'
import type { MailRoute } from '#functions/platform/mail/transport.ts'
import { mailboxKey, mailDomain, plainAddress } from '#functions/platform/mailbox.ts'
import { createRateLimiter } from '#functions/platform/rate-limit.ts'
import type { NewsletterSettings } from './config.ts'
import type { ConfirmPayload } from './emails.ts'
import { confirmSubscription, removeSubscriber, requestSubscription } from './store.ts'
import { keyedDigest, signToken, verifyToken } from './token.ts'

export const NEWSLETTER_MESSAGES = {
  method: 'Method not allowed',
  malformed: 'Please enter a valid e-mail address.',
  body: 'Send a JSON body with an "email" field.',
  contentType: 'Send the request as application/json.',
  origin: 'This site may not call the newsletter.',
  tooMany: 'Too many requests. Please wait a minute and try again.',
  invalidLink: 'This link is not valid. Please use the link from the e-mail as it is, or sign up again.',
  expired: 'This confirmation link has expired. Please sign up again to get a new one.',
  failed: 'We could not do this right now. Please try again in a moment.',
  notConfigured: 'The newsletter is not set up on this site yet.',
} as const

export const CONFIRM_LINK_HOURS = 48
const MAX_BODY_BYTES = 4 * 1024

export interface NewsletterConfig {
  settings: NewsletterSettings
  /** The database and outbox (the orders' own, opened on first use). */
  open: () => Promise<{ db: SqlDriver; outbox: Outbox }>
  waitUntil?: (work: Promise<unknown>) => void
  now?: () => Date
  log?: (message: string) => void
}

/** What the sign-up answer says about the confirmation e-mail (same for every address). */
export type NewsletterEmail = 'sent' | 'local-folder' | 'none'
const emailOf = (route: MailRoute): NewsletterEmail =>
  route === 'smtp' ? 'sent' : route === 'folder' ? 'local-folder' : 'none'

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/

/** How long work waits for the host to take an answer's body before it starts anyway. */
const DELIVERY_WAIT_MS = 1000

/**
 * `response` with its body handed over as a stream, and `work` given a promise that resolves once
 * the host has read the body (a macrotask later, so it is on the wire) or given up on it. Work run
 * on the same thread before then would hold the answer back, and a slower answer for a new address
 * than for a confirmed one would tell them apart.
 */
function afterDelivery(response: Response, work: (delivered: Promise<void>) => void): Response {
  let done: () => void = () => {}
  const delivered = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, DELIVERY_WAIT_MS)
    done = () => {
      clearTimeout(timer)
      setTimeout(resolve, 0)
    }
  })
  work(delivered)
  const bytes = response.arrayBuffer()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      controller.enqueue(new Uint8Array(await bytes))
      controller.close()
      done()
    },
    cancel: () => done(),
  })
  return new Response(body, { status: response.status, headers: response.headers })
}

export function createNewsletterHandler(
  config: NewsletterConfig,
): (request: Request, client?: ClientInfo) => Promise<Response> {
  const { settings } = config
  const { secret } = settings
  const now = config.now ?? (() => new Date())
  const log = config.log ?? ((message: string) => console.error(message))
  const waitUntil = config.waitUntil ?? ((work: Promise<unknown>) => void work)
  const limiter = createRateLimiter(settings.rateLimit)
  let opened: ReturnType<NewsletterConfig['open']> | undefined
  const open = () => {
    opened ??= config.open().catch((error: unknown) => {
      opened = undefined
      throw error
    })
    return opened
  }
  const allowed = new Set(settings.allowedOrigins)
  const originAllowed = (origin: string) =>
    allowed.has(origin) || (!settings.production && LOCAL_ORIGIN.test(origin))

  const links = async (email: string): Promise<ConfirmPayload> => {
    const expiresAt = new Date(now().getTime() + CONFIRM_LINK_HOURS * 3600_000)
    const confirm = await signToken(secret!, 'confirm', email, expiresAt)
    const unsubscribe = await signToken(secret!, 'unsubscribe', email, null)
    return {
      confirmUrl: `${settings.siteUrl}/newsletter/confirm?token=${confirm}`,
      unsubscribePageUrl: `${settings.siteUrl}/newsletter/unsubscribe?token=${unsubscribe}`,
      oneClickUrl: `${settings.apiUrl}/functions/v1/newsletter?action=unsubscribe&token=${unsubscribe}`,
      expiresAt: expiresAt.toISOString(),
    }
  }

  async function tokenFrom(request: Request, raw: string | null): Promise<string> {
    const fromQuery = new URL(request.url).searchParams.get('token')
    if (fromQuery) return fromQuery
    try {
      const body = JSON.parse(raw ?? '') as { token?: unknown }
      return typeof body?.token === 'string' ? body.token : ''
    } catch {
      return ''
    }
  }

  async function handle(request: Request, client: ClientInfo | undefined, cors: Headers) {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      for (const [name, value] of Object.entries(headers)) cors.set(name, value)
      return jsonResponse(status, body, cors)
    }
    const origin = request.headers.get('origin')
    // A mail client's one-click unsubscribe and server calls send no Origin; browsers always do.
    if (origin && !originAllowed(origin)) return json(403, { error: NEWSLETTER_MESSAGES.origin })
    if (request.method === 'OPTIONS') {
      cors.set('Access-Control-Allow-Headers', 'authorization, x-client-info, apikey, content-type')
      cors.set('Access-Control-Allow-Methods', 'POST, OPTIONS')
      cors.set('Access-Control-Max-Age', '86400')
      return new Response(null, { status: 204, headers: cors })
    }
    if (request.method !== 'POST')
      return json(405, { error: NEWSLETTER_MESSAGES.method }, { Allow: 'POST, OPTIONS' })
    if (!secret) return json(503, { error: NEWSLETTER_MESSAGES.notConfigured })
    const retryAfter = limiter ? await limiter.hit(request, client) : null
    if (retryAfter !== null)
      return json(429, { error: NEWSLETTER_MESSAGES.tooMany }, { 'Retry-After': String(retryAfter) })
    const action = new URL(request.url).searchParams.get('action')
    // RFC 8058's one-click POST is a form body with the token in the URL; everything else is JSON.
    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (action !== 'unsubscribe' && mediaType !== 'application/json')
      return json(415, { error: NEWSLETTER_MESSAGES.contentType })
    const raw = await readBody(request, MAX_BODY_BYTES)
    if (raw === 'too-large') return json(413, { error: NEWSLETTER_MESSAGES.body })
    try {
      if (action === 'confirm' || action === 'unsubscribe') {
        const check = await verifyToken(secret, action, await tokenFrom(request, raw), now())
        if (!check.ok) {
          return check.reason === 'expired'
            ? json(410, { error: NEWSLETTER_MESSAGES.expired })
            : json(400, { error: NEWSLETTER_MESSAGES.invalidLink })
        }
        const { db } = await open()
        if (action === 'unsubscribe') {
          await removeSubscriber(db, check.email)
          return json(200, { status: 'unsubscribed' })
        }
        const confirmed = await confirmSubscription(db, check.email, now())
        // A link whose sign-up was removed meanwhile (unsubscribed, or older than 30 days).
        return confirmed
          ? json(200, { status: 'confirmed' })
          : json(410, { error: NEWSLETTER_MESSAGES.expired })
      }
      if (action) return json(400, { error: NEWSLETTER_MESSAGES.method })

      let body: { email?: unknown; website?: unknown }
      try {
        body = JSON.parse(raw ?? '') as typeof body
      } catch {
        return json(400, { error: NEWSLETTER_MESSAGES.body })
      }
      if (typeof body?.email !== 'string' || body.email.length > 254 || !isValidEmail(body.email))
        return json(400, { error: NEWSLETTER_MESSAGES.malformed, field: 'email' })
      const { db, outbox } = await open()
      const answer = json(202, { status: 'check-your-inbox', email: emailOf(outbox.route) })
      // A bot filled the hidden field: the same answer, nothing stored, nothing sent.
      if (typeof body.website === 'string' && body.website.trim()) return afterDelivery(answer, () => {})
      // The answer goes out before the address is looked up: a confirmed address, a new one and
      // one over a limit take the same time to answer.
      const email = plainAddress(body.email)
      return afterDelivery(answer, (delivered) =>
        waitUntil(
          (async () => {
            await delivered
            const keys = {
              mailbox: await keyedDigest(secret, mailboxKey(email)),
              domain: await keyedDigest(secret, mailDomain(email)),
            }
            const outcome = await requestSubscription(db, email, now(), keys, () => links(email))
            if (outcome === 'owed') await outbox.sweep()
            else if (outcome === 'limited')
              log('newsletter: a sign-up reached a confirmation limit; no e-mail sent')
          })().catch((error: unknown) => log(`newsletter: sign-up failed: ${describeError(error)}`)),
        ),
      )
    } catch (error) {
      log(`newsletter: ${action ?? 'sign-up'} failed: ${describeError(error)}`)
      return json(500, { error: NEWSLETTER_MESSAGES.failed })
    }
  }

  return async (request, client) => {
    const cors = new Headers({ Vary: 'Origin' })
    const origin = request.headers.get('origin')
    if (origin && originAllowed(origin)) cors.set('Access-Control-Allow-Origin', origin)
    return handle(request, client, cors)
  }
}
