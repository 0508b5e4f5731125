/**
 * The maintenance function's settings from the environment (Deno.env on Supabase, process.env in
 * the tests), apart from the handler: MAINTENANCE_SECRET, the shared secret the schedule sends
 * (supabase/migrations/…_maintenance_schedule.sql reads it from Supabase Vault). Without a usable
 * one the function refuses to run at all (503). SITE_URL: where the pages are, whose content
 * version it compares with its own (content-version.ts).
 */
import { practice } from '#core/config/practice.ts'

export const MIN_MAINTENANCE_SECRET_LENGTH = 32

export interface MaintenanceSettings {
  /** Unset when missing or too short: every call is answered 503 with `problem`. */
  secret?: string
  problem?: string
}

export function maintenanceSettingsFromEnv(env: (name: string) => string | undefined): MaintenanceSettings {
  const secret = env('MAINTENANCE_SECRET')?.trim()
  if (!secret) return { problem: 'MAINTENANCE_SECRET is not set' }
  if (secret.length < MIN_MAINTENANCE_SECRET_LENGTH)
    return {
      problem: `MAINTENANCE_SECRET is shorter than ${MIN_MAINTENANCE_SECRET_LENGTH} characters (openssl rand -hex 32)`,
    }
  return { secret }
}

/** The public site: SITE_URL, else the practice profile's siteUrl; no trailing slash. */
export const siteUrlFromEnv = (env: (name: string) => string | undefined): string =>
  (env('SITE_URL')?.trim() || practice.siteUrl).replace(/\/+$/, '')
