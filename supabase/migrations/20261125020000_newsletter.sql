-- Newsletter subscribers (functions/newsletter): double opt-in; a row is 'pending' until its
-- confirm link is used; unsubscribing deletes it.
-- SQLite applies this file too (functions/platform/db/migrate-sqlite.ts).

create table if not exists public.newsletter_subscribers (
  email text primary key,
  status text not null check (status in ('pending', 'confirmed')),
  requested_at timestamptz not null,
  confirmed_at timestamptz
);

alter table public.newsletter_subscribers enable row level security;
