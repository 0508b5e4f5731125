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

/** A Checkout Session as Stripe returns it with line_items and payment_intent expanded. */
export function checkoutSession(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> & { id: string } {
  const id = suffix()
  return {
    id: `cs_test_${id}`,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    amount_total: 59998,
    currency: 'usd',
    livemode: false,
    metadata: { product_id: 'weighted-blanket', color: 'Black', quantity: '2' },
    customer_details: { name: 'Alex Rivera', email: 'alex@example.org' },
    collected_information: null,
    payment_intent: {
      id: `pi_${id}`,
      object: 'payment_intent',
      shipping: {
        name: 'Alex Rivera',
        address: {
          line1: '12 Harbor View Dr',
          line2: null,
          city: 'Newport Beach',
          state: 'CA',
          postal_code: '92660',
          country: 'US',
        },
      },
    },
    line_items: {
      object: 'list',
      data: [{ id: `li_${id}`, quantity: 2, description: 'Weighted Blanket', amount_total: 59998 }],
      has_more: false,
    },
    ...overrides,
  }
}

export const piOf = (session: Record<string, unknown>) => (session.payment_intent as { id: string }).id
