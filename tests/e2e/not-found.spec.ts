import { expect, test } from '@playwright/test'
import { practice } from '#core/config/practice.ts'
import { NOT_FOUND_PATHS } from '#core/content/route-paths.ts'
import { waitForHydration } from './support.ts'

test('unknown paths answer 404 with the not-found page, which logs the path', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (m) => logged.push(m.text()))
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
  await expect.poll(() => logged.some((l) => l.includes('/no-such-page'))).toBe(true)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the not-found page is in the HTML itself (no JavaScript needed)', async ({ request }) => {
  const res = await request.get('/services/not-a-service/deeper')
  expect(res.status()).toBe(404)
  expect(await res.text()).toContain('Oops! Page not found')
})

// Each unknown path is answered with a not-found page rendered by the route the browser matches,
// so hydration takes over the server's HTML instead of rendering a second copy of the page.
for (const [path, heading] of [
  ['/services/no-such-service', 'Oops! Page not found'],
  ['/store/no-such-product', 'Product Not Found'],
  ['/blog/99', 'not found'],
  ['/a/b/c', 'Oops! Page not found'],
] as const) {
  test(`hard load of ${path}: 404, one page, hydrated without errors`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error' && !/404|non-existent route/.test(m.text())) errors.push(m.text())
    })
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading, { ignoreCase: true })
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveCount(1)
    expect(errors).toEqual([])
  })
}

test('the prerendered not-found copies themselves answer 404', async ({ request }) => {
  for (const path of NOT_FOUND_PATHS) expect((await request.get(path)).status(), path).toBe(404)
})

test('the not-found page: in the wide column like the header, the practice phone beside the way home', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/no-such-page')
  const main = page.getByRole('main')
  const call = main.getByRole('link', { name: `Call ${practice.phone.display}` })
  await expect(call).toHaveAttribute('href', practice.phone.href)
  const home = (await main.getByRole('link', { name: 'Return to Home' }).boundingBox())!
  const phone = (await call.boundingBox())!
  expect(Math.abs(phone.y - home.y)).toBeLessThan(2)
  // Design notes, Every page: one container system, content edges do not step. The note starts at
  // the header's left edge; the ways on fill the opening's right half (it was empty), beside the
  // note and ending on the wide column's right edge, the header's.
  const title = (await main.getByRole('heading', { level: 1 }).boundingBox())!
  const header = (await page.getByRole('banner').boundingBox())!
  const logo = (await page.getByRole('banner').getByRole('link').first().boundingBox())!
  expect(Math.abs(title.x - logo.x)).toBeLessThanOrEqual(1)
  const cards = (await main.getByRole('list').boundingBox())!
  expect(cards.x, 'beside the note').toBeGreaterThan(phone.x + phone.width)
  expect(cards.x).toBeGreaterThan(header.x + header.width / 2)
  expect(Math.abs(cards.x + cards.width - (header.width - logo.x))).toBeLessThanOrEqual(1)
  expect(cards.y, 'level with the note, not under it').toBeLessThan(home.y + home.height)
})

test('the not-found page on a phone: its two buttons one under the other, each the column’s full width, as under every hero', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/no-such-page')
  const main = page.getByRole('main')
  const [home, call, cards] = await Promise.all([
    main.getByRole('link', { name: 'Return to Home' }).boundingBox(),
    main.getByRole('link', { name: `Call ${practice.phone.display}` }).boundingBox(),
    main.getByRole('list').boundingBox(),
  ])
  for (const button of [home!, call!]) {
    expect(Math.abs(button.x - cards!.x)).toBeLessThanOrEqual(1)
    expect(Math.abs(button.width - cards!.width)).toBeLessThanOrEqual(1)
  }
  expect(call!.y).toBeGreaterThanOrEqual(home!.y + home!.height)
})

test('the not-found page opens quietly, as a short note on the page itself; its three ways on are cards with icons, titles not underlined', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/no-such-page')
  const main = page.getByRole('main')
  const opening = main.locator('section').first()
  await expect(opening.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
  // No band of its own (openings.spec.ts): the page's background shows through.
  expect(await opening.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgba(0, 0, 0, 0)')
  const cards = main.getByRole('list').getByRole('link')
  await expect(cards).toHaveCount(3)
  for (const card of await cards.all()) {
    await expect(card.locator('svg').first()).toBeVisible()
    const title = card.locator('span.font-serif')
    expect(await title.evaluate((e) => getComputedStyle(e).textDecorationLine)).toBe('none')
    // The arrow sat alone on the card's last row. It ends the title's line, and the
    // card's last child is its line of words.
    const arrow = (await title.locator('svg').boundingBox())!
    const titleBox = (await title.boundingBox())!
    expect(arrow.y).toBeGreaterThanOrEqual(titleBox.y)
    expect(arrow.y + arrow.height).toBeLessThanOrEqual(titleBox.y + titleBox.height)
    expect(await card.evaluate((a) => a.lastElementChild?.querySelector('svg') ?? null)).toBeNull()
  }
  // One edge in the right column: the heading over the cards starts where they do.
  const heading = main.getByRole('heading', { level: 2, name: 'A few places to pick up from' })
  const list = (await main.getByRole('list').boundingBox())!
  expect(Math.abs((await heading.boundingBox())!.x - list.x)).toBeLessThanOrEqual(2)
})

test('the not-found page on a phone: the ways on under the note, on the title’s left edge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/no-such-page')
  const main = page.getByRole('main')
  const title = (await main.getByRole('heading', { level: 1 }).boundingBox())!
  const heading = (await main
    .getByRole('heading', { level: 2, name: 'A few places to pick up from' })
    .boundingBox())!
  const call = (await main.getByRole('link', { name: `Call ${practice.phone.display}` }).boundingBox())!
  expect(Math.abs(heading.x - title.x)).toBeLessThanOrEqual(2)
  expect(heading.y).toBeGreaterThan(call.y + call.height)
})
