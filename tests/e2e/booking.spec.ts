/**
 * The booking flow in a browser, against the production build served by the real Node app with
 * settings of this spec's own (every hour of every day, three days ahead: times are always there,
 * whatever the day the test runs; tests/e2e/booking-shipped.spec.ts books with the shipped
 * content's hours): book a time, see it held, confirm it by the e-mail's link, cancel by the link,
 * see it come back; axe at 320 px in both themes on every state.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { CALL_FACTS } from '#app/features/booking/about-the-call.tsx'
import { nameWithCredentials, practice } from '#core/config/practice.ts'
import { bookingSchema } from '#core/content/schemas/booking.ts'
import { BOOKING_EMAIL_TEXT, BOOKING_MESSAGES } from '#core/contracts/booking.ts'
import { type NodeBooking, nodeBooking } from '#functions/hosts/node-booking.ts'
import { createApp } from '#server/app.ts'
import { type Listening, listen } from '#server/listen.ts'
import { expectNoAxeViolations, newPage, waitForHydration, webFontsApplied } from './support.ts'

const allDay = [{ from: '00:00', to: '24:00' }]
const settings = bookingSchema.parse({
  enabled: true,
  weekly: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, allDay]),
  ),
  noticeHours: 2,
  horizonDays: 3,
  maxPerDay: 100,
})

let server: Listening
let booking: NodeBooking
let dataDir: string

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'booking-e2e-'))
  const env: Record<string, string> = {
    DATABASE_URL: `file:${path.join(dataDir, 'orders.db')}`,
    BOOKING_SECRET: 'Hq3vN8zR2mLx7Tp4Wc9Ks1Bd6Yf0Gj5Ea',
    OUTBOX_DIR: path.join(dataDir, 'outbox'),
    BOOKING_RATE_LIMIT: '0',
    BOOKING_HOURLY_CAP: '100',
  }
  booking = nodeBooking((name) => env[name], { settings, log: () => {}, sweepEveryMs: 0 })
  const { slots, book, cancel } = booking.handlers
  server = await listen(
    createApp({
      root: path.resolve('build/client'),
      functions: { 'booking-slots': slots, book, 'booking-cancel': cancel },
      log: () => {},
    }),
  )
})

test.afterAll(async () => {
  await server?.close()
  await booking?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const slotButtons = (page: Page) => page.locator('button[data-slot]')

/** The confirm link (path and query) in the hold e-mail for `reference`, as written to the outbox folder. */
async function confirmPathFor(reference: string): Promise<string> {
  await booking.settled()
  const dir = path.join(dataDir, 'outbox')
  for (const file of readdirSync(dir)) {
    const text = (await simpleParser(readFileSync(path.join(dir, file)))).text ?? ''
    const link = /https?:\/\/\S+\/book\/confirm\?token=\S+/.exec(text)?.[0]
    if (link && text.includes(reference)) return new URL(link).pathname + new URL(link).search
  }
  throw new Error(`no confirm e-mail for ${reference}`)
}

/** After "Book this time": the time is held; the reference shown. */
async function heldReference(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Check your e-mail to confirm' })).toBeFocused()
  await expect(page.getByText(/for 30 minutes/)).toBeVisible()
  return (await page.getByText(/^BK-[A-HJ-NP-Z2-9]{8}$/).textContent())!
}

async function openBook(page: Page) {
  await page.goto(`${server.origin}/book`)
  await waitForHydration(page)
  await expect(page.getByRole('group', { name: '1. Choose a day' })).toBeVisible()
  // The picker in its own panel, with what the call is like beside it; no "book by phone" card.
  await expect(page.getByRole('region', { name: 'Choose a time' })).toBeVisible()
  const about = page.getByRole('complementary', { name: 'What the call is like' })
  await expect(about).toBeVisible()
  // Who answers: the practitioner's face and name beside the heading.
  await expect(about.locator('[data-call-with]')).toHaveText(`You talk with ${nameWithCredentials}`)
  // The heading on its own line, above the face and name (beside the avatar it was cramped).
  const [title, withLine] = [
    (await about.getByRole('heading', { level: 2 }).boundingBox())!,
    (await about.locator('[data-call-with]').boundingBox())!,
  ]
  expect(withLine.y).toBeGreaterThanOrEqual(title.y + title.height)
  const face = about.locator('img[src*="/images/shared/portrait"]')
  await expect(face).toBeVisible()
  await expect.poll(() => face.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { name: 'Book by phone or e-mail' })).toHaveCount(0)
}

test('the picker opens on its first day with times, those times already shown', async ({ browser }) => {
  const page = await newPage(browser)
  await openBook(page)
  const days = page.getByRole('group', { name: '1. Choose a day' }).getByRole('button')
  await expect(days.first()).toHaveAttribute('aria-pressed', 'true')
  await expect(slotButtons(page).first()).toBeVisible()
  const label = (await days.first().getAttribute('aria-label'))!
  await expect(page.getByRole('group', { name: /^2\. Choose a time on / })).toBeVisible()
  // The day's label counts its times: as many as the buttons shown.
  const count = Number(/, (\d+) times?$/.exec(label)?.[1])
  await expect(slotButtons(page)).toHaveCount(count)
})

test('book a time, see it taken, cancel by the link, see it free again', async ({ browser }) => {
  const page = await newPage(browser, { viewport: { width: 320, height: 800 } })
  await openBook(page)
  const firstDay = page.getByRole('group', { name: '1. Choose a day' }).getByRole('button').first()
  await firstDay.click()
  await expect(firstDay).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('status')).toContainText('available')
  const first = slotButtons(page).first()
  const slot = (await first.getAttribute('data-slot'))!
  // WCAG 2.5.5 target size (44 px) and 1.4.10 reflow: nothing scrolls sideways at 320 px.
  const box = (await first.boundingBox())!
  expect(box.height).toBeGreaterThanOrEqual(44)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  await first.click()
  await expect(page.getByRole('status')).toContainText('Selected')
  await expect(page.getByText(/do not include health details/)).toBeVisible()
  await page.getByLabel('Your name', { exact: true }).fill('Ann Lee')
  await page.getByLabel('E-mail', { exact: true }).fill('ann@example.org')
  await page.getByLabel('Phone', { exact: true }).fill('(949) 555-0100')
  await page.getByLabel('Video call (we e-mail you a link)').check()
  await page.getByRole('button', { name: 'Book this time' }).click()
  const reference = await heldReference(page)
  // No mail server here: the held page says where the e-mail with the Confirm button went.
  await expect(page.getByText(BOOKING_EMAIL_TEXT.held['local-folder'])).toBeVisible()
  // No calendar file and no cancel link before the confirmation.
  await expect(page.getByRole('button', { name: /Add to calendar/ })).toHaveCount(0)

  // The e-mail's link opens a page that asks; opening it confirms nothing (mail scanners follow links).
  await page.goto(`${server.origin}${await confirmPathFor(reference)}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Your Consultation')
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled()
  expect((await (await booking.store()).get(reference))?.confirmedAt).toBeNull()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { name: 'You are booked' })).toBeFocused()
  expect((await (await booking.store()).get(reference))?.confirmedAt).not.toBeNull()
  await expect(page.getByText(/BK-[A-HJ-NP-Z2-9]{8}/)).toBeVisible()
  // No mail server here: the page says where the confirmation went, never that it is on its way.
  await expect(page.getByText(BOOKING_EMAIL_TEXT.booked['local-folder'])).toBeVisible()
  await expect(page.locator('main')).not.toContainText('on its way')

  // "Add to calendar" downloads the invitation.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Add to calendar/ }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^consultation-BK-.*\.ics$/)
  const cancelHref = (await page
    .getByRole('link', { name: 'Cancel or change this time' })
    .getAttribute('href'))!
  expect(cancelHref).toMatch(/^\/book\/cancel\?token=BK-/)

  // Gone from the list.
  await openBook(page)
  await page.getByRole('group', { name: '1. Choose a day' }).getByRole('button').first().click()
  await expect(slotButtons(page).first()).toBeVisible()
  await expect(page.locator(`button[data-slot="${slot}"]`)).toHaveCount(0)

  // Cancel by the link: nothing happens until the visitor confirms.
  await page.goto(`${server.origin}${cancelHref}`)
  await waitForHydration(page)
  // The title says what the page does ("Your Consultation" did not).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel or Change Your Consultation')
  await page.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(page.getByRole('heading', { name: 'Your consultation is cancelled' })).toBeFocused()
  await expect(page.getByText(BOOKING_EMAIL_TEXT.cancelled['local-folder'])).toBeVisible()
  await expect(page.locator('main')).not.toContainText('on its way')
  // The same link again: already cancelled.
  await page.reload()
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(page.getByRole('heading', { name: 'This consultation was already cancelled' })).toBeVisible()

  // Back in the list.
  await page.getByRole('link', { name: 'Book another time' }).click()
  await expect(page.getByRole('group', { name: '1. Choose a day' })).toBeVisible()
  await page.getByRole('group', { name: '1. Choose a day' }).getByRole('button').first().click()
  await expect(page.locator(`button[data-slot="${slot}"]`)).toHaveCount(1)
  await page.context().close()
})

test('keyboard only: arrows move between days, Enter picks; a taken time is announced with fresh times', async ({
  browser,
}) => {
  const page = await newPage(browser)
  await openBook(page)
  const days = page.getByRole('group', { name: '1. Choose a day' }).getByRole('button')
  await days.first().focus()
  await page.keyboard.press('ArrowRight')
  await expect(days.nth(1)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(days.nth(1)).toHaveAttribute('aria-pressed', 'true')
  const slot = (await slotButtons(page).first().getAttribute('data-slot'))!
  await slotButtons(page).first().focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: /^3\. Your details/ })).toBeFocused()
  // Someone else books the same time meanwhile.
  const res = await fetch(`${server.origin}/functions/v1/book`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      slot,
      name: 'Other',
      email: 'o@example.org',
      phone: '555 123 4567',
      contactMethod: 'phone',
    }),
  })
  expect(res.status).toBe(201)
  await page.getByLabel('Your name', { exact: true }).fill('Ann Lee')
  await page.getByLabel('E-mail', { exact: true }).fill('ann@example.org')
  await page.getByLabel('Phone', { exact: true }).fill('(949) 555-0100')
  await page.getByRole('button', { name: 'Book this time' }).click()
  await expect(page.getByRole('status')).toContainText('just taken')
  await expect(page.locator(`button[data-slot="${slot}"]`)).toHaveCount(0)
  await page.context().close()
})

test('a third consultation with one e-mail address: the e-mail field says why, and how to go on', async ({
  browser,
}) => {
  for (const [i, phone] of ['555 200 0001', '555 200 0002'].entries()) {
    const list = (await (await fetch(`${server.origin}/functions/v1/booking-slots`)).json()) as {
      days: { slots: string[] }[]
    }
    const res = await fetch(`${server.origin}/functions/v1/book`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        slot: list.days.at(-1)!.slots.at(-1 - i),
        name: 'Twice',
        email: 'twice@example.org',
        phone,
        contactMethod: 'phone',
      }),
    })
    expect(res.status).toBe(201)
  }
  const page = await newPage(browser, { viewport: { width: 320, height: 800 } })
  await openBook(page)
  await page.getByRole('group', { name: '1. Choose a day' }).getByRole('button').first().click()
  await slotButtons(page).first().click()
  await page.getByLabel('Your name', { exact: true }).fill('Twice')
  await page.getByLabel('E-mail', { exact: true }).fill('Twice+3@Example.org')
  await page.getByLabel('Phone', { exact: true }).fill('555 200 0003')
  await page.getByRole('button', { name: 'Book this time' }).click()
  await expect(page.locator('#booking-problem')).toHaveText(BOOKING_MESSAGES.mailboxFull)
  await expect(page.getByLabel('E-mail', { exact: true })).toBeFocused()
  // A name with a web address is refused at the name field, with the fix.
  await page.getByLabel('E-mail', { exact: true }).fill('new@example.org')
  await page.getByLabel('Your name', { exact: true }).fill('Visit evil.example')
  await page.getByRole('button', { name: 'Book this time' }).click()
  await expect(page.locator('#booking-problem')).toHaveText(BOOKING_MESSAGES.nameText)
  await page.context().close()
})

for (const theme of ['light', 'dark'] as const) {
  test(`axe at 320 px, ${theme} theme: picker, form, held, confirm page, confirmation, cancel page`, async ({
    browser,
  }) => {
    // Four axe runs and a booking in one test: the default 30 s is too tight on a busy runner.
    test.slow()
    const page = await newPage(browser, {
      theme,
      viewport: { width: 320, height: 800 },
      reducedMotion: 'reduce',
    })
    await openBook(page)
    await page.getByRole('group', { name: '1. Choose a day' }).getByRole('button').last().click()
    await expectNoAxeViolations(page)
    await slotButtons(page).last().click()
    await expectNoAxeViolations(page)
    await page.getByLabel('Your name', { exact: true }).fill(`Axe ${theme}`)
    await page.getByLabel('E-mail', { exact: true }).fill('axe@example.org')
    await page.getByLabel('Phone', { exact: true }).fill(theme === 'light' ? '555 123 4567' : '555 123 4568')
    await page.getByRole('button', { name: 'Book this time' }).click()
    const reference = await heldReference(page)
    await expectNoAxeViolations(page)
    await page.goto(`${server.origin}${await confirmPathFor(reference)}`)
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByRole('heading', { name: 'You are booked' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Cancel or change this time' }).click()
    await expect(page.getByRole('button', { name: 'Yes, cancel it' })).toBeEnabled()
    await expectNoAxeViolations(page)
    await page.context().close()
  })
}

/**
 * When booking cannot take a time, the visitor reads one of the booking contract's own sentences,
 * the two other ways to reach the practice and its hours, never a server's raw text. A server with
 * booking switched off answers "off"; a deploy that does not host the function answers the host's
 * 404 ("Unknown function" on the Node server); a failing proxy answers anything at all; a function
 * that cannot be reached answers nothing.
 */
test.describe('when booking is off or cannot be reached', () => {
  test('built with booking on, the page is indexed and already holds the picker, loading its times', async ({
    request,
  }) => {
    const html = await (await request.get('/book')).text()
    expect(html).toContain('Choose a time')
    expect(html).toContain('Loading available times')
    expect(html).not.toContain('noindex')
  })

  const answers = [
    {
      name: 'booking off on the server',
      status: 200,
      body: {
        off: true,
        error: BOOKING_MESSAGES.off,
        timeZone: practice.timeZone,
        slotMinutes: 15,
        days: [],
      },
      expected: BOOKING_MESSAGES.off,
    },
    {
      name: 'the function not hosted (404)',
      status: 404,
      body: { error: 'Unknown function' },
      expected: BOOKING_MESSAGES.off,
    },
    {
      name: 'a failing proxy (502, markup)',
      status: 502,
      body: { error: '<b>upstream</b> at handler.ts:12 connect ECONNREFUSED' },
      expected: BOOKING_MESSAGES.unavailable,
    },
    { name: 'the function unreachable', status: 0, body: null, expected: BOOKING_MESSAGES.unavailable },
  ] as const
  for (const { name, status, body, expected } of answers)
    test(`${name}: the contract's sentence, call, e-mail, the form and the hours`, async ({ browser }) => {
      const page = await newPage(browser, { viewport: { width: 375, height: 800 } })
      await page.route('**/functions/v1/booking-slots**', (route) =>
        body ? route.fulfill({ status, json: body }) : route.abort('connectionrefused'),
      )
      await page.goto('/book')
      const card = page.getByText(expected).locator('xpath=ancestor::*[contains(@class, "p-6")][1]')
      await expect(card).toBeVisible()
      await expect(page.getByText(/Unknown function|upstream|ECONNREFUSED/)).toHaveCount(0)
      await expect(card.getByRole('heading', { name: 'Book by phone or e-mail' })).toBeVisible()
      await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+1\d{10}$/)
      await expect(card.getByRole('link', { name: /^E-mail / })).toHaveAttribute('href', /^mailto:/)
      await expect(card.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact')
      await expect(card.getByRole('heading', { name: 'Office hours' })).toBeVisible()
      // The hero promises only what is true here (no "choose a day"), and what the free call is
      // like stands beside the card: how long, what happens, no pressure.
      const hero = page.locator('main > section').first()
      await expect(hero).toContainText('No pressure')
      await expect(hero).not.toContainText(/choose a day|choose a time|will call you/i)
      const about = page.getByRole('complementary', { name: 'What the call is like' })
      for (const fact of CALL_FACTS)
        await expect(about.getByRole('heading', { name: fact.title })).toBeVisible()
      await expect(page.getByText('Loading available times…')).toHaveCount(0)
      // The card leads with what to do, not an apology.
      if (expected === BOOKING_MESSAGES.off) expect(expected).toMatch(/^Call or e-mail/)
      // No outage wording right after a Book button, and when calls are returned is body
      // text in the body colour, not grey small print.
      if (expected === BOOKING_MESSAGES.off) await expect(card).not.toContainText(/not open|not available/i)
      const message = card.getByText(expected)
      const callback = card.getByText(`calls are returned ${practice.callbackDays}`)
      await expect(callback).toBeVisible()
      const look = (p: Locator) =>
        p.evaluate((e) => ({ color: getComputedStyle(e).color, size: getComputedStyle(e).fontSize }))
      const [messageLook, callbackLook] = [await look(message), await look(callback)]
      expect(callbackLook.color).toBe(messageLook.color)
      expect(Number.parseFloat(callbackLook.size)).toBeGreaterThanOrEqual(16)
      // The crisis note under the card: body size, in the calm info style, its numbers a tap away.
      const crisis = page.getByRole('complementary', { name: 'In crisis' })
      await expect(crisis).toBeVisible()
      expect(
        await crisis.locator('p').evaluate((p) => Number.parseFloat(getComputedStyle(p).fontSize)),
      ).toBeGreaterThanOrEqual(16)
      await expect(crisis.getByRole('link', { name: 'call 988' })).toHaveAttribute('href', 'tel:988')
      await expect(crisis.getByRole('link', { name: 'text 988' })).toHaveAttribute('href', 'sms:988')
      await expect(crisis.getByRole('link', { name: 'call 911' })).toHaveAttribute('href', 'tel:911')
      // The same numbers as the thank-you page (one component): the Crisis Text Line too.
      await expect(crisis.getByRole('link', { name: 'text HOME to 741741' })).toHaveAttribute(
        'href',
        'sms:741741?&body=HOME',
      )
      expect((await crisis.boundingBox())!.y).toBeGreaterThan((await card.boundingBox())!.y)
      // WCAG 1.4.10 reflow: no horizontal scroll on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      await expectNoAxeViolations(page)
      // On a wide screen each row's days keep to one line: the hours are never squeezed into a column.
      await page.setViewportSize({ width: 1280, height: 800 })
      await webFontsApplied(page)
      for (const dt of await card.locator('dt').all()) {
        const lines = await dt.evaluate((el) => {
          const range = document.createRange()
          range.selectNodeContents(el)
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
        })
        expect(lines, (await dt.textContent()) ?? undefined).toBe(1)
      }
      // Scrolled to the end on a wide screen, the sticky "what the call is like" panel stays above
      // the crisis note: it slid over "call 911" while both were in one grid.
      await page.setViewportSize({ width: 1440, height: 900 })
      // Beside the call-and-e-mail card the panel shares its top and keeps its own height: its
      // last fact ends at its padding, no stretch of empty tint under it.
      await webFontsApplied(page)
      const [cardBox, aboutBox] = [(await card.boundingBox())!, (await about.boundingBox())!]
      expect(Math.abs(cardBox.y - aboutBox.y)).toBeLessThanOrEqual(1)
      expect(aboutBox.height).toBeLessThan(cardBox.height)
      const lastFact = (await about.getByRole('listitem').last().boundingBox())!
      const padding = await about.evaluate((el) => Number.parseFloat(getComputedStyle(el).paddingBottom))
      expect(aboutBox.y + aboutBox.height - (lastFact.y + lastFact.height)).toBeLessThanOrEqual(padding + 1)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await expect
        .poll(async () => {
          const [panel, note] = [(await about.boundingBox())!, (await crisis.boundingBox())!]
          return panel.y + panel.height <= note.y
        })
        .toBe(true)
      await page.context().close()
    })
})
