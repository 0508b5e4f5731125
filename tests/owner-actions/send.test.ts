/**
 * "Send to N subscribers" from the owner's preview of a newsletter issue, in Chromium against the
 * built site on the Node host (SQLite): the sweep owes the preview once the send date is reached, the
 * link opens /owner/send, which shows the subject and the count and changes nothing until the press;
 * the press sends one copy to each confirmed subscriber; the link again changes nothing.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Browser, chromium } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NewsletterIssue } from '#core/content/schemas/newsletter.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#scripts/chromium.ts'
import { createApp } from '#server/app.ts'
import { hostFunctions } from '#server/functions.ts'
import { listen } from '#server/listen.ts'
import { type SmtpSink, startSmtp } from '#tests/orders/smtp.ts'

const CLIENT = path.resolve(import.meta.dirname, '../../build/client')
const SITE_URL = 'https://practice.example'
const OWNER = 'owner@practice.example'
const WAIT = { timeout: 20_000, interval: 100 }
const ISSUE: NewsletterIssue = {
  slug: 'december-2026',
  subject: 'December: one breath at a time',
  preheader: 'A five-minute exercise for the busy weeks.',
  sendOn: '2026-12-01',
  draft: false,
  markdown: 'Hello,\n\nBreathe in for four, out for six.',
  html: '<p>Hello,</p>\n<p>Breathe in for four, out for six.</p>\n',
}

let smtp: SmtpSink
let browser: Browser
let dir: string
beforeAll(async () => {
  if (!existsSync(path.join(CLIENT, 'owner/send/index.html')))
    throw new Error('build/client has no /owner/send page: run npm run -s build first')
  ;[smtp, browser] = await Promise.all([
    startSmtp(),
    chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }),
  ])
  dir = mkdtempSync(path.join(tmpdir(), 'owner-send-'))
}, 60_000)
afterAll(async () => {
  await Promise.all([smtp?.close(), browser?.close()])
  rmSync(dir, { recursive: true, force: true })
})

describe('Send a newsletter issue from its preview', () => {
  it('shows the subject and count, sends on the press only, once', async () => {
    const now = () => new Date('2026-12-02T09:00:00Z')
    const host = hostFunctions(
      {
        NODE_ENV: 'test',
        DATABASE_URL: `file:${path.join(dir, 'orders.db')}`,
        SMTP_URL: smtp.url,
        OWNER_EMAIL: OWNER,
        SITE_URL,
        OWNER_ACTIONS_SECRET: 'k9Vq2Lw7Rt4Zp8Xn3Bm6Hj1Df5Gs0Ac9Ey2Uo7Ii4',
        OWNER_ACTIONS_RATE_LIMIT: '0',
        NEWSLETTER_SECRET: 'n4Wr8Tq1Yp6Zs3Xv9Bk2Hm7Dj5Gf0Lc8Ea1Uo6Ii3',
      },
      { sweep: false, log: () => {}, newsletterIssues: [ISSUE], now },
    )
    const server = await listen(createApp({ root: CLIENT, functions: host.functions, log: () => {} }))
    try {
      const db = (await host.orders.fulfilment()).store.db
      for (const email of ['ann@example.org', 'ben@example.org', 'cy@example.org'])
        await db.query(
          "insert into newsletter_subscribers (email, status, requested_at, confirmed_at) values ($1, 'confirmed', $2, $2)",
          [email, now().toISOString()],
        )
      await host.orders.sweep()
      expect(smtp.messages.map((m) => m.to)).toEqual([[OWNER]])
      const preview = await simpleParser(smtp.messages[0]!.raw)
      const link = /https:\/\/practice\.example\/owner\/send#token=\S+/.exec(preview.text ?? '')?.[0]
      expect(link, preview.text).toBeTruthy()
      expect(preview.html).toContain('Send to 3 confirmed subscribers')

      const context = await browser.newContext()
      const page = await context.newPage()
      const response = await page.goto(link!.replace(SITE_URL, server.origin))
      expect(response?.headers()['cache-control']).toBe('no-store')
      expect(response?.headers()['x-robots-tag']).toContain('noindex')
      await expect
        .poll(async () => page.getByRole('heading', { name: 'Send this newsletter issue?' }).count(), WAIT)
        .toBe(1)
      expect(await page.locator('main').textContent()).toContain(ISSUE.subject)
      expect(smtp.messages).toHaveLength(1)

      await page.getByRole('button', { name: 'Send to 3 subscribers' }).click()
      await expect
        .poll(async () => page.getByRole('heading', { name: 'Issue on its way' }).count(), WAIT)
        .toBe(1)
      await host.orders.settled()
      const copies = smtp.messages.filter((m) => !m.to.includes(OWNER))
      expect(copies.flatMap((m) => m.to).sort()).toEqual([
        'ann@example.org',
        'ben@example.org',
        'cy@example.org',
      ])

      // The link again: the page says so; nothing more is sent.
      const again = await context.newPage()
      await again.goto(link!.replace(SITE_URL, server.origin))
      await expect
        .poll(async () => again.getByRole('heading', { name: 'This issue was already sent' }).count(), WAIT)
        .toBe(1)
      await host.orders.sweep()
      expect(smtp.messages).toHaveLength(4)
      await context.close()
    } finally {
      await server.close()
      await host.orders.close()
      await host.booking.close()
    }
  }, 120_000)
})
