/**
 * The stripe-webhook function: one Web-standard handler, `(request: Request) => Promise<Response>`,
 * hosted by the Node server (server/functions.ts) and by a Supabase Edge Function
 * (supabase/functions/stripe-webhook/index.ts).
 *
 * POST a Stripe event → the `Stripe-Signature` header is checked against the raw body with the
 * endpoint's signing secret (the SDK's constructEventAsync with Web Crypto, so Node and Deno run the
 * same code), then fulfilment records it (functions/orders/fulfil.ts). Answers:
 * 200 `{ received: true, outcome }` once the order record is written (or the event is ignored);
 * 400 `{ error }` for a missing, bad or stale signature (nothing recorded); 503 without a signing
 * secret; 500 when Stripe or the database failed, so Stripe delivers the event again later.
 * The owner's notice is sent after the answer is decided and never changes it.
 */
import Stripe from 'stripe'
import { describeError, jsonResponse, readBody } from '#functions/platform/http.ts'
import { logValue } from '#functions/platform/log.ts'
import { EventMismatchError, type Fulfilment, lazyFulfilment } from './fulfil.ts'

export const WEBHOOK_MESSAGES = {
  notConfigured: 'Webhooks are not configured',
  method: 'Method not allowed',
  signature: 'Invalid or missing Stripe signature',
  tooLarge: 'The event is too large',
  failed: 'The event could not be recorded; Stripe will send it again',
} as const

/** Stripe's events are a few kilobytes; anything near this is not from Stripe. */
export const MAX_EVENT_BYTES = 512 * 1024

export interface WebhookConfig {
  /** The endpoint's signing secret (whsec_…); without it the function answers 503. */
  webhookSecret?: string
  /** Opened on first use (a database connection, a Stripe client). */
  fulfilment: () => Promise<Fulfilment>
  /** Keeps background work (the notice) alive after the answer: EdgeRuntime.waitUntil on Supabase. */
  waitUntil?: (work: Promise<unknown>) => void
  /** Also send what is still owed after each event (a host with no timer: the Edge host). */
  sweepEachCall?: boolean
  log?: (message: string) => void
}

const cryptoProvider = Stripe.createSubtleCryptoProvider()

export function createWebhookHandler(config: WebhookConfig): (request: Request) => Promise<Response> {
  const log = config.log ?? ((message: string) => console.error(message))
  const waitUntil = config.waitUntil ?? ((work: Promise<unknown>) => void work)
  const getFulfilment = lazyFulfilment(config.fulfilment)

  return async (request) => {
    if (request.method !== 'POST')
      return jsonResponse(405, { error: WEBHOOK_MESSAGES.method }, { Allow: 'POST' })
    if (!config.webhookSecret) return jsonResponse(503, { error: WEBHOOK_MESSAGES.notConfigured })
    // The signature covers the exact bytes sent: read them before any parsing.
    const raw = await readBody(request, MAX_EVENT_BYTES)
    if (raw === 'too-large') return jsonResponse(413, { error: WEBHOOK_MESSAGES.tooLarge })
    const signature = request.headers.get('stripe-signature')
    if (!signature || raw === null) return jsonResponse(400, { error: WEBHOOK_MESSAGES.signature })

    let event: Stripe.Event
    try {
      event = await Stripe.webhooks.constructEventAsync(
        raw,
        signature,
        config.webhookSecret,
        undefined,
        cryptoProvider,
      )
    } catch (error) {
      log(`stripe-webhook: refused an event: ${describeError(error)}`)
      return jsonResponse(400, { error: WEBHOOK_MESSAGES.signature })
    }

    try {
      const fulfilment = await getFulfilment()
      const result = await fulfilment.handleEvent(event)
      if (result.notice) waitUntil(result.notice)
      else if (config.sweepEachCall) waitUntil(fulfilment.outbox.sweep().catch(() => {}))
      return jsonResponse(200, { received: true, outcome: result.outcome })
    } catch (error) {
      // The wrong account or mode: the owner must act (Stripe keeps retrying and its dashboard shows it).
      const why =
        error instanceof EventMismatchError ? `CHECK THE STRIPE KEYS: ${error.message}` : describeError(error)
      log(`stripe-webhook: ${logValue(event.type)} ${logValue(event.id)} not recorded: ${why}`)
      return jsonResponse(500, { error: WEBHOOK_MESSAGES.failed })
    }
  }
}
