/**
 * Newsletter issues, in the orders database beside the subscribers (table newsletter_issues):
 *
 * 1. Preview. Once an issue's send date is reached (and it is no draft), the sweep records it with
 *    the text it has then and owes the owner one preview at her own address, carrying the signed
 *    "Send to N subscribers" link. Recording and owing are one transaction and the row's key is
 *    the slug: however many sweeps and servers see it due, she gets one preview.
 * 2. Send. Her confirmed press (the owner-action function) marks the issue sent and owes one
 *    mail_outbox row per confirmed subscriber, in one transaction: the row's id is the issue and a
 *    keyed digest of the address, so (issue, subscriber) is unique; the outbox claims each row
 *    before sending it and sends the kind under its rate (functions/platform/mail/outbox.ts).
 * 3. An unsubscribe deletes the address's rows (store.ts → removeSubscriber): an unsent copy stops.
 *
 * What a subscriber gets is what the owner previewed: the text recorded at step 1.
 */
import type { NewsletterIssue } from '#core/content/schemas/newsletter.ts'
import type { SqlClient, SqlDriver } from '#functions/platform/db/sql.ts'
import { owe } from '#functions/platform/mail/outbox.ts'

export const NEWSLETTER_PREVIEW_KIND = 'newsletter-preview'
export const NEWSLETTER_ISSUE_KIND = 'newsletter-issue'

/** The outbox id of one subscriber's copy of one issue: `digest` is a keyed digest of the address. */
export const issueMessageId = (slug: string, digest: string) => `${NEWSLETTER_ISSUE_KIND}:${slug}:${digest}`

/** What an issue's copy carries: only which issue (the text is read from its row when it is sent). */
export interface IssuePayload {
  issue: string
}

/** What the owner's preview carries. */
export interface PreviewPayload {
  issue: string
  /** Confirmed subscribers when the preview was owed. */
  recipients: number
}

/** An issue as recorded at its preview. */
export interface RecordedIssue {
  slug: string
  subject: string
  preheader: string
  markdown: string
  html: string
  previewedAt: string
  sendConfirmedAt: string | null
  recipients: number | null
}

const time = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null ? null : String(v))
const toIssue = (r: Record<string, unknown>): RecordedIssue => ({
  slug: String(r.slug),
  subject: String(r.subject),
  preheader: String(r.preheader),
  markdown: String(r.markdown),
  html: String(r.html),
  previewedAt: time(r.previewed_at)!,
  sendConfirmedAt: time(r.send_confirmed_at),
  recipients: r.recipients === null || r.recipients === undefined ? null : Number(r.recipients),
})

/** The calendar day `now` falls on, as the content writes it (2026-12-24), in UTC. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10)

export async function confirmedCount(db: SqlClient): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(
    "select count(*) as n from newsletter_subscribers where status = 'confirmed'",
  )
  return Number(row?.n ?? 0)
}

/**
 * Records every issue now due that is not recorded yet and owes the owner its preview; the slugs of
 * the issues it recorded (each is recorded once, whichever sweep sees it first).
 */
export async function previewDueIssues(
  db: SqlDriver,
  issues: readonly NewsletterIssue[],
  ownerEmail: string,
  now: Date,
): Promise<string[]> {
  const due = issues.filter((issue) => !issue.draft && issue.sendOn <= dayOf(now))
  if (!due.length) return []
  const known = new Set(
    (
      await db.query<{ slug: string }>(
        `select slug from newsletter_issues where slug in (${due.map((_, i) => `$${i + 1}`).join(', ')})`,
        due.map((issue) => issue.slug),
      )
    ).map((r) => r.slug),
  )
  const recorded: string[] = []
  for (const issue of due) {
    if (known.has(issue.slug)) continue
    const added = await db.transaction(async (tx) => {
      const rows = await tx.query(
        `insert into newsletter_issues (slug, subject, preheader, markdown, html, previewed_at)
         values ($1, $2, $3, $4, $5, $6) on conflict (slug) do nothing returning slug`,
        [issue.slug, issue.subject, issue.preheader, issue.markdown, issue.html, now.toISOString()],
      )
      if (!rows.length) return false
      const payload: PreviewPayload = { issue: issue.slug, recipients: await confirmedCount(tx) }
      await owe(
        tx,
        {
          id: `${NEWSLETTER_PREVIEW_KIND}:${issue.slug}`,
          kind: NEWSLETTER_PREVIEW_KIND,
          recipient: ownerEmail,
          payload,
        },
        now,
      )
      return true
    })
    if (added) recorded.push(issue.slug)
  }
  return recorded
}

export async function findIssue(db: SqlClient, slug: string): Promise<RecordedIssue | null> {
  const [row] = await db.query<Record<string, unknown>>('select * from newsletter_issues where slug = $1', [
    slug,
  ])
  return row ? toIssue(row) : null
}

export type SendOutcome = { outcome: 'sent'; recipients: number } | { outcome: 'already' | 'unknown' }

/**
 * The owner's "Send": marks the issue sent and owes one copy to every confirmed subscriber, all in
 * one transaction (a second press, or the same press on another server, finds it sent and owes
 * nothing). `digest` turns an address into the keyed digest its copy's id carries.
 */
export async function sendIssue(
  db: SqlDriver,
  slug: string,
  digest: (email: string) => Promise<string>,
  now: Date,
): Promise<SendOutcome> {
  const subscribers = await db.query<{ email: string }>(
    "select email from newsletter_subscribers where status = 'confirmed' order by email",
  )
  // The digests before the transaction: it then holds the lock only for the writes.
  const ids = new Map(
    await Promise.all(subscribers.map(async (s) => [s.email, await digest(s.email)] as const)),
  )
  return db.transaction(async (tx): Promise<SendOutcome> => {
    if (db.dialect === 'postgres')
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`issue ${slug}`])
    const [issue] = await tx.query<{ send_confirmed_at: unknown }>(
      'select send_confirmed_at from newsletter_issues where slug = $1',
      [slug],
    )
    if (!issue) return { outcome: 'unknown' }
    if (issue.send_confirmed_at) return { outcome: 'already' }
    // Who is confirmed now, within the transaction: an unsubscribe since the list above is left out.
    const confirmed = await tx.query<{ email: string }>(
      "select email from newsletter_subscribers where status = 'confirmed' order by email",
    )
    let recipients = 0
    for (const { email } of confirmed) {
      const id = ids.get(email)
      if (!id) continue // confirmed in between: the next issue reaches them
      const payload: IssuePayload = { issue: slug }
      await owe(
        tx,
        { id: issueMessageId(slug, id), kind: NEWSLETTER_ISSUE_KIND, recipient: email, payload },
        now,
      )
      recipients++
    }
    await tx.query('update newsletter_issues set send_confirmed_at = $2, recipients = $3 where slug = $1', [
      slug,
      now.toISOString(),
      recipients,
    ])
    return { outcome: 'sent', recipients }
  })
}

/** One issue's progress for `npm run subscribers`. */
export interface IssueProgress {
  slug: string
  subject: string
  previewedAt: string
  sendConfirmedAt: string | null
  /** Copies owed at the press. */
  recipients: number
  sent: number
  /** Not sent yet (waiting for the rate, or for a mail server that refused). */
  waiting: number
  /** Copies whose rows are gone: their reader unsubscribed (before or after), or sent rows past 30 days. */
  removed: number
}

export async function issueProgress(db: SqlClient): Promise<IssueProgress[]> {
  const issues = (
    await db.query<Record<string, unknown>>(
      'select slug, subject, preheader, previewed_at, send_confirmed_at, recipients from newsletter_issues order by previewed_at, slug',
    )
  ).map((r) => toIssue({ ...r, markdown: '', html: '' }))
  const counts = await db.query<{ slug: string; sent: number | string; waiting: number | string }>(
    `select substr(id, ${NEWSLETTER_ISSUE_KIND.length + 2}, length(id) - ${NEWSLETTER_ISSUE_KIND.length + 34}) as slug,
       sum(case when sent_at is null then 0 else 1 end) as sent,
       sum(case when sent_at is null then 1 else 0 end) as waiting
     from mail_outbox where kind = $1 group by 1`,
    [NEWSLETTER_ISSUE_KIND],
  )
  const bySlug = new Map(counts.map((c) => [c.slug, c]))
  return issues.map((issue) => {
    const c = bySlug.get(issue.slug)
    const sent = Number(c?.sent ?? 0)
    const waiting = Number(c?.waiting ?? 0)
    const recipients = issue.recipients ?? 0
    return {
      slug: issue.slug,
      subject: issue.subject,
      previewedAt: issue.previewedAt,
      sendConfirmedAt: issue.sendConfirmedAt,
      recipients,
      sent,
      waiting,
      removed: Math.max(0, recipients - sent - waiting),
    }
  })
}
