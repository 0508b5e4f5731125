import { type Browser, expect, test } from '@playwright/test'
import {
  recordTaps,
  TAP_CONTROLS,
  tapAndTime,
  throttle,
  viewportOf,
  whenHydrated,
  whenVisible,
} from '#scripts/bench/tap-controls.ts'

// Every control a visitor can see answers a tap from the moment it is on screen, before hydration
// included, on a phone-class device (CPU 4×, slow 4G): the controls and their checks are the
// bench's (npm run bench:taps). Time limits are the bench's business; here a tap must not be lost.
// So that the tap surely lands before hydration (on a fast run the page may hydrate before the first
// tap is made), the page's modules are held back until the tap has been judged.
const ANSWER_WITHIN_MS = 5000

for (const control of TAP_CONTROLS) {
  test(`a tap on "${control.name}" the moment it is visible answers`, async ({ browser }) => {
    test.setTimeout(120_000)
    const context = await browser.newContext({ viewport: viewportOf(control), hasTouch: true })
    const page = await context.newPage()
    await page.addInitScript(recordTaps)
    await throttle(context, page)
    const posts: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && control.sends && r.url().includes(`/functions/v1/${control.sends}`))
        posts.push(r.url())
    })
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(control.path, { waitUntil: 'commit' })
    if (control.first) {
      await whenVisible(page, control.first.target)
      const opened = await tapAndTime(page, control.first.target, control.first.answered, ANSWER_WITHIN_MS)
      expect(opened.answerMs, `${control.first.target} answered`).not.toBeNull()
    }
    await whenVisible(page, control.target)
    for (const [selector, text] of Object.entries(control.fill ?? {})) await page.fill(selector, text)
    // Filling scrolls: back to the control.
    const { x, y } = await whenVisible(page, control.target)
    if (control.navigates) {
      await page.touchscreen.tap(x, y)
      await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === control.navigates, {
        timeout: ANSWER_WITHIN_MS,
        waitUntil: 'commit',
      })
    } else {
      const { answerMs } = await tapAndTime(page, control.target, control.answered, ANSWER_WITHIN_MS)
      test.info().annotations.push({ type: 'answer before hydration', description: `${answerMs} ms` })
      expect(answerMs, 'the tap answered').not.toBeNull()
    }
    release()
    if (control.sends) {
      // Kept until hydration if need be, then sent: once.
      await whenHydrated(page, control.target)
      await expect.poll(() => posts.length, { timeout: 30_000 }).toBe(1)
      await page.waitForTimeout(2000)
      expect(posts, 'sent exactly once').toHaveLength(1)
    }
    await context.close()
  })
}

/**
 * A phone (touch, 375 px, throttled) on `path` with the site's scripts held back until `release()`:
 * the page as drawn from its HTML, before hydration, for as long as the test needs.
 */
/** A phone on the home page once its menu button is hydrated. */
async function phoneOnHomeHydrated(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true })
  const page = await context.newPage()
  const button = 'button[aria-controls="mobile-menu"]'
  await page.goto('/')
  await whenHydrated(page, button)
  return { context, page, button }
}

async function openWithScriptsHeld(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true })
  const page = await context.newPage()
  await throttle(context, page)
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'commit' })
  return { context, page, release }
}

test('a tap before hydration is adopted: the stepper, colour and gallery keep their state once hydrated', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { context, page, release } = await openWithScriptsHeld(browser, '/store/weighted-blanket')
  const plus = 'button[aria-label="Increase quantity"]'
  const black = 'input[name="color"][value="Black"]'
  const thumb = 'ul[aria-label$=" images"] li:nth-child(2) button'
  for (const selector of [thumb, plus, plus, black]) {
    const { x, y } = await whenVisible(page, selector)
    await page.touchscreen.tap(x, y)
  }
  await expect(page.locator('#quantity')).toHaveValue('3')
  release()
  await whenHydrated(page, plus)
  const summary = page.getByTestId('order-summary')
  await expect(summary).toContainText('Black · Qty 3')
  await expect(page.locator('#quantity')).toHaveValue('3')
  await expect(page.locator(thumb)).toHaveAttribute('aria-pressed', 'true')
  // Hydrated, the same controls go on from there.
  await page.locator(plus).click()
  await expect(summary).toContainText('Black · Qty 4')
  await context.close()
})

test('the menu a tap opened before hydration stays open once hydrated, and closes on the link chosen in it', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { context, page, release } = await openWithScriptsHeld(browser, '/')
  const button = 'button[aria-controls="mobile-menu"]'
  const { x, y } = await whenVisible(page, button)
  await page.touchscreen.tap(x, y)
  const menu = page.locator('#mobile-menu')
  await expect(menu).toBeVisible()
  release()
  await whenHydrated(page, button)
  // The root layout's effect, the last of hydration: every component has adopted by then.
  await page.waitForFunction(() => '__tapsAdopted' in window, null, { timeout: 60_000 })
  await expect(menu).toBeVisible()
  await expect(page.locator(button)).toHaveAttribute('aria-expanded', 'true')
  await menu.locator('a[href="/about"]').click()
  await expect(page).toHaveURL(/\/about\/?$/)
  await expect(menu).toBeHidden()
  await context.close()
})

test('a page the open menu preloaded shows from that copy, however slow the network is by the tap', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { context, page, button } = await phoneOnHomeHydrated(browser)
  const preloaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/about.data')
  const { x, y } = await whenVisible(page, button)
  await page.touchscreen.tap(x, y)
  await preloaded
  // Every request from now on waits 4 s: a page that asked the server again would wait as long.
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 4000,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  const about = await whenVisible(page, '#mobile-menu a[href="/about"]')
  const tapped = Date.now()
  await page.touchscreen.tap(about.x, about.y)
  await expect(page).toHaveURL(/\/about\/?$/, { timeout: 3000 })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 3000 })
  expect(Date.now() - tapped).toBeLessThan(3000)
  await context.close()
})

test('a link tapped once hydrated answers at once: its page was preloaded when the menu opened, and a bar shows while it loads', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { context, page, button } = await phoneOnHomeHydrated(browser)
  await page.waitForFunction(() => '__tapsAdopted' in window, null, { timeout: 60_000 })
  const requested: string[] = []
  page.on('request', (r) => requested.push(new URL(r.url()).pathname))
  // The About page's data is slow to arrive: the tap must still show that it was taken.
  let deliver = () => {}
  const delivered = new Promise<void>((resolve) => (deliver = resolve))
  await page.route(/\/about\.data/, async (route) => {
    await delivered
    await route.continue()
  })
  const { x, y } = await whenVisible(page, button)
  await page.touchscreen.tap(x, y)
  const menu = page.locator('#mobile-menu')
  await expect(menu).toBeVisible()
  // Opening the menu asks for its pages' code, before any of them is chosen. (Their data is asked
  // for too, with rel=prefetch, which Chromium does not send while requests are being routed.)
  for (const route of ['about', 'services', 'contact'])
    await expect.poll(() => requested.some((p) => p.startsWith(`/assets/${route}-`))).toBe(true)
  const about = await whenVisible(page, '#mobile-menu a[href="/about"]')
  await page.touchscreen.tap(about.x, about.y)
  // At once: the menu closes and, while the page loads, a bar runs across the top.
  await expect(menu).toBeHidden()
  const bar = page.locator('[data-navigating]')
  await expect(bar).toBeVisible()
  expect((await bar.boundingBox())?.y).toBe(0)
  deliver()
  await expect(page).toHaveURL(/\/about\/?$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(bar).toHaveCount(0)
  await context.close()
})
