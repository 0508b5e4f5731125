/** SPEC §2: the Wellness Store and the product detail with checkout. */
import { expect, test } from '@playwright/test'
import { catalogue, dollars, expectTexts, open, practice, product } from './support.ts'

const cards = (page: import('@playwright/test').Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /View Details/ }) })

test('§2 Store: titled ‘Wellness Store’ with a grid of 8 product cards', async ({ page }) => {
  await page.goto('/store')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wellness Store')
  await expect(cards(page)).toHaveCount(catalogue.length)
  expect(catalogue).toHaveLength(8)
})

test('§2 Store: each card shows an image, the name and the short description', async ({ page }) => {
  await page.goto('/store')
  for (const p of catalogue) {
    const card = cards(page).filter({ has: page.getByRole('heading', { name: p.name, exact: true }) })
    await expect(card.getByRole('img').first()).toBeVisible()
    await expect(card).toContainText(p.shortDescription)
  }
})

test('§2 Store: each card shows a category badge', async ({ page }) => {
  await page.goto('/store')
  for (const p of catalogue) {
    const card = cards(page).filter({ has: page.getByRole('heading', { name: p.name, exact: true }) })
    await expect(card.getByText(p.category, { exact: true }), p.id).toBeVisible()
  }
})

test('§2 Store: each card has a ‘View Details’ button', async ({ page }) => {
  await page.goto('/store')
  for (const p of catalogue) {
    const card = cards(page).filter({ has: page.getByRole('heading', { name: p.name, exact: true }) })
    await expect(card.getByRole('link', { name: /^View Details/ })).toBeVisible()
  }
})

test('§2 Store: with an affiliate link, ‘View Details’ opens it in a new tab; otherwise it goes to /store/{id}', async ({
  page,
}) => {
  await page.goto('/store')
  for (const p of catalogue) {
    const card = cards(page).filter({ has: page.getByRole('heading', { name: p.name, exact: true }) })
    const details = card.getByRole('link', { name: /^View Details/ })
    if (p.affiliateLink) {
      await expect(details, p.id).toHaveAttribute('href', p.affiliateLink)
      await expect(details, p.id).toHaveAttribute('target', '_blank')
    } else {
      await expect(details, p.id).toHaveAttribute('href', `/store/${p.id}`)
      await expect(details, p.id).not.toHaveAttribute('target', '_blank')
    }
  }
})

test('§2 Store: only red-light-therapy has no affiliate link', async ({ page }) => {
  await page.goto('/store')
  for (const p of catalogue) {
    const card = cards(page).filter({ has: page.getByRole('heading', { name: p.name, exact: true }) })
    const details = card.getByRole('link', { name: /^View Details/ })
    if (p.id === 'red-light-therapy') {
      await expect(details).toHaveAttribute('href', '/store/red-light-therapy')
    } else {
      await expect(details, p.id).toHaveAttribute('target', '_blank')
      await expect(details, p.id).toHaveAttribute('href', /^https?:\/\//)
    }
  }
})

test('§2 Store: the footer blurb mentions premium quality, fast shipping and secure payment via a card payment provider', async ({
  page,
}) => {
  await page.goto('/store')
  await expectTexts(page.getByRole('main'), [
    /premium quality/i,
    /fast shipping/i,
    /secure payment/i,
    practice.paymentProvider,
  ])
})

test('§2 Product detail: every catalogue id is looked up and shown', async ({ page }) => {
  for (const p of catalogue) {
    await page.goto(`/store/${p.id}`)
    await expect(page.getByRole('heading', { level: 1 }), p.id).toHaveText(p.name)
  }
})

test('§2 Product detail: an unknown id shows ‘Product Not Found’ and a ‘Back to Store’ link to /store', async ({
  page,
}) => {
  await page.goto('/store/no-such-product')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found')
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Store' })).toHaveAttribute(
    'href',
    '/store',
  )
})

test('§2 Product detail: a link back to /store', async ({ page }) => {
  for (const p of catalogue) {
    await page.goto(`/store/${p.id}`)
    await expect(page.getByRole('main').locator('a[href="/store"]').first(), p.id).toBeVisible()
  }
})

test('§2 Product detail: a gallery with a main image and clickable thumbnails, the first selected by default', async ({
  page,
}) => {
  const p = product('weighted-blanket')
  await open(page, `/store/${p.id}`)
  const thumbs = page.getByRole('main').getByRole('button', { name: /image/i })
  await expect(thumbs).toHaveCount(p.images.length)
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true')
  const main = page.getByRole('main').getByRole('img').first()
  const first = await main.getAttribute('alt')
  await thumbs.nth(1).click()
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true')
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'false')
  await expect(main).not.toHaveAttribute('alt', first ?? '')
})

test('§2 Product detail: a category badge, the name, the price to two decimals and the long description', async ({
  page,
}) => {
  for (const p of catalogue) {
    await page.goto(`/store/${p.id}`)
    const main = page.getByRole('main')
    await expect(main.getByText(p.category, { exact: true }).first(), p.id).toBeVisible()
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(p.name)
    await expect(main.getByText(dollars(p.price), { exact: true }).first(), p.id).toBeVisible()
    const paragraphs = Array.isArray(p.longDescription) ? p.longDescription : [p.longDescription]
    await expectTexts(
      main,
      paragraphs.map((t) => t.replace(/\s+/g, ' ').trim()),
    )
  }
})

test('§2 Product detail: red-light-therapy only has the long article on mood, seasonal depression and anxiety', async ({
  page,
}) => {
  await page.goto('/store/red-light-therapy')
  const main = page.getByRole('main')
  await expectTexts(main, [/mood/i, /seasonal depression/i, /anxiety/i])
  await expectTexts(main, [/does not replace professional care/i, '10-15 minutes a session'])
  await page.goto('/store/weighted-blanket')
  await expect(page.getByText(/seasonal depression/i)).toHaveCount(0)
})

test('§2 Product detail: a Key Features list', async ({ page }) => {
  for (const p of catalogue) {
    await page.goto(`/store/${p.id}`)
    const heading = page.getByRole('heading', { name: 'Key Features' })
    await expect(heading, p.id).toBeVisible()
    for (const feature of p.features)
      await expect(page.getByRole('listitem').filter({ hasText: feature }).first(), p.id).toBeVisible()
  }
})

test('§2 Product detail: a Purchase Details card on every product page', async ({ page }) => {
  for (const p of catalogue) {
    await page.goto(`/store/${p.id}`)
    const form = page.getByRole('form', { name: 'Purchase Details' })
    await expect(form, p.id).toBeVisible()
    await expect(form.getByRole('button', { name: 'Decrease quantity' }), p.id).toBeVisible()
    await expect(form.getByRole('button', { name: 'Increase quantity' }), p.id).toBeVisible()
    await expect(form.getByRole('group', { name: /Shipping/ }), p.id).toBeVisible()
    await expect(form.getByText(/Total/).first(), p.id).toBeVisible()
    await expect(form.getByRole('button', { name: 'Purchase Now with Stripe' }), p.id).toBeVisible()
  }
})

test('§2 Product detail: a colour choice for the weighted blanket only', async ({ page }) => {
  for (const p of catalogue) {
    await page.goto(`/store/${p.id}`)
    const colour = page
      .getByRole('form', { name: 'Purchase Details' })
      .getByRole('radiogroup', { name: /Colou?r/ })
    const group = page.getByRole('form', { name: 'Purchase Details' }).getByRole('group', { name: /Colou?r/ })
    await expect(colour.or(group), p.id).toHaveCount(p.id === 'weighted-blanket' ? 1 : 0)
  }
})

test('§2 Product detail: the button reads ‘Processing...’ with a spinner while the request is in flight', async ({
  page,
}) => {
  const { fillShipping, FUNCTION_ROUTE, CHECKOUT_URL } = await import('./support.ts')
  await open(page, '/store/squishy-pig-toy')
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(FUNCTION_ROUTE, async (route) => {
    await held
    await route.fulfill({ json: { url: CHECKOUT_URL } })
  })
  await page
    .context()
    .route('https://checkout.stripe.test/**', (route) => route.fulfill({ body: 'checkout' }))
  await fillShipping(page)
  await page.getByRole('button', { name: 'Purchase Now with Stripe' }).click()
  const busy = page.getByRole('button', { name: /Processing\.\.\./ })
  await expect(busy).toBeVisible()
  await expect(busy).toBeDisabled()
  await expect(busy.locator('svg, [role="progressbar"], [role="status"]').first()).toBeAttached()
  release()
  await expect(page.getByRole('button', { name: 'Purchase Now with Stripe' })).toBeEnabled()
})

test('§2 Product detail: a footnote says secure payment processing is provided by a card payment provider', async ({
  page,
}) => {
  for (const p of catalogue) {
    await page.goto(`/store/${p.id}`)
    await expectTexts(page.getByRole('main'), [
      `Secure payment processing is provided by ${practice.paymentProvider}`,
    ])
  }
})

test('§2 Product detail: the weighted blanket has a 14-day money-back guarantee, 15 lbs, 42x72 inches', async ({
  page,
}) => {
  await page.goto('/store/weighted-blanket')
  await expectTexts(page.getByRole('main'), ['14-day money-back guarantee', '15 lbs', '42x72 inches'])
})

test('§2 Store (departure): the affiliate disclosure stands beside the partner links', async ({ page }) => {
  await page.goto('/store')
  const disclosure = (practice as unknown as { affiliateDisclosure: string }).affiliateDisclosure
  await expect(page.getByRole('main').getByText(disclosure.slice(0, 40)).first()).toBeVisible()
})
