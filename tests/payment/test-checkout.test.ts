/** The built-in test checkout: `npm start` without a Stripe key, through the real Node host. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLOR_PRODUCT_ID, getProduct } from '#app/content/products.ts'
import { TEST_CHECKOUT_NOTICE } from '#server/test-checkout.ts'
import { type NodeHost, post, SHIPPING, startNodeHost, validOrder } from './support.ts'

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
    expect(html).toContain('$599.98')
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
