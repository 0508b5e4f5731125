/**
 * Newsletter subscribers, in the orders database (table newsletter_subscribers): an address is
 * `pending` from the sign-up until its confirm link is used, then `confirmed`. Unsubscribing deletes
 * the row. Unconfirmed addresses are deleted after 30 days. The confirmation e-mail is owed in the
 * sign-up's own transaction (functions/mail/outbox.ts).
 */
import { owe } from '#functions/mail/outbox.ts'
import type { SqlClient, SqlDriver } from '#functions/sql.ts'

export const NEWSLETTER_CONFIRM_KIND = 'newsletter-confirm'
/** A second sign-up for a pending address within this time sends no second e-mail. */
export const RESEND_AFTER_MS = 10 * 60_000
export const PENDING_KEPT_MS = 30 * 24 * 3600_000

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

/** 16 hex digits of the address's SHA-256: tells messages apart without naming the reader. */
async function addressDigest(email: string): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email)))
  return Array.from(hash.subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Deletes the sign-ups never confirmed within PENDING_KEPT_MS of `now`, and their confirmation
 * e-mails' rows (which hold the address); how many sign-ups.
 */
export async function purgeUnconfirmed(db: SqlClient, now: Date): Promise<number> {
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

/** An address as stored: trimmed, lower case (one person, one row). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/**
 * Records a sign-up; returns whether a confirmation e-mail was owed. `payload` builds the e-mail's
 * data (signed links) for the address.
 */
export async function requestSubscription(
  db: SqlDriver,
  email: string,
  now: Date,
  payload: () => Promise<unknown>,
): Promise<boolean> {
  const data = await payload()
  const at = now.toISOString()
  // The id is logged and becomes the Message-ID: a digest of the address, never the address.
  const id = `${NEWSLETTER_CONFIRM_KIND}:${await addressDigest(email)}:${at}`
  return db.transaction(async (tx) => {
    await purgeUnconfirmed(tx, now)
    const [row] = await tx.query<Record<string, unknown>>(
      'select email, status, requested_at, confirmed_at from newsletter_subscribers where email = $1',
      [email],
    )
    const existing = row ? toSubscriber(row) : null
    if (existing?.status === 'confirmed') return false
    if (existing && new Date(existing.requestedAt).getTime() > now.getTime() - RESEND_AFTER_MS) return false
    await tx.query(
      `insert into newsletter_subscribers (email, status, requested_at) values ($1, 'pending', $2)
       on conflict (email) do update set requested_at = $2`,
      [email, at],
    )
    await owe(
      tx,
      {
        id,
        kind: NEWSLETTER_CONFIRM_KIND,
        recipient: email,
        payload: data,
      },
      now,
    )
    return true
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

/** Removes an address, and its confirmation e-mails' rows (which hold it); true when it was there. */
export async function removeSubscriber(db: SqlDriver, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('delete from mail_outbox where kind = $1 and recipient = $2', [
      NEWSLETTER_CONFIRM_KIND,
      email,
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
