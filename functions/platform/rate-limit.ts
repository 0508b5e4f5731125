/**
 * Per-client request limits for the functions: create-payment (CHECKOUT_RATE_LIMIT requests per
 * minute, default 20) and order-status (ORDER_STATUS_RATE_LIMIT, default 30); 0 turns one off.
 * The counting is hono-rate-limiter's MemoryStore (a fixed window per client, expired clients dropped
 * in bulk); the decision lives in each function rather than in Hono middleware in front of it, because
 * the 429 must carry the same CORS headers as every other answer for a browser to read its message.
 */
import { MemoryStore } from 'hono-rate-limiter'
import { type ClientInfo, clientKey } from '#functions/platform/client.ts'

export const DEFAULT_CHECKOUT_RATE_LIMIT = 20
export const DEFAULT_ORDER_STATUS_RATE_LIMIT = 30
export const RATE_LIMIT_WINDOW_MS = 60_000
/** More proxies than this in front of one server is a typo, not a deployment. */
export const MAX_TRUSTED_PROXIES = 5

/** A limit set to something that is not one (the host refuses to start with it). */
export class RateLimitConfigError extends Error {
  override name = 'RateLimitConfigError'
}

export interface RateLimitSettings {
  /** Requests per client per window; 0 turns the limit off. */
  limit: number
  /**
   * TRUST_PROXY=n: how many proxies of the operator's own stand in front (0: none); the client is the
   * X-Forwarded-For address the outermost of them appended (see clientKey).
   */
  trustedProxies: number
  windowMs?: number
}

export interface RateLimiter {
  /** Counts the request; null when it may go on, else the seconds until the client may try again. */
  hit(request: Request, client: ClientInfo | undefined): Promise<number | null>
}

export function createRateLimiter({
  limit,
  trustedProxies,
  windowMs = RATE_LIMIT_WINDOW_MS,
}: RateLimitSettings): RateLimiter | null {
  if (limit === 0) return null
  const store = new MemoryStore()
  store.init({ windowMs } as Parameters<MemoryStore['init']>[0])
  return {
    async hit(request, client) {
      const { totalHits, resetTime } = await store.increment(clientKey(request, client, trustedProxies))
      if (totalHits <= limit) return null
      const reset = resetTime ? resetTime.getTime() : Date.now() + windowMs
      return Math.max(1, Math.ceil((reset - Date.now()) / 1000))
    },
  }
}

/**
 * A limit from the environment: `variable` (requests per minute per client, 0 = off; `defaultLimit`
 * when unset) and TRUST_PROXY. `problems` names each setting that is not valid.
 */
export function rateLimitFromEnv(
  value: (name: string) => string | undefined,
  variable: string,
  defaultLimit: number,
): { settings: RateLimitSettings; problems: string[] } {
  const problems: string[] = []
  const text = value(variable)?.trim() || undefined
  const limit = text === undefined ? defaultLimit : Number(text)
  if (!Number.isSafeInteger(limit) || limit < 0)
    problems.push(`${variable} is not a whole number of requests per minute (0 turns the limit off)`)
  const proxies = value('TRUST_PROXY')?.trim() || '0'
  const trustedProxies = /^\d{1,2}$/.test(proxies) ? Number(proxies) : Number.NaN
  if (!(trustedProxies <= MAX_TRUSTED_PROXIES))
    problems.push(
      `TRUST_PROXY must be the number of your own proxies in front of this server, 0 to ${MAX_TRUSTED_PROXIES} (1: one proxy, such as nginx)`,
    )
  return { settings: { limit, trustedProxies: trustedProxies || 0 }, problems }
}

/** A limit for the start-up log: `name rate limit N/min per client (how clients are told apart)`. */
export function describeLimit(name: string, settings: RateLimitSettings | undefined): string {
  if (!settings?.limit) return `${name} rate limit off`
  const n = settings.trustedProxies
  const who = n
    ? `X-Forwarded-For address ${n === 1 ? 'the proxy appended' : `${n} from the right`}, TRUST_PROXY=${n}`
    : 'connecting address'
  return `${name} rate limit ${settings.limit}/min per client (${who})`
}
