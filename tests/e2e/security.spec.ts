/**
 * Hardened pages in the browser: every new-tab link cannot reach back to its opener, every iframe
 * is titled, lazy, sandboxed or permission-scoped and sends a referrer policy, and the page itself
 * comes with its CSP. The video facade is checked after a click on a service page.
 */
import { expect, type Page, test } from '@playwright/test'
import { THIRD_PARTY } from '#server/security-headers.ts'
import { ALL_PATHS, waitForHydration } from './support.ts'

/** A service page that shows the 'Featured Podcast Appearances' grid (EMDR, hypnotherapy, BFRB… show it). */
const VIDEO_PAGE = '/services/emdr-therapy'

async function iframeProblems(page: Page): Promise<string[]> {
  return page.locator('iframe').evaluateAll((frames) =>
    frames.flatMap((f) => {
      const name = f.getAttribute('src') ?? '(no src)'
      const problems: string[] = []
      if (!f.getAttribute('title')?.trim()) problems.push(`${name}: no title`)
      if (f.getAttribute('loading') !== 'lazy') problems.push(`${name}: not loading="lazy"`)
      if (!f.getAttribute('referrerpolicy')) problems.push(`${name}: no referrerpolicy`)
      if (!f.hasAttribute('sandbox') && !f.hasAttribute('allow'))
        problems.push(`${name}: neither sandbox nor allow`)
      return problems
    }),
  )
}

test.describe('links and iframes on every page', () => {
  test.use({ javaScriptEnabled: false })
  for (const path of ALL_PATHS) {
    test(path, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
      const unsafeLinks = await page
        .locator('a[target="_blank"]')
        .evaluateAll((anchors) =>
          anchors
            .filter((a) => !(a.getAttribute('rel') ?? '').split(/\s+/).includes('noopener'))
            .map((a) => a.getAttribute('href')),
        )
      expect(unsafeLinks).toEqual([])
      expect(await iframeProblems(page)).toEqual([])
    })
  }
})

test('a played video is a privacy-enhanced, sandboxed, lazy iframe', async ({ page }) => {
  await page.route(`${THIRD_PARTY.video}/**`, (route) => route.fulfill({ status: 200, body: '' }))
  await page.goto(VIDEO_PAGE)
  await waitForHydration(page)
  await page
    .getByRole('button', { name: /^Play video:/ })
    .first()
    .click({ timeout: 5_000 })
  const frame = page.locator(`iframe[src^="${THIRD_PARTY.video}/"]`)
  await expect(frame).toHaveCount(1)
  await expect(frame).toHaveAttribute('title', /\S/)
  await expect(frame).toHaveAttribute('loading', 'lazy')
  await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/)
  await expect(frame).toHaveAttribute('allow', /autoplay/)
  expect(await iframeProblems(page)).toEqual([])
})

/*
 * No third-party script on the site's origin: the CMS keeps its GitHub sign-in in this
 * origin's localStorage, so a script from anywhere else could read it. On every route, after
 * hydration, a scroll to every embedded form (where the provider's embed script used to be added)
 * and to the bottom, no <script> has a source on another origin and no script was requested from one.
 * The form provider and the video host answer with an empty 200 (no internet here).
 */
test.describe('no third-party script on any page', () => {
  for (const path of [...ALL_PATHS, '/not-a-page']) {
    test(path, async ({ page, baseURL }) => {
      // Hydration, a scroll to every form and to the end, then network idle: the default 30 s ran
      // out once for /contact on a runner at load 26.
      test.slow()
      const site = new URL(baseURL!).origin
      for (const origin of [...THIRD_PARTY.formFrames, THIRD_PARTY.video])
        await page.route(`${origin}/**`, (route) => route.fulfill({ status: 200, body: '' }))
      const offSite: string[] = []
      let lastRequest = Date.now()
      page.on('request', (request) => {
        lastRequest = Date.now()
        const type = request.resourceType()
        if (new URL(request.url()).origin !== site && (type === 'script' || request.url().endsWith('.js')))
          offSite.push(`${type} ${request.url()}`)
      })
      await page.goto(path)
      await waitForHydration(page)
      for (const form of await page.locator('[data-form-state]').all()) {
        await form.scrollIntoViewIfNeeded()
        // The form has been asked for (its frame is there) or has given way to its fallback.
        await expect(form.locator('iframe, [role="status"]').first()).toBeAttached()
      }
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      // Until no request has started for a second. Not 'networkidle', which also waits for every
      // request to finish: once in CI (at load 20) a fulfilled frame of the giveaway's form never
      // reported its end and the wait ran out at 90 s. What is checked is what was asked for.
      await expect.poll(() => Date.now() - lastRequest, { timeout: 30_000 }).toBeGreaterThan(1000)
      const sources = await page
        .locator('script[src]')
        .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src))
      expect(sources.filter((src) => new URL(src).origin !== site)).toEqual([])
      expect(offSite).toEqual([])
    })
  }
})
