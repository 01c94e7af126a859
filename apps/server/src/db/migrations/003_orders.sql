-- Orders, their charges and the payment events applied to them.
-- Tokens of an order sit in its reservation ledger accounts (owner_id = the order's id) from
-- creation until payment (to the buyer), cancellation or expiry (back to the treasury).
-- See docs/decisions/0022-orders-charges-reservations.md.

create table orders (
  id uuid primary key,
  user_id uuid not null references users (id),
  status text not null check (status in (
    'created', 'pending', 'processing', 'expired', 'success', 'canceled', 'refund_pending', 'refunded')),
  currency text not null check (currency in ('BTC', 'BCH', 'ETH', 'LTC', 'DAI', 'USDC')),
  -- USD value: Σ quantity × the token's price when ordered, integer cents.
  amount_cents bigint not null check (amount_cents > 0),
  created_at timestamptz not null default now(),
  -- When the charge stops accepting payment and the reservation is returned (CHARGE_TTL_SECONDS).
  expires_at timestamptz not null,
  paid_at timestamptz,
  closed_at timestamptz,
  check (expires_at > created_at)
);
-- The operations list (newest first) and the expiry job's sweep.
create index orders_user_idx on orders (user_id, created_at desc, id desc);
create index orders_due_idx on orders (expires_at) where status = 'created';

create table order_items (
  order_id uuid not null references orders (id),
  token_id uuid not null references tokens (id),
  position smallint not null,
  quantity bigint not null check (quantity > 0),
  unit_price_cents bigint not null check (unit_price_cents > 0),
  total_cents bigint not null check (total_cents = quantity * unit_price_cents),
  primary key (order_id, token_id)
);

-- The payment request of an order, as its provider described it. Its status is the order's.
create table charges (
  order_id uuid primary key references orders (id),
  provider text not null,
  code text not null,
  -- In `currency` units, a decimal string (the provider's rounding, never a float).
  amount text not null check (amount ~ '^\d+(\.\d+)?$'),
  currency text not null,
  address text not null,
  url text not null,
  reference text,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  unique (provider, code)
);
create unique index charges_reference_unique on charges (provider, reference) where reference is not null;

-- Exactly once: a provider's notification (webhook, chain transfer, simulate) is applied once
-- per (provider, event_key), however often it is delivered.
create table payment_events (
  provider text not null,
  event_key text not null,
  order_id uuid not null references orders (id),
  -- What applying it did: paid, already_paid, underpaid, late_refund_pending.
  outcome text not null,
  details jsonb not null default '{}'::jsonb,
  received_at timestamptz not null default now(),
  primary key (provider, event_key)
);
create index payment_events_order_idx on payment_events (order_id);

-- Referral bonuses of a person, for the operations list and the partners page.
create index ledger_transactions_bonus_idx on ledger_transactions (user_id, created_at desc) where kind = 'bonus';
