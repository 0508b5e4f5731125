/** In-site links fetch the next page's data and code on intent, before the click. */
import { expect, test } from '@playwright/test'
import { newPage, waitForHydration } from './support.ts'

test('hovering an in-site link prefetches the data of the page it leads to', async ({ browser }) => {
  const page = await newPage(browser)
  await page.goto('/')
  await waitForHydration(page)
  const link = page.locator('main a[href="/about"]').first()
  const prefetched = page.waitForRequest((r) => new URL(r.url()).pathname === '/about.data')
  await link.hover()
  await prefetched
  await expect(page.locator('link[rel="prefetch"][href="/about.data"]')).toHaveCount(1)
  await link.click()
  await expect(page.locator('h1')).toContainText('About')
  await page.context().close()
})
