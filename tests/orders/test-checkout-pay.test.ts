/**
 * A keyless local run (`npm start` on a fresh clone): the test checkout's Pay records the order
 * through the webhook's fulfilment, the notice lands in the outbox, and order-status reads it back.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getProduct } from '#core/content/products.ts'
import { createApp } from '#server/app.ts'
import { type HostFunctions, hostFunctions } from '#server/functions.ts'
import { type Listening, listen } from '#server/listen.ts'
import { post, validOrder } from '#tests/payment/support.ts'
import { totalOf } from '#tests/support/prices.ts'

let dir: string
let host: HostFunctions
let server: Listening

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'orders-pay-'))
  mkdirSync(path.join(dir, 'site', '404'), { recursive: true })
  writeFileSync(path.join(dir, 'site', '404', 'index.html'), '<h1>Oops! Page not found</h1>')
  host = hostFunctions(
    { DATABASE_URL: `file:${path.join(dir, 'orders.db')}`, OUTBOX_DIR: path.join(dir, 'outbox') },
    { log: () => {} },
  )
  server = await listen(
    createApp({
      root: path.join(dir, 'site'),
      functions: host.functions,
      recordTestPayment: host.recordTestPayment,
      log: () => {},
    }),
  )
})

afterAll(async () => {
  await server?.close()
  await host?.orders.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('test checkout Pay (no Stripe key)', () => {
  it('records the order, writes the owner notice and the buyer confirmation once each and answers order-status', async () => {
    const created = await post(
      `${server.origin}/functions/v1/create-payment`,
      validOrder('weighted-blanket', 2),
    )
    expect(created.status).toBe(200)
    const id = (created.json.url as string).split('/').at(-1)!

    // Before paying there is no order.
    expect((await fetch(`${server.origin}/functions/v1/order-status?session_id=${id}`)).status).toBe(404)

    const pay = () =>
      fetch(`${server.origin}/test-checkout/${id}/pay`, { method: 'POST', redirect: 'manual' })
    const paid = await pay()
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`${server.origin}/purchase-thank-you?session_id=${id}`)
    // Paying again (back button, double click) changes nothing.
    expect((await pay()).status).toBe(303)
    await host.orders.settled()

    const status = await fetch(`${server.origin}/functions/v1/order-status?session_id=${id}`)
    expect(status.status).toBe(200)
    expect(await status.json()).toEqual({
      status: 'paid',
      productName: getProduct('weighted-blanket')!.name,
      quantity: 2,
      total: totalOf('weighted-blanket', 2),
      currency: 'usd',
      amountRefunded: 0,
      shipped: false,
      // No SMTP_URL: the e-mails were written to the outbox folder, and the page says so.
      email: 'local-folder',
    })
    const order = await (await host.orders.fulfilment()).store.get(id)
    expect(order).toMatchObject({ buyerEmail: 'alex@example.org', color: 'Navy Blue', livemode: false })
    expect(order?.shipping).toMatchObject({ line1: '12 Harbor View Dr', postalCode: '92660' })
    const written = readdirSync(path.join(dir, 'outbox')).filter((f) => f.includes(id))
    expect(written).toHaveLength(2)
    // The owner's notice links to no Stripe payment: the test checkout made none.
    const mails = await Promise.all(
      written.map((f) => simpleParser(readFileSync(path.join(dir, 'outbox', f)))),
    )
    const notice = mails.find((m) => m.subject?.startsWith('New order'))?.text
    expect(notice).toBeDefined()
    expect(notice).not.toContain('dashboard.stripe.com')
    expect(notice).toContain('none in Stripe (a trial of the site without a Stripe key)')
    expect(notice).toContain('built-in test checkout: nothing was charged')
  })

  it('answers an unknown test checkout with its not-found page, recording nothing', async () => {
    const res = await fetch(`${server.origin}/test-checkout/cs_test_unknown/pay`, { method: 'POST' })
    expect(res.status).toBe(404)
    expect(await (await host.orders.fulfilment()).store.get('cs_test_unknown')).toBeNull()
  })
})
