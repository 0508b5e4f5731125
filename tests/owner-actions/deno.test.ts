/**
 * Mark as shipped on the Supabase host: the stripe-webhook and owner-action entries under real
 * Deno, against Postgres, the Stripe-compatible fake and an SMTP server on loopback. The owner's
 * notice (sent by the webhook's sweep) carries the signed link; the owner-action function ships
 * through the order feature's own ship, and the buyer's notice arrives once.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listActions } from '#functions/owner-actions/store.ts'
import { deliver, stripeEvent } from '#tests/orders/host.ts'
import { checkoutSession } from '#tests/orders/support.ts'
import {
  DENO_START_TIMEOUT_MS,
  type DenoFunction,
  denoCheck,
  ROOT,
  startDenoFunction,
} from '#tests/support/deno.ts'
import { type SupabaseBackends, startSupabaseBackends } from '#tests/support/supabase-backends.ts'

let sb: SupabaseBackends
let webhook: DenoFunction
let action: DenoFunction
let unsigned: DenoFunction

beforeAll(async () => {
  sb = await startSupabaseBackends('sk_test_deno_owner')
  const env = {
    ...sb.env,
    SITE_URL: 'https://site.test',
    OWNER_ACTIONS_SECRET: 'Hq4Tz8Lm2Wx6Rb1Nc5Vk9Jp3Fs7Gd0Ya4Eu8Io2',
  }
  ;[webhook, action, unsigned] = await Promise.all([
    startDenoFunction('stripe-webhook', env),
    startDenoFunction('owner-action', env),
    startDenoFunction('owner-action', { ...env, OWNER_ACTIONS_SECRET: '' }),
  ])
}, DENO_START_TIMEOUT_MS + 30_000)

afterAll(async () => {
  for (const f of [webhook, action, unsigned]) f?.stop()
  await sb?.close()
})

const post = async (url: string, body: unknown) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://site.test' },
    body: JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, headers: res.headers }
}

describe('owner-action under Deno', () => {
  it('type-checks under Deno and pins the same package ranges as package.json', () => {
    const checked = denoCheck('owner-action')
    expect(checked.status, checked.output).toBe(0)
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
    const deno = JSON.parse(
      readFileSync(path.join(ROOT, 'supabase/functions/owner-action/deno.json'), 'utf8'),
    )
    for (const [dep, spec] of Object.entries(deno.imports as Record<string, string>))
      if (!dep.startsWith('#')) expect(spec).toBe(`npm:${dep}@${pkg.dependencies[dep]}`)
  }, 300_000)

  it('ships from the notice link once, tells the buyer once, and records it', async () => {
    const session = checkoutSession()
    sb.stripe.sessions.set(session.id, session)
    expect(
      (await deliver(webhook.url, stripeEvent('checkout.session.completed', { id: session.id }))).status,
    ).toBe(200)
    const notice = () =>
      sb.smtp.messages.find((m) => m.raw.includes(session.id) && m.to.includes('owner@practice.example'))
    await expect.poll(notice, { timeout: 20_000 }).toBeTruthy()
    const text = (await simpleParser(notice()!.raw)).text ?? ''
    const link = /https:\/\/site\.test\/owner\/ship#token=(\S+)/.exec(text)
    expect(link, text).toBeTruthy()
    const token = link![1]!

    expect((await fetch(`${action.url}?token=${token}`)).status).toBe(405)
    const look = await post(action.url, { token, step: 'look' })
    expect(look.status, action.output()).toBe(200)
    expect(look.json).toMatchObject({ action: 'ship', reference: session.id, state: 'ready' })
    expect(look.headers.get('access-control-allow-origin')).toBe('https://site.test')
    expect((await sb.store.get(session.id))?.shippedAt).toBeNull()

    const done = await post(action.url, { token, step: 'do', carrier: 'fedex', tracking: '7712 3456 7890' })
    expect(done.json, action.output()).toMatchObject({ state: 'done' })
    const again = await post(action.url, { token, step: 'do', carrier: 'ups', tracking: '1Z0000000000' })
    expect(again.json).toMatchObject({ state: 'already' })

    const shipped = () =>
      sb.smtp.messages.filter(
        (m) => m.raw.includes(session.id) && m.to.includes('alex@example.org') && /Shipped:/.test(m.raw),
      )
    await expect.poll(() => shipped().length, { timeout: 20_000 }).toBe(1)
    expect((await simpleParser(shipped()[0]!.raw)).text).toContain('Tracking number: 771234567890')
    expect(await sb.store.get(session.id)).toMatchObject({ carrier: 'fedex', trackingNumber: '771234567890' })
    expect(await listActions(sb.store.db, ['ship'])).toMatchObject([
      { subject: session.id, actor: 'e-mail link', detail: 'fedex 771234567890' },
    ])
    await new Promise((r) => setTimeout(r, 500))
    expect(shipped()).toHaveLength(1)

    // Without a secret: 503, nothing done.
    expect((await post(unsigned.url, { token, step: 'look' })).status).toBe(503)
  })
})
