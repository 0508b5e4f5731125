/**
 * The newsletter's confirmation e-mail (React Email HTML + plain text), with the one-click
 * unsubscribe headers of RFC 8058 and a visible unsubscribe link, as every newsletter e-mail has.
 */
import { Body, Button, Container, Head, Heading, Html, Link, Preview, Text } from '@react-email/components'
import { render } from '@react-email/render'
import { createElement as h } from 'react'
import { practice } from '#core/config/practice.ts'
import { MAIL_NAME } from '#functions/platform/mail/discreet.ts'
import type { MailMessage } from '#functions/platform/mail/message.ts'
import type { Composer } from '#functions/platform/mail/outbox.ts'
import { NEWSLETTER_CONFIRM_KIND } from './store.ts'

export interface ConfirmPayload {
  confirmUrl: string
  /** The site's unsubscribe page (the visible link). */
  unsubscribePageUrl: string
  /** The function URL a mail client POSTs to (List-Unsubscribe-Post: List-Unsubscribe=One-Click). */
  oneClickUrl: string
  expiresAt: string
}

/** RFC 8058 one-click unsubscribe headers. */
export const unsubscribeHeaders = (oneClickUrl: string) => ({
  'List-Unsubscribe': `<${oneClickUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

const style = {
  body: { backgroundColor: '#f6f5f2', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2933' },
  container: { backgroundColor: '#ffffff', padding: '24px', maxWidth: '560px', margin: '0 auto' },
  text: { fontSize: '15px', lineHeight: '1.5' },
  small: { fontSize: '13px', lineHeight: '1.5', color: '#52606d' },
  button: { backgroundColor: '#2f5d50', color: '#ffffff', padding: '12px 20px', borderRadius: '999px' },
}

export async function composeNewsletterConfirmation(p: ConfirmPayload, to: string): Promise<MailMessage> {
  const hours = Math.round((new Date(p.expiresAt).getTime() - Date.now()) / 3600_000)
  const valid =
    hours > 0
      ? `The link works for ${hours >= 24 ? `${Math.round(hours / 24)} days` : `${hours} hours`}.`
      : ''
  const intro = `Please confirm that you want ${MAIL_NAME}'s monthly newsletter at this address.`
  const notYet =
    'Until you confirm, you are not on the list. If you did not ask for it, ignore this e-mail: nothing more will come.'
  const text = [
    'Hello,',
    '',
    intro,
    '',
    `Confirm: ${p.confirmUrl}`,
    valid,
    '',
    notYet,
    '',
    `Unsubscribe at any time: ${p.unsubscribePageUrl}`,
    '',
    MAIL_NAME,
    `${practice.phone.display} · ${practice.email}`,
    '',
  ].join('\n')
  const html = await render(
    h(
      Html,
      { lang: 'en' },
      h(Head, null),
      h(Preview, null, 'Confirm your newsletter subscription'),
      h(
        Body,
        { style: style.body },
        h(
          Container,
          { style: style.container },
          h(Heading, { as: 'h1' }, 'Confirm your subscription'),
          h(Text, { style: style.text }, intro),
          h(Button, { href: p.confirmUrl, style: style.button }, 'Confirm my subscription'),
          h(
            Text,
            { style: style.small },
            `${valid} Or open this link: `,
            h(Link, { href: p.confirmUrl }, p.confirmUrl),
          ),
          h(Text, { style: style.text }, notYet),
          h(
            Text,
            { style: style.small },
            h(Link, { href: p.unsubscribePageUrl }, 'Unsubscribe'),
            ` · ${MAIL_NAME} · ${practice.phone.display}`,
          ),
        ),
      ),
    ),
  )
  return {
    to,
    subject: `Please confirm: ${MAIL_NAME} newsletter`,
    text,
    html,
    headers: unsubscribeHeaders(p.oneClickUrl),
  }
}

export const newsletterComposers: Record<string, Composer> = {
  [NEWSLETTER_CONFIRM_KIND]: composeNewsletterConfirmation as Composer,
}
