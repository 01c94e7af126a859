-- Issue 11 follow-up (docs/decisions/0047, 0063).

-- Sales count against the same daily limit as withdrawals and, above WITHDRAW_APPROVAL_ABOVE_USD,
-- wait for an operator (not the seller) as withdrawals do: awaiting_approval holds the tokens in a
-- reservation keyed by the sale; rejected gives them back.
alter table sales drop constraint sales_status_check;
alter table sales add constraint sales_status_check
  check (status in ('awaiting_approval', 'processing', 'awaiting_funds', 'success', 'failed', 'rejected'));
alter table sales add column decided_by uuid references users (id);
alter table sales add column decided_at timestamptz;
alter table sales add column reason text;
-- The daily limit counts a person's sales of the last 24 hours.
create index sales_user_recent_idx on sales (user_id, created_at) where status <> 'rejected';
-- Payouts go oldest first: the waiting queue in order.
create index sales_payout_queue_idx on sales (created_at, id) where status in ('processing', 'awaiting_funds') and signed_tx is null;

-- A treasury holding more than the ledger expects (tokens sent to it from outside) is a surplus,
-- recorded and shown, not a failed reconciliation: it does not pause withdrawals.
alter table token_reconciliations add column surplus numeric(39, 0) not null default 0 check (surplus >= 0);
