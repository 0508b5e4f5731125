/**
 * The newsletter's e-mails (React Email HTML + plain text), each with a visible unsubscribe link
 * and, to a subscriber, the one-click unsubscribe headers of RFC 8058:
 * - the confirmation e-mail of a sign-up;
 * - an issue: each subscriber's copy (its own signed unsubscribe link) and the owner's preview (the
 *   same issue, with the signed "Send to N subscribers" link above it). Both are composed when the
 *   outbox sends them, from the text recorded at the preview (issues.ts), so links are fresh and no
 *   copy of the text sits in each row.
 */
import { Body, Button, Container, Head, Heading, Html, Link, Preview, Text } from '@react-email/components'
import { render } from '@react-email/render'
import { createElement as h, type ReactNode } from 'react'
import { practice } from '#core/config/practice.ts'
import type { SqlClient } from '#functions/platform/db/sql.ts'
import { MAIL_NAME } from '#functions/platform/mail/discreet.ts'
import type { MailMessage } from '#functions/platform/mail/message.ts'
import type { Composer } from '#functions/platform/mail/outbox.ts'
import {
  findIssue,
  type IssuePayload,
  NEWSLETTER_ISSUE_KIND,
  NEWSLETTER_PREVIEW_KIND,
  type PreviewPayload,
  type RecordedIssue,
} from './issues.ts'
import { NEWSLETTER_CONFIRM_KIND } from './store.ts'
import { signToken } from './token.ts'

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

/** Every newsletter e-mail's page: the preview line mail apps show, then its content in one column. */
function mailPage(preview: string, ...children: ReactNode[]) {
  return h(
    Html,
    { lang: 'en' },
    h(Head, null),
    h(Preview, null, preview),
    h(Body, { style: style.body }, h(Container, { style: style.container }, ...children)),
  )
}

/** The last line of every newsletter e-mail: how to leave, and who sends it. */
const unsubscribeLine = (url: string) =>
  h(
    Text,
    { style: style.small },
    h(Link, { href: url }, 'Unsubscribe'),
    ` · ${MAIL_NAME} · ${practice.phone.display}`,
  )
const previewBox = { border: '2px solid #2f5d50', borderRadius: '8px', padding: '16px', marginBottom: '24px' }

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
    mailPage(
      'Confirm your newsletter subscription',
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
      unsubscribeLine(p.unsubscribePageUrl),
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

export interface IssueMailOptions {
  db: SqlClient
  /** NEWSLETTER_SECRET (signs each copy's unsubscribe link); null: copies cannot be composed. */
  secret: string | null
  siteUrl: string
  apiUrl: string
  /** The owner's signed "Send" link for an issue (the owner actions write it); null without a secret. */
  sendLink?: (slug: string) => Promise<string | null>
}

const why = `You get this because you confirmed your subscription to ${MAIL_NAME}'s newsletter.`

async function issueMessage(
  issue: RecordedIssue,
  unsubscribe: { page: string; oneClick: string | null },
  top?: { text: string[]; node: ReactNode },
): Promise<Omit<MailMessage, 'to' | 'subject'>> {
  const text = [
    ...(top?.text ?? []),
    issue.markdown,
    '',
    MAIL_NAME,
    `${practice.phone.display} · ${practice.email}`,
    '',
    why,
    `Unsubscribe: ${unsubscribe.page}`,
    '',
  ].join('\n')
  const html = await render(
    mailPage(
      issue.preheader,
      top?.node,
      h(Heading, { as: 'h1' }, issue.subject),
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitized when the site was built
      h('div', { style: style.text, dangerouslySetInnerHTML: { __html: issue.html } }),
      h(Text, { style: style.small }, why),
      unsubscribeLine(unsubscribe.page),
    ),
  )
  return {
    text,
    html,
    ...(unsubscribe.oneClick && { headers: unsubscribeHeaders(unsubscribe.oneClick) }),
  }
}

export function issueComposers(options: IssueMailOptions): Record<string, Composer> {
  // An issue's text is read once per process: the row does not change after the preview.
  const cache = new Map<string, Promise<RecordedIssue | null>>()
  const issueOf = (slug: string) => {
    let found = cache.get(slug)
    if (!found) {
      found = findIssue(options.db, slug)
      cache.set(slug, found)
      found.catch(() => cache.delete(slug))
    }
    return found
  }
  const need = async (slug: string) => {
    const issue = await issueOf(slug)
    if (!issue) throw new Error(`no newsletter issue ${slug} recorded`)
    return issue
  }

  const copy = async (payload: IssuePayload, to: string): Promise<MailMessage> => {
    if (!options.secret) throw new Error('NEWSLETTER_SECRET is not set: no unsubscribe link can be signed')
    const issue = await need(payload.issue)
    const token = await signToken(options.secret, 'unsubscribe', to, null)
    const message = await issueMessage(issue, {
      page: `${options.siteUrl}/newsletter/unsubscribe?token=${token}`,
      oneClick: `${options.apiUrl}/functions/v1/newsletter?action=unsubscribe&token=${token}`,
    })
    return { to, subject: issue.subject, ...message }
  }

  const preview = async (payload: PreviewPayload, to: string): Promise<MailMessage> => {
    const issue = await need(payload.issue)
    const link = (await options.sendLink?.(issue.slug)) ?? null
    const n = payload.recipients
    const count = `${n} confirmed subscriber${n === 1 ? '' : 's'}`
    const action = link
      ? `Send to ${count}: ${link}`
      : 'The send link needs OWNER_ACTIONS_SECRET on the server; nothing can be sent until it is set.'
    const intro = `Preview: this issue has not been sent. It reaches no one until you press Send (${count} today; the page shows the number at that moment).`
    const note = 'The link works for 14 days and once. Each subscriber’s copy has their own unsubscribe link.'
    const message = await issueMessage(
      issue,
      { page: `${options.siteUrl}/newsletter/unsubscribe`, oneClick: null },
      {
        text: [intro, '', action, note, '', '-----', ''],
        node: h(
          'div',
          { style: previewBox },
          h(Text, { style: style.text }, intro),
          link ? h(Button, { href: link, style: style.button }, `Send to ${count}`) : h(Text, null, action),
          h(Text, { style: style.small }, note),
        ),
      },
    )
    return { to, subject: `Preview: ${issue.subject}`, ...message }
  }

  return {
    [NEWSLETTER_ISSUE_KIND]: copy as Composer,
    [NEWSLETTER_PREVIEW_KIND]: preview as Composer,
  }
}
