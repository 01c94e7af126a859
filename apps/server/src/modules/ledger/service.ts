import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import {
  account,
  applyDeltas,
  credit,
  debit,
  driftedAccountRows,
  heldReservations,
  insertEntries,
  insertEntryPair,
  insertTransaction,
  insertTransactions,
  issueBalance,
  insertLedgerRows,
  lockAccounts,
  lockedBalances,
  supplyMismatchRows,
  unbalancedTransactionRows,
} from './queries.ts';

// The ledger's reads and its account lookups are queries; the module's callers name them here.
export {
  account,
  holdingsOf,
  lockTreasuries,
  movementsOf,
  openReservations,
  refreshLedgerStatistics,
  tokenTotals,
  treasuryOf,
  userHoldings,
} from './queries.ts';

/**
 * `world` is where a token's emission comes from: the one account below zero, by exactly what
 * exists of the token, so every transaction balances, issuance included (decision 0053).
 */
export type AccountKind = 'treasury' | 'reservation' | 'user' | 'onchain' | 'withdrawing' | 'world' | 'held';
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
 * Moves whatever an order still holds reserved back to each token's treasury, as one ledger
 * transaction of `kind` (release on cancel or expiry, refund). False when nothing was held.
 */
export async function releaseReservations(
  tx: Db,
  orderId: string,
  kind: 'release' | 'refund',
  options: { idempotencyKey: string; userId?: string },
): Promise<boolean> {
  const held = await heldReservations(tx, orderId);
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
  const tx = await insertTransaction(db, { kind: 'genesis', idempotencyKey: `genesis:${tokenId}` });
  if (!tx) throw new DuplicateTransactionError(`genesis:${tokenId}`);
  await issueBalance(db, { world, treasury, quantity });
  await insertEntryPair(db, { transactionId: tx, tokenId, from: world, to: treasury, quantity, valueCents: null });
}

/** One new token issued in bulk, and optionally what of it is already sold to one person. */
export interface BulkIssue {
  tokenId: string;
  emission: bigint;
  sale?: { ownerId: string; quantity: bigint; valueCents: bigint; idempotencyKey: string };
}

/**
 * Issues many new tokens at once, for seeding at scale (the catalogue-at-scale bench, decision
 * 0036): each token's emission from its `world` account to its treasury (`genesis:<token>`), and a
 * sale, when named, from the treasury to the buyer as a `purchase`. The same balanced transactions
 * `genesis` and `transfer` write, in a constant number of statements per thousand rows instead of
 * several per token; only for tokens that have no ledger accounts yet.
 */
export async function issueInBulk(db: Db, issues: readonly BulkIssue[]): Promise<void> {
  const accounts: Parameters<typeof insertLedgerRows>[1]['accounts'] = [];
  const transactions: Parameters<typeof insertLedgerRows>[1]['transactions'] = [];
  const entries: Parameters<typeof insertLedgerRows>[1]['entries'] = [];
  const pair = (
    transaction: string,
    tokenId: string,
    from: string,
    to: string,
    quantity: bigint,
    value: bigint | null,
  ) =>
    entries.push(
      { transaction_id: transaction, account_id: from, token_id: tokenId, amount: -quantity, value_cents: null },
      { transaction_id: transaction, account_id: to, token_id: tokenId, amount: quantity, value_cents: value },
    );
  for (const { tokenId, emission, sale } of issues) {
    if (emission <= 0n) throw new RangeError('a token is issued with a positive emission');
    if (sale && (sale.quantity <= 0n || sale.quantity > emission)) throw new RangeError('a sale within the emission');
    const sold = sale?.quantity ?? 0n;
    const [world, treasury, genesisId] = [randomUUID(), randomUUID(), randomUUID()];
    accounts.push(
      { id: world, token_id: tokenId, kind: 'world', owner_id: null, balance: -emission },
      { id: treasury, token_id: tokenId, kind: 'treasury', owner_id: null, balance: emission - sold },
    );
    transactions.push({ id: genesisId, kind: 'genesis', idempotency_key: `genesis:${tokenId}`, user_id: null });
    pair(genesisId, tokenId, world, treasury, emission, null);
    if (sale) {
      const [holder, purchase] = [randomUUID(), randomUUID()];
      accounts.push({ id: holder, token_id: tokenId, kind: 'user', owner_id: sale.ownerId, balance: sold });
      transactions.push({
        id: purchase,
        kind: 'purchase',
        idempotency_key: sale.idempotencyKey,
        user_id: sale.ownerId,
      });
      pair(purchase, tokenId, treasury, holder, sold, sale.valueCents);
    }
  }
  await insertLedgerRows(db, { accounts, transactions, entries });
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
  const txId = await insertTransaction(db, {
    kind,
    idempotencyKey: options.idempotencyKey ?? null,
    userId: options.userId ?? null,
    at: options.at ?? new Date(),
  });
  if (!txId) throw new DuplicateTransactionError(options.idempotencyKey ?? '');
  // Every account this transaction moves is locked first, in id order, as transferBatch does: any
  // two transactions lock shared accounts in the same order, so they can wait but never deadlock.
  const touched = [...new Set(movements.flatMap((m) => [m.from, m.to]))].sort();
  if (touched.length > 1) {
    await lockAccounts(db, touched);
  }
  for (const m of movements) {
    const quantity = BigInt(m.quantity);
    if (quantity <= 0n) throw new RangeError('a movement moves a positive quantity');
    if (!(await debit(db, m.from, m.tokenId, quantity))) throw new InsufficientBalanceError(m.tokenId);
    if (!(await credit(db, m.to, m.tokenId, quantity)))
      throw new Error(`account ${m.to} does not hold token ${m.tokenId}`);
    await insertEntryPair(db, {
      transactionId: txId,
      tokenId: m.tokenId,
      from: m.from,
      to: m.to,
      quantity,
      valueCents: m.valueCents == null ? null : BigInt(m.valueCents),
    });
  }
  return txId;
}

/**
 * `transfer` under `idempotencyKey`, done at most once: answers false, with nothing written, when
 * the key was applied before (its transaction is the proof it happened). Safe inside a larger
 * transaction: the key is checked before anything is locked or moved, so nothing is left half done.
 */
export async function transferOnce(
  db: Db,
  kind: TransactionKind,
  movements: Movement[],
  options: { idempotencyKey: string; userId?: string | null; at?: Date },
): Promise<boolean> {
  try {
    await transfer(db, kind, movements, options);
    return true;
  } catch (error) {
    if (error instanceof DuplicateTransactionError) return false;
    throw error;
  }
}

/**
 * One movement of as much as `from` holds of the token, up to `quantity`, as a transaction of
 * `kind`: taking something back from someone who may have spent part of it since. Both accounts
 * are locked first, in id order as `transfer` locks them, and the balance is read under that lock,
 * so the movement neither fails for want of tokens nor takes a balance below zero. Answers the
 * quantity moved; when `from` holds none, nothing is written (the key stays unused). With a key
 * applied before it raises DuplicateTransactionError, before anything is written.
 */
export async function transferUpTo(
  db: Db,
  kind: TransactionKind,
  movement: Omit<Movement, 'valueCents'>,
  options: { idempotencyKey: string; userId?: string | null; at?: Date },
): Promise<bigint> {
  const wanted = BigInt(movement.quantity);
  if (wanted <= 0n) throw new RangeError('a movement moves a positive quantity');
  const balances = await lockedBalances(db, [...new Set([movement.from, movement.to])].sort());
  const held = balances.get(movement.from) ?? 0n;
  const quantity = held < wanted ? held : wanted;
  if (quantity <= 0n) return 0n;
  await transfer(db, kind, [{ ...movement, quantity }], options);
  return quantity;
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
    supplyMismatchRows(db),
    unbalancedTransactionRows(db),
    driftedAccountRows(db),
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
    insertTransactions(db, kind, ids, transactions),
    lockAccounts(db, accounts),
    applyDeltas(
      db,
      changes.map((id) => ({ id, tokenId: net.get(id)!.tokenId, delta: net.get(id)!.amount })),
    ),
    insertEntries(db, entries),
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
