import { expect, test } from '@playwright/test'
import { PAYMENT_MESSAGES } from '#app/features/checkout/create-payment.ts'
import { practice } from '#core/config/practice.ts'
import { getProduct } from '#core/content/products.ts'
import { amountFromCents, SHIPPING_FIELD_LIMITS } from '#core/contracts/checkout.ts'
import { priceText, totalOf } from '#tests/support/prices.ts'
import {
  answerFunction,
  CHECKOUT_URL,
  expectToast,
  fillShipping,
  gate,
  purchaseButton,
  SHIPPING,
} from './checkout-support.ts'
import { waitForHydration } from './support.ts'

const blanket = getProduct('weighted-blanket')!
const pig = getProduct('squishy-pig-toy')!

test.describe('validation: shipping fields first, then the e-mail; nothing is sent', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/store/squishy-pig-toy')
    await waitForHydration(page)
  })

  test('an empty form: Missing Information, no request, no tab', async ({ page }) => {
    const requests = await answerFunction(page)
    await purchaseButton(page).click()
    await expectToast(page, 'Missing Information', 'Please fill in all shipping details before proceeding.', {
      destructive: true,
    })
    // The first empty field is marked and focused, so keyboard users land where to fix it.
    await expect(page.getByLabel('Full name', { exact: true })).toBeFocused()
    await expect(page.getByLabel('Full name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await page.waitForLoadState('networkidle') // a request, had one been sent, has been seen
    expect(requests).toHaveLength(0)
    expect(page.context().pages()).toHaveLength(1)
  })

  test('one field missing (or only spaces) still counts as missing; country is optional', async ({
    page,
  }) => {
    const requests = await answerFunction(page)
    await fillShipping(page, { ...SHIPPING, zip: '   ' })
    await purchaseButton(page).click()
    await expectToast(page, 'Missing Information', 'Please fill in all shipping details before proceeding.')
    await expect(page.getByLabel('ZIP / Postal code', { exact: true })).toBeFocused()
    await page.waitForLoadState('networkidle') // a request, had one been sent, has been seen
    expect(requests).toHaveLength(0)
  })

  test('missing fields are reported before a bad e-mail', async ({ page }) => {
    const requests = await answerFunction(page)
    await fillShipping(page, { ...SHIPPING, email: 'not-an-email', city: '' })
    await purchaseButton(page).click()
    await expectToast(page, 'Missing Information', 'Please fill in all shipping details before proceeding.')
    await expect(page.getByText('Invalid Email')).toHaveCount(0)
    expect(requests).toHaveLength(0)
  })

  // The last two passed the page's old "text@text.text" check and were then refused by the function.
  for (const email of [
    'alex',
    'alex@example',
    'alex@.org',
    '@example.org',
    'alex @example.org',
    'alex..r@example.org',
    'alex@example.c',
  ]) {
    test(`a bad e-mail "${email}": Invalid Email, no request`, async ({ page }) => {
      const requests = await answerFunction(page)
      await fillShipping(page, { ...SHIPPING, email })
      await purchaseButton(page).click()
      await expectToast(page, 'Invalid Email', 'Please enter a valid email address.', { destructive: true })
      await expect(page.getByLabel('Email', { exact: true })).toBeFocused()
      await page.waitForLoadState('networkidle') // a request, had one been sent, has been seen
      expect(requests).toHaveLength(0)
      expect(page.context().pages()).toHaveLength(1)
    })
  }
})

test.describe('the request body sent to create-payment', () => {
  test('a non-blanket order: quantity 3 at its price, no colour', async ({ page }) => {
    await page.goto('/store/squishy-pig-toy')
    await waitForHydration(page)
    const requests = await answerFunction(page)
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(page.getByText(priceText(pig.id, 3))).toBeVisible()
    await fillShipping(page, { ...SHIPPING, name: '  Alex Rivera  ' })
    const popup = page.context().waitForEvent('page')
    await purchaseButton(page).click()
    await popup
    await expect.poll(() => requests.length).toBe(1)
    expect(requests[0]!.body).toStrictEqual({
      productId: pig.id,
      quantity: 3,
      shippingInfo: SHIPPING,
      amount: amountFromCents(totalOf(pig.id, 3)),
    })
    expect(requests[0]!.headers['content-type']).toContain('application/json')
    if (practice.api.anonKey) {
      expect(requests[0]!.headers.apikey).toBe(practice.api.anonKey)
      expect(requests[0]!.headers.authorization).toBe(`Bearer ${practice.api.anonKey}`)
    } else {
      expect(requests[0]!.headers.apikey).toBeUndefined()
      expect(requests[0]!.headers.authorization).toBeUndefined()
    }
  })

  test('a blanket order carries the chosen colour and the total to the cent', async ({ page }) => {
    await page.goto('/store/weighted-blanket')
    await waitForHydration(page)
    const requests = await answerFunction(page)
    await page.getByRole('radio', { name: 'Black' }).check()
    await page.getByLabel('Quantity', { exact: true }).fill('2')
    await expect(page.getByText(priceText(blanket.id, 2))).toBeVisible()
    await fillShipping(page, { ...SHIPPING, country: 'CA' })
    const popup = page.context().waitForEvent('page')
    await purchaseButton(page).click()
    await popup
    await expect.poll(() => requests.length).toBe(1)
    expect(requests[0]!.body).toStrictEqual({
      productId: blanket.id,
      quantity: 2,
      selectedColor: 'Black',
      shippingInfo: { ...SHIPPING, country: 'CA' },
      amount: amountFromCents(totalOf(blanket.id, 2)),
    })
  })

  test('the blanket defaults to Navy Blue', async ({ page }) => {
    await page.goto('/store/weighted-blanket')
    await waitForHydration(page)
    const requests = await answerFunction(page)
    await fillShipping(page)
    await purchaseButton(page).click()
    await expect.poll(() => requests.length).toBe(1)
    expect(requests[0]!.body).toMatchObject({
      selectedColor: 'Navy Blue',
      quantity: 1,
      amount: blanket.price,
    })
  })
})

test.describe('success', () => {
  test('the checkout opens in a new tab, cut off from this one, with the toast', async ({ page }) => {
    await page.goto('/store/essential-oils')
    await waitForHydration(page)
    await answerFunction(page)
    await fillShipping(page)
    const popupPromise = page.context().waitForEvent('page')
    await purchaseButton(page).click()
    const popup = await popupPromise
    await popup.waitForURL(CHECKOUT_URL)
    await expect(popup.getByRole('heading', { name: 'Checkout' })).toBeVisible()
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    await expect(page.getByText('Redirecting to Payment')).toBeVisible()
    // Back to idle, on the same page with the form as it was.
    await expect(purchaseButton(page)).toBeEnabled()
    await expect(page).toHaveURL(/\/store\/essential-oils$/)
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(SHIPPING.email)
  })

  test('when no tab can be opened, this tab goes to the checkout', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null
    })
    await page.goto('/store/essential-oils')
    await waitForHydration(page)
    await answerFunction(page)
    await fillShipping(page)
    await purchaseButton(page).click()
    await page.waitForURL(CHECKOUT_URL)
  })

  test("'Processing...' with a spinner while the function is pending", async ({ page }) => {
    await page.goto('/store/magnetic-stones')
    await waitForHydration(page)
    const held = gate()
    await answerFunction(page, async (route) => {
      await held.wait
      await route.fulfill({ json: { url: CHECKOUT_URL } })
    })
    await fillShipping(page)
    const popup = page.context().waitForEvent('page')
    await purchaseButton(page).click()
    const busy = page.getByRole('button', { name: 'Processing...' })
    await expect(busy).toBeVisible()
    await expect(busy).toBeDisabled()
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(busy.locator('svg')).toBeVisible()
    await expect(purchaseButton(page)).toHaveCount(0)
    held.open()
    await (await popup).waitForURL(CHECKOUT_URL)
    await expect(purchaseButton(page)).toBeEnabled()
    await expect(page.getByRole('button', { name: 'Processing...' })).toHaveCount(0)
  })

  test('a double click sends one request and opens one tab', async ({ page }) => {
    await page.goto('/store/nad-patches')
    await waitForHydration(page)
    const held = gate()
    const requests = await answerFunction(page, async (route) => {
      await held.wait
      await route.fulfill({ json: { url: CHECKOUT_URL } })
    })
    await fillShipping(page)
    await purchaseButton(page).dblclick()
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeVisible()
    // Pressing Enter in a field while processing does not send another one either.
    await page.getByLabel('City', { exact: true }).press('Enter')
    held.open()
    await expect(page.getByText('Redirecting to Payment')).toBeVisible()
    expect(requests).toHaveLength(1)
    expect(page.context().pages()).toHaveLength(2)
  })
})

test.describe('every failed reply, shown as its own toast', () => {
  const cases = [
    {
      name: "the function's own error text",
      reply: { status: 400, json: { error: 'This product is not available in that quantity.' } },
      message: 'This product is not available in that quantity.',
    },
    {
      name: 'an error without a message',
      reply: { status: 500, body: 'Internal Server Error', contentType: 'text/plain' },
      message: 'Failed to create payment session',
    },
    {
      name: 'a reply without a url',
      reply: { status: 200, json: { id: 'cs_test_1' } },
      message: 'No checkout URL received',
    },
  ] as const

  for (const c of cases) {
    test(`Payment Error: ${c.name}`, async ({ page }) => {
      await page.goto('/store/impact-mvp')
      await waitForHydration(page)
      await answerFunction(page, (route) => route.fulfill(c.reply))
      await fillShipping(page)
      await page.getByRole('button', { name: 'Increase quantity' }).click()
      const popup = page.context().waitForEvent('page')
      await purchaseButton(page).click()
      await expectToast(page, 'Payment Error', c.message, { destructive: true })
      // The waiting tab is closed, the button is back, nothing typed is lost.
      const waitingTab = await popup
      await expect.poll(() => waitingTab.isClosed()).toBe(true)
      expect(page.context().pages()).toHaveLength(1)
      await expect(purchaseButton(page)).toBeEnabled()
      await expect(page.getByLabel('Full name', { exact: true })).toHaveValue(SHIPPING.name)
      await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('2')
      // The function's own words are about the order: fixed in the form, no other way to order offered.
      await expect(page.getByTestId('payment-unavailable')).toHaveCount(c.reply.status === 400 ? 0 : 1)
    })
  }

  test('Payment Error: the network fails', async ({ page }) => {
    await page.goto('/store/impact-mvp')
    await waitForHydration(page)
    await answerFunction(page, (route) => route.abort('connectionrefused'))
    await fillShipping(page)
    await purchaseButton(page).click()
    await expectToast(page, 'Payment Error', 'Failed to create payment session', { destructive: true })
    // The toast goes; the next step stays on the page: nothing charged, try again, or call or e-mail.
    const help = page.getByTestId('payment-unavailable')
    await expect(help).toBeVisible()
    await expect(help).toContainText('Failed to create payment session')
    await expect(help).toContainText(PAYMENT_MESSAGES.nextStep)
    await expect(help.getByRole('link', { name: practice.phone.display })).toHaveAttribute(
      'href',
      practice.phone.href,
    )
    await expect(help.getByRole('link', { name: practice.email })).toHaveAttribute(
      'href',
      `mailto:${practice.email}`,
    )
    // Trying again starts afresh: the note goes while the new attempt runs and stays away once it works.
    await answerFunction(page)
    await purchaseButton(page).click()
    await expect(help).toHaveCount(0)
  })

  test('Payment Error: a failure that is not an Error object', async ({ page }) => {
    // Something in the page (an extension, a polyfill) rejects with a plain string.
    await page.addInitScript(() => {
      const original = window.fetch
      window.fetch = (input, init) =>
        String(input instanceof Request ? input.url : input).includes('create-payment')
          ? Promise.reject('offline')
          : original(input, init)
    })
    await page.goto('/store/impact-mvp')
    await waitForHydration(page)
    await fillShipping(page)
    await purchaseButton(page).click()
    await expectToast(page, 'Payment Error', 'Something went wrong. Please try again.', { destructive: true })
    await expect(purchaseButton(page)).toBeEnabled()
  })

  test('after a failure the next attempt goes through', async ({ page }) => {
    await page.goto('/store/red-light-therapy')
    await waitForHydration(page)
    let calls = 0
    const requests = await answerFunction(page, (route) =>
      ++calls === 1
        ? route.fulfill({ status: 502, json: { error: 'Payment provider unavailable' } })
        : route.fulfill({ json: { url: CHECKOUT_URL } }),
    )
    await fillShipping(page)
    await purchaseButton(page).click()
    await expectToast(page, 'Payment Error', 'Payment provider unavailable')
    const popup = page.context().waitForEvent('page')
    await purchaseButton(page).click()
    await (await popup).waitForURL(CHECKOUT_URL)
    expect(requests).toHaveLength(2)
    expect(requests[1]!.body).toStrictEqual(requests[0]!.body)
    // The retry of the same attempt carries the same key: one session even if the first went through.
    expect(requests[0]!.headers['idempotency-key']).toMatch(/^checkout-[0-9a-f-]{36}$/)
    expect(requests[1]!.headers['idempotency-key']).toBe(requests[0]!.headers['idempotency-key'])
  })
})

test.describe('one checkout attempt, one key', () => {
  test('a later purchase of the same item, or a changed order after a failure, gets a new key', async ({
    page,
  }) => {
    await page.goto('/store/nad-patches')
    await waitForHydration(page)
    let calls = 0
    const requests = await answerFunction(page, (route) =>
      ++calls === 3
        ? route.fulfill({ status: 502, json: { error: 'Payment provider unavailable' } })
        : route.fulfill({ json: { url: CHECKOUT_URL } }),
    )
    await fillShipping(page)
    for (const expected of [1, 2]) {
      const popup = page.context().waitForEvent('page')
      await purchaseButton(page).click()
      // Closed only once the checkout is in it: a tab closed while it waits sends this page instead.
      const tab = await popup
      await tab.waitForURL(CHECKOUT_URL)
      await tab.close()
      await expect.poll(() => requests.length).toBe(expected)
      await expect(purchaseButton(page)).toBeEnabled()
    }
    await purchaseButton(page).click()
    await expectToast(page, 'Payment Error', 'Payment provider unavailable')
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    const popup = page.context().waitForEvent('page')
    await purchaseButton(page).click()
    await popup
    await expect.poll(() => requests.length).toBe(4)
    const keys = requests.map((r) => r.headers['idempotency-key'])
    expect(new Set(keys).size).toBe(4)
  })
})

test('each shipping input is limited to the length the function accepts', async ({ page }) => {
  await page.goto('/store/nad-patches')
  await waitForHydration(page)
  const labels = {
    name: 'Full name',
    email: 'Email',
    address: 'Street address',
    city: 'City',
    state: 'State / Province',
    zip: 'ZIP / Postal code',
  } as const
  for (const [field, label] of Object.entries(labels) as [keyof typeof labels, string][]) {
    const input = page.getByLabel(label, { exact: true })
    await expect(input).toHaveAttribute('maxlength', String(SHIPPING_FIELD_LIMITS[field]))
    await input.fill('x'.repeat(SHIPPING_FIELD_LIMITS[field] + 5))
    await expect(input).toHaveValue('x'.repeat(SHIPPING_FIELD_LIMITS[field]))
  }
})

test('the Country select looks like the other shipping fields: same text size, height, padding and border', async ({
  page,
}) => {
  await page.goto('/store/nad-patches')
  await waitForHydration(page)
  const look = (label: string) =>
    page.getByLabel(label, { exact: true }).evaluate((el) => {
      const s = getComputedStyle(el)
      return {
        fontSize: s.fontSize,
        height: Math.round(el.getBoundingClientRect().height),
        paddingLeft: s.paddingLeft,
        borderColor: s.borderColor,
        borderRadius: s.borderRadius,
        background: s.backgroundColor,
      }
    })
  // Chromium draws a native select at line-height: normal; the field gives it the inputs' height.
  expect(await look('Country')).toEqual(await look('ZIP / Postal code'))
})
