import { expect, type Page, test } from '@playwright/test'
import { ORDER_HEADINGS, ORDER_TEXT } from '#app/features/orders/order-confirmation.tsx'
import { RECHECK_DELAYS_MS } from '#app/features/orders/order-status.ts'
import { practice } from '#core/config/practice.ts'
import { openOrderStore } from '#functions/hosts/stores.ts'
import { E2E_DATABASE_URL, recordOrder } from './orders-support.ts'
import { mainTextAligns, waitForHydration } from './support.ts'

// The order confirmation page reads the order record through the order-status function of the
// test server (which has no SMTP_URL); the orders here are written straight into that server's
// store, as the webhook would. Each state has its own heading and only its own content.

const pageState = (page: Page) => page.getByTestId('order-page')

async function expectOnly(page: Page, state: keyof typeof ORDER_HEADINGS) {
  await expect(pageState(page)).toHaveAttribute('data-state', state)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ORDER_HEADINGS[state].title)
  // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees, not hidden nodes' text
  const text = await page.locator('main').innerText()
  for (const [other, { title }] of Object.entries(ORDER_HEADINGS)) {
    if (other !== state && other !== 'checking') expect(text).not.toContain(title)
  }
  return text
}

test('paid: the summary, and on a server without mail, that the confirmation was saved, not sent', async ({
  page,
}) => {
  const order = await recordOrder('paid')
  await page.goto(`/purchase-thank-you?session_id=${order.sessionId}`)
  await waitForHydration(page)
  const text = await expectOnly(page, 'paid')
  const status = page.getByTestId('order-status')
  await expect(status.getByRole('heading', { name: 'Order summary' })).toBeVisible()
  await expect(status.getByTestId('order-product')).toHaveText(order.productName)
  await expect(status.getByTestId('order-quantity')).toHaveText(String(order.quantity))
  await expect(status.getByTestId('order-total')).toHaveText('$599.98')
  await expect(status.getByTestId('order-email')).toHaveText(ORDER_TEXT.emailLocalFolder)
  await expect(page.getByText(ORDER_TEXT.paidIntro)).toBeVisible()
  await expect(page.getByText('Order confirmed')).toBeVisible()
  expect(text).toContain('What happens next')
  expect(text).not.toContain('Confirmation e-mail')
  expect(text).not.toContain('we e-mail you')
  expect(text).not.toContain('We could not find')
})

test('paid, where mail is set up: the confirmation and tracking e-mails are promised', async ({ page }) => {
  const order = await recordOrder('paid')
  // The answer a server with SMTP_URL gives (the e-mails themselves: tests/orders/webhook.test.ts).
  await page.route('**/functions/v1/order-status?**', async (route) => {
    const real = await route.fetch()
    await route.fulfill({ response: real, json: { ...(await real.json()), email: 'sent' } })
  })
  await page.goto(`/purchase-thank-you?session_id=${order.sessionId}`)
  await waitForHydration(page)
  const text = await expectOnly(page, 'paid')
  await expect(page.getByTestId('order-email')).toHaveText(ORDER_TEXT.emailSent)
  expect(text).toContain('Confirmation e-mail')
  expect(text).toContain('When it ships, we e-mail you the carrier and tracking number.')
})

test('processing: says the payment is being confirmed, re-checks, then shows it paid', async ({ page }) => {
  const order = await recordOrder('processing')
  const checks: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/functions/v1/order-status')) checks.push(r.url())
  })
  await page.goto(`/purchase-thank-you?session_id=${order.sessionId}`)
  await waitForHydration(page)
  await expectOnly(page, 'processing')
  await expect(page.getByText(ORDER_TEXT.processingRechecking)).toBeVisible()
  await expect(page.getByText(ORDER_TEXT.paidIntro)).toHaveCount(0)

  // The asynchronous payment succeeds: the next re-check shows the order paid.
  const store = await openOrderStore(E2E_DATABASE_URL)
  await store.apply(null, { sessionId: order.sessionId, status: 'paid' })
  await store.close()
  await expect(pageState(page)).toHaveAttribute('data-state', 'paid', { timeout: 15_000 })
  expect(checks.length).toBeGreaterThan(1)
})

test('processing that stays so: exactly five re-checks, 1.5, 3, 5, 8 and 12 s apart, then it stops and says to reload later', async ({
  page,
}) => {
  const order = await recordOrder('processing')
  // The page's clock is Playwright's: it flows until the first answer is due, then stands still and
  // moves only by runFor. Each call to order-status is counted in the page, at the page's own time,
  // the moment fetch is called (a timer that fires calls it in the same task).
  await page.clock.install()
  await page.addInitScript(() => {
    const w = window as unknown as { __orderStatusCalls: number[] }
    w.__orderStatusCalls = []
    const fetch = window.fetch.bind(window)
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/functions/v1/order-status'))
        w.__orderStatusCalls.push(Date.now())
      return fetch(input, init)
    }
  })
  const calls = () =>
    page.evaluate(() => (window as unknown as { __orderStatusCalls: number[] }).__orderStatusCalls)
  // The real answer from the test server, numbered in the product name so the test sees when the page
  // has taken in each one; the first is held until the clock stands still.
  let answers = 0
  let firstAsked!: () => void
  const asked = new Promise<void>((resolve) => (firstAsked = resolve))
  let releaseFirst!: () => void
  const released = new Promise<void>((resolve) => (releaseFirst = resolve))
  await page.route('**/functions/v1/order-status?**', async (route) => {
    const n = ++answers
    if (n === 1) {
      firstAsked()
      await released
    }
    const real = await route.fetch()
    await route.fulfill({ response: real, json: { ...(await real.json()), productName: `answer ${n}` } })
  })

  await page.goto(`/purchase-thank-you?session_id=${order.sessionId}`)
  await asked
  const pausedAt = (await page.evaluate(() => Date.now())) + 2000
  await page.clock.pauseAt(pausedAt)
  releaseFirst()
  const product = page.getByTestId('order-product')
  await expect(product).toHaveText('answer 1')
  await expectOnly(page, 'processing')
  await expect(page.getByText(ORDER_TEXT.processingRechecking)).toBeVisible()

  expect(RECHECK_DELAYS_MS).toHaveLength(5)
  for (const [i, delay] of RECHECK_DELAYS_MS.entries()) {
    await page.clock.runFor(delay - 1)
    expect(await calls(), `no re-check ${i + 1} before ${delay} ms`).toHaveLength(i + 1)
    await page.clock.runFor(1)
    expect(await calls(), `re-check ${i + 1} at ${delay} ms`).toHaveLength(i + 2)
    await expect(product).toHaveText(`answer ${i + 2}`)
  }
  // Re-checks at 1.5, 4.5, 9.5, 17.5 and 29.5 s after the first answer: "about 30 s" in all.
  expect((await calls()).slice(1).map((at) => at - pausedAt)).toEqual([1500, 4500, 9500, 17500, 29500])

  // Then it stops: the page says so, and ten more minutes bring no other call.
  await expectOnly(page, 'processing')
  await expect(page.getByText(ORDER_TEXT.processingSlow)).toBeVisible()
  await expect(page.getByText(ORDER_TEXT.processingRechecking)).toHaveCount(0)
  await page.clock.runFor(10 * 60_000)
  expect(await calls()).toHaveLength(6)
  expect(answers).toBe(6)
})

test('partially refunded: its own heading and the amount refunded', async ({ page }) => {
  const order = await recordOrder('paid')
  const store = await openOrderStore(E2E_DATABASE_URL)
  await store.apply(null, { sessionId: order.sessionId, status: 'partially_refunded', amountRefunded: 1500 })
  await store.close()
  await page.goto(`/purchase-thank-you?session_id=${order.sessionId}`)
  await waitForHydration(page)
  const text = await expectOnly(page, 'partially_refunded')
  await expect(page.getByTestId('order-refunded')).toHaveText('$15.00')
  expect(text).not.toContain('What happens next')
})

test('not found: the reference, an e-mail with it filled in, and a call button; nothing else', async ({
  page,
}) => {
  const reference = 'cs_test_NoSuchOrderAnywhere123'
  await page.goto(`/purchase-thank-you?session_id=${reference}`)
  await waitForHydration(page)
  const text = await expectOnly(page, 'not-found')
  await expect(page.getByTestId('order-reference')).toHaveText(reference)
  const mail = page.getByRole('link', { name: 'E-mail us about your order' })
  const href = (await mail.getAttribute('href'))!
  expect(href.startsWith(`mailto:${practice.email}?`)).toBe(true)
  const params = new URLSearchParams(href.slice(href.indexOf('?') + 1))
  expect(params.get('subject')).toBe(`Order ${reference}`)
  expect(params.get('body')).toContain(reference)
  // The page's own call button (the header has one too, from 1280 px).
  await expect(
    page.getByRole('main').getByRole('link', { name: `Call ${practice.phone.display}` }),
  ).toHaveAttribute('href', practice.phone.href)
  for (const claim of ['What happens next', 'Order summary', 'Shipping notes', ORDER_TEXT.paidIntro]) {
    expect(text).not.toContain(claim)
  }
  expect(text.match(/We could not find/g)).toHaveLength(2) // the heading, and the line under it
})

test('no reference: says so, with e-mail and call, and no order content', async ({ page }) => {
  await page.goto('/purchase-thank-you')
  await waitForHydration(page)
  const text = await expectOnly(page, 'no-reference')
  await expect(page.getByTestId('order-reference')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'E-mail us about your order' })).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: `Call ${practice.phone.display}` }),
  ).toBeVisible()
  expect(text).not.toContain('What happens next')
  // The thank-you page's pattern: a card holding the two ways to reach us, the store a text link
  // under it, the two buttons on one row at 1440.
  await page.setViewportSize({ width: 1440, height: 900 })
  const card = page.getByRole('region', { name: 'Your name and e-mail are enough' })
  const [mail, call] = [
    card.getByRole('link', { name: 'E-mail us about your order' }),
    card.getByRole('link', { name: `Call ${practice.phone.display}` }),
  ]
  const [m, c] = [(await mail.boundingBox())!, (await call.boundingBox())!]
  expect(Math.abs(m.y - c.y)).toBeLessThanOrEqual(1)
  const store = page.getByRole('main').getByRole('link', { name: 'Back to Store' })
  await expect(card.getByRole('link', { name: 'Back to Store' })).toHaveCount(0)
  const [s, cardBox] = [(await store.boundingBox())!, (await card.boundingBox())!]
  expect(s.y).toBeGreaterThan(cardBox.y + cardBox.height)
  expect(await store.evaluate((a) => getComputedStyle(a).backgroundColor)).toBe('rgba(0, 0, 0, 0)')
})

/**
 * Design notes, Pages at a moment of action: one thing per state, on one edge.
 * Every state on the opening's left edge, as the other one-message pages: under the quiet document
 * opening the cards and the row of buttons start where the title starts, at 375 and 1440 px. The
 * order record's answers are the test server's shape, served per state.
 */
test.describe("every state sits on the opening's left edge", () => {
  const SID = 'cs_test_AxisCheck0123456789'
  const answer = (status: string) => ({
    status,
    productName: 'Weighted Blanket',
    quantity: 1,
    total: 29999,
    currency: 'usd',
    amountRefunded: status === 'partially_refunded' ? 1500 : 0,
    shipped: false,
    email: 'none',
  })
  const states: [keyof typeof ORDER_HEADINGS, number | ReturnType<typeof answer> | null][] = [
    ['paid', answer('paid')],
    ['processing', answer('processing')],
    ['failed', answer('failed')],
    ['expired', answer('expired')],
    ['refunded', answer('refunded')],
    ['partially_refunded', answer('partially_refunded')],
    ['not-found', 404],
    ['unavailable', 503],
    ['no-reference', null],
  ]
  for (const width of [375, 1440])
    test(`${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const [state, reply] of states) {
        await page.unrouteAll()
        if (typeof reply === 'number')
          await page.route('**/functions/v1/order-status?**', (r) => r.fulfill({ status: reply, json: {} }))
        else if (reply) await page.route('**/functions/v1/order-status?**', (r) => r.fulfill({ json: reply }))
        await page.goto(reply === null ? '/purchase-thank-you' : `/purchase-thank-you?session_id=${SID}`)
        await expect(pageState(page), state).toHaveAttribute('data-state', state)
        const edges = await page.evaluate(() => {
          const left = (el: Element) => Math.round(el.getBoundingClientRect().left)
          return {
            title: left(document.querySelector('h1')!),
            blocks: [...document.querySelectorAll('[data-testid="order-page"] > *')].map(left),
            buttons: [...document.querySelectorAll('[data-testid="order-actions"]')].map(left),
          }
        })
        // The opening is the quiet document opening (no band), as on the thank-you and not-found pages.
        await expect(page.locator('[data-hero="document"]'), state).toHaveCount(1)
        for (const x of edges.blocks)
          expect(Math.abs(x - edges.title), `${state} at ${width} px`).toBeLessThanOrEqual(2)
        // A row of buttons in a card starts at the card's padding; on the page, at the title's edge.
        for (const x of edges.buttons)
          expect(x, `${state} at ${width} px`).toBeGreaterThanOrEqual(edges.title - 2)
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${state}: no sideways scroll`,
        ).toBeLessThanOrEqual(width)
      }
    })
})

test('no reference (a bookmark): reassures rather than reads as an error, promising only what holds for any configuration', async ({
  page,
}) => {
  await page.goto('/purchase-thank-you')
  await waitForHydration(page)
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1).toHaveText('Looking for your order?')
  // "The link you followed has no order reference, so there is no order to show" read as an error.
  await expect(h1).not.toHaveText(/not|no order|could not|error/i)
  await expect(page.getByText(ORDER_TEXT.noReference)).toBeVisible()
  expect(ORDER_TEXT.noReference).toMatch(/nothing is lost/i)
  // Plain words, not a system's ("this link does not name one").
  expect(ORDER_TEXT.noReference).not.toMatch(/does not name/)
  const card = page.getByRole('region', { name: 'Your name and e-mail are enough' })
  // The practice's callback days from content, as the contact and booking pages say them.
  await expect(card).toContainText(`Calls are returned ${practice.callbackDays}.`)
  // The pre-filled e-mail asks for what the card says is needed.
  const href = (await card.getByRole('link', { name: 'E-mail us about your order' }).getAttribute('href'))!
  const body = new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('body')!
  for (const field of ['Name:', 'E-mail used at checkout:', 'Date of the order:'])
    expect(body).toContain(field)
  // Nothing that depends on the owner's Stripe setting or on mail being set up: no receipt, no
  // confirmation e-mail promised (the page cannot know either without an order).
  // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees, not hidden nodes' text
  const text = await page.locator('main').innerText()
  expect(text).not.toMatch(/receipt|confirmation e-mail|on its way/i)
})

test('on a phone every state reads as one left-aligned column under the left-aligned hero', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const SID = 'cs_test_PhoneAxis0123456789'
  for (const [state, reply] of [
    ['no-reference', null],
    ['not-found', 404],
    ['unavailable', 503],
  ] as const) {
    await page.unrouteAll()
    if (reply)
      await page.route('**/functions/v1/order-status?**', (r) => r.fulfill({ status: reply, json: {} }))
    await page.goto(reply ? `/purchase-thank-you?session_id=${SID}` : '/purchase-thank-you')
    await expect(pageState(page)).toHaveAttribute('data-state', state)
    const aligns = await mainTextAligns(page)
    expect(
      aligns.filter((a) => a.align !== 'left'),
      state,
    ).toEqual([])
    // The card's icon on the words' edge, not centred above them.
    const card = page.locator('#order-reach').locator('..')
    const [icon, heading] = await Promise.all([
      card.locator('span').first().boundingBox(),
      page.locator('#order-reach').boundingBox(),
    ])
    expect(Math.abs(icon!.x - heading!.x), state).toBeLessThanOrEqual(1)
  }
})

test('where the page cannot show the order, the card under the hero does not repeat its heading', async ({
  page,
}) => {
  /** The words that carry meaning ("find", "order"): four letters or more, not "your" or "will". */
  const words = (text: string) =>
    new Set(
      (text.toLowerCase().match(/[a-z-]{4,}/g) ?? []).filter(
        (w) => !['your', 'will', 'with', 'this'].includes(w),
      ),
    )
  const SID = 'cs_test_a1B2c3D4e5F6g7H8i9J0'
  for (const [state, status] of [
    ['no-reference', null],
    ['not-found', 404],
    ['unavailable', 503],
  ] as const) {
    await page.unrouteAll()
    if (status) await page.route('**/functions/v1/order-status?**', (r) => r.fulfill({ status, json: {} }))
    await page.goto(status ? `/purchase-thank-you?session_id=${SID}` : '/purchase-thank-you')
    await expect(pageState(page)).toHaveAttribute('data-state', state)
    const h1 = (await page.getByRole('heading', { level: 1 }).textContent())!
    const h2 = (await page.locator('#order-reach').textContent())!
    // Not "Get in touch and we will find your order" over "We will find it for you".
    const shared = [...words(h2)].filter((w) => words(h1).has(w))
    expect(shared, `${state}: "${h1}" / "${h2}"`).toEqual([])
  }
})
