/**
 * The SQLite schema steps the stores applied on open before the schema had one source (counted in
 * PRAGMA user_version), kept verbatim: the adoption test builds databases with them, as an
 * owner's running site has them, and opens them with the current code. Never edit.
 */

/** data/orders.db: user_version 1 to 4. */
export const LEGACY_ORDERS_STEPS = [
  `create table orders (
    session_id text primary key,
    payment_intent_id text unique,
    status text not null check (status in ('processing', 'paid', 'failed', 'expired', 'refunded')),
    product_id text not null,
    product_name text not null,
    color text,
    quantity integer not null check (quantity > 0),
    amount_total integer not null,
    amount_refunded integer not null default 0,
    currency text not null,
    buyer_name text,
    buyer_email text,
    shipping_name text,
    shipping_line1 text,
    shipping_line2 text,
    shipping_city text,
    shipping_state text,
    shipping_postal_code text,
    shipping_country text,
    livemode integer not null default 0,
    created_at text not null,
    updated_at text not null,
    paid_at text,
    shipped_at text,
    notified_at text
  );
  create index orders_created_at on orders (created_at desc);
  create table stripe_events (
    id text primary key,
    type text not null,
    received_at text not null
  );`,
  // Step 2 (supabase/migrations/20261125010000_outbox_shipping_refunds.sql): partially_refunded,
  // carrier and tracking number (SQLite changes a check constraint by rebuilding the table), and
  // the e-mail outbox.
  `create table orders_next (
    session_id text primary key,
    payment_intent_id text unique,
    status text not null check (status in ('processing', 'paid', 'failed', 'expired', 'partially_refunded', 'refunded')),
    product_id text not null,
    product_name text not null,
    color text,
    quantity integer not null check (quantity > 0),
    amount_total integer not null,
    amount_refunded integer not null default 0,
    currency text not null,
    buyer_name text,
    buyer_email text,
    shipping_name text,
    shipping_line1 text,
    shipping_line2 text,
    shipping_city text,
    shipping_state text,
    shipping_postal_code text,
    shipping_country text,
    livemode integer not null default 0,
    created_at text not null,
    updated_at text not null,
    paid_at text,
    shipped_at text,
    notified_at text,
    carrier text,
    tracking_number text
  );
  insert into orders_next (session_id, payment_intent_id, status, product_id, product_name, color, quantity, amount_total, amount_refunded, currency, buyer_name, buyer_email, shipping_name, shipping_line1, shipping_line2, shipping_city, shipping_state, shipping_postal_code, shipping_country, livemode, created_at, updated_at, paid_at, shipped_at, notified_at)
    select session_id, payment_intent_id, status, product_id, product_name, color, quantity, amount_total, amount_refunded, currency, buyer_name, buyer_email, shipping_name, shipping_line1, shipping_line2, shipping_city, shipping_state, shipping_postal_code, shipping_country, livemode, created_at, updated_at, paid_at, shipped_at, notified_at from orders;
  drop table orders;
  alter table orders_next rename to orders;
  create index orders_created_at on orders (created_at desc);
  create table mail_outbox (
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
  // Step 3 (supabase/migrations/20261125020000_newsletter.sql): newsletter subscribers.
  `create table newsletter_subscribers (
    email text primary key,
    status text not null check (status in ('pending', 'confirmed')),
    requested_at text not null,
    confirmed_at text
  );`,
  // Step 4 (supabase/migrations/20261201000000_newsletter_requests.sql): the newsletter's limits.
  `create table newsletter_requests (
    mailbox text not null,
    domain text not null,
    requested_at text not null
  );
  create index newsletter_requests_mailbox on newsletter_requests (mailbox, requested_at);
  create index newsletter_requests_domain on newsletter_requests (domain, requested_at);
  create index newsletter_requests_at on newsletter_requests (requested_at);`,
]

/** data/bookings.db: user_version 1 to 3. */
export const LEGACY_BOOKINGS_STEPS = [
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
  // The mail outbox (functions/platform/mail/outbox.ts), as in the order database: on SQLite the bookings
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
