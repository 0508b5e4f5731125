/**
 * Newsletter subscribers, in the orders database (table newsletter_subscribers): an address is
 * `pending` from the sign-up until its confirm link is used, then `confirmed`. Unsubscribing deletes
 * the row. Unconfirmed addresses are deleted after 30 days. The confirmation e-mail is owed in the
 * sign-up's own transaction (functions/platform/mail/outbox.ts).
 */

import type { SqlClient, SqlDriver } from '#functions/platform/db/sql.ts'
import { owe } from '#functions/platform/mail/outbox.ts'
import { NEWSLETTER_ISSUE_KIND } from './issues.ts'

export const NEWSLETTER_CONFIRM_KIND = 'newsletter-confirm'
export const PENDING_KEPT_MS = 30 * 24 * 3600_000

/**
 * How many confirmation e-mails may go out, so the form cannot be used to flood someone's inbox:
 * per mailbox (lower case, +tag dropped, Gmail dots: #functions/platform/mailbox.ts), per domain, and for
 * the whole site. Past one, the visitor gets the same answer and no e-mail goes.
 */
export const CONFIRMATION_LIMITS = [
  { scope: 'mailbox', count: 1, withinMs: 10 * 60_000 },
  { scope: 'mailbox', count: 3, withinMs: 24 * 3600_000 },
  { scope: 'domain', count: 30, withinMs: 24 * 3600_000 },
  { scope: 'site', count: 40, withinMs: 3600_000 },
] as const
/** The longest window above: request rows older than this count for nothing and are deleted. */
const REQUESTS_KEPT_MS = Math.max(...CONFIRMATION_LIMITS.map((l) => l.withinMs))

export interface Subscriber {
  email: string
  status: 'pending' | 'confirmed'
  requestedAt: string
  confirmedAt: string | null
}

const time = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null ? null : String(v))
const toSubscriber = (r: Record<string, unknown>): Subscriber => ({
  email: String(r.email),
  status: r.status as Subscriber['status'],
  requestedAt: time(r.requested_at)!,
  confirmedAt: time(r.confirmed_at),
})

/** How many subscribers confirmed at or after `since` and are still subscribed (the owner's digest). */
export async function countConfirmedSince(db: SqlClient, since: Date): Promise<number> {
  const [row] = await db.query<{ n: unknown }>(
    "select count(*) as n from newsletter_subscribers where status = 'confirmed' and confirmed_at >= $1",
    [since.toISOString()],
  )
  return Number(row?.n ?? 0)
}

/**
 * Deletes the sign-ups never confirmed within PENDING_KEPT_MS of `now`, and their confirmation
 * e-mails' rows (which hold the address), and the limits' counts past their day; how many sign-ups.
 */
export async function purgeUnconfirmed(db: SqlClient, now: Date): Promise<number> {
  await db.query('delete from newsletter_requests where requested_at < $1', [
    new Date(now.getTime() - REQUESTS_KEPT_MS).toISOString(),
  ])
  const before = new Date(now.getTime() - PENDING_KEPT_MS).toISOString()
  const stale = "select email from newsletter_subscribers where status = 'pending' and requested_at < $1"
  await db.query(`delete from mail_outbox where kind = $2 and recipient in (${stale})`, [
    before,
    NEWSLETTER_CONFIRM_KIND,
  ])
  return (
    await db.query(`delete from newsletter_subscribers where email in (${stale}) returning email`, [before])
  ).length
}

/** Who a sign-up counts against: keyed digests of its mailbox and domain (never the address). */
export interface RequestKeys {
  mailbox: string
  domain: string
}

/** Why a sign-up sent no e-mail, or 'owed' when it did. */
export type RequestOutcome = 'owed' | 'confirmed' | 'limited'

/**
 * Records a sign-up and owes its confirmation e-mail, unless the address is already confirmed or
 * one of CONFIRMATION_LIMITS is reached. `payload` builds the e-mail's data (sealed links).
 */
export async function requestSubscription(
  db: SqlDriver,
  email: string,
  now: Date,
  keys: RequestKeys,
  payload: () => Promise<unknown>,
): Promise<RequestOutcome> {
  const data = await payload()
  const at = now.toISOString()
  return db.transaction(async (tx) => {
    // Counting and adding must not interleave with another sign-up's (SQLite runs one transaction
    // at a time anyway; Postgres would let two count the same rows).
    if (db.dialect === 'postgres')
      await tx.query("select pg_advisory_xact_lock(hashtext('newsletter_requests'))")
    await purgeUnconfirmed(tx, now)
    const [row] = await tx.query<{ status: string }>(
      'select status from newsletter_subscribers where email = $1',
      [email],
    )
    if (row?.status === 'confirmed') return 'confirmed'
    for (const limit of CONFIRMATION_LIMITS) {
      const since = new Date(now.getTime() - limit.withinMs).toISOString()
      const [counted] = await tx.query<{ n: number | string }>(
        limit.scope === 'site'
          ? 'select count(*) as n from newsletter_requests where requested_at > $1'
          : `select count(*) as n from newsletter_requests where requested_at > $1 and ${limit.scope} = $2`,
        limit.scope === 'site' ? [since] : [since, keys[limit.scope]],
      )
      if (Number(counted?.n ?? 0) >= limit.count) return 'limited'
    }
    await tx.query(
      `insert into newsletter_subscribers (email, status, requested_at) values ($1, 'pending', $2)
       on conflict (email) do update set requested_at = $2`,
      [email, at],
    )
    await tx.query('insert into newsletter_requests (mailbox, domain, requested_at) values ($1, $2, $3)', [
      keys.mailbox,
      keys.domain,
      at,
    ])
    // The id is logged and becomes the Message-ID: random, so it says nothing about the reader.
    await owe(
      tx,
      {
        id: `${NEWSLETTER_CONFIRM_KIND}:${crypto.randomUUID()}`,
        kind: NEWSLETTER_CONFIRM_KIND,
        recipient: email,
        payload: data,
      },
      now,
    )
    return 'owed'
  })
}

/** Confirms an address (again: no change). False when there is no sign-up to confirm. */
export async function confirmSubscription(db: SqlDriver, email: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update newsletter_subscribers set status = 'confirmed', confirmed_at = coalesce(confirmed_at, $2)
     where email = $1 returning email`,
    [email, now.toISOString()],
  )
  return rows.length > 0
}

/**
 * Removes an address and every newsletter row that holds it: its confirmation e-mails and its
 * copies of any issue, sent (the address goes now, not 30 days later) or not yet (an unsubscribe
 * during a send stops that address: a copy is owed once, at the owner's press, so none comes back);
 * true when it was there.
 */
export async function removeSubscriber(db: SqlDriver, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('delete from mail_outbox where recipient = $1 and kind in ($2, $3)', [
      email,
      NEWSLETTER_CONFIRM_KIND,
      NEWSLETTER_ISSUE_KIND,
    ])
    const rows = await tx.query('delete from newsletter_subscribers where email = $1 returning email', [
      email,
    ])
    return rows.length > 0
  })
}

export async function listSubscribers(
  db: SqlDriver,
  status: Subscriber['status'] = 'confirmed',
): Promise<Subscriber[]> {
  const rows = await db.query<Record<string, unknown>>(
    'select email, status, requested_at, confirmed_at from newsletter_subscribers where status = $1 order by confirmed_at, email',
    [status],
  )
  return rows.map(toSubscriber)
}
