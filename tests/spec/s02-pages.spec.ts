/** SPEC §2: services, service pages, podcasts, EMDR, blog, contact, retreats, giveaway, testimonials and the small pages. */
import { expect, type Page, test } from '@playwright/test'
import { recordOrder } from '#tests/e2e/orders-support.ts'
import {
  blogIds,
  expectTexts,
  frameHeight,
  open,
  podcasts,
  practice,
  SERVICE_CARDS,
  SERVICE_PAGES,
  serveFormHost,
  testimonialSections,
} from './support.ts'

const PODCAST_PAGES = ['emdr-therapy', 'hypnotherapy', 'bfrb-treatment'] as const

test('§2 Services overview: a grid of 14 service cards, each linking to /services/{slug}', async ({
  page,
}) => {
  await page.goto('/services')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(14)
  const slugs = await cards.evaluateAll((articles) =>
    articles.map((a) => a.querySelector('h1, h2, h3, h4, h5, h6')?.querySelector('a')?.getAttribute('href')),
  )
  expect(slugs.sort()).toEqual(SERVICE_CARDS.map((s) => `/services/${s}`).sort())
})

test('§2 Services overview: family therapy, mediation and spiritual cleansing are not among the cards', async ({
  page,
}) => {
  await page.goto('/services')
  for (const slug of ['family-therapy', 'mediation-services', 'spiritual-cleansing'])
    await expect(
      page.getByRole('main').getByRole('article').locator(`a[href="/services/${slug}"]`),
    ).toHaveCount(0)
})

test('§2 Services overview: hypnotherapy has a sub-service link to /services/dentaphobia-treatment', async ({
  page,
}) => {
  await page.goto('/services')
  const card = page.getByRole('article').filter({ has: page.locator('a[href="/services/hypnotherapy"]') })
  await expect(card.locator('a[href="/services/dentaphobia-treatment"]')).toBeVisible()
})

test('§2 Services overview: an insurance and fees section', async ({ page }) => {
  await page.goto('/services')
  await expect(page.getByRole('region', { name: /Insurance and fees/i })).toBeVisible()
})

test('§2 Services overview: a concierge therapy section with a link to /contact', async ({ page }) => {
  await page.goto('/services')
  const concierge = page.getByRole('region', { name: /Concierge/i })
  await expect(concierge.locator('a[href="/contact"]')).toBeVisible()
})

test('§2 Services overview: a consultation call to action', async ({ page }) => {
  await page.goto('/services')
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Consultation/ })
      .last(),
  ).toHaveAttribute('href', '/contact')
})

test('§2 Service pages: a hero title and subtitle', async ({ page }) => {
  for (const slug of SERVICE_PAGES) {
    await page.goto(`/services/${slug}`)
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1, slug).toBeVisible()
    const subtitle = await h1.evaluate((h) => h.nextElementSibling?.textContent?.trim() ?? '')
    expect(subtitle.length, `${slug}: a line under the title`).toBeGreaterThan(10)
  }
})

test('§2 Service pages: two columns of explanatory lists', async ({ page }) => {
  for (const slug of SERVICE_PAGES) {
    await page.goto(`/services/${slug}`)
    const lists = page
      .getByRole('main')
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .filter({ has: page.getByRole('list') })
    expect(await lists.count(), slug).toBeGreaterThanOrEqual(2)
  }
})

test('§2 Service pages: a highlighted call-to-action box and a closing call to action', async ({ page }) => {
  for (const slug of SERVICE_PAGES) {
    await page.goto(`/services/${slug}`)
    const asks = page
      .getByRole('main')
      .getByRole('region')
      .filter({ has: page.locator('a[href="/contact"]') })
    expect(await asks.count(), slug).toBeGreaterThanOrEqual(2)
    await expect(
      page.getByRole('main').getByRole('region').last().locator('a[href="/contact"]'),
      slug,
    ).toBeVisible()
  }
})

test('§2 Service pages: most calls to action link to /contact', async ({ page }) => {
  for (const slug of SERVICE_PAGES) {
    await page.goto(`/services/${slug}`)
    const asks = page
      .getByRole('main')
      .getByRole('link', { name: /Consultation|Book|Contact|Get in touch|Ask/i })
    const hrefs = await asks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs.filter((h) => h === '/contact').length, slug).toBeGreaterThan(hrefs.length / 2)
  }
})

test('§2 Service pages: anxiety links to hypnotherapy and EMDR, depression to EMDR, performance anxiety to hypnotherapy', async ({
  page,
}) => {
  for (const [slug, targets] of [
    ['anxiety-therapy', ['hypnotherapy', 'emdr-therapy']],
    ['depression-counseling', ['emdr-therapy']],
    ['performance-anxiety', ['hypnotherapy']],
  ] as const) {
    await page.goto(`/services/${slug}`)
    for (const target of targets)
      await expect(
        page.getByRole('main').locator(`a[href="/services/${target}"]`).first(),
        `${slug} → ${target}`,
      ).toBeVisible()
  }
})

test('§2 Service pages: the highly-sensitive-person page links out to an external self-test', async ({
  page,
}) => {
  await page.goto('/services/hsp-counseling')
  const link = page.getByRole('main').locator(`a[href="${practice.hspSelfTestUrl}"]`).first()
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('target', '_blank')
})

async function podcastGrid(page: Page) {
  const grid = page.getByRole('region', { name: 'Featured Podcast Appearances' })
  await grid.scrollIntoViewIfNeeded()
  return grid
}

test('§2 Podcasts: the EMDR, hypnotherapy and BFRB pages show a ‘Featured Podcast Appearances’ grid of four videos', async ({
  page,
}) => {
  for (const slug of PODCAST_PAGES) {
    await open(page, `/services/${slug}`)
    const grid = await podcastGrid(page)
    await expect(grid.getByRole('listitem'), slug).toHaveCount(4)
  }
})

test('§2 Podcasts: each video has a title and host name', async ({ page }) => {
  await open(page, '/services/emdr-therapy')
  const grid = await podcastGrid(page)
  for (const appearance of podcasts) {
    await expectTexts(grid, [appearance.title.replace(/\s+/g, ' '), appearance.host])
  }
})

test('§2 Podcasts: a ‘View More Interviews’ link goes to an external video search', async ({ page }) => {
  await page.goto('/services/hypnotherapy')
  const link = page
    .getByRole('region', { name: 'Featured Podcast Appearances' })
    .getByRole('link', { name: /View More Interviews/ })
  await expect(link).toHaveAttribute('href', practice.video.moreInterviewsUrl)
  await expect(link).toHaveAttribute('target', '_blank')
})

test('§2 Podcasts: videos load lazily, embedded from the provider by embedId', async ({ page }) => {
  const videoHost = new URL(practice.video.embedBase).host
  const requests: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).host === videoHost) requests.push(r.url())
  })
  await page
    .context()
    .route(`${new URL(practice.video.embedBase).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
    )
  await open(page, '/services/emdr-therapy')
  expect(requests, 'no video loads before it is asked for').toEqual([])
  const grid = await podcastGrid(page)
  const first = podcasts[0]!
  await grid.getByRole('listitem').first().getByRole('button').click()
  const frame = grid.locator('iframe').first()
  await expect(frame).toHaveAttribute('src', new RegExp(`^${practice.video.embedBase}/${first.embedId}`))
})

test('§2 EMDR landing page: benefits, a 3-step what-to-expect list and a provider bio', async ({ page }) => {
  await page.goto('/services/emdr-therapy')
  const main = page.getByRole('main')
  await expect(main.getByRole('region', { name: /help/i }).first()).toBeVisible()
  const expectList = main.getByRole('region', { name: /What to expect/i })
  await expect(expectList.getByRole('listitem')).toHaveCount(3)
  await expect(main.getByRole('region', { name: /provider|About/i }).last()).toContainText(practice.name)
})

test('§2 EMDR landing page: a link to /contact labelled ‘Book Free 15-Minute Consultation’ and a grid of 4 videos', async ({
  page,
}) => {
  await open(page, '/services/emdr-therapy')
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Book Free 15-Minute Consultation' }).first(),
  ).toHaveAttribute('href', '/contact')
  await expect((await podcastGrid(page)).getByRole('listitem')).toHaveCount(4)
})

test('§2 Blog: four articles, each card with an image, date, read time, title and excerpt', async ({
  page,
}) => {
  await page.goto('/blog')
  const articles = page.getByRole('main').getByRole('article')
  await expect(articles).toHaveCount(4)
  expect(blogIds).toHaveLength(4)
  for (let i = 0; i < 4; i++) {
    const card = articles.nth(i)
    await expect(card.locator('img')).toBeVisible()
    await expect(card).toContainText(
      /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
    )
    await expect(card).toContainText(/\d+ min read/)
    await expect(card.getByRole('heading')).toBeVisible()
    const excerpt = await card.getByRole('paragraph').last().textContent()
    expect(excerpt?.length ?? 0).toBeGreaterThan(30)
  }
})

test('§2 Blog: a card leads to /blog/{id}, id 1 to 4', async ({ page }) => {
  await page.goto('/blog')
  const hrefs = await page
    .getByRole('main')
    .getByRole('article')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs.sort()).toEqual(['/blog/1', '/blog/2', '/blog/3', '/blog/4'])
})

async function embedOf(page: Page, path: string, title: string) {
  await serveFormHost(page)
  await open(page, path)
  const frame = page.getByTitle(title)
  await frame.scrollIntoViewIfNeeded()
  await expect(frame).toBeVisible()
  return frame
}

test('§2 Contact: an embedded external lead form, 577 px high', async ({ page }) => {
  const frame = await embedOf(page, '/contact', practice.forms.contact.title)
  await expect(frame).toHaveAttribute('src', practice.forms.contact.url)
  await expect(frame).toHaveAttribute('height', '577')
  expect(await frameHeight(frame)).toBe(577)
})

test('§2 Contact: office hours, office location, contact details, an emergency box and three office photos', async ({
  page,
}) => {
  await page.goto('/contact')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: /hours/i })).toBeVisible()
  await expect(main.getByRole('heading', { name: /location/i })).toBeVisible()
  await expectTexts(main, [practice.address.street])
  await expect(main.locator('a[href^="tel:+"]').filter({ visible: true }).first()).toBeVisible()
  await expect(
    main.locator(`a[href="mailto:${practice.email}"]`).filter({ visible: true }).first(),
  ).toBeVisible()
  await expect(main.getByRole('region', { name: /crisis|emergenc/i })).toBeVisible()
  await expect(
    main
      .getByRole('region', { name: /office/i })
      .last()
      .getByRole('img'),
  ).toHaveCount(3)
})

test('§2 Contact: emergency numbers, text HOME to 741741, 988 and 911', async ({ page }) => {
  await page.goto('/contact')
  const box = page.getByRole('region', { name: /crisis|emergenc/i })
  await expectTexts(box, ['HOME to 741741', '988', '911'])
})

test('§2 Retreats: a hero and the 2026 retreats in California, Hawaii and international sites, with limited spaces', async ({
  page,
}) => {
  await page.goto('/retreats')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectTexts(page.getByRole('main'), ['2026', 'California', 'Hawaii', /international/i, /limited/i])
})

test('§2 Retreats: four photos', async ({ page }) => {
  await page.goto('/retreats')
  const photos = page.getByRole('main').getByRole('img')
  await expect(photos).toHaveCount(4)
})

test('§2 Retreats: an embedded waiting-list form', async ({ page }) => {
  const frame = await embedOf(page, '/retreats', practice.forms.retreatsWaitlist.title)
  await expect(frame).toHaveAttribute('src', practice.forms.retreatsWaitlist.url)
})

test('§2 Retreats: a link to /contact labelled ‘Contact for Group Retreat Information’', async ({ page }) => {
  await page.goto('/retreats')
  await expect(page.getByRole('link', { name: 'Contact for Group Retreat Information' })).toHaveAttribute(
    'href',
    '/contact',
  )
})

test('§2 Book giveaway: prize description, contest rules and an embedded entry form', async ({ page }) => {
  const frame = await embedOf(page, '/anxiety-annihilated-contest', practice.forms.giveaway.title)
  await expect(frame).toHaveAttribute('src', practice.forms.giveaway.url)
  await expect(page.getByRole('heading', { name: /prize/i })).toBeVisible()
  await expect(page.getByRole('heading', { name: /rules/i })).toBeVisible()
})

test('§2 Book giveaway: the prize is an autographed book plus 2 party tickets', async ({ page }) => {
  await page.goto('/anxiety-annihilated-contest')
  await expectTexts(page.getByRole('main'), ['autographed book plus 2 party tickets'])
})

test('§2 Book giveaway: the winner is contacted within 5 business days of contest end', async ({ page }) => {
  await page.goto('/anxiety-annihilated-contest')
  await expectTexts(page.getByRole('main'), ['contacted within 5 business days of contest end'])
})

test('§2 Book giveaway: age 18+, one entry per person, no purchase needed', async ({ page }) => {
  await page.goto('/anxiety-annihilated-contest')
  await expectTexts(page.getByRole('main'), ['18+', 'One entry per person', /No purchase needed/i])
})

test('§2 Testimonials: four anchor sections, depression, anxiety, hypnotherapy and other', async ({
  page,
}) => {
  await page.goto('/testimonials')
  const jumps = page.getByRole('navigation', { name: /testimonial/i }).getByRole('link')
  await expect(jumps).toHaveCount(4)
  const sections = [
    ['Depression', '#depression'],
    ['Anxiety', '#anxiety'],
    ['Hypnotherapy', '#hypnotherapy'],
    ['Other', '#other'],
  ] as const
  for (const [i, [name, anchor]] of sections.entries()) {
    await expect(jumps.nth(i)).toHaveAccessibleName(name)
    await expect(jumps.nth(i)).toHaveAttribute('href', anchor)
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible()
  }
})

test('§2 Testimonials: the buttons smooth-scroll to each section', async ({ page }) => {
  await open(page, '/testimonials')
  const jumps = page.getByRole('navigation', { name: /testimonial/i }).getByRole('link')
  for (const i of [3, 2, 1, 0]) {
    const target = (await jumps.nth(i).getAttribute('href')) ?? ''
    const watcher = page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = []
          const onScroll = () => seen.push(window.scrollY)
          window.addEventListener('scroll', onScroll)
          setTimeout(() => {
            window.removeEventListener('scroll', onScroll)
            resolve(seen)
          }, 1500)
        }),
    )
    await jumps.nth(i).click()
    const positions = await watcher
    await expect(page.locator(target).getByRole('heading').first()).toBeInViewport()
    expect(new Set(positions).size, `${target}: scrolled in steps`).toBeGreaterThan(2)
  }
})

test('§2 Testimonials: each section lists five-star quotes with a reviewer name and a month and year or a year', async ({
  page,
}) => {
  await page.goto('/testimonials')
  for (const section of testimonialSections) {
    for (const t of section.testimonials) {
      const quote = page
        .getByRole('figure')
        .filter({ hasText: t.quote.slice(0, 40) })
        .last()
      await expect(quote).toContainText(t.name)
      await expect(quote).toContainText(t.date)
      expect(t.date).toMatch(
        /^((January|February|March|April|May|June|July|August|September|October|November|December) )?\d{4}$/,
      )
    }
  }
})

test('§2 Testimonials: each quote carries its five-star rating for assistive technology', async ({
  page,
}) => {
  await page.goto('/testimonials')
  for (const section of testimonialSections) {
    for (const t of section.testimonials) {
      const quote = page
        .getByRole('figure')
        .filter({ hasText: t.quote.slice(0, 40) })
        .last()
      await expect(quote.getByRole('img', { name: /5 out of 5 stars|five stars/i }), t.name).toHaveCount(1)
    }
  }
})

test('§2 Thank-you: three next steps, a phone callback note and a link to the home page', async ({
  page,
}) => {
  await page.goto('/thankyou')
  const main = page.getByRole('main')
  await expect(main.getByRole('region', { name: /next/i }).getByRole('listitem')).toHaveCount(3)
  await expectTexts(main, [/call/i, practice.phone.replace(/^\+1 (\d{3}) (\d{3}) (\d{4})$/, '($1) $2-$3')])
  await expect(main.locator('a[href="/"]')).toBeVisible()
})

test('§2 Order success: a paid order shows the session_id as ‘Order Reference’, the order steps, shipping notes and links', async ({
  page,
}) => {
  const order = await recordOrder('paid')
  await open(page, `/purchase-thank-you?session_id=${order.sessionId}`)
  const main = page.getByRole('main')
  await expect(main.getByRole('region', { name: 'Order Reference' })).toContainText(order.sessionId)
  await expect(main.getByRole('heading', { name: 'What happens next' })).toBeVisible()
  const steps = main.getByRole('region', { name: 'What happens next' }).getByRole('listitem')
  // Three with the confirmation e-mail as the first; a server without mail promises none (two).
  expect(await steps.count()).toBeGreaterThanOrEqual(2)
  await expectTexts(main, ['5-7 business days'])
  await expect(main.locator('a[href="/contact"]').first()).toBeVisible()
  await expect(main.locator('a[href="/store"]').first()).toBeVisible()
  await expect(main.locator('a[href="/"]').first()).toBeVisible()
})

test('§2 Order success (departure): the page checks the order before it thanks anyone', async ({ page }) => {
  await open(page, '/purchase-thank-you?session_id=cs_test_a1b2c3d4e5')
  const main = page.getByRole('main')
  await expect(main.getByRole('region', { name: 'Order Reference' })).toContainText('cs_test_a1b2c3d4e5')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/thank/i)
  await expect(main.getByRole('heading', { name: 'What happens next' })).toHaveCount(0)
})

test('§2 Not-found: shows 404, ‘Oops! Page not found’ and a link to the home page', async ({ page }) => {
  await page.goto('/this/path/is/not/here')
  const main = page.getByRole('main')
  await expectTexts(main, ['404', 'Oops! Page not found'])
  await expect(main.locator('a[href="/"]').first()).toBeVisible()
})

test('§2 Not-found: it logs the attempted path to the console', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (m) => logged.push(m.text()))
  await open(page, '/a-missing-page-xyz')
  await expect.poll(() => logged.some((l) => l.includes('/a-missing-page-xyz'))).toBe(true)
})

test('§2 Legal pages: Privacy Policy and Terms of Service, static text last updated May 5, 2025', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expectTexts(page.getByRole('main'), ['May 5, 2025'])
  }
})

test('§2 Newsletter form: one email field, with tips, early access to retreats, offers on books and monthly exercises', async ({
  page,
}) => {
  await page.goto('/')
  const form = page.getByRole('form', { name: /newsletter/i })
  await expect(form.getByRole('textbox')).toHaveCount(1)
  await expect(form.getByRole('textbox')).toHaveAttribute('type', 'email')
  const section = page.getByRole('region').filter({ has: form })
  await expectTexts(section, [/tips/i, /early access to retreat/i, /offers on books/i, /monthly exercise/i])
})
