/**
 * The booking functions' settings, read from environment variables (Node: process.env, Deno:
 * Deno.env) once for both hosts (node-host.ts, edge-host.ts), apart from the handlers.
 */
import { practice } from '#app/config/practice.ts'
import { RateLimitConfigError, type RateLimitSettings, rateLimitFromEnv } from '#functions/rate-limit.ts'

export interface BookingEnvSettings {
  /** SITE_URL, else the practice's address; no trailing slash. */
  siteUrl: string
  /** BOOKING_SECRET as given; a secret under 32 characters signs nothing (see `usableSecret`). */
  secret?: string
  /** BOOKING_CALENDAR_URL: the owner's busy-times feed. */
  feedUrl?: string
  /** OWNER_EMAIL, else the practice's e-mail. */
  ownerEmail: string
  smtpUrl?: string
  mailFrom?: string
  /** BOOKING_RATE_LIMIT (+ TRUST_PROXY). */
  rateLimit: RateLimitSettings
}

/** Throws a RateLimitConfigError for a BOOKING_RATE_LIMIT that cannot be read. */
export function bookingSettingsFromEnv(
  env: (name: string) => string | undefined,
  { defaultRateLimit }: { defaultRateLimit: number },
): BookingEnvSettings {
  const value = (name: string) => env(name)?.trim() || undefined
  const rate = rateLimitFromEnv(env, 'BOOKING_RATE_LIMIT', defaultRateLimit)
  if (rate.problems.length) throw new RateLimitConfigError(rate.problems.join('; '))
  return {
    siteUrl: (value('SITE_URL') || practice.siteUrl).replace(/\/+$/, ''),
    secret: value('BOOKING_SECRET'),
    feedUrl: value('BOOKING_CALENDAR_URL'),
    ownerEmail: value('OWNER_EMAIL') || practice.email,
    smtpUrl: value('SMTP_URL'),
    mailFrom: value('MAIL_FROM'),
    rateLimit: rate.settings,
  }
}

/** A BOOKING_SECRET long enough to sign links with, or undefined. */
export const usableSecret = (secret: string | undefined) =>
  secret && secret.length >= 32 ? secret : undefined
