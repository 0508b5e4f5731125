-- Newsletter issues (functions/newsletter/issues.ts): one row per issue once its send date is
-- reached and the owner's preview is owed, holding the text she previewed (what subscribers get is
-- exactly that), how many confirmed subscribers it went to, and when she pressed "Send". Each
-- subscriber's copy is a mail_outbox row whose id names the issue and a keyed digest of the address:
-- unique per (issue, subscriber), claimed before it is sent, so every server sends it once.
-- SQLite applies this file too (functions/platform/db/migrate-sqlite.ts).

create table if not exists public.newsletter_issues (
  slug text primary key,
  subject text not null,
  preheader text not null,
  markdown text not null,
  html text not null,
  previewed_at timestamptz not null,
  send_confirmed_at timestamptz,
  recipients integer
);

-- The rate limit counts an issue's messages sent in the last minute.
create index if not exists mail_outbox_kind_sent on public.mail_outbox (kind, sent_at);

alter table public.newsletter_issues enable row level security;
