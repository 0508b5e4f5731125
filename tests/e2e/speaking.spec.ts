/**
 * /speaking, the page for event organisers and press: the talks and formats from
 * content/pages/speaking.yml, the bios and the portrait to take away, the interviews without a
 * request to the video host until one is played, and one way to ask: an e-mail with its subject, or
 * a call.
 */
import { expect, type Page, test } from '@playwright/test'
import { nameWithCredentials, practice } from '#core/config/practice.ts'
import { podcasts } from '#core/content/podcasts.ts'
import { speakingPage } from '#core/content/speaking.ts'
import { waitForHydration } from './support.ts'

const main = (page: Page) => page.getByRole('main')

test('the talks, formats and audiences come from content/pages/speaking.yml', async ({ page }) => {
  await page.goto('/speaking')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(speakingPage.hero.title)
  const meet = page.getByRole('region', { name: 'Meet the speaker' })
  await expect(meet).toContainText(nameWithCredentials)
  for (const role of practice.roles) await expect(meet).toContainText(role)
  const topics = page.getByRole('list', { name: 'Talk topics' }).getByRole('listitem')
  await expect(topics).toHaveCount(speakingPage.topics.items.length)
  for (const [i, talk] of speakingPage.topics.items.entries()) {
    const card = topics.nth(i)
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(talk.title)
    await expect(card).toContainText(talk.audiences)
    for (const format of talk.formats) await expect(card).toContainText(format)
  }
  const formats = page.getByRole('region', { name: speakingPage.formats.heading })
  for (const format of speakingPage.formats.items) {
    await expect(formats.getByRole('heading', { name: format.title })).toBeVisible()
    await expect(formats).toContainText(format.length)
  }
  // The proof: the interviews, the award banner, the book.
  for (const video of podcasts)
    await expect(main(page).getByRole('button', { name: `Play video: ${video.title}` })).toBeVisible()
  await expect(page.getByRole('heading', { name: speakingPage.interviews.heading })).toBeVisible()
  await expect(page.locator('#awards-heading')).toBeVisible()
  // The book, a card beside the facts in "Meet the speaker" (a band of its own was sparse).
  await expect(
    page
      .getByRole('region', { name: 'Meet the speaker' })
      .getByRole('region', { name: speakingPage.book.heading }),
  ).toContainText('Anxiety Annihilated')
})

test('every inquiry link e-mails the practice with the subject, and the phone is there too', async ({
  page,
}) => {
  await page.goto('/speaking')
  const inquiries = main(page).locator('a[href^="mailto:"]')
  await expect(inquiries).toHaveCount(2)
  for (const link of await inquiries.all()) {
    const href = new URL((await link.getAttribute('href'))!)
    expect(href.pathname).toBe(practice.email)
    expect(href.searchParams.get('subject')).toBe(speakingPage.enquiry.subject)
    expect(href.searchParams.get('subject')).not.toMatch(/enquir/i)
    expect(href.searchParams.get('body')).toContain('Audience')
  }
  await expect(main(page).getByRole('link', { name: 'Send a Speaking Inquiry' })).toHaveCount(2)
  await expect(main(page).getByRole('link', { name: `Call ${practice.phone.display}` })).toHaveAttribute(
    'href',
    practice.phone.href,
  )
  // No form: nothing on the page promises a reply by itself.
  await expect(main(page).locator('form, iframe')).toHaveCount(0)
})

test('the press kit: both bios to copy, and the portrait to download', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/speaking#press-kit')
  await waitForHydration(page)
  const kit = page.getByRole('region', { name: speakingPage.press.heading })
  await expect(kit).toContainText(speakingPage.press.shortBio)
  // The short bio was said twice (under "Meet the speaker" too); once, where it is copied.
  await expect(main(page).getByText(speakingPage.press.shortBio, { exact: true })).toHaveCount(1)
  // American English in what the page shows ("Enquiry").
  await expect(main(page)).not.toContainText(/enquir/i)
  for (const p of speakingPage.press.longBio) await expect(kit).toContainText(p)
  await kit.getByRole('button', { name: 'Copy the long bio' }).click()
  await expect(kit.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    speakingPage.press.longBio.join('\n\n'),
  )
  await kit.getByRole('button', { name: 'Copy the short bio' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(speakingPage.press.shortBio)

  const download = kit.getByRole('link', { name: 'Download the portrait' })
  const href = (await download.getAttribute('href'))!
  await expect(download).toHaveAttribute('download', /portrait\.webp$/)
  const image = await request.get(href)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/webp')
  expect((await image.body()).subarray(8, 12).toString('ascii')).toBe('WEBP')
})

test('no request leaves the site on load and scroll; the video host only once a video is played', async ({
  page,
  baseURL,
}) => {
  const site = new URL(baseURL!).origin
  const offSite: string[] = []
  await page.route(`${new URL(practice.video.embedBase).origin}/**`, (route) =>
    route.fulfill({ status: 200, body: '' }),
  )
  page.on('request', (r) => {
    if (new URL(r.url()).origin !== site && !r.url().startsWith('data:')) offSite.push(r.url())
  })
  await page.goto('/speaking')
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.getByRole('button', { name: `Play video: ${podcasts[0]!.title}` }).scrollIntoViewIfNeeded()
  expect(offSite).toEqual([])
  await page.getByRole('button', { name: `Play video: ${podcasts[0]!.title}` }).click()
  await expect.poll(() => offSite.length).toBeGreaterThan(0)
  expect(offSite.every((url) => url.startsWith(practice.video.embedBase))).toBe(true)
})

test('About and the footer link to it; the footer keeps its four quick links', async ({ page }) => {
  await page.goto('/about')
  await expect(main(page).getByRole('link', { name: 'Speaking, trainings and media' })).toHaveAttribute(
    'href',
    '/speaking',
  )
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Speaking & Media' })).toHaveAttribute('href', '/speaking')
  await expect(footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link')).toHaveCount(4)
})

test("on a phone the bar offers the page's own action, the inquiry, beside Call", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await page.goto('/speaking')
  await waitForHydration(page)
  // Past the hero's own action, the bar shows.
  await page.evaluate(() => {
    const action = document.querySelector('main [data-hero-action]')!
    window.scrollTo(0, action.getBoundingClientRect().bottom + window.scrollY + 10)
  })
  const bar = page.getByRole('navigation', { name: 'Quick contact' })
  await expect(bar.getByRole('link')).toHaveText(['Call', 'Speaking Inquiry'])
  await expect(bar.getByRole('link', { name: 'Speaking Inquiry' })).toHaveAttribute('href', '#inquiry')
  await expect(page.locator('#inquiry').getByRole('link', { name: 'Send a Speaking Inquiry' })).toHaveCount(1)
})

test('her face in the hero, once; then where she has spoken and what organizers say, before the talks', async ({
  page,
}) => {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/speaking')
    const hero = main(page).locator('[data-hero-split] img')
    await expect(hero).toHaveAttribute('src', new RegExp(`^${speakingPage.hero.image}-`))
    // Upright and whole (4:5) beside the words at 1440; on a phone across the words' column, 5:4, cropped
    // to head and shoulders (a 240 px upright card pinned left reads as off balance).
    const box = (await hero.boundingBox())!
    expect(box.height / box.width).toBeCloseTo(width === 1440 ? 5 / 4 : 4 / 5, 1)
    if (width === 1440) {
      const words = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      expect(box.x, 'beside the words').toBeGreaterThanOrEqual(words.x + words.width)
    }
    // Not the same face twice in a row: the band under the hero has no picture.
    await expect(page.getByRole('region', { name: 'Meet the speaker' }).locator('img')).toHaveCount(0)
  }
  const meet = page.getByRole('region', { name: 'Meet the speaker' })
  const spoken = meet.locator('[data-engagements] li')
  await expect(spoken).toHaveCount(speakingPage.engagements.length)
  for (const [i, e] of speakingPage.engagements.entries()) {
    await expect(spoken.nth(i)).toContainText(e.event)
    if (e.year) await expect(spoken.nth(i)).toContainText(String(e.year))
  }
  const says = page.getByRole('region', { name: 'What organizers say' })
  const quotes = says.getByRole('list', { name: 'Quotes from event organizers' }).getByRole('listitem')
  await expect(quotes).toHaveCount(speakingPage.quotes.length)
  for (const [i, q] of speakingPage.quotes.entries()) {
    await expect(quotes.nth(i).locator('blockquote')).toHaveText(q.quote)
    await expect(quotes.nth(i).locator('figcaption')).toContainText(q.name)
    await expect(quotes.nth(i).locator('figcaption')).toContainText(q.organisation)
  }
  // The sample page gives no talk video: no player, no stand-in for one.
  await expect(main(page).locator('[data-reel]')).toHaveCount(0)
  // The order an organiser reads in: who she is and the proof, then the talks, formats, book,
  // press kit and the inquiry.
  const order = await main(page)
    .locator('h2')
    .evaluateAll((hs) => hs.map((h) => h.textContent))
  const at = (heading: string) => order.indexOf(heading)
  expect(at('Meet the speaker')).toBe(0)
  expect(at('What organizers say')).toBe(1)
  expect(at(speakingPage.topics.heading)).toBe(2)
  expect(at(speakingPage.formats.heading)).toBe(3)
  expect(at(speakingPage.book.heading), 'the book is no band of its own').toBe(-1)
  expect(at(speakingPage.press.heading)).toBeLessThan(order.length)
})

test('at 1440 the closing inquiry panel spans the bands from their left edge to their right', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/speaking')
  const panel = (await page.getByRole('region', { name: speakingPage.enquiry.heading }).boundingBox())!
  // The band above: its heading on the left edge, its content reaching the right edge.
  const press = page.getByRole('region', { name: speakingPage.press.heading })
  const label = (await press.getByRole('heading', { level: 2 }).boundingBox())!
  const { left, right } = await press.evaluate((band) => {
    const column = band.querySelector('h2')!.parentElement!.nextElementSibling!
    return { left: column.getBoundingClientRect().left, right: column.getBoundingClientRect().right }
  })
  // Design notes, Every page: split bands, a label column then the content column.
  expect(left, 'the band has a label column and a content column').toBeGreaterThanOrEqual(
    label.x + label.width,
  )
  expect(Math.abs(panel.x - label.x), 'its left edge is the bands’ left edge').toBeLessThanOrEqual(1)
  expect(Math.abs(panel.x + panel.width - right), 'its right edge is theirs').toBeLessThanOrEqual(1)
})

test('at 1440 the events she has spoken at run across the band under the facts, so the heading column beside the facts is not left empty for a screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/speaking')
  const meet = page.getByRole('region', { name: 'Meet the speaker' })
  const [heading, facts, events] = await Promise.all([
    meet.getByRole('heading', { level: 2 }).boundingBox(),
    meet.getByText(nameWithCredentials, { exact: true }).boundingBox(),
    meet.locator('[data-engagements]').boundingBox(),
  ])
  // The list starts at the band's left edge (the heading's), spans to the facts' right edge or beyond,
  expect(Math.abs(events!.x - heading!.x)).toBeLessThan(1)
  expect(events!.x + events!.width).toBeGreaterThanOrEqual(facts!.x + facts!.width - 1)
  // and sits under the facts, in three columns.
  expect(events!.y).toBeGreaterThan(facts!.y)
  const tops = await meet
    .locator('[data-engagements] li')
    .evaluateAll((items) => items.slice(0, 3).map((li) => Math.round(li.getBoundingClientRect().top)))
  expect(new Set(tops).size, 'three to a row').toBe(1)
  // The facts beside the heading take less than a screen: no empty column of a screen's height.
  const factsColumn = await meet.evaluate((band) => {
    const grid = band.querySelector('[data-engagements]')!.parentElement!.previousElementSibling!
    return grid.getBoundingClientRect().height
  })
  expect(factsColumn, 'less than a screen').toBeLessThan(900)
})

test("the organizers' cards as tall as each other in a row, quotes and names each on one line; the hero portrait as wide as the about page's; the book beside the facts", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/speaking')
  const cards = page.getByRole('list', { name: 'Quotes from event organizers' }).getByRole('listitem')
  const boxes = await cards.evaluateAll((lis) =>
    lis.map((li) => {
      const card = li.getBoundingClientRect()
      const quote = li.querySelector('blockquote')!.getBoundingClientRect()
      const by = li.querySelector('figcaption')!.getBoundingClientRect()
      return { top: card.top, height: card.height, quote: quote.top, quoteEnd: quote.bottom, by: by.top }
    }),
  )
  // Cards of uneven height, their names at different heights, read as left over.
  const rows = Map.groupBy(boxes, (b) => Math.round(b.top))
  expect(
    [...rows.values()].some((row) => row.length > 1),
    'cards share a row at 1440',
  ).toBe(true)
  for (const row of rows.values()) {
    for (const b of row) {
      expect(Math.abs(b.height - row[0]!.height), 'one height in a row').toBeLessThanOrEqual(1)
      expect(Math.abs(b.quote - row[0]!.quote), 'the quotes start on one line').toBeLessThanOrEqual(1)
      expect(Math.abs(b.by - row[0]!.by), 'the names start on one line').toBeLessThanOrEqual(1)
      expect(b.by, 'the name under its quote').toBeGreaterThanOrEqual(b.quoteEnd)
    }
  }
  const portrait = (await main(page).locator('[data-hero-split] img').boundingBox())!
  await page.goto('/about')
  const about = (await main(page)
    .getByRole('img', { name: `Portrait of ${practice.name}` })
    .boundingBox())!
  await page.goto('/speaking')
  expect(Math.abs(portrait.width - about.width), "as wide as the about page's").toBeLessThanOrEqual(1)
  const meet = page.getByRole('region', { name: 'Meet the speaker' })
  const [facts, book] = [
    (await meet.getByText(nameWithCredentials, { exact: true }).boundingBox())!,
    (await meet.getByRole('region', { name: speakingPage.book.heading }).boundingBox())!,
  ]
  expect(book.x, 'beside the facts').toBeGreaterThan(facts.x)
  expect(book.y, 'beside, not under').toBeLessThan(facts.y + facts.height)
})
