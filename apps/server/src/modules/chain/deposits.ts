import { address as toAddress, type Address } from '@solana/kit';
import { mailValueReceived } from './decision-mail.ts';
import type { OrderStatus } from '@pinacoteca/contracts/enums';
import { formatCents, unitsValueCents } from '@pinacoteca/contracts/money';
import type { Order } from '@pinacoteca/contracts/orders/order';
import type { DepositAddress, IgnoredDepositsResponse } from '@pinacoteca/contracts/tokens/deposit';
import type { WalletType } from '@pinacoteca/contracts/tokens/withdraw';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { ChainClient } from '../../adapters/chain/chain.ts';
import type { Db, Sql } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { tokenLabels } from '../catalog/tokens.ts';
import { listFlags } from '../flags/service.ts';
import { account, DuplicateTransactionError, InsufficientBalanceError, transfer } from '../ledger/service.ts';
import { lockUserState } from '../auth/user-queries.ts';
import { pricedTokens } from '../catalog/prices.ts';
import { liveTransaction, sendExactlyOnce } from './exactly-once.ts';
import {
  depositAddresses,
  depositAddressOf,
  depositRows,
  depositsToCredit,
  depositsToSweep,
  forgetSweep,
  ignoredDeposits,
  insertDepositAddress,
  lockDepositToCredit,
  lockDepositToSweep,
  markCredited,
  markScanned,
  markSwept,
  recordArrival,
  scannedAmong,
  storeSignedSweep,
  tokensOfMints,
  type DepositRow,
} from './deposit-queries.ts';
import { explorerUrl } from './withdrawal-views.ts';

/** An address's history is read in pages of this many signatures, at most this many pages a round. */
const SCAN_PAGE_SIZE = 100;
const SCAN_PAGES = 50;

/**
 * Deposits from people's own wallets (issue 11 item 4, docs/decisions/0046). Each person has a
 * deposit address per wallet type, derived from the chain's deposit root and their id. The
 * watcher (`watch_deposits`, every SOLANA_PAY_POLL_SECONDS) looks at each address's new
 * transactions once, records every platform token that arrived (by transaction, address and
 * mint: applied once however often it is seen), credits it when the transaction is final (the
 * tokens come back from `onchain`, held outside, to the person), and sweeps it into the treasury
 * exactly once. Tokens of other mints are recorded as ignored, for operators.
 */
/**
 * The least a credited deposit is worth, in cents, for its owner to be e-mailed of it. Anyone may
 * send to a person's deposit address: an outside tester's 520 dust deposits of 0.000001 INDEX each
 * sent a letter, burying the one that said a withdrawal had left (decision 0086). Each is still
 * credited and listed.
 */
const DEPOSIT_MAIL_MIN_CENTS = 100n;

export class DepositService {
  constructor(
    private readonly deps: {
      sql: Sql;
      chain: ChainClient;
      log: { error(data: object, message: string): void };
      /** The platform's address (config.publicUrl), for the link in the e-mail of a deposit credited. */
      publicUrl: string;
    },
  ) {}

  /** GET /api/tokens/deposit-address: the person's own address, the same every time. */
  async address(userId: string, walletType: WalletType): Promise<DepositAddress> {
    const flags = await listFlags(this.deps.sql);
    const chain = this.deps.chain;
    if (!flags.find((f) => f.name === 'deposit')?.enabled) throw fieldError('wallet_type', 'deposit_closed');
    const known = await depositAddressOf(this.deps.sql, userId, walletType);
    if (known) return { wallet_type: walletType, address: known };
    const { address } = await chain.depositSigner(userId);
    await insertDepositAddress(this.deps.sql, userId, walletType, address);
    return { wallet_type: walletType, address };
  }

  /** The console: tokens of other mints sent to deposit addresses, newest first (recorded, never credited). */
  async ignored(): Promise<IgnoredDepositsResponse> {
    const rows = await ignoredDeposits(this.deps.sql);
    return { deposits: rows.map((r) => ({ ...r, seen_at: r.seen_at.toISOString() })) };
  }

  /** One round of the watcher: find new transfers, credit the final ones, sweep what is credited. */
  async runOnce(): Promise<{ found: number; credited: number; swept: number }> {
    const chain = this.deps.chain;
    let found = 0;
    const addresses = await depositAddresses(this.deps.sql);
    for (const { user_id, address } of addresses) found += await this.scan(chain, user_id, toAddress(address));
    let credited = 0;
    const waiting = await depositsToCredit(this.deps.sql);
    for (const deposit of waiting) {
      // Credited once final: a confirmed block can still, rarely, be dropped; a finalized one cannot.
      if (!(await chain.isFinalized(deposit.signature))) continue;
      if (await this.credit(deposit.id)) credited += 1;
    }
    let swept = 0;
    for (const id of await depositsToSweep(this.deps.sql)) {
      try {
        await this.sweep(chain, id);
        swept += 1;
      } catch (error) {
        this.deps.log.error({ err: error, deposit: id }, 'sweeping a deposit failed; will retry');
      }
    }
    return { found, credited, swept };
  }

  /**
   * The address's transactions not looked at before, oldest first: pages of its history, newest
   * first, back to the first one already scanned (or its beginning), so however many arrived
   * between two rounds none is skipped.
   */
  private async unscanned(chain: ChainClient, address: Address): Promise<string[]> {
    const fresh: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < SCAN_PAGES; page += 1) {
      const signatures = await chain.signaturesFor(address, SCAN_PAGE_SIZE, before);
      if (signatures.length === 0) break;
      const seen = await scannedAmong(this.deps.sql, address, signatures);
      const newer = signatures.findIndex((s) => seen.has(s));
      fresh.push(...(newer === -1 ? signatures : signatures.slice(0, newer)));
      if (newer !== -1 || signatures.length < SCAN_PAGE_SIZE) break;
      before = signatures.at(-1);
    }
    return fresh.reverse();
  }

  /** Looks at the address's transactions not looked at before, oldest first; answers how many tokens arrived. */
  private async scan(chain: ChainClient, userId: string, address: Address): Promise<number> {
    let found = 0;
    for (const signature of await this.unscanned(chain, address)) {
      const transaction = await chain.getTransaction(signature);
      const arrivals = (transaction?.err === null ? transaction.tokenBalances : []).filter(
        (b) => b.owner === address && b.post > b.pre,
      );
      const mints = await tokensOfMints(
        this.deps.sql,
        arrivals.map((a) => a.mint as string),
      );
      await this.deps.sql.begin(async (tx) => {
        for (const arrival of arrivals) {
          const tokenId = mints.find((m) => m.mint_address === arrival.mint)?.token_id ?? null;
          const inserted = await recordArrival(tx, {
            signature,
            address,
            mint: arrival.mint,
            userId,
            tokenId,
            amount: arrival.post - arrival.pre,
          });
          if (inserted && tokenId) found += 1;
          if (inserted && !tokenId) {
            this.deps.log.error(
              { signature, address, mint: arrival.mint },
              'a token that is not the platform’s arrived at a deposit address: recorded, not credited',
            );
          }
        }
        await markScanned(tx, address, signature);
      });
    }
    return found;
  }

  /** Credits a final deposit once: its tokens come back from `onchain` to the person. */
  private async credit(id: string): Promise<boolean> {
    try {
      return await this.deps.sql.begin(async (tx) => {
        const row = await lockDepositToCredit(tx, id);
        if (!row) return false;
        // The owner removed their account: it waits, credited once they restore it (the next
        // round after), never into an account that will be erased (decision 0080; an outside
        // tester's deposit sent after the removal was credited). Under the person's lock, which
        // the removal takes to see that nothing is left.
        if ((await lockUserState(tx, row.user_id)).removed) return false;
        const amount = BigInt(row.amount);
        const token = (await pricedTokens(tx, [row.token_id])).get(row.token_id);
        const valueCents = token ? unitsValueCents(amount, token.priceCents, token.scale) : 0n;
        await transfer(
          tx,
          'deposit',
          [
            {
              tokenId: row.token_id,
              from: await account(tx, row.token_id, 'onchain'),
              to: await account(tx, row.token_id, 'user', row.user_id),
              quantity: amount,
              valueCents,
            },
          ],
          { idempotencyKey: `deposit:${id}`, userId: row.user_id },
        );
        await markCredited(tx, id, valueCents);
        if (valueCents >= DEPOSIT_MAIL_MIN_CENTS) {
          await mailValueReceived(tx, this.deps.publicUrl, {
            kind: 'deposit',
            id,
            userId: row.user_id,
            items: [{ token_id: row.token_id, amount }],
          });
        }
        return true;
      });
    } catch (error) {
      if (error instanceof DuplicateTransactionError) return false;
      // More arrived than the ledger knows is outside: the chain and the ledger disagree, which
      // the reconciliation reports; the deposit waits for an operator.
      if (error instanceof InsufficientBalanceError) {
        this.deps.log.error({ deposit: id }, 'a deposit exceeds what the ledger holds outside; not credited');
        return false;
      }
      throw error;
    }
  }

  /** Moves a credited deposit from the deposit address into the treasury, exactly once. */
  private async sweep(chain: ChainClient, id: string): Promise<void> {
    await sendExactlyOnce(chain, {
      prepare: () =>
        this.deps.sql.begin(async (tx) => {
          const row = await lockDepositToSweep(tx, id);
          if (!row) return null;
          return liveTransaction(
            chain,
            { signed_tx: row.sweep_tx, signature: row.sweep_signature, blockhash: row.sweep_blockhash },
            async () =>
              chain.signSweep({
                mint: toAddress(row.mint_address),
                decimals: row.decimals,
                from: await chain.depositSigner(row.user_id),
                amount: BigInt(row.amount),
                memo: `pinacoteca deposit ${id}`,
              }),
            async (signed) => {
              await storeSignedSweep(tx, id, signed);
            },
          );
        }),
      sent: async () => undefined,
      confirmed: async (signature) => {
        await markSwept(this.deps.sql, id, signature);
      },
      failed: async (signature, why) => {
        // Left unswept: the reconciliation counts it as still at the deposit address, operators see the log.
        this.deps.log.error({ deposit: id, signature, why }, 'the chain refused a sweep; it will be tried again');
        await forgetSweep(this.deps.sql, id);
      },
    });
  }
}

const OPERATION_STATUS: Record<DepositRow['status'], OrderStatus> = { processing: 'processing', credited: 'success' };

/** The person's deposits as operations of the operations list (ignored ones are not theirs to see). */
export async function depositOperations(
  db: Db,
  filter: { userId: string; id?: string; before?: Date },
  chainMode: 'embedded' | 'rpc',
  limit = 500,
): Promise<Order[]> {
  const rows = await depositRows(db, filter, limit);
  const labels = await tokenLabels(
    db,
    rows.map((r) => r.token_id),
  );
  return rows.map((row) => {
    const label = labels.get(row.token_id) ?? { symbol: '', decimals: 0 };
    const amount = formatUnits(BigInt(row.amount), label.decimals);
    const value = formatCents(row.value_cents ?? 0);
    return {
      id: row.id,
      type: 'deposit',
      status: OPERATION_STATUS[row.status],
      created_at: row.seen_at.toISOString(),
      amount: value,
      items: [{ token_id: row.token_id, quantity: amount, total_amount: value }],
      charge: null,
      deposit: {
        id: row.id,
        token_id: row.token_id,
        symbol: label.symbol,
        amount,
        status: row.status,
        signature: row.signature,
        explorer_url: explorerUrl(row.signature, chainMode),
        credited_at: row.credited_at?.toISOString() ?? null,
      },
    };
  });
}
