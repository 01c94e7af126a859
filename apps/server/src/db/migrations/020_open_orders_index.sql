-- Every reservation batch reads what its buyers hold in unpaid orders (the ceilings of
-- docs/decisions/0022). Through orders_user_idx that read visited each buyer's every order ever
-- placed, so placing an order got slower with the buyer's history. Only open orders are indexed
-- here, with what the read needs.
create index orders_open_by_user_idx on orders (user_id) include (id, amount_cents, expires_at)
  where status = 'created';
