/**
 * `npm run bench:payment`: requests per second and latency of create-payment on the Node host
 * (createApp + @hono/node-server, as `npm start` runs it), with autocannon, 20 connections, 10 s each:
 * a valid order (validated, priced, then the real Stripe SDK against the local fake Stripe) and a
 * rejected one (400 before any Stripe call). Everything runs in this one process on loopback.
 * Not part of `npm test`. BENCH_SECONDS and BENCH_CONNECTIONS override the defaults.
 */
import { printTable } from '#scripts/text-table.ts'
import { startFakeStripe } from '#tests/payment/fake-stripe.ts'
import { startNodeHost, validOrder } from '#tests/payment/support.ts'
import { autocannon, connections, loadTable, seconds } from './autocannon.ts'

const stripe = await startFakeStripe()
stripe.record = false
// Development mode: the fake Stripe is a stand-in STRIPE_API_URL, which production refuses.
const host = await startNodeHost({
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_API_URL: stripe.url,
  SITE_URL: 'https://shop.example.test',
})

const scenarios = [
  { name: 'valid order → fake Stripe (200)', body: validOrder('weighted-blanket', 2), expected: 200 },
  {
    name: 'rejected order (400)',
    body: {
      ...validOrder('nad-patches'),
      shippingInfo: { ...validOrder('nad-patches').shippingInfo, email: 'x' },
    },
    expected: 400,
  },
]

// One request each first: the table should only ever show the intended path.
for (const s of scenarios) {
  const res = await fetch(host.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(s.body),
  })
  if (res.status !== s.expected) throw new Error(`${s.name}: expected ${s.expected}, got ${res.status}`)
}

console.info(
  `create-payment on the Node host: ${connections} connections, ${seconds} s per scenario, Node ${process.version}`,
)
const results = []
for (const s of scenarios) {
  const result = await autocannon({
    url: host.url,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(s.body),
    connections,
    duration: seconds,
  })
  results.push({ scenario: s.name, expected: s.expected, result })
}
printTable(loadTable('requests', results))

await host.close()
await stripe.close()
