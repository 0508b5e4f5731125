/**
 * The Node server's functions: the Node host's composition root (functions/hosts/node.ts) with the
 * server's own stand-in for Stripe, the built-in test checkout (server/test-checkout.ts).
 */

import type { PaymentConfig } from '#functions/create-payment/config.ts'
import {
  type Env,
  type NodeHost,
  type NodeHostOptions,
  nodeHost,
  nodeOrderFunctions,
  nodePaymentConfig,
  nodeStartupSummary,
} from '#functions/hosts/node.ts'
import type { NodeOrders } from '#functions/hosts/node-orders.ts'
import type { FunctionHandler } from './app.ts'
import { testCheckouts } from './test-checkout.ts'

/** create-payment's configuration (functions/hosts/node.ts), the test checkout outside production. */
export function paymentConfig(env: Env = process.env): PaymentConfig {
  return nodePaymentConfig(env, testCheckouts)
}

/** The order functions (stripe-webhook, order-status) on this server. */
export function orderFunctions(env: Env = process.env, log?: (line: string) => void): NodeOrders {
  return nodeOrderFunctions(env, { testCheckout: testCheckouts, log })
}

/** What `npm start` prints at start-up: the mode, what create-payment does, where orders go. */
export function startupSummary(env: Env = process.env): string {
  return nodeStartupSummary(env, testCheckouts)
}

export type HostFunctions = NodeHost

/** The backend functions this server hosts at /functions/v1/{name}, built from the environment. */
export function hostFunctions(
  env: Env = process.env,
  // The server's own environment (npm start) sends owed e-mail at start and every few minutes.
  {
    log,
    sweep = env === process.env,
    ...rest
  }: { log?: (line: string) => void; sweep?: boolean } & Pick<
    NodeHostOptions,
    'newsletterIssues' | 'now'
  > = {},
): HostFunctions {
  return nodeHost(env, { log, sweep, testCheckout: testCheckouts, ...rest })
}

/**
 * Outside production without SITE_URL, the local server's own address (`origin`, e.g.
 * http://localhost:3000): links in e-mails (newsletter confirm and unsubscribe, booking cancel) and
 * the return from a Stripe test checkout then lead back to it, not to the profile's public address,
 * which a local trial does not serve. Undefined where SITE_URL or the profile's address applies.
 */
export function localSiteUrl(env: Env, origin: string | undefined): string | undefined {
  if (env.NODE_ENV === 'production' || env.SITE_URL?.trim() || !origin) return undefined
  return origin.replace(/\/+$/, '')
}

/** The functions alone (tests that need nothing else). */
export function functions(
  env: Env = process.env,
  options: { log?: (line: string) => void } = {},
): Record<string, FunctionHandler> {
  return hostFunctions(env, options).functions
}
