/**
 * The outbox: every e-mail the site owes is a row in `mail_outbox`, written in the same transaction
 * as the change that owes it (an order becoming paid, an order shipped, a newsletter sign-up), then
 * sent by a sweep. A crash, a dead mail server or a restart delays a message; none is lost, and a
 * message is sent by one sweep only (a sweep claims a row before sending it). See decision 0085.
 *
 * To add a kind of message: give it a name, a composer (payload → MailMessage) in the composers
 * passed to createOutbox, and call `owe(tx, …)` inside the transaction that owes it.
 */
import type { SqlClient, SqlDriver } from '#functions/platform/db/sql.ts'
import type { MailMessage } from './message.ts'
import type { MailTransport } from './transport.ts'

/** A message owed: `id` is its idempotency key (owing the same id twice records it once). */
export interface OwedMessage {
  id: string
  kind: string
  recipient: string
  /** JSON data the kind's composer turns into the message when it is sent. */
  payload: unknown
  /** Not sent before this time (a reminder); default: at once. */
  notBefore?: Date
}

export interface OutboxRow {
  id: string
  kind: string
  recipient: string
  payload: unknown
  notBefore: string
  attempts: number
  lastError: string | null
  createdAt: string
  sentAt: string | null
}

export type Composer = (payload: never, recipient: string) => MailMessage | Promise<MailMessage>

/** Records a message as owed, inside the caller's transaction. */
export async function owe(tx: SqlClient, message: OwedMessage, now: Date): Promise<void> {
  await tx.query(
    `insert into mail_outbox (id, kind, recipient, payload, not_before, attempts, created_at)
     values ($1, $2, $3, $4, $5, 0, $6) on conflict do nothing`,
    [
      message.id,
      message.kind,
      message.recipient,
      JSON.stringify(message.payload),
      (message.notBefore ?? now).toISOString(),
      now.toISOString(),
    ],
  )
}

/**
 * How long the outbox keeps a message's row: a sent one (its payload already gone, its recipient
 * still there) for 30 days, as a record that it went; one never sent (a mail server refusing it
 * for months) no longer than anything else the site keeps, 12 months.
 */
export const SENT_MAIL_KEPT_MS = 30 * 24 * 3600_000
export const MAIL_KEPT_MS = 365 * 24 * 3600_000

/** Deletes the rows past SENT_MAIL_KEPT_MS / MAIL_KEPT_MS at `now`; how many went. */
export async function purgeMail(db: SqlClient, now: Date): Promise<number> {
  const rows = await db.query(
    'delete from mail_outbox where (sent_at is not null and sent_at < $1) or created_at < $2 returning id',
    [
      new Date(now.getTime() - SENT_MAIL_KEPT_MS).toISOString(),
      new Date(now.getTime() - MAIL_KEPT_MS).toISOString(),
    ],
  )
  return rows.length
}

/** How many messages were tried and could not be sent yet (still owed, with an error). */
export async function countUnsent(db: SqlClient): Promise<number> {
  const [row] = await db.query<{ n: unknown }>(
    'select count(*) as n from mail_outbox where sent_at is null and last_error is not null',
  )
  return Number(row?.n ?? 0)
}

/** Back-off after a failed attempt: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000)
}

/** How long a claim holds a row: a sweep that dies mid-send frees its rows after this. */
export const CLAIM_MS = 5 * 60_000

export interface OutboxOptions {
  db: SqlDriver
  transport: MailTransport
  composers: Record<string, Composer>
  /**
   * Kinds sent no faster than this many messages a minute (a newsletter issue's, to stay under what
   * the SMTP provider accepts): counted from the table, so every server sharing it keeps one limit.
   * Past it, the rest waits for a later sweep (`SweepResult.held`).
   */
  rates?: Record<string, number>
  /** Called once a message is sent (e.g. to note the time on the order). */
  onSent?: (row: OutboxRow, at: Date) => Promise<void>
  now?: () => Date
  log?: (message: string) => void
}

export interface SweepResult {
  sent: number
  failed: number
  /** Messages of a rate-limited kind due now but left for the next minute. */
  held?: number
}

/** How many rows of a rate-limited kind one claim takes: each batch is sent well within CLAIM_MS. */
const RATED_CHUNK = 10

export interface Outbox {
  route: MailTransport['route']
  /** Sends every message due (one sweep at a time per outbox; rows claimed first). */
  sweep(): Promise<SweepResult>
  /** Messages not sent yet, oldest first. */
  owed(limit?: number): Promise<OutboxRow[]>
}

const COLUMNS = 'id, kind, recipient, payload, not_before, attempts, last_error, created_at, sent_at'
const time = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null ? null : String(v))
const toRow = (r: Record<string, unknown>): OutboxRow => ({
  id: String(r.id),
  kind: String(r.kind),
  recipient: String(r.recipient),
  payload: JSON.parse(String(r.payload)),
  notBefore: time(r.not_before)!,
  attempts: Number(r.attempts),
  lastError: r.last_error === null ? null : String(r.last_error),
  createdAt: time(r.created_at)!,
  sentAt: time(r.sent_at),
})

const errorText = (error: unknown) => {
  const e = error as { code?: string; message?: string }
  return `${e?.code ? `${e.code} ` : ''}${e?.message ?? String(error)}`.slice(0, 300)
}

/** A mail server's refusal often quotes the recipient ("550 <ann@…> unknown"): not in a log line. */
const withoutAddresses = (text: string) => text.replace(/[^\s<>"'@:;,()]+@[^\s<>"';,()]+/g, '<address>')

export function createOutbox(options: OutboxOptions): Outbox {
  const { db, transport, composers } = options
  const now = options.now ?? (() => new Date())
  const log = options.log ?? ((message: string) => console.error(message))
  let running: Promise<SweepResult> | undefined
  let again = false

  async function sendOne(id: string, at: Date): Promise<'sent' | 'failed' | 'skipped'> {
    const [claimed] = await db.query(
      `update mail_outbox set claimed_until = $2, attempts = attempts + 1
       where id = $1 and sent_at is null and not_before <= $3 and (claimed_until is null or claimed_until <= $3)
       returning ${COLUMNS}`,
      [id, new Date(at.getTime() + CLAIM_MS).toISOString(), at.toISOString()],
    )
    if (!claimed) return 'skipped'
    return deliver(toRow(claimed))
  }

  /**
   * Claims up to RATED_CHUNK due rows of a rate-limited kind, as many as the last minute leaves
   * (sent, or claimed and being sent, by any server). Counting and claiming are one transaction,
   * serialized on Postgres by an advisory lock: two servers cannot both spend the same minute.
   */
  async function claimRated(kind: string, perMinute: number, at: Date) {
    return db.transaction(async (tx) => {
      if (db.dialect === 'postgres')
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`mail_outbox rate ${kind}`])
      const [used] = await tx.query<{ n: number | string }>(
        `select count(*) as n from mail_outbox where kind = $1
           and ((sent_at is not null and sent_at > $2) or (sent_at is null and claimed_until > $3))`,
        [kind, new Date(at.getTime() - 60_000).toISOString(), at.toISOString()],
      )
      const budget = Math.min(RATED_CHUNK, perMinute - Number(used?.n ?? 0))
      const due = `select id from mail_outbox where kind = $1 and sent_at is null and not_before <= $2
         and (claimed_until is null or claimed_until <= $2)`
      const rows =
        budget > 0
          ? await tx.query(
              `update mail_outbox set claimed_until = $3, attempts = attempts + 1
               where id in (${due} order by not_before, id limit $4) returning ${COLUMNS}`,
              [kind, at.toISOString(), new Date(at.getTime() + CLAIM_MS).toISOString(), budget],
            )
          : []
      const [left] = await tx.query<{ n: number | string }>(`select count(*) as n from (${due}) as d`, [
        kind,
        at.toISOString(),
      ])
      return { rows: rows.map(toRow), held: Number(left?.n ?? 0) }
    })
  }

  async function deliver(row: OutboxRow): Promise<'sent' | 'failed'> {
    try {
      const compose = composers[row.kind]
      if (!compose) throw new Error(`no composer for kind ${row.kind}`)
      const message = await compose(row.payload as never, row.recipient)
      await transport.send(row.id, message)
    } catch (error) {
      const retry = new Date(now().getTime() + retryDelayMs(row.attempts))
      await db.query(
        'update mail_outbox set claimed_until = null, not_before = $2, last_error = $3 where id = $1',
        [row.id, retry.toISOString(), errorText(error)],
      )
      log(
        `mail: ${row.id} not sent (attempt ${row.attempts}, next ${retry.toISOString()}): ${withoutAddresses(errorText(error))}`,
      )
      return 'failed'
    }
    const sentAt = now()
    await db.query(
      // A sent message keeps no copy of what it said (addresses, orders): only that it went.
      "update mail_outbox set sent_at = $2, claimed_until = null, last_error = null, payload = 'null' where id = $1",
      [row.id, sentAt.toISOString()],
    )
    await options.onSent?.(row, sentAt)
    return 'sent'
  }

  async function sweepOnce(): Promise<SweepResult> {
    const result: SweepResult = { sent: 0, failed: 0 }
    if (transport.route === 'none') return result
    const at = now()
    // Only the kinds this outbox composes: another feature's outbox may share the table (Postgres).
    const rates = options.rates ?? {}
    const kinds = Object.keys(composers).filter((kind) => !(kind in rates))
    for (const [kind, perMinute] of Object.entries(rates)) {
      if (!(kind in composers)) continue
      for (;;) {
        const claimed = await claimRated(kind, perMinute, now())
        let failed = false
        for (const row of claimed.rows) {
          const outcome = await deliver(row)
          result[outcome]++
          failed ||= outcome === 'failed'
        }
        // A refusal usually means the mail server is down or pushing back: the rest waits too.
        if (!claimed.rows.length || !claimed.held || failed) {
          result.held = (result.held ?? 0) + claimed.held
          break
        }
      }
    }
    const due = await db.query<{ id: string }>(
      `select id from mail_outbox where sent_at is null and not_before <= $1
         and (claimed_until is null or claimed_until <= $1)
         and kind in (${kinds.map((_, i) => `$${i + 2}`).join(', ')}) order by not_before, id limit 50`,
      [at.toISOString(), ...kinds],
    )
    for (const { id } of due) {
      const outcome = await sendOne(id, at)
      if (outcome === 'sent') result.sent++
      else if (outcome === 'failed') result.failed++
    }
    return result
  }

  return {
    route: transport.route,
    sweep() {
      // A sweep asked for while one runs runs once more after it (a message owed meanwhile).
      if (running) {
        again = true
        return running
      }
      running = (async () => {
        const total: SweepResult = { sent: 0, failed: 0 }
        do {
          again = false
          const r = await sweepOnce()
          total.sent += r.sent
          total.failed += r.failed
          if (r.held !== undefined) total.held = r.held
        } while (again)
        return total
      })().finally(() => {
        running = undefined
      })
      return running
    },
    async owed(limit = 100) {
      const rows = await db.query(
        `select ${COLUMNS} from mail_outbox where sent_at is null order by created_at, id limit $1`,
        [limit],
      )
      return rows.map(toRow)
    },
  }
}
