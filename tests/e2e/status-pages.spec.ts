/**
 * The one-message pages a link lands on (confirm or cancel a consultation, confirm or end a subscription, an
 * order) must not be a short card under a short hero with the footer filling half the screen, nor
 * show a "link not valid" that looks like a success. Each state has its mark and tint; the page keeps
 * a minimum height; the opening's title and the card share one left edge.
 */
import { expect, type Page, test } from '@playwright/test'
import { mainTextAligns, waitForHydration } from './support.ts'

/** A state each page shows with no token or reference in its address, as built. */
const PAGES = [
  { path: '/newsletter/confirm', card: '[data-testid="newsletter-link"]', tone: 'notice' },
  { path: '/newsletter/unsubscribe', card: '[data-testid="newsletter-link"]', tone: 'ask' },
  { path: '/book/confirm', card: 'section[aria-labelledby="confirm-heading"]', tone: 'notice' },
  { path: '/book/cancel', card: 'section[aria-labelledby="cancel-heading"]', tone: 'notice' },
  { path: '/purchase-thank-you', card: 'section[aria-labelledby="order-reach"]', tone: 'notice' },
] as const

const background = (page: Page, selector: string) =>
  page.locator(selector).evaluate((e) => getComputedStyle(e).backgroundColor)

test('at 1440: the footer below the fold’s lower part, a state mark and tint, one left edge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  for (const { path, card, tone } of PAGES) {
    await page.goto(path)
    await waitForHydration(page)
    const box = page.locator(card)
    await expect(box, path).toHaveAttribute('data-tone', tone)
    await expect(box.locator(`[data-status-mark="${tone}"]`), path).toBeVisible()
    // The footer does not ride up to mid-screen under a short card.
    const footer = (await page.getByRole('contentinfo').boundingBox())!
    expect(footer.y, `${path}: the footer's top`).toBeGreaterThanOrEqual(900 * 0.7)
    // One edge: the card, its mark and its heading start on the opening title's left edge
    // (the card's padding in), and the heading ranges left.
    const left = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.x
    const title = await left(page.getByRole('heading', { level: 1 }))
    expect(Math.abs((await left(box)) - title), path).toBeLessThanOrEqual(2)
    const inset = (await left(box.getByRole('heading', { level: 2 }))) - (await left(box))
    expect(
      Math.abs((await left(box.locator('[data-status-mark]'))) - (await left(box)) - inset),
      path,
    ).toBeLessThanOrEqual(2)
    expect(
      await box.getByRole('heading', { level: 2 }).evaluate((e) => getComputedStyle(e).textAlign),
    ).toMatch(/^(left|start)$/)
  }
  // A notice is tinted apart from a plain card (the unsubscribe question).
  await page.goto('/newsletter/unsubscribe')
  const plain = await background(page, PAGES[1].card)
  await page.goto('/newsletter/confirm')
  await waitForHydration(page)
  await expect(page.locator(PAGES[0].card)).toHaveAttribute('data-state', 'invalid')
  expect(await background(page, PAGES[0].card)).not.toBe(plain)
  // The cancel page's hero says one calm line under its title.
  await page.goto('/book/cancel')
  await expect(page.locator('main section').first()).toContainText('Plans change, and that is fine')
})

test('at 375: everything ranges left under the left hero, no sideways scroll', async ({ page }) => {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 812 })
    for (const { path, card } of PAGES) {
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.locator(card)).toBeVisible()
      expect(
        (await mainTextAligns(page, '[data-testid="newsletter-link"] form')).filter(
          (a) => a.align !== 'left',
        ),
        path,
      ).toEqual([])
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
        `${path} at ${width}`,
      ).toBeLessThanOrEqual(0)
    }
  }
})
