import { address } from '@solana/kit';
import type { Language } from '@pinacoteca/contracts/constants';
import type {
  ChainNetwork,
  ChainReach,
  ChainTransactionView,
  Transparency,
} from '@pinacoteca/contracts/catalog/transparency';
import type { DevWalletResponse } from '@pinacoteca/contracts/dev/chain-wallet';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { ChainClient } from '../../adapters/chain/chain.ts';
import type { EmbeddedChain } from '../../adapters/chain/embedded.ts';
import type { MintState } from '../../adapters/chain/token-2022.ts';
import { withSessionLock, type Db, type Sql } from '../../db/client.ts';
import { issuableTokens, tokenLabels } from '../catalog/tokens.ts';
import { tokenTotals } from '../ledger/service.ts';
import { activeStaff } from '../auth/user-queries.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { reconciliationAlertMail } from '../mail/templates.ts';
import { unsweptByToken } from './deposit-queries.ts';
import { findingText, type Finding } from './findings.ts';
import {
  lockReconciliations,
  mintRows,
  reconciliationRows,
  recordMints,
  recordReconciliations,
  type MintRow,
} from './mint-queries.ts';
import { returningByToken } from './treasury-return-queries.ts';
import { imageUrl } from '../media/urls.ts';
import { within } from '../../lib/within.ts';

/** Tokens read from the chain between two turns of the event loop while checking. */
const YIELD_EVERY = 25;

/** Tokens issued between two writes of the chain to disk. */
const ISSUE_BATCH = 200;

/** How old the last look at the chain may be before a page asking for it looks again. */
const REACH_FRESH_MS = 60_000;

/** How long a look at the chain may take before it counts as unreachable (an address that drops packets never answers). */
const REACH_TIMEOUT_MS = 5_000;

interface LedgerSnapshot {
  total: bigint;
  outside: bigint;
  withdrawing: bigint;
  unswept: bigint;
  sweeping: bigint;
  /** Treasury returns being sent (decision 0065): not in the ledger, but they leave the treasury. */
  returning: bigint;
}

const EMPTY_SNAPSHOT: LedgerSnapshot = {
  total: 0n,
  outside: 0n,
  withdrawing: 0n,
  unswept: 0n,
  sweeping: 0n,
  returning: 0n,
};

const sameSnapshot = (a: LedgerSnapshot, b: LedgerSnapshot) =>
  a.total === b.total &&
  a.outside === b.outside &&
  a.withdrawing === b.withdrawing &&
  a.unswept === b.unswept &&
  a.sweeping === b.sweeping &&
  a.returning === b.returning;

const smaller = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * Tokens as mints on the chain (docs/decisions/0043, 0055). On the embedded chain every token is
 * issued automatically (the `issue_mints` job, at start and every minute, so a painting published
 * in the console gets its mint within a minute); on a cluster by the `chain:issue` command, since
 * the treasury pays each mint's rent. Each is a Token-2022 mint whose whole emission sits in the
 * treasury and whose mint authority is removed. Issuing is idempotent and resumable: the mint's
 * address is derived from the token's id, so a run cut short finds the mint and records it.
 *
 * The check compares, for every token, the chain (supply, authority, treasury holding) with the
 * ledger (total, held outside): treasury on chain = emission − held outside. Its last result is
 * what `/transparency` shows.
 */
export class TokenIssuer {
  /**
   * What this process last found when it looked at the chain. Kept in memory, not in the database:
   * every process (an API replica without workers too) looks for itself, at most once a minute.
   */
  private reach: { reachable: boolean | null; checkedAt: Date | null; unreachableSince: Date | null } = {
    reachable: null,
    checkedAt: null,
    unreachableSince: null,
  };
  private looking: Promise<void> | null = null;

  constructor(
    private readonly sql: Sql,
    private readonly chain: ChainClient,
    private readonly publicUrl: string,
  ) {}

  /**
   * Whether the platform reaches the chain: the last look when it is under a minute old, or a new
   * one. With no token issued yet the check reads nothing on chain, so "0 of 0 reconciled" looked
   * sound while the chain was unreachable (an outside tester); the look asks the chain for the
   * treasury's latest transaction, which needs the chain to answer.
   */
  async chainReach(now = new Date()): Promise<ChainReach> {
    const { checkedAt } = this.reach;
    if (!checkedAt || now.getTime() - checkedAt.getTime() >= REACH_FRESH_MS) {
      this.looking ??= this.lookAtChain()
        .catch(() => undefined)
        .finally(() => {
          this.looking = null;
        });
      await this.looking;
    }
    return {
      reachable: this.reach.reachable,
      checked_at: this.reach.checkedAt?.toISOString() ?? null,
      unreachable_since: this.reach.unreachableSince?.toISOString() ?? null,
    };
  }

  /** Asks the chain something small; records and rethrows a failure. */
  private async lookAtChain(): Promise<void> {
    try {
      await within(
        this.chain.treasury().then((treasury) => this.chain.signaturesFor(treasury, 1)),
        REACH_TIMEOUT_MS,
      );
      this.saw(true);
    } catch (error) {
      this.saw(false);
      throw error;
    }
  }

  private saw(reachable: boolean): void {
    const at = new Date();
    this.reach = {
      reachable,
      checkedAt: at,
      unreachableSince: reachable ? null : (this.reach.unreachableSince ?? at),
    };
  }

  /** Whether the `issue_mints` job issues new tokens: on the embedded chain; on a cluster the `chain:issue` command does. */
  get issuesAutomatically(): boolean {
    return this.chain.mode === 'embedded';
  }

  /**
   * Issues every token that has no mint yet; answers how many were recorded. Tokens are issued in
   * batches: the chain is written to disk once per batch (each write is the whole chain), and a
   * batch's mints are recorded only after that write, so a crash never leaves a recorded mint the
   * chain does not have (the next run finds the unrecorded ones by their derived addresses).
   * Runs take turns across processes (the minute's job beside a keyed one, `chain:issue` beside a
   * worker): two at once both found a token missing, and the second's mint account failed as
   * already in use.
   */
  async issueAll(): Promise<number> {
    return withSessionLock(this.sql, 'pinacoteca:issue_mints', () => this.issueMissing());
  }

  private async issueMissing(): Promise<number> {
    const chain = this.chain;
    const known = new Set((await mintRows(this.sql)).map((r) => r.token_id));
    const missing = (await issuableTokens(this.sql)).filter((token) => !known.has(token.id));
    let recorded = 0;
    for (let start = 0; start < missing.length; start += ISSUE_BATCH) {
      const batch = missing.slice(start, start + ISSUE_BATCH);
      const issued: { tokenId: string; mint: string; decimals: number; supply: bigint; signature: string | null }[] =
        [];
      for (const token of batch) {
        const { mint, signature } = await chain.issueToken(
          {
            seed: token.id.replace(/-/g, ''),
            decimals: token.decimals,
            supply: token.emission,
            metadata: {
              name: token.name,
              symbol: token.symbol,
              uri: token.image_id ? new URL(imageUrl(token.image_id, 'large'), this.publicUrl).toString() : '',
            },
          },
          { save: false },
        );
        issued.push({ tokenId: token.id, mint, decimals: token.decimals, supply: token.emission, signature });
      }
      await chain.save();
      await recordMints(this.sql, issued);
      recorded += issued.length;
    }
    return recorded;
  }

  /** Compares the chain with the ledger for every issued token and stores what it found. */
  async reconcile(): Promise<{ checked: number; problems: number }> {
    const chain = this.chain;
    // First a look at the chain: an unreachable chain fails the check (and says so on
    // /transparency) even when no token is issued yet and nothing else would be read on chain.
    await this.lookAtChain();
    const mints = await mintRows(this.sql);
    // The ledger read before and after the chain (a few statements for every token at once): a
    // token whose figures moved while its chain was read is taken again on a still snapshot.
    const before = await this.ledgerSnapshots();
    const onChain = new Map<string, { state: MintState | null; treasury: bigint }>();
    for (const [i, row] of mints.entries()) {
      onChain.set(
        row.token_id,
        await this.chainFigures(chain, row.mint_address).catch((error: unknown) => {
          this.saw(false); // the chain went away during the check
          throw error;
        }),
      );
      // Thousands of tokens: let requests through every few dozen, instead of holding the process for seconds.
      if (i % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
    }
    const after = await this.ledgerSnapshots();
    const labels = await tokenLabels(
      this.sql,
      mints.map((m) => m.token_id),
    );
    const results: Checked[] = [];
    for (const row of mints) {
      let snapshot = after.get(row.token_id) ?? EMPTY_SNAPSHOT;
      let figures = onChain.get(row.token_id)!;
      if (!sameSnapshot(before.get(row.token_id) ?? EMPTY_SNAPSHOT, snapshot)) {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          figures = await this.chainFigures(chain, row.mint_address);
          const again = (await this.ledgerSnapshots(row.token_id)).get(row.token_id) ?? EMPTY_SNAPSHOT;
          const still = sameSnapshot(snapshot, again);
          snapshot = again;
          if (still) break;
        }
      }
      const unit = { decimals: row.decimals, symbol: labels.get(row.token_id)?.symbol ?? '' };
      results.push({
        tokenId: row.token_id,
        ...figures,
        snapshot,
        ...judge(BigInt(row.supply), figures, snapshot, unit),
      });
    }
    await this.sql.begin(async (tx) => {
      const previous = await lockReconciliations(tx);
      for (const r of results) {
        const before = previous.get(r.tokenId);
        // A new difference (not one already reported) is e-mailed to every operator at once; a
        // surplus once, when it first appears (an outsider sending dust again must not flood them).
        if (r.problem && before?.reconciled !== false) await this.alert(tx, r.tokenId, r.problem, false);
        else if (r.surplusNote && !before?.surplus) await this.alert(tx, r.tokenId, r.surplusNote, true);
      }
      await recordReconciliations(
        tx,
        results.map((r) => ({
          tokenId: r.tokenId,
          supply: r.state?.supply ?? null,
          mintAuthority: r.state?.mintAuthority ?? null,
          treasury: r.treasury,
          outside: r.snapshot.outside,
          unswept: r.snapshot.unswept,
          total: r.snapshot.total,
          surplus: r.surplus,
          problem: r.problem,
        })),
      );
    });
    return { checked: mints.length, problems: results.filter((r) => r.problem).length };
  }

  /**
   * What the treasury holds of one token beyond the ledger's figure at this moment, less the
   * returns of it still being sent: the most a new return may take (decision 0065). Read as the
   * minute check reads it (the ledger, the chain, the ledger again, taken again while the ledger
   * moves), and every reading errs low: a sweep or a withdrawal landing between the reads, or a
   * return landing before it is recorded, can only make it smaller than the truth, never
   * larger. A token whose check would fail (a shortfall, a wrong supply) has no surplus to return.
   * `db` is the caller's transaction, which holds the token's lock.
   */
  async liveSurplus(db: Db, mint: Pick<MintRow, 'token_id' | 'mint_address' | 'supply'>): Promise<bigint> {
    const unit = { decimals: 0, symbol: '' };
    const free = (figures: ChainFigures, snapshot: LedgerSnapshot) => {
      const { problem, surplus } = judge(BigInt(mint.supply), figures, snapshot, unit);
      return problem || surplus <= snapshot.returning ? 0n : surplus - snapshot.returning;
    };
    let lowest: bigint | null = null;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const before = (await this.ledgerSnapshots(mint.token_id, db)).get(mint.token_id) ?? EMPTY_SNAPSHOT;
      const figures = await this.chainFigures(this.chain, mint.mint_address);
      const after = (await this.ledgerSnapshots(mint.token_id, db)).get(mint.token_id) ?? EMPTY_SNAPSHOT;
      const found = smaller(free(figures, before), free(figures, after));
      lowest = lowest === null ? found : smaller(lowest, found);
      if (sameSnapshot(before, after)) break;
    }
    return lowest ?? 0n;
  }

  private async chainFigures(chain: ChainClient, mintAddress: string): Promise<ChainFigures> {
    const mint = address(mintAddress);
    return { state: await chain.mintState(mint), treasury: await chain.treasuryHolding(mint) };
  }

  /** Every token's ledger figures (or one token's), in a few statements. */
  private async ledgerSnapshots(tokenId?: string, db: Db = this.sql): Promise<Map<string, LedgerSnapshot>> {
    const [totals, deposits, returning] = await Promise.all([
      tokenTotals(db, tokenId),
      unsweptByToken(db, tokenId),
      returningByToken(db, tokenId),
    ]);
    const result = new Map<string, LedgerSnapshot>();
    for (const [id, ledger] of totals) {
      result.set(id, {
        ...ledger,
        ...(deposits.get(id) ?? { unswept: 0n, sweeping: 0n }),
        returning: returning.get(id) ?? 0n,
      });
    }
    return result;
  }

  private async alert(db: Db, tokenId: string, finding: Finding, surplus: boolean): Promise<void> {
    const symbol = (await tokenLabels(db, [tokenId])).get(tokenId)?.symbol ?? tokenId;
    const link = new URL('/transparency', this.publicUrl).toString();
    for (const person of await activeStaff(db)) {
      await enqueueMail(db, {
        ...reconciliationAlertMail(
          { username: person.username, symbol, problem: findingText(finding, person.language), link, surplus },
          person.language,
        ),
        to: person.email,
        language: person.language,
        userId: person.id,
      });
    }
  }

  /** The embedded chain's test wallet and what it holds of every issued token (GET /api/dev/chain/wallet). */
  async devWallet(chain: EmbeddedChain): Promise<DevWalletResponse> {
    const payer = (await chain.devPayer()).address;
    const { mint: usdcMint, decimals: usdcDecimals } = await chain.paymentTarget();
    const mints = await mintRows(this.sql);
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
    const mints = await mintRows(
      this.sql,
      found.tokenBalances.map((b) => b.mint as string),
    );
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

  /** Which chain runs: the embedded one, or a cluster over JSON-RPC (devnet). */
  network(): ChainNetwork {
    return this.chain.mode === 'embedded' ? 'embedded' : 'devnet';
  }

  /** The public proof: every token's mint, supply and the last check's result (GET /api/transparency). */
  async report(language: Language): Promise<Transparency> {
    const rows = await reconciliationRows(this.sql);
    const tokens = new Map((await issuableTokens(this.sql, language)).map((t) => [t.id, t]));
    // By id: a catalogue of 10,000 tokens once made this list cost 100 million comparisons.
    const issued = new Set(rows.map((r) => r.token_id));
    const amount = (value: string | null, decimals: number) =>
      value === null ? null : formatUnits(BigInt(value), decimals);
    return {
      chain: this.network(),
      reach: await this.chainReach(),
      treasury: await this.chain.treasury(),
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
        at_deposit_addresses: amount(r.at_deposit_addresses, r.decimals),
        in_transit: inTransit(r),
        ledger_total: amount(r.ledger_total, r.decimals),
        reconciled: r.reconciled,
        surplus: amount(r.surplus, r.decimals),
        problem: r.problem && findingText(r.problem, language),
        checked_at: r.checked_at?.toISOString() ?? null,
      })),
      not_issued: [...tokens.values()].filter((t) => !issued.has(t.id)).map((t) => t.symbol),
    };
  }
}

/**
 * What a sound check allowed for as moving when it ran (`judge`): the treasury lower than the
 * ledger expects by a withdrawal or a return that had landed, or higher by a sweep, not recorded
 * yet. Shown, so that the public figures add up to the emission at every check, not only at the
 * quiet ones (an outside tester read 99,965 + 33 = 99,998 marked reconciled, right after a restart
 * sent the withdrawals it had kept). Signed, in tokens; null when there is nothing to explain.
 */
export function inTransit(row: {
  supply: string;
  decimals: number;
  treasury_on_chain: string | null;
  held_outside: string | null;
  at_deposit_addresses: string | null;
  surplus: string | null;
  reconciled: boolean | null;
}): string | null {
  const { treasury_on_chain: treasury, held_outside: outside, at_deposit_addresses: unswept, surplus } = row;
  if (row.reconciled !== true || treasury === null || outside === null || unswept === null) return null;
  const moving = BigInt(row.supply) - BigInt(outside) - BigInt(unswept) - BigInt(treasury) + BigInt(surplus ?? '0');
  const size = formatUnits(moving < 0n ? -moving : moving, row.decimals);
  return moving < 0n ? `-${size}` : size;
}

interface ChainFigures {
  state: MintState | null;
  treasury: bigint;
}

interface Checked extends ChainFigures {
  tokenId: string;
  snapshot: LedgerSnapshot;
  problem: Finding | null;
  surplus: bigint;
  surplusNote: Finding | null;
}

/**
 * What is wrong with a token, or null, and what the treasury holds beyond the ledger's figure: the
 * supply on chain, the mint authority, the ledger's total, and the treasury on chain against what
 * the ledger expects there (the emission less what is outside and what sits at deposit addresses);
 * a withdrawal or a treasury return (decision 0065) being sent, or a sweep, may already have landed
 * before it is recorded, so the treasury may be that much lower or higher.
 *
 * Only a shortfall is a problem (it pauses the token's withdrawals): tokens the ledger says are in
 * custody are missing. More than expected is a surplus (decision 0063): tokens sent to the treasury
 * from outside, which nobody can take and no holder is short of; it is recorded and shown, and the
 * check is otherwise sound. Figures are in tokens, as everywhere on /transparency.
 */
function judge(
  emission: bigint,
  { state, treasury }: ChainFigures,
  { total, outside, withdrawing, unswept, sweeping, returning }: LedgerSnapshot,
  unit: { decimals: number; symbol: string },
): { problem: Finding | null; surplus: bigint; surplusNote: Finding | null } {
  const symbol = unit.symbol;
  const n = (value: bigint) => formatUnits(value, unit.decimals);
  const sound = { problem: null, surplus: 0n, surplusNote: null };
  const wrong = (problem: Finding) => ({ ...sound, problem });
  const expected = emission - outside - unswept;
  if (!state) return wrong({ kind: 'mint_missing' });
  if (state.supply !== emission)
    return wrong({ kind: 'supply_differs', symbol, chain: n(state.supply), emission: n(emission) });
  if (state.mintAuthority !== null) return wrong({ kind: 'authority_left' });
  if (total !== emission) return wrong({ kind: 'ledger_total', symbol, ledger: n(total), emission: n(emission) });
  if (treasury < expected - withdrawing - returning) {
    return wrong({ kind: 'treasury_short', symbol, treasury: n(treasury), expected: n(expected) });
  }
  if (treasury > expected + sweeping) {
    const surplus = treasury - expected - sweeping;
    return {
      ...sound,
      surplus,
      surplusNote: { kind: 'surplus', symbol, treasury: n(treasury), surplus: n(surplus), expected: n(expected) },
    };
  }
  return sound;
}
