/**
 * The built-in test checkout: what `npm start` uses instead of Stripe when no STRIPE_SECRET_KEY is
 * set outside production. create-payment keeps the order here and answers with the URL of
 * `/test-checkout/{id}`, a plain server-rendered page showing the order with Pay and Cancel.
 * Nothing is charged and nothing leaves this process; checkouts are kept in memory for a day.
 * Pay marks the checkout paid and hands fulfilment the same `checkout.session.completed` event
 * Stripe would send, with this store standing in for Stripe's session API, so the order is
 * recorded (and the owner's notice written) exactly as a real payment's would be.
 */
import { formatCents } from '#core/lib/price.ts'
import { type CheckoutUrls, orderMetadata } from '#functions/create-payment/checkout-session.ts'
import type { TestCheckout } from '#functions/create-payment/config.ts'
import type { PricedOrder } from '#functions/create-payment/order.ts'
import type { SessionSource, SessionView } from '#functions/orders/from-stripe.ts'
import type { FulfilmentResult, StripeEventLike } from '#functions/orders/fulfil.ts'
import { TEST_CHECKOUT_PAYMENT_PREFIX } from '#functions/orders/order.ts'

export const TEST_CHECKOUT_PATH = '/test-checkout'
export const TEST_CHECKOUT_NOTICE = 'Test checkout – no card will be charged'
const MAX_ORDERS = 1000
const TTL_MS = 24 * 60 * 60 * 1000

interface StoredCheckout {
  id: string
  key: string
  order: PricedOrder
  urls: CheckoutUrls
  createdAt: number
  paid: boolean
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** `cs_test_` followed by 40 random letters and digits, like a Stripe test session id. */
function sessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(40))
  return `cs_test_${Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('')}`
}

export interface TestCheckoutStore extends TestCheckout {
  get(id: string): StoredCheckout | undefined
  /** Marks a checkout paid; false when it is unknown or expired. */
  markPaid(id: string): boolean
  /** The checkouts as Stripe would describe their sessions (line items and payment expanded). */
  sessions: SessionSource
}

/** A test checkout as the Checkout Session Stripe would return for it. */
export function sessionView(checkout: StoredCheckout): SessionView {
  const { order } = checkout
  const s = order.shipping
  return {
    id: checkout.id,
    status: checkout.paid ? 'complete' : 'open',
    payment_status: checkout.paid ? 'paid' : 'unpaid',
    amount_total: order.totalCents,
    currency: 'usd',
    livemode: false,
    metadata: orderMetadata(order),
    customer_details: checkout.paid ? { name: s.name, email: s.email } : null,
    payment_intent: checkout.paid
      ? {
          id: `${TEST_CHECKOUT_PAYMENT_PREFIX}${checkout.id.slice('cs_test_'.length, 'cs_test_'.length + 24)}`,
          shipping: {
            name: s.name,
            address: {
              line1: s.address,
              city: s.city,
              state: s.state,
              postal_code: s.zip,
              country: s.country,
            },
          },
        }
      : null,
    line_items: { data: [{ quantity: order.quantity, description: order.product.name }] },
  }
}

export function createTestCheckoutStore(now: () => number = Date.now): TestCheckoutStore {
  const byId = new Map<string, StoredCheckout>()
  const byKey = new Map<string, string>()
  return {
    start(order, urls, idempotencyKey) {
      // A double submit of the same order gets the same test session, as with Stripe.
      const existing = byId.get(byKey.get(idempotencyKey) ?? '')
      if (existing && now() - existing.createdAt < TTL_MS) return `${TEST_CHECKOUT_PATH}/${existing.id}`
      const id = sessionId()
      byId.set(id, { id, key: idempotencyKey, order, urls, createdAt: now(), paid: false })
      byKey.set(idempotencyKey, id)
      if (byId.size > MAX_ORDERS) {
        // Maps iterate in insertion order: forget the oldest.
        const oldest = byId.values().next().value!
        byId.delete(oldest.id)
        if (byKey.get(oldest.key) === oldest.id) byKey.delete(oldest.key)
      }
      return `${TEST_CHECKOUT_PATH}/${id}`
    },
    get(id) {
      const found = byId.get(id)
      return found && now() - found.createdAt < TTL_MS ? found : undefined
    },
    markPaid(id) {
      const found = this.get(id)
      if (found) found.paid = true
      return Boolean(found)
    },
    sessions: {
      retrieve: async (id) => {
        const found = byId.get(id)
        return found ? sessionView(found) : null
      },
      // A test checkout is never refunded.
      findByPaymentIntent: async () => null,
    },
  }
}

/** The store the Node server's create-payment function and test checkout page share. */
export const testCheckouts = createTestCheckoutStore()

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  )

const STYLE = `
:root{color-scheme:light dark;--bg:#f7f5f2;--card:#fff;--fg:#1f2933;--muted:#52606d;--border:#d9d4cc;--primary:#2f5d50;--on-primary:#fff;--notice:#fff4d6;--notice-fg:#5c4400}
@media (prefers-color-scheme:dark){:root{--bg:#14181c;--card:#1d2329;--fg:#eef1f4;--muted:#b6c0ca;--border:#3a444e;--primary:#8fd1bb;--on-primary:#0d1f19;--notice:#3d3210;--notice-fg:#ffe7a3}}
*{box-sizing:border-box}
body{margin:0;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg)}
main{max-width:36rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
.notice{background:var(--notice);color:var(--notice-fg);border:1px solid var(--border);border-radius:.5rem;padding:.75rem 1rem;font-weight:600}
.card{background:var(--card);border:1px solid var(--border);border-radius:.75rem;padding:1rem 1.25rem;margin-top:1.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;align-items:baseline;margin:0}
.card h2{margin-top:0}
dt{color:var(--muted)}dd{margin:0;overflow-wrap:anywhere}
address{font-style:normal;overflow-wrap:anywhere}
.total{font-size:1.25rem;font-weight:700}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
.actions a,.actions button{font:inherit;cursor:pointer;display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:44px;padding:.5rem 1.5rem;border-radius:.5rem;font-weight:600;text-decoration:none;border:2px solid var(--primary)}
.pay{background:var(--primary);color:var(--on-primary)}
.cancel{color:var(--primary);background:transparent}
a:focus-visible{outline:3px solid var(--fg);outline-offset:3px}
`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

export function renderTestCheckout(checkout: StoredCheckout): string {
  const { order, urls } = checkout
  const s = order.shipping
  const e = escapeHtml
  return page(
    `Test checkout: ${order.product.name}`,
    `<h1>Test checkout</h1>
<p class="notice" role="note">${e(TEST_CHECKOUT_NOTICE)}</p>
<section class="card" aria-labelledby="order-heading">
<h2 id="order-heading">Your order</h2>
<dl>
<dt>Product</dt><dd>${e(order.product.name)}</dd>
${order.color ? `<dt>Colour</dt><dd>${e(order.color)}</dd>` : ''}
<dt>Quantity</dt><dd>${order.quantity}</dd>
<dt>Price each</dt><dd>${formatCents(order.unitAmountCents)}</dd>
<dt>Total</dt><dd class="total">${formatCents(order.totalCents)}</dd>
</dl>
</section>
<section class="card" aria-labelledby="shipping-heading">
<h2 id="shipping-heading">Shipping to</h2>
<address>${e(s.name)}<br>${e(s.address)}<br>${e(s.city)}, ${e(s.state)} ${e(s.zip)}<br>${e(s.country)}</address>
<p>Receipt to ${e(s.email)}</p>
</section>
<div class="actions">
<form method="post" action="${TEST_CHECKOUT_PATH}/${e(checkout.id)}/pay"><button class="pay" type="submit">Pay</button></form>
<a class="cancel" href="${e(urls.cancelUrl)}">Cancel</a>
</div>`,
  )
}

const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
}

/** GET /test-checkout/{id}: the order's page, or a 404 page once it is unknown or expired. */
export function testCheckoutPage(id: string, store: TestCheckoutStore = testCheckouts): Response {
  const found = store.get(id)
  if (!found) {
    return new Response(
      page(
        'Test checkout not found',
        `<h1>Test checkout not found</h1>
<p>This test checkout has expired or never existed. Please go back to the store and start again.</p>
<div class="actions"><a class="cancel" href="/store">Back to Store</a></div>`,
      ),
      { status: 404, headers: HTML_HEADERS },
    )
  }
  return new Response(renderTestCheckout(found), { status: 200, headers: HTML_HEADERS })
}

/** Records what Stripe would report for a paid checkout: a `checkout.session.completed` event. */
export type RecordEvent = (event: StripeEventLike) => Promise<FulfilmentResult>

/**
 * POST /test-checkout/{id}/pay: marks the checkout paid, records the order through fulfilment
 * (as the webhook would) and sends the buyer to the order confirmation page, as Stripe does.
 */
export async function payTestCheckout(
  id: string,
  record: RecordEvent,
  store: TestCheckoutStore = testCheckouts,
): Promise<Response> {
  const found = store.get(id)
  if (!found) return testCheckoutPage(id, store)
  store.markPaid(id)
  await record({
    // One event per checkout: paying twice (back button, double click) is a duplicate.
    id: `evt_test_checkout_${id.slice('cs_test_'.length)}`,
    type: 'checkout.session.completed',
    data: { object: { id, object: 'checkout.session' } },
  })
  const location = found.urls.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(id))
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
}
