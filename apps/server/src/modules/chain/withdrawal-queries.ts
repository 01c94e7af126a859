import type { RefusalCause, WithdrawalStatus } from '@pinacoteca/contracts/tokens/withdraw';
import type { Db } from '../../db/client.ts';
import { people } from '../auth/relations.ts';
import { tokenLabels } from '../catalog/tokens.ts';

/**
 * Withdrawals' SQL (decision 0054): tables `withdrawals` and `withdraw_addresses` (the saved
 * addresses sales pay out to as well), and the mint facts a withdrawal checks.
 */

/** A withdrawal as stored, with its token's symbol and decimals. */
export interface WithdrawalRow {
  id: string;
  user_id: string;
  token_id: string;
  symbol: string;
  decimals: number;
  amount: string;
  value_cents: string;
  wallet_type: 'solana';
  wallet_address: string;
  status: WithdrawalStatus;
  signature: string | null;
  reason: string | null;
  cause: RefusalCause | null;
  failure: string | null;
  created_at: Date;
  confirmed_at: Date | null;
  /** Whose it is, for the console: their e-mail (null once erased) and whether they are blocked. */
  user_email: string | null;
  user_blocked: boolean;
}

/** The person's withdrawals, newest first, or the one asked for (another person's is not found). */
export async function withdrawalRows(
  db: Db,
  filter: { userId?: string; id?: string; status?: WithdrawalStatus | readonly WithdrawalStatus[]; before?: Date },
  limit = 500,
): Promise<WithdrawalRow[]> {
  const rows = await db<Omit<WithdrawalRow, 'symbol' | 'decimals'>[]>`
    select w.id, w.user_id, w.token_id, w.amount::text, w.value_cents::text, w.wallet_type,
           w.wallet_address, w.status, w.signature, w.reason, w.cause, w.failure, w.created_at, w.confirmed_at,
           case when u.erased_at is null then u.email end as user_email, u.blocked_at is not null as user_blocked
    from withdrawals w join ${people(db)} u on u.id = w.user_id
    where true
      ${filter.userId ? db`and w.user_id = ${filter.userId}` : db``}
      ${filter.id ? db`and w.id = ${filter.id}` : db``}
      ${filter.status ? db`and w.status = any(${[filter.status].flat()}::text[])` : db``}
      ${filter.before ? db`and w.created_at < ${filter.before}` : db``}
    order by w.created_at desc, w.id desc
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

export interface AddressRow {
  id: string;
  wallet_type: 'solana';
  address: string;
  label: string | null;
  created_at: Date;
  usable_at: Date;
}

/** The person's saved addresses still in use, oldest first. */
export function savedAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db<AddressRow[]>`
    select id, wallet_type, address, label, created_at, usable_at from withdraw_addresses
    where user_id = ${userId} and removed_at is null order by created_at`;
}

/** Saves an address; undefined when the person has it saved already. */
export async function insertAddress(
  db: Db,
  address: { userId: string; walletType: 'solana'; address: string; label: string | null; usableAt: Date },
): Promise<AddressRow | undefined> {
  const [row] = await db<AddressRow[]>`
    insert into withdraw_addresses (user_id, wallet_type, address, label, usable_at)
    values (${address.userId}, ${address.walletType}, ${address.address}, ${address.label}, ${address.usableAt})
    on conflict (user_id, wallet_type, address) where removed_at is null do nothing
    returning id, wallet_type, address, label, created_at, usable_at`;
  return row;
}

/** Removes one of the person's saved addresses; answers the address, or undefined when there was none. */
export async function removeAddress(db: Db, userId: string, id: string): Promise<string | undefined> {
  const [removed] = await db<{ address: string }[]>`
    update withdraw_addresses set removed_at = now()
    where id = ${id} and user_id = ${userId} and removed_at is null returning address`;
  return removed?.address;
}

/** When a saved Solana address becomes usable; undefined when the person has not saved it. */
export async function savedAddress(db: Db, userId: string, address: string): Promise<{ usable_at: Date } | undefined> {
  const [saved] = await db<{ usable_at: Date }[]>`
    select usable_at from withdraw_addresses
    where user_id = ${userId} and wallet_type = 'solana' and address = ${address} and removed_at is null`;
  return saved;
}

/** Whether a token is on chain, and whether its chain and ledger last agreed (null: not checked yet). */
export async function mintReconciliation(db: Db, tokenId: string): Promise<{ reconciled: boolean | null } | undefined> {
  const [mint] = await db<{ reconciled: boolean | null }[]>`
    select r.reconciled from token_mints m left join token_reconciliations r on r.token_id = m.token_id
    where m.token_id = ${tokenId}`;
  return mint;
}

/**
 * The USD cents that left the person's holdings in the last 24 hours, withdrawn or sold back (one
 * daily limit for both, at the price each was valued at): refused withdrawals and sales, and
 * withdrawals that failed on chain (their tokens are back), not counted. A sale whose payout the
 * chain refused is still owed, so it counts.
 */
export async function movedOutToday(db: Db, userId: string): Promise<{ cents: bigint; count: number }> {
  const [today] = await db<{ cents: string; count: number }[]>`
    with outgoing as (
      select value_cents from withdrawals
      where user_id = ${userId} and created_at > now() - interval '24 hours' and status not in ('rejected', 'failed')
      union all
      select value_cents from sales
      where user_id = ${userId} and created_at > now() - interval '24 hours' and status <> 'rejected')
    select coalesce(sum(value_cents), 0)::text as cents, count(*)::int as count from outgoing`;
  return { cents: BigInt(today!.cents), count: today!.count };
}

export async function insertWithdrawal(
  db: Db,
  w: {
    userId: string;
    tokenId: string;
    amount: bigint;
    valueCents: bigint;
    walletType: 'solana';
    wallet: string;
    status: 'awaiting_approval' | 'processing';
    requestId: string | null;
  },
): Promise<string> {
  const [row] = await db<{ id: string }[]>`
    insert into withdrawals (user_id, token_id, amount, value_cents, wallet_type, wallet_address, status, request_id)
    values (${w.userId}, ${w.tokenId}, ${w.amount.toString()}, ${w.valueCents.toString()}, ${w.walletType},
            ${w.wallet}, ${w.status}, ${w.requestId})
    returning id`;
  return row!.id;
}

/** The withdrawal the person's request `requestId` made, if one did. */
export async function withdrawalOfRequest(db: Db, userId: string, requestId: string | null | undefined) {
  if (!requestId) return null;
  const [row] = await db<{ id: string }[]>`
    select id from withdrawals where user_id = ${userId} and request_id = ${requestId}`;
  return row?.id ?? null;
}

/** What giving a withdrawal's tokens back needs. */
export interface WithdrawnTokens {
  user_id: string;
  token_id: string;
  amount: string;
}

/**
 * A decision on a withdrawal awaiting one: an operator's (with their reason when refusing), or the
 * person's removal of its address (`cause`); undefined when it awaits none. `from`: `processing`
 * for the removal's refusal of one approved but not signed yet (never one whose transaction is
 * signed: it may be on the chain already).
 */
export async function decideWithdrawal(
  db: Db,
  id: string,
  decision: { status: 'processing' | 'rejected'; by: string; reason: string | null; cause?: RefusalCause | null },
  from: 'awaiting_approval' | 'processing' = 'awaiting_approval',
): Promise<WithdrawnTokens | undefined> {
  const [row] = await db<WithdrawnTokens[]>`
    update withdrawals set status = ${decision.status}, decided_by = ${decision.by}, decided_at = now(),
                           reason = ${decision.reason}, cause = ${decision.cause ?? null}
    where id = ${id}
      ${from === 'processing' ? db`and status = 'processing' and signed_tx is null` : db`and status = 'awaiting_approval'`}
    returning user_id, token_id, amount::text`;
  return row;
}

/**
 * The person's withdrawals to `address` not signed yet, locked: waiting for approval (an
 * operator's decision on one waits for the removal, then finds it decided), or approved and
 * `processing` with no transaction signed (its sender locks the row to sign, and skips it while
 * this holds it; once signed, it may be on the chain, and is left to finish). Removing the address
 * refuses them.
 */
export async function unsignedWithdrawalsTo(
  db: Db,
  userId: string,
  address: string,
): Promise<{ id: string; status: 'awaiting_approval' | 'processing' }[]> {
  return db<{ id: string; status: 'awaiting_approval' | 'processing' }[]>`
    select id, status from withdrawals
    where user_id = ${userId} and wallet_address = ${address}
      and (status = 'awaiting_approval' or (status = 'processing' and signed_tx is null))
    order by created_at, id for update`;
}

/** Whose a withdrawal is and where it stands (undefined when there is none). */
export async function withdrawalOwner(
  db: Db,
  id: string,
): Promise<{ user_id: string; status: WithdrawalStatus } | undefined> {
  const [row] = await db<{ user_id: string; status: WithdrawalStatus }[]>`
    select user_id, status from withdrawals where id = ${id}`;
  return row;
}

/** What sending a withdrawal needs: where to, how much of which mint, and the transaction stored so far. */
export interface SendingWithdrawal {
  status: string;
  signed_tx: string | null;
  signature: string | null;
  blockhash: string | null;
  wallet_address: string;
  amount: string;
  mint_address: string;
  decimals: number;
  /** An operator blocked the owner: a withdrawal not signed yet waits until they are unblocked. */
  owner_blocked: boolean;
  /**
   * The last check found the token's chain and ledger disagreeing: nothing of it not signed yet
   * leaves until they agree again (the issue: the check "stops withdrawals of that token").
   */
  token_paused: boolean;
}

/** A withdrawal with its mint and stored transaction, locked (undefined when another worker holds it). */
export async function lockWithdrawalForSending(db: Db, id: string): Promise<SendingWithdrawal | undefined> {
  const [w] = await db<SendingWithdrawal[]>`
    select w.status, w.signed_tx, w.signature, w.blockhash, w.wallet_address, w.amount::text,
           m.mint_address, m.decimals, u.blocked_at is not null as owner_blocked,
           coalesce(r.reconciled = false, false) as token_paused
    from withdrawals w join token_mints m on m.token_id = w.token_id join ${people(db)} u on u.id = w.user_id
      left join token_reconciliations r on r.token_id = w.token_id
    where w.id = ${id} for update of w skip locked`;
  return w;
}

/** Withdrawals being sent that no job finished within 30 seconds (a worker died mid-send), oldest first. */
export async function stalledWithdrawals(db: Db): Promise<string[]> {
  const rows = await db<{ id: string }[]>`
    select id from withdrawals where status = 'processing'
      and coalesce(sent_at, created_at) < now() - interval '30 seconds'
    order by created_at limit 100`;
  return rows.map((r) => r.id);
}

/** The chain confirmed this signature: the withdrawal succeeded (undefined when it was not being sent with it). */
export async function confirmWithdrawal(
  db: Db,
  id: string,
  signature: string,
): Promise<(WithdrawnTokens & { value_cents: string; created_at: Date; address: string }) | undefined> {
  const [row] = await db<(WithdrawnTokens & { value_cents: string; created_at: Date; address: string })[]>`
    update withdrawals set status = 'success', confirmed_at = now()
    where id = ${id} and status = 'processing' and signature = ${signature}
    returning user_id, token_id, amount::text, value_cents::text, created_at, wallet_address as address`;
  return row;
}

/** The chain refused the withdrawal (undefined when it was not being sent). */
export async function failWithdrawal(db: Db, id: string, why: string): Promise<WithdrawnTokens | undefined> {
  const [row] = await db<WithdrawnTokens[]>`
    update withdrawals set status = 'failed', failure = ${why}
    where id = ${id} and status = 'processing' returning user_id, token_id, amount::text`;
  return row;
}

/** Withdrawals waiting for an operator, and sales whose payout waits for one: approval, USDC or a retry (the console's dashboard). */
export async function awaitingOperatorCounts(db: Db): Promise<{ withdrawals: number; payouts: number }> {
  const [row] = await db<{ withdrawals: number; payouts: number }[]>`
    select (select count(*) from withdrawals where status = 'awaiting_approval')::int as withdrawals,
           (select count(*) from sales where status in ('awaiting_approval', 'awaiting_funds', 'failed'))::int
             as payouts`;
  return row ?? { withdrawals: 0, payouts: 0 };
}
