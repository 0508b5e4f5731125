/**
 * Every reason the server must not start with this environment, all at once (server/start.js
 * prints them and exits 1 before building or listening).
 */

import { PaymentConfigError } from '#functions/create-payment/handler.ts'
import { StoreConfigError, storeLocation } from '#functions/orders/open-store.ts'
import {
  DEFAULT_ORDER_STATUS_RATE_LIMIT,
  RateLimitConfigError,
  rateLimitFromEnv,
} from '#functions/rate-limit.ts'
import { paymentConfig } from './functions.ts'

type Env = Record<string, string | undefined>

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

export function refusals(env: Env): string[] {
  const value = (name: string) => env[name]?.trim() || undefined
  const reasons = [
    ...problemsOf(() => paymentConfig(env)),
    ...rateLimitFromEnv(value, 'ORDER_STATUS_RATE_LIMIT', DEFAULT_ORDER_STATUS_RATE_LIMIT).problems,
    ...problemsOf(() => storeLocation(value('DATABASE_URL'))),
  ]
  return [...new Set(reasons)]
}
