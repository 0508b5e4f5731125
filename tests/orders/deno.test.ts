/**
 * The stripe-webhook and order-status Supabase entries under real Deno, against a real Postgres,
 * the fake Stripe and a real SMTP server: the same handlers and store code as the Node host.
 */

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_STATUS_MESSAGES } from '#functions/orders/order-status.ts'
import {
  DENO_START_TIMEOUT_MS,
  type DenoFunction,
  denoCheck,
  ROOT,
  startDenoFunction,
} from '#tests/support/deno.ts'
import { type SupabaseBackends, startSupabaseBackends } from '#tests/support/supabase-backends.ts'
import { deliver, stripeEvent } from './host.ts'
import { checkoutSession } from './support.ts'

let sb: SupabaseBackends
let webhook: DenoFunction
let status: DenoFunction
let unconfigured: DenoFunction
let limited: DenoFunction
let newsletter: DenoFunction

beforeAll(async () => {
  sb = await startSupabaseBackends('sk_test_deno')
  const { env } = sb
  ;[webhook, status, unconfigured, limited, newsletter] = await Promise.all([
    startDenoFunction('stripe-webhook', env),
    startDenoFunction('order-status', env),
    startDenoFunction('stripe-webhook', { NODE_ENV: 'development', SUPABASE_DB_URL: sb.pg.url }),
    startDenoFunction('order-status', { ...env, ORDER_STATUS_RATE_LIMIT: '2' }),
    startDenoFunction('newsletter', {
      NODE_ENV: 'development',
      SUPABASE_DB_URL: sb.pg.url,
      SMTP_URL: sb.smtp.url,
      NEWSLETTER_SECRET: 'e8c2a6f0b4d9e3c7a1f5b8d2e6c0a4f9b3d7e1c5',
      SITE_URL: 'https://site.test',
    }),
  ])
}, DENO_START_TIMEOUT_MS + 30_000)

afterAll(async () => {
  for (const f of [webhook, status, unconfigured, limited, newsletter]) f?.stop()
  await sb?.close()
})

describe('order functions under Deno', () => {
  it('records a signed event in Postgres, e-mails the owner and the buyer once each and answers order-status', async () => {
    const session = checkoutSession()
    sb.stripe.sessions.set(session.id, session)
    const event = stripeEvent('checkout.session.completed', { id: session.id })
    const first = await deliver(webhook.url, event)
    expect(first, webhook.output()).toEqual({ status: 200, json: { received: true, outcome: 'applied' } })
    expect(await sb.store.get(session.id)).toMatchObject({ status: 'paid', quantity: 2, amountTotal: 59998 })
    const mails = () => sb.smtp.messages.filter((m) => m.raw.includes(session.id)).length
    await expect.poll(mails, { timeout: 20_000 }).toBe(2)
    expect((await deliver(webhook.url, event)).json.outcome).toBe('duplicate')
    // The buyer's confirmation was rendered by React Email under Deno.
    const buyer = sb.smtp.messages.find(
      (m) => m.raw.includes(session.id) && m.to.includes('alex@example.org'),
    )
    const parsed = await simpleParser(buyer!.raw)
    expect(parsed.html).toMatch(/<h1[^>]*>Thank you for your order<\/h1>/)
    expect(parsed.text).toContain(`Order reference: ${session.id}`)
    expect(mails()).toBe(2)

    const res = await fetch(`${status.url}?session_id=${session.id}`)
    expect(res.status, status.output()).toBe(200)
    expect((await res.json()).status).toBe('paid')
    expect((await fetch(`${status.url}?session_id=nope`)).status).toBe(400)
  })

  it('refuses a bad signature and answers 503 without the signing secret', async () => {
    const event = stripeEvent('checkout.session.completed', { id: 'cs_test_deno_bad' })
    expect((await deliver(webhook.url, event, { secret: 'whsec_wrong' })).status).toBe(400)
    expect(await sb.store.get('cs_test_deno_bad')).toBeNull()
    expect((await deliver(unconfigured.url, event)).status).toBe(503)
    expect(unconfigured.output()).toContain('no STRIPE_WEBHOOK_SECRET set; answering 503')
  })

  it('order-status: a live reference with a test key is not found, without a call to Stripe', async () => {
    const before = sb.stripe.requests.length
    const res = await fetch(`${status.url}?session_id=cs_live_a1b2c3d4e5f6g7h8`)
    expect(res.status, status.output()).toBe(404)
    expect(await res.json()).toEqual({ error: ORDER_STATUS_MESSAGES.notFound })
    expect(sb.stripe.requests.length).toBe(before)
    // The same reference in test mode is asked (the fake Stripe does not know it either).
    expect((await fetch(`${status.url}?session_id=cs_test_a1b2c3d4e5f6g7h8`)).status).toBe(404)
    expect(sb.stripe.requests.length).toBe(before + 1)
  })

  it('order-status: a default limit of 120 a minute per instance, ORDER_STATUS_RATE_LIMIT sets another; past it, 429', async () => {
    // The earlier tests asked this instance a few times already: the 429 comes at the 120th ask in all.
    const answers: number[] = []
    for (let i = 0; i < 121; i++) answers.push((await fetch(`${status.url}?session_id=nope`)).status)
    const first = answers.indexOf(429)
    expect(first, status.output()).toBeGreaterThan(100)
    expect(first).toBeLessThanOrEqual(120)
    expect(answers.slice(0, first).every((s) => s === 400)).toBe(true)
    expect((await fetch(`${limited.url}?session_id=nope`)).status).toBe(400)
    expect((await fetch(`${limited.url}?session_id=nope`)).status).toBe(400)
    const res = await fetch(`${limited.url}?session_id=nope`)
    expect(res.status, limited.output()).toBe(429)
    expect(await res.json()).toEqual({ error: ORDER_STATUS_MESSAGES.tooMany })
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  })

  it('newsletter: a sign-up e-mails a confirmation (React Email, one-click unsubscribe) whose link confirms', async () => {
    const address = `deno-${Date.now()}@example.org`
    const post = (body: unknown, query = '') =>
      fetch(`${newsletter.url}${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    const res = await post({ email: address })
    expect(res.status, newsletter.output()).toBe(202)
    expect(await res.json()).toEqual({ status: 'check-your-inbox', email: 'sent' })
    const mail = () => sb.smtp.messages.find((m) => m.to.includes(address))
    await expect.poll(() => Boolean(mail()), { timeout: 20_000 }).toBe(true)
    const parsed = await simpleParser(mail()!.raw)
    expect(parsed.headerLines.some((h) => h.key === 'list-unsubscribe-post')).toBe(true)
    const token = /confirm\?token=([\w.-]+)/.exec(parsed.text!)![1]
    expect((await post({ token }, '?action=confirm')).status).toBe(200)
  })

  it("newsletter: another site's preflight is refused; a default limit of 60 a minute per client", async () => {
    const preflight = await fetch(newsletter.url, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status, newsletter.output()).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const own = await fetch(newsletter.url, {
      method: 'OPTIONS',
      headers: { Origin: 'https://site.test', 'Access-Control-Request-Method': 'POST' },
    })
    expect(own.headers.get('access-control-allow-origin')).toBe('https://site.test')
    // The sign-up test above asked a few times already: the 429 comes by the 61st ask in all.
    const answers: number[] = []
    for (let i = 0; i < 61; i++)
      answers.push(
        (
          await fetch(newsletter.url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: '{}',
          })
        ).status,
      )
    const first = answers.indexOf(429)
    expect(first, newsletter.output()).toBeGreaterThan(50)
    expect(answers.slice(0, first).every((s) => s === 400)).toBe(true)
  })

  it('type-checks under Deno and pins the same package ranges as package.json', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
    for (const name of ['stripe-webhook', 'order-status', 'newsletter']) {
      const result = denoCheck(name)
      expect(result.status, result.output).toBe(0)
      const deno = JSON.parse(readFileSync(path.join(ROOT, 'supabase/functions', name, 'deno.json'), 'utf8'))
      for (const [dep, spec] of Object.entries(deno.imports as Record<string, string>)) {
        if (dep.startsWith('#')) continue
        expect(spec).toBe(`npm:${dep}@${pkg.dependencies[dep]}`)
      }
    }
    // Deno type-checks the functions with the whole Stripe SDK: slow on a busy 2-core machine.
  }, 300_000)
})
