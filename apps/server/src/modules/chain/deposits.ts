import { address as toAddress, type Address } from '@solana/kit';
import type { OrderStatus } from '@pinacoteca/contracts/enums';
import { formatCents } from '@pinacoteca/contracts/money';
import type { Order } from '@pinacoteca/contracts/orders/order';
import type { DepositAddress, IgnoredDepositsResponse } from '@pinacoteca/contracts/tokens/deposit';
import type { WalletType } from '@pinacoteca/contracts/tokens/withdraw';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { ChainClient } from '../../adapters/chain/chain.ts';
import { EmbeddedChain } from '../../adapters/chain/embedded.ts';
import type { Db, Sql } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { tokenLabels } from '../catalog/tokens.ts';
import { listFlags } from '../flags/service.ts';
import { account, DuplicateTransactionError, InsufficientBalanceError, transfer } from '../ledger/service.ts';
import { pricedTokens } from '../catalog/prices.ts';
import { liveTransaction, sendExactlyOnce } from './exactly-once.ts';
import { explorerUrl } from './withdrawal-rows.ts';

interface DepositRow {
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
export class DepositService {
  constructor(
    private readonly deps: {
      sql: Sql;
      chain: ChainClient;
      log: { error(data: object, message: string): void };
    },
  ) {}

  private get chain(): EmbeddedChain | null {
    return this.deps.chain instanceof EmbeddedChain ? this.deps.chain : null;
  }

  /** GET /api/tokens/deposit-address: the person's own address, the same every time. */
  async address(userId: string, walletType: WalletType): Promise<DepositAddress> {
    const flags = await listFlags(this.deps.sql);
    // Watching and sweeping on a cluster (SOLANA_RPC_URL) is not built yet: deposits are closed there.
    const chain = this.chain;
    if (!flags.find((f) => f.name === 'deposit')?.enabled || !chain) throw new HttpError(400, 'deposit_closed');
    const [known] = await this.deps.sql<{ address: string }[]>`
      select address from deposit_addresses where user_id = ${userId} and wallet_type = ${walletType}`;
    if (known) return { wallet_type: walletType, address: known.address };
    const { address } = await chain.depositSigner(userId);
    await this.deps.sql`
      insert into deposit_addresses (user_id, wallet_type, address) values (${userId}, ${walletType}, ${address})
      on conflict do nothing`;
    return { wallet_type: walletType, address };
  }

  /** The console: tokens of other mints sent to deposit addresses, newest first (recorded, never credited). */
  async ignored(): Promise<IgnoredDepositsResponse> {
    const rows = await this.deps.sql<
      {
        id: string;
        user_id: string;
        signature: string;
        deposit_address: string;
        mint_address: string;
        amount: string;
        seen_at: Date;
      }[]
    >`
      select id, user_id, signature, deposit_address, mint_address, amount::text, seen_at
      from deposits where status = 'ignored' order by seen_at desc limit 200`;
    return { deposits: rows.map((r) => ({ ...r, seen_at: r.seen_at.toISOString() })) };
  }

  /** One round of the watcher: find new transfers, credit the final ones, sweep what is credited. */
  async runOnce(): Promise<{ found: number; credited: number; swept: number }> {
    const chain = this.chain;
    if (!chain) return { found: 0, credited: 0, swept: 0 };
    let found = 0;
    const addresses = await this.deps.sql<{ user_id: string; address: string }[]>`
      select user_id, address from deposit_addresses`;
    for (const { user_id, address } of addresses) found += await this.scan(chain, user_id, toAddress(address));
    let credited = 0;
    const waiting = await this.deps.sql<{ id: string; signature: string }[]>`
      select id, signature from deposits where status = 'processing' order by seen_at limit 500`;
    for (const deposit of waiting) {
      // The embedded chain finalizes a transaction as it executes it.
      if (!(await chain.isConfirmed(deposit.signature))) continue;
      if (await this.credit(deposit.id)) credited += 1;
    }
    let swept = 0;
    const unswept = await this.deps.sql<{ id: string }[]>`
      select id from deposits where status = 'credited' and swept_at is null order by credited_at limit 500`;
    for (const deposit of unswept) {
      try {
        await this.sweep(chain, deposit.id);
        swept += 1;
      } catch (error) {
        this.deps.log.error({ err: error, deposit: deposit.id }, 'sweeping a deposit failed; will retry');
      }
    }
    return { found, credited, swept };
  }

  /**
   * The address's transactions not looked at before, oldest first: pages of its history, newest
   * first, back to the first one already scanned (or its beginning), so however many arrived
   * between two rounds none is skipped.
   */
  private async unscanned(chain: EmbeddedChain, address: Address): Promise<string[]> {
    const fresh: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < SCAN_PAGES; page += 1) {
      const signatures = await chain.signaturesFor(address, SCAN_PAGE_SIZE, before);
      if (signatures.length === 0) break;
      const seen = new Set(
        (
          await this.deps.sql<{ signature: string }[]>`
            select signature from deposit_scans where address = ${address} and signature = any(${signatures})`
        ).map((r) => r.signature),
      );
      const newer = signatures.findIndex((s) => seen.has(s));
      fresh.push(...(newer === -1 ? signatures : signatures.slice(0, newer)));
      if (newer !== -1 || signatures.length < SCAN_PAGE_SIZE) break;
      before = signatures.at(-1);
    }
    return fresh.reverse();
  }

  /** Looks at the address's transactions not looked at before, oldest first; answers how many tokens arrived. */
  private async scan(chain: EmbeddedChain, userId: string, address: Address): Promise<number> {
    let found = 0;
    for (const signature of await this.unscanned(chain, address)) {
      const transaction = await chain.getTransaction(signature);
      const arrivals = (transaction?.err === null ? transaction.tokenBalances : []).filter(
        (b) => b.owner === address && b.post > b.pre,
      );
      const mints = await this.deps.sql<{ token_id: string; mint_address: string }[]>`
        select token_id, mint_address from token_mints where mint_address = any(${arrivals.map((a) => a.mint as string)})`;
      await this.deps.sql.begin(async (tx) => {
        for (const arrival of arrivals) {
          const tokenId = mints.find((m) => m.mint_address === arrival.mint)?.token_id ?? null;
          const inserted = await tx`
            insert into deposits (signature, deposit_address, mint_address, user_id, token_id, amount, status)
            values (${signature}, ${address}, ${arrival.mint}, ${userId}, ${tokenId},
                    ${(arrival.post - arrival.pre).toString()}, ${tokenId ? 'processing' : 'ignored'})
            on conflict (signature, deposit_address, mint_address) do nothing returning id`;
          if (inserted.length > 0 && tokenId) found += 1;
          if (inserted.length > 0 && !tokenId) {
            this.deps.log.error(
              { signature, address, mint: arrival.mint },
              'a token that is not the platform’s arrived at a deposit address: recorded, not credited',
            );
          }
        }
        await tx`insert into deposit_scans (address, signature) values (${address}, ${signature}) on conflict do nothing`;
      });
    }
    return found;
  }

  /** Credits a final deposit once: its tokens come back from `onchain` to the person. */
  private async credit(id: string): Promise<boolean> {
    try {
      return await this.deps.sql.begin(async (tx) => {
        const [row] = await tx<{ user_id: string; token_id: string; amount: string }[]>`
          select user_id, token_id, amount::text from deposits
          where id = ${id} and status = 'processing' for update skip locked`;
        if (!row) return false;
        const amount = BigInt(row.amount);
        const token = (await pricedTokens(tx, [row.token_id])).get(row.token_id);
        const valueCents = token ? (amount * token.priceCents) / token.scale : 0n;
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
        await tx`
          update deposits set status = 'credited', credited_at = now(), value_cents = ${valueCents.toString()}
          where id = ${id}`;
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
  private async sweep(chain: EmbeddedChain, id: string): Promise<void> {
    await sendExactlyOnce(chain, {
      prepare: () =>
        this.deps.sql.begin(async (tx) => {
          const [row] = await tx<
            {
              user_id: string;
              amount: string;
              mint_address: string;
              decimals: number;
              sweep_tx: string | null;
              sweep_signature: string | null;
              sweep_blockhash: string | null;
            }[]
          >`
            select d.user_id, d.amount::text, d.mint_address, m.decimals, d.sweep_tx, d.sweep_signature, d.sweep_blockhash
            from deposits d join token_mints m on m.token_id = d.token_id
            where d.id = ${id} and d.status = 'credited' and d.swept_at is null for update of d skip locked`;
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
              await tx`
                update deposits set sweep_tx = ${signed.wire}, sweep_signature = ${signed.signature},
                       sweep_blockhash = ${signed.blockhash}, sweep_signings = sweep_signings + 1
                where id = ${id}`;
            },
          );
        }),
      sent: async () => undefined,
      confirmed: async (signature) => {
        await this.deps.sql`
          update deposits set swept_at = now() where id = ${id} and sweep_signature = ${signature} and swept_at is null`;
      },
      failed: async (signature, why) => {
        // Left unswept: the reconciliation counts it as still at the deposit address, operators see the log.
        this.deps.log.error({ deposit: id, signature, why }, 'the chain refused a sweep; it will be tried again');
        await this.deps.sql`
          update deposits set sweep_tx = null, sweep_signature = null, sweep_blockhash = null where id = ${id}`;
      },
    });
  }
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

const OPERATION_STATUS: Record<DepositRow['status'], OrderStatus> = { processing: 'processing', credited: 'success' };

/** The person's deposits as operations of the operations list (ignored ones are not theirs to see). */
export async function depositOperations(
  db: Db,
  filter: { userId: string; id?: string },
  chainMode: 'embedded' | 'rpc',
  limit = 500,
): Promise<Order[]> {
  const rows = await db<DepositRow[]>`
    select id, signature, user_id, token_id, amount::text, value_cents::text, status, seen_at, credited_at
    from deposits
    where user_id = ${filter.userId} and status <> 'ignored' ${filter.id ? db`and id = ${filter.id}` : db``}
    order by seen_at desc, id desc limit ${limit}`;
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
