-- What is left of a token to buy is its treasury's balance (the catalogue's `available`), and
-- every change of it must tell the catalogue caches of every API process (NOTIFY catalog_changed,
-- modules/catalog/changes.ts). Each path that moved a treasury did so itself, and a swap forgot:
-- /tokens and the painting pages kept the old figures until something else changed. Said here,
-- once, for whatever moves a treasury: NOTIFY is sent on commit, dropped on rollback, and the same
-- notice twice in one transaction is sent once.
create function notify_treasury_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('catalog_changed', 'figures');
  return null;
end
$$;

create trigger ledger_treasury_changed
  after update of balance on ledger_accounts
  for each row when (new.kind = 'treasury' and new.balance is distinct from old.balance)
  execute function notify_treasury_changed();
