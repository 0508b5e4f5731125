/**
 * create-payment's configuration, read from environment variables (Node: process.env, Deno:
 * Deno.env) apart from the handler that uses it. The Stripe settings themselves come from the
 * shared functions/platform/stripe.ts.
 */
import { practice } from '#core/config/practice.ts'
import { parseHttpUrl } from '#functions/platform/http.ts'
import {
  DEFAULT_CHECKOUT_RATE_LIMIT,
  describeLimit,
  type RateLimitSettings,
  rateLimitFromEnv,
} from '#functions/platform/rate-limit.ts'
import {
  PaymentConfigError,
  type StripeSettings,
  stripeKeyMode,
  stripeSettingsFromEnv,
} from '#functions/platform/stripe.ts'
import type { CheckoutUrls } from './checkout-session.ts'
import type { PricedOrder } from './order.ts'

/** A local stand-in for Stripe Checkout (development only; the Node server provides it). */
export interface TestCheckout {
  /** Keeps the order and returns the site-relative path of its page, e.g. `/test-checkout/cs_test_…`. */
  start(order: PricedOrder, urls: CheckoutUrls, idempotencyKey: string): string
}

export interface PaymentConfig {
  /** NODE_ENV=production on Node; every Supabase deployment unless told otherwise. */
  production: boolean
  /** Absent when no STRIPE_SECRET_KEY is set. */
  stripe?: StripeSettings
  /**
   * Base URL of the site (no trailing slash) that Stripe sends the buyer back to: SITE_URL, else the
   * practice's own address. Never taken from a request. Unset only for the loopback test checkout,
   * which links back to the loopback address the request was verified to use.
   */
  siteUrl?: string
  /** Exact origins (scheme://host[:port]) allowed to call the function from a browser. */
  allowedOrigins: readonly string[]
  /** Used only without a Stripe key outside production. */
  testCheckout?: TestCheckout
  /** TEST_CHECKOUT_PUBLIC=1: the test checkout also serves requests that are not loopback. */
  testCheckoutPublic?: boolean
  /** Checkout attempts per client per minute; absent or a limit of 0: no limit. */
  rateLimit?: RateLimitSettings
  now?: () => number
  log?: (message: string) => void
}

/**
 * Reads the configuration from environment variables (Node: process.env, Deno: Deno.env).
 * Throws a PaymentConfigError naming every problem: a host must not start half-configured (a live
 * key on a development server, payments sent to a stand-in Stripe in production, a typo in a URL).
 * No key at all is not an error: the function then answers 503 (or, in development, serves the
 * built-in test checkout to loopback requests).
 */
export function paymentConfigFromEnv(
  env: (name: string) => string | undefined,
  options: { production: boolean; testCheckout?: TestCheckout; defaultRateLimit?: number },
): PaymentConfig {
  const problems: string[] = []
  const value = (name: string) => env(name)?.trim() || undefined
  const { production } = options

  const siteUrlText = value('SITE_URL') ?? (value('STRIPE_SECRET_KEY') ? practice.siteUrl : undefined)
  let siteUrl: string | undefined
  if (siteUrlText) {
    const parsed = parseHttpUrl(siteUrlText)
    if (parsed) siteUrl = parsed.href.replace(/\/+$/, '')
    else problems.push('SITE_URL is not an absolute http(s) URL')
  }

  const allowedOrigins = new Set<string>()
  if (siteUrl) allowedOrigins.add(new URL(siteUrl).origin)
  for (const entry of (value('ALLOWED_ORIGINS') ?? '').split(',')) {
    if (!entry.trim()) continue
    const parsed = parseHttpUrl(entry.trim())
    if (parsed) allowedOrigins.add(parsed.origin)
    else problems.push(`ALLOWED_ORIGINS entry "${entry.trim()}" is not an origin`)
  }

  const stripeEnv = stripeSettingsFromEnv(value, production)
  const stripe = stripeEnv.stripe
  problems.push(...stripeEnv.problems)

  const testCheckoutPublic = value('TEST_CHECKOUT_PUBLIC') === '1'
  if (testCheckoutPublic && production) problems.push('TEST_CHECKOUT_PUBLIC=1 is not allowed in production')
  if (testCheckoutPublic && !siteUrl)
    problems.push('TEST_CHECKOUT_PUBLIC=1 needs SITE_URL (the address visitors use)')

  const rateLimit = rateLimitFromEnv(
    value,
    'CHECKOUT_RATE_LIMIT',
    options.defaultRateLimit ?? DEFAULT_CHECKOUT_RATE_LIMIT,
  )
  problems.push(...rateLimit.problems)

  if (problems.length) throw new PaymentConfigError(problems.join('; '))
  return {
    production,
    stripe,
    siteUrl,
    allowedOrigins: [...allowedOrigins],
    testCheckout: production ? undefined : options.testCheckout,
    testCheckoutPublic,
    rateLimit: rateLimit.settings,
  }
}

/** One line for the start-up log: what create-payment does with this configuration. */
export function describePayments(config: PaymentConfig): string {
  if (config.stripe) {
    const live = stripeKeyMode(config.stripe.secretKey) === 'live'
    const api = config.stripe.apiUrl ? ` via STRIPE_API_URL ${config.stripe.apiUrl.origin}` : ''
    return `Stripe ${live ? 'live' : 'test'} mode${api}; buyers return to ${config.siteUrl}`
  }
  if (config.testCheckout) {
    return config.testCheckoutPublic
      ? 'built-in test checkout (no STRIPE_SECRET_KEY) for requests to any host (TEST_CHECKOUT_PUBLIC=1)'
      : 'built-in test checkout (no STRIPE_SECRET_KEY) for loopback requests only; others get 503'
  }
  return 'not configured (no STRIPE_SECRET_KEY): create-payment answers 503'
}

/** The rate limit, for the start-up log. */
export function describeRateLimit(config: PaymentConfig): string {
  return describeLimit('checkout', config.rateLimit)
}
