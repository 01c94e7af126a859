-- Why a withdrawal or a sale waiting for approval was refused when no operator refused it
-- (docs/decisions/0045, 0047): `address_removed`, the person removed the address it was going to.
-- A cause, not a sentence: each screen words it in its reader's language (the person's operation
-- page, the operator's console); `reason` stays the operator's own words and is null then.
alter table withdrawals add column cause text check (cause in ('address_removed'));
alter table sales add column cause text check (cause in ('address_removed'));

-- Refusals recorded before this, with the sentence in the account's language as their reason: the
-- audit trail says which they were.
update withdrawals w set cause = 'address_removed', reason = null
from audit_log a
where a.subject_type = 'withdrawal' and a.subject_id = w.id::text and a.action = 'withdraw.reject'
  and a.after ->> 'cause' = 'address_removed';
update sales s set cause = 'address_removed', reason = null
from audit_log a
where a.subject_type = 'sale' and a.subject_id = s.id::text and a.action = 'sale.reject'
  and a.after ->> 'cause' = 'address_removed';
