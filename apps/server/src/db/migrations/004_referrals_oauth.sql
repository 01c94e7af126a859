-- Google sign-in (OpenID Connect) and whole-painting purchase requests.
-- Referrals need no table of their own: users.referred_by (002) is the chain and ledger
-- transactions of kind 'bonus' (001) are the bonuses.

-- One row per started Google sign-in: what the callback needs to finish it. Only the SHA-256
-- of `state` is kept, so a copy of the database cannot complete somebody's sign-in; a row is
-- used once (used_at) and lives 10 minutes.
create table oauth_states (
  id uuid primary key default gen_random_uuid(),
  provider text not null check (provider in ('google')),
  state_hash bytea not null unique,
  -- PKCE (RFC 7636): the verifier of the challenge sent with the authorization request.
  code_verifier text not null,
  -- Bound into the id_token by the provider; a replayed id_token carries another one.
  nonce text not null,
  -- The callback page of the web app the provider sends the person back to (its redirect_uri).
  redirect_uri text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index oauth_states_expires_idx on oauth_states (expires_at);

-- "Buy the whole painting" (SPEC §2): the person confirms being ready to buy and able to prove
-- the funds; operators take it from here. One open request per person and painting: asking
-- again refreshes it instead of piling up rows.
create table painting_purchase_requests (
  id uuid primary key default gen_random_uuid(),
  painting_id uuid not null references paintings (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  -- The sale the request was made for, as shown to the person (paintings.sale_id may change later).
  sale_id text not null,
  ready boolean not null check (ready),
  proof_of_funds boolean not null check (proof_of_funds),
  message text check (char_length(message) <= 400),
  locale text not null check (locale in ('en', 'ru')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Set by an operator once the request is dealt with; a later request opens a new row.
  handled_at timestamptz
);
create unique index painting_purchase_requests_open on painting_purchase_requests (painting_id, user_id)
  where handled_at is null;
create index painting_purchase_requests_unhandled_idx on painting_purchase_requests (created_at)
  where handled_at is null;

-- The arrival job looks for subscriptions not yet notified.
create index painting_subscriptions_pending_idx on painting_subscriptions (painting_id) where notified_at is null;
