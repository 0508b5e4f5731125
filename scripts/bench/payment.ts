/**
 * `npm run bench:payment`: requests per second and latency of create-payment on the Node host
 * (createApp + @hono/node-server, as `npm start` runs it), with autocannon, 20 connections, 10 s each:
 * a valid order (validated, priced, then the real Stripe SDK against the local fake Stripe) and a
 * rejected one (400 before any Stripe call). Everything runs in this one process on loopback.
 * Not part of `npm test`. BENCH_SECONDS and BENCH_CONNECTIONS override the defaults.
 */
import { createRequire } from 'node:module'
import { startFakeStripe } from '#tests/payment/fake-stripe.ts'
import { startNodeHost, validOrder } from '#tests/payment/support.ts'
import { type AutocannonResult, markdownTable } from './autocannon.ts'

type Autocannon = (options: {
  url: string
  method: string
  headers: Record<string, string>
  body: string
  connections: number
  duration: number
}) => Promise<AutocannonResult>

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)

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
const rows: Record<string, string | number>[] = []
for (const s of scenarios) {
  const r = await autocannon({
    url: host.url,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(s.body),
    connections,
    duration: seconds,
  })
  rows.push({
    scenario: s.name,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'max ms': r.latency.max,
    requests: r.requests.total,
    'unexpected status': s.expected === 200 ? r.non2xx : r['2xx'],
    errors: r.errors + r.timeouts,
  })
}
console.info(markdownTable(rows))

await host.close()
await stripe.close()
