/** SPEC §2: routes, document, header and navigation, home, awards carousel. */
import { expect, test } from '@playwright/test'
import {
  blogIds,
  catalogue,
  NAV,
  open,
  practice,
  SERVICE_PAGES,
  SPEC_PATHS,
  serveFormHost,
} from './support.ts'

test('§2 Routes: every route of the table answers with its screen', async ({ page }) => {
  const headings: Record<string, RegExp> = {
    '/': new RegExp(practice.name),
    '/about': /About/,
    '/services': /Services/,
    '/store': /Wellness Store/,
    '/retreats': /Retreats/,
    '/blog': /Blog/,
    '/contact': /Contact/,
    '/testimonials': /Testimonials/,
    '/anxiety-annihilated-contest': /Anxiety Annihilated|Giveaway/i,
    '/privacy-policy': /Privacy Policy/,
    '/terms-of-service': /Terms of Service/,
    '/thankyou': /Thank/,
    '/purchase-thank-you': /order/i,
  }
  for (const path of SPEC_PATHS) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(headings[path]!)
  }
})

test('§2 Routes: one service page per slug of the list', async ({ page }) => {
  for (const slug of SERVICE_PAGES) {
    const response = await page.goto(`/services/${slug}`)
    expect(response?.status(), slug).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }), slug).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 }), slug).not.toHaveText(/not found/i)
  }
})

test('§2 Routes: /store/{id} for every catalogue id', async ({ page }) => {
  for (const p of catalogue) {
    const response = await page.goto(`/store/${p.id}`)
    expect(response?.status(), p.id).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }), p.id).toHaveText(p.name)
  }
})

test('§2 Routes: /blog and /blog/{id} are shown by the same screen', async ({ page }) => {
  for (const id of blogIds) {
    const response = await page.goto(`/blog/${id}`)
    expect(response?.status(), `/blog/${id}`).toBe(200)
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }),
    ).toHaveAttribute('aria-current', 'page')
  }
})

test('§2 Routes: any other path shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page-here')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
})

test('§2 Routes: every navigation scrolls smoothly to the top', async ({ page }) => {
  await open(page, '/services')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  const positions: number[] = []
  await page.exposeFunction('__specScroll', (y: number) => positions.push(y))
  await page.evaluate(() =>
    window.addEventListener('scroll', () =>
      (window as unknown as { __specScroll: (y: number) => void }).__specScroll(window.scrollY),
    ),
  )
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  // Smoothly: the page passes through positions between the bottom and the top.
  expect(positions.filter((y) => y > 0).length).toBeGreaterThan(1)
})

test('§2 Routes: each page plays an entry transition', async ({ page }) => {
  await open(page, '/')
  // What moves as the new page comes in: the page's main content (or a box around it).
  await page.evaluate(() => {
    const w = window as unknown as { __entered: boolean }
    w.__entered = false
    document.addEventListener(
      'animationstart',
      (e) => {
        const el = e.target as Element
        if (el.querySelector('h1') || el.closest('main')?.querySelector('h1')) w.__entered = true
      },
      true,
    )
  })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __entered: boolean }).__entered))
    .toBe(true)
})

test('§2 Document: the title is the author’s name followed by ‘Author, Speaker & Therapist’', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page).toHaveTitle(`${practice.name} Author, Speaker & Therapist`)
})

test('§2 Document: a meta description and social share images are set', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//)
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', /^https?:\/\//)
})

test('§2 Document: the theme is light on first visit', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' })
  const page = await context.newPage()
  await page.goto('/')
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
    .toBe('light')
  // The visitor's own choice is not made yet: the theme control shows light.
  await expect(
    page
      .getByRole('contentinfo')
      .getByRole('group', { name: /theme/i })
      .getByRole('radio', { name: 'Light' }),
  ).toBeChecked()
  await context.close()
})

test('§2 Header: the main navigation lists the eight routes', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
  const links = nav.getByRole('link')
  await expect(links).toHaveCount(8)
  for (const [i, [name, href]] of NAV.entries()) {
    await expect(links.nth(i)).toHaveAccessibleName(name)
    await expect(links.nth(i)).toHaveAttribute('href', href)
  }
})

test('§2 Header: the current route’s link is highlighted', async ({ page }) => {
  for (const [name, href] of NAV) {
    await page.goto(href)
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
  }
})

test('§2 Header: below 768 px a Menu button instead of the links; from 768 px the links', async ({
  page,
}) => {
  await page.setViewportSize({ width: 767, height: 900 })
  await page.goto('/')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('button', { name: 'Menu' })).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Testimonials' })).toBeHidden()
  await page.setViewportSize({ width: 768, height: 900 })
  await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden()
  for (const [name] of NAV) await expect(banner.getByRole('link', { name, exact: true })).toBeVisible()
})

test('§2 Header: the Menu button opens a full-screen menu with the same eight links', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await open(page, '/')
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
  const close = page.getByRole('button', { name: 'Close' })
  await expect(close).toBeVisible()
  const menu = page
    .getByRole('dialog')
    .or(page.getByRole('navigation', { name: /menu|mobile/i }))
    .first()
  await expect(menu).toBeVisible()
  // Full screen: the panel the button controls spans the viewport's width below the header.
  const panel = page.locator(
    `#${await page.getByRole('button', { name: 'Close' }).getAttribute('aria-controls')}`,
  )
  const box = await panel.boundingBox()
  expect(box?.width).toBeGreaterThanOrEqual(375 - 1)
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThanOrEqual(740 - 1)
  for (const [name, href] of NAV)
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
})

test('§2 Header: while the menu is open page scrolling is locked; choosing a link closes it and restores scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await open(page, '/')
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('button', { name: 'Close' })).toBeVisible()
  await page.mouse.wheel(0, 800)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  const menu = page
    .getByRole('dialog')
    .or(page.getByRole('navigation', { name: /menu|mobile/i }))
    .first()
  await menu.getByRole('link', { name: 'Services', exact: true }).click()
  await expect(page).toHaveURL(/\/services$/)
  await expect(page.getByRole('button', { name: 'Close' })).toBeHidden()
  await page.mouse.wheel(0, 800)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
})

test('§2 Header: a theme toggle sits in the header', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('banner').getByRole('button', { name: /theme/i })).toBeVisible()
})

test('§2 Home: hero with name and credentials, buttons to /contact and /about', async ({ page }) => {
  await page.goto('/')
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1).toContainText(practice.name)
  await expect(h1).toContainText(practice.credentials)
  const main = page.getByRole('main')
  await expect(main.locator('a[href="/contact"]').first()).toBeVisible()
  await expect(main.locator('a[href="/about"]').first()).toBeVisible()
})

test('§2 Home: trust badges, 4.9 stars on a review site and 5.0 on a maps review service, both linking out', async ({
  page,
}) => {
  await page.goto('/')
  const main = page.getByRole('main')
  for (const [rating, review] of [
    ['4.9', practice.reviews.reviewSite],
    ['5.0', practice.reviews.maps],
  ] as const) {
    const link = main.getByRole('link', { name: new RegExp(`${rating}.*${review.label}`) })
    await expect(link).toHaveAttribute('href', review.url)
    await expect(link).toHaveAttribute('target', '_blank')
  }
})

test('§2 Home: a Specialized Expertise trio, each linking to /services', async ({ page }) => {
  await page.goto('/')
  const trio = page.getByRole('region', { name: 'Specialized Expertise' })
  for (const name of ['Clinical Hypnotherapy', 'EMDR Therapy', 'Grief Counseling']) {
    await expect(trio.getByRole('heading', { name })).toBeVisible()
    const item = trio.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
    const href = await item.getByRole('link').first().getAttribute('href')
    expect(new URL(href ?? '', 'http://x').pathname, name).toBe('/services')
  }
})

test('§2 Home: the award banner ‘9x Best Newport Beach Therapist’ and an awards carousel', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: '9x Best Newport Beach Therapist' })).toBeVisible()
  await expect(page.getByRole('region', { name: /awards/i })).toBeVisible()
})

test('§2 Home: four embedded podcast interviews with a link to more interviews', async ({ page }) => {
  await open(page, '/')
  const grid = page.getByRole('region', { name: 'Featured Podcast Appearances' })
  await expect(grid.getByRole('listitem')).toHaveCount(4)
  await expect(grid.getByRole('link', { name: /View More Interviews/ })).toHaveAttribute(
    'href',
    practice.video.moreInterviewsUrl,
  )
})

test('§2 Home: a book teaser linking to /about', async ({ page }) => {
  await page.goto('/')
  const teaser = page.getByRole('article').filter({ hasText: /book/i }).first()
  await expect(teaser.locator('a[href^="/about"]')).toBeVisible()
})

test('§2 Home: a retreats teaser with ‘Learn More’ and ‘Join Waiting List’ to /retreats', async ({
  page,
}) => {
  await page.goto('/')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', /^\/retreats/)
  await expect(main.getByRole('link', { name: 'Join Waiting List' })).toHaveAttribute('href', /^\/retreats/)
})

test('§2 Home: a Meet section linking to /about', async ({ page }) => {
  await page.goto('/')
  const meet = page.getByRole('region', { name: new RegExp(`^Meet ${practice.name}`) })
  await expect(meet.locator('a[href="/about"]')).toBeVisible()
})

test('§2 Home: a closing contact call to action to /contact', async ({ page }) => {
  await page.goto('/')
  const links = page.getByRole('main').locator('a[href="/contact"]')
  expect(await links.count()).toBeGreaterThanOrEqual(2)
  await expect(links.last()).toBeVisible()
})

test('§2 Awards carousel: one image per year from 2016 to 2025, alt ‘Best Newport Beach Therapist {year}’, year as caption', async ({
  page,
}) => {
  await page.goto('/')
  const carousel = page.getByRole('region', { name: /awards/i })
  const figures = carousel.getByRole('figure')
  await expect(figures).toHaveCount(10)
  for (let year = 2016; year <= 2025; year++) {
    const figure = figures.nth(year - 2016)
    await expect(figure.getByRole('img', { name: `Best Newport Beach Therapist ${year}` })).toHaveCount(1)
    await expect(figure).toContainText(String(year))
  }
})

/** The years whose slide is wholly inside the carousel's viewport. */
async function yearsInView(page: import('@playwright/test').Page): Promise<string[]> {
  const carousel = page.getByRole('region', { name: /awards/i })
  const box = await carousel
    .getByRole('figure')
    .first()
    .evaluate((fig) => {
      let el: HTMLElement | null = fig.parentElement
      while (el && getComputedStyle(el).overflowX !== 'hidden') el = el.parentElement
      const r = (el ?? fig).getBoundingClientRect()
      return { left: r.left, right: r.right }
    })
  return carousel.getByRole('figure').evaluateAll(
    (figs, view) =>
      figs
        .map((f) => ({ r: f.getBoundingClientRect(), year: (f.textContent ?? '').trim() }))
        .filter(({ r }) => r.width > 0 && r.left >= view.left - 2 && r.right <= view.right + 2)
        .sort((a, b) => a.r.left - b.r.left)
        .map(({ year }) => year),
    box,
  )
}

test('§2 Awards carousel: 2 slides per view on mobile, 3 on medium and 4 on large screens', async ({
  page,
}) => {
  for (const [width, count] of [
    [375, 2],
    [800, 3],
    [1280, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await open(page, '/')
    await page.getByRole('region', { name: /awards/i }).scrollIntoViewIfNeeded()
    await page
      .getByRole('region', { name: /awards/i })
      .getByRole('button', { name: /Pause/ })
      .click()
    await expect.poll(() => yearsInView(page).then((y) => y.length), `${width} px`).toBe(count)
  }
})

test('§2 Awards carousel: it loops and auto-advances every 3 seconds', async ({ page }) => {
  await open(page, '/')
  const carousel = page.getByRole('region', { name: /awards/i })
  await carousel.scrollIntoViewIfNeeded()
  // The moments the first year in view changes, watched for 10 s on the page's own clock.
  const changes = await carousel.evaluate(
    (region) =>
      new Promise<{ at: number; year: string }[]>((resolve) => {
        const seen: { at: number; year: string }[] = []
        const first = () => {
          let view = region.querySelector('figure')?.parentElement ?? null
          while (view && getComputedStyle(view).overflowX !== 'hidden') view = view.parentElement
          const bounds = (view ?? region).getBoundingClientRect()
          const figs = [...region.querySelectorAll('figure')].filter((f) => {
            const r = f.getBoundingClientRect()
            return r.width > 0 && r.left >= bounds.left - 2 && r.left < bounds.left + r.width / 2
          })
          return (figs[0]?.textContent ?? '').trim()
        }
        const t0 = performance.now()
        const tick = () => {
          const year = first()
          if (year && year !== seen.at(-1)?.year) seen.push({ at: performance.now(), year })
          if (performance.now() - t0 < 10_000) requestAnimationFrame(tick)
          else resolve(seen)
        }
        tick()
      }),
  )
  const years = changes.map((c) => c.year)
  expect(years.length, years.join(' ')).toBeGreaterThanOrEqual(3)
  for (let i = 1; i < years.length; i++) {
    const previous = Number(years[i - 1])
    expect(Number(years[i])).toBe(previous === 2025 ? 2016 : previous + 1)
  }
  const gaps = changes.slice(2).map((c, i) => c.at - changes[i + 1]!.at)
  for (const gap of gaps) {
    expect(gap).toBeGreaterThan(2500)
    expect(gap).toBeLessThan(3700)
  }
  // Loops: back from the first year comes the last.
  await carousel.getByRole('button', { name: /Pause/ }).click()
  const start = Number((await yearsInView(page))[0])
  for (let year = start; year > 2016; year--)
    await carousel.getByRole('button', { name: /^Previous/ }).click()
  await expect.poll(() => yearsInView(page).then((y) => y[0])).toBe('2016')
  await carousel.getByRole('button', { name: /^Previous/ }).click()
  await expect.poll(() => yearsInView(page).then((y) => y[0])).toBe('2025')
})

test('§2 Awards carousel: previous and next buttons', async ({ page }) => {
  await open(page, '/')
  const carousel = page.getByRole('region', { name: /awards/i })
  await carousel.scrollIntoViewIfNeeded()
  await carousel.getByRole('button', { name: /Pause/ }).click()
  await carousel.getByRole('button', { name: /^Next/ }).click()
  await expect.poll(() => yearsInView(page).then((y) => y[0])).toBe('2017')
  await carousel.getByRole('button', { name: /^Previous/ }).click()
  await expect.poll(() => yearsInView(page).then((y) => y[0])).toBe('2016')
})

test('§2 About: biography, license and education, hours, specialisations, approach and professional journey', async ({
  page,
}) => {
  await page.goto('/about')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: new RegExp(`Meet ${practice.name}`) })).toBeVisible()
  await expect(main.getByRole('heading', { name: /License/ }).first()).toBeVisible()
  await expect(main.getByRole('heading', { name: /Education/ }).last()).toBeVisible()
  await expect(main.getByRole('heading', { name: /hours/i }).last()).toBeVisible()
  await expect(main.getByRole('heading', { name: /Speciali[sz]ations/ })).toBeVisible()
  await expect(main.getByRole('heading', { name: /approach/i })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Professional journey' })).toBeVisible()
})

test('§2 About: an embedded external form titled ‘Join the Book Waiting List’', async ({ page }) => {
  await serveFormHost(page)
  await open(page, '/about')
  await page.getByRole('heading', { name: 'Join the Book Waiting List' }).scrollIntoViewIfNeeded()
  await expect(page.getByTitle('Join the Book Waiting List')).toHaveAttribute(
    'src',
    practice.forms.bookWaitlist.url,
  )
})

test('§2 About: a ‘Schedule a Consultation’ button to /contact', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('link', { name: 'Schedule a Consultation' }).first()).toHaveAttribute(
    'href',
    '/contact',
  )
})

test('§2 Routes (departure): booking at /book, switched on by the owner; while it is off the consultation buttons go to /contact', async ({
  page,
}) => {
  const { readFileSync } = await import('node:fs')
  const { parse } = await import('yaml')
  const booking = parse(readFileSync(new URL('../../content/booking.yml', import.meta.url), 'utf8')) as {
    enabled: boolean
  }
  await page.goto('/')
  const ask = page.getByRole('main').getByRole('link', { name: 'Book Free 15-Minute Consultation' }).first()
  await expect(ask).toHaveAttribute('href', booking.enabled ? '/book' : '/contact')
  const response = await page.goto('/book')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Book/)
})
