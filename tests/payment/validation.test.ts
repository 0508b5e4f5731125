/** Every rejection of create-payment: its status, its visitor-readable message, and no Stripe call. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { COLOR_PRODUCT_ID } from '#core/content/products.ts'
import { MAX_QUANTITY } from '#core/contracts/checkout.ts'
import { HANDLER_MESSAGES } from '#functions/create-payment/handler.ts'
import { MAX_BODY_BYTES, MESSAGES } from '#functions/create-payment/order.ts'
import { priceOf } from '#tests/support/prices.ts'
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts'
import { type NodeHost, post, SHIPPING, startNodeHost, validOrder } from './support.ts'

let stripe: FakeStripe
let host: NodeHost

beforeAll(async () => {
  stripe = await startFakeStripe()
  host = await startNodeHost({
    STRIPE_SECRET_KEY: 'sk_test_fake_123',
    STRIPE_API_URL: stripe.url,
    SITE_URL: 'https://shop.example.test',
  })
})
afterAll(async () => {
  await host.close()
  await stripe.close()
})
afterEach(() => {
  // The point of every test here: nothing reached Stripe.
  expect(stripe.requests).toEqual([])
})

async function expectRejected(
  body: unknown,
  status: number,
  error: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const res = await post(host.url, body, headers)
  expect({ status: res.status, json: res.json }).toEqual({ status, json: { error } })
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
  expect(res.headers.get('cache-control')).toBe('no-store')
}

const withShipping = (shipping: Record<string, unknown>) => ({
  ...validOrder('nad-patches'),
  shippingInfo: { ...SHIPPING, ...shipping },
})

describe('create-payment rejects requests it cannot take', () => {
  it.each(['GET', 'PUT', 'PATCH', 'DELETE'])('answers %s with 405 and Allow', async (method) => {
    const res = await fetch(host.url, { method })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST, OPTIONS')
    expect(await res.json()).toEqual({ error: HANDLER_MESSAGES.method })
  })

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['look-alike', 'application/jsonp'],
  ])('answers a %s content type with 415', async (_, type) => {
    await expectRejected(JSON.stringify(validOrder('nad-patches')), 415, HANDLER_MESSAGES.contentType, {
      'Content-Type': type,
    })
  })

  it('answers a missing content type with 415', async () => {
    const res = await fetch(host.url, {
      method: 'POST',
      body: new Blob([JSON.stringify(validOrder('nad-patches'))]),
    })
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({ error: HANDLER_MESSAGES.contentType })
  })

  it('accepts a JSON content type with parameters', async () => {
    const res = await post(
      host.url,
      { productId: 'nope' },
      { 'Content-Type': 'Application/JSON; charset=utf-8' },
    )
    expect(res.status).toBe(400) // got past the content-type check
  })

  it('answers a body over 16 KB with 413 (declared length)', async () => {
    const body = { ...validOrder('nad-patches'), padding: 'x'.repeat(MAX_BODY_BYTES) }
    await expectRejected(body, 413, HANDLER_MESSAGES.tooLarge)
  })

  it('answers a streamed body over 16 KB with 413 (no length declared)', async () => {
    const chunk = new TextEncoder().encode(`{"padding":"${'x'.repeat(4096)}`)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const res = await fetch(host.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: HANDLER_MESSAGES.tooLarge })
  })

  it('takes a body of exactly 16 KB', async () => {
    const base = JSON.stringify({ ...validOrder('nad-patches'), padding: '' })
    const body = base.replace('"padding":""', `"padding":"${'x'.repeat(MAX_BODY_BYTES - base.length)}"`)
    expect(new TextEncoder().encode(body).byteLength).toBe(MAX_BODY_BYTES)
    const res = await post(host.url, body)
    expect(res.status).toBe(200)
    stripe.requests.length = 0
  })

  it.each([
    ['truncated JSON', '{"productId":"nad-patches"'],
    ['empty body', ''],
    ['trailing garbage', '{"a":1}x'],
    ['single quotes', "{'productId':'nad-patches'}"],
  ])('answers malformed JSON (%s) with 400', async (_, body) => {
    await expectRejected(body, 400, MESSAGES.unreadable)
  })

  it('answers a body that is not UTF-8 with 400', async () => {
    const res = await fetch(host.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: MESSAGES.unreadable })
  })

  it.each([
    ['null', null],
    ['an array', [validOrder('nad-patches')]],
    ['a string', 'order'],
    ['a number', 42],
  ])('answers JSON that is %s with 400', async (_, body) => {
    await expectRejected(JSON.stringify(body), 400, MESSAGES.unreadable)
  })
})

describe('create-payment validates the order', () => {
  it.each([
    ['an unknown product', { productId: 'free-money' }],
    ['a missing product', { productId: undefined }],
    ['a product id of the wrong type', { productId: 7 }],
    ['an inherited property name', { productId: 'constructor' }],
  ])('refuses %s', async (_, patch) => {
    await expectRejected({ ...validOrder('nad-patches'), ...patch }, 400, MESSAGES.unknownProduct)
  })

  it.each([0, -1, MAX_QUANTITY + 1, 1.5, '2', null, undefined])('refuses quantity %s', async (quantity) => {
    await expectRejected({ ...validOrder('nad-patches'), quantity }, 400, MESSAGES.quantity)
  })

  it(`takes quantity ${MAX_QUANTITY}, the documented maximum`, async () => {
    expect((await post(host.url, validOrder('nad-patches', MAX_QUANTITY))).status).toBe(200)
    stripe.requests.length = 0
  })

  it('refuses a colour the blanket does not come in', async () => {
    await expectRejected(validOrder(COLOR_PRODUCT_ID, 1, { selectedColor: 'Red' }), 400, MESSAGES.color)
    await expectRejected(validOrder(COLOR_PRODUCT_ID, 1, { selectedColor: 'navy blue' }), 400, MESSAGES.color)
  })

  it('refuses a colour for any other product', async () => {
    await expectRejected(
      validOrder('nad-patches', 1, { selectedColor: 'Black' }),
      400,
      MESSAGES.colorNotOffered,
    )
  })

  it.each(['name', 'email', 'address', 'city', 'state', 'zip'])(
    'refuses an empty, blank or missing %s with the Missing Information text',
    async (field) => {
      await expectRejected(withShipping({ [field]: '' }), 400, MESSAGES.missingShipping)
      await expectRejected(withShipping({ [field]: '   \t ' }), 400, MESSAGES.missingShipping)
      await expectRejected(withShipping({ [field]: undefined }), 400, MESSAGES.missingShipping)
      await expectRejected(withShipping({ [field]: null }), 400, MESSAGES.missingShipping)
    },
  )

  it('refuses a missing shipping block', async () => {
    await expectRejected(
      { ...validOrder('nad-patches'), shippingInfo: undefined },
      400,
      MESSAGES.missingShipping,
    )
    await expectRejected({ ...validOrder('nad-patches'), shippingInfo: 'CA' }, 400, MESSAGES.missingShipping)
  })

  it.each([
    'alex',
    'alex@',
    '@example.org',
    'alex@example',
    'alex @example.org',
    'alex@example..org',
    'a@b.c',
  ])('refuses the e-mail %j', async (email) => {
    await expectRejected(withShipping({ email }), 400, MESSAGES.invalidEmail)
  })

  it('reports empty fields before a bad e-mail, as the page does', async () => {
    await expectRejected(withShipping({ email: 'nope', zip: '' }), 400, MESSAGES.missingShipping)
  })

  it.each([
    ['name', 101, 'The name is too long (100 characters at most).'],
    ['address', 201, 'The street address is too long (200 characters at most).'],
    ['city', 101, 'The city is too long (100 characters at most).'],
    ['state', 101, 'The state is too long (100 characters at most).'],
    ['zip', 21, 'The ZIP code is too long (20 characters at most).'],
  ])('refuses a %s of %i characters', async (field, length, message) => {
    await expectRejected(withShipping({ [field]: 'a'.repeat(length) }), 400, message)
  })

  it('refuses an over-long e-mail', async () => {
    await expectRejected(
      withShipping({ email: `${'a'.repeat(250)}@example.org` }),
      400,
      'The email address is too long (254 characters at most).',
    )
  })

  it('refuses control characters in an address line', async () => {
    await expectRejected(
      withShipping({ address: '12 Harbor\nView' }),
      400,
      'The street address contains characters we cannot accept.',
    )
  })

  it.each(['Germany', 'U', 'USAA', 42])('refuses the country %j', async (country) => {
    await expectRejected(withShipping({ country }), 400, MESSAGES.country)
  })

  it('refuses a shipping field of the wrong type', async () => {
    await expectRejected(withShipping({ city: 92660 }), 400, 'Please check the city.')
  })

  it.each([
    ['missing', undefined],
    ['text', 'lots'],
    ['negative', -1],
    ['a boolean', true],
  ])('refuses a %s amount with 400', async (_, amount) => {
    await expectRejected({ ...validOrder('nad-patches'), amount }, 400, MESSAGES.amount)
  })

  const price = priceOf('nad-patches')
  it.each([
    ['an old price', 1, price + 10],
    ['one cent off', 1, price - 0.01],
    ['a fraction of a cent off', 1, price + 0.001],
    ['the unit price for two', 2, price],
    ['zero', 1, 0],
  ])('answers %s with 409 and asks for a reload', async (_, quantity, amount) => {
    await expectRejected({ ...validOrder('nad-patches', quantity), amount }, 409, MESSAGES.priceChanged)
  })

  it('checks the fields before the price', async () => {
    await expectRejected({ ...withShipping({ email: 'bad' }), amount: 1 }, 400, MESSAGES.invalidEmail)
  })
})
