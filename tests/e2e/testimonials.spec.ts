import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { testimonialSections } from '#app/content/testimonials.ts'
import { newPage, waitForHydration } from './support.ts'

const IDS = ['depression', 'anxiety', 'hypnotherapy', 'other']

test('four anchored sections of five-star quotes with a name and a date', async ({ page }) => {
  await page.goto('/testimonials')
  expect(testimonialSections.map((s) => s.id)).toEqual(IDS)
  for (const section of testimonialSections) {
    const region = page.locator(`section#${section.id}`)
    await expect(region.getByRole('heading', { level: 2 })).toHaveText(section.title)
    const quotes = region.locator('figure')
    expect(section.testimonials.length).toBeGreaterThanOrEqual(3)
    await expect(quotes).toHaveCount(section.testimonials.length)
    for (const [i, t] of section.testimonials.entries()) {
      const quote = quotes.nth(i)
      await expect(quote.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible()
      await expect(quote.locator('blockquote')).toContainText(t.quote)
      await expect(quote.locator('figcaption')).toContainText(t.name)
      await expect(quote.locator('figcaption')).toContainText(t.date)
      expect(t.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/)
      expect(t.date).toMatch(/^([A-Z][a-z]+ )?\d{4}$/)
    }
  }
})

test('the section buttons are in-page links that work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/testimonials')
  const nav = page.getByRole('navigation', { name: 'Testimonial topics' })
  for (const section of testimonialSections) {
    await expect(nav.getByRole('link', { name: section.label, exact: true })).toHaveAttribute(
      'href',
      `#${section.id}`,
    )
  }
  await context.close()
})

test('each button smooth-scrolls to its section and moves focus to its heading', async ({ page }) => {
  await page.goto('/testimonials')
  await waitForHydration(page)
  const nav = page.getByRole('navigation', { name: 'Testimonial topics' })
  for (const section of [...testimonialSections].reverse()) {
    await page.evaluate(() => window.scrollTo(0, 0))
    await nav.getByRole('link', { name: section.label, exact: true }).click()
    const heading = page.locator(`#${section.id}`).getByRole('heading', { level: 2 })
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport()
    await expect(page).toHaveURL(new RegExp(`#${section.id}$`))
    // The smooth scroll settles with the heading just below the sticky header.
    await expect
      .poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top)))
      .toBeGreaterThan(0)
    await expect.poll(() => heading.evaluate((h) => h.getBoundingClientRect().top)).toBeLessThan(250)
  }
})

test('the scroll is instant under reduced motion', async ({ browser }) => {
  const page = await newPage(browser, { reducedMotion: 'reduce' })
  await page.goto('/testimonials')
  await waitForHydration(page)
  const target = await page.locator('#other').evaluate((s) => s.getBoundingClientRect().top + window.scrollY)
  // Click and read the scroll position in the same task: a smooth scroll would not be there yet.
  const y = await page.evaluate(() => {
    document.querySelector<HTMLAnchorElement>('a[href="#other"]')!.click()
    return window.scrollY
  })
  expect(Math.abs(y - target)).toBeLessThan(120)
  await page.context().close()
})

for (const width of [375, 1440]) {
  test(`each quote shows exactly five whole stars at the documented size (${width} px)`, async ({
    browser,
  }) => {
    const page = await newPage(browser, { viewport: { width, height: 900 } })
    await page.goto('/testimonials')
    const stars = page.getByRole('main').getByRole('img', { name: '5 out of 5 stars' })
    expect(await stars.count()).toBeGreaterThan(3)
    for (const star of await stars.all()) {
      // 1.25rem high (the component's default), five 1.25rem tiles wide, whatever its container.
      const box = (await star.boundingBox())!
      expect(box.height).toBeCloseTo(20, 0)
      expect(box.width).toBeCloseTo(100, 0)
    }
    // The pixels: across the row of the stars' arms (40% down a tile), five separate runs of the
    // star colour, each about as wide as the others and the last one whole.
    const first = stars.first()
    await first.scrollIntoViewIfNeeded()
    const png = await first.screenshot()
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
    const row = Math.round(info.height * 0.4)
    const at = (x: number) => {
      const i = (row * info.width + x) * info.channels
      return [data[i]!, data[i + 1]!, data[i + 2]!]
    }
    const background = at(0)
    const inked = (x: number) => at(x).some((c, k) => Math.abs(c - background[k]!) > 60)
    const runs: [number, number][] = []
    for (let x = 0; x < info.width; x++) {
      if (!inked(x)) continue
      const last = runs.at(-1)
      if (last && last[1] === x - 1) last[1] = x
      else runs.push([x, x])
    }
    expect(runs, `runs of star colour at ${width} px: ${JSON.stringify(runs)}`).toHaveLength(5)
    const widths = runs.map(([a, b]) => b - a + 1)
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(2)
    expect(runs[4]![1]).toBeLessThan(info.width - 1)
    await page.context().close()
  })
}
