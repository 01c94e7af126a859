-- The operators' inbox (issue 10): support messages and whole-painting purchase requests get a
-- status and an assignee, and operators answer them by e-mail from the console.
alter table feedback
  add column status text not null default 'new' check (status in ('new', 'in_progress', 'answered', 'closed')),
  add column assignee_id uuid references users (id) on delete set null,
  add column updated_at timestamptz not null default now();
update feedback set status = 'closed' where handled_at is not null;
alter table feedback add constraint feedback_closed_handled check ((status = 'closed') = (handled_at is not null));

alter table painting_purchase_requests
  add column status text not null default 'new' check (status in ('new', 'in_progress', 'answered', 'closed')),
  add column assignee_id uuid references users (id) on delete set null;
update painting_purchase_requests set status = 'closed' where handled_at is not null;
alter table painting_purchase_requests
  add constraint painting_purchase_requests_closed_handled check ((status = 'closed') = (handled_at is not null));

-- The answers sent, each also queued in mail_outbox in the same transaction.
create table inbox_replies (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('support', 'painting_request')),
  item_id uuid not null,
  author_id uuid references users (id) on delete set null,
  body text not null check (char_length(body) between 1 and 4000),
  locale text not null check (locale in ('en', 'ru')),
  created_at timestamptz not null default now()
);
create index inbox_replies_item_idx on inbox_replies (kind, item_id, created_at);
create index feedback_status_idx on feedback (status, created_at);
create index painting_purchase_requests_status_idx on painting_purchase_requests (status, created_at);
