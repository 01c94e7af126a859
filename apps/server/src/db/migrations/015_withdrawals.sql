-- Withdrawals to the investor's own Solana wallet (issue 11 item 3, docs/decisions/0045).

-- Tokens on their way out: taken from the person's balance when the request is accepted, moved to
-- `onchain` when the chain confirms the transfer, back to the person when it is rejected or fails.
alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check
  check (kind in ('treasury', 'reservation', 'user', 'onchain', 'withdrawing'));

-- Saved withdrawal addresses: usable only WITHDRAW_ADDRESS_DELAY_HOURS after they are added, so a
-- stolen session cannot empty an account at once; removing one is immediate.
create table withdraw_addresses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  wallet_type text not null check (wallet_type in ('solana')),
  address text not null,
  label text check (char_length(label) <= 40),
  created_at timestamptz not null default now(),
  usable_at timestamptz not null,
  removed_at timestamptz
);
create unique index withdraw_addresses_live on withdraw_addresses (user_id, wallet_type, address) where removed_at is null;

create table withdrawals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id),
  token_id uuid not null references tokens (id),
  -- Base units.
  amount bigint not null check (amount > 0),
  -- What it was worth at the current price when asked for (daily limit, approval threshold).
  value_cents bigint not null check (value_cents >= 0),
  wallet_type text not null check (wallet_type in ('solana')),
  wallet_address text not null,
  status text not null check (status in ('awaiting_approval', 'processing', 'success', 'rejected', 'failed')),
  -- Exactly once (ARCHITECTURE §2): the signed transaction and its signature are stored before it
  -- is sent, resent as they are until confirmed or the blockhash expires, and only then signed anew.
  signed_tx text,
  signature text unique,
  blockhash text,
  last_valid_block_height bigint,
  signings int not null default 0,
  sends int not null default 0,
  failure text,
  decided_by uuid references users (id),
  decided_at timestamptz,
  reason text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  confirmed_at timestamptz,
  check ((status = 'success') = (confirmed_at is not null))
);
create index withdrawals_user_idx on withdrawals (user_id, created_at desc);
create index withdrawals_open_idx on withdrawals (status, created_at) where status in ('awaiting_approval', 'processing');
