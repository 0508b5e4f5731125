import { expect, test } from '@playwright/test'
import { newPage, waitForHydration } from './support.ts'

const isDark = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'))

test('light is the default, the toggle switches to dark and the choice survives a reload', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' })
  const page = await context.newPage()
  await page.goto('/')
  await waitForHydration(page)
  expect(await isDark(page)).toBe(false)
  const toggle = page.getByRole('button', { name: 'Dark theme' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.click()
  expect(await isDark(page)).toBe(true)
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  await page.reload()
  expect(await isDark(page)).toBe(true)
  // The toggle works once the page has hydrated (a click before it is lost, as for a visitor).
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Dark theme' }).click()
  expect(await isDark(page)).toBe(false)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
  await context.close()
})

test('system follows the operating system preference, live', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' })
  const page = await context.newPage()
  await page.goto('/about')
  await waitForHydration(page)
  await page.getByRole('radio', { name: 'System' }).check({ force: true })
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system')
  expect(await isDark(page)).toBe(false)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(() => isDark(page)).toBe(true)
  await page.reload()
  expect(await isDark(page)).toBe(true)
  await context.close()
})

test('the stored theme is applied before any app JavaScript runs (no flash)', async ({ browser }) => {
  const page = await newPage(browser, { theme: 'dark' })
  // Block every module script: only the inline head script can set the theme.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/services')
  expect(await isDark(page)).toBe(true)
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(bg).toBe('rgb(20, 32, 42)')
  await page.context().close()
})
