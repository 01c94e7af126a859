import { address } from '@solana/kit';
import type { Language } from '@pinacoteca/contracts/constants';
import type { ChainTransactionView, Transparency } from '@pinacoteca/contracts/catalog/transparency';
import type { DevWalletResponse } from '@pinacoteca/contracts/dev/chain-wallet';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { ChainClient } from '../../adapters/chain/chain.ts';
import { EmbeddedChain } from '../../adapters/chain/embedded.ts';
import type { Db, Sql } from '../../db/client.ts';
import { issuableTokens, tokenLabels } from '../catalog/tokens.ts';
import { tokenTotals } from '../ledger/service.ts';
import { activeStaff } from '../auth/staff.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { reconciliationAlertMail } from '../mail/templates.ts';
import { unsweptByToken } from './deposits.ts';
import { imageUrl } from '../media/urls.ts';

interface LedgerSnapshot {
  total: bigint;
  outside: bigint;
  withdrawing: bigint;
  unswept: bigint;
  sweeping: bigint;
}

const sameSnapshot = (a: LedgerSnapshot, b: LedgerSnapshot) =>
  a.total === b.total &&
  a.outside === b.outside &&
  a.withdrawing === b.withdrawing &&
  a.unswept === b.unswept &&
  a.sweeping === b.sweeping;

interface MintRow {
  token_id: string;
  mint_address: string;
  decimals: number;
  supply: string;
}

/**
 * Tokens as mints on the chain (docs/decisions/0043). On the embedded chain every token is issued
 * automatically (the `issue_mints` job, at start and every minute, so a painting published in the
 * console gets its mint within a minute): a Token-2022 mint whose whole emission sits in the
 * treasury and whose mint authority is removed. Issuing is idempotent and resumable: the mint's
 * address is derived from the token's id, so a run cut short finds the mint and records it.
 *
 * The check compares, for every token, the chain (supply, authority, treasury holding) with the
 * ledger (total, held outside): treasury on chain = emission − held outside. Its last result is
 * what `/transparency` shows.
 */
export class TokenIssuer {
  constructor(
    private readonly sql: Sql,
    private readonly chain: ChainClient,
    private readonly publicUrl: string,
  ) {}

  /** Issuing needs the platform to hold the mint authority; on a cluster (SOLANA_RPC_URL) it is not built yet. */
  private get embedded(): EmbeddedChain | null {
    return this.chain instanceof EmbeddedChain ? this.chain : null;
  }

  /** Issues every token that has no mint yet; answers how many were recorded. */
  async issueAll(): Promise<number> {
    const chain = this.embedded;
    if (!chain) return 0;
    const known = new Set(
      (await this.sql<{ token_id: string }[]>`select token_id from token_mints`).map((r) => r.token_id),
    );
    let recorded = 0;
    for (const token of await issuableTokens(this.sql)) {
      if (known.has(token.id)) continue;
      const { mint, signature } = await chain.issueToken({
        seed: token.id.replace(/-/g, ''),
        decimals: token.decimals,
        supply: token.emission,
        metadata: {
          name: token.name,
          symbol: token.symbol,
          uri: token.image_id ? new URL(imageUrl(token.image_id, 'large'), this.publicUrl).toString() : '',
        },
      });
      await this.sql`
        insert into token_mints (token_id, mint_address, decimals, supply, signature)
        values (${token.id}, ${mint}, ${token.decimals}, ${token.emission.toString()}, ${signature})
        on conflict (token_id) do nothing`;
      recorded += 1;
    }
    return recorded;
  }

  /** Compares the chain with the ledger for every issued token and stores what it found. */
  async reconcile(): Promise<{ checked: number; problems: number }> {
    const chain = this.embedded;
    if (!chain) return { checked: 0, problems: 0 };
    const mints = await this.sql<MintRow[]>`select token_id, mint_address, decimals, supply::text from token_mints`;
    let problems = 0;
    for (const row of mints) {
      const mint = address(row.mint_address);
      const emission = BigInt(row.supply);
      // The ledger read before and after the chain: when they differ, something moved while the
      // chain was read, and the check is taken again (at most a few times) on a still snapshot.
      let snapshot = await this.ledgerSnapshot(row.token_id);
      let state = await chain.mintState(mint);
      let treasury = await chain.treasuryHolding(mint);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const after = await this.ledgerSnapshot(row.token_id);
        if (sameSnapshot(snapshot, after)) break;
        snapshot = after;
        state = await chain.mintState(mint);
        treasury = await chain.treasuryHolding(mint);
      }
      const { total, outside, withdrawing, unswept, sweeping } = snapshot;
      // What the treasury must hold: the emission less what is outside and what sits at deposit
      // addresses; a withdrawal being sent (or a sweep) may already have landed before the ledger
      // records it, so the treasury may be that much lower (or higher) for a moment.
      const expected = emission - outside - unswept;
      const inFlight = treasury >= expected - withdrawing && treasury <= expected + sweeping;
      const problem = !state
        ? 'the mint is missing on chain'
        : state.supply !== emission
          ? `the chain's supply ${state.supply} differs from the emission ${emission}`
          : state.mintAuthority !== null
            ? 'the mint still has a mint authority'
            : total !== emission
              ? `the ledger holds ${total}, not the emission ${emission}`
              : !inFlight
                ? `the treasury holds ${treasury} on chain; the ledger expects ${expected}`
                : null;
      if (problem) problems += 1;
      await this.sql.begin(async (tx) => {
        const [before] = await tx<{ reconciled: boolean }[]>`
          select reconciled from token_reconciliations where token_id = ${row.token_id} for update`;
        // A new difference (not one already reported) is e-mailed to every operator at once.
        if (problem && before?.reconciled !== false) await this.alert(tx, row.token_id, problem);
        await record(tx, {
          tokenId: row.token_id,
          chainSupply: state?.supply ?? null,
          mintAuthority: state?.mintAuthority ?? null,
          treasury,
          outside,
          ledgerTotal: total,
          problem,
        });
      });
    }
    return { checked: mints.length, problems };
  }

  private async alert(db: Db, tokenId: string, problem: string): Promise<void> {
    const symbol = (await tokenLabels(db, [tokenId])).get(tokenId)?.symbol ?? tokenId;
    const link = new URL('/transparency', this.publicUrl).toString();
    for (const person of await activeStaff(db)) {
      await enqueueMail(db, {
        ...reconciliationAlertMail({ username: person.username, symbol, problem, link }, person.language),
        to: person.email,
        language: person.language,
        userId: person.id,
      });
    }
  }

  private async ledgerSnapshot(tokenId: string): Promise<LedgerSnapshot> {
    const [totals, deposits] = await Promise.all([tokenTotals(this.sql, tokenId), unsweptByToken(this.sql, tokenId)]);
    const ledger = totals.get(tokenId) ?? { total: 0n, outside: 0n, withdrawing: 0n };
    const held = deposits.get(tokenId) ?? { unswept: 0n, sweeping: 0n };
    return { ...ledger, ...held };
  }

  /** The embedded chain's test wallet and what it holds of every issued token (GET /api/dev/chain/wallet). */
  async devWallet(chain: EmbeddedChain): Promise<DevWalletResponse> {
    const payer = (await chain.devPayer()).address;
    const { mint: usdcMint, decimals: usdcDecimals } = await chain.paymentTarget();
    const mints = await this.sql<MintRow[]>`
      select token_id, mint_address, decimals, supply::text from token_mints order by decimals desc, issued_at`;
    const labels = await tokenLabels(
      this.sql,
      mints.map((m) => m.token_id),
    );
    return {
      address: payer,
      sol: formatUnits(await chain.solBalance(payer), 9),
      usdc: formatUnits(await chain.tokenBalance(payer, usdcMint), usdcDecimals),
      tokens: await Promise.all(
        mints.map(async (m) => ({
          token_id: m.token_id,
          symbol: labels.get(m.token_id)?.symbol ?? '',
          mint_address: m.mint_address,
          amount: formatUnits(await chain.tokenHolding(payer, address(m.mint_address)), m.decimals),
        })),
      ),
    };
  }

  /** One transaction of the embedded chain, its token balance changes named by symbol; null when unknown. */
  async transaction(signature: string): Promise<ChainTransactionView | null> {
    const found = await this.chain.getTransaction(signature);
    if (!found) return null;
    const mints = await this.sql<MintRow[]>`
      select token_id, mint_address, decimals, supply::text from token_mints
      where mint_address = any(${found.tokenBalances.map((b) => b.mint as string)}::text[])`;
    const labels = await tokenLabels(
      this.sql,
      mints.map((m) => m.token_id),
    );
    const usdc = await this.chain.paymentTarget();
    const describe = (mint: string): { symbol: string; decimals: number } => {
      if (mint === usdc.mint) return { symbol: 'USDC', decimals: usdc.decimals };
      const row = mints.find((m) => m.mint_address === mint);
      return row
        ? { symbol: labels.get(row.token_id)?.symbol ?? '', decimals: row.decimals }
        : { symbol: '', decimals: 0 };
    };
    return {
      signature: found.signature,
      slot: found.slot.toString(),
      block_time: found.blockTime === null ? null : new Date(found.blockTime * 1000).toISOString(),
      error: found.err,
      changes: found.tokenBalances.map((b) => {
        const { symbol, decimals } = describe(b.mint);
        return {
          account: b.account,
          owner: b.owner,
          mint: b.mint,
          symbol,
          before: formatUnits(b.pre, decimals),
          after: formatUnits(b.post, decimals),
        };
      }),
    };
  }

  /** The public proof: every token's mint, supply and the last check's result (GET /api/transparency). */
  async report(language: Language): Promise<Transparency> {
    const rows = await this.sql<
      (MintRow & {
        symbol: string;
        checked_at: Date | null;
        chain_supply: string | null;
        mint_authority: string | null;
        treasury_on_chain: string | null;
        held_outside: string | null;
        ledger_total: string | null;
        reconciled: boolean | null;
        problem: string | null;
      })[]
    >`
      select m.token_id, m.mint_address, m.decimals, m.supply::text, r.checked_at, r.chain_supply::text,
             r.mint_authority, r.treasury_on_chain::text, r.held_outside::text, r.ledger_total::text,
             r.reconciled, r.problem
      from token_mints m left join token_reconciliations r on r.token_id = m.token_id
      order by m.decimals desc, m.issued_at`;
    const tokens = new Map((await issuableTokens(this.sql, language)).map((t) => [t.id, t]));
    const amount = (value: string | null, decimals: number) =>
      value === null ? null : formatUnits(BigInt(value), decimals);
    return {
      chain: this.chain.mode === 'embedded' ? 'embedded' : 'devnet',
      treasury: this.embedded ? await this.embedded.treasury() : null,
      tokens: rows.map((r) => ({
        token_id: r.token_id,
        symbol: tokens.get(r.token_id)?.symbol ?? '',
        name: tokens.get(r.token_id)?.name ?? '',
        mint_address: r.mint_address,
        decimals: r.decimals,
        emission: amount(r.supply, r.decimals)!,
        chain_supply: amount(r.chain_supply, r.decimals),
        mint_authority: r.mint_authority,
        treasury_on_chain: amount(r.treasury_on_chain, r.decimals),
        held_outside: amount(r.held_outside, r.decimals),
        ledger_total: amount(r.ledger_total, r.decimals),
        reconciled: r.reconciled,
        problem: r.problem,
        checked_at: r.checked_at?.toISOString() ?? null,
      })),
      not_issued: [...tokens.values()].filter((t) => !rows.some((r) => r.token_id === t.id)).map((t) => t.symbol),
    };
  }
}

/** Tokens whose last check found the chain and the ledger disagreeing (the console's dashboard). */
export async function unreconciledCount(db: Db): Promise<number> {
  const [row] = await db<{ n: number }[]>`select count(*)::int as n from token_reconciliations where not reconciled`;
  return row?.n ?? 0;
}

async function record(
  db: Db,
  r: {
    tokenId: string;
    chainSupply: bigint | null;
    mintAuthority: string | null;
    treasury: bigint;
    outside: bigint;
    ledgerTotal: bigint;
    problem: string | null;
  },
): Promise<void> {
  await db`
    insert into token_reconciliations (token_id, checked_at, chain_supply, mint_authority, treasury_on_chain,
                                       held_outside, ledger_total, reconciled, problem)
    values (${r.tokenId}, now(), ${r.chainSupply?.toString() ?? null}, ${r.mintAuthority}, ${r.treasury.toString()},
            ${r.outside.toString()}, ${r.ledgerTotal.toString()}, ${r.problem === null}, ${r.problem})
    on conflict (token_id) do update set
      checked_at = excluded.checked_at, chain_supply = excluded.chain_supply,
      mint_authority = excluded.mint_authority, treasury_on_chain = excluded.treasury_on_chain,
      held_outside = excluded.held_outside, ledger_total = excluded.ledger_total,
      reconciled = excluded.reconciled, problem = excluded.problem`;
}
