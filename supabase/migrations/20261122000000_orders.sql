-- Orders recorded by the stripe-webhook function (one row per Stripe Checkout Session) and the
-- Stripe event ids already handled (so a redelivered event changes nothing).
-- SQLite applies this file too (functions/platform/db/migrate-sqlite.ts).

create table if not exists public.orders (
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
  livemode boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz,
  shipped_at timestamptz,
  notified_at timestamptz
);

create index if not exists orders_created_at on public.orders (created_at desc);

create table if not exists public.stripe_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);

-- Only the functions (connecting as the database owner) read or write these tables; the public
-- anon key the browser holds must see nothing, so row level security is on with no policies.
alter table public.orders enable row level security;
alter table public.stripe_events enable row level security;
