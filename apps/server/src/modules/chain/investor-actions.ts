import { address as toAddress, isAddress, type Address } from '@solana/kit';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { ChainClient } from '../../adapters/chain/chain.ts';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError } from '../../lib/errors.ts';
import { underTwoFactorCode, type CodeCheck, type CodeGate } from '../auth/two-factor.ts';
import type { UserRow } from '../auth/user-queries.ts';
import { isKycVerified } from '../auth/user-queries.ts';
import { account, InsufficientBalanceError, transfer, userHoldings } from '../ledger/service.ts';
import { isDepositAddress } from './deposit-queries.ts';
import type { PricedToken } from '../catalog/prices.ts';
import { formatCents } from '@pinacoteca/contracts/money';
import { takenAmount, takenAmountMessage, type TakeAction } from '@pinacoteca/contracts/tokens/withdraw-amount';
import { movedOutToday } from './withdrawal-queries.ts';

/*
 * What withdrawing and selling share (SPEC §6: only verified investors; the two-factor code when
 * it is on): one place for the checks, so the two can never disagree.
 */

/**
 * Refuses someone whose identity is not verified, first of all the refusals of a withdrawal or a
 * sale (what the request asks for matters only to an investor who may make it). On `token_id`,
 * as a paused token's refusal: the action is refused for the token chosen.
 */
export async function requireVerified(db: Db, userId: string, kycKey: string): Promise<void> {
  if (!(await isKycVerified(db, userId))) throw fieldError('token_id', kycKey);
}

/**
 * Runs `work` for a verified investor in one database transaction under their row lock, after
 * their two-factor code (when on) has been accepted in that transaction (see `underTwoFactorCode`).
 * Not verified is a refusal like the others of these calls (issue 11: a 400 with the message in the
 * person's language), not a 403: the pages decide their KYC gate from the account, never from a
 * status code.
 */
export async function asVerifiedInvestor<T, J = void>(
  deps: CodeGate,
  request: CodeCheck<T, J> & { kycKey: string },
  work: (tx: Db, user: UserRow, judged: J) => Promise<T>,
): Promise<T> {
  await requireVerified(deps.sql, request.userId, request.kycKey);
  return underTwoFactorCode(deps, request, work);
}

/** What a withdrawal or a sale asks for: a repeat of its `request_id` must ask for the same. */
export interface AskedFor {
  token_id: string;
  amount: string;
  address: string;
}

/**
 * A request repeating an earlier one's `request_id` is answered with what the first made only when
 * it asks for the same token, amount and address (decision 0071); one that asks for something
 * else is refused on `request_id`, as Stripe refuses a key reused with other parameters, rather
 * than answered 200 with a withdrawal or sale it never asked for. Amounts are compared as
 * numbers ("1.0" repeats "1"), at the finest precision any token has.
 */
function assertSameRequest(first: AskedFor, repeat: AskedFor): void {
  const units = (text: string) => takenAmount(text, 6, 'sell');
  const same =
    first.token_id === repeat.token_id &&
    first.address === repeat.address &&
    units(first.amount) === units(repeat.amount);
  if (!same) throw fieldError('request_id', 'request_id_reused');
}

/**
 * `earlier` for `asVerifiedInvestor`, the same for withdrawals and sales: the id of what this
 * request's `request_id` made, if anything, once `assertSameRequest` has found the repeat asking
 * for what the first asked (`askedOf` reads that from the first).
 */
export function earlierRequest(
  find: (db: Db) => Promise<string | null>,
  askedOf: (db: Db, id: string) => Promise<AskedFor>,
  repeat: AskedFor,
): (db: Db) => Promise<string | null> {
  // Both read through `db`: under the person's lock it is the transaction holding it, and a read
  // through the pool there would wait for a connection the lock's other waiters hold (a burst of
  // repeats would then hang every request of the server).
  return async (db) => {
    const id = await find(db);
    if (id !== null) assertSameRequest(await askedOf(db, id), repeat);
    return id;
  };
}

/**
 * The amount asked for, in base units, by the one rule of `takenAmount` for every token: at least
 * one token to withdraw (SPEC §9), more than nothing to sell (`<prefix>_min`), then no fraction
 * the token does not have and, for a withdrawal, none at all (SPEC §5, `<prefix>_whole`), then at
 * most what the person holds (`<prefix>_not_held:<count>`).
 */
export async function amountToTake(
  db: Db,
  userId: string,
  token: PricedToken,
  text: string,
  prefix: 'withdraw' | 'sell',
): Promise<bigint> {
  const decimals = token.scale.toString().length - 1;
  const amount = takenAmountOrRefusal(text, decimals, prefix);
  const held = (await userHoldings(db, userId, [token.id])).get(token.id) ?? 0n;
  if (amount > held) throw notHeld(prefix, held, token.scale);
  return amount;
}

/**
 * More than can be taken: a sale says what is held, a withdrawal the whole tokens of it (the most
 * it can take: "All" on the page offers the same), not a fraction of INDEX it could never send.
 */
function notHeld(prefix: 'withdraw' | 'sell', held: bigint, scale: bigint) {
  const most = prefix === 'withdraw' ? (held / scale) * scale : held;
  return fieldError('amount', `${prefix}_not_held:${formatUnits(most, scale.toString().length - 1)}`);
}

/**
 * `text` in base units of a token with `decimals` for `action`, or the 400 on `amount` saying why
 * not (`invalid_format`, `<action>_min`, `<action>_whole`): withdraw, sell and swap refuse alike.
 */
export function takenAmountOrRefusal(text: string, decimals: number, action: TakeAction): bigint {
  const taken = takenAmount(text, decimals, action);
  if (typeof taken === 'bigint') return taken;
  throw fieldError('amount', takenAmountMessage(taken, action));
}

/**
 * Moves `amount` of the token out of the person's holding to `to`, as one ledger transaction of
 * `kind`. A debit the ledger turns down after `amountToTake` let it through (a movement of their
 * tokens that takes no lock of the person, such as an operator's refund, came between) is the same
 * 400 `amountToTake` gives, naming what they hold now, read under the account lock the refused
 * debit still holds.
 */
export async function takeFromHolding(
  db: Db,
  kind: 'withdraw' | 'sale',
  move: { userId: string; token: PricedToken; amount: bigint; valueCents: bigint; to: string; key: string },
): Promise<void> {
  const { userId, token } = move;
  try {
    await transfer(
      db,
      kind,
      [
        {
          tokenId: token.id,
          from: await account(db, token.id, 'user', userId),
          to: move.to,
          quantity: move.amount,
          valueCents: move.valueCents,
        },
      ],
      { idempotencyKey: move.key, userId },
    );
  } catch (error) {
    if (!(error instanceof InsufficientBalanceError)) throw error;
    const held = (await userHoldings(db, userId, [token.id])).get(token.id) ?? 0n;
    throw notHeld(kind === 'sale' ? 'sell' : 'withdraw', held, token.scale);
  }
}

/**
 * Whether `text` is an address tokens or USDC may be sent to: a Solana address of 32 bytes, of a
 * wallet (not a token account, a program, or an address nobody holds the key to), and not one of
 * the platform's own.
 */
export async function judgeWalletAddress(chain: ChainClient, db: Db, text: string, name: string): Promise<Address> {
  if (!isAddress(text)) throw fieldError(name, 'wallet_address_invalid');
  const wallet = toAddress(text);
  let own: Address[];
  let kind: string;
  try {
    own = await chain.platformAddresses();
    kind = await chain.addressKind(wallet);
  } catch {
    // A cluster that cannot be reached (SOLANA_RPC_URL) cannot say what the address is: not the person's fault.
    throw new HttpError(503, 'chain_unavailable');
  }
  // A deposit address is the platform's too: tokens sent there come back as a deposit (fees spent,
  // a withdrawal limit used for nothing), or are credited to another person.
  if (own.includes(wallet) || (await isDepositAddress(db, wallet))) throw fieldError(name, 'wallet_address_platform');
  if (kind !== 'wallet') throw fieldError(name, 'wallet_address_not_wallet');
  return wallet;
}

/**
 * What may leave a person's holdings (WITHDRAW_DAILY_LIMIT_USD, WITHDRAW_APPROVAL_ABOVE_USD, in
 * USD cents) and how many times a day (WITHDRAW_DAILY_COUNT_LIMIT).
 */
export interface OutgoingLimits {
  dailyLimitCents: bigint;
  approvalAboveCents: bigint;
  dailyCount: number;
}

/**
 * Value leaving the platform, by withdrawal or by sale, under one rule: what left the person's
 * holdings in the last 24 hours plus this must stay within the daily limit (400 on `amount`, key
 * `<prefix>_daily_limit:<dollars left>`), and once it is above the approval threshold, this waits
 * for an operator. The threshold is on the day's total, not on each request: ten withdrawals just
 * under it are as much as one above it, and an outside tester split one to pass unseen. Their
 * number is limited too (`outgoing_daily_count:<count>`): each is a transfer the platform pays the
 * fees of, and one token of a cheap painting at a time kept within any value limit. Run inside
 * `asVerifiedInvestor` (under the person's row lock), so the count is exact.
 */
export async function admitOutgoing(
  db: Db,
  person: { id: string; role: string },
  valueCents: bigint,
  limits: OutgoingLimits,
  prefix: 'withdraw' | 'sell',
): Promise<'awaiting_approval' | 'processing'> {
  const moved = await movedOutToday(db, person.id);
  if (moved.count >= limits.dailyCount) throw fieldError('amount', `outgoing_daily_count:${limits.dailyCount}`);
  const today = moved.cents + valueCents;
  if (today > limits.dailyLimitCents) {
    const left = limits.dailyLimitCents - (today - valueCents);
    const dollars = left > 0n ? formatCents(left).replace(/\.00$/, '') : '0';
    throw fieldError('amount', `${prefix}_daily_limit:${dollars}`);
  }
  // The platform's own staff set prices and run the console: what they take out, whatever its
  // size, waits for another operator (an outside tester, made an operator, raised a painting's
  // price and sold it back the same minute, alone).
  if (person.role !== 'investor') return 'awaiting_approval';
  return today > limits.approvalAboveCents ? 'awaiting_approval' : 'processing';
}

/**
 * Maker-checker (as refunds, `refund_own`): an operator never decides on their own withdrawal or
 * sale; another operator must.
 */
export function refuseOwn(ownerId: string, operatorId: string, key: 'withdraw_own' | 'sale_own'): void {
  if (ownerId === operatorId) throw new HttpError(403, key);
}
