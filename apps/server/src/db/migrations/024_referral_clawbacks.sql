-- Referral bonuses taken back when the investor whose purchases earned them sells tokens back
-- (docs/decisions/0066): selling at once is a refund in all but name. The ledger moves the INDEX
-- (kind `bonus`, keyed `bonus-clawback:<order>:<sale>:<referrer>`); these tables remember how much
-- of each purchase's USD value sales have matched, so a later sale goes on where an earlier one
-- stopped and nothing is matched twice.

-- Per purchase (a paid order that credited bonuses): the USD value in cents sales have matched so
-- far, at most the order's amount. Its row is locked by every sale matching the purchase and by the
-- refund of the order, so they take turns and together never take back more than the bonus.
create table referral_clawback_totals (
  order_id uuid primary key references orders (id),
  matched_cents bigint not null default 0 check (matched_cents >= 0)
);

-- Per sale and purchase: what that sale matched. A sale is matched once; another attempt finds its rows.
create table referral_clawbacks (
  sale_id uuid not null references sales (id),
  order_id uuid not null references referral_clawback_totals (order_id),
  matched_cents bigint not null check (matched_cents > 0),
  created_at timestamptz not null default now(),
  primary key (sale_id, order_id)
);
