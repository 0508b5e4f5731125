-- Days the owner closed to new bookings from her notice's "Block this day" link (or the command
-- line): the slot list offers no time on them, and a booking for one is refused. Bookings already
-- made that day stay as they are. A row past the bookings' retention goes with them
-- (functions/booking/store.ts purge). SQLite applies this file to the booking database
-- (functions/platform/db/migrate-sqlite.ts).

create table if not exists public.booking_blocked_days (
  day text primary key,
  blocked_at timestamptz not null
);

alter table public.booking_blocked_days enable row level security;
