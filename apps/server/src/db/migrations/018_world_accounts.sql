-- Issuance balances like every other ledger transaction (issue 9, docs/decisions/0053): a token's
-- emission comes from its `world` account, the one account that goes below zero, by exactly what
-- exists of the token. Every transaction's entries now sum to zero, genesis included.

alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check
  check (kind in ('treasury', 'reservation', 'user', 'onchain', 'withdrawing', 'world'));

alter table ledger_accounts drop constraint ledger_accounts_check;
alter table ledger_accounts add constraint ledger_accounts_owner_check
  check ((kind in ('treasury', 'onchain', 'world')) = (owner_id is null));

alter table ledger_accounts drop constraint ledger_accounts_balance_check;
alter table ledger_accounts add constraint ledger_accounts_balance_check
  check (case when kind = 'world' then balance <= 0 else balance >= 0 end);

-- Tokens issued before: their world account and the genesis entry that balances their issuance.
insert into ledger_accounts (token_id, kind, owner_id, balance)
select e.token_id, 'world', null, -sum(e.amount)
from ledger_entries e
join ledger_transactions t on t.id = e.transaction_id and t.kind = 'genesis'
group by e.token_id;

insert into ledger_entries (transaction_id, account_id, token_id, amount)
select e.transaction_id, w.id, e.token_id, -e.amount
from ledger_entries e
join ledger_transactions t on t.id = e.transaction_id and t.kind = 'genesis'
join ledger_accounts w on w.token_id = e.token_id and w.kind = 'world';
