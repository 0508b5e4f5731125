/**
 * `node scripts/bench/newsletter-timing.ts`: whether the newsletter's answer time tells a confirmed
 * address from a new one. The Node host on SQLite with a real SMTP server on loopback; half of the
 * addresses are confirmed beforehand; then NEWSLETTER_BENCH_ROUNDS (default 60) sign-ups alternate
 * new and confirmed, each timed from request to the whole answer read. Prints both medians.
 * NEWSLETTER_BENCH_SETTLE=1 waits for each sign-up's e-mail before the next request.
 * Not part of `npm test` (times on a shared machine are not stable enough to assert).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startOrdersHost } from '#tests/orders/host.ts'
import { startSmtp } from '#tests/orders/smtp.ts'

const rounds = Number(process.env.NEWSLETTER_BENCH_ROUNDS ?? 60)
const dir = mkdtempSync(path.join(tmpdir(), 'newsletter-timing-'))
const smtp = await startSmtp()
const host = await startOrdersHost({
  DATABASE_URL: `file:${path.join(dir, 'timing.db')}`,
  SMTP_URL: smtp.url,
  NEWSLETTER_SECRET: '9f2c7a1e4b8d3f6a0c5e2b7d9a1f4c8e3b6d0a2f',
  SITE_URL: 'https://site.test',
  NEWSLETTER_RATE_LIMIT: '0',
})
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}
try {
  const db = (await host.orders.fulfilment()).store.db
  const confirmed = Array.from({ length: rounds / 2 }, (_, i) => `known-${i}@reader${i}.example`)
  const at = new Date().toISOString()
  for (const email of confirmed)
    await db.query(
      "insert into newsletter_subscribers (email, status, requested_at, confirmed_at) values ($1, 'confirmed', $2, $2)",
      [email, at],
    )
  const time = async (email: string) => {
    const start = performance.now()
    const res = await fetch(host.newsletterUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    await res.text()
    if (res.status !== 202) throw new Error(`answered ${res.status}`)
    const took = performance.now() - start
    // NEWSLETTER_BENCH_SETTLE=1: the e-mail of one sign-up is sent before the next is timed.
    if (process.env.NEWSLETTER_BENCH_SETTLE) await host.orders.settled()
    return took
  }
  // Warm-up: the store opened, the statements prepared, the SMTP connection made.
  await time('warm-up@warm.example')
  await host.orders.settled()
  const times = { new: [] as number[], confirmed: [] as number[] }
  for (let i = 0; i < rounds / 2; i++) {
    times.new.push(await time(`new-${i}@fresh${i}.example`))
    times.confirmed.push(await time(confirmed[i]!))
  }
  await host.orders.settled()
  if (process.env.NEWSLETTER_BENCH_DEBUG)
    console.info(JSON.stringify(times, (_, v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v)))
  console.info(
    `${rounds} interleaved sign-ups: new median ${median(times.new).toFixed(1)} ms, confirmed median ${median(times.confirmed).toFixed(1)} ms; e-mails sent ${smtp.messages.length}`,
  )
} finally {
  await host.close()
  await smtp.close()
  rmSync(dir, { recursive: true, force: true })
}
