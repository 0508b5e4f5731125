/**
 * The book giveaway (/anxiety-annihilated-contest): the closing date shown and kept (the page
 * closes itself once the day has passed, on a faked clock), the cover, one embedded form on the
 * page, and a blocked entry form that offers the form's own page and another try, never an
 * e-mail as an entry (the official rules decide what counts). docs/decisions/0142; docs/design-notes.md (giveaway).
 */
import { expect, type Page, test } from '@playwright/test'
import { FORM_COPY } from '#app/features/embedded-forms/embedded-form.tsx'
import { practice } from '#core/config/practice.ts'
import { contestPage } from '#core/content/contest.ts'
import { closingDayText, closingInstant } from '#core/lib/closing-date.ts'
import { expectNoAxeViolations, mainTextAligns, newPage, waitForHydration } from './support.ts'

/** At 1440 at most this room (px) between the entry form's foot and the line that ends its column. */
const HOLE = 72
const PATH = '/anxiety-annihilated-contest'
const FORM_HOST = new URL(practice.forms.giveaway.url).host
const endsOn = contestPage.endsOn!
const closesAt = closingInstant(endsOn, practice.timeZone)
const dayText = closingDayText(endsOn)

/** As a content blocker would, until `unblock` is called. */
async function blockProvider(page: Page): Promise<() => void> {
  let blocked = true
  await page.route(`https://${FORM_HOST}/**`, (route) =>
    blocked
      ? route.abort('blockedbyclient')
      : route.fulfill({ status: 200, contentType: 'text/html', body: '<p>form</p>' }),
  )
  return () => {
    blocked = false
  }
}

const main = (page: Page) => page.getByRole('main')

test('the closing date leads the page and the key facts; the cover names the book and its author', async ({
  page,
}) => {
  await blockProvider(page)
  await page.goto(PATH)
  expect(endsOn, 'the shipped giveaway has a closing day').toMatch(/^\d{4}-\d{2}-\d{2}$/)
  const hero = page.locator('[data-closing]')
  await expect(hero).toContainText('Entries close')
  await expect(hero).toContainText(dayText.replace(/,.*/, ''))
  await expect(hero).toContainText(dayText.replace(/^[^,]*,\s*/, ''))
  await expect(hero).toContainText('11:59 PM Pacific Time')
  const facts = page.locator('[data-facts]')
  await expect(facts.locator('dt').first()).toHaveText('Entries close')
  await expect(facts.locator('dd').first()).toHaveText(`${dayText}, 11:59 PM Pacific Time`)
  for (const fact of contestPage.facts) await expect(facts).toContainText(fact.text)
  // One named cover (the phone's small copy beside the date is hidden from assistive technology).
  await expect(
    main(page).getByRole('img', { name: `The cover of ${contestPage.book.title} by ${practice.name}` }),
  ).toHaveCount(1)
  // In the prerendered HTML too, for a visitor without JavaScript and for search engines.
  const html = await (await page.request.get(PATH)).text()
  expect(html).toContain(dayText.replace(/^[^,]*,\s*/, ''))
})

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1440, height: 900 },
])
  test(`a blocked entry form at ${viewport.width} px: the form's own page and "Try again" in the middle of its card, the question link once, no e-mail entry; one form on the page`, async ({
    browser,
  }) => {
    const page = await newPage(browser, { viewport })
    const unblock = await blockProvider(page)
    await page.goto(PATH)
    await waitForHydration(page)
    // One embedded form on the page (the book waiting list is a link while the giveaway is open).
    await expect(page.locator('[data-form-state]')).toHaveCount(1)
    const entry = page.getByRole('region', { name: contestPage.entry.heading })
    const box = entry.locator('[data-form-state]')
    await box.scrollIntoViewIfNeeded()
    await expect(box).toHaveAttribute('data-form-state', 'failed')
    // The lead above the entry is true whether the form or its fallback shows.
    const lead = entry.locator('#entry-heading + p')
    await expect(lead).toHaveText(contestPage.entry.text)
    await expect(lead).not.toContainText(/below|fill in/i)
    // No "Cover design to be revealed" under a cover that looks finished.
    await expect(main(page)).not.toContainText(/to be revealed/i)
    await expect(box.getByRole('heading', { level: 3 })).toHaveText(FORM_COPY.giveaway.offer)
    await expect(box).toContainText(FORM_COPY.giveaway.instead)
    const open = box.getByRole('link', { name: /Open the Entry Form/ })
    await expect(open).toHaveAttribute('href', practice.forms.giveaway.url)
    await expect(open).toHaveAttribute('target', '_blank')
    await expect(open).toContainText('(opens in a new tab)')
    // Its two buttons are one width, the wider one's (full width each, stacked, on a phone).
    const retry = box.getByRole('button', { name: 'Try Again' })
    const [openBox, retryBox] = [await open.boundingBox(), await retry.boundingBox()]
    expect(Math.abs(openBox!.width - retryBox!.width), 'the two buttons one width').toBeLessThanOrEqual(1)
    // The question link once on the page, under the entry (the card said it again).
    await expect(box.getByRole('link', { name: /contact the practice|get in touch/i })).toHaveCount(0)
    await expect(main(page).getByText('Questions about the giveaway?')).toHaveCount(1)
    await expect(main(page).getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact')
    if (viewport.width === 1440) {
      // Stretched to the prize card's foot, the card keeps its words in the middle of its room, as
      // much above the icon as under the buttons (~150 px empty under them).
      const card = box.getByTestId('form-fallback')
      const [top, icon, buttons, note] = await Promise.all([
        card.evaluate(
          (el) => el.getBoundingClientRect().top + Number.parseFloat(getComputedStyle(el).paddingTop),
        ),
        card.locator('span[aria-hidden="true"]').first().boundingBox(),
        open.locator('..').boundingBox(),
        card.evaluate((el) => ({
          y: el.getBoundingClientRect().bottom - Number.parseFloat(getComputedStyle(el).paddingBottom),
        })),
      ])
      const above = icon!.y - top
      const below = note!.y - (buttons!.y + buttons!.height)
      // Beside the wider prize column the card, its buttons stacked, is often the taller
      // of the two and sets the row's height: no room to share then. Given room, it is shared.
      expect(above, 'nothing above the words but the padding').toBeGreaterThanOrEqual(0)
      if (above > 4)
        expect(Math.abs(above - below), `${above} px above, ${below} px below`).toBeLessThanOrEqual(2)
    }
    // No call or e-mail offered as a way to enter.
    await expect(box.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0)
    await expect(box).not.toContainText(/enter by e-mail|e-mail to enter/i)
    const waitlist = main(page).getByRole('link', { name: 'Join the book waiting list' })
    await expect(waitlist).toHaveAttribute('href', '/about#book-waiting-list')
    if (viewport.width === 375) {
      // One named cover at this width: in the opening, beside its lead (in the prize card, after
      // the form, it came on the third screen).
      const covers = main(page).getByRole('img', {
        name: `The cover of ${contestPage.book.title} by ${practice.name}`,
      })
      await expect(covers).toHaveCount(1)
      await expect(
        main(page)
          .locator('section')
          .first()
          .getByRole('img', { name: /^The cover of/ }),
      ).toHaveCount(1)
      await expect(covers).toBeVisible()
    }
    if (viewport.width === 1440) {
      // Design brief: no empty third of the screen. The prize card (with the key facts) beside
      // the entry, about as tall: no empty column;
      // the rules under both, across the page.
      const prizeCard = page.getByRole('region', { name: contestPage.prize.heading })
      const prize = (await prizeCard.boundingBox())!
      const form = (await entry.boundingBox())!
      const facts = (await page.locator('[data-facts]').boundingBox())!
      expect(facts.y + facts.height).toBeLessThanOrEqual(prize.y + prize.height)
      expect(Math.abs(prize.y - form.y)).toBeLessThanOrEqual(2)
      const fallback = (await box.boundingBox())!
      // An empty area under the fallback card. It runs down to the question line, which
      // ends on the prize card's foot.
      const question = (await entry.getByText('Questions about the giveaway?').boundingBox())!
      expect(Math.abs(prize.y + prize.height - (question.y + question.height))).toBeLessThanOrEqual(2)
      expect(question.y, 'the question line under the card').toBeGreaterThanOrEqual(
        fallback.y + fallback.height,
      )
      const rules = (await page.getByRole('region', { name: contestPage.rules.heading }).boundingBox())!
      expect(rules.y).toBeGreaterThan(Math.max(prize.y + prize.height, form.y + form.height))
      expect(rules.width).toBeGreaterThan(form.width * 1.8)
      // Half and half, the entry (the page's action) no narrower than the prize.
      expect(form.width).toBeGreaterThanOrEqual(prize.width - 1)
      expect(form.x).toBeGreaterThan(prize.x + prize.width)
      // The book news is a quiet line with a link, not a panel with a button that
      // competed with the entry.
      await expect(page.getByRole('region', { name: 'Want to hear when the book is out?' })).toHaveCount(0)
      const news = main(page).locator('[data-book-news]')
      await expect(news.getByRole('link', { name: 'Join the book waiting list' })).toBeVisible()
      await expect(news.locator('a.rounded-full')).toHaveCount(0)
      expect((await news.boundingBox())!.y).toBeGreaterThan(rules.y + rules.height)
      // The rules' restrictions with plain dots, not ticks.
      const rulesList = page.getByRole('region', { name: contestPage.rules.heading }).locator('ul')
      await expect(rulesList.locator('svg')).toHaveCount(0)
      await expect(rulesList.locator('li')).toHaveCount(contestPage.rules.items.length)
      // One column at a reading measure left an empty column beside it for a screen.
      // Two columns across the page, of one length (not columns of uneven length): each column
      // starts on one left edge, holds half of the rules, and the rows are level.
      const boxes = await rulesList.locator('li').evaluateAll((lis) =>
        lis.map((li) => ({
          x: Math.round(li.getBoundingClientRect().left),
          y: li.getBoundingClientRect().top,
        })),
      )
      const columns = [...new Set(boxes.map((b) => b.x))]
      expect(columns).toHaveLength(2)
      const [left, right] = columns.map((x) => boxes.filter((b) => b.x === x))
      expect(Math.abs(left!.length - right!.length)).toBeLessThanOrEqual(1)
      for (const [i, b] of right!.entries())
        expect(Math.abs(b.y - left![i]!.y), 'rows level').toBeLessThanOrEqual(1)
      expect((await rulesList.boundingBox())!.width).toBeGreaterThan(form.width * 1.8)
    }
    // "Try again" is a real new attempt: with the provider reachable, the form itself shows.
    unblock()
    await box.getByRole('button', { name: 'Try again' }).click()
    await expect(box).toHaveAttribute('data-form-state', 'loaded')
    await expect(box.locator(`iframe[src="${practice.forms.giveaway.url}"]`)).toBeVisible()
    await expect(box.getByTestId('form-fallback')).toHaveCount(0)
    await expect(entry.locator('#entry-heading + p')).toHaveText(contestPage.entry.text)
    if (viewport.width === 1440) {
      // With the form itself (its frame a fixed height) the prize card stood about 150 px
      // below it, a hole under the form. The two columns end together now.
      const prize = (await page.getByRole('region', { name: contestPage.prize.heading }).boundingBox())!
      const frame = (await box.locator('iframe').boundingBox())!
      const question = (await entry.getByText('Questions about the giveaway?').boundingBox())!
      expect(Math.abs(prize.y + prize.height - (question.y + question.height))).toBeLessThanOrEqual(2)
      const hole = question.y - (frame.y + frame.height)
      expect(hole, `${hole} px between the form's foot and the question line`).toBeLessThanOrEqual(HOLE)
    }
    await page.context().close()
  })

for (const closed of [false, true])
  test(`at 375 px, ${closed ? 'closed' : 'open'}: the date's card on the content's edges, the cover on the first screen beside the lead, whole`, async ({
    page,
  }) => {
    await blockProvider(page)
    if (closed) await page.clock.install({ time: closesAt + 60_000 })
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(PATH)
    await waitForHydration(page)
    await expect(page.locator('[data-closing]')).toContainText(closed ? 'Entries closed' : 'Entries close')
    // The date's card, narrower than the content and centred on its own, sat off the grid.
    const prizeCard = page.getByRole('region', { name: contestPage.prize.heading })
    const card = page.locator('[data-closing]').locator('..')
    const [dateBox, prizeBox] = [(await card.boundingBox())!, (await prizeCard.boundingBox())!]
    expect(Math.abs(dateBox.x - prizeBox.x)).toBeLessThanOrEqual(1)
    expect(Math.abs(dateBox.x + dateBox.width - (prizeBox.x + prizeBox.width))).toBeLessThanOrEqual(1)
    // The prize seen on the first screen (it came on the third, after the form), whole and within
    // the content's edges, beside the lead it illustrates; the heading and the lead stay on the
    // first screen, the date's card under both.
    const opening = main(page).locator('section').first()
    const cover = opening.getByRole('img', { name: /^The cover of/ })
    const [coverBox, title, lead] = [
      (await cover.boundingBox())!,
      (await opening.getByRole('heading', { level: 1 }).boundingBox())!,
      (await opening.getByText(contestPage.hero.intro).boundingBox())!,
    ]
    const fold = 812
    expect(coverBox.y).toBeGreaterThanOrEqual(title.y + title.height)
    expect(coverBox.y + coverBox.height, 'whole on the first screen').toBeLessThanOrEqual(fold)
    expect(lead.y + lead.height, 'the lead on the first screen').toBeLessThanOrEqual(fold)
    // Beside the lead: its lines level with the cover end before it.
    const lines = await opening.getByText(contestPage.hero.intro).evaluate((p) => {
      const range = document.createRange()
      range.selectNodeContents(p)
      return [...range.getClientRects()].map((r) => ({ top: r.top, bottom: r.bottom, right: r.right }))
    })
    const level = lines.filter((l) => l.bottom > coverBox.y && l.top < coverBox.y + coverBox.height)
    expect(level.length).toBeGreaterThan(0)
    for (const line of level) expect(line.right, 'beside the lead').toBeLessThanOrEqual(coverBox.x)
    expect(coverBox.x + coverBox.width).toBeLessThanOrEqual(prizeBox.x + prizeBox.width + 1)
    expect(dateBox.y, 'the date under the cover').toBeGreaterThanOrEqual(coverBox.y + coverBox.height)
    await expect(prizeCard.getByRole('img', { name: /^The cover of/ })).toHaveCount(0)
    // One column, one alignment. The hero's words range left like the cards under them
    // (the embedded form's own fallback card and the closing panel, centred as on every page, aside),
    // and its action spans the column as under every hero.
    expect(
      (await mainTextAligns(page, '[data-form-state], section:has(> .cta-actions)')).filter(
        (a) => a.align !== 'left',
      ),
    ).toEqual([])
    if (!closed) {
      const action = (await page.locator('[data-hero-action] a').boundingBox())!
      expect(Math.abs(action.x - dateBox.x)).toBeLessThanOrEqual(1)
      expect(Math.abs(action.width - dateBox.width)).toBeLessThanOrEqual(1)
    }
  })

test('once the closing day has passed the page says so, shows no entry form and offers the waiting list instead', async ({
  page,
}) => {
  await blockProvider(page)
  await page.clock.install({ time: closesAt + 60_000 })
  await page.goto(PATH)
  await waitForHydration(page)
  const entry = page.getByRole('region', { name: contestPage.closed.heading })
  await expect(entry).toContainText(contestPage.closed.text)
  await expect(page.locator('[data-closing]')).toContainText('Entries closed')
  await expect(page.getByRole('region', { name: contestPage.entry.heading })).toHaveCount(0)
  await expect(main(page).getByRole('link', { name: contestPage.entry.heading })).toHaveCount(0)
  await expect(page.locator(`iframe[src="${practice.forms.giveaway.url}"]`)).toHaveCount(0)
  // The waiting list takes the entry form's place: still one form on the page.
  await expect(page.locator('[data-form-state]')).toHaveCount(1)
  await expect(entry.locator('[data-form-state]')).toHaveCount(1)
  await expect(page.locator('[data-facts] dt').first()).toHaveText('Entries closed')
})

test('a visitor with the page open at midnight sees it close', async ({ page }) => {
  await blockProvider(page)
  await page.clock.install({ time: closesAt - 30_000 })
  await page.goto(PATH)
  await waitForHydration(page)
  await expect(page.getByRole('region', { name: contestPage.entry.heading })).toBeVisible()
  await page.clock.runFor(31_000)
  await expect(page.getByRole('region', { name: contestPage.closed.heading })).toBeVisible()
  await expect(page.getByRole('region', { name: contestPage.entry.heading })).toHaveCount(0)
})

for (const theme of ['light', 'dark'] as const)
  test(`closed, in the ${theme} theme: no axe violations`, async ({ browser }) => {
    const page = await newPage(browser, { theme })
    await blockProvider(page)
    await page.clock.install({ time: closesAt + 60_000 })
    await page.goto(PATH)
    await waitForHydration(page)
    await expect(page.locator('[data-closing]')).toContainText('Entries closed')
    await expectNoAxeViolations(page)
    await page.context().close()
  })
