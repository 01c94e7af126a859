import { address as toAddress } from '@solana/kit';
import {
  returnAmountUnits,
  type TreasuryReturn,
  type TreasuryReturnRequest,
  type TreasuryReturnsResponse,
  type TreasurySurplus,
} from '@pinacoteca/contracts/tokens/treasury-return';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { ChainClient } from '../../adapters/chain/chain.ts';
import type { Sql } from '../../db/client.ts';
import { addJobs, JOBS } from '../../jobs/queue.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { writeAudit } from '../audit/audit.ts';
import { tokenLabels } from '../catalog/tokens.ts';
import { liveTransaction, sendExactlyOnce } from './exactly-once.ts';
import { countSend, storeSignedTransaction } from './sending-queries.ts';
import { judgeWalletAddress } from './investor-actions.ts';
import type { TokenIssuer } from './issuance.ts';
import { reconciliationRows } from './mint-queries.ts';
import {
  confirmReturn,
  failReturn,
  insertTreasuryReturn,
  lockMintForReturn,
  lockReturnForSending,
  stalledReturns,
  treasuryReturnRows,
  type TreasuryReturnRow,
} from './treasury-return-queries.ts';
import { explorerUrl } from './withdrawal-views.ts';

export interface TreasuryReturnDeps {
  sql: Sql;
  chain: ChainClient;
  issuer: TokenIssuer;
  log: { error(data: object, message: string): void };
}

/** A return's job key: one waiting job per return however often it is enqueued. */
export const sendTreasuryReturnJob = (id: string) => ({
  task: JOBS.sendTreasuryReturn,
  payload: { return_id: id },
  jobKey: `${JOBS.sendTreasuryReturn}:${id}`,
});

/**
 * Sending a treasury surplus back (docs/decisions/0063, 0065). Anyone can send tokens of a
 * platform mint to the treasury's public address; the minute check records that as a surplus.
 * An administrator sends it back to the wallet they name (the sender is not reliably known: the
 * embedded chain keeps no history to look it up in).
 *
 * Asking: under the token's mint-row lock, so two returns of one token are decided one after the
 * other, the surplus is read live (chain and ledger now, as the minute check reads them, less the
 * returns still being sent) and the amount may not exceed it; the return, its audit row and its
 * job are stored together. Sending is exactly once, as a withdrawal's (decision 0045), with the
 * same treasury transfer (the recipient's token account made when missing, fees paid by the
 * platform). The ledger never moves: the surplus was never in it.
 */
export class TreasuryReturnService {
  constructor(private readonly deps: TreasuryReturnDeps) {}

  private get mode(): 'embedded' | 'rpc' {
    return this.deps.chain.mode;
  }

  /** POST /api/admin/treasury/returns */
  async create(
    input: TreasuryReturnRequest,
    by: { id: string; role: string; meta: RequestMeta },
  ): Promise<TreasuryReturn> {
    const { sql, chain, issuer } = this.deps;
    const wallet = await judgeWalletAddress(chain, sql, input.wallet_address, 'wallet_address');
    const id = await sql.begin(async (tx) => {
      const mint = await lockMintForReturn(tx, input.token_id);
      if (!mint) throw fieldError('token_id', 'treasury_return_no_mint');
      const parsed = returnAmountUnits(input.amount, mint.decimals);
      if ('problem' in parsed) throw fieldError('amount', parsed.problem);
      let surplus: bigint;
      try {
        surplus = await issuer.liveSurplus(tx, mint);
      } catch (error) {
        // A cluster that cannot be reached cannot say what the treasury holds: nothing is sent on a guess.
        this.deps.log.error({ err: error, token: input.token_id }, 'reading the treasury for a return failed');
        throw new HttpError(503, 'chain_unavailable');
      }
      if (parsed.units > surplus) {
        const symbol = (await tokenLabels(tx, [input.token_id])).get(input.token_id)?.symbol ?? '';
        throw fieldError('amount', `treasury_return_over_surplus:${formatUnits(surplus, mint.decimals)}:${symbol}`);
      }
      const created = await insertTreasuryReturn(tx, {
        tokenId: input.token_id,
        amount: parsed.units,
        wallet,
        note: input.note,
        createdBy: by.id,
      });
      await addJobs(tx, [sendTreasuryReturnJob(created)]);
      await writeAudit(tx, {
        actorId: by.id,
        actorRole: by.role,
        action: 'treasury.return',
        subjectType: 'treasury_return',
        subjectId: created,
        after: {
          status: 'processing',
          token_id: input.token_id,
          amount: parsed.units.toString(),
          wallet_address: wallet,
          note: input.note,
          surplus: surplus.toString(),
        },
        meta: by.meta,
      });
      return created;
    });
    return this.one(id);
  }

  async one(id: string): Promise<TreasuryReturn> {
    const [row] = await treasuryReturnRows(this.deps.sql, { id });
    if (!row) throw notFound();
    return this.view(row);
  }

  /**
   * GET /api/admin/treasury/returns: tokens whose last check recorded a surplus, or that have a
   * return being sent, each with what can be returned now; and the returns, newest first.
   */
  async list(): Promise<TreasuryReturnsResponse> {
    const { sql, issuer } = this.deps;
    const rows = await treasuryReturnRows(sql);
    const sending = new Set(rows.filter((r) => r.status === 'processing').map((r) => r.token_id));
    const checks = (await reconciliationRows(sql)).filter(
      (c) => (c.surplus !== null && BigInt(c.surplus) > 0n) || sending.has(c.token_id),
    );
    const labels = await tokenLabels(
      sql,
      checks.map((c) => c.token_id),
    );
    const surpluses: TreasurySurplus[] = [];
    for (const check of checks) {
      let returnable: string | null;
      try {
        returnable = formatUnits(await issuer.liveSurplus(sql, check), check.decimals);
      } catch {
        returnable = null;
      }
      surpluses.push({
        token_id: check.token_id,
        symbol: labels.get(check.token_id)?.symbol ?? '',
        decimals: check.decimals,
        recorded: formatUnits(BigInt(check.surplus ?? '0'), check.decimals),
        checked_at: check.checked_at?.toISOString() ?? null,
        returnable,
      });
    }
    return { surpluses, returns: rows.map((r) => this.view(r)) };
  }

  /**
   * Makes sure a live signed transaction is stored for the return (signing one only when there is
   * none, or when the stored one's blockhash expired without it landing), under the row's lock.
   * Answers what to send, or null when there is nothing to do.
   */
  async prepare(id: string): Promise<{ wire: string; signature: string } | null> {
    const chain = this.deps.chain;
    return this.deps.sql.begin(async (tx) => {
      const r = await lockReturnForSending(tx, id);
      if (!r || r.status !== 'processing') return null;
      return liveTransaction(
        chain,
        r,
        () =>
          chain.signTreasuryTransfer({
            mint: toAddress(r.mint_address),
            decimals: r.decimals,
            owner: toAddress(r.wallet_address),
            amount: BigInt(r.amount),
            memo: `pinacoteca treasury return ${id}`,
          }),
        async (signed) => {
          await storeSignedTransaction(tx, 'treasury_returns', id, signed);
        },
      );
    });
  }

  /** The `send_treasury_return` job: sends the stored transaction and records what the chain says. Safe to run any number of times. */
  async sendOne(id: string): Promise<void> {
    const { sql, chain } = this.deps;
    await sendExactlyOnce(chain, {
      prepare: () => this.prepare(id),
      sent: async () => {
        await countSend(sql, 'treasury_returns', id);
      },
      confirmed: async (signature) => {
        await sql.begin(async (tx) => {
          // The treasury is lower now: the next check should say so soon, not in up to a minute.
          if (await confirmReturn(tx, id, signature))
            await addJobs(tx, [{ task: JOBS.issueMints, jobKey: JOBS.issueMints }]);
        });
      },
      failed: async (signature, why) => {
        this.deps.log.error({ treasuryReturn: id, signature, why }, 'the chain refused a treasury return');
        await failReturn(sql, id, why.slice(0, 500));
      },
    });
  }

  /** Every minute, with the withdrawals: returns being sent that no job finished (a worker died mid-send). */
  async resumeDue(): Promise<number> {
    const ids = await stalledReturns(this.deps.sql);
    for (const id of ids) {
      try {
        await this.sendOne(id);
      } catch (error) {
        this.deps.log.error({ err: error, treasuryReturn: id }, 'sending a treasury return failed; will retry');
      }
    }
    return ids.length;
  }

  private view(row: TreasuryReturnRow): TreasuryReturn {
    return {
      id: row.id,
      token_id: row.token_id,
      symbol: row.symbol,
      amount: formatUnits(BigInt(row.amount), row.decimals),
      wallet_address: row.wallet_address,
      note: row.note,
      status: row.status,
      signature: row.signature,
      explorer_url: explorerUrl(row.signature, this.mode),
      failure: row.failure,
      created_by: row.created_by,
      created_at: row.created_at.toISOString(),
      confirmed_at: row.confirmed_at?.toISOString() ?? null,
    };
  }
}
