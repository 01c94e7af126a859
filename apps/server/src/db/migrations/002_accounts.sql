-- Accounts: credentials, two-factor, notifications, referrals, revocable sessions, single-use
-- e-mail tokens, the mail outbox and the security log.
-- Demo investors (rows without a password) stay valid: every new column is nullable or has a default.

alter table users
  -- argon2id PHC string; null for accounts without a password (demo investors, Google sign-up).
  add column password_hash text,
  -- Digits only, without the plus (SPEC §5).
  add column phone text check (char_length(phone) <= 32),
  add column avatar_image_id uuid references images (id) on delete set null,
  -- AES-256-GCM ciphertext of the base32 TOTP secret (lib/crypto.ts), never the secret itself.
  add column two_fa_secret text,
  add column two_fa_enabled boolean not null default false,
  -- The last accepted 30-second TOTP step: a code of that step or an earlier one is refused,
  -- so a code seen over a shoulder or in a log cannot be replayed.
  add column two_fa_last_step bigint,
  add column google_subject text,
  add column notify_email_news boolean not null default true,
  add column notify_email_new_paintings boolean not null default true,
  add column notify_phone_news boolean not null default false,
  add column notify_phone_new_paintings boolean not null default false,
  -- gen_random_uuid() is volatile, so every existing row gets its own code.
  add column referral_code text not null default substr(replace(gen_random_uuid()::text, '-', ''), 1, 12),
  add column referred_by uuid references users (id) on delete set null,
  add column email_confirmed_at timestamptz,
  add column password_changed_at timestamptz,
  add column removed_at timestamptz,
  add column erased_at timestamptz,
  add constraint users_two_fa_needs_secret check (not two_fa_enabled or two_fa_secret is not null),
  add constraint users_not_own_referral check (referred_by is null or referred_by <> id);

create unique index users_referral_code_unique on users (referral_code);
create unique index users_google_subject_unique on users (google_subject) where google_subject is not null;
create index users_referred_by_idx on users (referred_by) where referred_by is not null;
create index users_removed_idx on users (removed_at) where removed_at is not null and erased_at is null;

-- A JWT names its session (claim `sid`); revoking the row ends the token before its `exp`.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip inet,
  user_agent text
);
create index sessions_user_idx on sessions (user_id) where revoked_at is null;

-- Links sent by e-mail (confirm, reset, recovery) and registration resend tokens. Only the
-- SHA-256 of a token is kept, so a copy of the database gives no usable link.
create table email_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('confirm_email', 'register_resend', 'reset_password', 'recover_account')),
  token_hash bytea not null unique,
  -- Where the link in a (re)sent message points.
  callback_url text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- Resend tokens: the earliest time of the next resend, and how many were sent.
  not_before timestamptz,
  send_count int not null default 0,
  used_at timestamptz
);
create index email_tokens_user_idx on email_tokens (user_id, purpose) where used_at is null;

-- Every message goes through here; jobs/mail-outbox.ts sends it with retries, so a slow or
-- failing mail server never blocks a request and a crash never loses a message.
create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references users (id) on delete set null,
  template text not null,
  to_address text not null,
  subject text not null,
  body_text text not null,
  body_html text not null,
  locale text not null check (locale in ('en', 'ru')),
  created_at timestamptz not null default now(),
  next_attempt_at timestamptz not null default now(),
  attempts int not null default 0,
  last_error text,
  sent_at timestamptz,
  -- Set when the retries are exhausted; an operator can reset it to try again.
  failed_at timestamptz
);
create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where sent_at is null and failed_at is null;
create index mail_outbox_sent_idx on mail_outbox (sent_at desc) where sent_at is not null;

create table security_log (
  id bigint generated always as identity primary key,
  user_id uuid references users (id) on delete cascade,
  event text not null,
  ip inet,
  user_agent text,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index security_log_user_idx on security_log (user_id, created_at desc);
