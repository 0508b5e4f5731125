/**
 * Every reason the server must not start with this environment, all at once (server/start.js
 * prints them and exits 1 before building or listening), and the production checklist
 * `npm run preflight` prints (server/deploy-checks.ts).
 */
import path from 'node:path'
import { bookingEnabled } from '#core/config/booking.ts'
import { practice } from '#core/config/practice.ts'
import { products } from '#core/content/products.ts'
import { bookingProblems } from '#functions/booking/config.ts'
import { newsletterProblems } from '#functions/newsletter/config.ts'
import { DEFAULT_OWNER_ACTIONS_RATE_LIMIT, ownerActionsProblems } from '#functions/owner-actions/config.ts'
import { StoreConfigError, storeLocation } from '#functions/platform/db/location.ts'
import {
  DEFAULT_ORDER_STATUS_RATE_LIMIT,
  RateLimitConfigError,
  rateLimitFromEnv,
} from '#functions/platform/rate-limit.ts'
import { PaymentConfigError } from '#functions/platform/stripe.ts'
import { type Check, nodeDeployChecks, type SiteFeatures, staticDeployChecks } from './deploy-checks.ts'
import { paymentConfig } from './functions.ts'

type Env = Record<string, string | undefined>

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..')

/** The problems a configuration check threw, one per reason; other errors are bugs and rethrown. */
function problemsOf(check: () => unknown): string[] {
  try {
    check()
    return []
  } catch (error) {
    if (![PaymentConfigError, StoreConfigError, RateLimitConfigError].some((kind) => error instanceof kind))
      throw error
    return (error as Error).message.split('; ')
  }
}

/** The environment variables' own rules (any mode): one red, refusing item per problem. */
function variableChecks(env: Env): Check[] {
  const value = (name: string) => env[name]?.trim() || undefined
  const problems = [
    ...new Set([
      ...problemsOf(() => paymentConfig(env)),
      ...rateLimitFromEnv(value, 'ORDER_STATUS_RATE_LIMIT', DEFAULT_ORDER_STATUS_RATE_LIMIT).problems,
      ...problemsOf(() => storeLocation(value('DATABASE_URL'))),
      ...newsletterProblems(value, env.NODE_ENV === 'production'),
      // Only the booking variables' own rules here: a missing BOOKING_SECRET in production is the
      // checklist's Booking item (server/deploy-checks.ts), one reason said once.
      ...bookingProblems(value, { production: false, enabled: bookingEnabled }),
      ...(env.NODE_ENV === 'production' ? ownerActionsProblems(value) : []),
      ...rateLimitFromEnv(value, 'OWNER_ACTIONS_RATE_LIMIT', DEFAULT_OWNER_ACTIONS_RATE_LIMIT).problems,
    ]),
  ]
  return problems.length
    ? problems.map((detail) => ({ ok: false, item: 'Environment', detail, refuses: true }))
    : [{ ok: true, item: 'Environment', detail: 'every variable readable', refuses: true }]
}

/** What the pages offer, from content/: decides what a deploy needs. */
const features = (): SiteFeatures => ({
  productCount: products.filter((p) => p.soldHere).length,
  partners: products,
  bookingEnabled,
  // The newsletter form is on the home page and the blog in every configuration.
  newsletterShown: true,
})

/** The Node server's checklist; the deploy items only in production (NODE_ENV=production). */
export function nodeChecks(env: Env): Check[] {
  const deploy =
    env.NODE_ENV === 'production'
      ? nodeDeployChecks(env, { practice, projectRoot: PROJECT_ROOT, ...features() })
      : []
  return [...variableChecks(env), ...deploy]
}

/** The static pages + Supabase functions checklist. */
export function staticChecks(env: Env): Check[] {
  return staticDeployChecks(env, { practice, projectRoot: PROJECT_ROOT, ...features() })
}

/** Why `npm start` must not start with `env`: every red, refusing item. */
export function refusals(env: Env): string[] {
  return nodeChecks(env)
    .filter((check) => !check.ok && check.refuses)
    .map((check) => check.detail)
}
