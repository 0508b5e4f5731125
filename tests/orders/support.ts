/** Shared fixtures for the order tests. */
import type { OrderFacts } from '#functions/orders/order.ts'

let counter = 0
const suffix = () => `${Date.now().toString(36)}${(counter++).toString(36)}`.replace(/[^A-Za-z0-9]/g, '')

export function orderFacts(overrides: Partial<OrderFacts> = {}): OrderFacts {
  const id = suffix()
  return {
    sessionId: `cs_test_${id}`,
    paymentIntentId: `pi_${id}`,
    productId: 'weighted-blanket',
    productName: 'Weighted Blanket',
    color: 'Black',
    quantity: 2,
    amountTotal: 59998,
    currency: 'usd',
    buyerName: 'Alex Rivera',
    buyerEmail: 'alex@example.org',
    shipping: {
      name: 'Alex Rivera',
      line1: '12 Harbor View Dr',
      line2: null,
      city: 'Newport Beach',
      state: 'CA',
      postalCode: '92660',
      country: 'US',
    },
    livemode: false,
    ...overrides,
  }
}
