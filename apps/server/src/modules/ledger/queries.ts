import type postgres from 'postgres';
import type { Db } from '../../db/client.ts';
import { tokenEmissions } from '../catalog/relations.ts';
import type { AccountKind, BatchTransaction, InvariantReport, TransactionKind } from './service.ts';

/**
 * The ledger's SQL (decision 0054): tables `ledger_accounts`, `ledger_transactions` and
 * `ledger_entries`. The write engine (service.ts: `transfer`, `transferBatch`, `genesis`) composes
 * these statements and holds the rules: every transaction balances, accounts are locked in id
 * order, a debit never takes a balance below zero.
 */

/**
 * The account of (token, kind, owner), created on first use. Finding it takes no lock: the
 * movements lock the accounts they touch, all in one order (`transfer`), so two transactions
 * naming the same accounts in different orders never deadlock.
 */
export async function account(
  db: Db,
  tokenId: string,
  kind: AccountKind,
  ownerId: string | null = null,
): Promise<string> {
  const owner = ownerId === null ? db`owner_id is null` : db`owner_id = ${ownerId}`;
  // One round trip whether it exists or not: found, or inserted when it was not there.
  const [row] = await db<{ id: string }[]>`
    with found as (
      select id from ledger_accounts where token_id = ${tokenId} and kind = ${kind} and ${owner}
    ), made as (
      insert into ledger_accounts (token_id, kind, owner_id)
      select ${tokenId}, ${kind}, ${ownerId} where not exists (select 1 from found)
      on conflict (token_id, kind, owner_id) do nothing
      returning id
    )
    select id from found union all select id from made`;
  if (row) return row.id;
  // Another transaction made it meanwhile (the insert waited for it to commit and did nothing).
  const [made] = await db<{ id: string }[]>`
    select id from ledger_accounts where token_id = ${tokenId} and kind = ${kind} and ${owner}`;
  return made!.id;
}

/** A token's treasury account (what is `available`). Read without locking: the debit itself locks it. */
export async function treasuryOf(db: Db, tokenId: string): Promise<string> {
  const [row] = await db<{ id: string }[]>`
    select id from ledger_accounts where token_id = ${tokenId} and kind = 'treasury' and owner_id is null`;
  if (!row) throw new Error(`token ${tokenId} has no treasury`);
  return row.id;
}

/**
 * The treasuries of the tokens asked for, locked until the transaction ends, in token order (so
 * two batches asking for the same tokens wait for each other rather than deadlock), with what each
 * still holds: a batch of orders decides which it can accept before reserving anything.
 */
export async function lockTreasuries(
  tx: Db,
  tokenIds: readonly string[],
): Promise<Map<string, { id: string; balance: bigint }>> {
  const rows = await tx<{ id: string; token_id: string; balance: string }[]>`
    select id, token_id, balance from ledger_accounts
    where kind = 'treasury' and owner_id is null and token_id = any(${[...tokenIds]}::uuid[])
    order by token_id
    for update`;
  return new Map(rows.map((r) => [r.token_id, { id: r.id, balance: BigInt(r.balance) }]));
}

/**
 * Opens the reservation accounts of orders (`id` made by the caller, so the ledger transactions
 * that fill them can be sent in the same round trip). Returns the statement unsent: the caller
 * pipelines it with the order's own rows.
 */
export function openReservations(
  tx: Db,
  reservations: readonly { id: string; token_id: string; order_id: string }[],
): postgres.PendingQuery<postgres.Row[]> {
  const rows = reservations.map((r) => ({ id: r.id, token_id: r.token_id, kind: 'reservation', owner_id: r.order_id }));
  return tx`insert into ledger_accounts ${tx(rows)}`;
}

/** What an order still holds in its reservation accounts, with each token's treasury, by token. */
export function heldReservations(
  tx: Db,
  orderId: string,
): Promise<{ id: string; token_id: string; balance: string; treasury: string }[]> {
  return tx<{ id: string; token_id: string; balance: string; treasury: string }[]>`
    select r.id, r.token_id, r.balance, t.id as treasury
    from ledger_accounts r
    join ledger_accounts t on t.token_id = r.token_id and t.kind = 'treasury' and t.owner_id is null
    where r.kind = 'reservation' and r.owner_id = ${orderId} and r.balance > 0
    order by r.token_id`;
}

/** Opens a ledger transaction; answers its id, or undefined when its idempotency key was applied before. */
export async function insertTransaction(
  db: Db,
  tx: { kind: TransactionKind; idempotencyKey: string | null; userId?: string | null; at?: Date },
): Promise<string | undefined> {
  const [inserted] = await db<{ id: string }[]>`
    insert into ledger_transactions (kind, idempotency_key, user_id, created_at)
    values (${tx.kind}, ${tx.idempotencyKey}, ${tx.userId ?? null}, coalesce(${tx.at ?? null}::timestamptz, now()))
    on conflict (idempotency_key) do nothing
    returning id`;
  return inserted?.id;
}

/** Locks accounts until the transaction ends, in id order (pass them sorted): lockers never deadlock. */
export function lockAccounts(db: Db, ids: readonly string[]): postgres.PendingQuery<postgres.Row[]> {
  return db`select id from ledger_accounts where id = any(${[...ids]}::uuid[]) order by id for update`;
}

/**
 * Locks accounts until the transaction ends, in id order (pass them sorted, as to `lockAccounts`),
 * answering each one's balance: what a movement decided under these locks can rely on.
 */
export async function lockedBalances(db: Db, ids: readonly string[]): Promise<Map<string, bigint>> {
  const rows = await db<{ id: string; balance: string }[]>`
    select id, balance::text from ledger_accounts where id = any(${[...ids]}::uuid[]) order by id for update`;
  return new Map(rows.map((r) => [r.id, BigInt(r.balance)]));
}

/** Takes `quantity` from an account of the token when it holds that much; answers whether it did. */
export async function debit(db: Db, accountId: string, tokenId: string, quantity: bigint): Promise<boolean> {
  const debited = await db`
    update ledger_accounts set balance = balance - ${quantity.toString()}
    where id = ${accountId} and token_id = ${tokenId} and balance >= ${quantity.toString()}
    returning id`;
  return debited.count > 0;
}

/** Adds `quantity` to an account of the token; answers false when the account holds another token. */
export async function credit(db: Db, accountId: string, tokenId: string, quantity: bigint): Promise<boolean> {
  const credited = await db`
    update ledger_accounts set balance = balance + ${quantity.toString()}
    where id = ${accountId} and token_id = ${tokenId} returning id`;
  return credited.count > 0;
}

/** A token's emission leaves its `world` account (the one allowed below zero) for its treasury. */
export async function issueBalance(
  db: Db,
  issue: { world: string; treasury: string; quantity: bigint },
): Promise<void> {
  await db`update ledger_accounts set balance = balance - ${issue.quantity.toString()} where id = ${issue.world}`;
  await db`update ledger_accounts set balance = balance + ${issue.quantity.toString()} where id = ${issue.treasury}`;
}

/** The two entries of one movement: out of `from`, into `to`, summing to zero. */
export async function insertEntryPair(
  db: Db,
  m: { transactionId: string; tokenId: string; from: string; to: string; quantity: bigint; valueCents: bigint | null },
): Promise<void> {
  const value = m.valueCents === null ? null : m.valueCents.toString();
  await db`
    insert into ledger_entries (transaction_id, account_id, token_id, amount, value_cents) values
      (${m.transactionId}, ${m.from}, ${m.tokenId}, ${(-m.quantity).toString()}, ${value}),
      (${m.transactionId}, ${m.to}, ${m.tokenId}, ${m.quantity.toString()}, ${value})`;
}

/** Opens many transactions of one kind (ids made by the caller); answers the keys that were new. */
export function insertTransactions(
  db: Db,
  kind: TransactionKind,
  ids: readonly string[],
  transactions: readonly BatchTransaction[],
): Promise<{ idempotency_key: string }[]> {
  return db<{ idempotency_key: string }[]>`
    insert into ledger_transactions (id, kind, idempotency_key, user_id, created_at)
    select i, ${kind}, k, nullif(u, '')::uuid, a
    from unnest(${[...ids]}::uuid[], ${transactions.map((t) => t.idempotencyKey)}::text[],
                ${transactions.map((t) => t.userId ?? '')}::text[],
                ${transactions.map((t) => (t.at ?? new Date()).toISOString())}::timestamptz[]) as v(i, k, u, a)
    on conflict (idempotency_key) do nothing
    returning idempotency_key`;
}

/**
 * Applies each account's net change when it keeps the balance at zero or above and the account
 * holds the token; answers the accounts changed (a missing one was refused).
 */
export function applyDeltas(
  db: Db,
  changes: readonly { id: string; tokenId: string; delta: bigint }[],
): Promise<{ id: string }[]> {
  return db<{ id: string }[]>`
    update ledger_accounts a set balance = a.balance + v.delta
    from unnest(${changes.map((c) => c.id)}::uuid[], ${changes.map((c) => c.tokenId)}::uuid[],
                ${changes.map((c) => c.delta.toString())}::bigint[]) as v(id, token_id, delta)
    where a.id = v.id and a.token_id = v.token_id and a.balance + v.delta >= 0
    returning a.id`;
}

/** Writes many entries in one statement. */
export function insertEntries(
  db: Db,
  entries: readonly { tx: string; account: string; token: string; amount: bigint; value: string | null }[],
): postgres.PendingQuery<postgres.Row[]> {
  return db`
    insert into ledger_entries (transaction_id, account_id, token_id, amount, value_cents)
    select * from unnest(${entries.map((e) => e.tx)}::uuid[], ${entries.map((e) => e.account)}::uuid[],
                         ${entries.map((e) => e.token)}::uuid[], ${entries.map((e) => e.amount.toString())}::bigint[],
                         ${entries.map((e) => e.value)}::bigint[])`;
}

/**
 * Tokens whose accounts other than `world` do not sum to the emission, or whose `world` is not
 * minus it (the emission is the catalogue's, read through its relation).
 */
export function supplyMismatchRows(db: Db): Promise<InvariantReport['supplyMismatches']> {
  return db<InvariantReport['supplyMismatches']>`
      select t.id as token_id, t.emission::text,
             coalesce(sum(a.balance) filter (where a.kind <> 'world'), 0)::text as total,
             (-coalesce(sum(a.balance) filter (where a.kind = 'world'), 0))::text as issued
      from ${tokenEmissions(db)} t left join ledger_accounts a on a.token_id = t.id
      group by t.id, t.emission
      having coalesce(sum(a.balance) filter (where a.kind <> 'world'), 0) <> t.emission
          or coalesce(sum(a.balance) filter (where a.kind = 'world'), 0) <> -t.emission`;
}

/** Transactions, issuance included, whose entries do not sum to zero for some token. */
export function unbalancedTransactionRows(db: Db): Promise<InvariantReport['unbalancedTransactions']> {
  return db<InvariantReport['unbalancedTransactions']>`
      select e.transaction_id, e.token_id, sum(e.amount)::text as sum
      from ledger_entries e
      group by e.transaction_id, e.token_id having sum(e.amount) <> 0`;
}

/** Accounts whose balance disagrees with the sum of their entries. */
export function driftedAccountRows(db: Db): Promise<InvariantReport['driftedAccounts']> {
  return db<InvariantReport['driftedAccounts']>`
      select a.id as account_id, a.balance::text, coalesce(sum(e.amount), 0)::text as entries
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(e.amount), 0)`;
}

export interface MovementView {
  kind: string;
  key: string | null;
  at: Date;
  tokenId: string;
  /** Positive into the account, negative out of it, in base units. */
  amount: bigint;
  account: string;
}

/**
 * Every ledger entry of transactions whose key names `subject` after its kind (`reserve:<id>`,
 * `bonus:<id>:1`…), oldest first; found through migration 021's index, not a scan of the ledger.
 */
export async function movementsOf(db: Db, subject: string): Promise<MovementView[]> {
  const rows = await db<
    { kind: string; key: string | null; at: Date; token_id: string; amount: string; account: string }[]
  >`
    select t.kind, t.idempotency_key as key, t.created_at as at, e.token_id, e.amount::text,
           a.kind || coalesce(':' || a.owner_id::text, '') as account
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id
    where split_part(t.idempotency_key, ':', 2) = ${subject} and t.idempotency_key is not null
    order by t.created_at, e.id`;
  return rows.map((r) => ({
    kind: r.kind,
    key: r.key,
    at: r.at,
    tokenId: r.token_id,
    amount: BigInt(r.amount),
    account: r.account,
  }));
}

/**
 * Per token: what its ledger accounts other than `world` hold together (the emission, when the ledger is sound)
 * and what of it is held outside the platform (the `onchain` account: withdrawn to people's own
 * wallets). The chain's treasury must hold the difference (the transparency check), give or take
 * what is `withdrawing`: on its way out, sent or not yet.
 */
export async function tokenTotals(
  db: Db,
  tokenId?: string,
): Promise<Map<string, { total: bigint; outside: bigint; withdrawing: bigint }>> {
  const rows = await db<{ token_id: string; total: string; outside: string; withdrawing: string }[]>`
    select token_id, sum(balance)::text as total,
           coalesce(sum(balance) filter (where kind = 'onchain'), 0)::text as outside,
           coalesce(sum(balance) filter (where kind = 'withdrawing'), 0)::text as withdrawing
    from ledger_accounts where kind <> 'world' ${tokenId ? db`and token_id = ${tokenId}` : db``} group by token_id`;
  return new Map(
    rows.map((r) => [
      r.token_id,
      { total: BigInt(r.total), outside: BigInt(r.outside), withdrawing: BigInt(r.withdrawing) },
    ]),
  );
}

/** Every token `ownerId` holds (a positive balance), in base units. */
export async function holdingsOf(db: Db, ownerId: string): Promise<{ tokenId: string; quantity: bigint }[]> {
  const rows = await db<{ token_id: string; balance: string }[]>`
    select token_id, balance::text from ledger_accounts where kind = 'user' and owner_id = ${ownerId} and balance > 0`;
  return rows.map((r) => ({ tokenId: r.token_id, quantity: BigInt(r.balance) }));
}

/** What `ownerId` holds of each token asked for, in base units (0 when they have no account). */
export async function userHoldings(db: Db, ownerId: string, tokenIds: readonly string[]): Promise<Map<string, bigint>> {
  const rows = await db<{ token_id: string; balance: string }[]>`
    select token_id, balance::text from ledger_accounts
    where kind = 'user' and owner_id = ${ownerId} and token_id = any(${[...tokenIds]}::uuid[])`;
  return new Map(tokenIds.map((id) => [id, BigInt(rows.find((r) => r.token_id === id)?.balance ?? 0)]));
}

/** Rows per INSERT of `insertLedgerRows`: well under PostgreSQL's 65,535 parameters. */
const BULK_CHUNK = 1000;

const chunked = <T>(list: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / BULK_CHUNK) }, (_, i) =>
    list.slice(i * BULK_CHUNK, (i + 1) * BULK_CHUNK),
  );

/** Writes prepared ledger rows as they are (`issueInBulk`, which makes them balance). */
export async function insertLedgerRows(
  db: Db,
  rows: {
    accounts: { id: string; token_id: string; kind: AccountKind; owner_id: string | null; balance: bigint }[];
    transactions: { id: string; kind: TransactionKind; idempotency_key: string; user_id: string | null }[];
    entries: {
      transaction_id: string;
      account_id: string;
      token_id: string;
      amount: bigint;
      value_cents: bigint | null;
    }[];
  },
): Promise<void> {
  const text = <T extends object>(list: T[]) =>
    list.map((row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v])),
    ) as Record<string, string | null>[];
  for (const part of chunked(text(rows.accounts))) await db`insert into ledger_accounts ${db(part)}`;
  for (const part of chunked(text(rows.transactions))) await db`insert into ledger_transactions ${db(part)}`;
  for (const part of chunked(text(rows.entries))) await db`insert into ledger_entries ${db(part)}`;
}

/** Fresh planner statistics after a bulk write (`issueInBulk`): the balance reads pick their indexes. */
export async function refreshLedgerStatistics(db: Db): Promise<void> {
  await db`analyze ledger_accounts`;
}
