/**
 * What an onlooker sees of the e-mails a client gets about the newsletter or an order (the sender
 * name, the subject, the inbox preview, the first lines on a lock screen) says nothing of therapy,
 * a condition or what was bought. Every product in content is tried, with the practice profile as
 * the owner wrote it.
 */
import { describe, expect, it } from 'vitest'
import { practice } from '#core/config/practice.ts'
import { products } from '#core/content/products.ts'
import { composeNewsletterConfirmation } from '#functions/newsletter/emails.ts'
import { composeConfirmation, composeShippingNotice } from '#functions/orders/emails.ts'
import type { Order } from '#functions/orders/order.ts'
import { MAIL_NAME, REVEALING_WORDS } from '#functions/platform/mail/discreet.ts'
import { mailTransportFor } from '#functions/platform/mail/site.ts'
import { orderFacts } from './support.ts'

/** What a mail program shows before the message is opened: the subject, the preview, the first lines. */
function seenUnopened(message: { subject: string; text: string; html?: string }): string {
  const preview = /<div[^>]*display:none[^>]*>([\s\S]*?)<\/div>/i.exec(message.html ?? '')?.[1] ?? ''
  const firstLines = message.text.split('\n').filter(Boolean).slice(0, 3)
  return [message.subject, preview.replace(/<[^>]+>|&[a-z#0-9]+;|\u200c|\u00a0/g, ' '), ...firstLines].join(
    '\n',
  )
}

const order = (productName: string): Order => ({
  ...orderFacts({ productName }),
  status: 'paid',
  amountRefunded: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:00:00.000Z',
  shippedAt: '2026-11-21T10:00:00.000Z',
  notifiedAt: null,
  carrier: 'usps',
  trackingNumber: '9400100000000000000000',
})

describe('discreet e-mails', () => {
  it('the sender name is the person, not a practice name that says what it is', async () => {
    expect(MAIL_NAME).not.toMatch(REVEALING_WORDS)
    // The content as shipped does have a revealing practice name: the check is not idle.
    expect(practice.practiceName).toMatch(REVEALING_WORDS)
    let sent = ''
    const transport = mailTransportFor(
      { smtpUrl: undefined, mailFrom: undefined },
      {
        writeFile: async (_name, message) => {
          sent = new TextDecoder().decode(message)
          return 'x.eml'
        },
        log: () => {},
      },
    )
    await transport.send('discretion:1', { to: 'a@example.org', subject: 'Hello', text: 'Hi' })
    const from = /^From: (.*)$/m.exec(sent)?.[1] ?? ''
    expect(from).toContain(MAIL_NAME)
    expect(from).not.toMatch(REVEALING_WORDS)
  })

  it('the newsletter confirmation', async () => {
    const message = await composeNewsletterConfirmation(
      {
        confirmUrl: 'https://site.test/newsletter/confirm?token=x',
        unsubscribePageUrl: 'https://site.test/newsletter/unsubscribe?token=y',
        oneClickUrl: 'https://site.test/functions/v1/newsletter?action=unsubscribe&token=y',
        expiresAt: new Date(Date.now() + 48 * 3600_000).toISOString(),
      },
      'reader@example.org',
    )
    expect(seenUnopened(message)).not.toMatch(REVEALING_WORDS)
  })

  it.each(products.map((p) => p.name))('the order confirmation and shipping notice for %s', async (name) => {
    for (const message of [
      await composeConfirmation(order(name)),
      await composeShippingNotice(order(name)),
    ]) {
      const seen = seenUnopened(message)
      expect(seen).not.toMatch(REVEALING_WORDS)
      expect(seen).not.toContain(name)
    }
  })
})
