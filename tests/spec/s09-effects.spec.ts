/** SPEC §2 decorative effects and §9 interface constants: what moves, and when. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { parse } from 'yaml'
import { notifications, open, purchaseButton } from './support.ts'

const tagline: string = parse(
  readFileSync(path.join(import.meta.dirname, '..', '..', 'content', 'pages', 'home.yml'), 'utf8'),
).hero.tagline

/** The typed line (hidden from assistive technology, which reads the whole line at once): characters shown, cursor seen. */
async function typed(page: Page) {
  const line = page
    .locator('[aria-hidden="true"]')
    .filter({ hasText: tagline.slice(0, 12) })
    .last()
  return line.evaluate((el) => {
    const parts = [...el.children] as HTMLElement[]
    const chars = parts.filter((c) => (c.textContent ?? '').length === 1)
    const cursor = parts.find((c) => (c.textContent ?? '') === '')
    return {
      shown: chars.filter((c) => getComputedStyle(c).opacity === '1').length,
      total: chars.length,
      cursor: cursor ? getComputedStyle(cursor).visibility : 'none',
    }
  })
}

test('§2 Decorative effects: the typewriter types one character every 50 ms after 500 ms; the cursor hides 1 s after', async ({
  page,
}) => {
  await page.clock.install()
  await open(page, '/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await page.goBack()
  await expect.poll(() => typed(page).then((t) => t.total)).toBe(Array.from(tagline).length)
  await expect.poll(() => typed(page).then((t) => t.cursor)).toBe('visible')
  const total = Array.from(tagline).length
  expect((await typed(page)).shown).toBe(0)
  await page.clock.runFor(499)
  expect((await typed(page)).shown).toBe(0)
  await page.clock.runFor(1)
  expect((await typed(page)).shown).toBe(1)
  await page.clock.runFor(50)
  expect((await typed(page)).shown).toBe(2)
  await page.clock.runFor(50 * 8)
  expect((await typed(page)).shown).toBe(10)
  await page.clock.runFor(50 * (total - 10))
  expect(await typed(page)).toMatchObject({ shown: total, cursor: 'visible' })
  await page.clock.runFor(999)
  expect((await typed(page)).cursor).toBe('visible')
  await page.clock.runFor(1)
  expect((await typed(page)).cursor).toBe('hidden')
})

/** The endless animations on the page: duration, delay, the moving element's size and colour. */
async function loops(page: Page) {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY)
      .map((a) => {
        const effect = a.effect as KeyframeEffect
        const target = effect.target as HTMLElement
        const dot = (target.firstElementChild as HTMLElement | null) ?? target
        return {
          duration: Number(effect.getTiming().duration),
          delay: Number(effect.getTiming().delay),
          width: dot.offsetWidth,
          height: dot.offsetHeight,
          background: getComputedStyle(dot).backgroundColor,
          hidden: !!target.closest('[aria-hidden="true"]'),
          keyframes: JSON.stringify(effect.getKeyframes()),
        }
      })
      .filter((l) => l.duration >= 5000),
  )
}

test('§2 Decorative effects: 7 small semi-transparent bluish floating dots, the content fading in over 0.6 s', async ({
  page,
}) => {
  await page.goto('/')
  const dots = await loops(page)
  expect(dots).toHaveLength(7)
  for (const dot of dots) {
    expect(dot.hidden).toBe(true)
    const [r, g, b, a] = dot.background.match(/[\d.]+/g)!.map(Number)
    expect(a, 'semi-transparent').toBeLessThan(1)
    expect(b, 'bluish').toBeGreaterThan(Math.max(r!, g!))
  }
  const fades = await page.evaluate(() =>
    document
      .getAnimations()
      .map((a) => a.effect as KeyframeEffect)
      .filter((e) => e.getTiming().duration === 600 && JSON.stringify(e.getKeyframes()).includes('opacity'))
      .map((e) => (e.target as HTMLElement).textContent ?? ''),
  )
  expect(fades.some((text) => text.includes(tagline.slice(0, 12)))).toBe(true)
})

test('§9 Interface: floating dots of 8, 10, 12 or 14 px, loops of 7 to 11 s, delays 0 to 2.5 s, floating up 15%', async ({
  page,
}) => {
  await page.goto('/')
  const dots = await loops(page)
  expect(dots).toHaveLength(7)
  for (const dot of dots) {
    expect([8, 10, 12, 14]).toContain(dot.width)
    expect(dot.height).toBe(dot.width)
    expect(dot.duration).toBeGreaterThanOrEqual(7000)
    expect(dot.duration).toBeLessThanOrEqual(11000)
    expect(dot.delay).toBeGreaterThanOrEqual(0)
    expect(dot.delay).toBeLessThanOrEqual(2500)
  }
  // Up by 15% of its own height at the top of the float.
  const lift = await page.evaluate(async () => {
    const animation = document
      .getAnimations()
      .find(
        (a) =>
          a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY &&
          Number(a.effect?.getTiming().duration) >= 5000,
      )!
    const target = (animation.effect as KeyframeEffect).target as HTMLElement
    animation.pause()
    let highest = 0
    const duration = Number(animation.effect!.getTiming().duration)
    for (let t = 0; t <= duration; t += duration / 40) {
      animation.currentTime = Number(animation.effect!.getTiming().delay) + t
      const m = new DOMMatrix(getComputedStyle(target).transform)
      highest = Math.min(highest, m.m42)
    }
    return { highest, height: target.offsetHeight }
  })
  expect(Math.round((-lift.highest / lift.height) * 100)).toBe(15)
})

test('§9 Interface: podcast cards appear 100 ms apart; the closing link after 400 ms', async ({ page }) => {
  await page.goto('/services/hypnotherapy')
  const grid = page.getByRole('region', { name: 'Featured Podcast Appearances' })
  await grid.scrollIntoViewIfNeeded()
  const delays = await grid.evaluate((region) => {
    const delayOf = (el: Element) =>
      el
        .getAnimations({ subtree: true })
        .map((a) => Number(a.effect?.getTiming().delay ?? 0))
        .concat(
          [el, ...el.querySelectorAll('*')].map(
            (e) => Number.parseFloat(getComputedStyle(e).animationDelay) * 1000 || 0,
          ),
        )
        .reduce((m, d) => Math.max(m, d), 0)
    const cards = [...region.querySelectorAll('li')].map(delayOf)
    const link = [...region.querySelectorAll('a')].find((a) =>
      /View More Interviews/.test(a.textContent ?? ''),
    )
    let holder: Element | null = link ?? null
    let closing = 0
    while (holder && holder !== region && closing === 0) {
      closing = Number.parseFloat(getComputedStyle(holder).animationDelay) * 1000 || 0
      holder = holder.parentElement
    }
    return { cards, closing }
  })
  expect(delays.cards).toEqual([0, 100, 200, 300])
  expect(delays.closing).toBe(400)
})

test('§9 Interface: toasts, at most 3 visible at once', async ({ page }) => {
  await open(page, '/store/red-light-therapy')
  for (let i = 0; i < 5; i++) await purchaseButton(page).click()
  const shown = notifications(page).getByRole('listitem')
  await expect.poll(() => shown.count()).toBeGreaterThanOrEqual(3)
  const visible = await shown.evaluateAll(
    (items) =>
      items.filter((t) => t.getAttribute('data-visible') !== 'false' && getComputedStyle(t).opacity !== '0')
        .length,
  )
  expect(visible).toBeLessThanOrEqual(3)
})

test('§9 Interface: toasts 14 px apart when expanded', async ({ page }) => {
  await open(page, '/store/red-light-therapy')
  await purchaseButton(page).click()
  await purchaseButton(page).click()
  const shown = notifications(page).getByRole('listitem')
  await expect(shown).toHaveCount(2)
  await shown.first().hover()
  await expect
    .poll(async () => {
      const [a, b] = await Promise.all([shown.nth(0).boundingBox(), shown.nth(1).boundingBox()])
      if (!a || !b) return null
      const [upper, lower] = a.y < b.y ? [a, b] : [b, a]
      return Math.round(lower.y - (upper.y + upper.height))
    })
    .toBe(14)
})

test('§9 Interface: a toast swiped 20 px or more is dismissed', async ({ page }) => {
  // The page's clock: the drags below take a known time (a quick flick dismisses at any distance).
  await page.clock.install()
  await open(page, '/store/red-light-therapy')
  await purchaseButton(page).click()
  const toast = notifications(page).getByRole('listitem').first()
  await expect(toast).toBeVisible()
  // Swiped once it has come to rest in its corner.
  const viewport = page.viewportSize()!
  await expect
    .poll(async () => {
      const b = await toast.boundingBox()
      return b && Math.round(viewport.height - b.y - b.height)
    })
    .toBe(32)
  const box = (await toast.boundingBox())!
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  // A slow drag (400 ms), so that only the distance can dismiss it.
  const swipe = async (distance: number) => {
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x, y + distance, { steps: 10 })
    await page.clock.runFor(400)
    await page.mouse.up()
  }
  await swipe(12)
  await page.clock.runFor(300)
  await expect(toast).toBeVisible()
  await swipe(25)
  await expect(toast).toBeHidden({ timeout: 2000 })
})
