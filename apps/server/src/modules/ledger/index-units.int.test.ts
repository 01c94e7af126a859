import { describe, expect, it } from 'vitest';
import { ListTokensResponse } from '@pinacoteca/contracts/catalog/token';
import { INDEX_TOKEN_EMISSION } from '@pinacoteca/contracts/constants';
import { createTestApp } from '../../../test/helpers.ts';
import { createUser } from '../../../test/accounts.ts';
import { migrate } from '../../db/migrate.ts';
import { account, checkLedger, transfer } from './service.ts';

const t = await createTestApp();
const { app, sql } = t;
const MIGRATION = '007_index_base_units.sql';
const clean = { supplyMismatches: [], unbalancedTransactions: [], driftedAccounts: [] };

async function indexToken(): Promise<{ id: string; emission: string; decimals: number }> {
  const [row] = await sql<{ id: string; emission: string; decimals: number }[]>`
    select id, emission::text, decimals from tokens where kind = 'index'`;
  return row!;
}

async function indexBalances(): Promise<Map<string, bigint>> {
  const rows = await sql<{ id: string; balance: string }[]>`
    select a.id, a.balance::text from ledger_accounts a join tokens t on t.id = a.token_id and t.kind = 'index'
    where a.kind <> 'world'`;
  return new Map(rows.map((r) => [r.id, BigInt(r.balance)]));
}

// Runs first: the second test rewrites this database's INDEX back and forth.
describe('INDEX in base units', () => {
  it('is seeded in base units exactly once on a database migrated first', async () => {
    const index = await indexToken();
    expect(index.decimals).toBe(6);
    expect(BigInt(index.emission)).toBe(BigInt(INDEX_TOKEN_EMISSION) * 1_000_000n);
    const balances = [...(await indexBalances()).values()];
    expect(balances.reduce((a, b) => a + b, 0n)).toBe(BigInt(index.emission));
    expect(
      balances.every((b) => b % 1_000_000n === 0n),
      'the demo purchases are whole tokens',
    ).toBe(true);
    const [art] = await sql<
      { decimals: number[] }[]
    >`select array_agg(distinct decimals) as decimals from tokens where kind = 'art'`;
    expect(art!.decimals).toEqual([0]);

    const set = ListTokensResponse.parse((await app.inject({ url: '/api/tokens' })).json());
    expect(set.indexToken.emission).toBe(String(INDEX_TOKEN_EMISSION));
    expect(BigInt(set.indexToken.available) + BigInt(set.indexToken.unavailable)).toBe(BigInt(INDEX_TOKEN_EMISSION));
    expect(await checkLedger(sql)).toEqual(clean);
  });

  it('converts a database kept in whole INDEX tokens once, keeping every ledger invariant', async () => {
    const index = await indexToken();
    const before = await indexBalances();
    // Back to how a database seeded before migration 007 kept INDEX: whole tokens, no decimals.
    await sql.begin(async (tx) => {
      await tx`update ledger_entries set amount = amount / 1000000 where token_id = ${index.id}`;
      await tx`update ledger_accounts set balance = balance / 1000000 where token_id = ${index.id}`;
      await tx`update tokens set emission = emission / 1000000 where id = ${index.id}`;
      await tx`alter table tokens drop column decimals`;
      await tx`delete from schema_migrations where name = ${MIGRATION}`;
    });
    // A bonus of the old rules: two whole tokens.
    const partner = await createUser(t);
    await sql.begin(async (tx) => {
      const treasury = await account(tx, index.id, 'treasury');
      const balance = await account(tx, index.id, 'user', partner.id);
      await transfer(tx, 'bonus', [{ tokenId: index.id, from: treasury, to: balance, quantity: 2n }], {
        idempotencyKey: 'old-bonus',
        userId: partner.id,
      });
    });
    expect(await checkLedger(sql)).toEqual(clean);

    expect(await migrate(sql)).toEqual([MIGRATION]);
    expect(await migrate(sql)).toEqual([]);

    const after = await indexToken();
    expect(after).toEqual({ id: index.id, emission: index.emission, decimals: 6 });
    const balances = await indexBalances();
    const treasury = await account(sql, index.id, 'treasury');
    const partnerAccount = await account(sql, index.id, 'user', partner.id);
    expect(balances.get(partnerAccount)).toBe(2_000_000n);
    expect(balances.get(treasury)).toBe(before.get(treasury)! - 2_000_000n);
    for (const [id, balance] of before) if (id !== treasury) expect(balances.get(id)).toBe(balance);
    const [entry] = await sql<{ amount: string }[]>`
      select e.amount::text from ledger_entries e join ledger_transactions x on x.id = e.transaction_id
      where x.idempotency_key = 'old-bonus' and e.amount > 0`;
    expect(entry!.amount).toBe('2000000');
    expect(await checkLedger(sql)).toEqual(clean);
  });
});
