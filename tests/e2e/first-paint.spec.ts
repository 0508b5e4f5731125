/**
 * The first paint needs nothing but the HTML, on the real build: the stylesheet is inline, nothing in
 * <head> loads before it, and the JavaScript and the web fonts start only after the first contentful
 * paint (scripts/build/postbuild/defer-hydration.ts, app/root.tsx); the page still hydrates.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { layoutShifts, observeLayoutShifts } from './layout-shifts.ts'
import { newPage, waitForHydration, webFontsApplied } from './support.ts'

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
    // Both web fonts download and join the page (web-fonts.spec.ts).
    await webFontsApplied(page)
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
        woff2: starts(/\.woff2$/).length,
        firstModulepreload: head.findIndex((el) => el.matches('link[rel="modulepreload"]')),
        style: head.findIndex((el) => el.matches('style[data-precedence]')),
      }
    })
    expect(timing.fcp).toBeGreaterThan(0)
    expect(timing.scripts.length).toBeGreaterThan(5)
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.fcp)
    expect(timing.woff2).toBe(2)
    expect(Math.min(...timing.fonts)).toBeGreaterThanOrEqual(timing.fcp)
    // The modulepreloads the loader added after the paint sit after the stylesheet.
    expect(timing.style).toBeGreaterThanOrEqual(0)
    expect(timing.firstModulepreload).toBeGreaterThan(timing.style)
    await page.context().close()
  })
}

/**
 * A tiny first-screen picture comes inside the page (scripts/build/postbuild/inline-first-image.ts,
 * decision 0065): no request for it, and it is still the page's own picture once React has hydrated.
 */
test('/services/emdr-therapy: the first-screen picture is in the HTML and stays there after hydration', async ({
  browser,
}) => {
  const page = await newPage(browser)
  const avifRequests: string[] = []
  page.on('request', (r) => {
    if (/\/images\/services\/emdr-therapy-\d+\.avif$/.test(r.url())) avifRequests.push(r.url())
  })
  await page.goto('/services/emdr-therapy')
  await waitForHydration(page)
  const picture = page.locator('main picture').first()
  const image = await picture.locator('img').evaluate((img: HTMLImageElement) => ({
    current: img.currentSrc.slice(0, 23),
    complete: img.complete,
    // Drawn (its natural size is the file's 960 px over the density its width descriptor and
    // `sizes` give, so it depends on the viewport).
    drawn: img.naturalWidth > 0,
    priority: img.getAttribute('fetchpriority'),
  }))
  expect(image).toEqual({ current: 'data:image/avif;base64,', complete: true, drawn: true, priority: 'high' })
  // The WebP files stay for a browser without AVIF.
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
    'srcset',
    /emdr-therapy-960\.webp/,
  )
  expect(avifRequests).toEqual([])
  await page.context().close()
})

/**
 * On a slow connection the HTML arrives in pieces, and on a busy phone the parser yields mid-page;
 * Chromium paints what it has parsed. A piece that ended inside the header painted the header
 * half-built (the menu button without its word), then widened it and re-wrapped the practice name
 * (0.003–0.01 in Lighthouse runs of /services/emdr-therapy). One that ended inside the home hero
 * painted the words without their actions and ratings, then re-centred them beside the portrait
 * (0.048 in a CI run). `<link rel="expect" blocking="render">` on the marker after <main> holds the
 * first paint until the page is parsed. Served here in two writes, 400 ms apart.
 */
const SPLIT_PAGES = [
  {
    name: 'HTML that stops inside the header paints the header whole',
    path: '/services/emdr-therapy',
    at: 'Close</span></button>', // the end of the Menu button
    within: '<header',
    device: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true },
  },
  {
    name: 'HTML that stops inside the home hero paints the hero whole',
    path: '/',
    at: '<p class="hero-intro"',
    within: 'class="hero-clear-zone"',
    device: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false },
  },
]

for (const { name, path, at, within, device } of SPLIT_PAGES)
  test(`${name}: no layout shift`, async ({ browser, baseURL }) => {
    const html = await (await fetch(`${baseURL}${path}`)).text()
    const split = html.indexOf(at)
    expect(split, `${at} is in the page, after ${within}`).toBeGreaterThan(html.indexOf(within))
    expect(html.indexOf(within)).toBeGreaterThan(0)
    const server = createServer(async (req, res) => {
      if (req.url === path) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.write(html.slice(0, split))
        await new Promise((r) => setTimeout(r, 400))
        res.end(html.slice(split))
        return
      }
      // Everything else (scripts, fonts, images) as the real server sends it.
      const upstream = await fetch(`${baseURL}${req.url}`)
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? '' })
      res.end(Buffer.from(await upstream.arrayBuffer()))
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const { port } = server.address() as AddressInfo
    const context = await browser.newContext({ ...device, reducedMotion: 'no-preference' })
    try {
      const page = await context.newPage()
      // Only the parse is under test: the web fonts' own arrival (after the first paint, a change of
      // letter shapes of at most a few thousandths) is measured in web-fonts.spec.ts.
      await page.route(/\.woff2$/, (route) => route.abort())
      await observeLayoutShifts(page)
      // `load` comes after the second write.
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'load' })
      // The first paint waited for the second write, 400 ms later. Its entry can come a frame after
      // `load` on a busy machine: read until there is one.
      await expect
        .poll(() =>
          page.evaluate(
            () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          ),
        )
        .toBeGreaterThan(400)
      expect(await layoutShifts(page)).toEqual([])
    } finally {
      await context.close()
      server.close()
    }
  })
