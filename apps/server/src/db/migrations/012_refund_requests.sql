-- Refunds from the console (issue 10): an operator asks; above REFUND_APPROVAL_ABOVE_USD a second
-- operator must approve (maker-checker). The refund itself is OrderService's (ledger and status).
create table refund_requests (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id),
  amount_cents bigint not null check (amount_cents > 0),
  reason text not null check (char_length(reason) between 1 and 500),
  requested_by uuid not null references users (id),
  requested_at timestamptz not null default now(),
  status text not null default 'awaiting_approval'
    check (status in ('awaiting_approval', 'approved', 'rejected')),
  decided_by uuid references users (id),
  decided_at timestamptz,
  -- Above the threshold: a second operator decides, never the one who asked (maker-checker).
  needs_approval boolean not null,
  check (not needs_approval or decided_by is null or decided_by <> requested_by),
  check ((status = 'awaiting_approval') = (decided_at is null))
);
create unique index refund_requests_one_open on refund_requests (order_id) where status = 'awaiting_approval';
create index refund_requests_status_idx on refund_requests (status, requested_at);
