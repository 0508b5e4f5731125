/**
 * The booking store: one interface, one set of SQL statements (the dialect SQLite and Postgres
 * share), the platform's two drivers (functions/platform/db/sqlite.ts, functions/platform/db/postgres.ts). The
 * database itself refuses a second live booking of one slot (a partial unique index), so two
 * visitors pressing "Book" for the same time at once get one booking and one 409.
 *
 * A new booking only holds its slot (`held_until`) until the visitor confirms it from the e-mail
 * (`confirmed_at`); an unconfirmed hold past its time is expired: its row is kept as cancelled
 * with no one named in it (for the hourly count), its e-mail row deleted, the slot free again.
 */

import type { SqlClient, SqlDriver, SqliteOptions, SqlValue } from '#functions/platform/db/sql.ts'
import { type OwedMessage, owe } from '#functions/platform/mail/outbox.ts'
import { mailboxKey } from '#functions/platform/mailbox.ts'

export type { SqlClient, SqlDriver, SqlValue }

/** How long a booking is kept after its date (the privacy policy says 12 months). */
/**
 * The booking database's SQLite file (data/bookings.db beside the orders' by default): the bookings
 * and, as in the order database, the mail outbox, so the e-mails a booking owes are written in its
 * transaction. WAL with synchronous=normal: a commit is safe from a crash of this process (the
 * visitor's booking is never half-written), and is fsynced at checkpoints rather than each time: a
 * power cut can lose the last moments' bookings, never corrupt the file (decision 0096).
 */
export const BOOKINGS_SQLITE: SqliteOptions = {
  pragmas: 'pragma journal_mode = wal; pragma synchronous = normal; pragma busy_timeout = 5000',
  schema: {
    tables: ['bookings', 'mail_outbox', 'owner_actions', 'booking_blocked_days'],
    legacySteps: [
      '20261125000000_bookings.sql',
      '20261125010000_outbox_shipping_refunds.sql',
      '20261201100000_booking_holds.sql',
    ],
  },
}

export const RETENTION_DAYS = 365

/**
 * Expires the unconfirmed holds past their time, then deletes the bookings more than
 * RETENTION_DAYS past at `now` (and their e-mail rows); how many bookings were deleted.
 */
export async function purgePastRetention(store: Pick<BookingStore, 'purge' | 'expireHolds'>, now: Date) {
  await store.expireHolds(now)
  return store.purge(new Date(now.getTime() - RETENTION_DAYS * 86_400_000))
}

/** The limits a new booking is checked against, in the transaction that makes it. */
export interface BookRules {
  maxPerDay: number
  /** How long an unconfirmed booking holds its slot. */
  holdMs: number
  /** Most future consultations, held or confirmed, per mailbox and per phone number. */
  perPerson: number
  /** Most new bookings in any hour, for the whole site. */
  hourlyCap: number
}

/** The phone number as its digits, for counting per person. */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '')

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
  /** 'booked': held (confirmedAt null) or confirmed; 'cancelled': by someone, or an expired hold (cancelledBy null). */
  status: 'booked' | 'cancelled'
  createdAt: string
  /** Until then an unconfirmed booking holds its slot. */
  heldUntil: string | null
  confirmedAt: string | null
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
  /** This mailbox, or this phone number, already has the most future consultations allowed. */
  | { outcome: 'mailbox' }
  | { outcome: 'phone' }
  /** The site took the most new bookings allowed in the last hour. */
  | { outcome: 'capped' }

export type ConfirmResult =
  | { outcome: 'confirmed' | 'already'; booking: Booking }
  /** The hold ran out before the confirmation. */
  | { outcome: 'expired' }
  /** Confirmed, then cancelled. */
  | { outcome: 'cancelled' }
  | { outcome: 'missing' }

/** The e-mails a new booking owes: the visitor's confirm link; the owner's notice when the cap trips. */
export interface BookMail {
  held(booking: Booking): Promise<MailChange>
  capped(now: Date): MailChange
}
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
  book(booking: NewBooking, rules: BookRules, now?: Date, mail?: BookMail): Promise<BookResult>
  /** Confirms a held booking (once); what it owes from then on (invitations, reminder) is recorded. */
  confirm(ref: string, now?: Date, mail?: (booking: Booking) => Promise<MailChange>): Promise<ConfirmResult>
  /** Starts (epoch ms) of live bookings (confirmed, or held at `now`) starting in [from, to). */
  bookedStarts(from: number, to: number, now?: Date): Promise<number[]>
  /**
   * Closes a practice-local date (YYYY-MM-DD) to new bookings; false when it was closed already.
   * The bookings already made that day are left as they are.
   */
  blockDay(day: string, now?: Date): Promise<boolean>
  /** The closed dates in [from, to] (YYYY-MM-DD, inclusive), in order. */
  blockedDays(from: string, to: string): Promise<string[]>
  /** Frees the slots of unconfirmed holds past their time; how many. */
  expireHolds(now: Date): Promise<number>
  get(ref: string): Promise<Booking | null>
  cancel(
    ref: string,
    by: 'visitor' | 'owner',
    now?: Date,
    mail?: (booking: Booking) => Promise<MailChange>,
  ): Promise<CancelResult>
  /** Confirmed live bookings starting at or after `from`, soonest first. */
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
  'held_until',
  'confirmed_at',
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
    heldUntil: iso(row.held_until),
    confirmedAt: iso(row.confirmed_at),
  }
}

/** A booking reference a visitor can read out on the phone: BK- and 8 letters/digits (no 0/O, 1/I). */
export function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  return `BK-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`
}

export const REFERENCE_PATTERN = /^BK-[A-HJ-NP-Z2-9]{8}$/

const DAY_MS = 86_400_000

/** A live booking at $3: confirmed, or still held. */
const LIVE = "status = 'booked' and (confirmed_at is not null or held_until > $3)"

/** The hold e-mail's outbox id is this and the reference (functions/booking/outbox.ts). */
export const HOLD_MAIL_PREFIX = 'booking-hold:'

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

  /**
   * Frees the unconfirmed holds past their time: nobody confirmed them, so nothing names anyone.
   * Only the counting keys stay a day (the per-person limit), then go too.
   */
  async function expire(tx: SqlClient, now: Date): Promise<number> {
    const lapsed = "status = 'booked' and confirmed_at is null and held_until <= $1"
    await tx.query(
      `delete from mail_outbox where id in (select '${HOLD_MAIL_PREFIX}' || ref from bookings where ${lapsed})`,
      [now.toISOString()],
    )
    const gone = await tx.query(
      `update bookings set status = 'cancelled', cancelled_at = held_until, name = '', email = '', phone = '',
         note = null where ${lapsed} returning ref`,
      [now.toISOString()],
    )
    await tx.query(
      `update bookings set email_key = '', phone_key = ''
       where confirmed_at is null and status = 'cancelled' and created_at <= $1 and email_key <> ''`,
      [new Date(now.getTime() - DAY_MS).toISOString()],
    )
    return gone.length
  }

  return {
    db,
    book(b, rules, now = new Date(), mail) {
      return db.transaction(async (tx): Promise<BookResult> => {
        // Postgres: one new booking at a time, so two cannot both pass the counts below (SQLite's
        // write transactions are serial already). Bookings are few; the wait is nothing.
        if (db.dialect === 'postgres')
          await tx.query("select pg_advisory_xact_lock(hashtext('booking-new'))", [])
        await expire(tx, now)
        const count = async (sql: string, params: SqlValue[]) =>
          Number((await tx.query<{ n: unknown }>(sql, params))[0]?.n ?? 0)
        // A person's future consultations, and the holds they let lapse in the last day: a stranger's
        // address gets at most this many confirm e-mails a day, however the holds end.
        const mine = `select count(*) as n from bookings where
          ((status = 'booked' and slot_end > $2) or (confirmed_at is null and created_at > $3)) and `
        const email = mailboxKey(b.email)
        const phone = phoneKey(b.phone)
        const since = [now.toISOString(), new Date(now.getTime() - DAY_MS).toISOString()]
        if ((await count(`${mine} email_key = $1`, [email, ...since])) >= rules.perPerson)
          return { outcome: 'mailbox' }
        if ((await count(`${mine} phone_key = $1`, [phone, ...since])) >= rules.perPerson)
          return { outcome: 'phone' }
        const hourAgo = new Date(now.getTime() - 3_600_000).toISOString()
        // Every booking made counts, expired holds too: letting holds lapse does not reopen the cap.
        if (
          (await count('select count(*) as n from bookings where created_at > $1', [hourAgo])) >=
          rules.hourlyCap
        ) {
          await record(tx, mail?.capped(now), now)
          return { outcome: 'capped' }
        }
        if (
          (await count("select count(*) as n from bookings where day = $1 and status = 'booked'", [b.day])) >=
          rules.maxPerDay
        )
          return { outcome: 'full' }
        const inserted = await rows(
          tx,
          `insert into bookings (ref, slot_start, slot_end, day, name, email, phone, contact_method, note, status, created_at, held_until, email_key, phone_key)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'booked', $10, $11, $12, $13)
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
            new Date(now.getTime() + rules.holdMs).toISOString(),
            email,
            phone,
          ],
        )
        if (!inserted[0]) return { outcome: 'taken' }
        await record(tx, await mail?.held(inserted[0]), now)
        return { outcome: 'booked', booking: inserted[0] }
      })
    },

    confirm(ref, now = new Date(), mail) {
      return db.transaction(async (tx): Promise<ConfirmResult> => {
        await expire(tx, now)
        const [row] = await rows(
          tx,
          `update bookings set confirmed_at = $2
           where ref = $1 and status = 'booked' and confirmed_at is null returning ${LIST}`,
          [ref, now.toISOString()],
        )
        if (row) {
          await record(tx, await mail?.(row), now)
          return { outcome: 'confirmed', booking: row }
        }
        const [existing] = await rows(tx, `select ${LIST} from bookings where ref = $1`, [ref])
        if (!existing) return { outcome: 'missing' }
        if (!existing.confirmedAt) return { outcome: 'expired' }
        return existing.status === 'booked'
          ? { outcome: 'already', booking: existing }
          : { outcome: 'cancelled' }
      })
    },

    async bookedStarts(from, to, now = new Date()) {
      const found = await db.query<{ slot_start: unknown }>(
        `select slot_start from bookings where ${LIVE} and slot_start >= $1 and slot_start < $2`,
        [isoOf(from), isoOf(to), now.toISOString()],
      )
      return found.map((r) => ms(r.slot_start))
    },

    async blockDay(day, now = new Date()) {
      const added = await db.query(
        'insert into booking_blocked_days (day, blocked_at) values ($1, $2) on conflict (day) do nothing returning day',
        [day, now.toISOString()],
      )
      return added.length > 0
    },

    async blockedDays(from, to) {
      const found = await db.query<{ day: unknown }>(
        'select day from booking_blocked_days where day >= $1 and day <= $2 order by day',
        [from, to],
      )
      return found.map((r) => String(r.day))
    },

    expireHolds(now) {
      return db.transaction((tx) => expire(tx, now))
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
        `select ${LIST} from bookings where status = 'booked' and confirmed_at is not null and slot_start >= $1
         order by slot_start limit $2`,
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
        await tx.query('delete from booking_blocked_days where day < $1', [before.toISOString().slice(0, 10)])
        return gone.length
      })
    },

    async markReminded(ref, at) {
      await db.query('update bookings set reminded_at = $2 where ref = $1', [ref, at.toISOString()])
    },

    close: () => db.close(),
  }
}
