import { expect, test } from '@playwright/test'
import { ORDER_HEADINGS, ORDER_TEXT } from '#app/features/orders/order-confirmation.tsx'
import { storeSettings } from '#core/content/store-settings.ts'
import { waitForHydration } from './support.ts'

test('the order page is prerendered as "checking": no claim, no other state\'s content', async ({
  request,
}) => {
  const html = await (await request.get('/purchase-thank-you')).text()
  // The h1's text, whatever inline element carries it.
  expect(html).toMatch(new RegExp(`<h1[^>]*>(?:<[^>]+>)*${ORDER_HEADINGS.checking.title}(?:</[^>]+>)*</h1>`))
  expect(html).toContain(ORDER_TEXT.checking)
  expect(html).toContain('href="/store"')
  for (const state of ['paid', 'not-found', 'no-reference'] as const)
    expect(html).not.toContain(ORDER_HEADINGS[state].title)
  expect(html).not.toContain('What happens next')
  expect(html).not.toContain('Order Reference')
  // Nothing claims a payment before the order record has been read.
  expect(html).not.toContain('Your payment went through')
})

test('with session_id: the Order Reference on a direct load', async ({ page }) => {
  await page.goto('/purchase-thank-you?session_id=cs_test_a1b2c3')
  await waitForHydration(page)
  const reference = page.getByRole('region', { name: 'Order Reference' })
  await expect(reference).toBeVisible()
  await expect(reference.getByTestId('order-reference')).toHaveText('cs_test_a1b2c3')
  // No order was recorded under this reference.
  await expect(page.getByTestId('order-page')).toHaveAttribute('data-state', 'not-found')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ORDER_HEADINGS['not-found'].title)
})

test('without session_id: says there is no reference, offers e-mail and a call, no order content', async ({
  page,
}) => {
  await page.goto('/purchase-thank-you')
  await waitForHydration(page)
  await expect(page.getByTestId('order-page')).toHaveAttribute('data-state', 'no-reference')
  await expect(page.getByTestId('order-reference')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'What happens next' })).toHaveCount(0)
  await expect(page.getByText(storeSettings.shipping.summary)).toHaveCount(0)
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'E-mail us about your order' })).toHaveAttribute(
    'href',
    /^mailto:/,
  )
  await expect(main.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/)
  await main.getByRole('link', { name: 'Back to Store' }).click()
  await expect(page).toHaveURL(/\/store$/)
})

test('markup in session_id is neither shown nor run: the neutral not-found message', async ({ page }) => {
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>'
  await page.goto(`/purchase-thank-you?session_id=${encodeURIComponent(payload)}`)
  await expect(page.getByTestId('order-page')).toHaveAttribute('data-state', 'no-reference')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ORDER_HEADINGS['no-reference'].title)
  await expect(page.getByTestId('order-reference')).toHaveCount(0)
  await expect(page.locator('main img[src="x"], main script')).toHaveCount(0)
  // An injected image would have failed to load, and its onerror run, by the time the network is idle.
  await page.waitForLoadState('networkidle')
  expect(dialogs).toEqual([])
})

// Anyone can send a link to this page with any text in it: nothing that is not a Checkout Session
// id is shown, and the page says it has no order reference.
for (const [name, value] of [
  ['a message', 'Your refund of $500 is ready, call 555-0100'],
  ['another Stripe id', 'pi_3NxYzAbCdEfGhIjK0123456789'],
  ['an id with extra text', 'cs_test_a1b2c3 (void)'],
  ['an over-long id', `cs_test_${'a'.repeat(251)}`],
] as const) {
  test(`session_id with ${name}: not shown, the no-reference message with a link to the store`, async ({
    page,
  }) => {
    await page.goto(`/purchase-thank-you?session_id=${encodeURIComponent(value)}`)
    await expect(page.getByTestId('order-page')).toHaveAttribute('data-state', 'no-reference')
    await expect(page.getByRole('main').getByRole('link', { name: /store/i }).first()).toHaveAttribute(
      'href',
      '/store',
    )
    await expect(page.getByTestId('order-reference')).toHaveCount(0)
    await expect(page.locator('main')).not.toContainText(value)
  })
}
