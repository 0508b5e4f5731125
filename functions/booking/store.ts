/**
 * The booking store: one interface, one set of SQL statements (the dialect SQLite and Postgres
 * share), two small drivers (functions/booking/sqlite.ts, functions/booking/postgres.ts). The
 * database itself refuses a second live booking of one slot (a partial unique index), so two
 * visitors pressing "Book" for the same time at once get one booking and one 409.
 */
import { type OwedMessage, owe } from '#functions/mail/outbox.ts'
import type { SqlClient, SqlDriver, SqlValue } from '#functions/sql.ts'

export type { SqlClient, SqlDriver, SqlValue }

/** How long a booking is kept after its date (the privacy policy says 12 months). */
export const RETENTION_DAYS = 365

/** Deletes the bookings more than RETENTION_DAYS past at `now` (and their e-mail rows); how many. */
export const purgePastRetention = (store: Pick<BookingStore, 'purge'>, now: Date) =>
  store.purge(new Date(now.getTime() - RETENTION_DAYS * 86_400_000))

export type ContactMethod = 'phone' | 'video'

export interface NewBooking {
  /** Epoch milliseconds. */
  start: number
  end: number
  /** Practice-local date of the start, YYYY-MM-DD. */
  day: string
  name: string
  email: string
  phone: string
  contactMethod: ContactMethod
  note: string | null
}

export interface Booking extends NewBooking {
  ref: string
  status: 'booked' | 'cancelled'
  createdAt: string
  cancelledAt: string | null
  cancelledBy: 'visitor' | 'owner' | null
  remindedAt: string | null
}

export type BookResult =
  | { outcome: 'booked'; booking: Booking }
  /** Someone else holds the slot. */
  | { outcome: 'taken' }
  /** The day already has the most consultations allowed. */
  | { outcome: 'full' }

export type CancelResult =
  | { outcome: 'cancelled'; booking: Booking }
  | { outcome: 'already'; booking: Booking }
  | { outcome: 'missing' }

/** The e-mails a change owes, recorded in its own transaction (the mail outbox, decision 0085). */
export interface MailChange {
  owe: OwedMessage[]
  /** Owed messages no longer wanted (a cancelled booking's reminder), removed if not sent yet. */
  withdraw?: string[]
}

export interface BookingStore {
  /** The driver, for the mail outbox that shares the database. */
  db: SqlDriver
  book(
    booking: NewBooking,
    maxPerDay: number,
    now?: Date,
    mail?: (booking: Booking) => Promise<MailChange>,
  ): Promise<BookResult>
  /** Starts (epoch ms) of live bookings starting in [from, to). */
  bookedStarts(from: number, to: number): Promise<number[]>
  get(ref: string): Promise<Booking | null>
  cancel(
    ref: string,
    by: 'visitor' | 'owner',
    now?: Date,
    mail?: (booking: Booking) => Promise<MailChange>,
  ): Promise<CancelResult>
  /** Live bookings starting at or after `from`, soonest first. */
  upcoming(from: Date, limit?: number): Promise<Booking[]>
  /** Every booking kept, past and cancelled ones included, by time: the owner's full export. */
  all(): Promise<Booking[]>
  /** Deletes bookings that started before `before`, and the booking e-mails created before it; how many bookings. */
  purge(before: Date): Promise<number>
  /** Notes that the reminder went out. */
  markReminded(ref: string, at: Date): Promise<void>
  close(): Promise<void>
}

const COLUMNS = [
  'ref',
  'slot_start',
  'slot_end',
  'day',
  'name',
  'email',
  'phone',
  'contact_method',
  'note',
  'status',
  'created_at',
  'cancelled_at',
  'cancelled_by',
  'reminded_at',
] as const
const LIST = COLUMNS.join(', ')
type Row = Record<(typeof COLUMNS)[number], unknown>

const text = (v: unknown) => (v === null || v === undefined ? null : String(v))
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : text(v))
const ms = (v: unknown) => (v instanceof Date ? v.getTime() : Date.parse(String(v)))

function toBooking(row: Row): Booking {
  return {
    ref: String(row.ref),
    start: ms(row.slot_start),
    end: ms(row.slot_end),
    day: String(row.day),
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    contactMethod: row.contact_method as ContactMethod,
    note: text(row.note),
    status: row.status as Booking['status'],
    createdAt: iso(row.created_at)!,
    cancelledAt: iso(row.cancelled_at),
    cancelledBy: text(row.cancelled_by) as Booking['cancelledBy'],
    remindedAt: iso(row.reminded_at),
  }
}

/** A booking reference a visitor can read out on the phone: BK- and 8 letters/digits (no 0/O, 1/I). */
export function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  return `BK-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`
}

export const REFERENCE_PATTERN = /^BK-[A-HJ-NP-Z2-9]{8}$/

export function createBookingStore(db: SqlDriver): BookingStore {
  const isoOf = (t: number) => new Date(t).toISOString()
  const rows = async (client: SqlClient, sql: string, params: SqlValue[]) =>
    (await client.query<Row>(sql, params)).map(toBooking)

  /** Records what a change owes, in the change's transaction. */
  async function record(tx: SqlClient, change: MailChange | undefined, now: Date) {
    for (const id of change?.withdraw ?? [])
      await tx.query('delete from mail_outbox where id = $1 and sent_at is null', [id])
    for (const message of change?.owe ?? []) await owe(tx, message, now)
  }

  return {
    db,
    book(b, maxPerDay, now = new Date(), mail) {
      return db.transaction(async (tx): Promise<BookResult> => {
        // Postgres: one transaction per day at a time, so two bookings cannot both pass the
        // per-day count (SQLite's write transactions are serial already).
        if (db.dialect === 'postgres')
          await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`booking-day:${b.day}`])
        const [count] = await tx.query<{ n: unknown }>(
          "select count(*) as n from bookings where day = $1 and status = 'booked'",
          [b.day],
        )
        if (Number(count?.n ?? 0) >= maxPerDay) return { outcome: 'full' }
        const inserted = await rows(
          tx,
          `insert into bookings (ref, slot_start, slot_end, day, name, email, phone, contact_method, note, status, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'booked', $10)
           on conflict do nothing returning ${LIST}`,
          [
            newReference(),
            isoOf(b.start),
            isoOf(b.end),
            b.day,
            b.name,
            b.email,
            b.phone,
            b.contactMethod,
            b.note,
            now.toISOString(),
          ],
        )
        if (!inserted[0]) return { outcome: 'taken' }
        await record(tx, await mail?.(inserted[0]), now)
        return { outcome: 'booked', booking: inserted[0] }
      })
    },

    async bookedStarts(from, to) {
      const found = await db.query<{ slot_start: unknown }>(
        "select slot_start from bookings where status = 'booked' and slot_start >= $1 and slot_start < $2",
        [isoOf(from), isoOf(to)],
      )
      return found.map((r) => ms(r.slot_start))
    },

    async get(ref) {
      return (await rows(db, `select ${LIST} from bookings where ref = $1`, [ref]))[0] ?? null
    },

    async cancel(ref, by, now = new Date(), mail) {
      const changed = await db.transaction(async (tx) => {
        const [row] = await rows(
          tx,
          `update bookings set status = 'cancelled', cancelled_at = $2, cancelled_by = $3
           where ref = $1 and status = 'booked' returning ${LIST}`,
          [ref, now.toISOString(), by],
        )
        if (row) await record(tx, await mail?.(row), now)
        return row
      })
      if (changed) return { outcome: 'cancelled', booking: changed }
      const existing = await this.get(ref)
      return existing ? { outcome: 'already', booking: existing } : { outcome: 'missing' }
    },

    upcoming(from, limit = 200) {
      return rows(
        db,
        `select ${LIST} from bookings where status = 'booked' and slot_start >= $1 order by slot_start limit $2`,
        [from.toISOString(), limit],
      )
    },

    all() {
      return rows(db, `select ${LIST} from bookings order by slot_start, ref`, [])
    },

    purge(before) {
      return db.transaction(async (tx) => {
        const gone = await tx.query('delete from bookings where slot_start < $1 returning ref', [
          before.toISOString(),
        ])
        await tx.query("delete from mail_outbox where kind like 'booking-%' and created_at < $1", [
          before.toISOString(),
        ])
        return gone.length
      })
    },

    async markReminded(ref, at) {
      await db.query('update bookings set reminded_at = $2 where ref = $1', [ref, at.toISOString()])
    },

    close: () => db.close(),
  }
}
