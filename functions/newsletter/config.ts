/**
 * The newsletter's settings from the environment (Node: process.env, Deno: Deno.env), fail-closed
 * like the payment settings: production refuses to start without NEWSLETTER_SECRET (the key that
 * signs confirm and unsubscribe links: server/config-check.ts), and a handler built without it
 * anyway answers 503; outside production a random key for this process is used (links stop
 * working after a restart).
 */
import { practice } from '#core/config/practice.ts'
import { parseHttpUrl } from '#functions/platform/http.ts'
import {
  DEFAULT_CHECKOUT_RATE_LIMIT,
  type RateLimitSettings,
  rateLimitFromEnv,
} from '#functions/platform/rate-limit.ts'
import { secretProblem } from '#functions/platform/secret.ts'

export class NewsletterConfigError extends Error {
  override name = 'NewsletterConfigError'
}

export interface NewsletterSettings {
  /** Null in production without NEWSLETTER_SECRET: the function answers 503. */
  secret: string | null
  /** Whether the secret is a per-process stand-in (development only). */
  ephemeralSecret: boolean
  /** Where the confirm and unsubscribe pages are (SITE_URL, default the practice profile's siteUrl). */
  siteUrl: string
  /** Where the newsletter function answers (practice.api.baseUrl, else the site). */
  apiUrl: string
  rateLimit: RateLimitSettings
  /** The site's own origins (SITE_URL's and ALLOWED_ORIGINS): the only pages that may call it. */
  allowedOrigins: readonly string[]
  /** Outside production a page on localhost may call it too (npm run dev). */
  production: boolean
  /** NEWSLETTER_SEND_RATE: an issue's copies sent per minute at most, by all servers together. */
  sendRate: number
}

/**
 * An issue's copies per minute unless NEWSLETTER_SEND_RATE says otherwise: one a second, under
 * what small SMTP plans accept per minute (set it to the provider's limit; mind a daily cap too).
 */
export const DEFAULT_NEWSLETTER_SEND_RATE = 60
const MAX_NEWSLETTER_SEND_RATE = 10_000

function sendRateFromEnv(env: (name: string) => string | undefined): { rate: number; problem?: string } {
  const given = env('NEWSLETTER_SEND_RATE')?.trim()
  if (!given) return { rate: DEFAULT_NEWSLETTER_SEND_RATE }
  const rate = Number(given)
  return Number.isInteger(rate) && rate >= 1 && rate <= MAX_NEWSLETTER_SEND_RATE
    ? { rate }
    : {
        rate: DEFAULT_NEWSLETTER_SEND_RATE,
        problem: `NEWSLETTER_SEND_RATE "${given}" is not a whole number of messages a minute from 1 to ${MAX_NEWSLETTER_SEND_RATE}`,
      }
}

/** Per-client requests per minute where the host sets no other default (the Supabase entry). */
export const DEFAULT_EDGE_NEWSLETTER_RATE_LIMIT = 60

/** Problems that stop start-up, one per reason (empty when the settings can run). */
export function newsletterProblems(env: (name: string) => string | undefined, production: boolean): string[] {
  const problems: string[] = []
  const secret = env('NEWSLETTER_SECRET')?.trim()
  if (secret) {
    const problem = secretProblem('NEWSLETTER_SECRET', secret)
    if (problem) problems.push(problem)
  } else if (production)
    problems.push(
      'NEWSLETTER_SECRET is not set (it signs the newsletter confirm and unsubscribe links; openssl rand -hex 32)',
    )
  problems.push(...rateLimitFromEnv(env, 'NEWSLETTER_RATE_LIMIT', DEFAULT_CHECKOUT_RATE_LIMIT).problems)
  const sendRate = sendRateFromEnv(env).problem
  if (sendRate) problems.push(sendRate)
  for (const entry of originEntries(env))
    if (!parseHttpUrl(entry)) problems.push(`ALLOWED_ORIGINS entry "${entry}" is not an origin`)
  return problems
}

const originEntries = (env: (name: string) => string | undefined) =>
  (env('ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

export function newsletterSettingsFromEnv(
  env: (name: string) => string | undefined,
  production: boolean,
  { defaultRateLimit = DEFAULT_CHECKOUT_RATE_LIMIT } = {},
): NewsletterSettings {
  const problems = newsletterProblems(env, false)
  if (problems.length) throw new NewsletterConfigError(problems.join('; '))
  const secret = env('NEWSLETTER_SECRET')?.trim()
  const siteUrl = (env('SITE_URL')?.trim() || practice.siteUrl).replace(/\/+$/, '')
  return {
    secret: secret || (production ? null : crypto.randomUUID() + crypto.randomUUID()),
    ephemeralSecret: !secret,
    siteUrl,
    apiUrl: (practice.api.baseUrl || siteUrl).replace(/\/+$/, ''),
    rateLimit: rateLimitFromEnv(env, 'NEWSLETTER_RATE_LIMIT', defaultRateLimit).settings,
    allowedOrigins: [
      ...new Set([
        new URL(siteUrl).origin,
        ...originEntries(env).map((entry) => parseHttpUrl(entry)!.origin),
      ]),
    ],
    production,
    sendRate: sendRateFromEnv(env).rate,
  }
}
