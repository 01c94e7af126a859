-- A ledger transaction's key names what caused it after its kind: `settle:<order>`,
-- `bonus:<order>:<level>`, `bonus-reversal:<order>:<referrer>`, `deposit:<signature>:<n>`. The
-- movements of one order (the console's order view, a refund's bonus reversal) were found with
-- `like '%:<order>'`, a pattern no index serves, so each read scanned the whole ledger. They are
-- found by that second part, indexed here.
create index ledger_transactions_subject_idx on ledger_transactions (split_part(idempotency_key, ':', 2))
  where idempotency_key is not null;
