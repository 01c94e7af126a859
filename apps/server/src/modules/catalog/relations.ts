import type postgres from 'postgres';
import type { Db } from '../../db/client.ts';

/**
 * What the rest of the server may read of the catalogue inside its own queries, as named
 * relations with stated columns (decision 0034), the way the ledger offers its treasuries: a query
 * joins `${tokenFacts(db)} t` as it would a view, and the catalogue's tables stay its own.
 * PostgreSQL inlines each subquery, so a join costs what joining the table did.
 */
type Relation = postgres.Fragment;

/**
 * Every token: `id`, `symbol`, `kind` (`art` or `index`), `name` (by language), `emission` and
 * `decimals` (base units), `painting_id` (null for INDEX) and `current_price_cents`.
 */
export function tokenFacts(db: Db): Relation {
  return db`(select id, symbol, kind, name, emission, decimals, painting_id, current_price_cents from tokens)`;
}

/** Every painting: `id`, `name` (by language), `sale_id` (the whole-painting sale's id) and `created_at`. */
export function paintingFacts(db: Db): Relation {
  return db`(select id, name, sale_id, created_at from paintings)`;
}

/** Each token's daily closing prices: `token_id`, `day`, `price_cents`. */
export function dailyPrices(db: Db): Relation {
  return db`(select token_id, day, price_cents from token_prices)`;
}

/**
 * Each token's `id` and `emission` (base units): what the ledger's check compares its accounts
 * with. Only these two columns, which every version of the schema has, so the check also runs on
 * a database part-way through its migrations.
 */
export function tokenEmissions(db: Db): Relation {
  return db`(select id, emission from tokens)`;
}
