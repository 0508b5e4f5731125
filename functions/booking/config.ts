/**
 * The booking functions' settings, read from environment variables (Node: process.env, Deno:
 * Deno.env) once for both hosts (functions/hosts/node-booking.ts, edge-booking.ts), apart from the handlers.
 */
import { practice } from '#core/config/practice.ts'
import {
  RateLimitConfigError,
  type RateLimitSettings,
  rateLimitFromEnv,
} from '#functions/platform/rate-limit.ts'
import { secretProblem } from '#functions/platform/secret.ts'

/** Most new bookings in any hour for the whole site, unless BOOKING_HOURLY_CAP says otherwise. */
export const DEFAULT_BOOKING_HOURLY_CAP = 10

export interface BookingEnvSettings {
  /** SITE_URL, else the practice's address; no trailing slash. */
  siteUrl: string
  /** BOOKING_SECRET as given; a weak one signs nothing (see `usableSecret`). */
  secret?: string
  /** BOOKING_CALENDAR_URL: the owner's busy-times feed. */
  feedUrl?: string
  /** OWNER_EMAIL, else the practice's e-mail. */
  ownerEmail: string
  smtpUrl?: string
  mailFrom?: string
  /** BOOKING_RATE_LIMIT (+ TRUST_PROXY). */
  rateLimit: RateLimitSettings
  /** BOOKING_HOURLY_CAP. */
  hourlyCap: number
}

/** BOOKING_HOURLY_CAP: a whole number of at least 1, or why not. */
function hourlyCapFrom(value: string | undefined): { cap: number; problem?: string } {
  if (value === undefined) return { cap: DEFAULT_BOOKING_HOURLY_CAP }
  const cap = Number(value)
  return /^\d{1,6}$/.test(value) && cap >= 1
    ? { cap }
    : {
        cap: DEFAULT_BOOKING_HOURLY_CAP,
        problem: `BOOKING_HOURLY_CAP must be a whole number of at least 1 (got "${value}")`,
      }
}

/** Throws a RateLimitConfigError for a BOOKING_RATE_LIMIT that cannot be read. */
export function bookingSettingsFromEnv(
  env: (name: string) => string | undefined,
  { defaultRateLimit }: { defaultRateLimit: number },
): BookingEnvSettings {
  const value = (name: string) => env(name)?.trim() || undefined
  const rate = rateLimitFromEnv(env, 'BOOKING_RATE_LIMIT', defaultRateLimit)
  const cap = hourlyCapFrom(value('BOOKING_HOURLY_CAP'))
  const problems = [...rate.problems, ...(cap.problem ? [cap.problem] : [])]
  if (problems.length) throw new RateLimitConfigError(problems.join('; '))
  return {
    siteUrl: (value('SITE_URL') || practice.siteUrl).replace(/\/+$/, ''),
    secret: value('BOOKING_SECRET'),
    feedUrl: value('BOOKING_CALENDAR_URL'),
    ownerEmail: value('OWNER_EMAIL') || practice.email,
    smtpUrl: value('SMTP_URL'),
    mailFrom: value('MAIL_FROM'),
    rateLimit: rate.settings,
    hourlyCap: cap.cap,
  }
}

/** A BOOKING_SECRET fit to sign links with (long, varied, not a placeholder), or undefined. */
export const usableSecret = (secret: string | undefined) =>
  secretProblem('BOOKING_SECRET', secret) === null ? secret : undefined

/**
 * Why the server must not start with booking `enabled` in this environment: in production a
 * missing or weak BOOKING_SECRET (every booking would answer 503, or links would be guessable);
 * in any mode a BOOKING_HOURLY_CAP that cannot be read.
 */
export function bookingProblems(
  env: (name: string) => string | undefined,
  { production, enabled }: { production: boolean; enabled: boolean },
): string[] {
  if (!enabled) return []
  const value = (name: string) => env(name)?.trim() || undefined
  const secret = production ? secretProblem('BOOKING_SECRET', value('BOOKING_SECRET')) : null
  const cap = hourlyCapFrom(value('BOOKING_HOURLY_CAP')).problem
  return [...(secret ? [`booking is on (content/booking.yml) but ${secret}`] : []), ...(cap ? [cap] : [])]
}

/**
 * The booking e-mails' sender: MAIL_FROM's address (else the practice's) under the practitioner's
 * name, never the practice's trading name: a sender shown on a lock screen says no more than who.
 */
export function bookingSender(mailFrom: string | undefined): string {
  const address = mailFrom ? (/<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom).trim() : practice.email
  return `"${practice.name.replaceAll('"', '')}" <${address}>`
}
