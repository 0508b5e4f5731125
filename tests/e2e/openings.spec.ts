/**
 * How pages open (docs/design-notes.md, "Openings, per page"): each kind of page with what it has of
 * its own (a client's quote, a row of facts, a document's quiet opening), the practitioner's face on
 * a phone's first screen of the home page, and hero buttons whose longest label stays one line.
 */
import { expect, type Page, test } from '@playwright/test'
import { openDays } from '#app/components/ui/office-hours.tsx'
import { bookingEnabled, consultationMinutes } from '#core/config/booking.ts'
import { LABELS } from '#core/config/labels.ts'
import { practice } from '#core/config/practice.ts'
import { home } from '#core/content/home.ts'
import { testimonialSections } from '#core/content/testimonials.ts'
import { expectNoAxeViolations, newPage, textLines } from './support.ts'

/** The page's opening: the first section of <main>, the one holding its h1. */
const opening = (page: Page) =>
  page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 1 }) })
    .first()

test('on a 375 × 740 phone the home page shows her face at 120 px or more, with the name and the action', async ({
  browser,
}) => {
  const page = await newPage(browser, { viewport: { width: 375, height: 740 } })
  const portraits: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/images/shared/portrait')) portraits.push(new URL(r.url()).pathname)
  })
  await page.goto('/')
  const portrait = page.getByRole('img', { name: home.meet.imageAlt }).first()
  await expect(portrait).toBeVisible()
  await expect(portrait).toHaveJSProperty('complete', true)
  expect(await portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  const face = (await portrait.boundingBox())!
  expect(face.width).toBeGreaterThanOrEqual(120)
  // Upright, as a portrait (not a round avatar): taller than wide.
  expect(face.height).toBeGreaterThan(face.width)
  for (const [name, element] of [
    ['portrait', portrait],
    ['heading', page.getByRole('heading', { level: 1 })],
    ['call to action', page.getByRole('link', { name: home.hero.primary.label }).first()],
  ] as const) {
    const box = (await element.boundingBox())!
    expect(box.y, name).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height, name).toBeLessThanOrEqual(740)
  }
  // One portrait file on a phone's first load, as the avatar it replaces (the wide picture is not fetched).
  await page.waitForLoadState('load')
  expect(new Set(portraits).size, portraits.join(', ')).toBe(1)
  await page.context().close()
})

test('the roles under the name end no line on a separator (375 and 320 px)', async ({ browser }) => {
  for (const width of [320, 375]) {
    const page = await newPage(browser, { viewport: { width, height: 740 } })
    await page.goto('/')
    // The text of each visible line of the roles, as a reader sees it.
    const lines = await page
      .locator('main p')
      .filter({ hasText: practice.roles.at(-1)! })
      .first()
      .evaluate((p) => {
        const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT)
        const byLine = new Map<number, string>()
        const range = document.createRange()
        const box = p.getBoundingClientRect()
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.nodeValue ?? ''
          for (let at = 0; at < text.length; at++) {
            range.setStart(node, at)
            range.setEnd(node, at + 1)
            const r = range.getBoundingClientRect()
            // What is clipped on the left is not seen.
            if (r.width === 0 || r.right <= box.left + 1) continue
            const top = Math.round(r.top)
            byLine.set(top, (byLine.get(top) ?? '') + text[at])
          }
        }
        return [...byLine.values()].map((line) => line.trim())
      })
    expect(lines.length, `${width} px`).toBeGreaterThan(1)
    for (const line of lines) {
      expect(line, `${width} px`).not.toMatch(/·$/)
      expect(line, `${width} px`).not.toMatch(/^·/)
    }
    await page.context().close()
  }
})

test('/testimonials opens with the lead quote, its stars, name and date, once on the page', async ({
  page,
}) => {
  const lead = testimonialSections.flatMap((s) => s.testimonials).find((t) => t.lead)
  await page.goto('/testimonials')
  const figure = opening(page).getByRole('figure')
  // With no quote ticked as the lead in content, the opening is the plain band: no quote in it.
  if (!lead) return expect(figure).toHaveCount(0)
  await expect(figure.getByRole('blockquote')).toHaveText(`“${lead!.quote}”`)
  await expect(figure).toContainText(lead!.name)
  await expect(figure).toContainText(lead!.date)
  await expect(figure.getByRole('img', { name: /5 out of 5 stars/ })).toHaveCount(1)
  await expect(page.getByRole('main').getByText(lead!.quote)).toHaveCount(1)
  // The topics are still in the opening, before the first section.
  await expect(opening(page).getByRole('navigation', { name: 'Testimonial topics' })).toBeVisible()
})

test('/contact opens with its facts: the number as a link, the open days, where', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/contact')
  const facts = opening(page).getByRole('listitem')
  await expect(facts).toHaveCount(3)
  const call = opening(page).getByRole('link', { name: practice.phone.display })
  await expect(call).toHaveAttribute('href', practice.phone.href)
  await expect(call).toBeInViewport()
  await expect(facts.nth(1)).toContainText(openDays(practice.hours))
  await expect(facts.nth(1)).toContainText(practice.hoursNote)
  await expect(facts.nth(2)).toContainText(practice.address.city)
  // On a phone the days and the place stay in the opening, one line each, and the number is the
  // Call button right under it: both on the first screen.
  await page.setViewportSize({ width: 375, height: 740 })
  for (const text of [openDays(practice.hours), `${practice.address.city} office`])
    await expect(opening(page).getByText(text)).toBeInViewport()
  await expect(
    page.getByRole('region', { name: 'Call or write' }).getByRole('link', { name: practice.phone.display }),
  ).toBeInViewport()
})

test('/book opens with the call’s length, cost and how it happens', async ({ page }) => {
  await page.goto('/book')
  const facts = opening(page).getByRole('listitem')
  await expect(facts).toHaveCount(3)
  await expect(facts.nth(0)).toContainText(`${consultationMinutes} minutes`)
  await expect(facts.nth(1)).toContainText('Free')
  await expect(facts.nth(2)).toContainText(bookingEnabled ? 'Phone or video' : 'By phone')
})

/** A document's opening: no band of its own, and the title on the left edge of what follows it. */
const DOCUMENTS = [
  {
    // The contents: beside the text from 1024 px, folded over it on a phone.
    path: '/privacy-policy',
    edge: (page: Page) =>
      page
        .getByRole('navigation', { name: 'Contents' })
        .or(page.getByText(/^On this page: \d+ sections$/))
        .filter({ visible: true })
        .first(),
  },
  // Its "in short" box, the first part of the text.
  { path: '/good-faith-estimate', edge: (page: Page) => page.getByRole('main').getByRole('region').first() },
  {
    path: '/thankyou',
    edge: (page: Page) => page.getByRole('region', { name: 'What happens next' }).getByRole('list'),
  },
  // Its ways on stand beside the note from 1024 px (not-found.spec.ts): the way home under the title.
  {
    path: '/no-such-page',
    edge: (page: Page) => page.getByRole('main').getByRole('link', { name: 'Return to Home' }),
  },
  { path: '/newsletter/confirm', edge: (page: Page) => page.getByTestId('newsletter-link') },
] as const

for (const width of [375, 1440])
  test(`legal and one-message pages open as a document, not a band (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const { path, edge } of DOCUMENTS) {
      await page.goto(path)
      const [hero, body] = await Promise.all([
        opening(page).evaluate((e) => getComputedStyle(e).backgroundColor),
        page.evaluate(() => getComputedStyle(document.body).backgroundColor),
      ])
      // The page's own background (a transparent section over it), not a tinted band.
      expect(hero === 'rgba(0, 0, 0, 0)' || hero === body, `${path}: ${hero}`).toBe(true)
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      const next = (await edge(page).boundingBox())!
      expect(Math.abs(title.x - next.x), `${path}: one left edge`).toBeLessThanOrEqual(2)
    }
  })

test('the hero’s longest label stays on one line at 320 px, and 44 px tall', async ({ browser }) => {
  const page = await newPage(browser, { viewport: { width: 320, height: 740 } })
  for (const path of ['/', '/services/emdr-therapy']) {
    await page.goto(path)
    const button = page.getByRole('main').getByRole('link', { name: LABELS.bookConsultation }).first()
    await expect(button, path).toBeVisible()
    expect(await textLines(button), path).toBe(1)
    expect((await button.boundingBox())!.height, path).toBeGreaterThanOrEqual(44)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), path).toBe(0)
  }
  await page.context().close()
})

const CHANGED = [
  '/',
  '/about',
  '/speaking',
  '/contact',
  '/testimonials',
  '/book',
  '/privacy-policy',
  '/good-faith-estimate',
  '/thankyou',
  '/no-such-page',
  '/newsletter/confirm',
  '/book/cancel',
]
for (const theme of ['light', 'dark'] as const)
  test(`axe finds nothing on the pages whose opening changed (${theme})`, async ({ browser }) => {
    test.setTimeout(180_000)
    for (const width of [375, 1440]) {
      const page = await newPage(browser, { theme, viewport: { width, height: 900 } })
      for (const path of CHANGED) {
        await page.goto(path)
        await expectNoAxeViolations(page)
      }
      await page.context().close()
    }
  })
