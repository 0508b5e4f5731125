/** SPEC §3–§9: entities, states, validation, calls, the error catalogue and the business constants. */
import { expect, type Page, type Request, type Route, test } from '@playwright/test'
import {
  CHECKOUT_URL,
  catalogue,
  dollars,
  expectToast,
  FUNCTION_ROUTE,
  fillShipping,
  frameHeight,
  notifications,
  open,
  podcasts,
  practice,
  product,
  purchaseButton,
  SHIPPING,
  serveFormHost,
} from './support.ts'

/** All text in <main>, including answers folded away in disclosures. */
async function mainText(page: Page): Promise<string> {
  return ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ')
}

/** Answers create-payment in the browser and records each request. */
async function answer(
  page: Page,
  reply: (route: Route) => Promise<void> = (route) => route.fulfill({ json: { url: CHECKOUT_URL } }),
): Promise<Request[]> {
  const seen: Request[] = []
  await page.route(FUNCTION_ROUTE, async (route, request) => {
    seen.push(request)
    await reply(route)
  })
  await page
    .context()
    .route('https://checkout.stripe.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checkout</title>' }),
    )
  return seen
}

const quantity = (page: Page) =>
  page
    .getByRole('form', { name: 'Purchase Details' })
    .getByRole('textbox', { name: 'Quantity' })
    .or(page.getByRole('spinbutton', { name: 'Quantity' }))

test('§3 Podcast appearance: four are listed, each with title, host and embed', async ({ page }) => {
  expect(podcasts).toHaveLength(4)
  await page.goto('/')
  const grid = page.getByRole('region', { name: 'Featured Podcast Appearances' })
  await expect(grid.getByRole('listitem')).toHaveCount(4)
})

test('§3 Product: the built-in catalogue holds the eight ids of the table', async ({ page }) => {
  expect(catalogue.map((p) => p.id).sort()).toEqual([
    'essential-oils',
    'impact-mvp',
    'magnetic-stones',
    'nad-patches',
    'pulsetto-device',
    'red-light-therapy',
    'squishy-pig-toy',
    'weighted-blanket',
  ])
  await page.goto('/store')
  for (const p of catalogue)
    await expect(page.getByRole('main').getByText(dollars(p.price)).first()).toBeVisible()
})

test('§3 Product: each category is Wellness, Sleep or Toys', async ({ page }) => {
  await page.goto('/store')
  for (const p of catalogue) expect(['Wellness', 'Sleep', 'Toys']).toContain(p.category)
})

test('§3 Shipping info: name, email, address, city, state, zip and country, US by default', async ({
  page,
}) => {
  await page.goto('/store/red-light-therapy')
  const form = page.getByRole('form', { name: 'Purchase Details' })
  for (const label of [/^Full name/, /^Email/, /address/i, /^City/, /^State/, /^ZIP/i])
    await expect(form.getByRole('textbox', { name: label })).toBeVisible()
  const country = form.getByRole('combobox', { name: /Country/ })
  await expect(country).toHaveValue('US')
})

test('§3 Purchase selection: quantity 1 by default; colour Navy Blue by default, or Black or White', async ({
  page,
}) => {
  await page.goto('/store/weighted-blanket')
  await expect(quantity(page)).toHaveValue('1')
  const colours = page.getByRole('form', { name: 'Purchase Details' }).getByRole('radio')
  await expect(colours).toHaveCount(3)
  for (const [i, name] of ['Navy Blue', 'Black', 'White'].entries())
    await expect(colours.nth(i)).toHaveAccessibleName(name)
  await expect(colours.first()).toBeChecked()
})

test('§4 Mobile menu: opened by Menu, closed by Close', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await open(page, '/')
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' })
  await menuButton.click()
  await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('navigation', { name: /mobile|menu/i })).toBeHidden()
})

/** The colour scheme the page is drawn in. */
const scheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)

test('§4 Theme: light, dark or system, kept in local storage and restored on load', async ({ page }) => {
  await open(page, '/')
  const choice = page.getByRole('contentinfo').getByRole('group', { name: /theme/i })
  await choice.getByText('Dark', { exact: true }).click()
  await expect.poll(() => scheme(page)).toBe('dark')
  await page.reload()
  await expect.poll(() => scheme(page)).toBe('dark')
  await expect(page.getByRole('contentinfo').getByRole('radio', { name: 'Dark' })).toBeChecked()
  await choice.getByText('System', { exact: true }).click()
  await expect(page.getByRole('contentinfo').getByRole('radio', { name: 'System' })).toBeChecked()
  await choice.getByText('Light', { exact: true }).click()
  await expect.poll(() => scheme(page)).toBe('light')
})

test('§4 Theme: the header toggle switches between dark and light', async ({ page }) => {
  await open(page, '/')
  await page.getByRole('banner').getByRole('button', { name: /theme/i }).click()
  await expect.poll(() => scheme(page)).toBe('dark')
  await page.getByRole('banner').getByRole('button', { name: /theme/i }).click()
  await expect.poll(() => scheme(page)).toBe('light')
})

test('§4 Theme: under system, the operating system’s dark preference decides', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' })
  await context.addInitScript(() => localStorage.setItem('theme', 'system'))
  const page = await context.newPage()
  await page.goto('/')
  await expect.poll(() => scheme(page)).toBe('dark')
  await context.close()
  const light = await browser.newContext({ colorScheme: 'light' })
  await light.addInitScript(() => localStorage.setItem('theme', 'system'))
  const lightPage = await light.newPage()
  await lightPage.goto('/')
  await expect.poll(() => scheme(lightPage)).toBe('light')
  await light.close()
})

test('§4 Theme: a first visit is light, whatever the system prefers', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' })
  const page = await context.newPage()
  await page.goto('/')
  await expect.poll(() => scheme(page)).toBe('light')
  await context.close()
})

test('§4 Checkout: idle to processing (button disabled, ‘Processing...’), back to idle, a new tab and ‘Redirecting to Payment’', async ({
  page,
}) => {
  await open(page, '/store/red-light-therapy')
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await answer(page, async (route) => {
    await held
    await route.fulfill({ json: { url: CHECKOUT_URL } })
  })
  await fillShipping(page)
  const popup = page.context().waitForEvent('page')
  await purchaseButton(page).click()
  await expect(purchaseButton(page)).toHaveAccessibleName(/Processing\.\.\./)
  await expect(purchaseButton(page)).toBeDisabled()
  release()
  const tab = await popup
  await expect(tab).toHaveURL(CHECKOUT_URL)
  await expect(notifications(page)).toContainText('Redirecting to Payment')
  await expect(page.getByRole('button', { name: 'Purchase Now with Stripe' })).toBeEnabled()
})

test('§4 Newsletter (departure): a valid address is sent to the double opt-in list; a success toast and the field resets', async ({
  page,
}) => {
  const sent: string[] = []
  await page.route(
    (url) => url.pathname.includes('newsletter') && !url.pathname.startsWith('/newsletter/'),
    async (route, request) => {
      if (request.method() !== 'POST') return route.continue()
      sent.push(request.postData() ?? '')
      await route.fulfill({ json: { email: 'sent' } })
    },
  )
  await open(page, '/blog')
  const form = page.getByRole('form', { name: /newsletter/i })
  await form.getByRole('textbox').fill('reader@example.org')
  await form.getByRole('button', { name: /Subscribe/ }).click()
  await expect(notifications(page).getByRole('listitem').first()).toBeVisible()
  await expect(notifications(page).getByRole('listitem').first()).toHaveAttribute('data-type', 'success')
  await expect(form.getByRole('textbox')).toHaveValue('')
  expect(sent.join()).toContain('reader@example.org')
})

test('§4 Toasts: auto-dismissed after 4000 ms', async ({ page }) => {
  await page.clock.install()
  await open(page, '/store/red-light-therapy')
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await purchaseButton(page).click()
  const toast = notifications(page).getByRole('listitem').filter({ hasText: 'Missing Information' })
  // The page's time moves only in 20 ms steps until the toast is there.
  let shown = 0
  while ((await toast.count()) === 0 && shown < 2000) {
    await page.clock.runFor(20)
    shown += 20
  }
  await expect(toast).toBeVisible()
  await page.clock.runFor(3800)
  await expect(toast).toBeVisible()
  await page.clock.runFor(800)
  await expect(toast).toBeHidden()
})

test('§4 Product gallery: the selected image starts as the first and changes on thumbnail click', async ({
  page,
}) => {
  const p = product('red-light-therapy')
  await open(page, `/store/${p.id}`)
  const thumbs = page.getByRole('main').getByRole('button', { name: /image/i })
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true')
  await thumbs.last().click()
  await expect(thumbs.last()).toHaveAttribute('aria-pressed', 'true')
})

test('§5 Checkout: an empty shipping field stops the payment with ‘Missing Information’; country is optional', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await open(page, '/store/red-light-therapy')
  const requests = await answer(page)
  for (const field of ['name', 'email', 'address', 'city', 'state', 'zip'] as const) {
    await fillShipping(page, { ...SHIPPING, [field]: '' })
    await purchaseButton(page).click()
    await expectToast(page, 'Missing Information', 'Please fill in all shipping details before proceeding.', {
      destructive: true,
    })
  }
  expect(requests).toHaveLength(0)
})

test('§5 Checkout: a bad email gives ‘Invalid Email’, after the empty-field check', async ({ page }) => {
  await open(page, '/store/red-light-therapy')
  const requests = await answer(page)
  await fillShipping(page, { ...SHIPPING, email: 'not-an-email', city: '' })
  await purchaseButton(page).click()
  await expectToast(page, 'Missing Information', 'Please fill in all shipping details before proceeding.')
  await expect(notifications(page).getByText('Invalid Email')).toHaveCount(0)
  await fillShipping(page, { ...SHIPPING, email: 'not-an-email' })
  await purchaseButton(page).click()
  await expectToast(page, 'Invalid Email', 'Please enter a valid email address.')
  expect(requests).toHaveLength(0)
})

test('§5 Quantity: minimum 1, the minus button disabled at 1, non-numeric input falls back to 1, no maximum shown', async ({
  page,
}) => {
  await open(page, '/store/red-light-therapy')
  const form = page.getByRole('form', { name: 'Purchase Details' })
  const minus = form.getByRole('button', { name: 'Decrease quantity' })
  await expect(minus).toBeDisabled()
  await form.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(quantity(page)).toHaveValue('2')
  await expect(minus).toBeEnabled()
  await minus.click()
  await expect(quantity(page)).toHaveValue('1')
  await quantity(page).fill('abc')
  await quantity(page).blur()
  await expect(quantity(page)).toHaveValue('1')
  await expect(quantity(page)).not.toHaveAttribute('max', /.*/)
  await quantity(page).fill('0')
  await quantity(page).blur()
  await expect(quantity(page)).toHaveValue('1')
})

test('§5 Newsletter: an invalid email shows ‘Please enter a valid email address.’', async ({ page }) => {
  await open(page, '/blog')
  const form = page.getByRole('form', { name: /newsletter/i })
  await form.getByRole('textbox').fill('not-an-email')
  await form.getByRole('button', { name: /Subscribe/ }).click()
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible()
})

test('§6 Roles: every page is public and purchasing needs no sign-in', async ({ page }) => {
  await open(page, '/store/red-light-therapy')
  const requests = await answer(page)
  await fillShipping(page)
  const popup = page.context().waitForEvent('page')
  await purchaseButton(page).click()
  await popup
  expect(requests).toHaveLength(1)
})

test('§7 Create payment: a POST to the create-payment function with productId, quantity, shippingInfo and amount', async ({
  page,
}) => {
  const p = product('red-light-therapy')
  await open(page, `/store/${p.id}`)
  const requests = await answer(page)
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await fillShipping(page)
  const popup = page.context().waitForEvent('page')
  await purchaseButton(page).click()
  await popup
  expect(requests).toHaveLength(1)
  expect(requests[0]!.method()).toBe('POST')
  expect(new URL(requests[0]!.url()).pathname).toMatch(/\/create-payment$/)
  expect(requests[0]!.postDataJSON()).toStrictEqual({
    productId: p.id,
    quantity: 3,
    shippingInfo: SHIPPING,
    amount: Math.round(p.price * 3 * 100) / 100,
  })
})

test('§7 Create payment: selectedColor only for the weighted blanket', async ({ page }) => {
  const p = product('weighted-blanket')
  await open(page, `/store/${p.id}`)
  const requests = await answer(page)
  await page.getByRole('radio', { name: 'White' }).check()
  await fillShipping(page)
  const popup = page.context().waitForEvent('page')
  await purchaseButton(page).click()
  await popup
  expect(requests[0]!.postDataJSON()).toMatchObject({
    productId: p.id,
    quantity: 1,
    selectedColor: 'White',
    amount: p.price,
  })
})

test('§7 Create payment: on a url the checkout opens in a new browser tab', async ({ page }) => {
  await open(page, '/store/red-light-therapy')
  await answer(page)
  await fillShipping(page)
  const popup = page.context().waitForEvent('page')
  await purchaseButton(page).click()
  await expect(await popup).toHaveURL(CHECKOUT_URL)
  expect(page.url()).toContain('/store/red-light-therapy')
})

test('§7 Embeds: the form iframes load from the third-party form service', async ({ page }) => {
  const host = new URL(practice.forms.contact.url).host
  for (const [path, form] of [
    ['/contact', practice.forms.contact],
    ['/about', practice.forms.bookWaitlist],
    ['/retreats', practice.forms.retreatsWaitlist],
    ['/anxiety-annihilated-contest', practice.forms.giveaway],
  ] as const) {
    await serveFormHost(page)
    await open(page, path)
    const frame = page.getByTitle(form.title)
    await frame.scrollIntoViewIfNeeded()
    await expect(frame, path).toHaveAttribute('src', form.url)
    expect(new URL(form.url).host).toBe(host)
  }
})

test('§7 Embeds: with the provider’s form-embed script', async ({ page }) => {
  await serveFormHost(page)
  await open(page, '/contact')
  const host = new URL(practice.forms.contact.url).hostname.split('.').slice(-2).join('.')
  const scripts = () =>
    page.locator('script[src]').evaluateAll((s) => s.map((e) => e.getAttribute('src') ?? ''))
  await expect
    .poll(async () => (await scripts()).some((src) => src.includes('form_embed') || src.includes(host)))
    .toBe(true)
})

/** A form embed's height, in its attribute and as drawn, once the provider's frame has loaded. */
async function embedHeight(page: Page, path: string, form: keyof typeof practice.forms): Promise<number> {
  await serveFormHost(page)
  await open(page, path)
  const frame = page.getByTitle(practice.forms[form].title)
  await frame.scrollIntoViewIfNeeded()
  await expect(frame).toBeVisible()
  const attribute = Number(await frame.getAttribute('height'))
  const drawn = await frameHeight(frame)
  expect(drawn, 'drawn as high as its height attribute').toBe(attribute)
  return drawn
}

test('§7 Embeds: the contact form is 577 px high', async ({ page }) => {
  expect(await embedHeight(page, '/contact', 'contact')).toBe(577)
})

test('§7 Embeds: the book waiting-list form is 402 px high', async ({ page }) => {
  expect(await embedHeight(page, '/about', 'bookWaitlist')).toBe(402)
})

test('§7 Embeds: the retreats waiting-list form is 432 px high', async ({ page }) => {
  expect(await embedHeight(page, '/retreats', 'retreatsWaitlist')).toBe(432)
})

test('§7 Embeds: the giveaway entry form is 432 px high', async ({ page }) => {
  expect(await embedHeight(page, '/anxiety-annihilated-contest', 'giveaway')).toBe(432)
})

test('§8 Errors: the function returns an error, ‘Payment Error’ with its message, back to idle', async ({
  page,
}) => {
  await open(page, '/store/red-light-therapy')
  await answer(page, (route) =>
    route.fulfill({ status: 400, json: { error: 'Card declined for this test' } }),
  )
  await fillShipping(page)
  await purchaseButton(page).click()
  await expectToast(page, 'Payment Error', 'Card declined for this test', { destructive: true })
  await expect(page.getByRole('button', { name: 'Purchase Now with Stripe' })).toBeEnabled()
})

test('§8 Errors: an error without a message, ‘Failed to create payment session’', async ({ page }) => {
  await open(page, '/store/red-light-therapy')
  await answer(page, (route) => route.fulfill({ status: 500, json: {} }))
  await fillShipping(page)
  await purchaseButton(page).click()
  await expectToast(page, 'Payment Error', 'Failed to create payment session', { destructive: true })
})

test('§8 Errors: a response without url, ‘No checkout URL received’', async ({ page }) => {
  await open(page, '/store/red-light-therapy')
  await answer(page, (route) => route.fulfill({ json: { sessionId: 'cs_x' } }))
  await fillShipping(page)
  await purchaseButton(page).click()
  await expectToast(page, 'Payment Error', 'No checkout URL received', { destructive: true })
  expect(page.context().pages()).toHaveLength(1)
})

test('§8 Errors: a failure that is not an Error object, ‘Something went wrong. Please try again.’', async ({
  page,
}) => {
  await open(page, '/store/red-light-therapy')
  await answer(page, (route) => route.abort('failed'))
  await fillShipping(page)
  await purchaseButton(page).click()
  await expectToast(
    page,
    'Payment Error',
    /Something went wrong\. Please try again\.|Failed to create payment session/ as unknown as string,
    {
      destructive: true,
    },
  )
  await expect(page.getByRole('button', { name: 'Purchase Now with Stripe' })).toBeEnabled()
})

test('§9 Commerce: price with 2 decimals, total equals price times quantity', async ({ page }) => {
  const p = product('essential-oils')
  await open(page, `/store/${p.id}`)
  const form = page.getByRole('form', { name: 'Purchase Details' })
  await expect(form.getByRole('status').filter({ hasText: 'Total' })).toContainText(dollars(p.price))
  await quantity(page).fill('4')
  await quantity(page).blur()
  await expect(form.getByRole('status').filter({ hasText: 'Total' })).toContainText(
    dollars(Math.round(p.price * 400) / 100),
  )
})

test('§9 Commerce: standard shipping is 5-7 business days', async ({ page }) => {
  await page.goto('/store/red-light-therapy')
  await expect(page.getByRole('main')).toContainText('5-7 business days')
})

test('§9 Practice claims: over 25 years of experience since 1997, a track record since 2005, 40 years of youth work', async ({
  page,
}) => {
  await page.goto('/about')
  const text = await mainText(page)
  expect(text).toMatch(/Over \d+ years of experience/)
  expect(text).toContain('since 1997')
  expect(text).toContain('since 2005')
  expect(text).toMatch(/\d+ years of youth work/)
})

test('§9 Practice claims: EMDR since 2011, 87% of clients improve within 8 sessions, 9 Best Therapist recognitions', async ({
  page,
}) => {
  await page.goto('/services/emdr-therapy')
  const text = await mainText(page)
  expect(text).toContain('since 2011')
  expect(text).toContain('87% of clients improve within 8 sessions')
  expect(text).toMatch(/9x Best Newport Beach Therapist|9 .Best Therapist. recognitions/)
})

test('§9 Practice claims: mediator certified since 2002; free consultation 15 minutes', async ({ page }) => {
  await page.goto('/about')
  const text = await mainText(page)
  expect(text).toMatch(/Mediator \(since 2002\)|mediator since 2002|certified mediator the same year/i)
  expect(text).toContain('15-minute')
})

test('§9 Practice claims: the hypnotherapy phobia protocol of 5 sessions; the dentaphobia recording nightly for 2 weeks', async ({
  page,
}) => {
  await page.goto('/services/hypnotherapy')
  expect(await mainText(page)).toMatch(
    /5 sessions: sessions 1-2 for assessment, 3-4 for hypnotic work, and session 5 for integration and your custom recording/,
  )
  await page.goto('/services/dentaphobia-treatment')
  expect(await mainText(page)).toContain('nightly for 2 weeks')
})

test('§9 Practice claims: relationship sessions 45-90 minutes, a walk session 45 minutes, workshops two hours to two days', async ({
  page,
}) => {
  await page.goto('/services/relationship-counseling')
  expect(await mainText(page)).toContain('45-90 minutes')
  await page.goto('/services/walk-talk-therapy')
  expect(await mainText(page)).toMatch(/45-minute|45 minutes/)
  await page.goto('/services/anxiety-therapy')
  expect(await mainText(page)).toContain('two hours to two days')
})

test('§9 Practice claims: high sensitivity 20% of the population; performance anxiety results in 5 sessions or less', async ({
  page,
}) => {
  await page.goto('/services/hsp-counseling')
  expect(await mainText(page)).toContain('20% of the population')
  await page.goto('/services/performance-anxiety')
  expect(await mainText(page)).toContain('5 sessions or less')
})

test('§9 Interface: toasts bottom-right, Alt+T reaches them, 356 px wide, 32 px from the edges', async ({
  page,
}) => {
  await open(page, '/store/red-light-therapy')
  await purchaseButton(page).click()
  const region = notifications(page)
  await expect(region).toHaveAccessibleName(/alt\+T/i)
  const toast = region.getByRole('listitem').first()
  await expect(toast).toBeVisible()
  const viewport = page.viewportSize()!
  // Measured once the toast has come to rest.
  await expect
    .poll(async () => {
      const box = await toast.boundingBox()
      return (
        box && [
          Math.round(box.width),
          Math.round(viewport.width - box.x - box.width),
          Math.round(viewport.height - box.y - box.height),
        ]
      )
    })
    .toEqual([356, 32, 32])
  await page.keyboard.press('Alt+KeyT')
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('section[aria-label]')))
    .toBe(true)
})
