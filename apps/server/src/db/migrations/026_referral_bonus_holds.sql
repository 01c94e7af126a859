-- Referral bonuses are held until the purchase that earned them has stayed on the platform
-- REFERRAL_CLAWBACK_DAYS (docs/decisions/0067). A held bonus is INDEX in the referrer's `held`
-- account: inside the platform (the chain's treasury still has it, the transparency sums count
-- it), but not theirs to sell, swap or withdraw. A job moves what is left of it to their holding
-- when the days have passed (`bonus-release:<order>:<referrer>`).
alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check
  check (kind in ('treasury', 'reservation', 'user', 'onchain', 'withdrawing', 'world', 'held'));

-- The release job looks only at held accounts with something in them.
create index ledger_accounts_held on ledger_accounts (owner_id) where kind = 'held' and balance > 0;

-- A withdrawal of the partner's tokens within those days takes back the bonus its value matches,
-- as a sale back does (decision 0066): what is matched is kept per sale or per withdrawal.
alter table referral_clawbacks drop constraint referral_clawbacks_pkey;
alter table referral_clawbacks alter column sale_id drop not null;
alter table referral_clawbacks add column withdrawal_id uuid references withdrawals (id);
alter table referral_clawbacks add constraint referral_clawbacks_one_source
  check ((sale_id is null) <> (withdrawal_id is null));
create unique index referral_clawbacks_sale on referral_clawbacks (sale_id, order_id) where sale_id is not null;
create unique index referral_clawbacks_withdrawal on referral_clawbacks (withdrawal_id, order_id)
  where withdrawal_id is not null;
