import { expect, type Page, test } from '@playwright/test'
import { FEES_QUESTION, serviceQuestions } from '#app/features/services/service-questions.ts'
import { testimonialFor } from '#app/features/services/service-testimonial.tsx'
import { practice } from '#core/config/practice.ts'
import { type Service, services } from '#core/content/services.ts'
import { servicesOverview } from '#core/content/services-overview.ts'
import { testimonialSections } from '#core/content/testimonials.ts'
import {
  expectNoAxeViolations,
  newPage,
  SERVICE_SLUGS,
  scrollThrough,
  waitForHydration,
  webFontsApplied,
  yearFigures,
} from './support.ts'

const service = (slug: string): Service => services.find((s) => s.slug === slug)!

/**
 * The overview's groups (no hierarchy), in the chips' order, each with its cards in
 * order: the featured service (content/pages/services.yml → featured) first in its group.
 */
const GROUPS: [group: string, slugs: string[]][] = [
  ['Trauma and loss', ['emdr-therapy', 'trauma-therapy', 'grief-counseling']],
  ['Hypnosis, habits and phobias', ['hypnotherapy', 'bfrb-treatment']],
  ['Couples, teens and families', ['relationship-counseling', 'teen-therapy', 'pandas-therapy']],
  [
    'Anxiety, stress and mood',
    [
      'anxiety-therapy',
      'depression-counseling',
      'eft-therapy',
      'hsp-counseling',
      'performance-anxiety',
      'walk-talk-therapy',
    ],
  ],
]
/** The spec's 14 cards, in the page's order. */
const OVERVIEW = GROUPS.flatMap(([, slugs]) => slugs)
const FEATURED = 'emdr-therapy'
/** Every service card's list item, in page order. */
const cardItems = (page: Page) => page.locator('[data-service-group] > ul > li')
/** The choices under "What brings you here?": the groups, then All services. */
const choices = (page: Page) => page.getByRole('group', { name: 'Show services for' }).getByRole('button')

/** Pages that show the 'Featured Podcast Appearances' grid. */
const WITH_PODCASTS = [
  'emdr-therapy',
  'hypnotherapy',
  'bfrb-treatment',
  'anxiety-therapy',
  'performance-anxiety',
  'dentaphobia-treatment',
]

/** The figures each service page states (years, rates, counts), each on its own page. */
const CLAIMS: Record<string, string[]> = {
  'emdr-therapy': [
    'since 2011',
    '87% of clients improve within 8 sessions',
    '9x Best Newport Beach Therapist',
  ],
  hypnotherapy: [
    '5 sessions',
    'Sessions 1-2: assessment',
    'Sessions 3-4: hypnotic work',
    'Session 5: integration and custom recording',
  ],
  'dentaphobia-treatment': [
    '5-session',
    'Sessions 1-2: assessment',
    'Sessions 3-4: hypnotic work',
    'Session 5: integration and custom recording',
    'nightly for 2 weeks',
  ],
  'relationship-counseling': ['Sessions last 45-90 minutes'],
  'walk-talk-therapy': ['A walk session lasts 45 minutes'],
  'anxiety-therapy': ['range from two hours to two days'],
  'hsp-counseling': ['About 20% of the population'],
  'performance-anxiety': ['results in 5 sessions or less'],
  'mediation-services': ['certified mediator since 2002'],
  'teen-therapy': [yearFigures().youthWork],
}

const main = (page: Page) => page.getByRole('main')

test.describe('every service page shares one layout', () => {
  for (const slug of SERVICE_SLUGS) {
    test(`/services/${slug}`, async ({ page }) => {
      const s = service(slug)
      await page.goto(`/services/${slug}`)
      await expect(page).toHaveTitle(new RegExp(`^${s.title} \\|`))
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', s.description)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title)
      await expect(main(page).getByText(s.page.subtitle)).toBeVisible()
      for (const list of s.page.lists) {
        const region = page.getByRole('region', { name: list.heading })
        await expect(region.getByRole('heading', { level: 2 })).toHaveText(list.heading)
        await expect(region.getByRole('listitem')).toHaveText(list.items)
      }
      const cta = page.getByRole('region', { name: s.page.highlight.heading })
      await expect(cta.getByText(s.page.highlight.text)).toBeVisible()
      await expect(cta.getByRole('link', { name: s.page.highlight.link.label })).toHaveAttribute(
        'href',
        s.page.highlight.link.to,
      )
      const closing = page.getByRole('region', { name: s.page.closing.heading })
      await expect(closing.getByRole('link', { name: s.page.closing.link.label })).toHaveAttribute(
        'href',
        '/contact',
      )
      const podcasts = page.getByRole('region', { name: 'Featured Podcast Appearances' })
      await expect(podcasts).toHaveCount(WITH_PODCASTS.includes(slug) ? 1 : 0)
      for (const claim of CLAIMS[slug] ?? []) await expect(main(page)).toContainText(claim)
    })
  }
})

test('an offer for another audience (anxiety: workshops) is a quiet card after the related services, its button outlined', async ({
  page,
}) => {
  const s = service('anxiety-therapy')
  expect(s.page.highlight.otherAudience).toBe(true)
  await page.goto('/services/anxiety-therapy')
  const top = (name: string) =>
    main(page)
      .getByRole('heading', { name, exact: true })
      .evaluate((el) => el.getBoundingClientRect().top)
  expect(await top(s.page.highlight.heading)).toBeGreaterThan(await top(s.page.related!.heading))
  const button = page
    .getByRole('region', { name: s.page.highlight.heading })
    .getByRole('link', { name: s.page.highlight.link.label })
  const fill = await button.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(fill).toBe('rgba(0, 0, 0, 0)')
  // The booking panels keep the filled button.
  await page.goto('/services/grief-counseling')
  const booking = page
    .getByRole('region', { name: service('grief-counseling').page.highlight.heading })
    .getByRole('link', { name: 'Book Free 15-Minute Consultation' })
  expect(await booking.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
})

test('symptoms are listed with neutral dots, only what we do with ticks', async ({ page }) => {
  const [symptoms, work] = service('anxiety-therapy').page.lists
  await page.goto('/services/anxiety-therapy')
  const items = (heading: string) =>
    page.getByRole('region', { name: heading, exact: true }).getByRole('listitem')
  await expect(items(symptoms!.heading)).toHaveCount(symptoms!.items.length)
  await expect(items(symptoms!.heading).locator('svg')).toHaveCount(0)
  for (const item of await items(symptoms!.heading).all()) {
    const dot = await item.locator('[aria-hidden="true"]').evaluate((e) => {
      const r = e.getBoundingClientRect()
      return { width: r.width, height: r.height, radius: getComputedStyle(e).borderRadius }
    })
    expect(dot.width).toBeGreaterThan(0)
    expect(dot.width).toBe(dot.height)
    expect(dot.radius).not.toBe('0px')
  }
  await expect(items(work!.heading).locator('svg.lucide-check')).toHaveCount(work!.items.length)
  // One rule across the page: ticks are only what the work offers.
  await expect(main(page).locator('svg.lucide-check')).toHaveCount(work!.items.length)
})

test('podcast pages show four videos and the link to more interviews', async ({ page }) => {
  await page.goto('/services/bfrb-treatment')
  const grid = page.getByRole('region', { name: 'Featured Podcast Appearances' })
  await expect(grid.getByRole('button', { name: /^Play video:/ })).toHaveCount(4)
  await expect(grid.getByRole('link', { name: /View More Interviews/ })).toHaveAttribute(
    'href',
    practice.video.moreInterviewsUrl,
  )
})

test('named cross-links between services', async ({ page }) => {
  const expectLinks = async (slug: string, targets: string[]) => {
    await page.goto(`/services/${slug}`)
    for (const to of targets) await expect(main(page).locator(`a[href="${to}"]`).first()).toBeVisible()
  }
  await expectLinks('anxiety-therapy', ['/services/hypnotherapy', '/services/emdr-therapy'])
  await expectLinks('depression-counseling', ['/services/emdr-therapy'])
  await expectLinks('performance-anxiety', ['/services/hypnotherapy'])
  await expectLinks('hypnotherapy', ['/services/dentaphobia-treatment'])

  await page.goto('/services/hsp-counseling')
  const selfTest = main(page).locator(`a[href="${practice.hspSelfTestUrl}"]`)
  await expect(selfTest).toHaveAttribute('target', '_blank')
  await expect(selfTest).toHaveAttribute('rel', /noopener/)
})

test('EMDR landing: benefits, 3 steps, provider bio, figures and the consultation link', async ({ page }) => {
  const emdr = service('emdr-therapy')
  await page.goto('/services/emdr-therapy')
  const benefits = page.getByRole('region', { name: emdr.page.benefits!.heading })
  await expect(benefits.getByRole('listitem')).toHaveCount(emdr.page.benefits!.items.length)
  const steps = page.getByRole('region', { name: 'What to expect' })
  await expect(steps.getByRole('listitem')).toHaveCount(3)
  await expect(steps.locator('ol')).toHaveCount(1)
  const bio = page.getByRole('region', { name: emdr.page.bio!.heading })
  await expect(bio).toContainText(practice.name)
  await expect(bio.getByRole('img')).toHaveAttribute('alt', /Portrait/)
  await expect(main(page).getByRole('listitem').filter({ hasText: '87%' })).toHaveText(
    '87% of clients improve within 8 sessions',
  )
  // "9" over "recognitions" looked bare; the count reads as on the about page and in the awards band.
  await expect(main(page).getByRole('listitem').filter({ hasText: 'Best Newport' })).toHaveText(
    '9x Best Newport Beach Therapist',
  )
  const consult = main(page).getByRole('link', { name: 'Book Free 15-Minute Consultation' })
  expect(await consult.count()).toBeGreaterThan(0)
  for (const link of await consult.all()) await expect(link).toHaveAttribute('href', '/contact')
})

test('EMDR bio: the portrait fills its place, upright above the full-width words on a phone, as tall as the words from 768 px', async ({
  page,
}) => {
  const emdr = service('emdr-therapy')
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/services/emdr-therapy')
    await webFontsApplied(page)
    const bio = page.getByRole('region', { name: emdr.page.bio!.heading })
    const img = bio.getByRole('img', { name: /Portrait/ })
    await img.scrollIntoViewIfNeeded()
    await expect(img).toHaveJSProperty('complete', true)
    const [picture, words, row] = await Promise.all([
      img.boundingBox(),
      bio.locator('p').first().locator('..').boundingBox(),
      bio.getByTestId('bio-portrait').locator('..').boundingBox(),
    ])
    if (width < 768) {
      // Design notes, Service pages: the bio portrait keeps 4:5 on a phone (the head not cut at
      // the neck), not a band across the screen;
      // Above the words, which run the full width (beside it they wrapped narrow).
      expect(Math.abs(picture!.height - (picture!.width * 5) / 4)).toBeLessThanOrEqual(2)
      expect(picture!.width).toBeLessThan(row!.width / 2)
      expect(words!.y).toBeGreaterThanOrEqual(picture!.y + picture!.height)
      expect(Math.abs(words!.x - row!.x)).toBeLessThanOrEqual(1)
      expect(words!.width).toBeGreaterThan(row!.width - 2)
    } else {
      // As tall as the words: nothing empty under the words or under the picture.
      expect(Math.abs(picture!.y - words!.y)).toBeLessThanOrEqual(1)
      expect(Math.abs(picture!.height - words!.height)).toBeLessThanOrEqual(2)
    }
    // Cropped, not squashed.
    expect(await img.evaluate((e) => getComputedStyle(e).objectFit)).toBe('cover')
  }
})

test('EMDR figures: beside the intro at 1440 where "At a glance" was (it repeated the lists), two to a row under it at 375, with the note that they are no promise', async ({
  page,
}) => {
  const emdr = service('emdr-therapy')
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/services/emdr-therapy')
  const figures = main(page).getByRole('list', { name: 'In figures' })
  const note = main(page).locator('[data-stats-note]')
  await expect(note).toHaveText(emdr.page.statsNote!)
  await expect(main(page).getByRole('region', { name: 'At a glance' })).toHaveCount(0)
  const intro = main(page).getByText(emdr.page.intro[0]!.slice(0, 40))
  let text = (await intro.boundingBox())!
  let box = (await figures.boundingBox())!
  expect(box.x, 'right of the intro').toBeGreaterThan(text.x + text.width)
  expect(Math.abs(box.y - text.y), 'level with its first line').toBeLessThan(24)

  await page.setViewportSize({ width: 375, height: 667 })
  text = (await intro.boundingBox())!
  box = (await figures.boundingBox())!
  expect(box.y, 'under the intro').toBeGreaterThan(text.y + text.height)
  const tops = await figures
    .getByRole('listitem')
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
  expect(new Set(tops).size, 'side by side').toBe(1)
})

test('without figures, how sessions happen sits beside the intro at 1440 (the right third was empty), not on a phone; EMDR keeps its figures there', async ({
  page,
}) => {
  for (const slug of ['hypnotherapy', 'spiritual-cleansing', 'mediation-services', 'anxiety-therapy']) {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`/services/${slug}`)
    const card = main(page).getByRole('region', { name: 'Sessions', exact: true })
    await expect(card).toContainText(practice.address.street.split(',')[0]!)
    await expect(card).toContainText('anywhere in California')
    await expect(card).toContainText(practice.callbackDays)
    await expect(card.getByRole('link', { name: 'Book Free 15-Minute Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    )
    const intro = main(page).getByText(service(slug).page.intro[0]!.slice(0, 40))
    const [text, box] = [(await intro.boundingBox())!, (await card.boundingBox())!]
    expect(box.x, `${slug}: right of the intro`).toBeGreaterThan(text.x + text.width)
    expect(Math.abs(box.y - text.y), `${slug}: level with its first line`).toBeLessThan(24)
    await page.setViewportSize({ width: 375, height: 667 })
    await expect(card, `${slug}: the hero's button is enough on a phone`).toBeHidden()
  }
  await page.setViewportSize({ width: 1440, height: 900 })
  // Walk and talk happens outdoors: its own words, not the office and video.
  await page.goto('/services/walk-talk-therapy')
  const walk = main(page).getByRole('region', { name: 'Sessions', exact: true })
  await expect(walk).toContainText(service('walk-talk-therapy').page.where!)
  await expect(walk).not.toContainText(practice.address.street.split(',')[0]!)
  await page.goto('/services/emdr-therapy')
  await expect(main(page).getByRole('region', { name: 'Sessions', exact: true })).toHaveCount(0)
})

test('the EMDR page makes no third-party request, even scrolled to the bottom', async ({ page, baseURL }) => {
  const origins = new Set<string>()
  page.on('request', (r) => {
    if (!r.url().startsWith('data:')) origins.add(new URL(r.url()).origin)
  })
  await page.goto('/services/emdr-therapy')
  await waitForHydration(page)
  await scrollThrough(page, 1200)
  await page.waitForLoadState('networkidle')
  expect([...origins]).toEqual([new URL(baseURL!).origin])
})

test('a video facade becomes the player only when pressed', async ({ page }) => {
  const videoHost = new URL(practice.video.embedBase).host
  await page.route(`https://${videoHost}/**`, (route) => route.fulfill({ status: 200, body: '' }))
  await page.goto('/services/hypnotherapy')
  await waitForHydration(page)
  const grid = page.getByRole('region', { name: 'Featured Podcast Appearances' })
  await expect(grid.locator('iframe')).toHaveCount(0)
  await grid
    .getByRole('button', { name: /^Play video:/ })
    .first()
    .click()
  const frame = grid.locator('iframe')
  await expect(frame).toHaveCount(1)
  await expect(frame).toHaveAttribute('src', new RegExp(`^${practice.video.embedBase}/`))
  await expect(frame).toHaveAttribute('title', /.+/)
})

test('an unknown service shows the not-found screen', async ({ page, request }) => {
  const res = await request.get('/services/not-a-service')
  expect(res.status()).toBe(404)
  expect(await res.text()).toContain('Oops! Page not found')

  await page.goto('/services/emdr-therapy')
  await waitForHydration(page)
  // A client-side navigation to a slug that has no page.
  await page.evaluate(() => {
    const a = document.createElement('a')
    a.href = '/services/not-a-service'
    window.history.pushState({}, '', a.href)
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
})

test.describe('services overview', () => {
  test('exactly the 14 cards, in four groups under their headings, each linking to its page', async ({
    page,
  }) => {
    await page.goto('/services')
    const cards = cardItems(page)
    await expect(cards).toHaveCount(14)
    expect(new Set(OVERVIEW).size).toBe(14)
    for (const [group, slugs] of GROUPS) {
      const region = main(page).getByRole('region', { name: group, exact: true })
      await expect(region.getByRole('heading', { level: 3 }).first()).toHaveText(group)
      await expect(region.getByText(`${slugs.length} services`)).toBeVisible()
      await expect(region.getByRole('list', { name: group }).locator('> li h4')).toHaveText(
        slugs.map((slug) => service(slug).title),
      )
    }
    for (const [i, slug] of OVERVIEW.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading', { level: 4 })).toHaveText(service(slug).title)
      // One link to its page: the title (the whole card is its target).
      const links = card.locator(`a[href="/services/${slug}"]`)
      await expect(links).toHaveCount(1)
      await expect(card.getByRole('link', { name: service(slug).title, exact: true })).toHaveAttribute(
        'href',
        `/services/${slug}`,
      )
      await expect(card.getByText(service(slug).description)).toBeVisible()
    }
    // The choices are the groups in the cards' order, then All services.
    const names = [...GROUPS.map(([group]) => group), 'All services']
    await expect(choices(page)).toHaveCount(names.length)
    for (const [i, name] of names.entries()) await expect(choices(page).nth(i)).toHaveAccessibleName(name)
    for (const hidden of ['family-therapy', 'mediation-services', 'spiritual-cleansing']) {
      await expect(main(page).locator(`a[href="/services/${hidden}"]`)).toHaveCount(0)
    }
    const hypno = cards.nth(OVERVIEW.indexOf('hypnotherapy'))
    await expect(hypno.getByRole('link', { name: 'Dentaphobia Treatment' })).toHaveAttribute(
      'href',
      '/services/dentaphobia-treatment',
    )
  })

  test('one featured service: first in its group, a row of its own with its page’s picture beside every key point', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/services')
    expect(servicesOverview.featured?.service).toBe(FEATURED)
    const featured = main(page).locator('[data-featured-service]')
    await expect(featured).toHaveCount(1)
    await expect(featured).toHaveAttribute('id', FEATURED)
    await expect(featured.getByText('Featured service')).toBeVisible()
    await expect(featured.locator('ul').first().getByRole('listitem')).toHaveText(service(FEATURED).details)
    const img = featured.locator('img')
    expect(await img.getAttribute('src')).toContain(service(FEATURED).page.image)
    // As wide as the two cards under it, the picture beside the words.
    const [big, first, second, picture, title] = await Promise.all([
      featured.boundingBox(),
      page.locator('#trauma-therapy').boundingBox(),
      page.locator('#grief-counseling').boundingBox(),
      img.boundingBox(),
      featured.getByRole('heading', { level: 4 }).boundingBox(),
    ])
    expect(Math.round(big!.x)).toBe(Math.round(first!.x))
    expect(Math.round(big!.x + big!.width)).toBe(Math.round(second!.x + second!.width))
    expect(first!.y).toBeGreaterThan(big!.y + big!.height)
    expect(title!.x).toBeGreaterThan(picture!.x + picture!.width)
    // On a phone no picture (the list stays short), and none is downloaded.
    await page.setViewportSize({ width: 375, height: 740 })
    await expect(img).toBeHidden()
  })

  test('insurance and fees, concierge and consultation sections', async ({ page }) => {
    await page.goto('/services')
    const fees = page.getByRole('region', { name: 'Insurance and fees' })
    // The fees are not said twice: one band, each way to pay once on the page.
    await expect(fees).toHaveCount(1)
    await expect(page.getByTestId('fee-card')).toHaveCount(1)
    for (const item of servicesOverview.fees.items)
      await expect(page.getByRole('main').getByText(item, { exact: true })).toHaveCount(1)
    for (const fact of [
      'out-of-network',
      'Superbills',
      'HSA and FSA',
      'credit and debit cards',
      'Sliding-scale',
    ]) {
      await expect(fees).toContainText(fact)
    }
    const concierge = page.getByRole('region', { name: 'Concierge therapy in your home' })
    await expect(concierge).toContainText(`within a radius around ${practice.address.city}`)
    await expect(concierge.getByRole('link')).toHaveAttribute('href', '/contact')
    // One consultation panel that says so, not a second "Not sure…" after the grid's own card.
    const consult = page.getByRole('region', { name: servicesOverview.consultation.heading })
    expect(servicesOverview.consultation.heading).not.toMatch(/^Not sure/)
    await expect(consult).toContainText('free 15-minute')
    await expect(consult.getByRole('link', { name: 'Book Free 15-Minute Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    )
  })

  test('the whole card leads to its service page by client navigation', async ({ page }) => {
    await page.goto('/services')
    await waitForHydration(page)
    // A tap on the card's words, not on its title: the title's link covers the card.
    const text = main(page).getByText(service('pandas-therapy').description)
    await text.scrollIntoViewIfNeeded()
    const words = (await text.boundingBox())!
    await page.mouse.click(words.x + words.width / 2, words.y + words.height / 2)
    await expect(page).toHaveURL(/\/services\/pandas-therapy$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service('pandas-therapy').title)
  })
})

test('a card has the slug as its id: /services#hypnotherapy opens on that card, below the header', async ({
  page,
}) => {
  await page.goto('/services#hypnotherapy')
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Hypnotherapy', exact: true }) })
  await expect(card).toHaveAttribute('id', 'hypnotherapy')
  await expect(card).toBeInViewport()
})

test.describe('services overview: what brings you here', () => {
  test('the groups are the choices, each named and described in the words of content/pages/services.yml', async ({
    page,
  }) => {
    await page.goto('/services')
    const guide = main(page).getByRole('region', { name: servicesOverview.cardsHeading })
    await expect(guide.getByRole('heading', { level: 2 })).toHaveText(servicesOverview.cardsHeading)
    const group = guide.getByRole('group', { name: 'Show services for' })
    for (const [name] of GROUPS) {
      const line = servicesOverview.groups.find((g) => g.name === name)!
      const choice = group.getByRole('button', { name, exact: true })
      await expect(choice).toBeVisible()
      await expect(choice).toHaveAccessibleDescription(line.description)
      await expect(choice).toContainText(line.description)
      await expect(choice).toHaveAttribute('aria-pressed', 'false')
    }
    await expect(group.getByRole('button', { name: 'All services' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      `Showing all ${OVERVIEW.length} services.`,
      { useInnerText: true },
    )
  })

  for (const width of [375, 1440])
    test(`at ${width}: a choice shows its group's cards only and the status says how many; All brings every card back`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 })
      await page.goto('/services')
      await waitForHydration(page)
      const status = page.getByTestId('services-shown')
      await expect(status).toHaveRole('status')
      for (const [name, slugs] of GROUPS) {
        const choice = choices(page).filter({ hasText: name })
        await choice.click()
        await expect(choice).toHaveAttribute('aria-pressed', 'true')
        await expect(status).toHaveText(`Showing the ${slugs.length} services for ${name}.`, {
          useInnerText: true,
        })
        await expect(main(page).getByRole('article').filter({ visible: true })).toHaveCount(slugs.length)
        for (const slug of slugs) await expect(page.locator(`#${slug}`)).toBeVisible()
        // The status line and the group's first card come into view when a choice is made.
        await expect(status).toBeInViewport()
        await expect(page.locator(`#${slugs[0]}`)).toBeInViewport()
      }
      await page.getByRole('button', { name: 'All services' }).click()
      await expect(status).toHaveText(`Showing all ${OVERVIEW.length} services.`, { useInnerText: true })
      await expect(main(page).getByRole('article').filter({ visible: true })).toHaveCount(OVERVIEW.length)
    })

  test('before hydration a choice is answered too: pressed, its group alone, the status says how many', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    // The page's modules held back: the page as drawn from its HTML.
    await page.route(/\/assets\/.*\.js$/, () => {})
    await page.goto('/services', { waitUntil: 'domcontentloaded' })
    const [name, slugs] = GROUPS[1]!
    const choice = choices(page).filter({ hasText: name })
    await choice.click()
    await expect(choice).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('services-shown')).toHaveText(
      `Showing the ${slugs.length} services for ${name}.`,
      { useInnerText: true },
    )
    await expect(main(page).getByRole('article').filter({ visible: true })).toHaveCount(slugs.length)
    expect(await page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(false)
  })

  test('at 375 each choice is a full-width target of 44 px or more with 16 px text; Tab and Enter choose', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/services')
    await waitForHydration(page)
    const boxes = await choices(page).evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect()
        const sizes = [...el.querySelectorAll('span')]
          .filter((s) => s.textContent?.trim())
          .map((s) => Number.parseFloat(getComputedStyle(s).fontSize))
        return { width: r.width, height: r.height, smallest: Math.min(...sizes) }
      }),
    )
    for (const box of boxes.slice(0, GROUPS.length)) expect(box.width).toBeGreaterThan(375 - 40)
    for (const box of boxes) {
      expect(box.height).toBeGreaterThanOrEqual(44)
      if (Number.isFinite(box.smallest)) expect(box.smallest).toBeGreaterThanOrEqual(16)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await choices(page).first().focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(choices(page).nth(1)).toHaveAttribute('aria-pressed', 'true')
  })

  // Fourteen near-identical cards were eight screens and more on a phone, four on a desktop.
  for (const [width, height, before] of [
    [375, 740, 10.09],
    [1440, 900, 6.67],
  ] as const)
    test(`at ${width}×${height} the page is fewer screens than the ${before} of the wall of cards`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      await page.goto('/services')
      await webFontsApplied(page)
      const screens = await page.evaluate(() => document.documentElement.scrollHeight / innerHeight)
      test.info().annotations.push({ type: 'screens', description: screens.toFixed(2) })
      expect(screens).toBeLessThan(before - 0.5)
    })

  for (const theme of ['light', 'dark'] as const)
    test(`axe with a choice made, ${theme}`, async ({ browser }) => {
      const page = await newPage(browser, { theme, viewport: { width: 375, height: 740 } })
      await page.goto('/services')
      await waitForHydration(page)
      await choices(page).first().click()
      await expect(choices(page).first()).toHaveAttribute('aria-pressed', 'true')
      await expectNoAxeViolations(page)
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.getByRole('button', { name: 'All services' }).click()
      await expectNoAxeViolations(page)
      await page.context().close()
    })

  for (const width of [768, 1440])
    test(`at ${width}: cards in two columns, no title wraps, a row's cards start and end level, no row has a hole`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/services')
      await webFontsApplied(page)
      const groups = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-service-group]')].map((g) => {
          const list = g.querySelector('ul')!.getBoundingClientRect()
          const items = [...g.querySelectorAll(':scope > ul > li')].map((li) => {
            const r = li.getBoundingClientRect()
            const title = li.querySelector('h4')!
            const lines = Math.round(
              title.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(title).lineHeight),
            )
            return {
              top: Math.round(r.top),
              bottom: Math.round(r.bottom),
              left: r.left,
              right: r.right,
              lines,
            }
          })
          return { list: { left: list.left, right: list.right }, items }
        }),
      )
      for (const { list, items } of groups) {
        for (const item of items) expect(item.lines, 'one line').toBe(1)
        for (const row of Map.groupBy(items, (i) => i.top).values()) {
          expect(row.length).toBeLessThanOrEqual(2)
          expect(new Set(row.map((i) => i.bottom)).size, 'level').toBe(1)
          expect(Math.round(Math.min(...row.map((i) => i.left)) - list.left)).toBe(0)
          expect(Math.round(list.right - Math.max(...row.map((i) => i.right)))).toBe(0)
        }
      }
    })
})

test.describe('each service page answers questions before booking (FAQ from content)', () => {
  for (const slug of SERVICE_SLUGS) {
    test(`/services/${slug}: its own questions, then fees and insurance, on the page and as FAQPage data`, async ({
      page,
    }) => {
      const s = service(slug)
      const questions = serviceQuestions(s, servicesOverview.fees)
      expect(questions.map((q) => q.question)).toEqual([
        ...s.page.faq.map((q) => q.question),
        ...(s.page.feesQuestion ? [FEES_QUESTION] : []),
      ])
      await page.goto(`/services/${slug}`)
      const faq = page.getByRole('region', { name: 'Questions before you book' })
      await expect(faq.getByRole('heading', { level: 3 })).toHaveText(questions.map((q) => q.question))
      for (const q of questions) await expect(faq).toContainText(q.answer)
      // Fees in the words of the services overview, with the way to its fees band and the estimate;
      // none for a service insurance does not pay for (mediation, spiritual cleansing).
      const feesLink = faq.getByRole('link', { name: servicesOverview.fees.heading })
      if (s.page.feesQuestion) {
        for (const item of servicesOverview.fees.items) await expect(faq).toContainText(item)
        await expect(feesLink).toHaveAttribute('href', '/services#insurance-and-fees')
        await expect(
          faq.getByRole('link', { name: servicesOverview.fees.estimate.linkLabel }),
        ).toHaveAttribute('href', '/good-faith-estimate')
      } else await expect(feesLink).toHaveCount(0)
      const data = (
        await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '')))
      ).find((ld) => ld['@type'] === 'FAQPage')
      expect(
        data.mainEntity.map((q: { name: string; acceptedAnswer: { text: string } }) => [
          q.name,
          q.acceptedAnswer.text,
        ]),
      ).toEqual(questions.map((q) => [q.question, q.answer]))
      // No "At a glance" card repeating the lists; the card's facts stay on /services.
      await expect(page.getByRole('region', { name: 'At a glance' })).toHaveCount(0)

      // A client's words where a quote in content/testimonials.yml names this service, none otherwise.
      const quote = testimonialFor(slug, testimonialSections)
      const words = page.getByRole('region', { name: 'In a client’s words' })
      await expect(words).toHaveCount(quote ? 1 : 0)
      if (quote) {
        await expect(words).toContainText(quote.quote)
        await expect(words).toContainText(`${quote.name} · ${quote.date}`)
        await expect(words.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible()
        await expect(words.getByRole('link', { name: 'More client stories' })).toHaveAttribute(
          'href',
          quote.more,
        )
      }
    })
  }

  test('a quote is chosen by its service field: the first in the file that names the page', () => {
    const named = testimonialSections.flatMap((section) =>
      section.testimonials.filter((t) => t.service).map((t) => ({ ...t, section: section.id })),
    )
    expect(named.length).toBeGreaterThan(0)
    for (const t of named) {
      const first = named.find((n) => n.service === t.service)!
      expect(testimonialFor(t.service!, testimonialSections)).toMatchObject({
        quote: first.quote,
        more: `/testimonials#${first.section}`,
      })
    }
    expect(testimonialFor('emdr-therapy', [])).toBeUndefined()
  })

  test('fees and insurance are left out where insurance does not pay: mediation and spiritual cleansing', () => {
    const without = services.filter((s) => !s.page.feesQuestion).map((s) => s.slug)
    expect(without.sort()).toEqual(['mediation-services', 'spiritual-cleansing'])
  })
})

test.describe('one measure from band to band (no left edge that jumps)', () => {
  const paths = ['emdr-therapy', 'anxiety-therapy', 'hypnotherapy', 'walk-talk-therapy'].map(
    (s) => `/services/${s}`,
  )
  // /retreats stepped between the wide column and reading widths.
  for (const width of [375, 1440])
    for (const path of [...paths, '/retreats'])
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await waitForHydration(page)
        // Each band after the hero: the left and right edges of its content (the children of its page
        // column), so a band narrowed to a centred text column would show a different pair.
        const viewport = await page.evaluate(() => document.documentElement.clientWidth)
        const edges = await page.evaluate(() =>
          [...document.querySelectorAll('main > *')].slice(1).map((band) => {
            const column = band.matches('.mx-auto.w-full') ? band : band.querySelector('.mx-auto.w-full')
            const boxes = [...(column?.children ?? [])]
              .map((el) => el.getBoundingClientRect())
              .filter((r) => r.width > 0)
            return {
              band: band.querySelector('h2')?.textContent ?? band.tagName,
              // A band that is only reading text (the intro without figures) ends at its
              // measure, about 70 characters, but starts on the same edge.
              text: [...(column?.children ?? [])].every((el) => el.hasAttribute('data-measure')),
              left: Math.round(Math.min(...boxes.map((r) => r.left))),
              right: Math.round(Math.max(...boxes.map((r) => r.right))),
            }
          }),
        )
        expect(edges.length).toBeGreaterThan(4)
        const first = edges.find((band) => !band.text)
        for (const band of edges) {
          if (band.text) {
            expect(band.left, band.band).toBe(first!.left)
            expect(band.right, band.band).toBeLessThanOrEqual(first!.right)
          } else expect(band, band.band).toMatchObject({ left: first!.left, right: first!.right })
        }
        // The measure is the page column: the side padding from the screen's edge, 72rem at most.
        expect(first!.left).toBe(viewport >= 1152 ? Math.round((viewport - 1152) / 2) + 24 : 16)
      })
})

test.describe('a hero with a picture (S3): service pages, retreats, store', () => {
  const PAGES = [
    { path: '/services/emdr-therapy', image: service('emdr-therapy').page.image },
    { path: '/services/anxiety-therapy', image: service('anxiety-therapy').page.image },
    { path: '/retreats', image: '/images/retreats/hero' },
    // The store's picture shows from 768 px only, so its first product is on a phone's first screen
    // (store.spec): lazy, so a phone never downloads it, with priority where it shows.
    { path: '/store', image: '/images/store/hero', onPhone: false },
  ]
  for (const { path, image, onPhone = true } of PAGES) {
    test(`${path}: beside the words at 1440, a 3:2 picture under the action at 375 (both on the first screen), or none on a phone where the page says so`, async ({
      page,
    }) => {
      expect(new Set(PAGES.map((p) => p.image)).size, 'each page its own picture').toBe(PAGES.length)
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(path)
      const hero = page.locator('main [data-hero-split]')
      const img = hero.locator('img')
      await expect(img).toHaveAttribute('src', new RegExp(`^${image}-\\d+\\.webp$`))
      // Its size is in the HTML (no layout shift), it loads at once, with priority.
      await expect(img).toHaveAttribute('width', '960')
      await expect(img).toHaveAttribute('height', '720')
      await expect(img).toHaveAttribute('loading', onPhone ? 'eager' : 'lazy')
      await expect(img).toHaveAttribute('fetchpriority', 'high')
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0)
      const h1 = (await hero.locator('h1').boundingBox())!
      let pic = (await img.boundingBox())!
      expect(pic.x, 'the picture is to the right of the words').toBeGreaterThan(h1.x + h1.width)
      expect(pic.y + pic.height, 'on the first screen').toBeLessThan(900)

      await page.setViewportSize({ width: 375, height: 667 })
      if (!onPhone) {
        await expect(img).toBeHidden()
        return
      }
      pic = (await img.boundingBox())!
      const heading = (await hero.locator('h1').boundingBox())!
      const actions = hero.locator('[data-hero-action] a')
      const action = (await actions.count()) ? await actions.first().boundingBox() : null
      expect(pic.y, 'the band comes after the heading').toBeGreaterThan(heading.y + heading.height)
      if (action) {
        expect(pic.y, 'and after the action').toBeGreaterThan(action.y + action.height)
        expect(action.y + action.height, 'the action on the first screen').toBeLessThan(667)
      }
      // Design notes, Every page: heroes with a picture, under the action on a phone, cropped
      // around the content's focus. The 5:2 band read as a thin strip on a phone; it is 3:2 now.
      expect(pic.height / pic.width, 'a 3:2 picture, not a strip').toBeCloseTo(2 / 3, 2)
      // The band was the picture's middle third and cut the sun off. It shows the
      // part from about a tenth of the way down to below the horizon (the drawn art's sun sits
      // between 0.07 and 0.53 of its height, its horizon at about 0.56).
      const shown = await img.evaluate((el: HTMLImageElement) => {
        const box = el.getBoundingClientRect()
        const drawnHeight = (box.width / el.naturalWidth) * el.naturalHeight
        const hidden = drawnHeight - box.height
        const [, y] = getComputedStyle(el).objectPosition.split(' ')
        const top = (hidden * Number.parseFloat(y!)) / 100
        return { top: top / drawnHeight, bottom: (top + box.height) / drawnHeight }
      })
      expect(shown.top, 'the band starts near the top of the picture').toBeLessThan(0.13)
      expect(shown.bottom, 'and reaches below the horizon').toBeGreaterThan(0.62)
    })
  }
})

test('a service page varies its rhythm: the benefits, the two lists and, on a phone, the steps without card chrome; the panel’s button inside it', async ({
  page,
}) => {
  const chrome = (el: Element) => {
    const style = getComputedStyle(el)
    return style.borderTopWidth !== '0px' || style.backgroundColor !== 'rgba(0, 0, 0, 0)'
  }
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/services/emdr-therapy')
  const emdr = service('emdr-therapy')
  const benefits = page.getByRole('region', { name: emdr.page.benefits!.heading }).getByRole('listitem')
  for (const item of await benefits.all()) expect(await item.evaluate(chrome)).toBe(false)
  // The two lists are type on the band, one unit with a rule between them, not two boxes (boxes
  // of unequal lists showed a white pocket or ragged ends).
  const [first, second] = emdr.page.lists.map((list) => page.getByRole('region', { name: list.heading }))
  for (const list of [first!, second!]) expect(await list.evaluate(chrome), 'no card chrome').toBe(false)
  const [a, b] = await Promise.all([first!.boundingBox(), second!.boundingBox()])
  expect(Math.abs(a!.y - b!.y), 'side by side').toBeLessThanOrEqual(1)
  const rule = async (list: typeof first, side: 'borderRightWidth' | 'borderLeftWidth') =>
    Number.parseFloat(await list!.evaluate((el, side) => getComputedStyle(el)[side], side))
  expect(
    (await rule(first, 'borderRightWidth')) + (await rule(second, 'borderLeftWidth')),
    'a rule between them',
  ).toBeGreaterThan(0)
  const steps = page.getByRole('region', { name: 'What to expect' }).locator('ol > li')
  expect(await steps.first().evaluate(chrome), 'three cards from 768 px').toBe(true)

  await page.setViewportSize({ width: 375, height: 667 })
  for (const step of await steps.all())
    expect(await step.evaluate(chrome), 'a numbered list on a phone').toBe(false)
  const panel = page.getByRole('region', { name: emdr.page.highlight.heading })
  const inset = await panel.evaluate((section) => {
    const box = section.getBoundingClientRect()
    const button = section.querySelector('a')!.getBoundingClientRect()
    return Math.round(Math.min(button.left - box.left, box.right - button.right))
  })
  expect(inset, 'the button not clipped by its panel').toBeGreaterThan(0)
})

test('at 375 px the highlight panel’s button is one line (narrower padding on a phone)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await page.goto('/services/emdr-therapy')
  await webFontsApplied(page)
  const label = service('emdr-therapy').page.highlight.link.label
  const button = page.getByRole('main').getByRole('link', { name: label }).nth(1)
  await button.scrollIntoViewIfNeeded()
  const lines = await button.evaluate((el) => {
    const style = getComputedStyle(el)
    return Math.round(
      (el.getBoundingClientRect().height -
        Number.parseFloat(style.paddingTop) -
        Number.parseFloat(style.paddingBottom)) /
        Number.parseFloat(style.lineHeight),
    )
  })
  expect(lines).toBe(1)
})

// The closing panel (CtaPanel) keeps the spec's long label on one line on small phones: narrower
// panel and button padding below 640 px. It wrapped onto two lines at 375 on /services.
for (const width of [320, 375])
  for (const [path, heading] of [
    ['/services', servicesOverview.consultation.heading],
    ['/blog', 'Talk it through, free'],
  ] as const)
    test(`at ${width} px the closing panel's "Book Free 15-Minute Consultation" is one line (${path})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 667 })
      await page.goto(path)
      await webFontsApplied(page)
      const button = page
        .getByRole('region', { name: heading })
        .getByRole('link', { name: 'Book Free 15-Minute Consultation' })
      const box = await button.evaluate((el) => {
        const style = getComputedStyle(el)
        const { height } = el.getBoundingClientRect()
        const inner = height - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom)
        return { inner, height, line: Number.parseFloat(style.lineHeight), fontSize: style.fontSize }
      })
      expect(Math.round(box.inner / box.line), 'one line high').toBe(1)
      expect(Number.parseFloat(box.fontSize), 'still readable').toBeGreaterThanOrEqual(14)
      expect(box.height, 'still a 44 px target').toBeGreaterThanOrEqual(44)
    })

test.describe('services overview: icons, not sure, the fees band', () => {
  test('every card has its own icon beside its title, hidden from screen readers', async ({ page }) => {
    await page.goto('/services')
    const cards = page.locator('[data-service-group] article')
    await expect(cards).toHaveCount(OVERVIEW.length)
    const icons = await cards.evaluateAll((articles) =>
      articles.map((a) => {
        const icon = a.querySelector('[data-service-icon]')
        const heading = a.querySelector('h4')!.getBoundingClientRect()
        const box = icon?.getBoundingClientRect()
        return {
          hidden: icon?.getAttribute('aria-hidden'),
          // The drawing's own markup tells the icons apart (lucide puts its name in the class).
          name: icon
            ?.querySelector('svg')
            ?.getAttribute('class')
            ?.match(/lucide-([\w-]+)/g)
            ?.at(-1),
          besideTitle: box
            ? box.right <= heading.left && box.bottom > heading.top && box.top < heading.bottom
            : false,
        }
      }),
    )
    for (const icon of icons) expect(icon).toMatchObject({ hidden: 'true', besideTitle: true })
    expect(new Set(icons.map((i) => i.name)).size, 'one icon per service').toBe(OVERVIEW.length)
  })

  test('"Not sure which one fits?" follows the choices as words: the page offers the free call twice, at the top and in its one closing band', async ({
    page,
  }) => {
    await page.goto('/services')
    const intro = page.getByTestId('not-sure')
    await expect(intro).toHaveText(
      `${servicesOverview.bookingCard.heading} ${servicesOverview.bookingCard.text}`,
    )
    // Under the choices, above the status line and the cards.
    const [chips, text, status] = await Promise.all([
      page.getByTestId('service-chips').boundingBox(),
      intro.boundingBox(),
      page.getByTestId('services-shown').boundingBox(),
    ])
    expect(text!.y).toBeGreaterThan(chips!.y + chips!.height)
    expect(text!.y).toBeLessThan(status!.y)
    await expect(intro.getByRole('link')).toHaveCount(0)
    await expect(main(page).getByRole('link', { name: servicesOverview.consultation.linkLabel })).toHaveCount(
      2,
    )
  })

  for (const width of [375, 1440])
    test(`at ${width} the fees band is as wide as the cards, with what is true of the cost and no made-up price`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/services')
      const fees = page.getByRole('region', { name: 'Insurance and fees' })
      const [grid, heading, list] = await Promise.all([
        page.getByRole('list', { name: GROUPS[0]![0] }).boundingBox(),
        fees.getByRole('heading', { level: 2 }).boundingBox(),
        fees.getByRole('list').first().boundingBox(),
      ])
      expect(Math.round(heading!.x)).toBe(Math.round(grid!.x))
      expect(Math.round(list!.x)).toBe(Math.round(grid!.x))
      const card = fees.getByTestId('fee-card')
      // The free first call is the closing band's, right under this one (said twice).
      await expect(card).not.toContainText('Free')
      await expect(page.getByRole('main').getByText('The first 15-minute phone call')).toHaveCount(0)
      await expect(
        card.getByRole('link', { name: servicesOverview.fees.estimate.linkLabel }),
      ).toHaveAttribute('href', '/good-faith-estimate')
      // No session fee in content: no dollar figure on the band.
      expect(servicesOverview.fees.sessionFee).toBeUndefined()
      await expect(fees).not.toContainText('$')
      const right = (await card.boundingBox())!
      if (width === 1440) expect(Math.round(right.x + right.width)).toBe(Math.round(grid!.x + grid!.width))
    })
})

test.describe('services overview: one closing band', () => {
  test('the page ends on one call to action: the free call alone in its panel; the in-home sessions a band of their own before the fees', async ({
    page,
  }) => {
    await page.goto('/services')
    const main = page.getByRole('main')
    const consult = main.getByRole('region', { name: servicesOverview.consultation.heading })
    await expect(consult).toHaveCount(1)
    // The concierge offer shared the closing box, a second ask in it. The closing panel
    // holds one action, the free call; the last region of main is that panel.
    await expect(consult.getByRole('link')).toHaveCount(1)
    await expect(consult.getByRole('link')).toHaveText(servicesOverview.consultation.linkLabel)
    await expect(consult.getByRole('region')).toHaveCount(0)
    const headings = await main.locator('h2').allTextContents()
    expect(headings.at(-1)).toBe(servicesOverview.consultation.heading)
    // The concierge offer (spec) is its own band, with the fees band between it and the close
    // (two asks in a row are one too many).
    const order = [
      servicesOverview.cardsHeading,
      servicesOverview.concierge.heading,
      servicesOverview.fees.heading,
      servicesOverview.consultation.heading,
    ].map((h) => headings.indexOf(h))
    expect(order).toEqual([...order].sort((x, y) => x - y))
    expect(order.every((i) => i >= 0)).toBe(true)
    const concierge = main.getByRole('region', { name: servicesOverview.concierge.heading })
    await expect(concierge.getByRole('link')).toHaveText(servicesOverview.concierge.linkLabel)
    await expect(main.getByRole('link', { name: servicesOverview.concierge.linkLabel })).toHaveCount(1)
  })
})

test.describe('services overview: the groups and the in-home card at both widths', () => {
  test("at 375 every group's count stands in one place, under its name on the name's edge", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/services')
    await webFontsApplied(page)
    const groups = page.locator('main [data-service-group]')
    expect(await groups.count()).toBeGreaterThan(1)
    // Beside a short name and under a long one, the count moved from group to group.
    for (const group of await groups.all()) {
      const name = (await group.getByRole('heading', { level: 3 }).boundingBox())!
      const count = (await group.getByText(/^\d+ services?$/).boundingBox())!
      expect(Math.abs(count.x - name.x), 'on the name’s left edge').toBeLessThanOrEqual(1)
      expect(count.y, 'under the name').toBeGreaterThanOrEqual(name.y + name.height - 1)
    }
  })

  test('at 1440 each count is beside its name, on the right; the in-home card’s words run across the card', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/services')
    await webFontsApplied(page)
    for (const group of await page.locator('main [data-service-group]').all()) {
      const name = (await group.getByRole('heading', { level: 3 }).boundingBox())!
      const count = (await group.getByText(/^\d+ services?$/).boundingBox())!
      const rule = (await group.locator('> ul').boundingBox())!
      expect(count.y).toBeLessThan(name.y + name.height)
      expect(
        Math.abs(count.x + count.width - (rule.x + rule.width)),
        'on the right edge',
      ).toBeLessThanOrEqual(1)
    }
    // The words on one measure left the card's right half empty.
    const card = page.getByRole('region', { name: servicesOverview.concierge.heading })
    const box = (await card.boundingBox())!
    const right = await card.locator('p').evaluateAll((ps) =>
      Math.max(
        ...ps.flatMap((p) => {
          const range = document.createRange()
          range.selectNodeContents(p)
          return [...range.getClientRects()].map((r) => r.right)
        }),
      ),
    )
    expect(right, 'the words reach the card’s right quarter').toBeGreaterThan(box.x + box.width * 0.75)
  })
})
