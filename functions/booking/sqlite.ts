/**
 * The embedded booking store: SQLite through node:sqlite, in its own file beside the order store's
 * (data/bookings.db by default). Node only. The schema mirrors supabase/migrations.
 */
import { openSqliteDriver } from '#functions/orders/sqlite.ts'
import { type BookingStore, createBookingStore } from './store.ts'

const MIGRATIONS = [
  `create table bookings (
    ref text primary key,
    slot_start text not null,
    slot_end text not null,
    day text not null,
    name text not null,
    email text not null,
    phone text not null,
    contact_method text not null check (contact_method in ('phone', 'video')),
    note text,
    status text not null default 'booked' check (status in ('booked', 'cancelled')),
    created_at text not null,
    cancelled_at text,
    cancelled_by text check (cancelled_by in ('visitor', 'owner')),
    reminded_at text
  );
  create unique index bookings_one_per_slot on bookings (slot_start) where status = 'booked';
  create index bookings_day on bookings (day) where status = 'booked';`,
  // The mail outbox (functions/mail/outbox.ts), as in the order database: on SQLite the bookings
  // keep their own file, so the e-mails they owe are written in the same transaction.
  `create table mail_outbox (
    id text primary key,
    kind text not null,
    recipient text not null,
    payload text not null,
    not_before text not null,
    attempts integer not null default 0,
    claimed_until text,
    last_error text,
    created_at text not null,
    sent_at text
  );
  create index mail_outbox_due on mail_outbox (not_before) where sent_at is null;`,
  // As supabase/migrations/20261201100000_booking_holds.sql.
  `alter table bookings add column held_until text;
  alter table bookings add column confirmed_at text;
  alter table bookings add column email_key text not null default '';
  alter table bookings add column phone_key text not null default '';
  update bookings set confirmed_at = created_at, email_key = lower(email),
    phone_key = replace(replace(replace(replace(replace(replace(phone, ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '');
  create index bookings_email_key on bookings (email_key) where status = 'booked';
  create index bookings_phone_key on bookings (phone_key) where status = 'booked';
  create index bookings_created on bookings (created_at);`,
]

export function openSqliteBookings(file: string): BookingStore {
  // WAL with synchronous=normal: a commit is safe from a crash of this process (the visitor's
  // booking is never half-written), and is fsynced at checkpoints rather than each time: a power
  // cut can lose the last moments' bookings, never corrupt the file (decision 0096).
  return createBookingStore(
    openSqliteDriver(file, {
      pragmas: 'pragma journal_mode = wal; pragma synchronous = normal; pragma busy_timeout = 5000',
      migrations: MIGRATIONS,
    }),
  )
}
