-- Rate-limit counters are written on every counted request (each order places two), and each of
-- those writes was a transaction of its own that PostgreSQL logged and flushed to disk before
-- answering: a third of the database's processor time per order (docs/decisions/0060). A counter
-- needs no durability: unlogged, its writes skip the write-ahead log and their commits wait for no
-- flush. A crash of the database empties the table, which only restarts every window.
alter table rate_limits set unlogged;
