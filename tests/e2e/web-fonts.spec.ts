/**
 * The web fonts never swap in under a reader (app/components/fonts/web-fonts.ts, decision 0062):
 * the first page of a first visit stays in the fallbacks while the fonts download after the first
 * paint; the first navigation brings them in with the new page; a later visit has them from the first
 * layout. What Chromium really renders is asked through the DevTools protocol (the platform fonts
 * used for a node), not read from CSS.
 */
import { type Browser, expect, type Page, test } from '@playwright/test'
import { newPage, waitForHydration } from './support.ts'

const SERIF = 'Source Serif 4 Variable'
const SANS = 'Inter Variable'
/** As Chromium reports a font drawn from the downloaded files (their own family names). */
const SERIF_DRAWN = 'Source Serif 4*'
const SANS_DRAWN = 'Inter*'

/** The fonts Chromium used to draw the first element matching `selector`: family, and `*` for a web font. */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((f) => `${f.familyName}${f.isCustomFont ? '*' : ''}`)
}

/** Which web-font faces the document has, and their loading state. */
const documentFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((f) => /^"?(Inter Variable|Source Serif 4 Variable)"?$/.test(f.family))
      .map((f) => `${f.family.replaceAll('"', '')}:${f.status}:${f.display}`)
      .sort(),
  )

const downloaded = (page: Page) => page.waitForFunction(() => typeof window.__webFonts === 'function')

/** A first visit to `path`: a fresh browser context, the page hydrated and both fonts downloaded. */
async function firstVisit(browser: Browser, path: string): Promise<Page> {
  const page = await newPage(browser)
  await page.goto(path)
  await waitForHydration(page)
  await downloaded(page)
  return page
}

test('first visit: the page stays in the fallbacks; the fonts download and join at the first navigation', async ({
  browser,
}) => {
  const page = await firstVisit(browser, '/store')
  expect(await documentFaces(page)).toEqual([])
  expect(await renderedFonts(page, 'h1')).not.toContain(SERIF_DRAWN)
  expect(await renderedFonts(page, 'footer a[href="/privacy-policy"]')).not.toContain(SANS_DRAWN)
  expect(await page.evaluate(() => localStorage.getItem('web-fonts'))).toMatch(/\.woff2 .+\.woff2$/)

  await page.locator('main a[href="/store/red-light-therapy"]').click()
  await expect(page).toHaveURL(/\/store\/red-light-therapy$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Red Light Therapy Panel')
  expect(await documentFaces(page)).toEqual([`${SANS}:loaded:swap`, `${SERIF}:loaded:swap`])
  expect(await page.evaluate(() => window.__webFonts)).toBe('applied')
  expect(await renderedFonts(page, 'h1')).toEqual([SERIF_DRAWN])
  expect(await renderedFonts(page, 'footer a[href="/privacy-policy"]')).toContain(SANS_DRAWN)
  await page.context().close()
})

test('a navigation while the fonts are still downloading brings them in once they arrive', async ({
  browser,
}) => {
  const page = await newPage(browser)
  // Hold the font files until the navigation has happened.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\.woff2$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/services')
  await waitForHydration(page)
  await page.waitForFunction(() => window.__webFonts === 'loading')
  await page.locator('main a[href="/services/emdr-therapy"]').first().click()
  await expect(page).toHaveURL(/\/services\/emdr-therapy$/)
  await expect.poll(() => page.evaluate(() => window.__webFonts)).toBe('wanted')
  release()
  await page.waitForFunction(() => window.__webFonts === 'applied')
  expect(await renderedFonts(page, 'h1')).toEqual([SERIF_DRAWN])
  await page.context().close()
})

test('a jump within the page (a #hash) leaves the fonts alone', async ({ browser }) => {
  const page = await firstVisit(browser, '/testimonials')
  await page.locator('main a[href^="#"]').first().click()
  await expect(page).toHaveURL(/#/)
  expect(await documentFaces(page)).toEqual([])
  await page.context().close()
})

test('a later visit: the fonts come from the cache into the first layout, with font-display optional', async ({
  browser,
}) => {
  const page = await firstVisit(browser, '/blog/1')

  await page.goto('/contact')
  // Before any module script: the head script has added them.
  expect(await page.evaluate(() => window.__webFonts)).toBe('applied')
  await page.evaluate(() => document.fonts.ready)
  expect(await documentFaces(page)).toEqual([`${SANS}:loaded:optional`, `${SERIF}:loaded:optional`])
  expect(await renderedFonts(page, 'h1')).toEqual([SERIF_DRAWN])
  const fontRequests = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.name.endsWith('.woff2'))
      .map((r) => r.transferSize),
  )
  expect(
    fontRequests.every((bytes) => bytes === 0),
    'served from the browser cache',
  ).toBe(true)

  // New font files after a deploy (a different stored value): the page does not wait for them.
  await page.evaluate(() => localStorage.setItem('web-fonts', '/assets/old.woff2'))
  await page.goto('/contact')
  expect(await page.evaluate(() => window.__webFonts)).not.toBe('applied')
  await downloaded(page)
  expect(await documentFaces(page)).toEqual([])
  await page.context().close()
})
