-- A booking holds its slot until the visitor confirms it from the e-mail (held_until, confirmed_at);
-- the keys count future consultations per person: the mailbox (lower case, +tag dropped, Gmail's
-- dots) and the phone number's digits. Bookings made before this were confirmed when made.
-- SQLite applies this file too (functions/platform/db/migrate-sqlite.ts).

alter table public.bookings add column if not exists held_until timestamptz;
alter table public.bookings add column if not exists confirmed_at timestamptz;
alter table public.bookings add column if not exists email_key text not null default '';
alter table public.bookings add column if not exists phone_key text not null default '';

update public.bookings set confirmed_at = created_at, email_key = lower(email),
  phone_key = replace(replace(replace(replace(replace(replace(phone, ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '')
  where confirmed_at is null;

create index if not exists bookings_email_key on public.bookings (email_key) where status = 'booked';
create index if not exists bookings_phone_key on public.bookings (phone_key) where status = 'booked';
create index if not exists bookings_created on public.bookings (created_at);
