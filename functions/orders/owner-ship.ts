/**
 * Shipping an order from the owner's "Mark as shipped" link: the same fulfilment.ship that
 * `npm run orders -- ship` runs (the shipment recorded once, the buyer's notice owed in the same
 * transaction and sent by the outbox), offered in the shape the owner-action function takes. The
 * host passes it there; this module knows nothing of links or tokens.
 */
import type { Fulfilment } from './fulfil.ts'
import {
  CARRIERS,
  type Carrier,
  carrierName,
  isSessionId,
  itemAndTotal,
  type Order,
  trackingUrl,
} from './order.ts'

/** Paid orders with an address and no shipment yet, oldest first, as the owner's notices named them. */
export async function ordersToShip(fulfilment: () => Promise<Fulfilment>, limit = 100) {
  const { store } = await fulfilment()
  // Read by the condition itself: an order still waiting may be older than any recent page of orders.
  const waiting = await store.db.query<{ session_id: unknown }>(
    `select session_id from orders where status = 'paid' and shipped_at is null and shipping_line1 is not null
     order by created_at, session_id limit $1`,
    [limit],
  )
  const orders = await Promise.all(waiting.map((r) => store.get(String(r.session_id))))
  return orders
    .filter((o): o is Order => Boolean(o))
    .map((o) => ({ reference: o.sessionId, summary: itemAndTotal(o) }))
}

export function shipForOwner(fulfilment: () => Promise<Fulfilment>) {
  return {
    db: async () => (await fulfilment()).store.db,
    carriers: CARRIERS.map((id) => ({ id, name: carrierName(id) })),
    /** What the owner's notice already says: the item, the quantity, the total. */
    async look(sessionId: string) {
      if (!isSessionId(sessionId)) return null
      const order = await (await fulfilment()).store.get(sessionId)
      if (!order) return null
      return {
        summary: itemAndTotal(order),
        done: Boolean(order.shippedAt),
      }
    },
    async ship(sessionId: string, shipment: { carrier: string; trackingNumber: string }) {
      const carrier = shipment.carrier as Carrier
      const result = await (await fulfilment()).ship(
        sessionId,
        { carrier, trackingNumber: shipment.trackingNumber },
        { email: true },
      )
      return {
        outcome: result.outcome,
        trackingUrl: result.outcome === 'unknown' ? null : trackingUrl(carrier, shipment.trackingNumber),
      }
    },
  }
}
