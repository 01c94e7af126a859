import type { Db } from '../../db/client.ts';

export type AccountKind = 'treasury' | 'reservation' | 'user' | 'onchain';
export type TransactionKind =
  'genesis' | 'purchase' | 'reserve' | 'release' | 'settle' | 'refund' | 'bonus' | 'withdraw' | 'deposit' | 'swap';

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

/** The account of (token, kind, owner), created on first use. */
export async function account(
  db: Db,
  tokenId: string,
  kind: AccountKind,
  ownerId: string | null = null,
): Promise<string> {
  const [row] = await db<{ id: string }[]>`
    insert into ledger_accounts (token_id, kind, owner_id) values (${tokenId}, ${kind}, ${ownerId})
    on conflict (token_id, kind, owner_id) do update set kind = excluded.kind
    returning id`;
  return row!.id;
}

/**
 * Creates a token's whole emission in its treasury. The only transaction whose entries do not
 * sum to zero, and it can happen once per token (its idempotency key).
 */
export async function genesis(db: Db, tokenId: string, emission: bigint | number): Promise<void> {
  const treasury = await account(db, tokenId, 'treasury');
  const [tx] = await db<{ id: string }[]>`
    insert into ledger_transactions (kind, idempotency_key) values ('genesis', ${`genesis:${tokenId}`})
    returning id`;
  await db`update ledger_accounts set balance = balance + ${emission.toString()} where id = ${treasury}`;
  await db`insert into ledger_entries (transaction_id, account_id, token_id, amount)
           values (${tx!.id}, ${treasury}, ${tokenId}, ${emission.toString()})`;
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
 * One ledger transaction of balanced movements. The debit is a conditional update, so the row
 * lock on the source account serialises concurrent movements and a balance can never go
 * below zero: the loser of a race for the last tokens gets InsufficientBalanceError.
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
  /** Tokens whose accounts do not sum to the emission. */
  supplyMismatches: { token_id: string; emission: string; total: string }[];
  /** Non-genesis transactions whose entries do not sum to zero for some token. */
  unbalancedTransactions: { transaction_id: string; token_id: string; sum: string }[];
  /** Accounts whose balance disagrees with the sum of their entries. */
  driftedAccounts: { account_id: string; balance: string; entries: string }[];
}

/** The supply rules of ARCHITECTURE §2, checked against the database. */
export async function checkLedger(db: Db): Promise<InvariantReport> {
  const [supplyMismatches, unbalancedTransactions, driftedAccounts] = await Promise.all([
    db<InvariantReport['supplyMismatches']>`
      select t.id as token_id, t.emission::text, coalesce(sum(a.balance), 0)::text as total
      from tokens t left join ledger_accounts a on a.token_id = t.id
      group by t.id having coalesce(sum(a.balance), 0) <> t.emission`,
    db<InvariantReport['unbalancedTransactions']>`
      select e.transaction_id, e.token_id, sum(e.amount)::text as sum
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where t.kind <> 'genesis'
      group by e.transaction_id, e.token_id having sum(e.amount) <> 0`,
    db<InvariantReport['driftedAccounts']>`
      select a.id as account_id, a.balance::text, coalesce(sum(e.amount), 0)::text as entries
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  ]);
  return { supplyMismatches, unbalancedTransactions, driftedAccounts };
}
