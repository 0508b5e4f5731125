import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { testimonialSections } from '#core/content/testimonials.ts'
import { newPage, waitForHydration, webFontsApplied } from './support.ts'

const IDS = ['depression', 'anxiety', 'hypnotherapy', 'other']

const leads = testimonialSections.flatMap((s) => s.testimonials.filter((t) => t.lead))

test('four anchored sections of quotes, each quote with its five stars, a name and a date', async ({
  page,
}) => {
  await page.goto('/testimonials')
  expect(testimonialSections.map((s) => s.id)).toEqual(IDS)
  // Named as the spec names them.
  expect(testimonialSections.map((s) => s.title)).toEqual(['Depression', 'Anxiety', 'Hypnotherapy', 'Other'])
  // One name for one section, on its button and its heading.
  await expect(page.getByRole('navigation', { name: 'Testimonial topics' }).getByRole('link')).toHaveText(
    testimonialSections.map((s) => s.title),
  )
  for (const section of testimonialSections) {
    const region = page.locator(`section#${section.id}`)
    await expect(region.getByRole('heading', { level: 2 })).toHaveText(section.title)
    const quotes = region.locator('figure')
    // The lead quote is shown once, at the top, not again in its section.
    const listed = section.testimonials.filter((t) => !t.lead)
    expect(listed.length).toBeGreaterThanOrEqual(3)
    await expect(quotes).toHaveCount(listed.length)
    for (const [i, t] of listed.entries()) {
      const quote = quotes.nth(i)
      // The spec's five-star quotes: each carries its rating, one image to assistive technology.
      await expect(quote.getByRole('img', { name: '5 out of 5 stars', exact: true })).toHaveCount(1)
      await expect(quote.locator('blockquote')).toContainText(t.quote)
      await expect(quote.locator('figcaption')).toContainText(t.name)
      // The date in one place and one style, a month and year or a year alone.
      await expect(quote.getByTestId('quote-date')).toHaveText(t.date)
      expect(t.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/)
      expect(t.date).toMatch(/^([A-Z][a-z]+ )?\d{4}$/)
    }
  }
})

test('the top: how many client quotes follow and how they are signed (no score of its own), and the lead quote large, once', async ({
  page,
}) => {
  await page.goto('/testimonials')
  const all = testimonialSections.flatMap((s) => s.testimonials)
  // "5.0 out of 5" over quotes the practice chose reads as the practice's rating itself.
  const summary = page.getByTestId('testimonial-count')
  await expect(summary).toHaveText(
    `${all.length} testimonials from clientsSigned with a first name and initial, for privacy.`,
  )
  await expect(summary.getByRole('img')).toHaveCount(0)
  await expect(page.getByRole('main')).not.toContainText(/\d\.\d out of 5/)
  // One lead at most (the schema refuses a second); shown large in the opening, above the first section.
  expect(leads.length).toBeLessThanOrEqual(1)
  const lead = page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 1 }) })
    .getByRole('figure')
  await expect(lead).toHaveCount(leads.length)
  for (const t of leads) {
    await expect(lead.locator('blockquote')).toHaveText(`“${t.quote}”`)
    await expect(lead.locator('figcaption > span')).toHaveText([t.name, t.date])
    await expect(page.getByRole('main').getByText(t.quote)).toHaveCount(1)
    const [leadBottom, firstTop] = await Promise.all([
      lead.evaluate((e) => e.getBoundingClientRect().bottom),
      page.locator(`section#${IDS[0]}`).evaluate((e) => e.getBoundingClientRect().top),
    ])
    expect(leadBottom).toBeLessThan(firstTop)
    const size = await lead
      .locator('blockquote')
      .evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize))
    expect(size).toBeGreaterThanOrEqual(24)
  }
})

for (const [width, columns] of [
  [375, 1],
  [800, 2],
  [1440, 3],
] as const) {
  test(`at ${width} px up to ${columns} cards to a row, one width within a row, no row of one card where the count allows it`, async ({
    browser,
  }) => {
    const page = await newPage(browser, { viewport: { width, height: 900 } })
    await page.goto('/testimonials')
    await webFontsApplied(page)
    const lists = await page.getByTestId('quote-list').evaluateAll((lists) =>
      lists.map((list) => {
        const box = list.getBoundingClientRect()
        const items = [...list.children].map((li) => li.getBoundingClientRect())
        const rows = new Map<number, DOMRect[]>()
        for (const r of items) rows.set(Math.round(r.top), [...(rows.get(Math.round(r.top)) ?? []), r])
        return {
          count: items.length,
          rows: [...rows.values()].map((row) => ({
            widths: row.map((r) => Math.round(r.width)),
            left: Math.round(Math.min(...row.map((r) => r.left))),
            right: Math.round(Math.max(...row.map((r) => r.right))),
          })),
          left: Math.round(box.left),
          right: Math.round(box.right),
        }
      }),
    )
    expect(lists).toHaveLength(IDS.length)
    // A lone last card stretched across its row, or centred on its row, reads as left over.
    // Every row now fills the section's width with cards of one width, and holds one
    // card only where the count leaves no choice (one to a row, or an odd count two to a row).
    // A row of four at 1440 read as a break and squeezed the quotes; each
    // section now leads with one featured quote across the row, so its cards are at most three.
    for (const list of lists) {
      const perRow = columns
      const ones = list.rows.filter((r) => r.widths.length === 1).length
      const unavoidable = columns === 1 ? list.count : columns === 2 ? list.count % 2 : 0
      expect(ones, `rows of one card in a section of ${list.count}`).toBe(unavoidable)
      for (const row of list.rows) {
        expect(row.widths.length).toBeLessThanOrEqual(perRow)
        expect(Math.max(...row.widths) - Math.min(...row.widths)).toBeLessThanOrEqual(1)
        expect(Math.abs(row.left - list.left)).toBeLessThanOrEqual(1)
        expect(Math.abs(row.right - list.right)).toBeLessThanOrEqual(1)
      }
      // No more rows than the width needs.
      expect(list.rows).toHaveLength(Math.ceil(list.count / perRow))
    }
    await page.context().close()
  })
}

test('each section leads with one featured quote, larger and across the row, then its cards with no hole', async ({
  browser,
}) => {
  for (const width of [375, 1440]) {
    const page = await newPage(browser, { viewport: { width, height: 900 } })
    await page.goto('/testimonials')
    await webFontsApplied(page)
    for (const section of testimonialSections) {
      const region = page.locator(`section#${section.id}`)
      const listed = section.testimonials.filter((t) => !t.lead)
      const featured = region.getByTestId('featured-quote')
      await expect(featured).toHaveCount(1)
      await expect(featured.locator('blockquote')).toContainText(listed[0]!.quote)
      await expect(region.getByTestId('quote-list').locator('li')).toHaveCount(listed.length - 1)
      const [big, list, cardSize, family] = await Promise.all([
        featured.evaluate((f) => {
          const quote = getComputedStyle(f.querySelector('blockquote')!)
          const box = f.getBoundingClientRect()
          return {
            size: Number.parseFloat(quote.fontSize),
            family: quote.fontFamily,
            left: box.left,
            right: box.right,
          }
        }),
        region.getByTestId('quote-list').evaluate((l) => l.getBoundingClientRect().toJSON() as DOMRect),
        region
          .getByTestId('quote-list')
          .locator('blockquote')
          .first()
          .evaluate((q) => Number.parseFloat(getComputedStyle(q).fontSize)),
        region
          .getByTestId('quote-list')
          .locator('blockquote')
          .first()
          .evaluate((q) => getComputedStyle(q).fontFamily),
      ])
      // Across the row the cards fill, and clearly larger than a card's quote, in the same face.
      expect(Math.abs(big.left - list.left)).toBeLessThanOrEqual(1)
      expect(Math.abs(big.right - list.right)).toBeLessThanOrEqual(1)
      expect(big.size).toBeGreaterThanOrEqual(cardSize + 2)
      expect(big.family).toBe(family)
      expect(cardSize).toBeGreaterThanOrEqual(18)
    }
    await page.context().close()
  }
})

test('the section buttons read as links down the page, not as filters', async ({ page }) => {
  await page.goto('/testimonials')
  const nav = page.getByRole('navigation', { name: 'Testimonial topics' })
  await expect(nav).toContainText('Jump to')
  for (const section of testimonialSections) {
    const link = nav.getByRole('link', { name: section.title, exact: true })
    await expect(link.locator('svg')).toHaveCount(1)
    const look = await link.evaluate((a) => {
      const style = getComputedStyle(a)
      return {
        border: style.borderTopWidth,
        underline: style.textDecorationLine,
        height: Math.round(a.getBoundingClientRect().height),
      }
    })
    expect(look).toMatchObject({ border: '0px', underline: 'underline' })
    // WCAG 2.5.5 target size (44 px).
    expect(look.height).toBeGreaterThanOrEqual(44)
  }
})

test('on a phone "Jump to" starts on the left edge with the links under it, as the hero ranges', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/testimonials')
  const nav = page.getByRole('navigation', { name: 'Testimonial topics' })
  const label = (await nav.getByText('Jump to').boundingBox())!
  const first = (await nav.getByRole('link').first().boundingBox())!
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
  expect(Math.abs(label.x - heading.x)).toBeLessThanOrEqual(1)
  expect(Math.abs(first.x - heading.x)).toBeLessThanOrEqual(1)
})

test('the section buttons are in-page links that work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/testimonials')
  const nav = page.getByRole('navigation', { name: 'Testimonial topics' })
  for (const section of testimonialSections) {
    await expect(nav.getByRole('link', { name: section.title, exact: true })).toHaveAttribute(
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
    await nav.getByRole('link', { name: section.title, exact: true }).click()
    const heading = page.locator(`#${section.id}`).getByRole('heading', { level: 2 })
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport()
    await expect(page).toHaveURL(new RegExp(`#${section.id}$`))
    // The smooth scroll settles with the focused heading below the sticky header, not under it
    // (WCAG 2.4.11 focus not obscured).
    await expect
      .poll(() =>
        heading.evaluate(
          (h) =>
            h.getBoundingClientRect().top >=
            document.querySelector('header')!.getBoundingClientRect().bottom - 1,
        ),
      )
      .toBe(true)
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
  test(`every star rating shows exactly five whole stars (${width} px)`, async ({ browser }) => {
    const page = await newPage(browser, { viewport: { width, height: 900 } })
    await page.goto('/testimonials')
    // Every quote's stars, the lead quote's too (the count under the title has none).
    const stars = page.getByRole('main').getByRole('img', { name: /out of 5/ })
    expect(await stars.count()).toBe(testimonialSections.flatMap((s) => s.testimonials).length)
    expect(leads.length, 'a lead quote to draw stars for').toBe(1)
    for (const star of await stars.all()) {
      await expect(star).toHaveAccessibleName('5 out of 5 stars')
      // Spec: five-star quotes. Five square tiles wide, whatever its container.
      const box = (await star.boundingBox())!
      expect(box.width).toBeCloseTo(box.height * 5, 0)
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

test('every date sits on its own line under the name, in one style, a month and year or a year alone', async ({
  browser,
}) => {
  for (const width of [375, 1440]) {
    const page = await newPage(browser, { viewport: { width, height: 900 } })
    await page.goto('/testimonials')
    await webFontsApplied(page)
    const captions = await page
      .locator('[data-testid="quote-list"], [data-testid="featured-quote"]')
      .locator('figcaption')
      .evaluateAll((all) =>
        all.map((caption) => {
          const [name, date] = [...caption.children] as HTMLElement[]
          const style = getComputedStyle(date!)
          return {
            below:
              Math.round(date!.getBoundingClientRect().top) >=
              Math.round(name!.getBoundingClientRect().bottom),
            left: Math.round(date!.getBoundingClientRect().left - caption.getBoundingClientRect().left),
            style: `${style.fontSize} ${style.fontWeight} ${style.color}`,
            year: /^\d{4}$/.test(date!.textContent ?? ''),
          }
        }),
      )
    // The content mixes both forms; each is set the same way.
    expect(new Set(captions.map((c) => c.year))).toEqual(new Set([true, false]))
    expect(captions.every((c) => c.below)).toBe(true)
    expect(new Set(captions.map((c) => c.left)).size).toBe(1)
    expect(new Set(captions.map((c) => c.style)).size).toBe(1)
    await page.context().close()
  }
})

test('one face for every quote, and a phone reads from the left', async ({ browser }) => {
  for (const width of [375, 1440]) {
    const page = await newPage(browser, { viewport: { width, height: 900 } })
    await page.goto('/testimonials')
    // One stack once the web fonts are in (before, a face still loading is left out of it).
    await webFontsApplied(page)
    const family = (el: Element) => getComputedStyle(el).fontFamily
    const lead = await page
      .getByRole('main')
      .getByRole('figure')
      .first()
      .locator('blockquote')
      .evaluate(family)
    const cards = await page
      .locator('[data-testid="quote-list"], [data-testid="featured-quote"]')
      .locator('blockquote')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).fontFamily))
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(card).toBe(lead)
    // The page reads on one edge: the opening, split with the lead quote, ranges its words left,
    // and so do the section headings, their lead quotes and the closing ask, on the title's edge.
    const aligns = await page
      .locator('section[id] > div > div:first-child, [data-testid="featured-quote"], #testimonials-cta')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).textAlign))
    expect(aligns.length).toBeGreaterThanOrEqual(IDS.length + 1)
    for (const align of aligns) expect(align).toBe('start')
    const edge = (await page.getByRole('heading', { level: 1 }).boundingBox())!.x
    for (const heading of await page.getByRole('main').getByRole('heading', { level: 2 }).all())
      expect(Math.abs((await heading.boundingBox())!.x - edge)).toBeLessThanOrEqual(1)
    await page.context().close()
  }
})

for (const theme of ['light', 'dark'] as const)
  test(`every quote's words, names and dates stand out from their surface by 5:1 or more, on plain and sage bands (${theme})`, async ({
    browser,
  }) => {
    // The lead quote on a sage band was a teal tint over the sage: a grey panel whose grey dates
    // stood out too little. 4.5:1 is the floor; 5:1 leaves a margin for a screen's rendering.
    const page = await newPage(browser, { viewport: { width: 1440, height: 900 }, theme })
    await page.goto('/testimonials')
    await waitForHydration(page)
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      theme === 'dark',
    )
    const ratios = await page
      .locator('[data-testid="featured-quote"], [data-testid="quote-list"]')
      .evaluateAll((roots) => {
        const canvas = document.createElement('canvas')
        canvas.width = canvas.height = 1
        const ctx = canvas.getContext('2d', { willReadFrequently: true })!
        const rgba = (css: string) => {
          ctx.clearRect(0, 0, 1, 1)
          ctx.fillStyle = css
          ctx.fillRect(0, 0, 1, 1)
          const d = ctx.getImageData(0, 0, 1, 1).data
          return [d[0]!, d[1]!, d[2]!, d[3]! / 255] as const
        }
        const over = (top: readonly number[], below: readonly number[]) =>
          [0, 1, 2].map((i) => top[i]! * top[3]! + below[i]! * (1 - top[3]!))
        const background = (el: Element | null): number[] => {
          const layers: (readonly number[])[] = []
          for (let e = el; e; e = e.parentElement) {
            const c = rgba(getComputedStyle(e).backgroundColor)
            if (c[3] > 0) layers.push(c)
            if (c[3] === 1) break
          }
          return layers.reduceRight<number[]>((below, top) => over(top, below), [255, 255, 255])
        }
        const lum = (c: number[]) => {
          const [r, g, b] = c.map((v) => {
            const s = v / 255
            return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
          })
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
        }
        return roots.flatMap((root) =>
          [...root.querySelectorAll('p, span')]
            .filter((e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()))
            .map((e) => {
              const bg = background(e)
              const fg = over(rgba(getComputedStyle(e).color), bg)
              const [a, b] = [lum(fg), lum(bg)]
              return {
                text: e.textContent!.trim().slice(0, 30),
                ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
              }
            }),
        )
      })
    expect(ratios.length).toBeGreaterThan(10)
    for (const { text, ratio } of ratios) expect(ratio, text).toBeGreaterThanOrEqual(5)
    await page.context().close()
  })
