-- Free consultations booked on the site (functions/booking). One row per booking; a cancelled
-- booking keeps its row (status 'cancelled') so its cancel link can say "already cancelled".
-- SQLite applies this file too (functions/platform/db/migrate-sqlite.ts).

create table if not exists public.bookings (
  ref text primary key,
  slot_start timestamptz not null,
  slot_end timestamptz not null,
  -- The practice-local date (YYYY-MM-DD): the most-per-day rule counts by it.
  day text not null,
  name text not null,
  email text not null,
  phone text not null,
  contact_method text not null check (contact_method in ('phone', 'video')),
  note text,
  status text not null default 'booked' check (status in ('booked', 'cancelled')),
  created_at timestamptz not null default now(),
  cancelled_at timestamptz,
  cancelled_by text check (cancelled_by in ('visitor', 'owner')),
  reminded_at timestamptz
);

-- No double booking: at most one live booking per slot, enforced by the database itself.
create unique index if not exists bookings_one_per_slot on public.bookings (slot_start) where status = 'booked';
create index if not exists bookings_day on public.bookings (day) where status = 'booked';

-- Only the functions (connecting as the database owner) read or write it; the public anon key
-- the browser holds sees nothing.
alter table public.bookings enable row level security;
