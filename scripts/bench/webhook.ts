/**
 * `npm run bench:webhook`: events per second and latency of the stripe-webhook function on the Node
 * host (createApp + @hono/node-server, as `npm start` runs it) with the embedded SQLite store, with
 * autocannon, 20 connections, 10 s per scenario:
 * - a new paid order per event: signature check, the session read back from the local fake Stripe,
 *   one SQLite transaction, the owner's notice written to the outbox;
 * - a redelivered event: signature check and the event-id lookup only;
 * - a bad signature: refused with 400.
 * Every event is signed in this process as Stripe would (the SDK's test-header helper), and
 * everything runs in this one process on loopback. Not part of `npm test`.
 * BENCH_SECONDS and BENCH_CONNECTIONS override the defaults.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Stripe from 'stripe'
import { printTable } from '#scripts/text-table.ts'
import { startOrdersHost, stripeEvent, WEBHOOK_SECRET } from '#tests/orders/host.ts'
import { checkoutSession } from '#tests/orders/support.ts'
import { startFakeStripe } from '#tests/payment/fake-stripe.ts'
import { autocannon, connections, loadTable, seconds } from './autocannon.ts'

interface Request {
  method: string
  headers: Record<string, string>
  body?: string
}

const signer = new Stripe('sk_test_bench')

const dir = mkdtempSync(path.join(tmpdir(), 'bench-webhook-'))
const stripe = await startFakeStripe()
stripe.record = false
stripe.sessionFor = (id) =>
  checkoutSession({ id, payment_intent: { id: `pi_${id.slice(8)}`, shipping: null } })
const host = await startOrdersHost(
  {
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_API_URL: stripe.url,
    DATABASE_URL: `file:${path.join(dir, 'orders.db')}`,
  },
  { outboxDir: path.join(dir, 'outbox') },
)

let counter = 0
const signed = (event: unknown, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event)
  return {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  }
}
const newOrder = () =>
  signed(stripeEvent('checkout.session.completed', { id: `cs_test_bench${(counter++).toString(36)}` }))
const repeated = stripeEvent('checkout.session.completed', { id: 'cs_test_benchrepeat' })

const scenarios = [
  { name: 'new paid order per event (200)', make: newOrder, expected: 200 },
  { name: 'redelivered event (200, duplicate)', make: () => signed(repeated), expected: 200 },
  { name: 'bad signature (400)', make: () => signed(repeated, 'whsec_wrong'), expected: 400 },
]

// One request each first: the table should only ever show the intended path.
for (const s of scenarios) {
  const res = await fetch(host.webhookUrl, s.make())
  if (res.status !== s.expected) throw new Error(`${s.name}: expected ${s.expected}, got ${res.status}`)
}

console.info(
  `stripe-webhook on the Node host, SQLite store: ${connections} connections, ${seconds} s per scenario, Node ${process.version}`,
)
const results = []
for (const s of scenarios) {
  const result = await autocannon({
    url: host.webhookUrl,
    connections,
    duration: seconds,
    requests: [{ method: 'POST', setupRequest: (req: Request) => ({ ...req, ...s.make() }) }],
  })
  results.push({ scenario: s.name, expected: s.expected, result })
}
await host.orders.settled()
const recorded = (await (await host.orders.fulfilment()).store.list(1_000_000)).length
printTable(loadTable('events', results))
console.info(`Orders recorded: ${recorded} (one per new-order event, plus the warm-up order).`)

await host.close()
await stripe.close()
rmSync(dir, { recursive: true, force: true })
