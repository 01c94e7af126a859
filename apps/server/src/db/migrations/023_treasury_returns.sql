-- Returning a treasury surplus (issue 11 follow-up, docs/decisions/0063, 0065): tokens sent to the
-- treasury from outside, sent back by an administrator to the wallet they name. The ledger is not
-- touched (the surplus was never in it); the reconciliation counts returns being sent.
create table treasury_returns (
  id uuid primary key default gen_random_uuid(),
  -- Only a token on chain has a treasury holding to return from.
  token_id uuid not null references token_mints (token_id),
  -- Base units.
  amount bigint not null check (amount > 0),
  wallet_address text not null,
  -- What the administrator wrote about who sent the tokens.
  note text check (char_length(note) <= 500),
  status text not null check (status in ('processing', 'success', 'failed')),
  -- Exactly once (ARCHITECTURE §2, decision 0045): the signed transaction and its signature are
  -- stored before it is sent, resent as they are until confirmed or the blockhash expires, and only
  -- then signed anew.
  signed_tx text,
  signature text unique,
  blockhash text,
  signings int not null default 0,
  sends int not null default 0,
  failure text,
  created_by uuid not null references users (id),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  confirmed_at timestamptz,
  check ((status = 'success') = (confirmed_at is not null))
);
create index treasury_returns_recent_idx on treasury_returns (created_at desc, id desc);
-- The reconciliation and every new return sum what is being sent, per token.
create index treasury_returns_sending_idx on treasury_returns (token_id, created_at) where status = 'processing';
