/**
 * The owner's "Send to N subscribers", as the owner-action function is handed it by the host: what
 * the page shows (the subject and the count) and the send itself (issues.ts → sendIssue), each
 * copy's id carrying a keyed digest of its address (never the address: the id is logged and
 * becomes the Message-ID).
 */
import type { SqlDriver } from '#functions/platform/db/sql.ts'
import { confirmedCount, findIssue, sendIssue } from './issues.ts'
import { keyedDigest } from './token.ts'

export interface IssueSenderOptions {
  db: () => Promise<SqlDriver>
  /** NEWSLETTER_SECRET: without it nothing can be sent (no copy could carry an unsubscribe link). */
  secret: string | null
  now?: () => Date
  /** Runs once copies are owed (the host starts sending them). */
  afterSend?: () => void
}

export function issueSender({ db, secret, now = () => new Date(), afterSend }: IssueSenderOptions) {
  return {
    db,
    async look(slug: string) {
      const store = await db()
      const issue = await findIssue(store, slug)
      if (!issue) return null
      const done = Boolean(issue.sendConfirmedAt)
      return {
        summary: issue.subject,
        done,
        recipients: done ? (issue.recipients ?? 0) : await confirmedCount(store),
      }
    },
    async send(slug: string) {
      if (!secret) throw new Error('NEWSLETTER_SECRET is not set: an issue cannot be sent')
      const result = await sendIssue(await db(), slug, (email) => keyedDigest(secret, email), now())
      if (result.outcome === 'sent') afterSend?.()
      return result
    },
  }
}
