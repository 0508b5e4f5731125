-- What the owner did from the action links in her notice e-mails (functions/owner-actions/):
-- one row per action and subject (an order's session id, a booking's reference), which is also
-- what makes a link work once. `actor` says who (the e-mail link or the command line), `detail`
-- what (carrier and tracking number, whether the client got a message), `done_at` when.
-- SQLite applies this file to the order database and the booking database alike
-- (functions/platform/db/migrate-sqlite.ts): each keeps the actions on its own records.

create table if not exists public.owner_actions (
  action text not null,
  subject text not null,
  actor text not null,
  detail text,
  done_at timestamptz not null,
  primary key (action, subject)
);
create index if not exists owner_actions_done_at on public.owner_actions (done_at);

alter table public.owner_actions enable row level security;
