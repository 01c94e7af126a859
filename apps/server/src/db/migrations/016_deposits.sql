-- Deposits from the investor's own wallet (issue 11 item 4, docs/decisions/0046).

-- Each person's deposit address per wallet type: derived from the chain's deposit root and the
-- person's id, kept here so the watcher knows which addresses to look at and whose they are.
create table deposit_addresses (
  user_id uuid not null references users (id) on delete cascade,
  wallet_type text not null check (wallet_type in ('solana')),
  address text not null unique,
  created_at timestamptz not null default now(),
  primary key (user_id, wallet_type)
);

-- Transactions the watcher has looked at for an address, whatever they held: looked at once.
create table deposit_scans (
  address text not null,
  signature text not null,
  scanned_at timestamptz not null default now(),
  primary key (address, signature)
);

-- One row per token arriving at a deposit address in one transaction: credited once (the unique
-- key), then swept to the treasury exactly once (the sweep stored before it is sent). Tokens of
-- other mints are recorded as ignored, for operators.
create table deposits (
  id uuid primary key default gen_random_uuid(),
  signature text not null,
  deposit_address text not null,
  mint_address text not null,
  user_id uuid not null references users (id),
  token_id uuid references tokens (id),
  -- Base units.
  amount numeric(39, 0) not null check (amount > 0),
  value_cents bigint,
  status text not null check (status in ('processing', 'credited', 'ignored')),
  seen_at timestamptz not null default now(),
  credited_at timestamptz,
  sweep_tx text,
  sweep_signature text unique,
  sweep_blockhash text,
  sweep_signings int not null default 0,
  swept_at timestamptz,
  unique (signature, deposit_address, mint_address),
  check ((status = 'ignored') = (token_id is null))
);
create index deposits_user_idx on deposits (user_id, seen_at desc);
create index deposits_unswept_idx on deposits (credited_at) where status = 'credited' and swept_at is null;
