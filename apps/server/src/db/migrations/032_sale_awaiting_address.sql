-- A sale already owed (waiting for USDC, refused by the chain, or being paid but not yet signed)
-- whose payout address the person removes is not paid there: it waits for them to choose another
-- saved address (`awaiting_address`). The tokens stay sold; only where the USDC goes changes.
alter table sales drop constraint sales_status_check;
alter table sales add constraint sales_status_check
  check (status in ('awaiting_approval', 'processing', 'awaiting_funds', 'awaiting_address', 'success', 'failed',
                    'rejected'));
