-- Which chain the database's mints and deposit addresses belong to (decision 0082): the embedded
-- runtime or a cluster over RPC, and the cluster's genesis hash once it was reached. A server
-- started on another refuses to start while the database holds anything made there.
create table chain_identity (
  id boolean primary key default true check (id),
  mode text not null check (mode in ('embedded', 'rpc')),
  genesis_hash text,
  recorded_at timestamptz not null default now()
);
