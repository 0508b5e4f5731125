/** The built-in test checkout: `npm start` without a Stripe key, through the real Node host. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLOR_PRODUCT_ID, getProduct } from '#core/content/products.ts'
import { paymentConfigFromEnv } from '#functions/create-payment/config.ts'
import { createPaymentHandler } from '#functions/create-payment/handler.ts'
import { functions } from '#server/functions.ts'
import { createTestCheckoutStore, TEST_CHECKOUT_NOTICE } from '#server/test-checkout.ts'
import { rawRequest } from '#tests/server/raw-request.ts'
import { priceText } from '#tests/support/prices.ts'
import { FUNCTION_PATH, type NodeHost, post, SHIPPING, startNodeHost, validOrder } from './support.ts'

let dev: NodeHost
beforeAll(async () => {
  // No NODE_ENV, no STRIPE_SECRET_KEY, no SITE_URL: a fresh clone's `npm start`.
  dev = await startNodeHost({})
})
afterAll(() => dev.close())

const HOSTILE = {
  name: '<script>alert("name")</script>',
  email: "o'brien+x@example.org",
  address: '"><img src=x onerror=alert(1)>',
  city: 'Costa & Mesa',
  state: "CA' onmouseover='x",
  zip: '<b>92660</b>',
  country: 'us',
}

const attribute = (html: string, text: string) => {
  const match = html.match(new RegExp(`<a [^>]*href="([^"]*)"[^>]*>${text}</a>`))
  return match?.[1]?.replaceAll('&amp;', '&')
}

describe('test checkout (no Stripe key, development)', () => {
  it('returns the URL of a local test checkout page showing the order', async () => {
    const body = validOrder(COLOR_PRODUCT_ID, 2, { selectedColor: 'Black' })
    const res = await post(dev.url, body)
    expect(res.status).toBe(200)
    const url = res.json.url as string
    expect(url).toMatch(new RegExp(`^${dev.base}/test-checkout/cs_test_[A-Za-z0-9]{40}$`))
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    expect(html).toContain(TEST_CHECKOUT_NOTICE)
    expect(html).toContain('Test checkout – no card will be charged')
    expect(html).toContain(getProduct(COLOR_PRODUCT_ID)!.name)
    expect(html).toMatch(/<dt>Colour<\/dt><dd>Black<\/dd>/)
    expect(html).toMatch(/<dt>Quantity<\/dt><dd>2<\/dd>/)
    expect(html).toContain(priceText(COLOR_PRODUCT_ID, 2))
    expect(html).toContain(SHIPPING.name)
    expect(html).toContain(SHIPPING.email)
    expect(html).toContain(`${SHIPPING.city}, ${SHIPPING.state} ${SHIPPING.zip}`)
    expect(html).toMatch(/<html lang="en">/)
    expect(html).toMatch(/<h1>Test checkout<\/h1>/)

    const id = url.split('/').at(-1)
    expect(html).toContain(
      `<form method="post" action="/test-checkout/${id}/pay"><button class="pay" type="submit">Pay</button></form>`,
    )
    expect(attribute(html, 'Cancel')).toBe(`${dev.base}/store/${COLOR_PRODUCT_ID}`)
  })

  it('escapes hostile shipping values in the page', async () => {
    const res = await post(dev.url, { ...validOrder('nad-patches'), shippingInfo: HOSTILE })
    expect(res.status).toBe(200)
    const html = await (await fetch(res.json.url as string)).text()
    const body = html.slice(html.indexOf('<body>'))
    expect(body).not.toContain('<script')
    expect(body).not.toContain('<img')
    expect(body).not.toContain('<b>')
    expect(body).not.toContain("' onmouseover")
    expect(body).toContain('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;')
    expect(body).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;')
    expect(body).toContain('Costa &amp; Mesa')
    expect(body).toContain('o&#39;brien+x@example.org')
    expect(body).toContain('&lt;b&gt;92660&lt;/b&gt;')
    expect(body).toContain('<br>US</address>')
  })

  it('gives a double submit the same test session, another order a new one', async () => {
    const first = await post(dev.url, validOrder('essential-oils', 1))
    const again = await post(dev.url, validOrder('essential-oils', 1))
    const other = await post(dev.url, validOrder('essential-oils', 2))
    expect(again.json.url).toBe(first.json.url)
    expect(other.json.url).not.toBe(first.json.url)
  })

  it('answers an unknown test checkout with a 404 page', async () => {
    const res = await fetch(`${dev.base}/test-checkout/cs_test_doesnotexist`)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('Test checkout not found')
    expect(html).toContain('href="/store"')
  })

  it('still validates orders before opening a test checkout', async () => {
    const res = await post(dev.url, { ...validOrder('nad-patches'), amount: 1 })
    expect(res.status).toBe(409)
  })
})

describe('the test checkout never reaches a public visitor', () => {
  const order = JSON.stringify(validOrder('nad-patches'))
  const send = (base: string, host: string) =>
    rawRequest(base, FUNCTION_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host },
      body: order,
    })

  it.each(['shop.example.test', 'www.practice.example:3000', '192.0.2.10', 'localhost.evil.example'])(
    'a request for the public host %s (no key) gets 503 "Payments are not configured"',
    async (host) => {
      const res = await send(dev.base, host)
      expect(res.status).toBe(503)
      expect(JSON.parse(res.body)).toEqual({ error: 'Payments are not configured' })
    },
  )

  it.each(['localhost:3000', '127.0.0.1', '[::1]:8080'])(
    'a loopback request for %s gets it',
    async (host) => {
      const res = await send(dev.base, host)
      expect(res.status).toBe(200)
      expect(JSON.parse(res.body).url).toMatch(/\/test-checkout\/cs_test_/)
    },
  )

  it('a forged "Host: localhost" from another address gets 503', async () => {
    const handler = createPaymentHandler(
      paymentConfigFromEnv(() => undefined, { production: false, testCheckout: createTestCheckoutStore() }),
    )
    const request = () =>
      new Request('http://localhost:3000/functions/v1/create-payment', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: order,
      })
    expect((await handler(request(), { address: '203.0.113.7' })).status).toBe(503)
    expect((await handler(request(), { address: '::ffff:203.0.113.7' })).status).toBe(503)
    expect((await handler(request())).status).toBe(503)
    expect((await handler(request(), { address: '::ffff:127.0.0.1' })).status).toBe(200)
  })

  it('with TEST_CHECKOUT_PUBLIC=1 any host gets it, linked under SITE_URL, never the Host sent', async () => {
    const site = 'https://preview.example.test'
    const preview = await startNodeHost({ TEST_CHECKOUT_PUBLIC: '1', SITE_URL: site })
    try {
      const res = await send(preview.base, 'evil.example')
      expect(res.status).toBe(200)
      expect(JSON.parse(res.body).url).toMatch(new RegExp(`^${site}/test-checkout/cs_test_\\w+$`))
    } finally {
      await preview.close()
    }
  })

  it('is off in production, whatever the host', async () => {
    const prod = await startNodeHost({ NODE_ENV: 'production' })
    try {
      expect((await post(prod.url, validOrder('nad-patches'))).status).toBe(503)
    } finally {
      await prod.close()
    }
    expect(() =>
      functions({ NODE_ENV: 'production', TEST_CHECKOUT_PUBLIC: '1', SITE_URL: 'https://x.test' }),
    ).toThrow('not allowed in production')
  })
})
