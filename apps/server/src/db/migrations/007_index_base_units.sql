-- INDEX in base units: 6 decimals, as its SPL mint has, so a referral bonus of 2.93 INDEX is
-- credited as 2,930,000 units instead of being rounded down to 2 tokens. Art tokens stay whole.
-- See docs/decisions/0029-index-base-units.md.

alter table tokens add column decimals smallint not null default 0;
-- Art tokens are whole: a painting is 100,000 indivisible shares.
alter table tokens add constraint tokens_decimals_check
  check (decimals between 0 and 18 and (kind = 'index' or decimals = 0));

-- Amounts kept so far counted whole INDEX tokens. On a fresh database nothing matches here (the
-- demo catalogue is seeded after migrating, already in base units); on one seeded before, every
-- stored INDEX amount is scaled by 10^6 in this one transaction: the emission, every ledger
-- balance and every ledger entry alike, so each account still equals its entries, the accounts
-- still sum to the emission and every transaction still sums to zero. USD values (value_cents)
-- do not change. Order lines keep whole tokens (orders buy whole tokens) with their price per
-- whole token; the order service converts them when it moves them in the ledger.
update tokens set decimals = 6, emission = emission * 1000000 where kind = 'index';
update ledger_accounts a set balance = a.balance * 1000000
  from tokens t where t.id = a.token_id and t.kind = 'index';
update ledger_entries e set amount = e.amount * 1000000
  from tokens t where t.id = e.token_id and t.kind = 'index';
