-- Every token as an SPL mint (issue 11, docs/decisions/0043): where its mint is, and what the
-- last check of the chain against the ledger found (GET /api/transparency).
create table token_mints (
  token_id uuid primary key references tokens (id),
  mint_address text not null unique,
  decimals smallint not null check (decimals between 0 and 9),
  supply numeric(39, 0) not null check (supply > 0),
  -- The issuing transaction; null when the mint was found already issued (a resumed run).
  signature text,
  issued_at timestamptz not null default now()
);

create table token_reconciliations (
  token_id uuid primary key references token_mints (token_id),
  checked_at timestamptz not null,
  chain_supply numeric(39, 0),
  mint_authority text,
  treasury_on_chain numeric(39, 0),
  held_outside numeric(39, 0) not null,
  ledger_total numeric(39, 0) not null,
  reconciled boolean not null,
  -- Why not, in words an operator reads; null when reconciled.
  problem text,
  check (reconciled = (problem is null))
);
