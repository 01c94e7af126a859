import type { TreasuryReturnStatus } from '@pinacoteca/contracts/tokens/treasury-return';
import type { Db } from '../../db/client.ts';
import { people } from '../auth/relations.ts';
import { tokenLabels } from '../catalog/tokens.ts';

/**
 * Treasury returns' SQL (decision 0054, 0065): table `treasury_returns`, a surplus sent back to
 * the wallet an administrator names, and the token's mint row it is decided under.
 */

/** A return as stored, with its token's symbol and decimals and who sent it. */
export interface TreasuryReturnRow {
  id: string;
  token_id: string;
  symbol: string;
  decimals: number;
  amount: string;
  wallet_address: string;
  note: string | null;
  status: TreasuryReturnStatus;
  signature: string | null;
  failure: string | null;
  created_by: string;
  created_at: Date;
  confirmed_at: Date | null;
}

/** Returns, newest first, or the one asked for. */
export async function treasuryReturnRows(
  db: Db,
  filter: { id?: string } = {},
  limit = 200,
): Promise<TreasuryReturnRow[]> {
  const rows = await db<Omit<TreasuryReturnRow, 'symbol' | 'decimals'>[]>`
    select r.id, r.token_id, r.amount::text, r.wallet_address, r.note, r.status, r.signature, r.failure,
           coalesce(u.username, '') as created_by, r.created_at, r.confirmed_at
    from treasury_returns r left join ${people(db)} u on u.id = r.created_by
    where true ${filter.id ? db`and r.id = ${filter.id}` : db``}
    order by r.created_at desc, r.id desc
    limit ${limit}`;
  const labels = await tokenLabels(
    db,
    rows.map((r) => r.token_id),
  );
  return rows.map((r) => ({
    ...r,
    symbol: labels.get(r.token_id)?.symbol ?? '',
    decimals: labels.get(r.token_id)?.decimals ?? 0,
  }));
}

/**
 * The token's mint, its row locked (`no key update`: the reconciliation's foreign key to it is not
 * blocked) so returns of one token are decided one at a time; undefined when it has no mint.
 */
export async function lockMintForReturn(
  db: Db,
  tokenId: string,
): Promise<{ token_id: string; mint_address: string; decimals: number; supply: string } | undefined> {
  const [mint] = await db<{ token_id: string; mint_address: string; decimals: number; supply: string }[]>`
    select token_id, mint_address, decimals, supply::text from token_mints
    where token_id = ${tokenId} for no key update`;
  return mint;
}

/** What returns still being sent take out of each token's treasury (or one token's), in base units. */
export async function returningByToken(db: Db, tokenId?: string): Promise<Map<string, bigint>> {
  const rows = await db<{ token_id: string; amount: string }[]>`
    select token_id, sum(amount)::text as amount from treasury_returns
    where status = 'processing' ${tokenId ? db`and token_id = ${tokenId}` : db``}
    group by token_id`;
  return new Map(rows.map((r) => [r.token_id, BigInt(r.amount)]));
}

export async function insertTreasuryReturn(
  db: Db,
  r: { tokenId: string; amount: bigint; wallet: string; note: string | null; createdBy: string },
): Promise<string> {
  const [row] = await db<{ id: string }[]>`
    insert into treasury_returns (token_id, amount, wallet_address, note, status, created_by)
    values (${r.tokenId}, ${r.amount.toString()}, ${r.wallet}, ${r.note}, 'processing', ${r.createdBy})
    returning id`;
  return row!.id;
}

/** What sending a return needs: where to, how much of which mint, and the transaction stored so far. */
export interface SendingReturn {
  status: TreasuryReturnStatus;
  signed_tx: string | null;
  signature: string | null;
  blockhash: string | null;
  wallet_address: string;
  amount: string;
  mint_address: string;
  decimals: number;
}

/** A return with its mint and stored transaction, locked (undefined when another worker holds it). */
export async function lockReturnForSending(db: Db, id: string): Promise<SendingReturn | undefined> {
  const [r] = await db<SendingReturn[]>`
    select r.status, r.signed_tx, r.signature, r.blockhash, r.wallet_address, r.amount::text,
           m.mint_address, m.decimals
    from treasury_returns r join token_mints m on m.token_id = r.token_id
    where r.id = ${id} for update of r skip locked`;
  return r;
}

/** The chain confirmed this signature: the return succeeded (false when it was not being sent with it). */
export async function confirmReturn(db: Db, id: string, signature: string): Promise<boolean> {
  const rows = await db`
    update treasury_returns set status = 'success', confirmed_at = now()
    where id = ${id} and status = 'processing' and signature = ${signature} returning id`;
  return rows.length > 0;
}

/** The chain refused the return (false when it was not being sent). */
export async function failReturn(db: Db, id: string, why: string): Promise<boolean> {
  const rows = await db`
    update treasury_returns set status = 'failed', failure = ${why}
    where id = ${id} and status = 'processing' returning id`;
  return rows.length > 0;
}

/** Returns being sent that no job finished within 30 seconds (a worker died mid-send), oldest first. */
export async function stalledReturns(db: Db): Promise<string[]> {
  const rows = await db<{ id: string }[]>`
    select id from treasury_returns where status = 'processing'
      and coalesce(sent_at, created_at) < now() - interval '30 seconds'
    order by created_at limit 100`;
  return rows.map((r) => r.id);
}
