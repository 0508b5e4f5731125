/**
 * Per-client limit on checkout attempts: CHECKOUT_RATE_LIMIT requests per minute (default 20, 0 = off).
 * The counting is hono-rate-limiter's MemoryStore (a fixed window per client, expired clients dropped
 * in bulk); the decision lives in the function rather than in Hono middleware in front of it, because
 * the 429 must carry the same CORS headers as every other answer for a browser to read its message.
 */
import { MemoryStore } from 'hono-rate-limiter'
import { type ClientInfo, clientKey } from '#functions/client.ts'

export const DEFAULT_CHECKOUT_RATE_LIMIT = 20
export const RATE_LIMIT_WINDOW_MS = 60_000

export interface RateLimitSettings {
  /** Requests per client per window; 0 turns the limit off. */
  limit: number
  /** TRUST_PROXY=1: count by the first X-Forwarded-For address instead of the connecting one. */
  trustProxy: boolean
  windowMs?: number
}

export interface RateLimiter {
  /** Counts the request; null when it may go on, else the seconds until the client may try again. */
  hit(request: Request, client: ClientInfo | undefined): Promise<number | null>
}

export function createRateLimiter({
  limit,
  trustProxy,
  windowMs = RATE_LIMIT_WINDOW_MS,
}: RateLimitSettings): RateLimiter | null {
  if (limit === 0) return null
  const store = new MemoryStore()
  store.init({ windowMs } as Parameters<MemoryStore['init']>[0])
  return {
    async hit(request, client) {
      const { totalHits, resetTime } = await store.increment(clientKey(request, client, trustProxy))
      if (totalHits <= limit) return null
      const reset = resetTime ? resetTime.getTime() : Date.now() + windowMs
      return Math.max(1, Math.ceil((reset - Date.now()) / 1000))
    },
  }
}
