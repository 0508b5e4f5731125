/**
 * The record of what the owner did (table owner_actions, supabase/migrations): one row per action
 * and subject, written by the action's own host once it is done. The row is also the "works once"
 * rule: a link whose action is recorded changes nothing more.
 */
import type { SqlClient, SqlDriver } from '#functions/platform/db/sql.ts'

export interface OwnerActionRecord {
  action: string
  subject: string
  /** Who: 'e-mail link' or 'command line'. */
  actor: string
  /** What, in a few words (carrier and tracking number; "client told, with a message"). */
  detail: string | null
  /** ISO 8601 (UTC). */
  doneAt: string
}

const time = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v))

const toRecord = (r: Record<string, unknown>): OwnerActionRecord => ({
  action: String(r.action),
  subject: String(r.subject),
  actor: String(r.actor),
  detail: r.detail === null || r.detail === undefined ? null : String(r.detail),
  doneAt: time(r.done_at),
})

/** Records an action; false when one was already recorded for this action and subject. */
export async function recordAction(
  db: SqlClient,
  record: Omit<OwnerActionRecord, 'doneAt'>,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `insert into owner_actions (action, subject, actor, detail, done_at) values ($1, $2, $3, $4, $5)
     on conflict (action, subject) do nothing returning action`,
    [record.action, record.subject, record.actor, record.detail, at.toISOString()],
  )
  return rows.length > 0
}

export async function findAction(
  db: SqlClient,
  action: string,
  subject: string,
): Promise<OwnerActionRecord | null> {
  const rows = await db.query<Record<string, unknown>>(
    'select action, subject, actor, detail, done_at from owner_actions where action = $1 and subject = $2',
    [action, subject],
  )
  return rows[0] ? toRecord(rows[0]) : null
}

/** Newest first, for `npm run orders` and `npm run bookings`. */
export async function listActions(
  db: SqlDriver,
  actions: readonly string[],
  limit = 50,
): Promise<OwnerActionRecord[]> {
  const placeholders = actions.map((_, i) => `$${i + 2}`).join(', ')
  const rows = await db.query<Record<string, unknown>>(
    `select action, subject, actor, detail, done_at from owner_actions where action in (${placeholders})
     order by done_at desc, subject limit $1`,
    [limit, ...actions],
  )
  return rows.map(toRecord)
}
