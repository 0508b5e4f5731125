/**
 * The owner actions' settings from the environment (Node: process.env, Deno: Deno.env):
 * OWNER_ACTIONS_SECRET signs the links (required in production: preflight and the server refuse
 * to start without a strong one; a Node host outside production keeps a random one beside its
 * database), SITE_URL is where the links lead, OWNER_ACTIONS_RATE_LIMIT (+ TRUST_PROXY) bounds
 * the tries per client and minute.
 */
import { practice } from '#core/config/practice.ts'
import {
  RateLimitConfigError,
  type RateLimitSettings,
  rateLimitFromEnv,
} from '#functions/platform/rate-limit.ts'
import { secretProblem } from '#functions/platform/secret.ts'

export const OWNER_ACTIONS_SECRET = 'OWNER_ACTIONS_SECRET'
/** A person pressing a button does a few a minute; a guesser wants thousands. */
export const DEFAULT_OWNER_ACTIONS_RATE_LIMIT = 10

export interface OwnerActionsSettings {
  /** Undefined when missing or weak: no links are written and the function answers 503. */
  secret?: string
  /** Why the secret cannot sign, when it cannot. */
  secretProblem: string | null
  /** SITE_URL, else the practice's address; no trailing slash. */
  siteUrl: string
  rateLimit: RateLimitSettings
}

export function ownerActionsSettingsFromEnv(
  env: (name: string) => string | undefined,
  { fallbackSecret }: { fallbackSecret?: string } = {},
): OwnerActionsSettings {
  const value = (name: string) => env(name)?.trim() || undefined
  const rate = rateLimitFromEnv(env, 'OWNER_ACTIONS_RATE_LIMIT', DEFAULT_OWNER_ACTIONS_RATE_LIMIT)
  if (rate.problems.length) throw new RateLimitConfigError(rate.problems.join('; '))
  const given = value(OWNER_ACTIONS_SECRET) ?? fallbackSecret
  const problem = secretProblem(OWNER_ACTIONS_SECRET, given)
  return {
    secret: problem ? undefined : given,
    secretProblem: problem,
    siteUrl: (value('SITE_URL') || practice.siteUrl).replace(/\/+$/, ''),
    rateLimit: rate.settings,
  }
}

/** Why production must not start: the owner's links would be unsigned (absent) or guessable. */
export function ownerActionsProblems(env: (name: string) => string | undefined): string[] {
  const problem = secretProblem(OWNER_ACTIONS_SECRET, env(OWNER_ACTIONS_SECRET)?.trim() || undefined)
  return problem ? [`the action links in the owner's notices need a secret: ${problem}`] : []
}
