-- Brute force made slow without locking the owner out (docs/decisions/0027-sign-in-back-off-and-challenge.md).

-- One row per wrong password or two-factor code. The subject is the lower-cased e-mail for
-- passwords, whether or not it has an account (so no answer tells which e-mails do), and the
-- account id for codes. Per (subject, address) the rows pace that address (back-off); per
-- subject from any address they decide when a solved challenge is needed and what the notice
-- e-mail lists. Rows older than a day are pruned.
create table sign_in_failures (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('password', 'code')),
  subject text not null,
  ip inet not null,
  created_at timestamptz not null default now()
);
create index sign_in_failures_subject_idx on sign_in_failures (kind, subject, created_at);
create index sign_in_failures_created_idx on sign_in_failures (created_at);

-- Solved challenges already spent, by their signature, kept until they expire: a solution works once.
create table used_challenges (
  signature text primary key,
  expires_at timestamptz not null
);
create index used_challenges_expires_idx on used_challenges (expires_at);

-- Password reset requests waiting to be handled. The request only adds a row and answers, the
-- same way and as fast for any e-mail; looking up the account, making the link and queueing the
-- e-mail happen after, in the mail outbox run (jobs/mail-outbox.ts).
create table password_reset_requests (
  id bigint generated always as identity primary key,
  email text not null,
  callback_url text not null,
  locale text not null check (locale in ('en', 'ru')),
  -- Who asked, for the security log entry written when it is handled.
  ip inet not null,
  user_agent text,
  created_at timestamptz not null default now()
);
