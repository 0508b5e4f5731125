import { expect, type Page, test } from '@playwright/test'
import {
  CONTENT_FADE_IN_MS,
  DOT_COUNT,
  DOT_FLOAT_PERCENT,
  DOT_MAX_DELAY_S,
  DOT_MAX_DURATION_S,
  DOT_MIN_DURATION_S,
  DOT_SIZES_PX,
} from '#app/components/effects/floating-dots.tsx'
import {
  TYPEWRITER_CHAR_MS,
  TYPEWRITER_CURSOR_HIDE_MS,
  TYPEWRITER_START_DELAY_MS,
} from '#app/components/effects/typewriter.tsx'
import { home } from '#app/content/home.ts'
import { newPage } from './support.ts'

const text = home.hero.tagline

test('the timing constants', () => {
  expect([TYPEWRITER_CHAR_MS, TYPEWRITER_START_DELAY_MS, TYPEWRITER_CURSOR_HIDE_MS]).toEqual([50, 500, 1000])
  expect([DOT_COUNT, [...DOT_SIZES_PX], DOT_FLOAT_PERCENT, CONTENT_FADE_IN_MS]).toEqual([
    7,
    [8, 10, 12, 14],
    15,
    600,
  ])
  expect([DOT_MIN_DURATION_S, DOT_MAX_DURATION_S, DOT_MAX_DELAY_S]).toEqual([7, 11, 2.5])
})

test('typewriter: the whole text is in the HTML for screen readers and without JavaScript', async ({
  request,
}) => {
  const html = (await (await request.get('/')).text()).replaceAll('&#x27;', "'")
  expect(html).toContain(`<span class="sr-only">${text}</span>`)
})

/**
 * Restarts the CSS animations under `selector` (by swapping in a fresh copy of the element, since
 * finished animations can no longer be reached) and freezes them at 0 ms. `seek` then moves them.
 */
async function restartPaused(page: Page, selector: string) {
  await page.locator(selector).evaluate((root) => {
    const copy = root.cloneNode(true) as Element
    root.replaceWith(copy)
    for (const animation of copy.getAnimations({ subtree: true })) {
      animation.pause()
      animation.currentTime = 0
    }
  })
}

/** Sets every CSS animation under `selector` to `ms` after it started (delays included). */
async function seek(page: Page, selector: string, ms: number) {
  await page.locator(selector).evaluate((root, t) => {
    for (const animation of root.getAnimations({ subtree: true })) animation.currentTime = t
  }, ms)
}

test('typewriter: one character every 50 ms after 500 ms, cursor gone 1 s after the last', async ({
  page,
}) => {
  await page.goto('/')
  const typed = page.locator('[data-typewriter]')
  await expect(typed).toHaveAttribute('aria-hidden', 'true')
  const chars = typed.locator('.typewriter-char')
  const length = Array.from(text).length
  await expect(chars).toHaveCount(length)
  const delays = await chars.evaluateAll((all) => all.map((c) => getComputedStyle(c).animationDelay))
  expect(delays).toEqual(
    Array.from(text).map((_, i) => `${(TYPEWRITER_START_DELAY_MS + i * TYPEWRITER_CHAR_MS) / 1000}s`),
  )
  const shown = () =>
    chars.evaluateAll((all) => all.filter((c) => getComputedStyle(c).opacity === '1').length)
  const cursor = page.locator('[data-typewriter-cursor]')
  const cursorVisible = () => cursor.evaluate((c) => getComputedStyle(c).visibility === 'visible')

  // Nothing before the start delay, then one more character per 50 ms.
  await restartPaused(page, '[data-typewriter]')
  await seek(page, '[data-typewriter]', TYPEWRITER_START_DELAY_MS - 10)
  expect(await shown()).toBe(0)
  expect(await cursorVisible()).toBe(true)
  for (const k of [1, 2, 10, length]) {
    await seek(page, '[data-typewriter]', TYPEWRITER_START_DELAY_MS + (k - 1) * TYPEWRITER_CHAR_MS + 5)
    expect(await shown()).toBe(k)
  }
  const doneAt = TYPEWRITER_START_DELAY_MS + (length - 1) * TYPEWRITER_CHAR_MS
  await seek(page, '[data-typewriter]', doneAt + TYPEWRITER_CURSOR_HIDE_MS - 20)
  expect(await cursorVisible()).toBe(true)
  await seek(page, '[data-typewriter]', doneAt + TYPEWRITER_CURSOR_HIDE_MS + 20)
  expect(await cursorVisible()).toBe(false)
  expect(await shown()).toBe(length)
})

test('typewriter: left alone, it finishes with the cursor hidden', async ({ page }) => {
  await page.goto('/')
  const cursor = page.locator('[data-typewriter-cursor]')
  await expect
    .poll(() => cursor.evaluate((c) => getComputedStyle(c).visibility), { timeout: 15_000 })
    .toBe('hidden')
  const opacities = await page
    .locator('[data-typewriter] .typewriter-char')
    .evaluateAll((chars) => chars.map((c) => getComputedStyle(c).opacity))
  expect(new Set(opacities)).toEqual(new Set(['1']))
})

test('typewriter: shown at once, without a cursor, under reduced motion', async ({ browser }) => {
  const page = await newPage(browser, { reducedMotion: 'reduce' })
  await page.goto('/')
  const opacities = await page
    .locator('[data-typewriter] .typewriter-char')
    .evaluateAll((chars) => chars.map((c) => getComputedStyle(c).opacity))
  expect(new Set(opacities)).toEqual(new Set(['1']))
  await expect(page.locator('[data-typewriter-cursor]')).toBeHidden()
  await page.context().close()
})

test('floating dots: seven small decorative dots with their timings, content fades in', async ({ page }) => {
  await page.goto('/')
  const layer = page.locator('[data-floating-dots]').first()
  await expect(layer).toHaveAttribute('aria-hidden', 'true')
  const dots = await layer.locator('.floating-dot-track').evaluateAll((tracks) =>
    tracks.map((track) => {
      const style = getComputedStyle(track)
      const dot = track.firstElementChild as HTMLElement
      const dotStyle = getComputedStyle(dot)
      return {
        duration: Number.parseFloat(style.animationDuration),
        delay: Number.parseFloat(style.animationDelay),
        iterations: style.animationIterationCount,
        width: dot.offsetWidth,
        height: dot.offsetHeight,
        left: dot.style.left,
        top: dot.style.top,
        background: dotStyle.backgroundColor,
        float: style.getPropertyValue('--dot-float'),
      }
    }),
  )
  expect(dots).toHaveLength(DOT_COUNT)
  for (const dot of dots) {
    expect(DOT_SIZES_PX).toContain(dot.width)
    expect(dot.height).toBe(dot.width)
    expect(dot.duration).toBeGreaterThanOrEqual(DOT_MIN_DURATION_S)
    expect(dot.duration).toBeLessThanOrEqual(DOT_MAX_DURATION_S)
    expect(dot.delay).toBeGreaterThanOrEqual(0)
    expect(dot.delay).toBeLessThanOrEqual(DOT_MAX_DELAY_S)
    expect(dot.iterations).toBe('infinite')
    expect(dot.left).toMatch(/^\d+(\.\d+)?%$/)
    expect(dot.top).toMatch(/^\d+(\.\d+)?%$/)
    expect(dot.float).toBe(`-${DOT_FLOAT_PERCENT}%`)
    // Semi-transparent and bluish: alpha below 1, blue the strongest channel.
    const [r, g, b, a] = dot.background.match(/[\d.]+/g)!.map(Number)
    expect(a).toBeLessThan(1)
    expect(b).toBeGreaterThan(r!)
    expect(b).toBeGreaterThan(g!)
  }
  const fade = await page
    .locator('.floating-dots-content')
    .first()
    .evaluate((c) => getComputedStyle(c).animationDuration)
  expect(fade).toBe(`${CONTENT_FADE_IN_MS / 1000}s`)
})

test('floating dots stand still under reduced motion', async ({ browser }) => {
  const page = await newPage(browser, { reducedMotion: 'reduce' })
  await page.goto('/')
  const iterations = await page
    .locator('[data-floating-dots] .floating-dot-track')
    .evaluateAll((tracks) => tracks.map((t) => getComputedStyle(t).animationIterationCount))
  expect(new Set(iterations)).toEqual(new Set(['1']))
  await page.context().close()
})
