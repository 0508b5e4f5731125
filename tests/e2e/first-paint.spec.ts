/**
 * The first paint needs nothing but the HTML, on the real build: the stylesheet is inline, nothing in
 * <head> loads before it, and the JavaScript and the web fonts start only after the first contentful
 * paint (scripts/postbuild/defer-hydration.ts, app/root.tsx); the page still hydrates.
 */
import { expect, test } from '@playwright/test'
import { newPage, waitForHydration } from './support.ts'

const PAGES = ['/', '/services/emdr-therapy', '/store/weighted-blanket', '/blog/1', '/404']

for (const path of PAGES) {
  test(`${path}: the HTML alone paints; no modulepreload, stylesheet or font comes before the inline CSS`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const style = head.indexOf('<style data-precedence="app"')
    expect(style, 'the stylesheet is inline in <head>').toBeGreaterThan(0)
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/)
    expect(head, 'no font, style or script preload (an LCP image may be preloaded)').not.toMatch(
      /<link[^>]+as="(font|style|script)"/,
    )
    expect(html.indexOf('<script type="module"')).toBeGreaterThan(style)
  })

  test(`${path}: hydration and the web-font downloads start after the first contentful paint`, async ({
    browser,
  }) => {
    const page = await newPage(browser)
    await page.goto(path)
    await waitForHydration(page)
    // Both web fonts download (and wait for the first navigation: web-fonts.spec.ts).
    await page.waitForFunction(() => Array.isArray(window.__webFonts) && window.__webFonts.length === 2)
    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const starts = (test: RegExp) =>
        resources.filter((r) => test.test(new URL(r.name).pathname)).map((r) => r.startTime)
      const head = [...document.head.children]
      return {
        fcp,
        scripts: starts(/\.js$/),
        fonts: starts(/\.(woff2|css)$/),
        firstModulepreload: head.findIndex((el) => el.matches('link[rel="modulepreload"]')),
        style: head.findIndex((el) => el.matches('style[data-precedence]')),
      }
    })
    expect(timing.fcp).toBeGreaterThan(0)
    expect(timing.scripts.length).toBeGreaterThan(5)
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.fcp)
    expect(timing.fonts.length).toBeGreaterThan(0)
    expect(Math.min(...timing.fonts)).toBeGreaterThanOrEqual(timing.fcp)
    // The modulepreloads the loader added after the paint sit after the stylesheet.
    expect(timing.style).toBeGreaterThanOrEqual(0)
    expect(timing.firstModulepreload).toBeGreaterThan(timing.style)
    await page.context().close()
  })
}
