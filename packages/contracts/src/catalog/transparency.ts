import { z } from 'zod';

/**
 * GET /api/transparency: the public proof that every token exists on chain with a fixed supply,
 * and that the chain and the platform's ledger agree. Amounts are in tokens (INDEX with up to 6
 * decimals); null where the last check has not run yet.
 */
export const TransparencyToken = z.object({
  token_id: z.uuid(),
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
  ledger_total: z.string().nullable(),
  reconciled: z.boolean().nullable(),
  problem: z.string().nullable(),
  checked_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TransparencyToken = z.infer<typeof TransparencyToken>;

export const Transparency = z
  .object({
    /** The embedded Solana runtime (development) or devnet. */
    chain: z.enum(['embedded', 'devnet']),
    /** The wallet holding the tokens in custody. */
    treasury: z.string().nullable(),
    tokens: z.array(TransparencyToken),
    /** Tokens without a mint yet (issued within a minute on the embedded chain). */
    not_issued: z.array(z.string()),
  })
  .meta({ id: 'Transparency' });
export type Transparency = z.infer<typeof Transparency>;
