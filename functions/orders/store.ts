/**
 * The order store: one interface, one set of SQL statements, two small drivers (SQLite through
 * node:sqlite for the embedded default, Postgres through postgres.js for production). Every
 * statement is written once here in the dialect both databases accept; the drivers only bind
 * parameters, run transactions and normalise the values they return.
 */

import type { OrderStatus } from '#core/contracts/order-status.ts'
import type { SqlClient, SqlDriver, SqliteOptions, SqlValue } from '#functions/platform/db/sql.ts'
import { type OwedMessage, owe } from '#functions/platform/mail/outbox.ts'
import { type Carrier, canMove, type Order, type OrderFacts } from './order.ts'

/** What an event says should happen to an order. */
/**
 * The order database's SQLite file (data/orders.db by default; the bookings keep their own):
 * its tables, and WAL so `npm run orders` reads while the server writes, waiting rather than
 * failing on a busy file.
 */
export const ORDERS_SQLITE: SqliteOptions = {
  pragmas: 'pragma journal_mode = wal; pragma busy_timeout = 5000; pragma foreign_keys = on',
  schema: {
    tables: [
      'orders',
      'stripe_events',
      'mail_outbox',
      'newsletter_subscribers',
      'newsletter_requests',
      'owner_actions',
      'newsletter_issues',
    ],
    legacySteps: [
      '20261122000000_orders.sql',
      '20261125010000_outbox_shipping_refunds.sql',
      '20261125020000_newsletter.sql',
      '20261201000000_newsletter_requests.sql',
    ],
  },
}

export interface OrderChange {
  sessionId: string
  status: OrderStatus
  /** Needed to create the order when it is not recorded yet; without it only an existing order moves. */
  facts?: OrderFacts
  /** Set by a refund: the amount refunded so far, in cents. */
  amountRefunded?: number
}

export interface StripeEventRef {
  id: string
  type: string
}

export type ApplyResult =
  /** The event id was recorded before: nothing was done. */
  | { outcome: 'duplicate' }
  | {
      outcome: 'applied'
      /** The order after the change (null when there is no order and the change could not create one). */
      order: Order | null
      /** Its status before (null when this change created it). */
      previous: OrderStatus | null
      /** Whether the order was created or its status moved. */
      changed: boolean
    }

/** The messages a change owes (recorded in the change's transaction): given the result. */
export type Owes = (order: Order, previous: OrderStatus | null) => OwedMessage[]

export interface Shipment {
  carrier: Carrier
  trackingNumber: string
}

export type ShipResult =
  | { outcome: 'unknown' }
  | { outcome: 'already'; order: Order }
  | { outcome: 'shipped'; order: Order }

export interface OrderStore {
  /** The driver (the outbox keeps its table in the same database). */
  readonly db: SqlDriver
  /** Whether a Stripe event id is already recorded. */
  hasEvent(eventId: string): Promise<boolean>
  /**
   * In one transaction: records the event id (when given; a second delivery is a 'duplicate'),
   * then creates the order or moves its status forward (see canMove).
   */
  apply(
    event: StripeEventRef | null,
    change: OrderChange | null,
    now?: Date,
    owes?: Owes,
  ): Promise<ApplyResult>
  get(sessionId: string): Promise<Order | null>
  findByPaymentIntent(paymentIntentId: string): Promise<Order | null>
  /** Newest first. */
  list(limit?: number): Promise<Order[]>
  /**
   * Sets shipped_at, carrier and tracking number (once), and records the messages that owes in the
   * same transaction.
   */
  markShipped(sessionId: string, shipment: Shipment | null, now?: Date, owes?: Owes): Promise<ShipResult>
  markNotified(sessionId: string, now?: Date): Promise<void>
  close(): Promise<void>
}

const COLUMNS = [
  'session_id',
  'payment_intent_id',
  'status',
  'product_id',
  'product_name',
  'color',
  'quantity',
  'amount_total',
  'amount_refunded',
  'currency',
  'buyer_name',
  'buyer_email',
  'shipping_name',
  'shipping_line1',
  'shipping_line2',
  'shipping_city',
  'shipping_state',
  'shipping_postal_code',
  'shipping_country',
  'livemode',
  'created_at',
  'updated_at',
  'paid_at',
  'shipped_at',
  'notified_at',
  'carrier',
  'tracking_number',
] as const

type Row = Record<(typeof COLUMNS)[number], unknown>

const SELECT = `select ${COLUMNS.join(', ')} from orders`
export const DEFAULT_LIST_LIMIT = 100

const text = (v: unknown) => (v === null || v === undefined ? null : String(v))
const time = (v: unknown) => (v instanceof Date ? v.toISOString() : text(v))

function toOrder(row: Row): Order {
  const shipping = {
    name: text(row.shipping_name),
    line1: text(row.shipping_line1),
    line2: text(row.shipping_line2),
    city: text(row.shipping_city),
    state: text(row.shipping_state),
    postalCode: text(row.shipping_postal_code),
    country: text(row.shipping_country),
  }
  return {
    sessionId: String(row.session_id),
    paymentIntentId: text(row.payment_intent_id),
    status: row.status as OrderStatus,
    productId: String(row.product_id),
    productName: String(row.product_name),
    color: text(row.color),
    quantity: Number(row.quantity),
    amountTotal: Number(row.amount_total),
    amountRefunded: Number(row.amount_refunded),
    currency: String(row.currency),
    buyerName: text(row.buyer_name),
    buyerEmail: text(row.buyer_email),
    shipping: Object.values(shipping).some((v) => v !== null) ? shipping : null,
    livemode: row.livemode === true || row.livemode === 1 || row.livemode === 1n,
    createdAt: time(row.created_at)!,
    updatedAt: time(row.updated_at)!,
    paidAt: time(row.paid_at),
    shippedAt: time(row.shipped_at),
    notifiedAt: time(row.notified_at),
    carrier: text(row.carrier) as Carrier | null,
    trackingNumber: text(row.tracking_number),
  }
}

function insertValues(f: OrderFacts, status: OrderStatus, amountRefunded: number, at: string): SqlValue[] {
  const s = f.shipping
  return [
    f.sessionId,
    f.paymentIntentId,
    status,
    f.productId,
    f.productName,
    f.color,
    f.quantity,
    f.amountTotal,
    amountRefunded,
    f.currency,
    f.buyerName,
    f.buyerEmail,
    s?.name ?? null,
    s?.line1 ?? null,
    s?.line2 ?? null,
    s?.city ?? null,
    s?.state ?? null,
    s?.postalCode ?? null,
    s?.country ?? null,
    f.livemode,
    at,
    at,
    status === 'paid' ? at : null,
    null,
    null,
    null,
    null,
  ]
}

const INSERT = `insert into orders (${COLUMNS.join(', ')}) values (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
  on conflict do nothing
  returning ${COLUMNS.join(', ')}`

export function createSqlStore(db: SqlDriver): OrderStore {
  const forUpdate = db.dialect === 'postgres' ? ' for update' : ''
  const one = async (client: SqlClient, sql: string, params: SqlValue[]) => {
    const rows = await client.query<Row>(sql, params)
    return rows[0] ? toOrder(rows[0]) : null
  }

  return {
    db,
    async hasEvent(eventId) {
      const rows = await db.query('select 1 as found from stripe_events where id = $1', [eventId])
      return rows.length > 0
    },

    apply(event, change, now = new Date(), owes) {
      const at = now.toISOString()
      const owing = async (tx: SqlClient, order: Order, previous: OrderStatus | null) => {
        for (const message of owes?.(order, previous) ?? []) await owe(tx, message, now)
      }
      return db.transaction(async (tx): Promise<ApplyResult> => {
        if (event) {
          const inserted = await tx.query(
            'insert into stripe_events (id, type, received_at) values ($1, $2, $3) on conflict (id) do nothing returning id',
            [event.id, event.type, at],
          )
          if (!inserted.length) return { outcome: 'duplicate' }
        }
        if (!change) return { outcome: 'applied', order: null, previous: null, changed: false }

        const selectOne = `${SELECT} where session_id = $1${forUpdate}`
        let existing = await one(tx, selectOne, [change.sessionId])
        if (!existing && change.facts) {
          const created = await one(
            tx,
            INSERT,
            insertValues(change.facts, change.status, change.amountRefunded ?? 0, at),
          )
          if (created) {
            await owing(tx, created, null)
            return { outcome: 'applied', order: created, previous: null, changed: true }
          }
          // Another transaction created it between our select and insert: move that one instead.
          // (The insert names no conflict target: a concurrent insert of the same session may
          // meet the payment intent's unique index first, and that must not be an error either.)
          existing = await one(tx, selectOne, [change.sessionId])
        }
        if (!existing) return { outcome: 'applied', order: null, previous: null, changed: false }
        // A further partial refund keeps the status and raises the amount.
        const moreRefunded =
          existing.status === change.status &&
          change.status === 'partially_refunded' &&
          (change.amountRefunded ?? 0) > existing.amountRefunded
        if (!canMove(existing.status, change.status) && !moreRefunded) {
          return { outcome: 'applied', order: existing, previous: existing.status, changed: false }
        }
        const updated = await one(
          tx,
          `update orders set status = $2, updated_at = $3,
             paid_at = case when $2 = 'paid' then $3 else paid_at end,
             amount_refunded = coalesce($4, amount_refunded)
           where session_id = $1 returning ${COLUMNS.join(', ')}`,
          [change.sessionId, change.status, at, change.amountRefunded ?? null],
        )
        if (updated) await owing(tx, updated, existing.status)
        return { outcome: 'applied', order: updated, previous: existing.status, changed: true }
      })
    },

    get(sessionId) {
      return one(db, `${SELECT} where session_id = $1`, [sessionId])
    },

    findByPaymentIntent(paymentIntentId) {
      return one(db, `${SELECT} where payment_intent_id = $1`, [paymentIntentId])
    },

    async list(limit = DEFAULT_LIST_LIMIT) {
      const rows = await db.query<Row>(`${SELECT} order by created_at desc, session_id limit $1`, [limit])
      return rows.map(toOrder)
    },

    markShipped(sessionId, shipment, now = new Date(), owes) {
      const at = now.toISOString()
      return db.transaction(async (tx): Promise<ShipResult> => {
        const shipped = await one(
          tx,
          `update orders set shipped_at = $2, updated_at = $2, carrier = $3, tracking_number = $4
           where session_id = $1 and shipped_at is null returning ${COLUMNS.join(', ')}`,
          [sessionId, at, shipment?.carrier ?? null, shipment?.trackingNumber ?? null],
        )
        if (shipped) {
          for (const message of owes?.(shipped, shipped.status) ?? []) await owe(tx, message, now)
          return { outcome: 'shipped', order: shipped }
        }
        const existing = await one(tx, `${SELECT} where session_id = $1`, [sessionId])
        return existing ? { outcome: 'already', order: existing } : { outcome: 'unknown' }
      })
    },

    async markNotified(sessionId, now = new Date()) {
      await db.query('update orders set notified_at = $2 where session_id = $1', [
        sessionId,
        now.toISOString(),
      ])
    },

    close: () => db.close(),
  }
}
