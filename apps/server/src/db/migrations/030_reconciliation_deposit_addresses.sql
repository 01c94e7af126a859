-- What a check found at deposit addresses: tokens a person sent in and the ledger already counts as
-- theirs, not yet moved into the treasury (swept). Shown on /transparency beside the treasury and
-- what is held outside, so the three add up to the emission while a deposit is being swept (an
-- outside tester read 99,998 in the treasury and 0 outside as "reconciled" and could not tell why).
alter table token_reconciliations add column at_deposit_addresses numeric(39, 0) not null default 0;
