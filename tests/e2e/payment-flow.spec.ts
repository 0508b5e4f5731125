import { expect, test } from '@playwright/test'
import { ORDER_TEXT } from '#app/features/orders/order-confirmation.tsx'
import { getProduct } from '#core/content/products.ts'
import { TEST_CHECKOUT_NOTICE } from '#server/test-checkout.ts'
import { fillShipping, purchaseButton, SHIPPING } from './checkout-support.ts'
import { waitForHydration } from './support.ts'

// End to end through the real parts: the product page, the create-payment function on the Node
// server (no Stripe key here, so its built-in test checkout), and the order success page.
test('order a blanket: test checkout in a new tab, pay, land on the order success page', async ({
  page,
  context,
}) => {
  const blanket = getProduct('weighted-blanket')!
  await page.goto('/store/weighted-blanket')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await page.getByRole('radio', { name: 'Black' }).check({ force: true })
  await fillShipping(page)
  const [checkout] = await Promise.all([context.waitForEvent('page'), purchaseButton(page).click()])
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Redirecting to Payment' }),
  ).toBeVisible()

  await expect(checkout).toHaveURL(/\/test-checkout\/cs_test_\w+$/)
  await expect(checkout.getByText(TEST_CHECKOUT_NOTICE)).toBeVisible()
  await expect(checkout.locator('body')).toContainText(blanket.name)
  await expect(checkout.locator('body')).toContainText('Black')
  await expect(checkout.locator('body')).toContainText(SHIPPING.name)
  await expect(checkout.locator('body')).toContainText((blanket.price * 2).toFixed(2))

  const sessionId = checkout.url().split('/').at(-1)!
  await checkout.getByRole('button', { name: 'Pay' }).click()
  await expect(checkout).toHaveURL(new RegExp(`/purchase-thank-you\\?session_id=${sessionId}$`))
  await expect(checkout.getByRole('heading', { name: 'Order Reference' })).toBeVisible()
  await expect(checkout.getByText(sessionId)).toBeVisible()
  // The order was recorded by the server (the same fulfilment as a Stripe webhook) and is read back.
  const status = checkout.getByTestId('order-status')
  await expect(checkout.getByTestId('order-page')).toHaveAttribute('data-state', 'paid')
  await expect(status.getByTestId('order-product')).toHaveText(blanket.name)
  await expect(status.getByTestId('order-quantity')).toHaveText('2')
  await expect(status.getByTestId('order-total')).toHaveText(`$${(blanket.price * 2).toFixed(2)}`)
  // The test server has no SMTP_URL: the page says the e-mail was saved, not sent.
  await expect(checkout.getByText(ORDER_TEXT.emailLocalFolder)).toBeVisible()
})

test('cancelling the test checkout returns to the product page', async ({ page, context }) => {
  await page.goto('/store/red-light-therapy')
  await waitForHydration(page)
  await fillShipping(page)
  const [checkout] = await Promise.all([context.waitForEvent('page'), purchaseButton(page).click()])
  await expect(checkout).toHaveURL(/\/test-checkout\/cs_test_\w+$/)
  await checkout.getByRole('link', { name: 'Cancel' }).click()
  await expect(checkout).toHaveURL(/\/store\/red-light-therapy$/)
  await expect(checkout.getByRole('heading', { level: 1 })).toContainText(
    getProduct('red-light-therapy')!.name,
  )
})
