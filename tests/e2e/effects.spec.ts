import { expect, type Page, test } from '@playwright/test'
import { TYPEWRITER_TIMING } from '#app/boot/typewriter.ts'
import {
  CONTENT_FADE_IN_MS,
  DOT_COUNT,
  DOT_FLOAT_PERCENT,
  DOT_MAX_DELAY_S,
  DOT_MAX_DURATION_S,
  DOT_MIN_DURATION_S,
  DOT_SIZES_PX,
} from '#app/components/effects/floating-dots.tsx'
import { home } from '#core/content/home.ts'
import { newPage, waitForHydration, webFontsApplied } from './support.ts'

const text = home.hero.tagline

test('the timing constants', () => {
  expect([TYPEWRITER_TIMING.charMs, TYPEWRITER_TIMING.startDelayMs, TYPEWRITER_TIMING.cursorHideMs]).toEqual([
    50, 500, 1000,
  ])
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

/** How many characters of the line show, and the cursor's visibility and opacity. */
async function typewriterState(page: Page) {
  return page.locator('[data-typewriter]').evaluate((line) => {
    const chars = [...line.querySelectorAll('.typewriter-char')]
    const cursor = getComputedStyle(line.querySelector('[data-typewriter] .typewriter-cursor')!)
    return {
      shown: chars.filter((c) => getComputedStyle(c).opacity === '1').length,
      hidden: chars.filter((c) => getComputedStyle(c).opacity === '0').length,
      cursor: cursor.visibility,
      lit: cursor.opacity,
    }
  })
}

test('typewriter: one character every 50 ms after 500 ms, cursor blinks and goes 1 s after the last', async ({
  page,
}) => {
  const length = Array.from(text).length
  // The clock is paused, and the line mounted again by a client-side navigation back to the home
  // page, so the typing starts at a known instant and every step below is exact.
  await page.clock.install()
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.locator('[data-typewriter]')).toHaveAttribute('aria-hidden', 'true')
  await expect(page.locator('[data-typewriter] .typewriter-char')).toHaveCount(length)
  // Any link to the services page (the expertise cards link to its sections, /services#…).
  await page.locator('main a[href^="/services"]').first().click()
  await expect(page).toHaveURL(/\/services(#[\w-]+)?$/)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await page.goBack()
  await expect(page.locator('[data-typewriter]')).toHaveAttribute('data-typing', '')
  // The runner's chunk has loaded and started (the clock is paused, so its start is still "now").
  await expect(page.locator('[data-typewriter] .typewriter-cursor')).toHaveAttribute('data-cursor', 'lit')

  expect(await typewriterState(page)).toEqual({ shown: 0, hidden: length, cursor: 'visible', lit: '1' })
  await page.clock.runFor(TYPEWRITER_TIMING.startDelayMs - 1)
  expect(await typewriterState(page)).toMatchObject({ shown: 0, cursor: 'visible', lit: '1' })
  await page.clock.runFor(1) // 500 ms: the first character, and the cursor's dark half-second
  expect(await typewriterState(page)).toMatchObject({ shown: 1, hidden: length - 1, lit: '0' })
  for (const k of [2, 3, 4]) {
    await page.clock.runFor(TYPEWRITER_TIMING.charMs)
    expect((await typewriterState(page)).shown).toBe(k)
  }
  await page.clock.runFor(1000 - (TYPEWRITER_TIMING.startDelayMs + 3 * TYPEWRITER_TIMING.charMs)) // 1 s: lit again
  expect(await typewriterState(page)).toMatchObject({ shown: 11, lit: '1' })
  const doneAt = TYPEWRITER_TIMING.startDelayMs + (length - 1) * TYPEWRITER_TIMING.charMs
  await page.clock.runFor(doneAt - 1000 - 1)
  expect(await typewriterState(page)).toMatchObject({ shown: length - 1, cursor: 'visible' })
  await page.clock.runFor(1)
  expect(await typewriterState(page)).toMatchObject({ shown: length, hidden: 0, cursor: 'visible' })
  await page.clock.runFor(TYPEWRITER_TIMING.cursorHideMs - 1)
  expect((await typewriterState(page)).cursor).toBe('visible')
  await page.clock.runFor(1)
  expect(await typewriterState(page)).toMatchObject({ shown: length, cursor: 'hidden' })
})

test('typewriter: on the first page it types before the scripts arrive, and finishes with the cursor gone', async ({
  page,
}) => {
  // The app's modules never load: the inline script alone types the line (the page's CSP allows it).
  await page.route('**/assets/*.js', (route) => route.abort())
  const errors: string[] = []
  page.on(
    'console',
    (m) => m.type() === 'error' && !/Failed to load resource/.test(m.text()) && errors.push(m.text()),
  )
  await page.goto('/')
  await expect(page.locator('[data-typewriter]')).toHaveAttribute('data-typing', '')
  await expect
    .poll(() => typewriterState(page), { timeout: 15_000 })
    .toEqual({
      shown: Array.from(text).length,
      hidden: 0,
      cursor: 'hidden',
      lit: expect.any(String),
    })
  expect(errors.filter((e) => /Content Security Policy/.test(e))).toEqual([])
})

test('typewriter: the whole line and no cursor without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  expect(await typewriterState(page)).toEqual({
    shown: Array.from(text).length,
    hidden: 0,
    cursor: 'hidden',
    lit: '1',
  })
  await context.close()
})

test('typewriter: left alone, it finishes with the cursor hidden', async ({ page }) => {
  await page.goto('/')
  const cursor = page.locator('[data-typewriter] .typewriter-cursor')
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
  await waitForHydration(page)
  const opacities = await page
    .locator('[data-typewriter] .typewriter-char')
    .evaluateAll((chars) => chars.map((c) => getComputedStyle(c).opacity))
  expect(new Set(opacities)).toEqual(new Set(['1']))
  await expect(page.locator('[data-typewriter] .typewriter-cursor')).toBeHidden()
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

for (const width of [320, 375]) {
  test(`no floating dots on a phone, where the portrait is an avatar with no edge to frame (${width} px)`, async ({
    browser,
  }) => {
    const page = await newPage(browser, { viewport: { width, height: 900 } })
    await page.goto('/')
    // On a phone they read as stray specks. Still in the page (the spec's seven).
    await expect(page.locator('[data-floating-dots] .floating-dot')).toHaveCount(7)
    await expect(page.locator('[data-floating-dots]')).toBeHidden()
    await page.setViewportSize({ width: 1024, height: 900 })
    await expect(page.locator('[data-floating-dots]')).toBeVisible()
    await page.context().close()
  })
}

for (const width of [1024, 1440]) {
  test(`floating dots keep to the hero's edge, never across its words (${width} px)`, async ({ browser }) => {
    const page = await newPage(browser, { viewport: { width, height: 900 }, reducedMotion: 'reduce' })
    await page.goto('/')
    // In the site's type: the words' zone takes its height then.
    await webFontsApplied(page)
    const main = page.getByRole('main')
    const dots = await page
      .locator('[data-floating-dots] .floating-dot')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))
    // Spec: 7 floating dots.
    expect(dots).toHaveLength(7)
    // Every dot is on the page, whole (dots cut by the screen's edge read as leftovers).
    for (const dot of dots) {
      expect(dot.x).toBeGreaterThanOrEqual(0)
      expect(dot.x + dot.width).toBeLessThanOrEqual(width)
    }
    // Wholly on screen: at rest no dot is cut by the edge of the words' zone or the quote's card
    // (one half hidden beside the Google rating at 375 px); wholly behind one is fine.
    const cut = await page.evaluate(() => {
      const covers = [...document.querySelectorAll('.hero-clear-zone, .hero-quote')].map((el) => ({
        name: el.className,
        box: el.getBoundingClientRect(),
        painted: getComputedStyle(el).backgroundColor !== 'rgba(0, 0, 0, 0)',
      }))
      return [...document.querySelectorAll('[data-floating-dots] .floating-dot')].flatMap((el, i) => {
        const d = el.getBoundingClientRect()
        return covers.flatMap(({ name, box, painted }) => {
          const w = Math.max(0, Math.min(d.right, box.right) - Math.max(d.left, box.left))
          const h = Math.max(0, Math.min(d.bottom, box.bottom) - Math.max(d.top, box.top))
          const share = (w * h) / (d.width * d.height)
          return painted && share > 0 && share < 1
            ? [`dot ${i + 1}: ${Math.round(share * 100)}% behind ${name}`]
            : []
        })
      })
    })
    expect(cut).toEqual([])
    const words = main.locator('h1, p, [data-hero-action]').filter({ visible: true })
    for (const box of await words.evaluateAll((els) =>
      els
        .filter((el) => el.closest('.floating-dots-content'))
        .map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      for (const dot of dots) {
        const crosses =
          dot.x < box.x + box.width &&
          dot.x + dot.width > box.x &&
          dot.y < box.y + box.height &&
          dot.y + dot.height > box.y
        expect(crosses, 'no dot beside the words').toBe(false)
      }
    }
    await page.context().close()
  })
}
