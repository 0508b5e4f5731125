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

// In dark the filled buttons were the brightest thing on the page and the hero bands a
// green stripe across the blue-slate. The computed colours, not the token names, are checked.
test('dark theme: filled buttons sit below the body text in lightness, hero bands stay blue-slate', async ({
  browser,
}) => {
  const page = await newPage(browser, { theme: 'dark' })
  await page.goto('/services/emdr-therapy', { waitUntil: 'load' })
  const colours = await page.evaluate(() => {
    // Chromium reports some colours as oklab(): a 1-pixel canvas turns any CSS colour into sRGB bytes.
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
    const rgb = (css: string) => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = css
      context.fillRect(0, 0, 1, 1)
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)] as [number, number, number]
    }
    const lum = ([r, g, b]: number[]) => {
      const f = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!)
    }
    const button = document.querySelector('main [data-hero-action] a') as HTMLElement
    const band = document.querySelector('main section') as HTMLElement
    const body = getComputedStyle(document.body)
    return {
      button: lum(rgb(getComputedStyle(button).backgroundColor)),
      label: lum(rgb(getComputedStyle(button).color)),
      text: lum(rgb(body.color)),
      band: rgb(getComputedStyle(band).backgroundColor),
    }
  })
  expect(colours.button).toBeLessThan(colours.text * 0.5)
  expect((colours.button + 0.05) / (colours.label + 0.05)).toBeGreaterThanOrEqual(4.5)
  const [r, g, b] = colours.band
  expect(b, `hero band rgb(${colours.band.join(', ')}) leans blue`).toBeGreaterThan(g)
  expect(g).toBeGreaterThan(r)
  await page.context().close()
})
