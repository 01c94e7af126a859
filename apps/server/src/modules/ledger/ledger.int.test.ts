import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { createUser } from '../../../test/accounts.ts';
import { account, checkLedger, DuplicateTransactionError, InsufficientBalanceError, transferBatch } from './service.ts';

const t = await createTestApp();
const { sql } = t;

async function attributedToken(): Promise<{ id: string }> {
  const [token] = await sql<{ id: string }[]>`
    select t.id from tokens t join ledger_accounts a on a.token_id = t.id and a.kind = 'treasury'
    where t.painting_id is not null and t.current_price_cents > 0 and a.balance >= 100
    order by t.id limit 1`;
  return token!;
}

const balanceOf = async (id: string) =>
  BigInt((await sql<{ balance: string }[]>`select balance::text from ledger_accounts where id = ${id}`)[0]!.balance);

describe('transferBatch', () => {
  it('applies many transactions at once, each balanced, and keeps every invariant', async () => {
    const token = await attributedToken();
    const [a, b] = [await createUser(t), await createUser(t)];
    const treasury = await account(sql, token.id, 'treasury');
    const [toA, toB] = [await account(sql, token.id, 'user', a.id), await account(sql, token.id, 'user', b.id)];
    const before = await balanceOf(treasury);

    await sql.begin((tx) =>
      transferBatch(tx, 'purchase', [
        {
          idempotencyKey: `batch-test:a`,
          userId: a.id,
          movements: [{ tokenId: token.id, from: treasury, to: toA, quantity: 3 }],
        },
        {
          idempotencyKey: `batch-test:b`,
          userId: b.id,
          movements: [{ tokenId: token.id, from: treasury, to: toB, quantity: 4, valueCents: 400 }],
        },
      ]),
    );

    expect(await balanceOf(treasury)).toBe(before - 7n);
    expect(await balanceOf(toA)).toBe(3n);
    expect(await balanceOf(toB)).toBe(4n);
    const entries = await sql<{ amount: string; value_cents: string | null }[]>`
      select e.amount::text, e.value_cents::text from ledger_entries e
      join ledger_transactions x on x.id = e.transaction_id
      where x.idempotency_key = 'batch-test:b' order by e.amount`;
    expect(entries).toEqual([
      { amount: '-4', value_cents: '400' },
      { amount: '4', value_cents: '400' },
    ]);
    expect(await checkLedger(sql)).toEqual({ supplyMismatches: [], unbalancedTransactions: [], driftedAccounts: [] });
  });

  it('refuses the whole batch when a debit is not covered, and changes nothing', async () => {
    const token = await attributedToken();
    const user = await createUser(t);
    const treasury = await account(sql, token.id, 'treasury');
    const target = await account(sql, token.id, 'user', user.id);
    const before = await balanceOf(treasury);

    await expect(
      sql.begin((tx) =>
        transferBatch(tx, 'purchase', [
          {
            idempotencyKey: 'batch-test:fits',
            movements: [{ tokenId: token.id, from: treasury, to: target, quantity: 1 }],
          },
          {
            idempotencyKey: 'batch-test:over',
            movements: [{ tokenId: token.id, from: treasury, to: target, quantity: before }],
          },
        ]),
      ),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await balanceOf(treasury)).toBe(before);
    expect(await balanceOf(target)).toBe(0n);
    const applied = await sql`select 1 from ledger_transactions where idempotency_key = 'batch-test:fits'`;
    expect(applied.count).toBe(0);
  });

  it('applies a key once', async () => {
    const token = await attributedToken();
    const user = await createUser(t);
    const treasury = await account(sql, token.id, 'treasury');
    const target = await account(sql, token.id, 'user', user.id);
    const move = {
      idempotencyKey: 'batch-test:once',
      movements: [{ tokenId: token.id, from: treasury, to: target, quantity: 1 }],
    };

    await sql.begin((tx) => transferBatch(tx, 'purchase', [move]));
    await expect(sql.begin((tx) => transferBatch(tx, 'purchase', [move]))).rejects.toBeInstanceOf(
      DuplicateTransactionError,
    );
    expect(await balanceOf(target)).toBe(1n);
    expect(await checkLedger(sql)).toEqual({ supplyMismatches: [], unbalancedTransactions: [], driftedAccounts: [] });
  });
});

describe('issuance', () => {
  it('comes from the token’s world account: the genesis balances, and world is minus what exists', async () => {
    const token = await attributedToken();
    const rows = await sql<{ kind: string; amount: string }[]>`
      select a.kind, e.amount::text from ledger_entries e
      join ledger_transactions x on x.id = e.transaction_id and x.kind = 'genesis'
      join ledger_accounts a on a.id = e.account_id
      where e.token_id = ${token.id} order by e.amount`;
    const [row] = await sql<{ emission: string }[]>`select emission::text from tokens where id = ${token.id}`;
    const emission = row!.emission;
    expect(rows).toEqual([
      { kind: 'world', amount: `-${emission}` },
      { kind: 'treasury', amount: emission },
    ]);
    const world = await account(sql, token.id, 'world');
    expect(await balanceOf(world)).toBe(-BigInt(emission));
  });

  it('reports a token whose world does not match what exists, and keeps world from going above zero', async () => {
    const token = await attributedToken();
    const world = await account(sql, token.id, 'world');
    await expect(sql`update ledger_accounts set balance = 1 where id = ${world}`).rejects.toThrow(
      /ledger_accounts_balance_check/,
    );
    await expect(
      sql.begin(async (tx) => {
        // A token minted out of nothing: its treasury grows without world paying for it.
        const treasury = await account(tx, token.id, 'treasury');
        await tx`update ledger_accounts set balance = balance + 5 where id = ${treasury}`;
        const report = await checkLedger(tx);
        expect(report.supplyMismatches.map((m) => m.token_id)).toContain(token.id);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await checkLedger(sql)).toEqual({ supplyMismatches: [], unbalancedTransactions: [], driftedAccounts: [] });
  });
});
