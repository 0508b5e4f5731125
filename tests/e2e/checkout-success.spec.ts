import { expect, test } from '@playwright/test'
import { waitForHydration } from './support.ts'

test('the order success page is prerendered with its steps, shipping note and links', async ({ request }) => {
  const html = await (await request.get('/purchase-thank-you')).text()
  expect(html).toContain('Thank You for Your Order')
  expect(html).toContain('Standard shipping is 5-7 business days.')
  expect(html).toContain('href="/contact"')
  expect(html).toContain('href="/store"')
  expect(html).not.toContain('Order Reference')
})

const SESSION_ID = 'cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ0123456789abcdefghij'

test('with a Checkout Session id: the Order Reference on a direct load', async ({ page }) => {
  await page.goto(`/purchase-thank-you?session_id=${SESSION_ID}`)
  const reference = page.getByRole('region', { name: 'Order Reference' })
  await expect(reference).toBeVisible()
  await expect(reference.getByTestId('order-reference')).toHaveText(SESSION_ID)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Order')
  await expect(page.getByText('We could not find this order')).toHaveCount(0)
})

test('without session_id: no Order Reference, the rest is there', async ({ page }) => {
  await page.goto('/purchase-thank-you')
  await waitForHydration(page)
  await expect(page.getByText('Order Reference')).toHaveCount(0)
  await expect(page.getByText('We could not find this order')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible()
  const steps = page.getByRole('main').getByRole('list').first().getByRole('listitem')
  await expect(steps).toHaveCount(3)
  await expect(page.getByText('Standard shipping is 5-7 business days.')).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
  await expect(main.getByRole('link', { name: 'Back to Store' })).toHaveAttribute('href', '/store')
  await expect(main.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  await main.getByRole('link', { name: 'Back to Store' }).click()
  await expect(page).toHaveURL(/\/store$/)
})

// Anyone can send a link to this page with any text in it: none of it is shown.
for (const [name, value] of [
  ['markup', '<img src=x onerror=alert(1)><script>alert(2)</script>'],
  ['a message', 'Your refund of $500 is ready, call 555-0100'],
  ['a short id', 'cs_test_a1b2c3'],
  ['another Stripe id', 'pi_3NxYzAbCdEfGhIjK0123456789'],
  ['an id with extra text', `${SESSION_ID} (void)`],
] as const) {
  test(`session_id with ${name}: "We could not find this order" and a link to the store, the text not shown`, async ({
    page,
  }) => {
    const dialogs: string[] = []
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    await page.goto(`/purchase-thank-you?session_id=${encodeURIComponent(value)}`)
    const notFound = page.getByRole('region', { name: 'We could not find this order' })
    await expect(notFound).toBeVisible()
    await expect(notFound.getByRole('link', { name: 'return to the store' })).toHaveAttribute(
      'href',
      '/store',
    )
    await expect(page.getByText('Order Reference')).toHaveCount(0)
    await expect(page.getByTestId('order-reference')).toHaveCount(0)
    await expect(page.locator('main')).not.toContainText(value)
    await expect(page.locator('main img[src="x"], main script')).toHaveCount(0)
    expect(dialogs).toEqual([])
  })
}
