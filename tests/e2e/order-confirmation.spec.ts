import { expect, test } from '@playwright/test'
import { ORDER_TEXT } from '#app/features/orders/order-confirmation.tsx'
import { openOrderStore } from '#functions/orders/open-store.ts'
import { E2E_DATABASE_URL, recordOrder } from './orders-support.ts'
import { waitForHydration } from './support.ts'

// The order confirmation page reads the order record through the order-status function of the
// test server; the orders here are written straight into that server's store, as the webhook would.

test('paid: the order summary and that a confirmation has been e-mailed', async ({ page }) => {
  const order = await recordOrder('paid')
  await page.goto(`/purchase-thank-you?session_id=${order.sessionId}`)
  await waitForHydration(page)
  const status = page.getByTestId('order-status')
  await expect(status).toHaveAttribute('data-state', 'paid')
  await expect(status.getByRole('heading', { name: 'Order summary' })).toBeVisible()
  await expect(status.getByTestId('order-product')).toHaveText(order.productName)
  await expect(status.getByTestId('order-quantity')).toHaveText(String(order.quantity))
  await expect(status.getByTestId('order-total')).toHaveText('$599.98')
  await expect(status.getByText(ORDER_TEXT.emailed)).toBeVisible()
  await expect(page.getByText(ORDER_TEXT.paidIntro)).toBeVisible()
  await expect(page.getByText('Order confirmed')).toBeVisible()
})

test('processing: says the payment is being confirmed, re-checks, then shows it paid', async ({ page }) => {
  const order = await recordOrder('processing')
  const checks: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/functions/v1/order-status')) checks.push(r.url())
  })
  await page.goto(`/purchase-thank-you?session_id=${order.sessionId}`)
  await waitForHydration(page)
  const status = page.getByTestId('order-status')
  await expect(status).toHaveAttribute('data-state', 'processing')
  await expect(status.getByRole('heading', { name: 'Payment being confirmed' })).toBeVisible()
  await expect(status.getByText(ORDER_TEXT.processingRechecking)).toBeVisible()
  await expect(page.getByText(ORDER_TEXT.paidIntro)).toHaveCount(0)

  // The asynchronous payment succeeds: the next re-check shows the order paid.
  const store = await openOrderStore(E2E_DATABASE_URL)
  await store.apply(null, { sessionId: order.sessionId, status: 'paid' })
  await store.close()
  await expect(status).toHaveAttribute('data-state', 'paid', { timeout: 15_000 })
  expect(checks.length).toBeGreaterThan(1)
})

test('unknown: the neutral not-found message, with no claim of a payment', async ({ page }) => {
  await page.goto('/purchase-thank-you?session_id=cs_test_NoSuchOrderAnywhere123')
  await waitForHydration(page)
  const status = page.getByTestId('order-status')
  await expect(status).toHaveAttribute('data-state', 'unknown')
  await expect(status.getByRole('heading', { name: 'Order not found' })).toBeVisible()
  await expect(status.getByText(ORDER_TEXT.unknown)).toBeVisible()
  await expect(status.getByRole('link', { name: 'Visit the store' })).toHaveAttribute('href', '/store')
  await expect(page.getByText(ORDER_TEXT.paidIntro)).toHaveCount(0)
  await expect(page.getByText(ORDER_TEXT.emailed)).toHaveCount(0)
})
