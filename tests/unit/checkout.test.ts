/**
 * The product page's checkout logic without a browser: the shipping check, quantity parsing, the
 * order it builds, the attempt key and the request it sends. And the contract it shares with the
 * create-payment function: the same e-mail rule as zod's, the same field limits, money in cents.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  buildOrder,
  createPaymentSession,
  type Endpoint,
  PAYMENT_MESSAGES,
} from '#app/features/checkout/create-payment.ts'
import { parseQuantity } from '#app/features/checkout/quantity-stepper.tsx'
import { EMPTY_SHIPPING } from '#app/features/checkout/shipping-fields.tsx'
import { attemptKey } from '#app/features/checkout/use-checkout.ts'
import { checkShipping, VALIDATION_NOTICES } from '#app/features/checkout/validate-shipping.ts'
import { BLANKET_COLORS, COLOR_PRODUCT_ID, getProduct, products, totalCents } from '#core/content/products.ts'
import {
  CHECKOUT_MESSAGES,
  centsFromAmount,
  EMAIL_PATTERN,
  IDEMPOTENCY_KEY_PATTERN,
  isCheckoutSessionId,
  isValidEmail,
  MAX_QUANTITY,
  REQUIRED_SHIPPING_FIELDS,
  SHIPPING_FIELD_LIMITS,
  type ShippingInfo,
  tooLongMessage,
} from '#core/contracts/checkout.ts'
import { chosenColor, colorMessage, MESSAGES, priceOrder } from '#functions/create-payment/order.ts'
import { SHIPPING } from '#tests/payment/support.ts'

const blanket = getProduct(COLOR_PRODUCT_ID)!
const patches = getProduct('nad-patches')!

/** What the function says about an order the page built (the price check included). */
const serverVerdict = (shipping: ShippingInfo) =>
  priceOrder(buildOrder(patches, 1, BLANKET_COLORS[0], shipping))

describe('checkShipping', () => {
  it('reports every empty required field, in form order, with the Missing Information notice', () => {
    expect(checkShipping(EMPTY_SHIPPING)).toEqual({
      notice: VALIDATION_NOTICES.missing,
      fields: [...REQUIRED_SHIPPING_FIELDS],
    })
  })

  it('counts a field of spaces as empty, and leaves the country optional', () => {
    expect(checkShipping({ ...SHIPPING, city: '   ' })?.fields).toEqual(['city'])
    expect(checkShipping({ ...SHIPPING, country: '' })).toBeNull()
  })

  it('reports missing fields before a bad e-mail', () => {
    expect(checkShipping({ ...SHIPPING, email: 'nope', zip: '' })).toEqual({
      notice: VALIDATION_NOTICES.missing,
      fields: ['zip'],
    })
  })

  it.each([
    'plainaddress',
    'a@b',
    'a@b.c',
    'a..b@example.com',
    '.a@example.com',
    'a.@example.com',
    'a@-example.com',
    'a@example.com.',
    'a@example.123',
    'a b@example.com',
    'a@exa_mple.com',
  ])('refuses "%s" with the Invalid Email notice, as the function does', (email) => {
    expect(checkShipping({ ...SHIPPING, email })).toEqual({
      notice: VALIDATION_NOTICES.email,
      fields: ['email'],
    })
    expect(serverVerdict({ ...SHIPPING, email })).toMatchObject({
      ok: false,
      error: CHECKOUT_MESSAGES.invalidEmail,
    })
  })

  it.each([
    "o'brien+tag@example.org",
    'first.last@sub.example.co.uk',
    '  alex@example.org  ',
    'x_y-z@a-b.io',
  ])('accepts "%s", as the function does', (email) => {
    expect(checkShipping({ ...SHIPPING, email })).toBeNull()
    expect(serverVerdict({ ...SHIPPING, email }).ok).toBe(true)
  })

  it('uses the notice texts the function sends back', () => {
    expect(VALIDATION_NOTICES.missing.description).toBe(CHECKOUT_MESSAGES.missingShipping)
    expect(VALIDATION_NOTICES.email.description).toBe(CHECKOUT_MESSAGES.invalidEmail)
  })
})

describe('the e-mail rule is zod’s', () => {
  it('is the very pattern z.email() uses (up to escaping "-" at the end of a class)', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'))
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags)
  })

  it('agrees with z.email() on generated and mangled addresses', () => {
    const chars = fc.constantFrom(...'aZ09._-+\'@ !#$%&*/=?^`{|}~"(),:;<>[\\]'.split(''), 'é', '\u0000')
    const mangled = fc
      .tuple(fc.emailAddress(), fc.array(fc.tuple(fc.nat(80), chars), { maxLength: 3 }))
      .map(([email, edits]) =>
        edits.reduce(
          (s, [at, ch]) => s.slice(0, at % (s.length + 1)) + ch + s.slice(at % (s.length + 1)),
          email,
        ),
      )
    const candidate = fc.oneof(fc.emailAddress(), mangled, fc.string({ unit: chars, maxLength: 30 }))
    fc.assert(
      fc.property(candidate, (email) => {
        expect(EMAIL_PATTERN.test(email)).toBe(z.email().safeParse(email).success)
      }),
      { numRuns: 3000 },
    )
  })

  it('the page accepts exactly the addresses the function accepts', () => {
    const email = fc.oneof(
      fc.emailAddress(),
      fc.emailAddress().map((e) => e.replace('@', '@@')),
      fc.emailAddress().map((e) => e.replace(/\.[a-z]+$/, '.c')),
      fc.emailAddress().map((e) => `.${e}`),
    )
    fc.assert(
      fc.property(email, (value) => {
        // Addresses past the length limit are refused for that reason instead: not this rule's business.
        fc.pre(value.length <= SHIPPING_FIELD_LIMITS.email)
        const page = checkShipping({ ...SHIPPING, email: value }) === null
        expect(serverVerdict({ ...SHIPPING, email: value }).ok).toBe(page)
        expect(isValidEmail(value)).toBe(page)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('field limits', () => {
  it.each(REQUIRED_SHIPPING_FIELDS.filter((f) => f !== 'email'))(
    '%s: the limit is accepted by the function, one more character is refused with its message',
    (field) => {
      const limit = SHIPPING_FIELD_LIMITS[field]
      expect(serverVerdict({ ...SHIPPING, [field]: 'x'.repeat(limit) }).ok).toBe(true)
      expect(serverVerdict({ ...SHIPPING, [field]: 'x'.repeat(limit + 1) })).toMatchObject({
        ok: false,
        error: tooLongMessage(field),
      })
    },
  )

  it('email: 254 characters accepted, 255 refused', () => {
    const at = (n: number) => `${'a'.repeat(n - '@example.org'.length)}@example.org`
    // A local part over 64 characters is still this rule's "valid": the limit is what is tested.
    expect(serverVerdict({ ...SHIPPING, email: at(254) }).ok).toBe(true)
    expect(serverVerdict({ ...SHIPPING, email: at(255) })).toMatchObject({ error: tooLongMessage('email') })
  })
})

describe('parseQuantity', () => {
  it.each([
    ['1', 1],
    ['3', 3],
    [' 12 ', 12],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['2e3', 1],
    ['abc', 1],
    ['', 1],
    ['99999999999999999999', 1],
  ])('"%s" → %i', (text, quantity) => {
    expect(parseQuantity(text)).toBe(quantity)
  })
})

describe('buildOrder', () => {
  it('sends no colour for other products, the chosen one for the blanket, the text trimmed', () => {
    const padded = { ...SHIPPING, name: '  Alex Rivera ', city: ' Newport Beach' }
    const order = buildOrder(patches, 3, 'Black', padded)
    expect(order).toEqual({
      productId: 'nad-patches',
      quantity: 3,
      shippingInfo: SHIPPING,
      amount: (patches.priceCents * 3) / 100,
    })
    expect('selectedColor' in order).toBe(false)
    expect(buildOrder(blanket, 1, 'White', SHIPPING).selectedColor).toBe('White')
  })

  it('every product at every quantity: an amount of whole cents that the function prices the same', () => {
    for (const product of products.filter((p) => p.soldHere)) {
      for (let quantity = 1; quantity <= MAX_QUANTITY; quantity++) {
        const order = buildOrder(product, quantity, BLANKET_COLORS.at(-1)!, SHIPPING)
        expect(centsFromAmount(order.amount)).toBe(totalCents(product, quantity))
        const priced = priceOrder(order)
        expect(priced.ok && priced.order.totalCents).toBe(product.priceCents * quantity)
      }
    }
  })

  it('the catalogue prices are whole cents derived from the dollar prices', () => {
    for (const product of products) {
      expect(Number.isSafeInteger(product.priceCents)).toBe(true)
      expect(product.priceCents / 100).toBe(product.price)
    }
  })
})

describe('attemptKey', () => {
  const order = buildOrder(patches, 1, BLANKET_COLORS[0], SHIPPING)
  let n = 0
  const fresh = () => `checkout-key-${++n}`

  it('a first attempt gets a fresh key', () => {
    expect(attemptKey(null, order, fresh).key).toBe('checkout-key-1')
  })

  it('a retry of the failed attempt reuses its key; a changed order gets a new one', () => {
    const failed = attemptKey(null, order, fresh)
    expect(attemptKey(failed, order, fresh).key).toBe(failed.key)
    expect(attemptKey(failed, { ...order, quantity: 2 }, fresh).key).not.toBe(failed.key)
  })

  it('the real keys are random and of the shape the function takes', () => {
    const a = attemptKey(null, order).key
    const b = attemptKey(null, order).key
    expect(a).not.toBe(b)
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN)
  })
})

describe('createPaymentSession: the request it sends', () => {
  interface Seen {
    method: string
    url: string
    headers: IncomingHttpHeaders
    body: string
  }
  const seen: Seen[] = []
  let reply: { status: number; body: string } = { status: 200, body: '{}' }
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      res.writeHead(reply.status, { 'Content-Type': 'application/json' })
      res.end(reply.body)
    })
  })
  let endpoint: Endpoint
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    endpoint = {
      url: `http://127.0.0.1:${port}/functions/v1/create-payment`,
      headers: { 'Content-Type': 'application/json' },
    }
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const order = buildOrder(blanket, 2, 'Black', SHIPPING)

  it('POSTs the order as JSON with its attempt key, and resolves with the checkout URL', async () => {
    reply = { status: 200, body: JSON.stringify({ url: 'https://checkout.stripe.com/c/pay/cs_test_x' }) }
    const url = await createPaymentSession(order, 'checkout-attempt-0001', endpoint)
    expect(url).toBe('https://checkout.stripe.com/c/pay/cs_test_x')
    const request = seen.at(-1)!
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/functions/v1/create-payment')
    expect(request.headers['content-type']).toBe('application/json')
    expect(request.headers['idempotency-key']).toBe('checkout-attempt-0001')
    expect(JSON.parse(request.body)).toEqual(order)
  })

  it("throws the function's own message", async () => {
    reply = { status: 429, body: JSON.stringify({ error: 'Too many checkout attempts' }) }
    await expect(createPaymentSession(order, 'checkout-attempt-0002', endpoint)).rejects.toThrow(
      'Too many checkout attempts',
    )
  })

  it('never follows a URL that is not a web address', async () => {
    reply = { status: 200, body: JSON.stringify({ url: 'javascript:alert(1)' }) }
    await expect(createPaymentSession(order, 'checkout-attempt-0003', endpoint)).rejects.toThrow(
      PAYMENT_MESSAGES.noUrl,
    )
  })

  it('turns a refused connection into the generic failure', async () => {
    const closed = { ...endpoint, url: 'http://127.0.0.1:1/functions/v1/create-payment' }
    await expect(createPaymentSession(order, 'checkout-attempt-0004', closed)).rejects.toThrow(
      PAYMENT_MESSAGES.failed,
    )
  })
})

describe('isCheckoutSessionId', () => {
  it.each([
    'cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ0123456789abcdefghij',
    'cs_live_b1a2c3d4e5f6g7h8i9j0',
    'cs_test_a1b2c3',
  ])('accepts %s', (id) => {
    expect(isCheckoutSessionId(id)).toBe(true)
  })

  it.each([
    '',
    'cs_test_',
    'cs_test_with-dash',
    'cs_prod_a1b2c3d4e5f6g7h8i9j0',
    'pi_test_a1b2c3d4e5f6g7h8i9j0',
    ' cs_test_a1b2c3d4e5f6g7h8i9j0',
    'cs_test_a1b2c3d4e5f6g7h8i9j0<script>',
    'cs_test_a1b2c3d4e5f6g7h8i9j0 Your refund is on its way',
    `cs_test_${'a'.repeat(251)}`,
  ])('refuses %j', (id) => {
    expect(isCheckoutSessionId(id)).toBe(false)
  })
})

describe('colours are a property of the product', () => {
  // A product of the catalogue given a choice of its own, as the owner would in its content file.
  const candle = { ...patches, colors: ['White', 'Black'] } as typeof patches

  it('a product with colours takes one of its own, its first when none is sent', () => {
    expect(chosenColor(candle, 'Black')).toEqual({ ok: true, color: 'Black' })
    expect(chosenColor(candle, undefined)).toEqual({ ok: true, color: 'White' })
    expect(chosenColor(candle, 'Navy Blue')).toEqual({ ok: false, error: colorMessage(['White', 'Black']) })
    expect(colorMessage(['White', 'Black'])).toBe('Please choose a colour: White or Black.')
  })

  it('a product without colours takes none', () => {
    expect(chosenColor(patches, undefined)).toEqual({ ok: true, color: null })
    expect(chosenColor(patches, 'White')).toEqual({ ok: false, error: MESSAGES.colorNotOffered })
  })

  it('the page sends the colour for any product with a choice, and none for others', () => {
    expect(buildOrder(candle, 1, 'Black', SHIPPING).selectedColor).toBe('Black')
    expect('selectedColor' in buildOrder(patches, 1, null, SHIPPING)).toBe(false)
    expect(buildOrder(blanket, 1, BLANKET_COLORS.at(-1)!, SHIPPING).selectedColor).toBe(BLANKET_COLORS.at(-1))
  })
})
