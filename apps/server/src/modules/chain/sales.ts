import { address as toAddress } from '@solana/kit';
import type { OrderStatus } from '@pinacoteca/contracts/enums';
import { formatCents } from '@pinacoteca/contracts/money';
import type { Order } from '@pinacoteca/contracts/orders/order';
import {
  USDC_DECIMALS,
  USDC_UNITS_PER_CENT,
  type Sale,
  type SaleStatus,
  type SellRequest,
} from '@pinacoteca/contracts/tokens/sell';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { ChainClient } from '../../adapters/chain/chain.ts';
import type { Db, Sql } from '../../db/client.ts';
import { addJobs, JOBS } from '../../jobs/queue.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { writeAudit } from '../audit/audit.ts';
import type { SignInGuard } from '../auth/sign-in-guard.ts';
import type { AuthKeys } from '../auth/tokens.ts';
import { notifyCatalogChanged } from '../catalog/changes.ts';
import { treasuryOf } from '../ledger/service.ts';
import { pricedTokens } from '../catalog/prices.ts';
import { liveTransaction, sendExactlyOnce } from './exactly-once.ts';
import {
  amountToTake,
  asVerifiedInvestor,
  fieldError,
  judgeWalletAddress,
  takeFromHolding,
} from './investor-actions.ts';
import { explorerUrl } from './withdrawal-views.ts';
import {
  confirmPayout,
  countPayoutSend,
  failPayout,
  insertSale,
  lockSale,
  lockSaleForPayout,
  saleRows,
  setSaleStatus,
  stalledPayouts,
  storeSignedPayout,
  unitsBeingPaid,
  type SaleRow,
} from './sale-queries.ts';
import { requireUsableAddress } from './withdrawals.ts';

/** A sale's payout job: one waiting job per sale however often it is enqueued. */
const payoutJob = (id: string) => ({ task: JOBS.paySale, payload: { sale_id: id }, jobKey: `${JOBS.paySale}:${id}` });

/**
 * Selling back, the money-back guarantee (issue 11 item 6, docs/decisions/0047). A verified
 * investor sells tokens to the platform at the current price: in one database transaction the
 * tokens go back to their treasury (on sale again) and the sale is stored with what is owed, in
 * USDC over Solana to the address given. The payout is sent exactly once like a withdrawal. A
 * payout beyond the USDC the platform holds waits (`awaiting_funds`) for an operator, as does one
 * the chain refused (`failed`); the person is owed it either way, so nothing is reversed.
 */
export class SaleService {
  constructor(
    private readonly deps: {
      sql: Sql;
      chain: ChainClient;
      keys: AuthKeys;
      guard: SignInGuard;
      log: { error(data: object, message: string): void };
    },
  ) {}

  private get chain(): ChainClient {
    return this.deps.chain;
  }

  /** POST /api/tokens/sell */
  async sell(userId: string, input: SellRequest, meta: RequestMeta): Promise<Sale> {
    const chain = this.chain;
    const payoutTo = await judgeWalletAddress(chain, this.deps.sql, input.payout_address, 'payout_address');
    const check = { userId, code: input.code, meta, during: 'sell', kycKey: 'sell_kyc_required' };
    const id = await asVerifiedInvestor(this.deps, check, async (tx, user) => {
      // Money leaves like tokens do: only to a saved address past its waiting time.
      await requireUsableAddress(tx, userId, payoutTo, 'payout_address');
      const token = (await pricedTokens(tx, [input.token_id])).get(input.token_id);
      if (!token) throw fieldError('token_id', 'invalid_format');
      if (token.priceCents === 0n) throw fieldError('token_id', 'sell_no_price');
      const amount = await amountToTake(tx, userId, token, input.amount, 'sell');
      const valueCents = (amount * token.priceCents) / token.scale;
      if (valueCents === 0n) throw fieldError('amount', 'sell_min');
      const payoutUnits = valueCents * USDC_UNITS_PER_CENT;
      const created = await insertSale(tx, {
        userId,
        tokenId: input.token_id,
        amount,
        priceCents: token.priceCents,
        valueCents,
        payoutTo,
        payoutUnits,
      });
      await takeFromHolding(tx, 'sale', {
        userId,
        token,
        amount,
        valueCents,
        to: await treasuryOf(tx, input.token_id),
        key: `sale:${created}`,
      });
      await addJobs(tx, [payoutJob(created)]);
      await notifyCatalogChanged(tx);
      await writeAudit(tx, {
        actorId: userId,
        actorRole: user.role,
        action: 'sale.request',
        subjectType: 'sale',
        subjectId: created,
        after: {
          token_id: input.token_id,
          amount: amount.toString(),
          value_cents: valueCents.toString(),
          payout_address: payoutTo,
        },
        meta,
      });
      return created;
    });
    const [sale] = await saleRows(this.deps.sql, { userId, id });
    return saleView(sale!, this.deps.chain.mode);
  }

  /** The `pay_sale` job: pays a sale in USDC exactly once, or leaves it for an operator when the platform lacks USDC. */
  async payOne(id: string): Promise<void> {
    const chain = this.chain;
    await sendExactlyOnce(chain, {
      prepare: () =>
        this.deps.sql.begin(async (tx) => {
          const row = await lockSaleForPayout(tx, id);
          if (!row || row.status !== 'processing') return null;
          const stored = { signed_tx: row.signed_tx, signature: row.signature, blockhash: row.blockhash };
          // A payout not yet signed waits while the platform's USDC (less what is being paid) cannot cover it.
          if (!row.signed_tx) {
            if ((await chain.usdcHolding()) - (await unitsBeingPaid(tx, id)) < BigInt(row.payout_units)) {
              await setSaleStatus(tx, id, 'awaiting_funds');
              this.deps.log.error({ sale: id }, 'a sale waits for USDC: the platform holds too little to pay it');
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
              await storeSignedPayout(tx, id, signed);
            },
          );
        }),
      sent: async () => {
        await countPayoutSend(this.deps.sql, id);
      },
      confirmed: async (signature) => {
        await confirmPayout(this.deps.sql, id, signature);
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

  /** Every minute: payouts being sent that no job finished (a worker died mid-send). */
  async resumeDue(): Promise<void> {
    for (const id of await stalledPayouts(this.deps.sql)) {
      try {
        await this.payOne(id);
      } catch (error) {
        this.deps.log.error({ err: error, sale: id }, 'paying a sale failed; will retry');
      }
    }
  }

  /** The console: sales not yet paid (waiting for USDC or refused by the chain), with the USDC the platform holds. */
  async unpaid(): Promise<{ sales: (Sale & { user_id: string })[]; usdc_balance: string }> {
    const rows = await saleRows(this.deps.sql, { unpaid: true });
    const balance = await this.chain.usdcHolding();
    return {
      sales: rows.map((r) => ({ ...saleView(r, this.deps.chain.mode), user_id: r.user_id })),
      usdc_balance: formatUnits(balance, USDC_DECIMALS),
    };
  }

  /** An operator sends a waiting or failed payout again (once the platform holds the USDC). */
  async retry(id: string, by: { id: string; role: string; meta: RequestMeta }): Promise<Sale> {
    const chain = this.chain;
    await this.deps.sql.begin(async (tx) => {
      const row = await lockSale(tx, id);
      if (!row) throw notFound();
      if (row.status === 'success' || row.status === 'processing') throw new HttpError(409, 'sale_not_open');
      if ((await chain.usdcHolding()) < BigInt(row.payout_units)) throw new HttpError(409, 'sale_not_payable');
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
    payout: formatUnits(BigInt(row.payout_units), USDC_DECIMALS),
    payout_address: row.payout_address,
    status: row.status,
    signature: row.signature,
    explorer_url: row.status === 'success' ? explorerUrl(row.signature, chainMode) : null,
    created_at: row.created_at.toISOString(),
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
  };
}

/** The person sees a payout waiting for funds or for a second try as still being paid. */
const OPERATION_STATUS: Record<SaleStatus, OrderStatus> = {
  processing: 'processing',
  awaiting_funds: 'processing',
  failed: 'processing',
  success: 'success',
};

/** The person's sales as operations of the operations list ('selling', SPEC §3). */
export async function saleOperations(
  db: Db,
  filter: { userId: string; id?: string },
  chainMode: 'embedded' | 'rpc',
): Promise<Order[]> {
  return (await saleRows(db, filter)).map((row) => {
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
