import type postgres from 'postgres';
import type { Db } from '../../db/client.ts';

/**
 * What the rest of the server may read of the ledger inside its own queries, as named relations
 * with stated columns (decision 0034): a catalogue query joins `${treasuries(db)} tr` the way it
 * would join a view, and the ledger's tables, their kinds and their owner columns stay this
 * module's business. Each is a subquery PostgreSQL inlines, so a join costs what joining the table
 * itself did.
 */
type Relation = postgres.Fragment;

/** Each token's treasury: `id` (the account), `token_id`, `balance` (base units the platform can still sell). */
export function treasuries(db: Db): Relation {
  return db`(select id, token_id, balance from ledger_accounts where kind = 'treasury' and owner_id is null)`;
}

/** Every person's holding of a token: `id` (the account), `token_id`, `owner_id` (the user), `balance`. */
export function holdings(db: Db): Relation {
  return db`(select id, token_id, owner_id, balance from ledger_accounts where kind = 'user')`;
}

/** What is held for a person and not yet theirs to move (a referral bonus, decision 0067): `id`, `token_id`, `owner_id`, `balance`. */
export function heldBalances(db: Db): Relation {
  return db`(select id, token_id, owner_id, balance from ledger_accounts where kind = 'held')`;
}

/**
 * Tokens set aside for an owner that is not a person: `id` (the account), `token_id`, `owner_id`
 * (the order or the sale it is kept for; the caller joins the owners it means), `balance`.
 */
export function reservations(db: Db): Relation {
  return db`(select id, token_id, owner_id, balance from ledger_accounts where kind = 'reservation')`;
}

/**
 * Each movement into or out of a person's holding: `transaction_id`, `kind` (purchase, settle,
 * bonus, swap…), `key` (the transaction's idempotency key), `created_at`, `owner_id` (whose
 * holding), `token_id`, `amount` (base units, positive in, negative out) and `value_cents` (what
 * it was worth, when it was a sale).
 */
export function holdingMovements(db: Db): Relation {
  return db`(
    select lt.id as transaction_id, lt.kind, lt.idempotency_key as key, lt.created_at, a.owner_id, e.token_id,
      e.amount, e.value_cents
    from ledger_entries e
    join ledger_transactions lt on lt.id = e.transaction_id
    join ledger_accounts a on a.id = e.account_id and a.kind = 'user'
  )`;
}

/**
 * Like `holdingMovements`, of a person's holding and of what is held for them (a referral bonus
 * not yet theirs to move, decision 0067), with `held` telling which: `transaction_id`, `kind`,
 * `key`, `created_at`, `owner_id`, `token_id`, `amount`, `value_cents`, `held`.
 */
export function personalMovements(db: Db): Relation {
  return db`(
    select lt.id as transaction_id, lt.kind, lt.idempotency_key as key, lt.created_at, a.owner_id, e.token_id,
      e.amount, e.value_cents, a.kind = 'held' as held
    from ledger_entries e
    join ledger_transactions lt on lt.id = e.transaction_id
    join ledger_accounts a on a.id = e.account_id and a.kind in ('user', 'held')
  )`;
}
