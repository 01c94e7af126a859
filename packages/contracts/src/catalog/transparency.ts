import { z } from 'zod';
import { LocaleQuery, ErrorResponse, Uuid } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * GET /api/transparency: the public proof that every token exists on chain with a fixed supply,
 * and that the chain and the platform's ledger agree. Amounts are in tokens (INDEX with up to 6
 * decimals); null where the last check has not run yet.
 */
export const TransparencyToken = z.object({
  token_id: Uuid,
  symbol: z.string(),
  name: z.string(),
  mint_address: z.string(),
  decimals: z.number().int(),
  emission: z.string(),
  chain_supply: z.string().nullable(),
  /** Null: nobody can ever mint more. */
  mint_authority: z.string().nullable(),
  treasury_on_chain: z.string().nullable(),
  /** Withdrawn to people's own wallets. */
  held_outside: z.string().nullable(),
  /**
   * Deposits already credited to their senders and still at their deposit addresses, on their way
   * into the treasury: with it, treasury + outside + this is the emission.
   */
  at_deposit_addresses: z.string().nullable(),
  /**
   * Tokens a transfer had already moved on chain that the ledger had not recorded yet when the
   * check ran: positive, they had left the treasury (a withdrawal or a return landing); negative
   * ("-1"), they had arrived in it (a sweep from a deposit address landing). The check allows for
   * these, and with them treasury + outside + at deposit addresses + in transit − surplus is the
   * emission. "0" when none; null before the first check and when the check found a problem.
   */
  in_transit: z.string().nullable(),
  ledger_total: z.string().nullable(),
  reconciled: z.boolean().nullable(),
  /**
   * What the treasury holds beyond what the ledger expects (tokens sent to it from outside), in
   * tokens; "0" when none. Not a failed check: a shortfall is (decision 0063).
   */
  surplus: z.string().nullable(),
  problem: z.string().nullable(),
  checked_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TransparencyToken = z.infer<typeof TransparencyToken>;

/**
 * Whether the platform reaches the chain, as its last look found (the minute check, or a look of
 * at most a few seconds when that is older than a minute). While it cannot, nothing on chain can
 * be checked, issued, sent or seen arriving, and the pages say so instead of showing an empty or
 * old check as if all were well.
 */
export const ChainReach = z
  .object({
    /** Null until the platform has looked. */
    reachable: z.boolean().nullable(),
    /** When it last looked. */
    checked_at: z.iso.datetime({ offset: true }).nullable(),
    /** Since when every look has failed; null while the chain answers. */
    unreachable_since: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ChainReach' });
export type ChainReach = z.infer<typeof ChainReach>;

/** The chain the platform runs on: the embedded Solana runtime (development) or devnet. */
export const ChainNetwork = z.enum(['embedded', 'devnet']).meta({ id: 'ChainNetwork' });
export type ChainNetwork = z.infer<typeof ChainNetwork>;

export const Transparency = z
  .object({
    chain: ChainNetwork,
    reach: ChainReach,
    /** The wallet holding the tokens in custody. */
    treasury: z.string().nullable(),
    tokens: z.array(TransparencyToken),
    /** Tokens without a mint yet (issued within a minute on the embedded chain). */
    not_issued: z.array(z.string()),
  })
  .meta({ id: 'Transparency' });
export type Transparency = z.infer<typeof Transparency>;

/**
 * GET /api/transparency/transactions/{signature}: one transaction of the embedded chain as an
 * explorer shows it (on devnet the links go to Solana's explorer instead): when, and how each
 * token account named in it changed.
 */
export const ChainTransactionView = z
  .object({
    signature: z.string(),
    slot: z.string(),
    block_time: z.iso.datetime({ offset: true }).nullable(),
    /** Null when it succeeded. */
    error: z.string().nullable(),
    changes: z.array(
      z.object({
        account: z.string(),
        owner: z.string(),
        mint: z.string(),
        /** The platform token's (or USDC's) symbol; empty for another mint. */
        symbol: z.string(),
        before: z.string(),
        after: z.string(),
      }),
    ),
  })
  .meta({ id: 'ChainTransactionView' });
export type ChainTransactionView = z.infer<typeof ChainTransactionView>;
/** A transaction signature: 64 bytes in base58. */
export const TRANSACTION_SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;
/** Any text: what is not a signature names no transaction, so it is a 404 like an unknown one. */
export const ChainTransactionParams = z.object({ signature: z.string() });

export const getTransparency = {
  method: 'GET',
  path: '/api/transparency',
  access: 'public',
  tags: ['catalogue'],
  summary:
    "Every token's mint address, on-chain supply, mint authority (none), treasury holding and the ledger's totals, with the last reconciliation",
  query: LocaleQuery,
  responses: { 200: Transparency },
} as const satisfies Endpoint;

export const getChainTransaction = {
  method: 'GET',
  path: '/api/transparency/transactions/:signature',
  access: 'public',
  tags: ['catalogue'],
  summary:
    'One transaction of the embedded chain (a withdrawal, an issue, a payment) with how each token account changed; on devnet see Solana’s explorer',
  params: ChainTransactionParams,
  responses: { 200: ChainTransactionView, 404: ErrorResponse },
} as const satisfies Endpoint;
