/**
 * Online booking as shipped: content/booking.yml's own settings (on, the weekly bookable hours, the
 * notice, the horizon), served by the real Node app with the booking functions and a real SMTP
 * server on loopback. A visitor picks a time on /book and on /contact's picker, gets the e-mail
 * with the Confirm button, and the time is held, then confirmed. Then the states that say "not
 * online": a deploy without the booking function (a static host), a function that cannot be
 * reached, and a week with nothing left.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { nextWeek, todayIn, weekOf } from '#app/features/booking/format.ts'
import { bookingActionPath } from '#core/config/booking.ts'
import { practice } from '#core/config/practice.ts'
import { data as shipped } from '#core/content/generated/booking.ts'
import type { WEEKDAYS } from '#core/content/schemas/booking.ts'
import { BOOKING_EMAIL_TEXT, BOOKING_MESSAGES } from '#core/contracts/booking.ts'
import { type NodeBooking, nodeBooking } from '#functions/hosts/node-booking.ts'
import { createApp } from '#server/app.ts'
import { type Listening, listen } from '#server/listen.ts'
import { type SmtpSink, startSmtp } from '#tests/orders/smtp.ts'
import { expectNoAxeViolations, newPage, waitForHydration } from './support.ts'

let server: Listening
let bare: Listening
let booking: NodeBooking
let smtp: SmtpSink
let dataDir: string

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'booking-shipped-'))
  smtp = await startSmtp()
  const env: Record<string, string> = {
    DATABASE_URL: `file:${path.join(dataDir, 'orders.db')}`,
    BOOKING_SECRET: 'Hq3vN8zR2mLx7Tp4Wc9Ks1Bd6Yf0Gj5Ea',
    SMTP_URL: smtp.url,
    OWNER_EMAIL: 'owner@example.com',
    OUTBOX_DIR: path.join(dataDir, 'outbox'),
    BOOKING_RATE_LIMIT: '0',
    BOOKING_HOURLY_CAP: '100',
  }
  // No `settings`: the content's own, as `npm start` reads them.
  booking = nodeBooking((name) => env[name], { log: () => {}, sweepEveryMs: 0 })
  const { slots, book, cancel } = booking.handlers
  const root = path.resolve('build/client')
  server = await listen(
    createApp({ root, functions: { 'booking-slots': slots, book, 'booking-cancel': cancel }, log: () => {} }),
  )
  // The same build on a host without the booking functions (a static deploy).
  bare = await listen(createApp({ root, functions: {}, log: () => {} }))
})

test.afterAll(async () => {
  await server?.close()
  await bare?.close()
  await booking?.close()
  await smtp?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Minutes after midnight of a 24-hour "HH:MM". */
const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))

/** The slot's weekday and clock time in the practice's zone, and whether content's weekly hours hold it. */
function withinWeeklyHours(iso: string): boolean {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: practice.timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  )
  const day = parts.weekday!.toLowerCase() as (typeof WEEKDAYS)[number]
  const at = minutes(`${parts.hour}:${parts.minute}`)
  return shipped.weekly[day].some((r) => at >= minutes(r.from) && at + shipped.slotMinutes <= minutes(r.to))
}

/** In `scope` (the page or /contact's booking block): the first free time, a week later if this one is spent. */
async function pickFirstTime(page: Page): Promise<string> {
  const days = page.getByRole('group', { name: '1. Choose a day' })
  const none = page.getByRole('heading', { name: 'No times left this week' })
  await expect(days.or(none)).toBeVisible({ timeout: 15_000 })
  if (await none.isVisible())
    await page.getByRole('button', { name: /^See (next week’s times|the week of)/ }).click()
  await days.getByRole('button').first().click()
  const first = page.locator('button[data-slot]').first()
  const slot = (await first.getAttribute('data-slot'))!
  await first.click()
  return slot
}

async function fillAndBook(page: Page, name: string, email: string, phone: string) {
  await page.getByLabel('Your name', { exact: true }).fill(name)
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Phone', { exact: true }).fill(phone)
  await page.getByRole('button', { name: 'Book this time' }).click()
  await expect(page.getByRole('heading', { name: 'Check your e-mail to confirm' })).toBeFocused()
  await expect(page.getByText(BOOKING_EMAIL_TEXT.held.sent)).toBeVisible()
  return (await page.getByText(/^BK-[A-HJ-NP-Z2-9]{8}$/).textContent())!
}

/** The confirm link in the e-mail the SMTP server received for `to`. */
async function confirmLinkTo(to: string): Promise<string> {
  await booking.settled()
  for (const message of smtp.messages.filter((m) => m.to.includes(to))) {
    const text = (await simpleParser(message.raw)).text ?? ''
    const link = /https?:\/\/\S+\/book\/confirm\?token=\S+/.exec(text)?.[0]
    if (link) return new URL(link).pathname + new URL(link).search
  }
  throw new Error(`no confirm e-mail to ${to}`)
}

async function confirmByMail(page: Page, to: string, reference: string) {
  // Held, not confirmed: nothing for the owner yet.
  const held = await (await booking.store()).get(reference)
  expect(held?.status).toBe('booked')
  expect(held?.confirmedAt).toBeNull()
  expect(held?.heldUntil).not.toBeNull()
  expect(smtp.messages.some((m) => m.to.includes('owner@example.com') && m.raw.includes(reference))).toBe(
    false,
  )
  await page.goto(`${server.origin}${await confirmLinkTo(to)}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { name: 'You are booked' })).toBeFocused()
  expect((await (await booking.store()).get(reference))?.confirmedAt).not.toBeNull()
}

test('the shipped content books: the header leads to /book, a time within the weekly hours is held, then confirmed by the e-mail', async ({
  browser,
}) => {
  expect(shipped.enabled).toBe(true)
  const page = await newPage(browser, { viewport: { width: 1280, height: 900 } })
  await page.goto(`${server.origin}/`)
  await waitForHydration(page)
  const action = page.locator(`header a[href="${bookingActionPath()}"]`).first()
  await expect(action).toHaveAttribute('href', '/book')
  await action.click()
  await expect(page).toHaveURL(/\/book$/)
  await waitForHydration(page)
  const slot = await pickFirstTime(page)
  expect(withinWeeklyHours(slot), slot).toBe(true)
  const reference = await fillAndBook(page, 'Ann Lee', 'ann.book@example.org', '(949) 555-0101')
  await confirmByMail(page, 'ann.book@example.org', reference)
  await page.context().close()
})

test('/contact opens with the picker above every part of the page; it books the same way', async ({
  browser,
}) => {
  const page = await newPage(browser, { viewport: { width: 375, height: 800 } })
  await page.goto(`${server.origin}/contact`)
  await waitForHydration(page)
  const block = page.getByTestId('contact-booking')
  await expect(block.getByRole('heading', { name: 'Book your free 15-minute consultation' })).toBeVisible()
  // Above the contact page's form, hours and location, which all stay; on a phone call or write and
  // the crisis notice keep the first screen.
  const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!.y
  const pickerTop = (await block.boundingBox())!.y
  for (const id of ['#contact-form-heading', '#contact-hours-heading', '#contact-location-heading'])
    expect(await top(id)).toBeGreaterThan(pickerTop)
  expect(await top('#contact-details-heading')).toBeLessThan(pickerTop)
  await expect(page.locator('[data-crisis-notice]')).toBeInViewport()
  const slot = await pickFirstTime(page)
  expect(withinWeeklyHours(slot), slot).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  const reference = await fillAndBook(page, 'Ben Ode', 'ben.contact@example.org', '(949) 555-0102')
  await confirmByMail(page, 'ben.contact@example.org', reference)
  await page.context().close()
})

test('/contact loads the picker only after hydration, and /about never loads it', async ({ browser }) => {
  const page = await newPage(browser)
  const picker: string[] = []
  page.on('request', (r) => {
    if (/booking-page-[\w-]+\.js/.test(r.url())) picker.push(r.url())
  })
  await page.goto(`${server.origin}/about`)
  await waitForHydration(page)
  await page.waitForTimeout(2_000)
  expect(picker).toEqual([])
  const html = await (await page.request.get(`${server.origin}/contact`)).text()
  expect(html).not.toMatch(/booking-page-[\w-]+\.js/)
  await page.goto(`${server.origin}/contact`)
  await waitForHydration(page)
  await expect(
    page
      .getByRole('group', { name: '1. Choose a day' })
      .or(page.getByRole('heading', { name: 'No times left this week' })),
  ).toBeVisible()
  expect(picker).toHaveLength(1)
  await page.context().close()
})

for (const where of ['/book', '/contact'] as const)
  test(`a deploy without the booking function: ${where} says to call or e-mail, with both buttons once, never a broken picker`, async ({
    browser,
  }) => {
    const page = await newPage(browser, { viewport: { width: 375, height: 800 } })
    await page.goto(`${bare.origin}${where}`)
    const card = page.locator('section[aria-labelledby="booking-reach-heading"]')
    await expect(card.getByRole('heading', { name: 'Book by phone or e-mail' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(card).toContainText(BOOKING_MESSAGES.off)
    // On /contact the page's own "Call or write" buttons sit right above the card: the card adds
    // what they do not say, not the same two buttons again.
    const buttons = where === '/contact' ? page.getByRole('region', { name: 'Call or write' }) : card
    await expect(
      buttons.getByRole('link', { name: `Call ${practice.phone.display}` }).filter({ visible: true }),
    ).toHaveAttribute('href', practice.phone.href)
    await expect(buttons.getByRole('link', { name: /^E-mail / }).filter({ visible: true })).toHaveAttribute(
      'href',
      `mailto:${practice.email}`,
    )
    if (where === '/contact') {
      await expect(card.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0)
      await expect(card).toContainText('leave a message')
      await expect(card).toContainText('The form below reaches us too')
    }
    await expect(page.getByRole('group', { name: '1. Choose a day' })).toHaveCount(0)
    await expect(page.getByText('Loading available times…')).toHaveCount(0)
    if (where === '/contact') {
      // The contact page's own parts are all still there, after it.
      for (const id of ['contact-form-heading', 'contact-hours-heading', 'contact-location-heading'])
        await expect(page.locator(`#${id}`)).toBeVisible()
      expect((await page.locator('#contact-form-heading').boundingBox())!.y).toBeGreaterThan(
        (await card.boundingBox())!.y,
      )
    }
    await expectNoAxeViolations(page)
    await page.context().close()
  })

test("the function unreachable (network error): /contact says booking is not available, the page's call and e-mail right above", async ({
  browser,
}) => {
  const page = await newPage(browser, { viewport: { width: 375, height: 800 } })
  await page.route('**/functions/v1/booking-slots**', (route) => route.abort('connectionrefused'))
  await page.goto(`${server.origin}/contact`)
  const card = page.locator('section[aria-labelledby="booking-reach-heading"]')
  await expect(card).toContainText(BOOKING_MESSAGES.unavailable, { timeout: 15_000 })
  // The page's own call and e-mail buttons, right above the card on a phone (not twice).
  const details = page.getByRole('region', { name: 'Call or write' })
  await expect(
    details.getByRole('link', { name: `Call ${practice.phone.display}` }).filter({ visible: true }),
  ).toBeVisible()
  await expect(details.getByRole('link', { name: /^E-mail / }).filter({ visible: true })).toBeVisible()
  await expect(card.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0)
  await page.context().close()
})

test('no times left this week: said plainly, with next week one tap away and call or e-mail', async ({
  browser,
}) => {
  const page = await newPage(browser, { viewport: { width: 375, height: 800 } })
  const thisWeek = weekOf(todayIn(practice.timeZone))
  const tuesday = new Date(`${nextWeek(thisWeek)}T12:00:00Z`)
  tuesday.setUTCDate(tuesday.getUTCDate() + 1)
  const date = tuesday.toISOString().slice(0, 10)
  const slots = [`${date}T19:00:00.000Z`, `${date}T19:30:00.000Z`]
  await page.route('**/functions/v1/booking-slots**', (route) =>
    route.fulfill({
      json: { timeZone: practice.timeZone, slotMinutes: shipped.slotMinutes, days: [{ date, slots }] },
    }),
  )
  await page.goto(`${server.origin}/book`)
  await waitForHydration(page)
  const none = page.locator('section[aria-labelledby="booking-none-heading"]')
  await expect(none.getByRole('heading', { name: 'No times left this week' })).toBeVisible()
  await expect(page.locator('#booking-week')).toContainText('This week')
  await expect(none.getByRole('link', { name: /^Call / })).toHaveAttribute('href', practice.phone.href)
  await expect(none.getByRole('link', { name: /^E-mail / })).toHaveAttribute(
    'href',
    `mailto:${practice.email}`,
  )
  await expectNoAxeViolations(page)
  await none.getByRole('button', { name: 'See next week’s times' }).click()
  await expect(page.locator('#booking-week')).toContainText('Next week')
  await expect(page.getByRole('group', { name: '1. Choose a day' }).getByRole('button')).toHaveCount(1)
  // And back: the earlier week is this one, still empty.
  await page.getByRole('button', { name: 'Earlier week: This week' }).click()
  await expect(none).toBeVisible()
  await page.context().close()
})
