/**
 * Fulfilment: what each Stripe event does to the order record, and the e-mails an order owes when
 * it becomes paid (the owner's notice and the buyer's confirmation, recorded in the outbox in the
 * same transaction, then sent by a sweep). Shared by the stripe-webhook function, the
 * order-status function (when the buyer lands before the webhook) and the local test checkout.
 *
 * Idempotent by construction: the event id and the order change are written in one transaction
 * (a redelivered event is a no-op), the session id is unique (one order per checkout), and a status
 * only moves forward (late or out-of-order events change nothing). The e-mails are owed only by the
 * change that moved the order to `paid`, under one id each, so each goes out once per order.
 */

import type { OrderStatus } from '#core/contracts/order-status.ts'
import { logValue } from '#functions/platform/log.ts'
import type { Outbox, OwedMessage } from '#functions/platform/mail/outbox.ts'
import { MAIL_KINDS } from './emails.ts'
import { isPaid, orderFactsFromSession, type SessionSource, type SessionView } from './from-stripe.ts'
import type { Order } from './order.ts'
import type { OrderChange, OrderStore, Owes, Shipment, ShipResult } from './store.ts'

/** The parts of a Stripe event fulfilment reads. */
export interface StripeEventLike {
  id: string
  type: string
  data: { object: unknown }
  livemode?: boolean
}

/** A session event Stripe sent that this store cannot read back: Stripe must deliver it again. */
export class EventMismatchError extends Error {
  override name = 'EventMismatchError'
}

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
  'refund.updated',
] as const

export interface FulfilmentOptions {
  store: OrderStore
  sessions: SessionSource
  /** Sends what the order path owes. */
  outbox: Outbox
  /** Who gets the owner's notice. */
  ownerEmail: string
  /** The Stripe key's mode (sk_live_ → true); unset for the local test checkout. */
  livemode?: boolean
  now?: () => Date
  log?: (message: string) => void
}

export interface FulfilmentResult {
  outcome: 'ignored' | 'duplicate' | 'applied'
  order: Order | null
  /** The sweep sending what this change owes, when it owes e-mail; settles once done (or failed). */
  notice?: Promise<unknown>
}

export interface Fulfilment {
  handleEvent(event: StripeEventLike): Promise<FulfilmentResult>
  /** Records a completed session found without an event (the buyer's page asked first). */
  recordSession(sessionId: string): Promise<FulfilmentResult>
  /** Records the shipment (once) and owes the buyer's shipping notice unless `email` is false. */
  ship(sessionId: string, shipment: Shipment | null, options: { email: boolean }): Promise<ShipResult>
  store: OrderStore
  outbox: Outbox
}

interface ChargeLike {
  payment_intent?: string | { id: string } | null
  refunded?: boolean
  amount_refunded?: number
}

interface RefundLike {
  id?: string
  status?: string
  payment_intent?: string | { id: string } | null
}

/** Sessions this store created carry the catalogue id (create-payment sets it); others are not ours. */
const isOurs = (session: SessionView) => Boolean(session.metadata?.product_id?.trim())

export function createFulfilment(options: FulfilmentOptions): Fulfilment {
  const { store, sessions, outbox } = options
  const now = options.now ?? (() => new Date())
  const log = options.log ?? ((message: string) => console.error(message))

  /** The order became paid: the owner's notice, and the buyer's confirmation when there is an address. */
  const owesOnPaid: Owes = (order, previous) => {
    if (order.status !== 'paid' || previous === 'paid') return []
    const owed: OwedMessage[] = [
      {
        id: `${MAIL_KINDS.ownerNotice}:${order.sessionId}`,
        kind: MAIL_KINDS.ownerNotice,
        recipient: options.ownerEmail,
        payload: order,
      },
    ]
    if (order.buyerEmail) {
      owed.push({
        id: `${MAIL_KINDS.confirmation}:${order.sessionId}`,
        kind: MAIL_KINDS.confirmation,
        recipient: order.buyerEmail,
        payload: order,
      })
    }
    return owed
  }
  const owesOnShipped: Owes = (order) =>
    order.buyerEmail
      ? [
          {
            id: `${MAIL_KINDS.shipped}:${order.sessionId}`,
            kind: MAIL_KINDS.shipped,
            recipient: order.buyerEmail,
            payload: order,
          },
        ]
      : []
  const sweep = () => outbox.sweep()

  const sessionChange = (session: SessionView, status: OrderStatus): OrderChange => ({
    sessionId: session.id,
    status,
    facts: orderFactsFromSession(session),
  })

  async function changeFor(event: StripeEventLike): Promise<OrderChange | null | 'not-ours'> {
    const object = event.data.object as { id?: string }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed': {
        // The event's copy has no line items and may be older than the session: read it fresh.
        if (!object.id) return null
        const session = await sessions.retrieve(object.id)
        if (!session) {
          throw new EventMismatchError(
            `session ${logValue(object.id)} not found with this Stripe key (another account or mode?)`,
          )
        }
        if (!isOurs(session)) return 'not-ours'
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
        const amount = charge.amount_refunded ?? 0
        if (!pi || (!charge.refunded && amount <= 0)) return null
        // The charge carries the total refunded so far: a full refund, or a part of it.
        const status: OrderStatus = charge.refunded ? 'refunded' : 'partially_refunded'
        const existing = await store.findByPaymentIntent(pi)
        if (existing) return { sessionId: existing.sessionId, status, amountRefunded: amount }
        // The refund arrived before the order: record it from its session, already refunded.
        const session = await sessions.findByPaymentIntent(pi)
        if (session && !isOurs(session)) return 'not-ours'
        return session ? { ...sessionChange(session, status), amountRefunded: amount } : null
      }
      case 'refund.updated': {
        // charge.refunded records every refund made; a refund the bank then refuses needs the
        // owner (the money did not go back): say so loudly, change nothing.
        const refund = event.data.object as RefundLike
        if (refund.status === 'failed' || refund.status === 'canceled') {
          const pi =
            typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id
          const order = pi ? await store.findByPaymentIntent(pi) : null
          log(
            `orders: refund ${logValue(refund.id ?? '-')} ${refund.status} for order ${logValue(order?.sessionId ?? pi ?? '-')}: check it in the Stripe Dashboard`,
          )
        }
        return null
      }
      default:
        return null
    }
  }

  function afterApply(result: Awaited<ReturnType<OrderStore['apply']>>): FulfilmentResult {
    if (result.outcome === 'duplicate') return { outcome: 'duplicate', order: null }
    const { order, changed, previous } = result
    if (!order || !changed || !owesOnPaid(order, previous).length) return { outcome: 'applied', order }
    return { outcome: 'applied', order, notice: sweep() }
  }

  return {
    store,
    outbox,
    async handleEvent(event) {
      if (!(HANDLED_EVENTS as readonly string[]).includes(event.type))
        return { outcome: 'ignored', order: null }
      if (
        options.livemode !== undefined &&
        typeof event.livemode === 'boolean' &&
        event.livemode !== options.livemode
      ) {
        throw new EventMismatchError(
          `${logValue(event.id)} is a ${event.livemode ? 'live' : 'test'}-mode event but STRIPE_SECRET_KEY is a ${options.livemode ? 'live' : 'test'} key`,
        )
      }
      if (await store.hasEvent(event.id)) return { outcome: 'duplicate', order: null }
      const change = await changeFor(event)
      if (change === 'not-ours') {
        // A Payment Link or another integration on the same Stripe account: not a store order.
        log(
          `orders: ${logValue(event.type)} ${logValue(event.id)} is not a store checkout (no product_id): ignored`,
        )
        return { outcome: 'ignored', order: null }
      }
      return afterApply(await store.apply({ id: event.id, type: event.type }, change, now(), owesOnPaid))
    },
    async recordSession(sessionId) {
      const session = await sessions.retrieve(sessionId)
      // Open (not paid yet) or expired sessions are not orders; nor are other integrations' sessions.
      if (session?.status !== 'complete' || !isOurs(session)) return { outcome: 'ignored', order: null }
      return afterApply(
        await store.apply(
          null,
          sessionChange(session, isPaid(session) ? 'paid' : 'processing'),
          now(),
          owesOnPaid,
        ),
      )
    },
    async ship(sessionId, shipment, { email }) {
      const result = await store.markShipped(sessionId, shipment, now(), email ? owesOnShipped : undefined)
      if (result.outcome === 'shipped' && email) await sweep()
      return result
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
