import type { WalletType } from '@pinacoteca/contracts/tokens/withdraw';
import type { Db } from '../../db/client.ts';

/**
 * Deposits' SQL (decision 0054): tables `deposit_addresses`, `deposit_scans` (each address's
 * transactions looked at) and `deposits` (each arrival, credited and swept once), and the mints
 * that say which tokens are the platform's.
 */

export interface DepositRow {
  id: string;
  signature: string;
  user_id: string;
  token_id: string;
  amount: string;
  value_cents: string | null;
  status: 'processing' | 'credited';
  seen_at: Date;
  credited_at: Date | null;
}

export async function depositAddressOf(db: Db, userId: string, walletType: WalletType): Promise<string | undefined> {
  const [known] = await db<{ address: string }[]>`
    select address from deposit_addresses where user_id = ${userId} and wallet_type = ${walletType}`;
  return known?.address;
}

export async function insertDepositAddress(
  db: Db,
  userId: string,
  walletType: WalletType,
  address: string,
): Promise<void> {
  await db`
    insert into deposit_addresses (user_id, wallet_type, address) values (${userId}, ${walletType}, ${address})
    on conflict do nothing`;
}

/** Whether the address is a person's deposit address: the platform's, never somebody's wallet. */
export async function isDepositAddress(db: Db, address: string): Promise<boolean> {
  const [row] = await db<{ found: boolean }[]>`
    select exists (select 1 from deposit_addresses where address = ${address}) as found`;
  return row!.found;
}

export function depositAddresses(db: Db): Promise<{ user_id: string; address: string }[]> {
  return db<{ user_id: string; address: string }[]>`select user_id, address from deposit_addresses`;
}

/** The first deposit address given out, whose derivation tells whether the deposit root is still the same. */
export async function firstDepositAddress(db: Db): Promise<{ user_id: string; address: string } | undefined> {
  const [row] = await db<{ user_id: string; address: string }[]>`
    select user_id, address from deposit_addresses order by created_at limit 1`;
  return row;
}

/** Tokens of another mint that arrived at a deposit address (recorded, never credited). */
export interface IgnoredDepositRow {
  id: string;
  user_id: string;
  signature: string;
  deposit_address: string;
  mint_address: string;
  amount: string;
  seen_at: Date;
}

/** Tokens of other mints sent to deposit addresses, newest first (at most 200). */
export function ignoredDeposits(db: Db): Promise<IgnoredDepositRow[]> {
  return db<IgnoredDepositRow[]>`
    select id, user_id, signature, deposit_address, mint_address, amount::text, seen_at
    from deposits where status = 'ignored' order by seen_at desc limit 200`;
}

/** Arrivals waiting for their transaction to be final, oldest first. */
export function depositsToCredit(db: Db): Promise<{ id: string; signature: string }[]> {
  return db<{ id: string; signature: string }[]>`
    select id, signature from deposits where status = 'processing' order by seen_at limit 500`;
}

/** Credited deposits still at their deposit address, oldest first. */
export async function depositsToSweep(db: Db): Promise<string[]> {
  const rows = await db<{ id: string }[]>`
    select id from deposits where status = 'credited' and swept_at is null order by credited_at limit 500`;
  return rows.map((r) => r.id);
}

/** Which of these signatures of the address were looked at before. */
export async function scannedAmong(db: Db, address: string, signatures: string[]): Promise<Set<string>> {
  const rows = await db<{ signature: string }[]>`
    select signature from deposit_scans where address = ${address} and signature = any(${signatures})`;
  return new Set(rows.map((r) => r.signature));
}

export async function markScanned(db: Db, address: string, signature: string): Promise<void> {
  await db`insert into deposit_scans (address, signature) values (${address}, ${signature}) on conflict do nothing`;
}

/** The platform's tokens among these mints. */
export function tokensOfMints(db: Db, mints: string[]): Promise<{ token_id: string; mint_address: string }[]> {
  return db<{ token_id: string; mint_address: string }[]>`
    select token_id, mint_address from token_mints where mint_address = any(${mints})`;
}

/**
 * Records tokens that arrived at a deposit address in a transaction: to be credited when it is one
 * of the platform's (`tokenId`), ignored otherwise. Answers false when it was recorded before.
 */
export async function recordArrival(
  db: Db,
  arrival: { signature: string; address: string; mint: string; userId: string; tokenId: string | null; amount: bigint },
): Promise<boolean> {
  const inserted = await db`
    insert into deposits (signature, deposit_address, mint_address, user_id, token_id, amount, status)
    values (${arrival.signature}, ${arrival.address}, ${arrival.mint}, ${arrival.userId}, ${arrival.tokenId},
            ${arrival.amount.toString()}, ${arrival.tokenId ? 'processing' : 'ignored'})
    on conflict (signature, deposit_address, mint_address) do nothing returning id`;
  return inserted.length > 0;
}

/** A deposit waiting to be credited, locked (undefined when credited, or another worker holds it). */
export async function lockDepositToCredit(
  db: Db,
  id: string,
): Promise<{ user_id: string; token_id: string; amount: string } | undefined> {
  const [row] = await db<{ user_id: string; token_id: string; amount: string }[]>`
    select user_id, token_id, amount::text from deposits
    where id = ${id} and status = 'processing' for update skip locked`;
  return row;
}

export async function markCredited(db: Db, id: string, valueCents: bigint): Promise<void> {
  await db`
    update deposits set status = 'credited', credited_at = now(), value_cents = ${valueCents.toString()}
    where id = ${id}`;
}

/** A credited deposit to sweep: what the sweep moves, and the sweep transaction stored so far. */
export interface SweepRow {
  user_id: string;
  amount: string;
  mint_address: string;
  decimals: number;
  sweep_tx: string | null;
  sweep_signature: string | null;
  sweep_blockhash: string | null;
}

/** A credited deposit still to sweep, with its mint and stored sweep, locked. */
export async function lockDepositToSweep(db: Db, id: string): Promise<SweepRow | undefined> {
  const [row] = await db<SweepRow[]>`
    select d.user_id, d.amount::text, d.mint_address, m.decimals, d.sweep_tx, d.sweep_signature, d.sweep_blockhash
    from deposits d join token_mints m on m.token_id = d.token_id
    where d.id = ${id} and d.status = 'credited' and d.swept_at is null for update of d skip locked`;
  return row;
}

/** Stores a newly signed sweep before it is sent (exactly once, decision 0046). */
export async function storeSignedSweep(
  db: Db,
  id: string,
  signed: { wire: string; signature: string; blockhash: string },
): Promise<void> {
  await db`
    update deposits set sweep_tx = ${signed.wire}, sweep_signature = ${signed.signature},
           sweep_blockhash = ${signed.blockhash}, sweep_signings = sweep_signings + 1
    where id = ${id}`;
}

export async function markSwept(db: Db, id: string, signature: string): Promise<void> {
  await db`update deposits set swept_at = now() where id = ${id} and sweep_signature = ${signature} and swept_at is null`;
}

/** The chain refused the sweep: the next round signs a new one. */
export async function forgetSweep(db: Db, id: string): Promise<void> {
  await db`update deposits set sweep_tx = null, sweep_signature = null, sweep_blockhash = null where id = ${id}`;
}

/**
 * Per token (or the one asked for): credited deposits still at their deposit address, and of
 * them those whose sweep is signed and may already have landed (the reconciliation allows for both).
 */
export async function unsweptByToken(
  db: Db,
  tokenId?: string,
): Promise<Map<string, { unswept: bigint; sweeping: bigint }>> {
  const rows = await db<{ token_id: string; unswept: string; sweeping: string }[]>`
    select token_id, sum(amount)::text as unswept,
           coalesce(sum(amount) filter (where sweep_signature is not null), 0)::text as sweeping
    from deposits
    where status = 'credited' and swept_at is null ${tokenId ? db`and token_id = ${tokenId}` : db``}
    group by token_id`;
  return new Map(rows.map((r) => [r.token_id, { unswept: BigInt(r.unswept), sweeping: BigInt(r.sweeping) }]));
}

/** The person's deposits (ignored ones are not theirs to see), newest first, or the one asked for. */
export function depositRows(
  db: Db,
  filter: { userId: string; id?: string; before?: Date },
  limit: number,
): Promise<DepositRow[]> {
  return db<DepositRow[]>`
    select id, signature, user_id, token_id, amount::text, value_cents::text, status, seen_at, credited_at
    from deposits
    where user_id = ${filter.userId} and status <> 'ignored' ${filter.id ? db`and id = ${filter.id}` : db``}
      ${filter.before ? db`and seen_at < ${filter.before}` : db``}
    order by seen_at desc, id desc limit ${limit}`;
}
