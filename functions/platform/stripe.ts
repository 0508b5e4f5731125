/**
 * The Stripe settings every function shares (create-payment, stripe-webhook, order-status): the key,
 * the API URL, the timeouts and the key's mode, read from the environment in one place and checked
 * one way, so all of them talk to the same Stripe account and none fails on another's settings.
 * A client of an outside service, as the mail transport and the database drivers are: it belongs to
 * no feature (checkout creates sessions with it, the orders read them back), so it lives here.
 */
import Stripe from 'stripe'
import { parseHttpUrl } from '#functions/platform/http.ts'

/** Per attempt. Stripe creates a session in well under a second; 3 s leaves room for a slow moment. */
export const STRIPE_TIMEOUT_MS = 3000
/** One retry (after 0.5 s) on a 5xx, a 409 or a network failure, reusing the same idempotency key. */
export const STRIPE_MAX_NETWORK_RETRIES = 1
/**
 * Hard cap on the whole Stripe call, retries included: 2 × 3 s + 0.5 s backoff = 6.5 s worst case,
 * rounded up. Past it the visitor gets the 502 even if the SDK is still waiting.
 */
export const STRIPE_DEADLINE_MS = 7000

export interface StripeSettings {
  secretKey: string
  /** A Stripe-compatible server to talk to instead of api.stripe.com (tests, stripe-mock). */
  apiUrl?: URL
  timeoutMs?: number
  maxNetworkRetries?: number
  deadlineMs?: number
}

/** A payment configuration (Stripe's or checkout's) the host refuses to run with; it does not start. */
export class PaymentConfigError extends Error {
  override name = 'PaymentConfigError'
}

export type StripeMode = 'live' | 'test'

/** The mode of a Stripe secret or restricted key, or undefined for anything else. */
export function stripeKeyMode(key: string | undefined): StripeMode | undefined {
  return /^(sk|rk)_live_/.test(key ?? '') ? 'live' : /^(sk|rk)_test_/.test(key ?? '') ? 'test' : undefined
}

/**
 * STRIPE_SECRET_KEY (+ STRIPE_API_URL) and every problem with them: a key that is not a secret or
 * restricted key, a live key outside production, a stand-in API in production. No key is not a
 * problem (`stripe` is then undefined).
 */
export function stripeSettingsFromEnv(
  value: (name: string) => string | undefined,
  production: boolean,
): { stripe?: StripeSettings; problems: string[] } {
  const problems: string[] = []
  const secretKey = value('STRIPE_SECRET_KEY')
  const apiUrlText = value('STRIPE_API_URL')
  let stripe: StripeSettings | undefined
  if (secretKey) {
    if (!stripeKeyMode(secretKey))
      problems.push('STRIPE_SECRET_KEY is not a secret (sk_) or restricted (rk_) key')
    else if (!production && stripeKeyMode(secretKey) === 'live')
      problems.push('STRIPE_SECRET_KEY is a live key but NODE_ENV is not production (use a test key)')
    const apiUrl = apiUrlText ? parseHttpUrl(apiUrlText) : undefined
    if (apiUrlText && !apiUrl) problems.push('STRIPE_API_URL is not an absolute http(s) URL')
    stripe = { secretKey, apiUrl }
  }
  if (production && apiUrlText)
    problems.push('STRIPE_API_URL is set in production (it would send payments and the key elsewhere)')
  return { stripe, problems }
}

/**
 * A Stripe client whose every HTTP request is cut off when `signal` aborts: the one in flight is
 * aborted, and a retry the SDK tries afterwards fails before anything is sent.
 */
export function createStripeClient(settings: StripeSettings, signal?: AbortSignal): Stripe {
  const api = settings.apiUrl
  const fetchFn: typeof fetch = signal
    ? (input, init) =>
        fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal })
    : fetch
  return new Stripe(settings.secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetchFn),
    timeout: settings.timeoutMs ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: settings.maxNetworkRetries ?? STRIPE_MAX_NETWORK_RETRIES,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'http:' ? '80' : '443'),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
  })
}
