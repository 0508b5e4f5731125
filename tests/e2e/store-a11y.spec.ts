import { expect, test } from '@playwright/test'
import { products } from '#core/content/products.ts'
import { navigateInApp, purchaseButton } from './checkout-support.ts'
import { expectNoAxeViolations, newPage, waitForHydration } from './support.ts'

for (const theme of ['light', 'dark'] as const) {
  test.describe(`store axe, ${theme} theme`, () => {
    test('/store', async ({ browser }) => {
      const page = await newPage(browser, { theme, reducedMotion: 'reduce' })
      await page.goto('/store')
      await page.waitForLoadState('networkidle')
      await expectNoAxeViolations(page)
      await page.context().close()
    })

    for (const { id, soldHere } of products) {
      test(`/store/${id}, then with the validation toast and marked fields`, async ({ browser }) => {
        const page = await newPage(browser, { theme, reducedMotion: 'reduce' })
        await page.goto(`/store/${id}`)
        await page.waitForLoadState('networkidle')
        await expectNoAxeViolations(page)
        await waitForHydration(page)
        // A partner product has no purchase form (its partner button is covered by the first check).
        if (!soldHere) return void (await page.context().close())
        await purchaseButton(page).click()
        await expect(
          page.locator('[data-sonner-toast]').filter({ hasText: 'Missing Information' }),
        ).toBeVisible()
        await expectNoAxeViolations(page)
        await page.context().close()
      })
    }

    test('/store/no-such-product', async ({ browser }) => {
      const page = await newPage(browser, { theme, reducedMotion: 'reduce' })
      await page.goto('/store')
      await waitForHydration(page)
      await navigateInApp(page, '/store/no-such-product')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found')
      await expectNoAxeViolations(page)
      await page.context().close()
    })

    test('/purchase-thank-you with an order reference', async ({ browser }) => {
      const page = await newPage(browser, { theme, reducedMotion: 'reduce' })
      await page.goto('/purchase-thank-you?session_id=cs_test_a1b2c3')
      await expect(page.getByText('cs_test_a1b2c3')).toBeVisible()
      await expectNoAxeViolations(page)
      await page.context().close()
    })
  })
}

test('the product page at 375 px has no horizontal scroll and 44 px targets', async ({ browser }) => {
  const page = await newPage(browser, { viewport: { width: 375, height: 740 } })
  await page.goto('/store/weighted-blanket')
  await waitForHydration(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  const targets = page
    .getByRole('main')
    .locator('button, a, input:not([type=radio]), select, label:has(input[type=radio])')
  for (const target of await targets.all()) {
    const box = await target.boundingBox()
    if (!box) continue
    expect(box.height, await target.evaluate((el) => el.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44)
  }
  await page.context().close()
})
