-- What a reconciliation found wrong is kept as its kind and figures (jsonb), not as English text, so
-- that /transparency and the operators' alerts say it in their reader's language. Text already
-- stored is kept as it was written.
alter table token_reconciliations
  alter column problem type jsonb
  using case when problem is null then null else jsonb_build_object('kind', 'text', 'text', problem) end;
