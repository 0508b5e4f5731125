import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { NEWSLETTER_TEXT } from '#app/features/newsletter/api.ts'
import { LINK_TEXT } from '#app/features/newsletter/link-text.ts'
import { home } from '#core/content/home.ts'
import { scrollToHydrated, waitForHydration } from './support.ts'

// The test server has no SMTP_URL: e-mails are written to its outbox folder (playwright.config.ts).
const OUTBOX = 'test-results/outbox'

const MESSAGE = 'Please enter a valid email address.'

for (const path of ['/', '/blog']) {
  test(`${path}: the newsletter form validates, sends a valid address once, and says what happened`, async ({
    page,
  }) => {
    await page.goto(path)
    await waitForHydration(page)
    // On the home page the section hydrates as a reader nears it: the form is live once it has.
    await scrollToHydrated(page, 'newsletter-heading')
    const section = page.getByRole('region', { name: home.newsletter.heading })
    for (const benefit of home.newsletter.benefits) await expect(section).toContainText(benefit)
    const field = section.getByLabel('Email address')
    await expect(field).toHaveAttribute('type', 'email')

    // Images lazy-load as the page scrolls and the toast code loads with the first toast (same-origin
    // scripts); anything else (fetch, XHR, beacon, form post, navigation) would be a send.
    const origin = new URL(page.url()).origin
    const requests: string[] = []
    page.on('request', (r) => {
      const loadsCode = r.resourceType() === 'script' && r.url().startsWith(`${origin}/assets/`)
      if (r.resourceType() !== 'image' && !loadsCode)
        requests.push(`${r.method()} ${r.resourceType()} ${r.url()}`)
    })

    await field.fill('not-an-email')
    await section.getByRole('button', { name: 'Subscribe' }).click()
    const error = section.getByText(MESSAGE)
    await expect(error).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    const describedBy = await field.getAttribute('aria-describedby')
    expect(await error.getAttribute('id')).toBe(describedBy)
    await expect(field).toBeFocused()

    await field.fill('')
    await section.getByRole('button', { name: 'Subscribe' }).click()
    await expect(error).toBeVisible()

    await page.waitForLoadState('networkidle') // a request, had one been sent, has been seen
    expect(requests).toEqual([])

    await field.fill(`reader-${Date.now()}@example.com`)
    await section.getByRole('button', { name: 'Subscribe' }).click()
    // No mail server: the page does not say "check your inbox", it says the e-mail was saved.
    await expect(page.getByText(NEWSLETTER_TEXT.savedNotSent)).toBeVisible()
    await expect(page.getByText(NEWSLETTER_TEXT.checkInbox)).toHaveCount(0)
    await expect(field).toHaveValue('')
    await expect(field).not.toHaveAttribute('aria-invalid')
    await expect(section.getByText(MESSAGE)).toHaveCount(0)
    await page.waitForLoadState('networkidle')
    expect(requests).toEqual([`POST fetch ${origin}/functions/v1/newsletter`])
  })
}

/** The confirm and unsubscribe links of the newest confirmation e-mail to `address`. */
async function linksFor(address: string) {
  for (const name of readdirSync(OUTBOX).sort().reverse()) {
    const mail = await simpleParser(readFileSync(path.join(OUTBOX, name)))
    const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : ''
    if (to !== address) continue
    const url = (pattern: RegExp) => new URL(pattern.exec(mail.text ?? '')![0])
    return {
      confirm: url(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/),
      unsubscribe: url(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/),
    }
  }
  throw new Error(`no e-mail to ${address}`)
}

test('the confirm link subscribes, the unsubscribe link unsubscribes (twice is fine), a bad link offers the form', async ({
  page,
  request,
}) => {
  const address = `confirm-${Date.now()}@example.com`
  expect((await request.post('/functions/v1/newsletter', { data: { email: address } })).status()).toBe(202)
  await expect
    .poll(async () =>
      linksFor(address).then(
        () => true,
        () => false,
      ),
    )
    .toBe(true)
  const { confirm, unsubscribe } = await linksFor(address)

  // Opening the link (as a mail scanner that runs the page's scripts would) confirms nothing:
  // only the button does.
  const calls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/functions/v1/newsletter')) calls.push(r.method())
  })
  await page.goto(`${confirm.pathname}${confirm.search}`)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  const card = page.getByTestId('newsletter-link')
  await expect(card).toHaveAttribute('data-state', 'ask')
  expect(calls).toEqual([])
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(card).toHaveAttribute('data-state', 'confirmed')
  expect(calls).toEqual(['POST'])
  await expect(card).toContainText(LINK_TEXT.confirmed)

  for (let i = 0; i < 2; i++) {
    await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(card).toHaveAttribute('data-state', 'unsubscribed')
    await expect(card).toContainText(LINK_TEXT.unsubscribed)
  }

  await page.goto('/newsletter/confirm?token=forged.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(card).toHaveAttribute('data-state', 'invalid')
  await expect(card.getByLabel('Email address')).toBeVisible()
  // The title and the words under it are two different sentences, and the hero says
  // what the page does, not a generic "Your Subscription".
  const title = (await card.getByRole('heading', { level: 2 }).textContent())!.trim()
  await expect(card).toContainText(LINK_TEXT.invalid)
  expect(LINK_TEXT.invalid.toLowerCase()).not.toContain(title.toLowerCase())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Your Subscription')

  // An unsubscribe link without its token: its own words (no form to point to below), and a quiet
  // way on to the blog or home (the page offered no second path).
  await page.goto('/newsletter/unsubscribe')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(card).toHaveAttribute('data-state', 'invalid')
  await expect(card).toContainText(LINK_TEXT.unsubscribeInvalid)
  expect(LINK_TEXT.unsubscribeInvalid).not.toMatch(/below/)
  await expect(page.getByRole('main').getByRole('link', { name: 'read the blog' })).toHaveAttribute(
    'href',
    '/blog',
  )
  await expect(page.getByRole('main').getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/')
})
