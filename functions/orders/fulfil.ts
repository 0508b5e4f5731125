/**
 * Fulfilment: what each Stripe event does to the order record, and the owner's notice on the one
 * change that matters to them (an order becoming paid). Shared by the stripe-webhook function, the
 * order-status function (when the buyer lands before the webhook) and the local test checkout.
 *
 * Idempotent by construction: the event id and the order change are written in one transaction
 * (a redelivered event is a no-op), the session id is unique (one order per checkout), and a status
 * only moves forward (late or out-of-order events change nothing). The notice is sent only by the
 * change that moved the order to `paid`, so it goes out once per order.
 */

import { isPaid, orderFactsFromSession, type SessionSource, type SessionView } from './from-stripe.ts'
import { describeError } from './http.ts'
import type { Order, OrderStatus } from './order.ts'
import type { OrderChange, OrderStore } from './store.ts'

/** The parts of a Stripe event fulfilment reads. */
export interface StripeEventLike {
  id: string
  type: string
  data: { object: unknown }
}

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
] as const

export type Notify = (order: Order) => Promise<void>

export interface FulfilmentOptions {
  store: OrderStore
  sessions: SessionSource
  /** Sends the owner's notice for a newly paid order. */
  notify: Notify
  now?: () => Date
  log?: (message: string) => void
}

export interface FulfilmentResult {
  outcome: 'ignored' | 'duplicate' | 'applied'
  order: Order | null
  /** The owner's notice, when this event made the order paid; settles once it is sent (or failed). */
  notice?: Promise<void>
}

export interface Fulfilment {
  handleEvent(event: StripeEventLike): Promise<FulfilmentResult>
  /** Records a completed session found without an event (the buyer's page asked first). */
  recordSession(sessionId: string): Promise<FulfilmentResult>
  store: OrderStore
}

interface ChargeLike {
  payment_intent?: string | { id: string } | null
  refunded?: boolean
  amount_refunded?: number
}

export function createFulfilment(options: FulfilmentOptions): Fulfilment {
  const { store, sessions, notify } = options
  const now = options.now ?? (() => new Date())
  const log = options.log ?? ((message: string) => console.error(message))

  const sessionChange = (session: SessionView, status: OrderStatus): OrderChange => ({
    sessionId: session.id,
    status,
    facts: orderFactsFromSession(session),
  })

  async function changeFor(event: StripeEventLike): Promise<OrderChange | null> {
    const object = event.data.object as { id?: string }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed': {
        // The event's copy has no line items and may be older than the session: read it fresh.
        const session = object.id ? await sessions.retrieve(object.id) : null
        if (!session) return null
        const status: OrderStatus =
          event.type === 'checkout.session.async_payment_failed'
            ? 'failed'
            : event.type === 'checkout.session.async_payment_succeeded' || isPaid(session)
              ? 'paid'
              : 'processing'
        return sessionChange(session, status)
      }
      case 'checkout.session.expired':
        // An abandoned checkout is not an order: only an order already recorded is marked.
        return object.id ? { sessionId: object.id, status: 'expired' } : null
      case 'charge.refunded': {
        const charge = event.data.object as ChargeLike
        const pi =
          typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
        // A partial refund leaves the order to ship; only a full refund cancels it.
        if (!pi || !charge.refunded) return null
        const existing = await store.findByPaymentIntent(pi)
        if (existing) {
          return { sessionId: existing.sessionId, status: 'refunded', amountRefunded: charge.amount_refunded }
        }
        // The refund arrived before the order: record it from its session, already refunded.
        const session = await sessions.findByPaymentIntent(pi)
        return session
          ? { ...sessionChange(session, 'refunded'), amountRefunded: charge.amount_refunded }
          : null
      }
      default:
        return null
    }
  }

  function afterApply(result: Awaited<ReturnType<OrderStore['apply']>>): FulfilmentResult {
    if (result.outcome === 'duplicate') return { outcome: 'duplicate', order: null }
    const { order, changed } = result
    if (!order || !changed || order.status !== 'paid') return { outcome: 'applied', order }
    const notice = notify(order)
      .then(() => store.markNotified(order.sessionId, now()))
      .catch((error: unknown) => {
        log(`orders: the notice for ${order.sessionId} was not sent: ${describeError(error)}`)
      })
    return { outcome: 'applied', order, notice }
  }

  return {
    store,
    async handleEvent(event) {
      if (!(HANDLED_EVENTS as readonly string[]).includes(event.type))
        return { outcome: 'ignored', order: null }
      if (await store.hasEvent(event.id)) return { outcome: 'duplicate', order: null }
      const change = await changeFor(event)
      return afterApply(await store.apply({ id: event.id, type: event.type }, change, now()))
    },
    async recordSession(sessionId) {
      const session = await sessions.retrieve(sessionId)
      // Open (not paid yet) or expired sessions are not orders.
      if (session?.status !== 'complete') return { outcome: 'ignored', order: null }
      return afterApply(
        await store.apply(null, sessionChange(session, isPaid(session) ? 'paid' : 'processing'), now()),
      )
    },
  }
}

/** A fulfilment opened on first use; `current` is the opening under way or done, if any. */
export interface LazyFulfilment {
  (): Promise<Fulfilment>
  readonly current: Promise<Fulfilment> | undefined
}

/**
 * The fulfilment opened once, on first use, for a function's lifetime; a failed opening (the
 * database was down) is tried again at the next request instead of failing every later one.
 * `current` lets a host close what was opened (and open nothing just to close it). Passing one
 * that is already lazy returns it: the Node host and both handlers then share one opening.
 */
export function lazyFulfilment(open: () => Promise<Fulfilment>): LazyFulfilment {
  if (lazies.has(open)) return open as LazyFulfilment
  let fulfilment: Promise<Fulfilment> | undefined
  const get = () => {
    fulfilment ??= open().catch((error: unknown) => {
      fulfilment = undefined
      throw error
    })
    return fulfilment
  }
  lazies.add(get)
  return Object.defineProperty(get, 'current', { get: () => fulfilment }) as LazyFulfilment
}

/** Functions lazyFulfilment made: wrapping one again (a host's, then a handler's) returns it as is. */
const lazies = new WeakSet<() => Promise<Fulfilment>>()
