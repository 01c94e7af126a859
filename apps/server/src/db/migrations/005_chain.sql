-- Transfers the Solana Pay watcher judged, one row per (transaction, charge it references).
-- A transaction pays at most one charge (the partial unique index), however often the watcher
-- runs or restarts; rejected rows keep why a transfer was not taken (wrong mint, recipient,
-- amount) for an operator. See docs/decisions/0025-chain-adapter-and-solana-pay.md.
create table solana_pay_transfers (
  signature text not null,
  charge_code text not null,
  reference text not null,
  status text not null check (status in ('credited', 'rejected')),
  -- What reached the recipient, in the mint's base units (USDC: millionths).
  amount_base_units numeric(39, 0) not null default 0 check (amount_base_units >= 0),
  reason text,
  slot bigint,
  block_time timestamptz,
  detected_at timestamptz not null default now(),
  -- When the order service took the payment; null while that is still to be done (retried).
  applied_at timestamptz,
  primary key (signature, charge_code),
  check ((status = 'rejected') = (reason is not null))
);
create unique index solana_pay_transfers_credited_once on solana_pay_transfers (signature) where status = 'credited';
create index solana_pay_transfers_unapplied on solana_pay_transfers (detected_at) where status = 'credited' and applied_at is null;
