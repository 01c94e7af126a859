-- Payments to return: money that reached the platform for an order but is the payer's (a second
-- payment of a paid order, one of less than the charge, what a payment sent beyond it). An
-- operator sends it back outside the platform and records it here, with the transaction signature
-- or the provider's refund reference, so the console's queue lists only what is still owed. Which
-- events are to return, and how much, is read from the outcome, details.amount and the charge.
alter table payment_events
  add column returned_at timestamptz,
  add column returned_by uuid references users (id),
  add column return_note text check (char_length(return_note) between 1 and 200),
  add check ((returned_at is null) = (returned_by is null) and (returned_at is null) = (return_note is null));
-- The returned list, newest first. The open queue needs no index of its own: an excess is told
-- only against the charge's amount, so it reads every unreturned event with its charge.
create index payment_events_returned_idx on payment_events (returned_at desc) where returned_at is not null;
