/** The order store the Playwright test server records into; the order page tests use it too. */

import type { OrderStatus } from '#core/contracts/order-status.ts'
import { openOrderStore } from '#functions/hosts/stores.ts'
import { orderFacts } from '#tests/orders/support.ts'

export const E2E_DATABASE_URL = 'file:test-results/e2e-orders.db'

/** Records an order as the webhook would, straight into the test server's store. */
export async function recordOrder(status: OrderStatus, sessionId?: string) {
  const store = await openOrderStore(E2E_DATABASE_URL)
  try {
    const facts = orderFacts(sessionId ? { sessionId } : {})
    await store.apply(null, { sessionId: facts.sessionId, status, facts })
    return facts
  } finally {
    await store.close()
  }
}
