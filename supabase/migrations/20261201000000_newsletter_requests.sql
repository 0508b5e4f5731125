-- Newsletter confirmation e-mails sent in the last day (functions/newsletter/store.ts): the limits
-- per mailbox, per domain and for the whole site count these rows. Mailbox and domain are keyed
-- digests (HMAC under NEWSLETTER_SECRET), never the address; rows older than a day are deleted.
-- SQLite applies this file too (functions/platform/db/migrate-sqlite.ts).

create table if not exists public.newsletter_requests (
  mailbox text not null,
  domain text not null,
  requested_at timestamptz not null
);
create index if not exists newsletter_requests_mailbox on public.newsletter_requests (mailbox, requested_at);
create index if not exists newsletter_requests_domain on public.newsletter_requests (domain, requested_at);
create index if not exists newsletter_requests_at on public.newsletter_requests (requested_at);

alter table public.newsletter_requests enable row level security;
