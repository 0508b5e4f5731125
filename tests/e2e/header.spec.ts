import { expect, type Locator, test } from '@playwright/test'
import { bookingActionPath } from '#core/config/booking.ts'
import { NAV_ITEMS } from '#core/config/navigation.ts'
import { practice } from '#core/config/practice.ts'
import { newPage, textLines, waitForHydration, webFontsApplied } from './support.ts'

test('the header lists the eight routes and marks the current one', async ({ page }) => {
  await page.goto('/store')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link')).toHaveText(NAV_ITEMS.map((i) => i.name))
  for (const item of NAV_ITEMS) {
    await expect(nav.getByRole('link', { name: item.name, exact: true })).toHaveAttribute('href', item.path)
  }
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Store')
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
})

test('the order page marks Store, its part of the site, in the header', async ({ page }) => {
  await page.goto('/purchase-thank-you')
  await waitForHydration(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  const store = nav.getByRole('link', { name: 'Store', exact: true })
  const home = nav.getByRole('link', { name: 'Home', exact: true })
  // Nothing was marked there. The same fill as a current item, not a page's aria-current.
  const [marked, plain] = await Promise.all([
    store.evaluate((a) => getComputedStyle(a).backgroundColor),
    home.evaluate((a) => getComputedStyle(a).backgroundColor),
  ])
  expect(marked).not.toBe(plain)
  await page.goto('/store')
  expect(
    await nav.locator('[aria-current="page"]').evaluate((a) => getComputedStyle(a).backgroundColor),
  ).toBe(marked)
})

test.describe('mobile menu (below 768 px)', () => {
  test('opens full screen, locks scrolling, closes on Escape with focus back on the button', async ({
    browser,
  }) => {
    const page = await newPage(browser, { viewport: { width: 375, height: 740 } })
    await page.goto('/about')
    await waitForHydration(page)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const button = page.getByRole('button', { name: 'Menu' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByRole('link')).toHaveText(NAV_ITEMS.map((i) => i.name))
    await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true')
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    // Design notes, Every page: the phone menu covers the whole screen.
    const box = await page.locator('#mobile-menu').boundingBox()
    expect(box!.width).toBe(375)
    expect(box!.y + box!.height, JSON.stringify(box)).toBeGreaterThanOrEqual(739)
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
    await page.context().close()
  })

  test('keeps keyboard focus inside while open', async ({ browser }) => {
    const page = await newPage(browser, { viewport: { width: 375, height: 740 } })
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Menu' }).click()
    for (let i = 0; i < 14; i++) await page.keyboard.press('Tab')
    const inside = await page.evaluate(
      () =>
        !!document.activeElement?.closest('#mobile-menu') ||
        document.activeElement?.getAttribute('aria-controls') === 'mobile-menu',
    )
    expect(inside).toBe(true)
    await page.context().close()
  })

  test('the theme switch is in the menu, not the header row: labelled, reached by Tab, and it works', async ({
    browser,
  }) => {
    const page = await newPage(browser, { viewport: { width: 375, height: 740 } })
    await page.goto('/')
    await waitForHydration(page)
    // At 375 px the icon took header space beside the phone and the menu.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Dark theme' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Menu' }).click()
    const toggle = page.locator('#mobile-menu').getByRole('button', { name: 'Dark theme' })
    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    let reached = false
    for (let i = 0; i < 16 && !reached; i++) {
      await page.keyboard.press('Tab')
      reached = await toggle.evaluate((el) => el === document.activeElement)
    }
    expect(reached, 'reached by Tab inside the open menu').toBe(true)
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    // WCAG 2.5.5 target size (44 px).
    const box = (await toggle.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(44)
    await page.context().close()
  })

  test('choosing a link navigates, closes the menu and restores scrolling', async ({ browser }) => {
    const page = await newPage(browser, { viewport: { width: 375, height: 740 } })
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Testimonials' }).click()
    await expect(page).toHaveURL(/\/testimonials$/)
    // The new page is in place (the menu also closes when the page changes): only then reopen it.
    await expect(page.getByRole('heading', { level: 1, name: 'Client Testimonials' })).toBeVisible()
    await expect(page.locator('#mobile-menu')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(page.locator('#mobile-menu')).toBeHidden()
    await page.context().close()
  })
})

// From 768 to 1023 px the header had neither (and at 800 px its links pushed the theme
// switch off the screen); the links are a row of their own under them there.
for (const width of [768, 900, 1023, 1024, 1280, 1440]) {
  test(`from 768 px a compact Book action sits beside the phone (${width} px)`, async ({ browser }) => {
    const page = await newPage(browser, { viewport: { width, height: 800 } })
    await page.goto('/about')
    // The boxes are compared: measured once the web fonts are in (the fallbacks are wider).
    await webFontsApplied(page)
    const header = page.getByRole('banner')
    const book = header.getByRole('link', { name: 'Book Free 15-Minute Consultation' })
    const phone = header.getByRole('link', { name: `Call ${practice.phone.display}` })
    await expect(book).toBeVisible()
    await expect(book).toHaveText('Book Free 15-Minute Consultation')
    // Design notes, Every page: the header carries a compact Book pill. Only "Book" shows (the rest
    // of the name is for screen readers).
    await expect(book.locator('.sr-only')).toHaveText(' Free 15-Minute Consultation')
    // The time picker while booking is on (content/booking.yml), the contact page while off.
    await expect(book).toHaveAttribute('href', bookingActionPath())
    await expect(phone).toBeVisible()
    await expect(phone).toHaveAttribute('href', practice.phone.href)
    const [b, p] = [(await book.boundingBox())!, (await phone.boundingBox())!]
    // Side by side on one row, the phone first, nothing between them.
    expect(Math.abs(b.y + b.height / 2 - (p.y + p.height / 2))).toBeLessThan(2)
    expect(b.x - (p.x + p.width), 'not overlapping').toBeGreaterThanOrEqual(0)
    // WCAG 2.5.5 target size (44 px), for both actions.
    expect(b.height).toBeGreaterThanOrEqual(44)
    // The header's row does not overflow: the last control ends inside the viewport.
    const right = await header.evaluate((h) =>
      Math.max(...[...h.querySelectorAll('a, button')].map((e) => e.getBoundingClientRect().right)),
    )
    expect(right).toBeLessThanOrEqual(width)
    if (width >= 1280) await expect(phone).toContainText(practice.phone.display)
    expect((await phone.boundingBox())!.width).toBeGreaterThanOrEqual(44)
    // Nothing squeezed: the practice name on one line, the links clear of the phone.
    const name = header.getByRole('link', { name: new RegExp(`^${practice.name}`) })
    expect(await textLines(name)).toBe(1)
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden()
    if (width < 1024) {
      // The links a row of their own under the name and the actions, every one inside the screen.
      const links = await header
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => a.getBoundingClientRect()))
      expect(links).toHaveLength(NAV_ITEMS.length)
      for (const link of links) {
        expect(link.top).toBeGreaterThanOrEqual(p.y + p.height)
        expect(link.top).toBeCloseTo(links[0]!.top, 0)
        expect(link.left).toBeGreaterThanOrEqual(0)
        expect(link.right).toBeLessThanOrEqual(width)
      }
      await page.context().close()
      return
    }
    const navRight = await header
      .getByRole('navigation', { name: 'Main' })
      .evaluate((n) => Math.max(...[...n.querySelectorAll('a')].map((a) => a.getBoundingClientRect().right)))
    expect(navRight).toBeLessThanOrEqual(p.x)
    await page.context().close()
  })
}

test('below 768 px the header has no Book action (the phone bar carries it on phones)', async ({
  browser,
}) => {
  const page = await newPage(browser, { viewport: { width: 375, height: 740 } })
  await page.goto('/')
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Book Free 15-Minute Consultation' }),
  ).toBeHidden()
  await page.context().close()
})

/**
 * The Book pill marked as the navigation marks its current item: the same fill as a current nav link
 * on another page (/about's About), and no ring or shadow, which reads as a stuck focus outline.
 */
async function expectCurrentFill(book: Locator) {
  const page = book.page()
  const style = await book.evaluate((a) => ({
    fill: getComputedStyle(a).backgroundColor,
    shadow: getComputedStyle(a).boxShadow,
  }))
  expect(style.shadow).toBe('none')
  const other = await page.context().newPage()
  await other.goto('/about')
  const about = other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })
  await expect(about).toHaveAttribute('aria-current', 'page')
  expect(style.fill).toBe(await about.evaluate((a) => getComputedStyle(a).backgroundColor))
  await other.close()
}

test("on the booking page the Book action is marked current in the navigation's fill, not a ring; where it leads to /contact (booking off), the Contact item is marked and the pill is not", async ({
  browser,
}) => {
  const page = await newPage(browser, { viewport: { width: 1440, height: 900 } })
  await page.goto('/about')
  const book = page.getByRole('banner').getByRole('link', { name: 'Book Free 15-Minute Consultation' })
  await expect(book).not.toHaveAttribute('aria-current', 'page')
  expect(await book.evaluate((a) => getComputedStyle(a).boxShadow)).toBe('none')
  const target = (await book.getAttribute('href'))!
  await page.goto(target)
  if (target === '/book') {
    await expect(book).toHaveAttribute('aria-current', 'page')
    await expectCurrentFill(book)
  } else {
    // Online booking off: the action leads to the contact page, which its own item marks; a ring on
    // the pill as well read as a stuck focus ring.
    expect(target).toBe('/contact')
    expect(await book.evaluate((a) => getComputedStyle(a).boxShadow)).toBe('none')
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
    ).toHaveAttribute('aria-current', 'page')
  }
  // On /book itself, whether or not booking is on (a bookmark, a link while it is off), the pill is
  // that page and marked as the navigation marks its current item (no mark there).
  await page.goto('/book')
  await expect(book).toHaveAttribute('href', '/book')
  await expect(book).toHaveAttribute('aria-current', 'page')
  await expectCurrentFill(book)
  await expect(page.getByRole('banner').locator('[aria-current="page"]')).toHaveCount(1)
  await page.context().close()
})

// The spec's breakpoint: below 768 px the Menu/Close button instead of the links, from 768 px the links.
for (const [width, links] of [
  [767, false],
  [768, true],
] as const) {
  test(`at ${width} px the header shows ${links ? 'the eight links and no Menu button' : 'the Menu button and not the links'}`, async ({
    browser,
  }) => {
    const page = await newPage(browser, { viewport: { width, height: 800 } })
    await page.goto('/services')
    const header = page.getByRole('banner')
    const nav = header.getByRole('navigation', { name: 'Main' })
    const menu = header.getByRole('button', { name: 'Menu' })
    if (links) {
      await expect(nav.getByRole('link')).toHaveText(NAV_ITEMS.map((i) => i.name))
      for (const link of await nav.getByRole('link').all()) await expect(link).toBeInViewport()
      await expect(nav.locator('[aria-current="page"]')).toHaveText('Services')
      await expect(menu).toBeHidden()
    } else {
      await expect(nav).toBeHidden()
      await expect(menu).toBeVisible()
    }
    await page.context().close()
  })
}
