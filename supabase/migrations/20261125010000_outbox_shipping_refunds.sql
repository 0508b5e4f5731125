-- The e-mail outbox (functions/platform/mail/outbox.ts: every message owed, written in the transaction that
-- owes it, sent by a sweep), shipping details, and partial refunds.
-- SQLite applies this file too, rebuilding the table for the new check (functions/platform/db/migrate-sqlite.ts).

alter table public.orders drop constraint if exists orders_status_check;
alter table public.orders add constraint orders_status_check
  check (status in ('processing', 'paid', 'failed', 'expired', 'partially_refunded', 'refunded'));
alter table public.orders add column if not exists carrier text;
alter table public.orders add column if not exists tracking_number text;

create table if not exists public.mail_outbox (
  id text primary key,
  kind text not null,
  recipient text not null,
  payload text not null,
  not_before timestamptz not null,
  attempts integer not null default 0,
  claimed_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index if not exists mail_outbox_due on public.mail_outbox (not_before) where sent_at is null;

alter table public.mail_outbox enable row level security;
