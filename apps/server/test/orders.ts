import { expect } from 'vitest';
import { ListTokensResponse, type Token } from '@pinacoteca/contracts/catalog/token';
import type { Db } from '../src/db/client.ts';
import { checkLedger } from '../src/modules/ledger/service.ts';

/** Helpers of the orders integration tests. */

export async function expectLedgerSound(db: Db): Promise<void> {
  expect(await checkLedger(db)).toEqual({ supplyMismatches: [], unbalancedTransactions: [], driftedAccounts: [] });
}

export async function treasuryBalance(db: Db, tokenId: string): Promise<bigint> {
  const [row] = await db<{ balance: string }[]>`
    select balance from ledger_accounts where token_id = ${tokenId} and kind = 'treasury'`;
  return BigInt(row?.balance ?? 0);
}

export async function holding(db: Db, tokenId: string, userId: string): Promise<bigint> {
  const [row] = await db<{ balance: string }[]>`
    select balance from ledger_accounts where token_id = ${tokenId} and kind = 'user' and owner_id = ${userId}`;
  return BigInt(row?.balance ?? 0);
}

/** What is held for the person of a token, not yet theirs to move (a referral bonus, decision 0067). */
export async function held(db: Db, tokenId: string, userId: string): Promise<bigint> {
  const [row] = await db<{ balance: string }[]>`
    select balance from ledger_accounts where token_id = ${tokenId} and kind = 'held' and owner_id = ${userId}`;
  return BigInt(row?.balance ?? 0);
}

export async function reserved(db: Db, orderId: string): Promise<bigint> {
  const [row] = await db<{ total: string }[]>`
    select coalesce(sum(balance), 0)::text as total from ledger_accounts where kind = 'reservation' and owner_id = ${orderId}`;
  return BigInt(row?.total ?? 0);
}

export async function tokenSet(inject: (url: string) => Promise<{ json(): unknown }>): Promise<{
  index: Token;
  attributed: Token[];
  underAttribution: Token[];
}> {
  const set = ListTokensResponse.parse((await inject('/api/tokens')).json());
  return {
    index: set.indexToken,
    attributed: set.artTokens.filter((t) => t.current_price !== '0.00' && Number(t.available) > 0),
    underAttribution: set.artTokens.filter((t) => t.current_price === '0.00'),
  };
}
