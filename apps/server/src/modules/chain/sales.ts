import { address as toAddress } from '@solana/kit';
import { mailOperatorDecision, mailValueSent } from './decision-mail.ts';
import type { AuditAction } from '@pinacoteca/contracts/admin/console';
import type { OrderStatus } from '@pinacoteca/contracts/enums';
import { formatCents } from '@pinacoteca/contracts/money';
import type { Order } from '@pinacoteca/contracts/orders/order';
import {
  paysLessThan,
  USDC_DECIMALS,
  USDC_UNITS_PER_CENT,
  type Sale,
  type SalePayoutAddressRequest,
  type SaleStatus,
  type SellRequest,
  type StaffSale,
} from '@pinacoteca/contracts/tokens/sell';
import type { RefusalCause } from '@pinacoteca/contracts/tokens/withdraw';
import { formatMoneyUnits, formatUnits } from '@pinacoteca/contracts/units';
import type { ChainClient } from '../../adapters/chain/chain.ts';
import type { Db, Sql } from '../../db/client.ts';
import { addJobs, JOBS } from '../../jobs/queue.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { writeAudit, type AuditValue } from '../audit/audit.ts';
import type { SignInGuard } from '../auth/sign-in-guard.ts';
import type { AuthKeys } from '../auth/tokens.ts';
import { isBlocked, type UserRow } from '../auth/user-queries.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { salePayoutAddressMail } from '../mail/templates.ts';
import { account, transferOnce, treasuryOf } from '../ledger/service.ts';
import { pricedTokens, valuesToday } from '../catalog/prices.ts';
import { clawBackReferralBonuses } from '../referrals/clawbacks.ts';
import { liveTransaction, sendExactlyOnce } from './exactly-once.ts';
import { countSend, storeSignedTransaction } from './sending-queries.ts';
import {
  admitOutgoing,
  amountToTake,
  asVerifiedInvestor,
  earlierRequest,
  judgeWalletAddress,
  refuseOwn,
  requireVerified,
  takeFromHolding,
  type OutgoingLimits,
} from './investor-actions.ts';
import { explorerUrl } from './withdrawal-views.ts';
import {
  confirmPayout,
  decideSale,
  failPayout,
  holdPayoutForAddress,
  insertSale,
  lockPayoutQueue,
  lockSale,
  lockSaleForPayout,
  payoutSigned,
  releaseWaitingPayouts,
  saleOfRequest,
  saleRows,
  saleSeller,
  setPayoutAddress,
  setSaleStatus,
  stalledPayouts,
  unitsBeingPaid,
  type QueuedPayout,
  type SaleRow,
} from './sale-queries.ts';
import { lockOwnerUnlessBlocked, requireUsableAddress, type Decider } from './withdrawals.ts';

/** What a decision on a sale moves: its set-aside tokens. */
type DecidedSale = { user_id: string; token_id: string; amount: string; value_cents: string; created_at: Date };

const WAITS_FOR_USDC = 'a sale waits for USDC: the platform holds too little to pay it after the older ones waiting';

/** A sale's payout job: one waiting job per sale however often it is enqueued. */
const payoutJob = (id: string) => ({ task: JOBS.paySale, payload: { sale_id: id }, jobKey: `${JOBS.paySale}:${id}` });

/**
 * Selling back, the money-back guarantee (issue 11 item 6, docs/decisions/0047). A verified
 * investor sells tokens to the platform at the current price: in one database transaction the
 * tokens go back to their treasury (on sale again) and the sale is stored with what is owed, in
 * USDC over Solana to the address given. Value leaving by sale counts against the same daily limit
 * as withdrawals, and above the same threshold the sale waits for an operator's approval (not the
 * seller's own), its tokens set aside meanwhile. The payout is sent exactly once like a withdrawal,
 * oldest first: a payout the platform's USDC cannot cover, together with every older one still
 * waiting, waits (`awaiting_funds`) and is paid by the minute job once the USDC is there; one the
 * chain refused (`failed`) waits for an operator. The person is owed it either way, so nothing is
 * reversed.
 */
export class SaleService {
  constructor(
    private readonly deps: {
      sql: Sql;
      chain: ChainClient;
      keys: AuthKeys;
      guard: SignInGuard;
      log: { warn(data: object, message: string): void; error(data: object, message: string): void };
      /** REFERRAL_CLAWBACK_DAYS: an accepted sale takes back the bonuses of purchases this recent (decisions 0066, 0067). */
      referralClawbackDays: number;
      /** PUBLIC_URL: the links of the e-mails sales send. */
      publicUrl: string;
    },
  ) {}

  private get chain(): ChainClient {
    return this.deps.chain;
  }

  /** POST /api/tokens/sell, under the daily limit and approval threshold withdrawals have (`limits`). */
  async sell(userId: string, input: SellRequest, meta: RequestMeta, limits: OutgoingLimits): Promise<Sale> {
    const chain = this.chain;
    // The same request again is answered with what it made, whatever has changed since (see withdrawals).
    const repeat = { token_id: input.token_id, amount: input.amount, address: input.payout_address };
    const earlier = earlierRequest(
      (db) => saleOfRequest(db, userId, input.request_id),
      async (db, id) => {
        const first = await this.one(userId, id, db);
        return { token_id: first.token_id, amount: first.amount, address: first.payout_address };
      },
      repeat,
    );
    const made = await earlier(this.deps.sql);
    if (made) return this.one(userId, made);
    // Not verified is said before anything about the address (as a withdrawal does).
    await requireVerified(this.deps.sql, userId, 'sell_kyc_required');
    const payoutTo = await judgeWalletAddress(chain, this.deps.sql, input.payout_address, 'payout_address');
    // Everything that needs no code, judged under the person's lock before the code is spent
    // (`refuse`), what it found handed to the work: a refused amount sent with a mistyped code is
    // told as the amount, and costs no guess (as withdrawals).
    const judge = async (tx: Db, user: UserRow) => {
      // Money leaves like tokens do: only to a saved address past its waiting time.
      await requireUsableAddress(tx, userId, payoutTo, 'payout_address');
      const token = (await pricedTokens(tx, [input.token_id])).get(input.token_id);
      if (!token) throw fieldError('token_id', 'invalid_format');
      if (token.priceCents === 0n) throw fieldError('token_id', 'sell_no_price');
      const amount = await amountToTake(tx, userId, token, input.amount, 'sell');
      const valueCents = (amount * token.priceCents) / token.scale;
      if (valueCents === 0n) throw fieldError('amount', 'sell_too_small');
      const payoutUnits = valueCents * USDC_UNITS_PER_CENT;
      // The price guard, on the very price this sale is made at: an operator may have lowered it
      // since the page showed its figure, and the person confirmed that figure, not this one. Said
      // with what it pays now, for the page to show; a repeated request_id was answered above,
      // before any of this, so a sale already made is never refused for a later price.
      if (input.min_payout !== undefined && paysLessThan(payoutUnits, input.min_payout)) {
        throw fieldError('amount', `sell_price_moved:${formatMoneyUnits(payoutUnits, USDC_DECIMALS)}`);
      }
      // Value leaving the platform: one daily limit with withdrawals, and an operator above the threshold.
      const status = await admitOutgoing(tx, user, valueCents, limits, 'sell');
      return { token, amount, valueCents, payoutUnits, status };
    };
    const request = { userId, code: input.code, meta, earlier, refuse: judge };
    const id = await this.asSeller(request, async (tx, user, { token, amount, valueCents, payoutUnits, status }) => {
      const created = await insertSale(tx, {
        userId,
        tokenId: input.token_id,
        amount,
        priceCents: token.priceCents,
        valueCents,
        payoutTo,
        payoutUnits,
        status,
        requestId: input.request_id ?? null,
      });
      await takeFromHolding(tx, 'sale', {
        userId,
        token,
        amount,
        valueCents,
        // Waiting for approval, the tokens are set aside (a reservation of the sale's), neither
        // the person's nor on sale; approved, they go to the treasury, rejected, back to the person.
        to:
          status === 'processing'
            ? await treasuryOf(tx, input.token_id)
            : await account(tx, input.token_id, 'reservation', created),
        key: `sale:${created}`,
      });
      if (status === 'processing') {
        await this.schedulePayout(tx, created);
        // The tokens left for good: the referral bonuses their purchase earned go back (decision 0066).
        await clawBackReferralBonuses(tx, {
          outflow: { saleId: created },
          personId: userId,
          valueCents,
          windowDays: this.deps.referralClawbackDays,
          actor: { actorId: userId, actorRole: user.role, meta },
        });
      }
      await writeAudit(tx, {
        actorId: userId,
        actorRole: user.role,
        action: 'sale.request',
        subjectType: 'sale',
        subjectId: created,
        after: {
          status,
          token_id: input.token_id,
          amount: amount.toString(),
          value_cents: valueCents.toString(),
          payout_address: payoutTo,
        },
        meta,
      });
      return created;
    });
    return this.one(userId, id);
  }

  /** A verified seller's act, with their two-factor code when it is on, under their lock (`asVerifiedInvestor`). */
  private asSeller<T, J = void>(
    request: {
      userId: string;
      code: string | null | undefined;
      meta: RequestMeta;
      earlier: (tx: Db) => Promise<T | null>;
      refuse?: (tx: Db, user: UserRow) => Promise<J>;
    },
    work: (tx: Db, user: UserRow, judged: J) => Promise<T>,
  ): Promise<T> {
    return asVerifiedInvestor(this.deps, { ...request, during: 'sell', kycKey: 'sell_kyc_required' }, work);
  }

  /** The person's own sale `id`, as they see it. */
  private async one(userId: string, id: string, db: Db = this.deps.sql): Promise<Sale> {
    const [sale] = await saleRows(db, { userId, id });
    return saleView(sale!, this.deps.chain.mode);
  }

  /**
   * An operator (not the seller) lets a sale above the threshold be paid: its tokens go on sale
   * again. Not a blocked seller's (an operator rejects it, or unblocks them first).
   */
  async approve(id: string, by: { id: string; role: string; meta: RequestMeta }): Promise<Sale> {
    await this.decide(id, by, { sellerUnblocked: true }, async (tx, row) => {
      await this.release(tx, id, row, await treasuryOf(tx, row.token_id), `sale-approved:${id}`);
      // Only now have the tokens left the seller for good (decision 0066).
      await clawBackReferralBonuses(tx, {
        outflow: { saleId: id },
        personId: row.user_id,
        valueCents: BigInt(row.value_cents),
        windowDays: this.deps.referralClawbackDays,
        // Approved later, judged from when the seller asked: the tokens were set aside then.
        requestedAt: row.created_at,
        actor: { actorId: by.id, actorRole: by.role, meta: by.meta },
      });
      await decideSale(tx, id, { status: 'processing', by: by.id, reason: null });
      await this.schedulePayout(tx, id);
      await mailOperatorDecision(tx, this.deps.publicUrl, { kind: 'sale', id, outcome: 'approved', reason: null, row });
      return { action: 'sale.approve', after: { status: 'processing' } };
    });
    return this.staffOne(id);
  }

  /** An operator (not the seller) refuses a sale with a reason the seller reads: the tokens go back to them. */
  async reject(id: string, reason: string, by: { id: string; role: string; meta: RequestMeta }): Promise<Sale> {
    await this.decide(id, by, { sellerUnblocked: false }, (tx, row) => this.refusal(tx, id, row, { reason }, by));
    return this.staffOne(id);
  }

  /**
   * The person removed the address a sale of theirs waiting for approval pays out to: in their
   * transaction (`tx`, which holds the sale's lock already) it is refused exactly as an operator's
   * rejection refuses it, the tokens back with them, audited as their own act, with the cause
   * `address_removed` and no reason (each screen words it). Maker-checker does not apply: nobody
   * approves anything.
   */
  async refuseForRemovedAddress(tx: Db, id: string, by: Decider): Promise<void> {
    await this.decideIn(tx, id, by, { makerChecker: false }, (db, row) =>
      this.refusal(db, id, row, { cause: 'address_removed' }, by),
    );
  }

  /**
   * The person removed the address a sale of theirs already owed (waiting for USDC, refused by the
   * chain, or being paid with no transaction signed yet) pays out to: in their transaction (`tx`,
   * which holds the sale's lock already) the sale stands (its tokens are the treasury's, maybe sold
   * on) but its payout waits for them to choose another address (`awaiting_address`), out of the
   * payout queue, so neither the minute job nor an operator's retry sends it there. Audited as their
   * own act.
   */
  async holdForRemovedAddress(
    tx: Db,
    sale: { id: string; status: SaleStatus },
    address: string,
    by: Decider,
  ): Promise<void> {
    // The removal found and locked it (`unpaidSalesTo`): its status and address are known.
    if (!(await holdPayoutForAddress(tx, sale.id))) return;
    await writeAudit(tx, {
      actorId: by.id,
      actorRole: by.role,
      action: 'sale.address_removed',
      subjectType: 'sale',
      subjectId: sale.id,
      before: { status: sale.status, payout_address: address },
      after: { status: 'awaiting_address' },
      meta: by.meta,
    });
  }

  /**
   * POST /api/tokens/sell/{id}/payout-address: the seller chooses another address for a sale whose
   * payout address they removed (`awaiting_address`), with the checks a sale's `payout_address`
   * passes (a wallet, saved, past its waiting time); it is then paid there as an approved sale is
   * (`schedulePayout`). Under the person's lock, then the sale's, the order of every sale path.
   * Another person's sale is not found.
   */
  async choosePayoutAddress(
    userId: string,
    id: string,
    input: SalePayoutAddressRequest,
    meta: RequestMeta,
  ): Promise<Sale> {
    const found = await saleSeller(this.deps.sql, id);
    if (!found || found.user_id !== userId) throw notFound();
    if (found.status !== 'awaiting_address') throw new HttpError(409, 'sale_not_awaiting_address');
    const payoutTo = await judgeWalletAddress(this.chain, this.deps.sql, input.payout_address, 'payout_address');
    // Where the money goes is decided as a sale is: by a verified investor, with the two-factor
    // code when it is on (a round-2 tester redirected an owed payout with a stolen session alone),
    // under the person's lock, then the sale's, the order of every sale path.
    await this.asSeller({ userId, code: input.code, meta, earlier: async () => null }, async (tx, user) => {
      const row = await lockSale(tx, id);
      if (!row || row.user_id !== userId) throw notFound();
      // Chosen a moment ago by another request of theirs.
      if (row.status !== 'awaiting_address') throw new HttpError(409, 'sale_not_awaiting_address');
      // Under the person's lock, as a sale's: the address cannot be removed between this and the change.
      await requireUsableAddress(tx, userId, payoutTo, 'payout_address');
      await setPayoutAddress(tx, id, payoutTo);
      await this.schedulePayout(tx, id);
      await writeAudit(tx, {
        actorId: userId,
        actorRole: user.role,
        action: 'sale.payout_address',
        subjectType: 'sale',
        subjectId: id,
        before: { status: 'awaiting_address', payout_address: row.payout_address },
        after: { status: 'processing', payout_address: payoutTo },
        meta,
      });
      // Told by e-mail, as an address added is: whoever holds the session cannot send it quietly.
      await enqueueMail(tx, {
        ...salePayoutAddressMail(
          {
            username: user.username,
            address: payoutTo,
            payout: formatMoneyUnits(BigInt(row.payout_units), USDC_DECIMALS),
            link: new URL(`/operations/${id}`, this.deps.publicUrl).toString(),
          },
          user.language,
        ),
        to: user.email,
        language: user.language,
        userId,
      });
      return id;
    });
    return this.one(userId, id);
  }

  /** A rejection: the set-aside tokens back to the seller, the sale rejected with the operator's `reason` or a `cause`. */
  private async refusal(
    tx: Db,
    id: string,
    row: DecidedSale,
    why: { reason: string; cause?: undefined } | { reason?: undefined; cause: RefusalCause },
    by: Decider,
  ): Promise<{ action: AuditAction; after: Record<string, AuditValue> }> {
    const reason = why.reason ?? null;
    const cause = why.cause ?? null;
    await this.release(tx, id, row, await account(tx, row.token_id, 'user', row.user_id), `sale-return:${id}`);
    await decideSale(tx, id, { status: 'rejected', by: by.id, reason, cause });
    // An operator's refusal is told by e-mail; the person's own removal of the address has its own.
    if (!cause)
      await mailOperatorDecision(tx, this.deps.publicUrl, { kind: 'sale', id, outcome: 'rejected', reason, row });
    return { action: 'sale.reject', after: { status: 'rejected', reason, ...(cause ? { cause } : {}) } };
  }

  /** An operator's decision, in its own transaction; `sellerUnblocked`: refused when the seller is blocked. */
  private async decide(
    id: string,
    by: Decider,
    options: { sellerUnblocked: boolean },
    apply: (tx: Db, row: DecidedSale) => Promise<{ action: AuditAction; after: Record<string, AuditValue> }>,
  ): Promise<void> {
    await this.deps.sql.begin(async (tx) => {
      if (options.sellerUnblocked) {
        // The seller's lock before the sale's, the order their requests and address removals take.
        const seller = await saleSeller(tx, id);
        if (!seller) throw notFound();
        if (seller.status === 'awaiting_approval') await lockOwnerUnlessBlocked(tx, seller.user_id);
      }
      await this.decideIn(tx, id, by, { makerChecker: true }, apply);
    });
  }

  /** A decision on a sale waiting for approval, in `tx`, under the sale's lock, with its audit row. */
  private async decideIn(
    tx: Db,
    id: string,
    by: Decider,
    options: { makerChecker: boolean },
    apply: (tx: Db, row: DecidedSale) => Promise<{ action: AuditAction; after: Record<string, AuditValue> }>,
  ): Promise<void> {
    const row = await lockSale(tx, id);
    if (!row) throw notFound();
    if (row.status !== 'awaiting_approval') throw new HttpError(409, 'sale_not_awaiting');
    if (options.makerChecker) refuseOwn(row.user_id, by.id, 'sale_own');
    const { action, after } = await apply(tx, row);
    await writeAudit(tx, {
      actorId: by.id,
      actorRole: by.role,
      action,
      subjectType: 'sale',
      subjectId: id,
      before: { status: 'awaiting_approval' },
      after,
      meta: by.meta,
    });
  }

  /** Moves a sale's set-aside tokens out of its reservation, once. */
  private async release(
    tx: Db,
    id: string,
    row: { user_id: string; token_id: string; amount: string; value_cents: string },
    to: string,
    key: string,
  ): Promise<void> {
    await transferOnce(
      tx,
      'sale',
      [
        {
          tokenId: row.token_id,
          from: await account(tx, row.token_id, 'reservation', id),
          to,
          quantity: BigInt(row.amount),
          valueCents: BigInt(row.value_cents),
        },
      ],
      { idempotencyKey: key, userId: row.user_id },
    );
  }

  private async staffOne(id: string): Promise<Sale> {
    const [sale] = await saleRows(this.deps.sql, { id });
    if (!sale) throw notFound();
    return saleView(sale, this.deps.chain.mode);
  }

  /**
   * The queued payouts the platform's USDC covers now, oldest first, beyond what payouts already
   * being sent will take (`except` one of them, the one being decided).
   */
  private async coveredNow(tx: Db, queue: QueuedPayout[], except: string | null): Promise<Set<string>> {
    return coveredByUsdc(queue, (await this.chain.usdcHolding()) - (await unitsBeingPaid(tx, except)));
  }

  /**
   * A sale now owed (accepted, or approved), in its transaction `tx`: its payout job, or, when the
   * platform's USDC cannot cover it after the older payouts still waiting, `awaiting_funds` at once,
   * so that the seller is told so on the spot rather than read that the USDC is on its way (the
   * minute job releases it once the USDC is there). Decided under the queue's lock, as the job
   * decides; if the chain cannot be read now, the job decides.
   */
  private async schedulePayout(tx: Db, id: string): Promise<void> {
    const queue = await lockPayoutQueue(tx);
    const covered = await this.coveredNow(tx, queue, id).catch(() => null);
    if (covered === null || covered.has(id)) {
      await addJobs(tx, [payoutJob(id)]);
      return;
    }
    await setSaleStatus(tx, id, 'awaiting_funds');
    this.deps.log.warn({ sale: id }, WAITS_FOR_USDC);
  }

  /**
   * The `pay_sale` job: pays a sale in USDC exactly once, in the queue's order, or leaves it
   * waiting (`awaiting_funds`) while the platform's USDC cannot cover it and every older payout
   * still waiting.
   */
  async payOne(id: string): Promise<void> {
    const chain = this.chain;
    await sendExactlyOnce(chain, {
      prepare: () =>
        this.deps.sql.begin(async (tx) => {
          // A payout not signed yet is decided under the queue's lock, taken before the sale's own.
          const queue = (await payoutSigned(tx, id)) ? [] : await lockPayoutQueue(tx);
          const row = await lockSaleForPayout(tx, id);
          if (!row || row.status !== 'processing') return null;
          // An operator blocked the seller: nothing not yet signed leaves for them until they are
          // unblocked (the minute job takes it up again then). A round-2 tester saw a blocked
          // seller's waiting payout paid once USDC arrived.
          if (!row.signed_tx && row.seller_blocked) return null;
          const stored = { signed_tx: row.signed_tx, signature: row.signature, blockhash: row.blockhash };
          if (!row.signed_tx) {
            if (!(await this.coveredNow(tx, queue, id)).has(id)) {
              await setSaleStatus(tx, id, 'awaiting_funds');
              // Expected while the payout wallet is short, and listed on the console's overview for
              // operators to add funds: a warning, not an error that drowns real failures.
              this.deps.log.warn({ sale: id }, WAITS_FOR_USDC);
              return null;
            }
          }
          return liveTransaction(
            chain,
            stored,
            () =>
              chain.signUsdcPayout({
                owner: toAddress(row.payout_address),
                amount: BigInt(row.payout_units),
                memo: `pinacoteca sale ${id}`,
              }),
            async (signed) => {
              await storeSignedTransaction(tx, 'sales', id, signed);
            },
          );
        }),
      sent: async () => {
        await countSend(this.deps.sql, 'sales', id);
      },
      confirmed: async (signature) => {
        await this.deps.sql.begin(async (tx) => {
          const row = await confirmPayout(tx, id, signature);
          if (row) await mailValueSent(tx, this.deps.publicUrl, { kind: 'sale', id, row });
        });
      },
      failed: async (signature, why) => {
        this.deps.log.error(
          { sale: id, signature, why },
          'the chain refused a sale’s payout; an operator sends it again',
        );
        await failPayout(this.deps.sql, id, why.slice(0, 500));
      },
    });
  }

  /**
   * Payouts waiting for USDC that the platform's USDC now covers, oldest first and stopping at the
   * first it does not (a newer, smaller one never jumps the queue): each goes back to being paid,
   * with its job in the same transaction, and is paid here in that order. Answers how many.
   */
  async payWaiting(): Promise<number> {
    const released = await this.deps.sql.begin(async (tx) => {
      const queue = await lockPayoutQueue(tx);
      if (!queue.some((q) => q.status === 'awaiting_funds')) return [];
      const covered = await this.coveredNow(tx, queue, null);
      const ids = queue.filter((q) => q.status === 'awaiting_funds' && covered.has(q.id)).map((q) => q.id);
      await releaseWaitingPayouts(tx, ids);
      await addJobs(tx, ids.map(payoutJob));
      return ids;
    });
    for (const id of released) {
      try {
        await this.payOne(id);
      } catch (error) {
        // Its job (added with the release) sends it again.
        this.deps.log.error({ err: error, sale: id }, 'paying a sale failed; will retry');
      }
    }
    return released.length;
  }

  /**
   * Every minute: payouts being sent that no job finished (a worker died mid-send), then those
   * waiting for USDC that it now covers, oldest first.
   */
  async resumeDue(): Promise<void> {
    for (const id of await stalledPayouts(this.deps.sql)) {
      try {
        await this.payOne(id);
      } catch (error) {
        this.deps.log.error({ err: error, sale: id }, 'paying a sale failed; will retry');
      }
    }
    await this.payWaiting();
  }

  /**
   * The console's sales, newest first, with the USDC the platform holds: those of a status (or
   * `all`), the newest 200 as the withdrawals' list; without one, those not yet paid (waiting for
   * approval, USDC or a retry; the newest 500), as the list has always answered.
   */
  async listForStaff(status?: SaleStatus | 'all'): Promise<{ sales: StaffSale[]; usdc_balance: string }> {
    const rows = await (status === undefined
      ? saleRows(this.deps.sql, { unpaid: true })
      : saleRows(this.deps.sql, { status: status === 'all' ? undefined : status }, 200));
    const balance = await this.chain.usdcHolding();
    // Today's value beside the payout offered: a price lowered since (an outside tester's fell from
    // $50 to $20) has the platform pay more than the tokens are now worth, as withdrawals show theirs.
    const today = await valuesToday(this.deps.sql, rows);
    return {
      sales: rows.map((r, i) => ({
        ...saleView(r, this.deps.chain.mode),
        user_id: r.user_id,
        user_email: r.user_email,
        user_blocked: r.user_blocked,
        value_now: today[i]!,
      })),
      usdc_balance: formatUnits(balance, USDC_DECIMALS),
    };
  }

  /** An operator sends a waiting or failed payout again (once the platform holds the USDC). */
  async retry(id: string, by: { id: string; role: string; meta: RequestMeta }): Promise<Sale> {
    await this.deps.sql.begin(async (tx) => {
      // The queue's lock before the sale's, as the payout job takes them.
      const queue = await lockPayoutQueue(tx);
      const row = await lockSale(tx, id);
      if (!row) throw notFound();
      if (row.status === 'success') throw new HttpError(409, 'sale_not_open');
      // Sent again by someone else a moment ago (or its payout is on its way): not paid yet.
      if (row.status === 'processing') throw new HttpError(409, 'sale_being_paid');
      // Its address was removed: paid nowhere until the seller chooses another.
      if (row.status === 'awaiting_address') throw new HttpError(409, 'sale_awaiting_address');
      if (await isBlocked(tx, row.user_id)) throw new HttpError(409, 'sale_seller_blocked');
      if (row.status !== 'awaiting_funds' && row.status !== 'failed') throw new HttpError(409, 'sale_not_retryable');
      // Paid oldest first (decision 0047): payable now only if the USDC covers it after every older
      // payout still waiting, as its job will judge it. Judged on its balance alone, it was told
      // "processing" and went back to waiting at once behind an older one (an outside tester).
      const place: QueuedPayout = {
        id,
        status: 'processing',
        payout_units: BigInt(row.payout_units),
        created_at: row.created_at,
      };
      const withIt = [...queue.filter((q) => q.id !== id), place].sort(
        (a, b) => a.created_at.getTime() - b.created_at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
      if (!(await this.coveredNow(tx, withIt, id)).has(id)) {
        // Said as it is: short alone, or short only after the older payouts before it (an outside
        // tester was told of older payouts when there were none).
        const behindOlder = withIt.findIndex((q) => q.id === id) > 0;
        throw new HttpError(409, behindOlder ? 'sale_not_payable' : 'sale_not_payable_alone');
      }
      await setSaleStatus(tx, id, 'processing');
      await addJobs(tx, [payoutJob(id)]);
      await writeAudit(tx, {
        actorId: by.id,
        actorRole: by.role,
        action: 'sale.retry_payout',
        subjectType: 'sale',
        subjectId: id,
        before: { status: row.status },
        after: { status: 'processing' },
        meta: by.meta,
      });
    });
    const [sale] = await saleRows(this.deps.sql, { id });
    return saleView(sale!, this.deps.chain.mode);
  }
}

function saleView(row: SaleRow & { symbol: string; decimals: number }, chainMode: 'embedded' | 'rpc'): Sale {
  return {
    id: row.id,
    token_id: row.token_id,
    symbol: row.symbol,
    amount: formatUnits(BigInt(row.amount), row.decimals),
    price: formatCents(row.price_cents),
    payout: formatMoneyUnits(BigInt(row.payout_units), USDC_DECIMALS),
    payout_address: row.payout_address,
    status: row.status,
    signature: row.signature,
    explorer_url: row.status === 'success' ? explorerUrl(row.signature, chainMode) : null,
    reason: row.reason,
    cause: row.cause,
    created_at: row.created_at.toISOString(),
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
  };
}

/** The person sees a payout waiting for funds or for a second try as still being paid. */
const OPERATION_STATUS: Record<SaleStatus, OrderStatus> = {
  // Waiting for an operator's approval, as a withdrawal does; refused, the tokens are back.
  awaiting_approval: 'pending',
  rejected: 'canceled',
  processing: 'processing',
  awaiting_funds: 'processing',
  failed: 'processing',
  // The person removed its payout address: it waits for them to choose another.
  awaiting_address: 'pending',
  success: 'success',
};

/** The person's sales as operations of the operations list ('selling', SPEC §3). */
export async function saleOperations(
  db: Db,
  filter: { userId: string; id?: string; before?: Date },
  chainMode: 'embedded' | 'rpc',
  limit = 500,
): Promise<Order[]> {
  return (await saleRows(db, filter, limit)).map((row) => {
    const value = formatCents(row.value_cents);
    return {
      id: row.id,
      type: 'selling',
      status: OPERATION_STATUS[row.status],
      created_at: row.created_at.toISOString(),
      amount: value,
      items: [{ token_id: row.token_id, quantity: formatUnits(BigInt(row.amount), row.decimals), total_amount: value }],
      charge: null,
      sale: saleView(row, chainMode),
    };
  });
}

/**
 * The queued payouts (oldest first) that `budget` USDC base units cover, taken in order and
 * stopping at the first it does not: strictly oldest first.
 */
function coveredByUsdc(queue: QueuedPayout[], budget: bigint): Set<string> {
  const covered = new Set<string>();
  let left = budget;
  for (const q of queue) {
    if (q.payout_units > left) break;
    left -= q.payout_units;
    covered.add(q.id);
  }
  return covered;
}
