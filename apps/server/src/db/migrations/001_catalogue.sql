-- The public catalogue, the token ledger, feature flags and support requests.
-- Localised texts are jsonb objects {"en": ..., "ru": ...}.

create table images (
  id uuid primary key default gen_random_uuid(),
  -- Path of the source picture under the uploads folder; variants are derived from it.
  storage_key text not null unique,
  width int not null check (width > 0),
  height int not null check (height > 0),
  created_at timestamptz not null default now()
);

create table authors (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name jsonb not null,
  life_years text,
  image_id uuid references images (id),
  created_at timestamptz not null default now()
);

create table paintings (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name jsonb not null,
  sale_id text unique,
  attr_description jsonb,
  short_description jsonb not null,
  full_description jsonb not null,
  author_id uuid references authors (id),
  year int,
  ordering int not null default 0,
  width_cm numeric(7, 1) not null check (width_cm > 0),
  height_cm numeric(7, 1) not null check (height_cm > 0),
  genre smallint not null check (genre between 1 and 4),
  technic smallint not null check (technic between 1 and 3),
  eras smallint[] not null check (eras <@ array[0, 1, 2, 3, 4, 5, 6]::smallint[] and cardinality(eras) > 0),
  frame text not null check (frame in ('with', 'without')),
  orientation text not null check (orientation in ('landscape', 'portrait')),
  main_image_id uuid not null references images (id),
  video_key text,
  estimated_value_cents bigint not null default 0 check (estimated_value_cents >= 0),
  -- Painting and author names in every language, lower-cased by the application (Unicode-aware
  -- whatever the database's locale), for case-insensitive search. See catalog/search.ts.
  search_text text not null default '',
  created_at timestamptz not null default now()
);
create index paintings_author_idx on paintings (author_id);

create table painting_images (
  painting_id uuid not null references paintings (id) on delete cascade,
  image_id uuid not null references images (id),
  position int not null,
  primary key (painting_id, image_id)
);

create table painting_histories (
  id uuid primary key default gen_random_uuid(),
  painting_id uuid not null references paintings (id) on delete cascade,
  position int not null,
  year int,
  title jsonb not null,
  description jsonb not null
);
create index painting_histories_painting_idx on painting_histories (painting_id, position);

create table painting_attributions (
  id uuid primary key default gen_random_uuid(),
  painting_id uuid not null references paintings (id) on delete cascade,
  position int not null,
  title jsonb not null,
  description jsonb not null,
  date date
);
create index painting_attributions_painting_idx on painting_attributions (painting_id, position);

create table tokens (
  id uuid primary key default gen_random_uuid(),
  symbol text not null unique,
  kind text not null check (kind in ('art', 'index')),
  painting_id uuid unique references paintings (id),
  name jsonb not null,
  -- For INDEX both prices are derived from the art tokens (ARCHITECTURE §2) and stay 0 here.
  base_price_cents bigint not null default 0 check (base_price_cents >= 0),
  current_price_cents bigint not null default 0 check (current_price_cents >= 0),
  emission bigint not null check (emission > 0),
  -- {"2026_1": cents, ...}: forecast price per quarter.
  prediction_graph jsonb not null default '{}'::jsonb,
  icon_image_id uuid references images (id),
  created_at timestamptz not null default now(),
  check ((kind = 'art') = (painting_id is not null))
);
-- Only one index token.
create unique index tokens_single_index on tokens (kind) where kind = 'index';

create table token_prices (
  token_id uuid not null references tokens (id) on delete cascade,
  day date not null,
  price_cents bigint not null check (price_cents >= 0),
  primary key (token_id, day)
);

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  username text not null,
  language text not null default 'en' check (language in ('en', 'ru')),
  created_at timestamptz not null default now()
);
create unique index users_email_unique on users (lower(email));

-- Double-entry ledger. Every token's accounts always sum to its emission; balances never go
-- negative (the check below), and every transaction's entries sum to zero per token except the
-- single genesis transaction that creates a token's emission in its treasury.
create table ledger_accounts (
  id uuid primary key default gen_random_uuid(),
  token_id uuid not null references tokens (id),
  kind text not null check (kind in ('treasury', 'reservation', 'user', 'onchain')),
  -- The user for 'user', the order for 'reservation', null for 'treasury' and 'onchain'.
  owner_id uuid,
  balance bigint not null default 0 check (balance >= 0),
  check ((kind in ('treasury', 'onchain')) = (owner_id is null))
);
create unique index ledger_accounts_unique on ledger_accounts (token_id, kind, owner_id) nulls not distinct;
create index ledger_accounts_owner_idx on ledger_accounts (owner_id) where owner_id is not null;

create table ledger_transactions (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('genesis', 'purchase', 'reserve', 'release', 'settle', 'refund', 'bonus', 'withdraw', 'deposit', 'swap')),
  -- Exactly once: a retried payment, deposit or bonus carries the same key and is refused.
  idempotency_key text unique,
  user_id uuid references users (id),
  created_at timestamptz not null default now()
);

create table ledger_entries (
  id bigint generated always as identity primary key,
  transaction_id uuid not null references ledger_transactions (id),
  account_id uuid not null references ledger_accounts (id),
  token_id uuid not null references tokens (id),
  amount bigint not null check (amount <> 0),
  -- USD value of the movement at the time (purchases), integer cents.
  value_cents bigint
);
create index ledger_entries_tx_idx on ledger_entries (transaction_id);
create index ledger_entries_account_idx on ledger_entries (account_id);

create table painting_subscriptions (
  id uuid primary key default gen_random_uuid(),
  painting_id uuid not null references paintings (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  notified_at timestamptz,
  unique (painting_id, user_id)
);

create table feature_flags (
  name text primary key check (name in ('deposit', 'withdraw', 'swap')),
  enabled boolean not null,
  updated_at timestamptz not null default now()
);

create table feedback (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  message text not null check (char_length(message) between 1 and 400),
  user_id uuid references users (id) on delete set null,
  locale text not null default 'en',
  ip inet,
  user_agent text,
  created_at timestamptz not null default now(),
  handled_at timestamptz
);
create index feedback_unhandled_idx on feedback (created_at) where handled_at is null;

-- Rate-limit counters live in the database so every API replica shares them.
create table rate_limits (
  key text primary key,
  window_start timestamptz not null,
  count int not null
);
