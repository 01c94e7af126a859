import type { Finding } from './findings.ts';
import type { Db } from '../../db/client.ts';

/**
 * Issuance's and the public proof's SQL (decision 0054): tables `token_mints` (each token's mint,
 * recorded once it is on chain) and `token_reconciliations` (each token's last check).
 */

export interface MintRow {
  token_id: string;
  mint_address: string;
  decimals: number;
  supply: string;
}

/** Every issued token's mint, INDEX first then by issue, or those of the given mint addresses. */
/** The tokens that have their mint on chain. */
export async function mintedTokenIds(db: Db): Promise<Set<string>> {
  const rows = await db<{ token_id: string }[]>`select token_id from token_mints`;
  return new Set(rows.map((r) => r.token_id));
}

export function mintRows(db: Db, mintAddresses?: string[]): Promise<MintRow[]> {
  return db<MintRow[]>`
    select token_id, mint_address, decimals, supply::text from token_mints
    ${mintAddresses ? db`where mint_address = any(${mintAddresses}::text[])` : db``}
    order by decimals desc, issued_at`;
}

/** The first token issued (INDEX), whose mint address tells whether the treasury is still the same. */
export async function firstMint(db: Db): Promise<MintRow | undefined> {
  const [row] = await db<MintRow[]>`
    select token_id, mint_address, decimals, supply::text from token_mints order by decimals desc, issued_at limit 1`;
  return row;
}

/** Records mints issued on chain (a mint recorded before is kept). */
export async function recordMints(
  db: Db,
  issued: { tokenId: string; mint: string; decimals: number; supply: bigint; signature: string | null }[],
): Promise<void> {
  await db`
    insert into token_mints (token_id, mint_address, decimals, supply, signature)
    select * from unnest(${issued.map((i) => i.tokenId)}::uuid[], ${issued.map((i) => i.mint)}::text[],
                         ${issued.map((i) => i.decimals)}::smallint[], ${issued.map((i) => i.supply.toString())}::numeric[],
                         ${issued.map((i) => i.signature)}::text[])
    on conflict (token_id) do nothing`;
}

/** The last checks' outcomes by token, locked while the new ones are stored. */
export async function lockReconciliations(db: Db): Promise<Map<string, { reconciled: boolean; surplus: bigint }>> {
  const rows = await db<{ token_id: string; reconciled: boolean; surplus: string }[]>`
    select token_id, reconciled, surplus::text from token_reconciliations for update`;
  return new Map(rows.map((r) => [r.token_id, { reconciled: r.reconciled, surplus: BigInt(r.surplus) }]));
}

/** Stores every token's check in one statement. */
export async function recordReconciliations(
  db: Db,
  results: {
    tokenId: string;
    supply: bigint | null;
    mintAuthority: string | null;
    treasury: bigint;
    outside: bigint;
    /** Credited deposits still at their deposit addresses (not yet swept into the treasury). */
    unswept: bigint;
    total: bigint;
    /** What the treasury holds beyond the ledger's figure (decision 0063); not a problem. */
    surplus: bigint;
    problem: Finding | null;
  }[],
): Promise<void> {
  if (results.length === 0) return;
  const text = (f: (r: (typeof results)[number]) => bigint | string | null | undefined) =>
    results.map((r) => f(r)?.toString() ?? null);
  // The findings go as one JSON list, read by position (a null finding is JSON's null there).
  const findings = db.json(results.map((r) => r.problem));
  await db`
    insert into token_reconciliations (token_id, checked_at, chain_supply, mint_authority, treasury_on_chain,
                                       held_outside, at_deposit_addresses, ledger_total, surplus, reconciled, problem)
    select id, now(), supply, authority, treasury, outside, unswept, total, surplus, problem is null, problem
    from (
      select v.*, nullif(${findings}::jsonb -> (v.ord::int - 1), 'null'::jsonb) as problem
      from unnest(${results.map((r) => r.tokenId)}::uuid[], ${text((r) => r.supply)}::numeric[],
                  ${text((r) => r.mintAuthority)}::text[], ${text((r) => r.treasury)}::numeric[],
                  ${text((r) => r.outside)}::numeric[], ${text((r) => r.unswept)}::numeric[],
                  ${text((r) => r.total)}::numeric[], ${text((r) => r.surplus)}::numeric[])
        with ordinality as v(id, supply, authority, treasury, outside, unswept, total, surplus, ord)
    ) checked
    on conflict (token_id) do update set
      checked_at = excluded.checked_at, chain_supply = excluded.chain_supply,
      mint_authority = excluded.mint_authority, treasury_on_chain = excluded.treasury_on_chain,
      held_outside = excluded.held_outside, at_deposit_addresses = excluded.at_deposit_addresses,
      ledger_total = excluded.ledger_total, surplus = excluded.surplus,
      reconciled = excluded.reconciled, problem = excluded.problem`;
}

/** A mint with its last check (all null before the first). */
export interface ReconciliationRow extends MintRow {
  checked_at: Date | null;
  chain_supply: string | null;
  mint_authority: string | null;
  treasury_on_chain: string | null;
  held_outside: string | null;
  at_deposit_addresses: string | null;
  ledger_total: string | null;
  surplus: string | null;
  reconciled: boolean | null;
  problem: Finding | null;
}

/** Every mint with its last check, INDEX first then by issue. */
export function reconciliationRows(db: Db): Promise<ReconciliationRow[]> {
  return db<ReconciliationRow[]>`
    select m.token_id, m.mint_address, m.decimals, m.supply::text, r.checked_at, r.chain_supply::text,
           r.mint_authority, r.treasury_on_chain::text, r.held_outside::text,
           r.at_deposit_addresses::text, r.ledger_total::text,
           r.surplus::text, r.reconciled, r.problem
    from token_mints m left join token_reconciliations r on r.token_id = m.token_id
    order by m.decimals desc, m.issued_at`;
}

/** The mint and decimals of one issued token. */
export async function mintOf(db: Db, tokenId: string): Promise<{ mint_address: string; decimals: number } | undefined> {
  const [mint] = await db<{ mint_address: string; decimals: number }[]>`
    select mint_address, decimals from token_mints where token_id = ${tokenId}`;
  return mint;
}

/** Tokens whose last check found the chain and the ledger disagreeing (the console's dashboard). */
export async function unreconciledCount(db: Db): Promise<number> {
  const [row] = await db<{ n: number }[]>`select count(*)::int as n from token_reconciliations where not reconciled`;
  return row?.n ?? 0;
}

/** The chain the database was last used with (migration 034); undefined before any start recorded it. */
export async function chainIdentity(db: Db): Promise<{ mode: string; genesis_hash: string | null } | undefined> {
  const [row] = await db<{ mode: string; genesis_hash: string | null }[]>`
    select mode, genesis_hash from chain_identity`;
  return row;
}

/** Records the chain the database is used with now (one row). */
export async function recordChainIdentity(db: Db, mode: string, genesisHash: string | null): Promise<void> {
  await db`
    insert into chain_identity (mode, genesis_hash) values (${mode}, ${genesisHash})
    on conflict (id) do update set mode = excluded.mode, genesis_hash = excluded.genesis_hash, recorded_at = now()`;
}
