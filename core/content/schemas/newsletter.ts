/**
 * A newsletter issue: content/newsletter/<slug>.md, front matter then the Markdown body. The file
 * name is the issue's id (it names the issue in the owner's preview and in `npm run subscribers`).
 * Nothing is ever sent on its own: once the send date is reached the owner gets a preview at her
 * own address with a signed "Send to N subscribers" button, and only her press sends it.
 */
import { z } from 'zod'
import { form, isoDate, line } from './fields.ts'

export const newsletterIssueSchema = form({
  subject: line().max(120).meta({ description: 'The e-mail’s subject line' }),
  preheader: z
    .string()
    .trim()
    .min(1)
    .max(150)
    .meta({ widget: 'text', description: 'The line a mail app shows after the subject (one sentence)' }),
  sendOn: isoDate().meta({
    description:
      'From this day the practice’s address gets a preview with a “Send” button; nothing goes to subscribers before that press',
  }),
  /** A draft gets no preview and cannot be sent (the sample issue is one). */
  draft: z
    .boolean()
    .default(false)
    .meta({ description: 'While on, no preview is sent and the issue cannot be sent' }),
  body: z.string().trim().min(1).meta({ widget: 'markdown' }),
})

export type NewsletterIssueMeta = Omit<z.infer<typeof newsletterIssueSchema>, 'body'> & { slug: string }
/** An issue as the functions get it: its Markdown rendered to sanitized HTML, and the source for the text part. */
export type NewsletterIssue = NewsletterIssueMeta & { html: string; markdown: string }
