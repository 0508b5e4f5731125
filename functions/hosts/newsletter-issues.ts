/**
 * The newsletter issues' part of a host (Node and Supabase alike): the e-mails the site's outbox
 * composes for them (each subscriber's copy, the owner's preview with her signed "Send" link), the
 * rate the copies go out at (NEWSLETTER_SEND_RATE), the sweep step that owes the owner a preview
 * once an issue's send date is reached, and the owner-action capability that sends it.
 */
import { practice } from '#core/config/practice.ts'
import { newsletterIssues } from '#core/content/newsletter.ts'
import type { NewsletterIssue } from '#core/content/schemas/newsletter.ts'
import type { NewsletterSettings } from '#functions/newsletter/config.ts'
import { issueComposers, newsletterComposers } from '#functions/newsletter/emails.ts'

import { NEWSLETTER_ISSUE_KIND, previewDueIssues } from '#functions/newsletter/issues.ts'
import { issueSender } from '#functions/newsletter/send.ts'
import type { ActionLink } from '#functions/owner-actions/links.ts'
import type { SqlDriver } from '#functions/platform/db/sql.ts'
import type { Composer } from '#functions/platform/mail/outbox.ts'

export interface NewsletterIssueOptions {
  settings: NewsletterSettings
  /** The owner's signed "Send" link (owner actions); absent or null: the preview says how to get one. */
  sendLink?: ActionLink
  /** Who gets the preview (OWNER_EMAIL, else the practice's address). */
  ownerEmail?: string
  /** The issues from content/newsletter (tests pass their own). */
  issues?: readonly NewsletterIssue[]
}

export interface NewsletterIssueMail {
  composers: (db: SqlDriver) => Record<string, Composer>
  rates: Record<string, number>
  /** Owes the owner a preview of each issue now due and not previewed yet. */
  previewDue(db: SqlDriver, now: Date): Promise<string[]>
}

export function newsletterIssueMail({
  settings,
  sendLink,
  ownerEmail,
  issues = newsletterIssues,
}: NewsletterIssueOptions): NewsletterIssueMail {
  return {
    composers: (db) => ({
      ...newsletterComposers,
      ...issueComposers({
        db,
        secret: settings.secret,
        siteUrl: settings.siteUrl,
        apiUrl: settings.apiUrl,
        sendLink,
      }),
    }),
    rates: { [NEWSLETTER_ISSUE_KIND]: settings.sendRate },
    previewDue: (db, now) => previewDueIssues(db, issues, ownerEmail || practice.email, now),
  }
}

/** The owner-action capability: the issue's look and send, on the order database. */
export function newsletterSendCapability(
  settings: NewsletterSettings,
  db: () => Promise<SqlDriver>,
  { now, afterSend }: { now?: () => Date; afterSend?: () => void } = {},
) {
  return issueSender({ db, secret: settings.secret, now, afterSend })
}
