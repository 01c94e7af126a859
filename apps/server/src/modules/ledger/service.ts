import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import type { Db } from '../../db/client.ts';

/**
 * `world` is where a token's emission comes from: the one account below zero, by exactly what
 * exists of the token, so every transaction balances, issuance included (decision 0053).
 */
export type AccountKind = 'treasury' | 'reservation' | 'user' | 'onchain' | 'withdrawing' | 'world';
export type TransactionKind =
  | 'genesis'
  | 'purchase'
  | 'reserve'
  | 'release'
  | 'settle'
  | 'refund'
  | 'bonus'
  | 'withdraw'
  | 'deposit'
  | 'swap'
  | 'sale';

export class InsufficientBalanceError extends Error {
  constructor(readonly tokenId: string) {
    super(`not enough of token ${tokenId}`);
  }
}

export class DuplicateTransactionError extends Error {
  constructor(readonly key: string) {
    super(`transaction ${key} was already applied`);
  }
}

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

/**
 * Moves whatever an order still holds reserved back to each token's treasury, as one ledger
 * transaction of `kind` (release on cancel or expiry, refund). False when nothing was held.
 */
export async function releaseReservations(
  tx: Db,
  orderId: string,
  kind: 'release' | 'refund',
  options: { idempotencyKey: string; userId?: string },
): Promise<boolean> {
  const held = await tx<{ id: string; token_id: string; balance: string; treasury: string }[]>`
    select r.id, r.token_id, r.balance, t.id as treasury
    from ledger_accounts r
    join ledger_accounts t on t.token_id = r.token_id and t.kind = 'treasury' and t.owner_id is null
    where r.kind = 'reservation' and r.owner_id = ${orderId} and r.balance > 0
    order by r.token_id`;
  if (held.length === 0) return false;
  const movements: Movement[] = held.map((r) => ({
    tokenId: r.token_id,
    from: r.id,
    to: r.treasury,
    quantity: BigInt(r.balance),
  }));
  await transfer(tx, kind, movements, options);
  return true;
}

/**
 * Issues a token's whole emission from its `world` account to its treasury, once per token (its
 * idempotency key). Like every transaction its entries sum to zero; `world` is the one account
 * allowed below zero, and only by what was issued.
 */
export async function genesis(db: Db, tokenId: string, emission: bigint | number): Promise<void> {
  const quantity = BigInt(emission);
  if (quantity <= 0n) throw new RangeError('a token is issued with a positive emission');
  const world = await account(db, tokenId, 'world');
  const treasury = await account(db, tokenId, 'treasury');
  const [tx] = await db<{ id: string }[]>`
    insert into ledger_transactions (kind, idempotency_key) values ('genesis', ${`genesis:${tokenId}`})
    returning id`;
  await db`update ledger_accounts set balance = balance - ${quantity.toString()} where id = ${world}`;
  await db`update ledger_accounts set balance = balance + ${quantity.toString()} where id = ${treasury}`;
  await db`insert into ledger_entries (transaction_id, account_id, token_id, amount) values
             (${tx!.id}, ${world}, ${tokenId}, ${(-quantity).toString()}),
             (${tx!.id}, ${treasury}, ${tokenId}, ${quantity.toString()})`;
}

export interface Movement {
  tokenId: string;
  from: string;
  to: string;
  quantity: bigint | number;
  /** USD value of the movement in cents, when it is a sale. */
  valueCents?: bigint | number | null;
}

/**
 * One ledger transaction of balanced movements. The accounts are locked in id order first, and
 * each debit is a conditional update, so concurrent movements are serialised without deadlock and
 * a balance can never go below zero: the loser of a race for the last tokens gets
 * InsufficientBalanceError.
 * With an idempotency key, applying the same transaction twice raises DuplicateTransactionError.
 */
export async function transfer(
  db: Db,
  kind: TransactionKind,
  movements: Movement[],
  options: { idempotencyKey?: string; userId?: string | null; at?: Date } = {},
): Promise<string> {
  const inserted = await db<{ id: string }[]>`
    insert into ledger_transactions (kind, idempotency_key, user_id, created_at)
    values (${kind}, ${options.idempotencyKey ?? null}, ${options.userId ?? null}, ${options.at ?? new Date()})
    on conflict (idempotency_key) do nothing
    returning id`;
  const txId = inserted[0]?.id;
  if (!txId) throw new DuplicateTransactionError(options.idempotencyKey ?? '');
  // Every account this transaction moves is locked first, in id order, as transferBatch does: any
  // two transactions lock shared accounts in the same order, so they can wait but never deadlock.
  const touched = [...new Set(movements.flatMap((m) => [m.from, m.to]))].sort();
  if (touched.length > 1) {
    await db`select id from ledger_accounts where id = any(${touched}::uuid[]) order by id for update`;
  }
  for (const m of movements) {
    const quantity = BigInt(m.quantity);
    if (quantity <= 0n) throw new RangeError('a movement moves a positive quantity');
    const debited = await db`
      update ledger_accounts set balance = balance - ${quantity.toString()}
      where id = ${m.from} and token_id = ${m.tokenId} and balance >= ${quantity.toString()}
      returning id`;
    if (debited.count === 0) throw new InsufficientBalanceError(m.tokenId);
    const credited = await db`
      update ledger_accounts set balance = balance + ${quantity.toString()}
      where id = ${m.to} and token_id = ${m.tokenId} returning id`;
    if (credited.count === 0) throw new Error(`account ${m.to} does not hold token ${m.tokenId}`);
    const value = m.valueCents == null ? null : m.valueCents.toString();
    await db`
      insert into ledger_entries (transaction_id, account_id, token_id, amount, value_cents) values
        (${txId}, ${m.from}, ${m.tokenId}, ${(-quantity).toString()}, ${value}),
        (${txId}, ${m.to}, ${m.tokenId}, ${quantity.toString()}, ${value})`;
  }
  return txId;
}

export interface InvariantReport {
  /**
   * Tokens whose accounts other than `world` do not sum to the emission, or whose `world` is not
   * minus the emission (what was issued is not what exists).
   */
  supplyMismatches: { token_id: string; emission: string; total: string; issued: string }[];
  /** Transactions, issuance included, whose entries do not sum to zero for some token. */
  unbalancedTransactions: { transaction_id: string; token_id: string; sum: string }[];
  /** Accounts whose balance disagrees with the sum of their entries. */
  driftedAccounts: { account_id: string; balance: string; entries: string }[];
}

/** The supply rules of ARCHITECTURE §2, checked against the database. */
export async function checkLedger(db: Db): Promise<InvariantReport> {
  const [supplyMismatches, unbalancedTransactions, driftedAccounts] = await Promise.all([
    db<InvariantReport['supplyMismatches']>`
      select t.id as token_id, t.emission::text,
             coalesce(sum(a.balance) filter (where a.kind <> 'world'), 0)::text as total,
             (-coalesce(sum(a.balance) filter (where a.kind = 'world'), 0))::text as issued
      from tokens t left join ledger_accounts a on a.token_id = t.id
      group by t.id
      having coalesce(sum(a.balance) filter (where a.kind <> 'world'), 0) <> t.emission
          or coalesce(sum(a.balance) filter (where a.kind = 'world'), 0) <> -t.emission`,
    db<InvariantReport['unbalancedTransactions']>`
      select e.transaction_id, e.token_id, sum(e.amount)::text as sum
      from ledger_entries e
      group by e.transaction_id, e.token_id having sum(e.amount) <> 0`,
    db<InvariantReport['driftedAccounts']>`
      select a.id as account_id, a.balance::text, coalesce(sum(e.amount), 0)::text as entries
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  ]);
  return { supplyMismatches, unbalancedTransactions, driftedAccounts };
}

export interface BatchTransaction {
  idempotencyKey: string;
  userId?: string | null;
  at?: Date;
  movements: Movement[];
}

/**
 * Many ledger transactions of one kind in a constant number of statements, sent together without
 * waiting between them (postgres.js pipelines them on the transaction's connection), for work that
 * comes in bulk (orders placed together, docs/decisions/0022). The same rules as `transfer`: the
 * accounts are locked in id order first (so concurrent batches never deadlock), every debit is
 * conditional on the balance covering it, and a key applied before raises DuplicateTransactionError.
 * Call it inside a transaction: a refusal leaves statements behind that the rollback undoes.
 */
export async function transferBatch(db: Db, kind: TransactionKind, transactions: BatchTransaction[]): Promise<void> {
  if (transactions.length === 0) return;
  const ids = transactions.map(() => randomUUID());
  const net = new Map<string, { tokenId: string; amount: bigint }>();
  const entries: { tx: string; account: string; token: string; amount: bigint; value: string | null }[] = [];
  transactions.forEach((t, i) => {
    for (const m of t.movements) {
      const quantity = BigInt(m.quantity);
      if (quantity <= 0n) throw new RangeError('a movement moves a positive quantity');
      const value = m.valueCents == null ? null : m.valueCents.toString();
      entries.push({ tx: ids[i]!, account: m.from, token: m.tokenId, amount: -quantity, value });
      entries.push({ tx: ids[i]!, account: m.to, token: m.tokenId, amount: quantity, value });
      for (const [account, amount] of [
        [m.from, -quantity],
        [m.to, quantity],
      ] as const) {
        const current = net.get(account) ?? { tokenId: m.tokenId, amount: 0n };
        if (current.tokenId !== m.tokenId) throw new Error(`account ${account} does not hold token ${m.tokenId}`);
        net.set(account, { tokenId: m.tokenId, amount: current.amount + amount });
      }
    }
  });
  const accounts = [...net.keys()].sort();
  const changes = accounts.filter((id) => net.get(id)!.amount !== 0n);

  const [inserted, , updated, written] = await Promise.allSettled([
    db<{ idempotency_key: string }[]>`
      insert into ledger_transactions (id, kind, idempotency_key, user_id, created_at)
      select i, ${kind}, k, nullif(u, '')::uuid, a
      from unnest(${ids}::uuid[], ${transactions.map((t) => t.idempotencyKey)}::text[],
                  ${transactions.map((t) => t.userId ?? '')}::text[],
                  ${transactions.map((t) => (t.at ?? new Date()).toISOString())}::timestamptz[]) as v(i, k, u, a)
      on conflict (idempotency_key) do nothing
      returning idempotency_key`,
    db`select id from ledger_accounts where id = any(${accounts}::uuid[]) order by id for update`,
    db<{ id: string }[]>`
      update ledger_accounts a set balance = a.balance + v.delta
      from unnest(${changes}::uuid[], ${changes.map((id) => net.get(id)!.tokenId)}::uuid[],
                  ${changes.map((id) => net.get(id)!.amount.toString())}::bigint[]) as v(id, token_id, delta)
      where a.id = v.id and a.token_id = v.token_id and a.balance + v.delta >= 0
      returning a.id`,
    db`
      insert into ledger_entries (transaction_id, account_id, token_id, amount, value_cents)
      select * from unnest(${entries.map((e) => e.tx)}::uuid[], ${entries.map((e) => e.account)}::uuid[],
                           ${entries.map((e) => e.token)}::uuid[], ${entries.map((e) => e.amount.toString())}::bigint[],
                           ${entries.map((e) => e.value)}::bigint[])`,
  ]);
  if (inserted.status === 'rejected') throw inserted.reason;
  if (inserted.value.length !== transactions.length) {
    const applied = new Set(inserted.value.map((row) => row.idempotency_key));
    throw new DuplicateTransactionError(transactions.find((t) => !applied.has(t.idempotencyKey))!.idempotencyKey);
  }
  if (updated.status === 'rejected') throw updated.reason;
  if (updated.value.length !== changes.length) {
    const done = new Set(updated.value.map((row) => row.id));
    const short = changes.find((id) => !done.has(id))!;
    const { tokenId, amount } = net.get(short)!;
    if (amount > 0n) throw new Error(`account ${short} does not hold token ${tokenId}`);
    throw new InsufficientBalanceError(tokenId);
  }
  if (written.status === 'rejected') throw written.reason;
}

/** Base units held in orders' reservations, per token (the console's dashboard). */
export async function reservedByToken(db: Db): Promise<{ tokenId: string; quantity: bigint }[]> {
  const rows = await db<{ token_id: string; quantity: string }[]>`
    select token_id, sum(balance)::text as quantity from ledger_accounts
    where kind = 'reservation' group by token_id having sum(balance) > 0 order by sum(balance) desc`;
  return rows.map((r) => ({ tokenId: r.token_id, quantity: BigInt(r.quantity) }));
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

/** Every ledger entry of transactions whose key names `subject` (`reserve:<id>`, `settle:<id>`…), oldest first. */
export async function movementsOf(db: Db, subject: string): Promise<MovementView[]> {
  const rows = await db<
    { kind: string; key: string | null; at: Date; token_id: string; amount: string; account: string }[]
  >`
    select t.kind, t.idempotency_key as key, t.created_at as at, e.token_id, e.amount::text,
           a.kind || coalesce(':' || a.owner_id::text, '') as account
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id
    where t.idempotency_key like ${`%:${subject.replace(/[\\%_]/g, '')}`} or t.idempotency_key like ${`%:${subject.replace(/[\\%_]/g, '')}:%`}
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
