import type { SaleStatus } from '@pinacoteca/contracts/tokens/sell';
import type { RefusalCause } from '@pinacoteca/contracts/tokens/withdraw';
import type { Db } from '../../db/client.ts';
import { people } from '../auth/relations.ts';
import { tokenLabels } from '../catalog/tokens.ts';

/** Sales' SQL (decision 0054): table `sales`, each sale back to the platform and its USDC payout. */

export interface SaleRow {
  id: string;
  user_id: string;
  token_id: string;
  amount: string;
  price_cents: string;
  value_cents: string;
  payout_address: string;
  payout_units: string;
  status: SaleStatus;
  signature: string | null;
  reason: string | null;
  cause: RefusalCause | null;
  created_at: Date;
  confirmed_at: Date | null;
  /** Whose it is, for the console: their e-mail (null once erased) and whether they are blocked. */
  user_email: string | null;
  user_blocked: boolean;
}

export async function insertSale(
  db: Db,
  sale: {
    userId: string;
    tokenId: string;
    amount: bigint;
    priceCents: bigint;
    valueCents: bigint;
    payoutTo: string;
    payoutUnits: bigint;
    status: 'awaiting_approval' | 'processing';
    requestId: string | null;
  },
): Promise<string> {
  const [row] = await db<{ id: string }[]>`
    insert into sales (user_id, token_id, amount, price_cents, value_cents, payout_address, payout_units, status,
                       request_id)
    values (${sale.userId}, ${sale.tokenId}, ${sale.amount.toString()}, ${sale.priceCents.toString()},
            ${sale.valueCents.toString()}, ${sale.payoutTo}, ${sale.payoutUnits.toString()}, ${sale.status},
            ${sale.requestId})
    returning id`;
  return row!.id;
}

/** The sale the person's request `requestId` made, if one did. */
export async function saleOfRequest(db: Db, userId: string, requestId: string | null | undefined) {
  if (!requestId) return null;
  const [row] = await db<{ id: string }[]>`
    select id from sales where user_id = ${userId} and request_id = ${requestId}`;
  return row?.id ?? null;
}

/** What paying a sale needs: where to, how much USDC, and the payout transaction stored so far. */
export interface PayoutRow {
  status: SaleStatus;
  payout_address: string;
  payout_units: string;
  signed_tx: string | null;
  signature: string | null;
  blockhash: string | null;
  /** An operator blocked the seller: a payout not signed yet waits until they are unblocked. */
  seller_blocked: boolean;
}

/** A sale with its payout and stored transaction, locked (undefined when another worker holds it). */
export async function lockSaleForPayout(db: Db, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db<PayoutRow[]>`
    select s.status, s.payout_address, s.payout_units::text, s.signed_tx, s.signature, s.blockhash,
           u.blocked_at is not null as seller_blocked
    from sales s join ${people(db)} u on u.id = s.user_id
    where s.id = ${id} for update of s skip locked`;
  return row;
}

/** USDC base units of payouts signed and being sent (but `exceptId`'s). */
export async function unitsBeingPaid(db: Db, exceptId: string | null): Promise<bigint> {
  const [pending] = await db<{ units: string }[]>`
    select coalesce(sum(payout_units), 0)::text as units from sales
    where status = 'processing' and signed_tx is not null
      ${exceptId ? db`and id <> ${exceptId}` : db``}`;
  return BigInt(pending!.units);
}

/** A payout in the queue: not signed yet, being paid or waiting for USDC. */
export interface QueuedPayout {
  id: string;
  status: 'processing' | 'awaiting_funds';
  payout_units: bigint;
  created_at: Date;
}

/**
 * The payout queue, oldest first, locked row by row in that order: every payout not signed yet,
 * being paid or waiting for USDC. Whoever decides which payouts the platform's USDC covers holds
 * it, so two decisions never spend the same USDC and a newer sale is never paid ahead of an older
 * one (decision 0047). Taken in one order by everyone, so lockers wait for each other, never
 * deadlock.
 */
export async function lockPayoutQueue(db: Db): Promise<QueuedPayout[]> {
  // A blocked seller's payout is out of the queue until they are unblocked: it neither takes the
  // USDC nor holds back the payouts behind it.
  const rows = await db<
    { id: string; status: 'processing' | 'awaiting_funds'; payout_units: string; created_at: Date }[]
  >`
    select s.id, s.status, s.payout_units::text, s.created_at
    from sales s join ${people(db)} u on u.id = s.user_id
    where s.status in ('processing', 'awaiting_funds') and s.signed_tx is null and u.blocked_at is null
    order by s.created_at, s.id for update of s`;
  return rows.map((r) => ({ ...r, payout_units: BigInt(r.payout_units) }));
}

/** Whether a sale's payout has a signed transaction stored (read without a lock). */
export async function payoutSigned(db: Db, id: string): Promise<boolean> {
  const [row] = await db<{ signed: boolean }[]>`select signed_tx is not null as signed from sales where id = ${id}`;
  return row?.signed ?? false;
}

/** Waiting payouts the USDC now covers, back to `processing` to be paid. */
export async function releaseWaitingPayouts(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db`update sales set status = 'processing' where id = any(${ids}::uuid[]) and status = 'awaiting_funds'`;
}

/** `awaiting_funds` (the platform lacks USDC) or `processing` again (an operator retries; the last failure is cleared). */
export async function setSaleStatus(db: Db, id: string, status: 'awaiting_funds' | 'processing'): Promise<void> {
  await (status === 'processing'
    ? db`update sales set status = 'processing', failure = null where id = ${id}`
    : db`update sales set status = 'awaiting_funds' where id = ${id}`);
}

/** The chain confirmed this signature: the sale is paid (undefined when it was not being sent with it). */
export async function confirmPayout(
  db: Db,
  id: string,
  signature: string,
): Promise<{ user_id: string; token_id: string; amount: string; address: string; usdc_units: string } | undefined> {
  const [row] = await db<{ user_id: string; token_id: string; amount: string; address: string; usdc_units: string }[]>`
    update sales set status = 'success', confirmed_at = now()
    where id = ${id} and status = 'processing' and signature = ${signature}
    returning user_id, token_id, amount::text, payout_address as address, payout_units::text as usdc_units`;
  return row;
}

/** The chain refused the payout: it waits for an operator, with a fresh transaction to sign. */
export async function failPayout(db: Db, id: string, why: string): Promise<void> {
  await db`
    update sales set status = 'failed', failure = ${why}, signed_tx = null, signature = null, blockhash = null
    where id = ${id} and status = 'processing'`;
}

/** Payouts being sent that no job finished within 30 seconds (a worker died mid-send), oldest first. */
export async function stalledPayouts(db: Db): Promise<string[]> {
  const rows = await db<{ id: string }[]>`
    select id from sales where status = 'processing' and coalesce(sent_at, created_at) < now() - interval '30 seconds'
    order by created_at limit 100`;
  return rows.map((r) => r.id);
}

/** What deciding on a sale or sending it again needs. */
export interface LockedSale {
  status: SaleStatus;
  user_id: string;
  payout_address: string;
  token_id: string;
  amount: string;
  value_cents: string;
  payout_units: string;
  /** When the seller asked: the referral rule judges its window from then (decision 0067). */
  created_at: Date;
}

/** A sale's status and payout, locked. */
export async function lockSale(db: Db, id: string): Promise<LockedSale | undefined> {
  const [row] = await db<LockedSale[]>`
    select status, user_id, payout_address, token_id, amount::text, value_cents::text, payout_units::text, created_at
    from sales where id = ${id} for update`;
  return row;
}

/** Whose a sale is and where it stands, read without a lock (undefined when there is none). */
export async function saleSeller(db: Db, id: string): Promise<{ user_id: string; status: SaleStatus } | undefined> {
  const [row] = await db<{ user_id: string; status: SaleStatus }[]>`select user_id, status from sales where id = ${id}`;
  return row;
}

/**
 * The person's sales that pay out to `address` and whose payout is not signed yet, locked: waiting
 * for approval (removing the address refuses them; an operator's decision on one waits for that,
 * then finds it decided), or already owed (waiting for USDC, refused by the chain, or being paid
 * with no transaction signed: removing the address holds their payout for another address). A
 * payout whose transaction is signed may be on the chain already, and is left to finish: a payout
 * job holding the row signs under its lock, and this then reads it signed. Locked oldest first, the
 * order of the payout queue, so this and a queue's locker never wait for each other in a circle.
 */
export async function unpaidSalesTo(
  db: Db,
  userId: string,
  address: string,
): Promise<{ id: string; status: SaleStatus }[]> {
  return db<{ id: string; status: SaleStatus }[]>`
    select id, status from sales
    where user_id = ${userId} and payout_address = ${address}
      and (status in ('awaiting_approval', 'awaiting_funds', 'failed') or (status = 'processing' and signed_tx is null))
    order by created_at, id for update`;
}

/**
 * An owed sale (locked) whose payout address was removed before its payout was signed: it waits for
 * the seller to choose another (`awaiting_address`), out of the payout queue. Answers whether it did.
 */
export async function holdPayoutForAddress(db: Db, id: string): Promise<boolean> {
  const rows = await db`
    update sales set status = 'awaiting_address'
    where id = ${id}
      and (status in ('awaiting_funds', 'failed') or (status = 'processing' and signed_tx is null))
    returning id`;
  return rows.length > 0;
}

/** How many of a person's sales wait for them to choose a payout address (`awaiting_address`). */
export async function salesAwaitingAddress(db: Db, userId: string): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    select count(*)::int as n from sales where user_id = ${userId} and status = 'awaiting_address'`;
  return row?.n ?? 0;
}

/** The seller chose another address for a sale waiting for one (locked): it is paid there. */
export async function setPayoutAddress(db: Db, id: string, address: string): Promise<void> {
  await db`
    update sales set payout_address = ${address}, status = 'processing', failure = null
    where id = ${id} and status = 'awaiting_address'`;
}

/**
 * A decision on a sale awaiting one (it is then locked by `lockSale`): an operator's, or the
 * person's removal of its payout address (`cause`).
 */
export async function decideSale(
  db: Db,
  id: string,
  decision: { status: 'processing' | 'rejected'; by: string; reason: string | null; cause?: RefusalCause | null },
): Promise<void> {
  await db`
    update sales set status = ${decision.status}, decided_by = ${decision.by}, decided_at = now(),
                     reason = ${decision.reason}, cause = ${decision.cause ?? null}
    where id = ${id} and status = 'awaiting_approval'`;
}

/**
 * Sales with their token's symbol and decimals, newest first: the person's, one, those of a
 * status, or those an operator may have to act on (waiting for approval, USDC or a retry; not one
 * waiting for its seller's new address, which nothing of theirs can pay).
 */
export async function saleRows(
  db: Db,
  filter: {
    userId?: string;
    id?: string;
    status?: SaleStatus | readonly SaleStatus[];
    unpaid?: boolean;
    before?: Date;
  },
  limit = 500,
): Promise<(SaleRow & { symbol: string; decimals: number })[]> {
  const rows = await db<SaleRow[]>`
    select s.id, s.user_id, s.token_id, s.amount::text, s.price_cents::text, s.value_cents::text, s.payout_address,
           s.payout_units::text, s.status, s.signature, s.reason, s.cause, s.created_at, s.confirmed_at,
           case when u.erased_at is null then u.email end as user_email, u.blocked_at is not null as user_blocked
    from sales s join ${people(db)} u on u.id = s.user_id
    where true
      ${filter.userId ? db`and s.user_id = ${filter.userId}` : db``}
      ${filter.id ? db`and s.id = ${filter.id}` : db``}
      ${filter.status ? db`and s.status = any(${[filter.status].flat()}::text[])` : db``}
      ${filter.unpaid ? db`and s.status in ('awaiting_approval', 'awaiting_funds', 'failed')` : db``}
      ${filter.before ? db`and s.created_at < ${filter.before}` : db``}
    order by s.created_at desc, s.id desc limit ${limit}`;
  const labels = await tokenLabels(
    db,
    rows.map((r) => r.token_id),
  );
  return rows.map((r) => ({ ...r, ...(labels.get(r.token_id) ?? { symbol: '', decimals: 0 }) }));
}
