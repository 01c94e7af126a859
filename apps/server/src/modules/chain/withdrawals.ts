import { unitsValueCents } from '@pinacoteca/contracts/money';
import { clawBackReferralBonuses } from '../referrals/clawbacks.ts';
import { isDepositAddress } from './deposit-queries.ts';
import { address as toAddress } from '@solana/kit';
import type { Language } from '@pinacoteca/contracts/constants';
import type { SaleStatus } from '@pinacoteca/contracts/tokens/sell';
import {
  MAX_WITHDRAW_ADDRESSES,
  type AddWithdrawAddressRequest,
  type RefusalCause,
  type StaffWithdrawal,
  type Withdrawal,
  type WithdrawAddress,
  type WithdrawAddressList,
  type WithdrawRequest,
} from '@pinacoteca/contracts/tokens/withdraw';
import type { ChainClient } from '../../adapters/chain/chain.ts';
import type { Config } from '../../config.ts';
import type { Db, Sql } from '../../db/client.ts';
import { addJobs, JOBS } from '../../jobs/queue.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { mailOperatorDecision, mailValueSent } from './decision-mail.ts';
import { writeAudit } from '../audit/audit.ts';
import { logSecurityEvent } from '../auth/security-log.ts';
import type { SignInGuard } from '../auth/sign-in-guard.ts';
import type { AuthKeys } from '../auth/tokens.ts';
import { underTwoFactorCode } from '../auth/two-factor.ts';
import { findUserById, lockUser, lockUserState, type UserRow } from '../auth/user-queries.ts';
import { listFlags } from '../flags/service.ts';
import { account, InsufficientBalanceError, transferOnce } from '../ledger/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { withdrawAddressAddedMail, withdrawAddressRemovedMail } from '../mail/templates.ts';
import { pricedTokens, valuesToday } from '../catalog/prices.ts';
import { liveTransaction, sendExactlyOnce } from './exactly-once.ts';
import { countSend, storeSignedTransaction } from './sending-queries.ts';
import {
  admitOutgoing,
  amountToTake,
  asVerifiedInvestor,
  earlierRequest,
  judgeWalletAddress,
  refuseOwn,
  takeFromHolding,
  type OutgoingLimits,
} from './investor-actions.ts';
import {
  confirmWithdrawal,
  decideWithdrawal,
  failWithdrawal,
  insertAddress,
  insertWithdrawal,
  lockWithdrawalForSending,
  mintReconciliation,
  removeAddress,
  savedAddress,
  savedAddresses,
  stalledWithdrawals,
  unsignedWithdrawalsTo,
  withdrawalOfRequest,
  withdrawalOwner,
  withdrawalRows,
  type AddressRow,
  type WithdrawalRow,
} from './withdrawal-queries.ts';
import { unpaidSalesTo } from './sale-queries.ts';
import { withdrawalView } from './withdrawal-views.ts';

export interface WithdrawalDeps {
  sql: Sql;
  chain: ChainClient;
  keys: AuthKeys;
  guard: SignInGuard;
  config: Config['withdraw'];
  publicUrl: string;
  log: { warn(data: object, message: string): void; error(data: object, message: string): void };
  /**
   * A withdrawal confirmed on chain takes back, in proportion to its value, the referral bonuses of
   * the person's purchases paid this many days before (REFERRAL_CLAWBACK_DAYS, decision 0067); 0 or absent: never.
   */
  referralClawbackDays?: number;
}

/** Who decides on a withdrawal: an operator, or the person removing its address. */
export interface Decider {
  id: string;
  role: string;
  meta: RequestMeta;
}

/**
 * Sales paying out to a saved address (SaleService): found when the address is removed and, in the
 * removal's transaction, refused (waiting for approval) or held for another address (already owed).
 * Passed in, as sales already depend on this file.
 */
export interface AddressPayouts {
  refuseForRemovedAddress(tx: Db, saleId: string, by: Decider): Promise<void>;
  holdForRemovedAddress(tx: Db, sale: { id: string; status: SaleStatus }, address: string, by: Decider): Promise<void>;
}

/** A withdrawal job's key: one waiting job per withdrawal however often it is enqueued. */
export const sendWithdrawalJob = (id: string) => ({
  task: JOBS.sendWithdrawal,
  payload: { withdrawal_id: id },
  jobKey: `${JOBS.sendWithdrawal}:${id}`,
});

/**
 * Withdrawals to people's own wallets (issue 11 item 3, docs/decisions/0045).
 *
 * Asking: the flag is on, the person is verified (KYC), their two-factor code is right when they
 * use it, the amount is at least one token and at most what they hold, the address is one they
 * saved at least WITHDRAW_ADDRESS_DELAY_HOURS ago, today's withdrawals stay under the daily limit,
 * and the token's chain and ledger agree. The tokens then leave the person's balance for a
 * `withdrawing` account in the same transaction that stores the request and its job.
 *
 * Sending, exactly once: the signed transaction and its signature are stored before anything is
 * sent; a retry sends the same bytes until the chain has them or their blockhash expired without
 * them landing, and only then is a new transaction signed. When the chain confirms, the tokens
 * move from `withdrawing` to `onchain` (held outside); a rejection or a failure gives them back.
 */
export class WithdrawalService {
  constructor(private readonly deps: WithdrawalDeps) {}

  private get mode(): 'embedded' | 'rpc' {
    return this.deps.chain.mode;
  }

  /** The daily limit and the approval threshold, which sales share (decision 0047). */
  get limits(): OutgoingLimits {
    return this.deps.config;
  }

  async listAddresses(userId: string): Promise<WithdrawAddressList> {
    const rows = await savedAddresses(this.deps.sql, userId);
    return { addresses: rows.map(addressView), delay_hours: this.deps.config.addressDelayMs / 3_600_000 };
  }

  /**
   * The embedded chain's test wallet, which stands in for the person's own wallet app on
   * `npm start` (issue 11 item 4; production runs on a cluster, where there is none): its key is on
   * this machine, no stranger's, so it is usable as soon as it is saved, and the walk
   * through (withdraw to it, deposit back from it) works on a plain start. Every other address waits
   * WITHDRAW_ADDRESS_DELAY_HOURS.
   */
  private async isTestWallet(wallet: string): Promise<boolean> {
    return (await this.deps.chain.testWallet()) === wallet;
  }

  /** Saves a withdrawal address, usable after the delay; the owner is told by e-mail at once. */
  async addAddress(userId: string, input: AddWithdrawAddressRequest, meta: RequestMeta): Promise<WithdrawAddress> {
    const wallet = await judgeWalletAddress(this.deps.chain, this.deps.sql, input.address, 'address');
    const usableAt = new Date(Date.now() + ((await this.isTestWallet(wallet)) ? 0 : this.deps.config.addressDelayMs));
    // Where tokens and payouts may go is asked with the two-factor code when it is on, as sending
    // them is: a stolen session alone can no longer name the thief's wallet (an outside tester).
    // What can be told without the code is told before it is spent (each code is good once), under
    // the lock, where the count and the uniqueness are exact.
    const check = {
      userId,
      code: input.code,
      meta,
      during: 'withdraw_address',
      refuse: async (tx: Db) => assertAddable(await savedAddresses(tx, userId), wallet),
    };
    return underTwoFactorCode(this.deps, check, async (tx, user) => {
      const row = await insertAddress(tx, {
        userId,
        walletType: input.wallet_type,
        address: wallet,
        label: input.label,
        usableAt,
      });
      if (!row) throw fieldError('address', 'withdraw_address_exists');
      const language: Language = user.language;
      await enqueueMail(tx, {
        ...withdrawAddressAddedMail(
          {
            username: user.username,
            address: wallet,
            usableAt,
            link: new URL('/withdraw', this.deps.publicUrl).toString(),
          },
          language,
        ),
        to: user.email,
        language,
        userId,
      });
      await logSecurityEvent(tx, 'withdraw_address_added', userId, meta, { address: wallet });
      return addressView(row);
    });
  }

  /**
   * Removing is immediate (and a removed address can be added again, waiting anew). Nothing not
   * yet signed is sent there any more. Withdrawals there waiting for approval, or approved but not
   * signed yet, and sales paying out there that wait for approval (`payouts`), are refused in the
   * same transaction exactly as an operator's rejection refuses them, the tokens back with the
   * person, with the cause `address_removed` and no reason (each screen words the cause in its
   * reader's language, the person's and the operator's). Sales already owed (their tokens sold on)
   * whose payout is not signed yet stand, but wait for the person to choose another address
   * (`awaiting_address`). The "address added" e-mail tells whoever did not add an address to
   * remove it at once, and that must stop what a thief holding their session asked for, not leave
   * it for an operator to approve or for the payout job to send (an outside tester saw a sale
   * waiting for USDC paid to a removed address). A transaction already signed and stored may be on
   * the chain, and is left to finish.
   */
  async removeAddress(userId: string, id: string, meta: RequestMeta, payouts: AddressPayouts): Promise<void> {
    await this.deps.sql.begin(async (tx) => {
      // The person's lock, which asking for a withdrawal or a sale takes: none to this address
      // can be asked for between its removal and the refusals below.
      await lockUser(tx, userId);
      const removed = await removeAddress(tx, userId, id);
      if (removed === undefined) throw notFound();
      const user = await findUserById(tx, userId);
      if (!user) throw notFound();
      // Every row to refuse is locked before any is refused, withdrawals then sales: the refusals
      // take the audit trail's lock, which an operator deciding on one of these holds after its row's.
      const withdrawals = await unsignedWithdrawalsTo(tx, userId, removed);
      const sales = await unpaidSalesTo(tx, userId, removed);
      const by: Decider = { id: userId, role: user.role, meta };
      for (const withdrawal of withdrawals) {
        await this.refuse(tx, withdrawal.id, { cause: 'address_removed' }, by, withdrawal.status);
      }
      const [refusedSales, heldSales] = [
        sales.filter((sale) => sale.status === 'awaiting_approval'),
        sales.filter((sale) => sale.status !== 'awaiting_approval'),
      ];
      for (const sale of refusedSales) await payouts.refuseForRemovedAddress(tx, sale.id, by);
      for (const sale of heldSales) await payouts.holdForRemovedAddress(tx, sale, removed, by);
      // Said by e-mail as the adding is: whoever removed it (the owner, or someone in their
      // session) and what it stopped, a payout now waiting for them among it.
      const language: Language = user.language;
      await enqueueMail(tx, {
        ...withdrawAddressRemovedMail(
          {
            username: user.username,
            address: removed,
            cancelled: withdrawals.length + refusedSales.length,
            held: heldSales.length,
            link: new URL('/operations', this.deps.publicUrl).toString(),
          },
          language,
        ),
        to: user.email,
        language,
        userId,
      });
      await logSecurityEvent(tx, 'withdraw_address_removed', userId, meta, {
        address: removed,
        refused_withdrawals: withdrawals.length,
        refused_sales: refusedSales.length,
        held_sales: heldSales.length,
      });
    });
  }

  /** POST /api/tokens/withdraw */
  async request(userId: string, input: WithdrawRequest, meta: RequestMeta): Promise<Withdrawal> {
    const { sql, config } = this.deps;
    // The same request again is answered with what it made, whatever has changed since (the flag,
    // the code's step, its pacing): a client retrying after a lost answer must not read a refusal.
    // A repeat racing the first is caught again under the person's lock (`earlier`).
    const repeat = { token_id: input.token_id, amount: input.amount, address: input.wallet_address };
    const earlier = earlierRequest(
      (db) => withdrawalOfRequest(db, userId, input.request_id),
      async (db, id) => {
        const first = await this.one(userId, id, db);
        return { token_id: first.token_id, amount: first.amount, address: first.wallet_address };
      },
      repeat,
    );
    const made = await earlier(sql);
    if (made) return this.one(userId, made);
    const flags = await listFlags(sql);
    if (!flags.find((f) => f.name === 'withdraw')?.enabled) throw fieldError('token_id', 'withdraw_closed');
    const wallet = input.wallet_address;
    const check = {
      userId,
      code: input.code,
      meta,
      during: 'withdraw',
      kycKey: 'withdraw_kyc_required',
      earlier,
    };
    // Everything that needs no code, judged under the person's lock before the code is spent
    // (`refuse`), what it found handed to the work: an amount over what is held sent with a
    // mistyped code is told as the amount, and costs no guess (an outside tester burned the code's
    // pacing).
    const judge = async (tx: Db, user: UserRow) => {
      await requireUsableAddress(tx, userId, wallet, 'wallet_address');
      const token = (await pricedTokens(tx, [input.token_id])).get(input.token_id);
      if (!token) throw fieldError('token_id', 'invalid_format');
      const mint = await mintReconciliation(tx, input.token_id);
      // Not on chain yet, or its chain and ledger disagree: no withdrawals of it until operators look.
      if (!mint || mint.reconciled === false) throw fieldError('token_id', 'withdraw_paused');
      const amount = await amountToTake(tx, userId, token, input.amount, 'withdraw');
      const valueCents = unitsValueCents(amount, token.priceCents, token.scale);
      // One daily limit for withdrawals and sales (decision 0047).
      const status = await admitOutgoing(tx, user, valueCents, config, 'withdraw');
      return { token, amount, valueCents, status };
    };
    const id = await asVerifiedInvestor(this.deps, { ...check, refuse: judge }, async (tx, user, judged) => {
      const { token, amount, valueCents, status } = judged;
      const created = await insertWithdrawal(tx, {
        userId,
        tokenId: input.token_id,
        amount,
        valueCents,
        walletType: input.wallet_type,
        wallet,
        status,
        requestId: input.request_id ?? null,
      });
      await takeFromHolding(tx, 'withdraw', {
        userId,
        token,
        amount,
        valueCents,
        to: await account(tx, input.token_id, 'withdrawing', userId),
        key: `withdraw:${created}`,
      });
      if (status === 'processing') await addJobs(tx, [sendWithdrawalJob(created)]);
      await writeAudit(tx, {
        actorId: userId,
        actorRole: user.role,
        action: 'withdraw.request',
        subjectType: 'withdrawal',
        subjectId: created,
        after: { status, token_id: input.token_id, amount: amount.toString(), wallet_address: wallet },
        meta,
      });
      return created;
    });
    return this.one(userId, id);
  }

  async one(userId: string, id: string, db: Db = this.deps.sql): Promise<Withdrawal> {
    const [row] = await withdrawalRows(db, { userId, id });
    if (!row) throw notFound();
    return withdrawalView(row, this.mode);
  }

  /** The console's list: those waiting for approval first when asked for by status. */
  async listForStaff(status?: WithdrawalRow['status']): Promise<StaffWithdrawal[]> {
    const rows = await withdrawalRows(this.deps.sql, { status }, 200);
    // The value at today's price beside the one when asked for: a price changed since (an outside
    // tester raised one tenfold) would have an operator approve ten times what the queue said.
    const today = await valuesToday(this.deps.sql, rows);
    return rows.map((r, i) => ({
      ...withdrawalView(r, this.mode),
      user_id: r.user_id,
      user_email: r.user_email,
      user_blocked: r.user_blocked,
      value_now: today[i]!,
    }));
  }

  /**
   * An operator lets a withdrawal above the threshold go: it is sent as any other. Not a blocked
   * person's (an operator rejects it, or unblocks them first).
   */
  async approve(id: string, by: { id: string; role: string; meta: RequestMeta }): Promise<Withdrawal> {
    await this.deps.sql.begin(async (tx) => {
      const owner = await this.decidable(tx, id, by.id);
      // Withdrawals switched off (an incident, a chain to look at) stop what an operator would let
      // go too: approving then is refused, saying why; rejecting stays open.
      if (!(await listFlags(tx)).find((f) => f.name === 'withdraw')?.enabled) {
        throw new HttpError(409, 'withdraw_closed_approve');
      }
      await lockOwnerUnlessBlocked(tx, owner);
      const row = await decideWithdrawal(tx, id, { status: 'processing', by: by.id, reason: null });
      if (!row) throw await this.notAwaiting(tx, id);
      await addJobs(tx, [sendWithdrawalJob(id)]);
      await mailOperatorDecision(tx, this.deps.publicUrl, {
        kind: 'withdrawal',
        id,
        outcome: 'approved',
        reason: null,
        row,
      });
      await writeAudit(tx, {
        actorId: by.id,
        actorRole: by.role,
        action: 'withdraw.approve',
        subjectType: 'withdrawal',
        subjectId: id,
        before: { status: 'awaiting_approval' },
        after: { status: 'processing' },
        meta: by.meta,
      });
    });
    return this.staffOne(id);
  }

  /** An operator refuses a withdrawal with a reason the person sees; the tokens go back to them. */
  async reject(id: string, reason: string, by: Decider): Promise<Withdrawal> {
    await this.deps.sql.begin(async (tx) => {
      await this.decidable(tx, id, by.id);
      await this.refuse(tx, id, { reason }, by);
    });
    return this.staffOne(id);
  }

  /**
   * A withdrawal waiting for approval refused, in `tx`: rejected, its tokens given back, audited.
   * An operator's rejection (with their `reason`) and the removal of its address (`cause`) both come
   * here; the removal also refuses one approved and `processing` but not signed yet (`from`).
   */
  private async refuse(
    tx: Db,
    id: string,
    why: { reason: string; cause?: undefined } | { reason?: undefined; cause: RefusalCause },
    by: Decider,
    from: 'awaiting_approval' | 'processing' = 'awaiting_approval',
  ): Promise<void> {
    const reason = why.reason ?? null;
    const cause = why.cause ?? null;
    const row = await decideWithdrawal(tx, id, { status: 'rejected', by: by.id, reason, cause }, from);
    if (!row) throw await this.notAwaiting(tx, id);
    await giveBack(tx, id, row);
    // An operator's refusal is told by e-mail; the person's own removal of the address has its own.
    if (!cause)
      await mailOperatorDecision(tx, this.deps.publicUrl, { kind: 'withdrawal', id, outcome: 'rejected', reason, row });
    await writeAudit(tx, {
      actorId: by.id,
      actorRole: by.role,
      action: 'withdraw.reject',
      subjectType: 'withdrawal',
      subjectId: id,
      before: { status: from },
      after: { status: 'rejected', reason, ...(cause ? { cause } : {}) },
      meta: by.meta,
    });
  }

  private async staffOne(id: string): Promise<Withdrawal> {
    const [row] = await withdrawalRows(this.deps.sql, { id });
    if (!row) throw notFound();
    return withdrawalView(row, this.mode);
  }

  private async notAwaiting(db: Db, id: string): Promise<HttpError> {
    return (await withdrawalOwner(db, id)) ? new HttpError(409, 'withdraw_not_awaiting') : notFound();
  }

  /** Found, waiting for a decision, and not the deciding operator's own (maker-checker); answers whose it is. */
  private async decidable(db: Db, id: string, operatorId: string): Promise<string> {
    const found = await withdrawalOwner(db, id);
    if (!found) throw notFound();
    if (found.status !== 'awaiting_approval') throw new HttpError(409, 'withdraw_not_awaiting');
    refuseOwn(found.user_id, operatorId, 'withdraw_own');
    return found.user_id;
  }

  /**
   * Makes sure a live signed transaction is stored for the withdrawal (signing one only when there
   * is none, or when the stored one's blockhash expired without it landing), under the row's lock.
   * Answers what to send, or null when there is nothing to do (another worker holds it, or it is
   * not being sent).
   */
  async prepare(id: string): Promise<{ wire: string; signature: string } | null> {
    const chain = this.deps.chain;
    return this.deps.sql.begin(async (tx) => {
      const w = await lockWithdrawalForSending(tx, id);
      if (!w || w.status !== 'processing') return null;
      // An operator blocked the owner, or the token's chain and ledger disagree: nothing not yet
      // signed leaves until they are unblocked, or agree again (an approval, or a request accepted
      // just before the check found the difference, waits; the minute's resume sends it after).
      if (!w.signed_tx && (w.owner_blocked || w.token_paused)) return null;
      return liveTransaction(
        chain,
        w,
        () =>
          chain.signTreasuryTransfer({
            mint: toAddress(w.mint_address),
            decimals: w.decimals,
            owner: toAddress(w.wallet_address),
            amount: BigInt(w.amount),
            memo: `pinacoteca withdrawal ${id}`,
          }),
        async (signed) => {
          await storeSignedTransaction(tx, 'withdrawals', id, signed);
        },
      );
    });
  }

  /** The `send_withdrawal` job: sends the stored transaction and records what the chain says. Safe to run any number of times. */
  async sendOne(id: string): Promise<void> {
    const chain = this.deps.chain;
    await sendExactlyOnce(chain, {
      prepare: () => this.prepare(id),
      sent: async () => {
        await countSend(this.deps.sql, 'withdrawals', id);
      },
      confirmed: (signature) => this.confirm(id, signature),
      failed: (signature, why) => this.fail(id, signature, why),
    });
  }

  /** Every minute: withdrawals being sent that no job finished (a worker died mid-send). */
  async resumeDue(): Promise<number> {
    const ids = await stalledWithdrawals(this.deps.sql);
    for (const id of ids) {
      try {
        await this.sendOne(id);
      } catch (error) {
        this.deps.log.error({ err: error, withdrawal: id }, 'sending a withdrawal failed; will retry');
      }
    }
    return ids.length;
  }

  private async confirm(id: string, signature: string): Promise<void> {
    await this.deps.sql.begin(async (tx) => {
      const row = await confirmWithdrawal(tx, id, signature);
      if (!row) return;
      await mailValueSent(tx, this.deps.publicUrl, { kind: 'withdrawal', id, row });
      await transferOnce(
        tx,
        'withdraw',
        [
          {
            tokenId: row.token_id,
            from: await account(tx, row.token_id, 'withdrawing', row.user_id),
            to: await account(tx, row.token_id, 'onchain'),
            quantity: BigInt(row.amount),
            valueCents: BigInt(row.value_cents),
          },
        ],
        { idempotencyKey: `withdrawn:${id}`, userId: row.user_id },
      );
      // The tokens have left the platform for good: the referral bonuses their purchase earned, if
      // still within the days they are held, go back (decision 0067). Matched once per withdrawal.
      await clawBackReferralBonuses(tx, {
        outflow: { withdrawalId: id },
        personId: row.user_id,
        valueCents: BigInt(row.value_cents),
        windowDays: this.deps.referralClawbackDays ?? 0,
        // The window is judged from the request: the tokens left the person's balance then.
        requestedAt: row.created_at,
        actor: { actorId: null, actorRole: null },
      });
    });
  }

  private async fail(id: string, signature: string, why: string): Promise<void> {
    this.deps.log.error(
      { withdrawal: id, signature, why },
      'the chain refused a withdrawal; its tokens are back with the person',
    );
    await this.deps.sql.begin(async (tx) => {
      const row = await failWithdrawal(tx, id, why.slice(0, 500));
      if (row) await giveBack(tx, id, row);
    });
  }
}

/**
 * Takes the person's lock before an operator lets their withdrawal or sale go, and refuses when
 * they are blocked: blocking someone (whose lock it waits for) must hold what of theirs still waits
 * for an approval, not leave an operator to send their tokens or USDC away. Taken before the
 * request's own row, in the order asking for one and removing an address take them.
 */
export async function lockOwnerUnlessBlocked(db: Db, userId: string): Promise<void> {
  const state = await lockUserState(db, userId);
  if (state.blocked) throw new HttpError(409, 'outgoing_person_blocked');
  // A removed account's requests wait as a blocked one's do: its owner may restore it, or it is
  // erased, and no one is signed in to it to follow what leaves (an outside tester removed an
  // account with withdrawals waiting, and an operator then sent them).
  if (state.removed) throw new HttpError(409, 'outgoing_person_removed');
}

/**
 * Tokens (withdrawals) and USDC (sales) leave only for an address the person saved at least
 * WITHDRAW_ADDRESS_DELAY_HOURS ago: a stolen session can send nothing anywhere before the owner,
 * told by e-mail, can remove the address.
 */
export async function requireUsableAddress(db: Db, userId: string, address: string, field: string): Promise<void> {
  const saved = await savedAddress(db, userId, address);
  if (!saved) throw fieldError(field, 'withdraw_address_not_saved');
  // Saved before it became (or was known as) a deposit address.
  if (await isDepositAddress(db, address)) throw fieldError(field, 'wallet_address_platform');
  const wait = saved.usable_at.getTime() - Date.now();
  if (wait > 0) throw fieldError(field, `withdraw_address_waiting:${Math.ceil(wait / 3_600_000)}`);
}

async function giveBack(db: Db, id: string, row: { user_id: string; token_id: string; amount: string }) {
  try {
    await transferOnce(
      db,
      'withdraw',
      [
        {
          tokenId: row.token_id,
          from: await account(db, row.token_id, 'withdrawing', row.user_id),
          to: await account(db, row.token_id, 'user', row.user_id),
          quantity: BigInt(row.amount),
        },
      ],
      { idempotencyKey: `withdraw-return:${id}`, userId: row.user_id },
    );
  } catch (error) {
    if (error instanceof InsufficientBalanceError) {
      throw new Error(`withdrawal ${id}: its tokens are not in withdrawing`, { cause: error });
    }
    throw error;
  }
}

function addressView(row: AddressRow): WithdrawAddress {
  return {
    id: row.id,
    wallet_type: row.wallet_type,
    address: row.address,
    label: row.label,
    created_at: row.created_at.toISOString(),
    usable_at: row.usable_at.toISOString(),
  };
}

/** One already saved is said as such, at the limit too (it would add nothing). */
function assertAddable(saved: { address: string }[], wallet: string): void {
  if (saved.some((a) => a.address === wallet)) throw fieldError('address', 'withdraw_address_exists');
  if (saved.length >= MAX_WITHDRAW_ADDRESSES)
    throw fieldError('address', `withdraw_addresses_max:${MAX_WITHDRAW_ADDRESSES}`);
}
