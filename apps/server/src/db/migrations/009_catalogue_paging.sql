-- The gallery at scale (decision 0036): pages are read by their sort keys and filtered in the
-- database, so each sort and each filter dimension has an index to start from.

-- Default sort, and the tie-breakers of the price sorts: a page is the next rows of this index.
create index paintings_ordering_idx on paintings (ordering desc, id);
create index paintings_genre_idx on paintings (genre, ordering desc, id);
create index paintings_technic_idx on paintings (technic, ordering desc, id);
-- "Paintings in any of these eras": the array overlap operator (&&) is answered by GIN.
create index paintings_eras_idx on paintings using gin (eras);
-- Price sorts, both ways: attributed paintings first, then by price (queries name kind = 'art'
-- so these partial indexes apply).
create index tokens_price_idx on tokens ((current_price_cents = 0), current_price_cents) where kind = 'art';
create index tokens_price_desc_idx on tokens ((current_price_cents = 0), current_price_cents desc) where kind = 'art';

-- Search is a substring match (LIKE '%text%') on the folded names; trigram indexes answer it
-- without reading every painting. pg_trgm ships with PostgreSQL's contrib modules and is trusted
-- (a database owner may create it); where it is missing or not allowed, search still works by
-- scanning.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    create extension if not exists pg_trgm;
    execute 'create index paintings_search_idx on paintings using gin (search_text gin_trgm_ops)';
  end if;
exception when insufficient_privilege then
  raise notice 'pg_trgm could not be created: search scans the paintings';
end
$$;
