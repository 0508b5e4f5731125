/**
 * The brand's type on every page view (app/components/fonts/web-fonts.ts, decision 0090): a first
 * page paints in the metric-matched fallbacks, the fonts download after that paint and join the
 * page once both are there, moving nothing; a later visit has them from the first layout. What
 * Chromium really renders is asked through the DevTools protocol (the platform fonts used for a
 * node), not read from CSS.
 */
import { type Browser, expect, type Page, test } from '@playwright/test'
import { newPage, waitForHydration, webFontsApplied } from './support.ts'

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

/** A first visit to `path`: a fresh browser context, the page hydrated and the fonts in. */
async function firstVisit(browser: Browser, path: string): Promise<Page> {
  const page = await newPage(browser)
  await page.goto(path)
  await waitForHydration(page)
  await webFontsApplied(page)
  return page
}

for (const path of ['/', '/store', '/services/emdr-therapy', '/blog/1']) {
  test(`first visit to ${path}: once loaded, the text is drawn in the web fonts`, async ({ browser }) => {
    const page = await firstVisit(browser, path)
    expect(await documentFaces(page)).toEqual([`${SANS}:loaded:swap`, `${SERIF}:loaded:swap`])
    // The computed stacks resolve to the web fonts…
    const families = await page.evaluate(() =>
      ['h1', 'footer a[href="/privacy-policy"]'].map((s) =>
        getComputedStyle(document.querySelector(s)!).fontFamily.split(',')[0]!.trim(),
      ),
    )
    expect(families.map((f) => f.replaceAll('"', ''))).toEqual([SERIF, SANS])
    // …and those are what Chromium draws.
    expect(await renderedFonts(page, 'h1')).toEqual([SERIF_DRAWN])
    expect(await renderedFonts(page, 'footer a[href="/privacy-policy"]')).toContain(SANS_DRAWN)
    expect(await page.evaluate(() => localStorage.getItem('web-fonts'))).toMatch(/\.woff2 .+\.woff2$/)
    await page.context().close()
  })
}

test('first visit: the first paint is in the fallbacks, and the fonts join without moving anything', async ({
  browser,
}) => {
  const page = await newPage(browser, { viewport: { width: 412, height: 823 } })
  // Hold the font files until the fallback paint has been seen.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\.woff2$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/')
  await waitForHydration(page)
  await page.waitForFunction(() => window.__webFonts === 'loading')
  expect(await documentFaces(page)).toEqual([])
  expect(await renderedFonts(page, 'h1')).not.toContain(SERIF_DRAWN)
  await page.evaluate(() => {
    const w = window as unknown as { __shift: number }
    w.__shift = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shift += e.value
    }).observe({ type: 'layout-shift' })
  })
  release()
  await webFontsApplied(page)
  expect(await renderedFonts(page, 'h1')).toEqual([SERIF_DRAWN])
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift)
  expect(shift).toBeLessThanOrEqual(0.01)
  await page.context().close()
})

test('a navigation while the fonts are still downloading: they join the new page when they arrive', async ({
  browser,
}) => {
  const page = await newPage(browser)
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
  release()
  await webFontsApplied(page)
  expect(await renderedFonts(page, 'h1')).toEqual([SERIF_DRAWN])
  await page.context().close()
})

test('a later visit: the fonts come from the cache into the first layout', async ({ browser }) => {
  const page = await firstVisit(browser, '/blog/1')

  await page.goto('/contact')
  // Before any module script: the head script has added them.
  expect(await page.evaluate(() => window.__webFonts)).toBe('applied')
  await page.evaluate(() => document.fonts.ready)
  expect(await documentFaces(page)).toEqual([`${SANS}:loaded:swap`, `${SERIF}:loaded:swap`])
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

  // New font files after a deploy (a different stored value): the head script leaves them out of
  // the first layout; they join after the first paint, as on a first visit.
  await page.evaluate(() => localStorage.setItem('web-fonts', '/assets/old.woff2'))
  await page.goto('/contact')
  await webFontsApplied(page)
  expect(await documentFaces(page)).toEqual([`${SANS}:loaded:swap`, `${SERIF}:loaded:swap`])
  await page.context().close()
})
