import { expect, test } from '@playwright/test'
import { NAV_ITEMS } from '#core/config/navigation.ts'
import { practice, siteTitle } from '#core/config/practice.ts'
import { ALL_PATHS, waitForHydration } from './support.ts'

test.describe('every route is prerendered with its own content and head', () => {
  for (const path of ALL_PATHS) {
    test(`GET ${path}`, async ({ request }) => {
      const res = await request.get(path)
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toContain('text/html')
      const html = await res.text()
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1]?.replaceAll('&amp;', '&')
      expect(title).toBeTruthy()
      expect(title!.endsWith(practice.titleSuffix)).toBe(true)
      if (path === '/') expect(title).toBe(siteTitle)
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/)
      expect(html).toMatch(/<h1[\s>][\s\S]*?<\/h1>/)
      expect(html).toContain(`<link rel="canonical" href="${new URL(path, practice.siteUrl).toString()}"`)
      expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/)
      expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/)
    })
  }
})

test('titles and descriptions differ between routes', async ({ request }) => {
  const titles = new Set<string>()
  for (const path of ALL_PATHS) {
    const html = await (await request.get(path)).text()
    titles.add(html.match(/<title>([^<]*)<\/title>/)![1]!)
  }
  expect(titles.size).toBe(ALL_PATHS.length)
})

test('client navigation reaches every main route and updates the title', async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
  for (const item of NAV_ITEMS) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: item.name, exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`${item.path === '/' ? '/$' : `${item.path}$`}`))
    await expect(page.locator('h1')).toBeFocused()
    await expect(page).toHaveTitle(item.path === '/' ? siteTitle : new RegExp(`${practice.titleSuffix}$`))
  }
})

test('navigation scrolls to the top and moves focus to the new heading', async ({ page }) => {
  await page.goto('/about')
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.locator('h1')).toBeFocused()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/about')
  await waitForHydration(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
})
