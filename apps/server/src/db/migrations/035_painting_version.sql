-- Which save of a painting the console's edit form was loaded from (decision 0083): each save of
-- the form adds one, and a save sent from an older copy is refused, so two operators editing one
-- painting cannot silently undo each other's changes. A counter rather than a time: a client
-- reads it back exactly, and equal timestamps cannot make two saves look like one.
alter table paintings add column version integer not null default 1 check (version > 0);
