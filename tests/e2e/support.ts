import AxeBuilder from '@axe-core/playwright'
import { type Browser, expect, type Locator, type Page } from '@playwright/test'

import { REACT_FIBER_KEY_PREFIX } from '#app/components/hydration/react-fiber-key.ts'
import { practice } from '#core/config/practice.ts'
import { yearAt, yearsSince } from '#scripts/build/content/placeholders.ts'

export { ALL_PATHS, SERVICE_SLUGS, STATIC_PATHS } from '#core/content/route-paths.ts'

/**
 * The figures of years as a site built this year says them (docs/decisions/0120): in 2026 the
 * spec's "Over 25 years of experience since 1997" and "40 years of youth work".
 */
export function yearFigures() {
  const thisYear = yearAt(new Date(), practice.timeZone)
  const overYears = `Over ${yearsSince(practice.inPracticeSince, thisYear).rounded} years`
  const youthWorkYears = `${yearsSince(practice.youthWorkSince ?? thisYear, thisYear).years} years`
  return {
    overYears,
    experience: `${overYears} of experience since ${practice.inPracticeSince}`,
    youthWorkYears,
    youthWork: `${youthWorkYears} of youth work`,
  }
}

/** A fresh context + page (AxeBuilder needs a page from a context), with the theme preset. */
export async function newPage(
  browser: Browser,
  options: {
    theme?: 'light' | 'dark' | 'system'
    viewport?: { width: number; height: number }
    reducedMotion?: 'reduce' | 'no-preference'
  } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
  })
  if (options.theme) {
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme)
  }
  return context.newPage()
}

/** axe with the WCAG 2.0/2.1/2.2 A and AA rules: zero violations expected. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Bands off screen are not laid out (`content-visibility: auto`, app.css) and axe places their
  // text by the placeholder's geometry, over whatever else is there: a button's label in an
  // unrendered band read as if it stood on the next card. Lay every band out for the analysis; the
  // page's content, and what a screen reader gets, are the same either way.
  const laidOut = await page.addStyleTag({
    content: '[data-band], .defer-render { content-visibility: visible !important; }',
  })
  // Content laid out now plays its entrance (a fade-up): read it once it has ended, as a visitor
  // scrolling there would; looping decorations are not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => {})),
      ),
      // A paused or scroll-driven animation never finishes on its own.
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  )
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  await laidOut.evaluate((style) => (style as Element).remove())
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

/** Waits until React has hydrated the page (the router marks links as discovered). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => '__reactRouterRouteModules' in window && document.readyState === 'complete',
  )
  await page.waitForFunction(() => {
    const main = document.getElementById('main')
    return !!main && Object.keys(main).some((k) => k.startsWith('__react'))
  })
}

/**
 * Waits until the brand's web fonts have downloaded and joined the page (app/boot/web-fonts.ts sets
 * `window.__webFonts = 'applied'`). `document.fonts.ready` is not enough: the fonts start loading
 * only after the page's load, so it can resolve while the page is still in the fallbacks.
 */
export async function webFontsApplied(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__webFonts === 'applied')
}

/**
 * Scrolls a below-the-fold section into view, as a reader would, and waits until React has hydrated
 * it (the home page hydrates those sections only when they come near the viewport).
 */
export async function scrollToHydrated(page: Page, headingId: string): Promise<void> {
  await page.locator(`#${headingId}`).scrollIntoViewIfNeeded()
  await expect.poll(() => isHydrated(page, headingId)).toBe(true)
}

/** Whether React has taken over the element with `id` (it tags the elements it owns with `__reactFiber$…`). */
export function isHydrated(page: Page, id: string): Promise<boolean> {
  // React's private key, through its one seam (app/components/hydration/react-fiber-key.ts).
  return page
    .locator(`#${id}`)
    .evaluate((el, prefix) => Object.keys(el).some((k) => k.startsWith(prefix)), REACT_FIBER_KEY_PREFIX)
}

/**
 * Scrolls to the bottom in steps of `step` px, letting the page render between steps (two
 * animation frames: intersection observers have run), as a reader scrolling down would.
 */
export async function scrollThrough(page: Page, step: number): Promise<void> {
  await page.evaluate(async (step) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (let y = step; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y)
      await frame()
    }
    window.scrollTo(0, document.body.scrollHeight)
    await frame()
  }, step)
}

/**
 * How the main column's words are aligned, for a page read as one column on a phone: the computed
 * `text-align` of every visible heading, paragraph and list item in <main> (outside the given
 * selector's exceptions), with its text for the failure message.
 */
export async function mainTextAligns(page: Page, except = ''): Promise<{ text: string; align: string }[]> {
  return page.locator('main :is(h1, h2, h3, p, li)').evaluateAll(
    (els, skip) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null && (!skip || !el.closest(skip)))
        .map((el) => ({
          text: (el.textContent ?? '').trim().slice(0, 40),
          align: getComputedStyle(el).textAlign.replace('start', 'left'),
        })),
    except,
  )
}

/** How many lines an element's text is set on, as a reader sees it (a label "on one line" is 1). */
export function textLines(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top)
    tops.sort((a, b) => a - b)
    // Boxes of one line (an icon, a bold word) may start a few pixels apart.
    return tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 4).length
  })
}
