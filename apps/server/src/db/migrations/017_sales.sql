-- Selling tokens back to the platform, paid in USDC over Solana (issue 11 item 6, docs/decisions/0047).

alter table ledger_transactions drop constraint ledger_transactions_kind_check;
alter table ledger_transactions add constraint ledger_transactions_kind_check
  check (kind in ('genesis', 'purchase', 'reserve', 'release', 'settle', 'refund', 'bonus', 'withdraw', 'deposit',
                  'swap', 'sale'));

create table sales (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id),
  token_id uuid not null references tokens (id),
  -- Base units of the token sold, and what the platform pays for them at the price of the moment.
  amount bigint not null check (amount > 0),
  price_cents bigint not null check (price_cents > 0),
  value_cents bigint not null check (value_cents > 0),
  payout_address text not null,
  -- USDC base units (6 decimals).
  payout_units bigint not null check (payout_units > 0),
  -- processing: being paid; awaiting_funds: beyond the platform's USDC, an operator sends it later;
  -- failed: the chain refused the payment, an operator sends it again; success: paid.
  status text not null check (status in ('processing', 'awaiting_funds', 'success', 'failed')),
  -- Exactly once, as withdrawals (decision 0045).
  signed_tx text,
  signature text unique,
  blockhash text,
  signings int not null default 0,
  sends int not null default 0,
  failure text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  confirmed_at timestamptz,
  check ((status = 'success') = (confirmed_at is not null))
);
create index sales_user_idx on sales (user_id, created_at desc);
create index sales_open_idx on sales (status, created_at) where status <> 'success';
