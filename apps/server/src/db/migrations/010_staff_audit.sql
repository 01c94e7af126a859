-- Who runs the platform (issue 10): a role on accounts, accounts an operator can block, and the
-- audit trail of every operator action and sensitive account change.
alter table users
  add column role text not null default 'investor' check (role in ('investor', 'operator', 'admin')),
  add column blocked_at timestamptz,
  add column blocked_reason text;

create index users_staff_idx on users (role) where role <> 'investor';

-- One row per audited action, written in the transaction of the change itself. Each row holds
-- the hash of the one before, so changing or removing a row breaks the chain from there on
-- (`npm run audit:verify`). `seq` is dense and assigned under the head row's lock.
create table audit_log (
  seq bigint primary key,
  at timestamptz not null,
  actor_id uuid references users (id) on delete set null,
  actor_role text,
  action text not null,
  subject_type text not null,
  subject_id text,
  before jsonb,
  after jsonb,
  ip text,
  user_agent text,
  prev_hash text not null,
  hash text not null unique
);

create index audit_log_actor_idx on audit_log (actor_id, seq desc);
create index audit_log_subject_idx on audit_log (subject_type, subject_id, seq desc);
create index audit_log_action_idx on audit_log (action, seq desc);

-- The chain's head: one row, locked by each writer, so two transactions never chain to the same
-- predecessor. Rows are never updated or deleted.
create table audit_head (
  id boolean primary key default true check (id),
  seq bigint not null,
  hash text not null
);
insert into audit_head (seq, hash) values (0, repeat('0', 64));

create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log rows are never changed or removed';
end $$;
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function audit_log_append_only();
