-- Identity verification (issue 10). One row per attempt: the in-house form's data and its images
-- (encrypted files under DATA_DIR/kyc, named in `images`), or a hosted provider's reference.
-- A person's status is their latest attempt's; `users.kyc_verified_at` (migration 008) follows it.
create table kyc_submissions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  provider text not null check (provider in ('in-house', 'hosted', 'sandbox')),
  status text not null default 'pending'
    check (status in ('pending', 'approved', 'rejected', 'resubmission_requested')),
  legal_name text,
  date_of_birth date,
  country text,
  address text,
  document_type text check (document_type in ('passport', 'national_id', 'driving_licence')),
  document_number text,
  -- kind -> stored file name, e.g. {"front": "kyc/<user>/<id>/front"}
  images jsonb not null default '{}',
  reason text,
  submitted_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references users (id) on delete set null,
  check ((status = 'pending') = (decided_at is null))
);

-- A submission cannot be replaced while pending: one pending attempt per person.
create unique index kyc_submissions_one_pending on kyc_submissions (user_id) where status = 'pending';
create index kyc_submissions_user_idx on kyc_submissions (user_id, submitted_at desc);
create index kyc_submissions_queue_idx on kyc_submissions (status, submitted_at);

-- Hosted provider's webhook events already applied (replay protection: each event once).
create table kyc_webhook_events (
  event_id text primary key,
  submission_id uuid not null references kyc_submissions (id) on delete cascade,
  received_at timestamptz not null default now()
);
