/**
 * The newsletter function: one Web-standard handler, hosted by the Node server and by a Supabase
 * Edge Function. Double opt-in:
 * - `POST` `{ email, website? }` (website is a hidden honeypot): the same 202 answer whether the
 *   address is new, pending or already confirmed (no enumeration); a confirmation e-mail with a
 *   signed link valid 48 hours is owed when the address is new or was asked for more than 10
 *   minutes ago. 400 for a malformed address. A filled honeypot gets the same 202 and nothing else.
 * - `POST ?action=confirm` `{ token }`: 200 confirmed, 410 expired, 400 invalid.
 * - `POST ?action=unsubscribe&token=…` (RFC 8058 one-click: the mail client posts
 *   `List-Unsubscribe=One-Click`) or `{ token }`: 200, whether or not the address was still listed.
 * Every request counts against the per-client rate limit (429 with Retry-After), as checkout's.
 */
import { isValidEmail } from '#app/lib/email-address.ts'
import type { ClientInfo } from '#functions/client.ts'
import { describeError, jsonResponse, readBody } from '#functions/http.ts'
import type { Outbox } from '#functions/mail/outbox.ts'
import type { MailRoute } from '#functions/mail/transport.ts'
import { createRateLimiter } from '#functions/rate-limit.ts'
import type { SqlDriver } from '#functions/sql.ts'
import type { NewsletterSettings } from './config.ts'
import type { ConfirmPayload } from './emails.ts'
import { confirmSubscription, normaliseEmail, removeSubscriber, requestSubscription } from './store.ts'
import { signToken, verifyToken } from './token.ts'

export const NEWSLETTER_MESSAGES = {
  method: 'Method not allowed',
  malformed: 'Please enter a valid e-mail address.',
  body: 'Send a JSON body with an "email" field.',
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

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  Vary: 'Origin',
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
  const json = (status: number, body: unknown, headers: HeadersInit = {}) =>
    jsonResponse(status, body, { ...CORS, ...headers })

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

  return async (request, client) => {
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: { ...CORS, 'Access-Control-Max-Age': '86400' } })
    if (request.method !== 'POST')
      return json(405, { error: NEWSLETTER_MESSAGES.method }, { Allow: 'POST, OPTIONS' })
    if (!secret) return json(503, { error: NEWSLETTER_MESSAGES.notConfigured })
    const retryAfter = limiter ? await limiter.hit(request, client) : null
    if (retryAfter !== null)
      return json(429, { error: NEWSLETTER_MESSAGES.tooMany }, { 'Retry-After': String(retryAfter) })
    const raw = await readBody(request, MAX_BODY_BYTES)
    if (raw === 'too-large') return json(413, { error: NEWSLETTER_MESSAGES.body })
    const action = new URL(request.url).searchParams.get('action')
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
      if (typeof body.website === 'string' && body.website.trim()) return answer
      const email = normaliseEmail(body.email)
      if (await requestSubscription(db, email, now(), () => links(email)))
        waitUntil(outbox.sweep().catch(() => {}))
      return answer
    } catch (error) {
      log(`newsletter: ${action ?? 'sign-up'} failed: ${describeError(error)}`)
      return json(500, { error: NEWSLETTER_MESSAGES.failed })
    }
  }
}
