import type { ChainClient } from '../../adapters/chain/chain.ts';
import type { Db } from '../../db/client.ts';
import { within } from '../../lib/within.ts';
import { firstDepositAddress } from './deposit-queries.ts';
import { chainIdentity, firstMint, recordChainIdentity } from './mint-queries.ts';

/**
 * Whether the database and this chain's custody keys belong together; null when they do, else
 * what differs, in lines for the operator starting the server.
 *
 * Mint addresses are derived from the treasury and each token, deposit addresses from the deposit
 * root (`DATA_DIR/chain/…/deposit-root.key`) and each person, and both are recorded. A server
 * started with a database but another chain or other keys (the embedded chain's data, then
 * `SOLANA_RPC_URL`; a replica with an empty `DATA_DIR`, which makes new keys; a lost folder)
 * showed the old chain's last check as the current proof (an outside tester), and would have
 * given people deposit addresses nobody sweeps. So the server refuses to start (main.ts). Keys
 * made anew by this start are left where they are: they hold nothing.
 */
export async function custodyMismatch(
  db: Db,
  chain: Pick<ChainClient, 'mode' | 'genesisHash' | 'mintAddress' | 'treasury' | 'depositSigner'>,
): Promise<string[] | null> {
  const lines: string[] = [];
  // One of each is enough: every address of a kind comes from the same key.
  const mint = await firstMint(db);
  if (mint) {
    const expected = await chain.mintAddress(mint.token_id.replace(/-/g, ''));
    if (expected !== mint.mint_address) {
      lines.push(
        `the database's tokens were issued on another chain or under another treasury key: token ${mint.token_id}`,
        `has mint ${mint.mint_address}, where this chain's treasury ${await chain.treasury()} would have made ${expected}`,
      );
    }
  }
  const deposit = await firstDepositAddress(db);
  if (deposit) {
    const derived = (await chain.depositSigner(deposit.user_id)).address;
    if (derived !== deposit.address) {
      lines.push(
        `the database's deposit addresses were derived from another deposit-root.key: person ${deposit.user_id}`,
        `has ${deposit.address}, where this one gives ${derived}`,
      );
    }
  }
  // The same keys on another chain make the same addresses: which chain it was is recorded too,
  // the mode always, and the cluster's genesis hash when it answers (an outside tester moved a data
  // folder and its keys from the embedded chain to an RPC node, and the old proof showed as current).
  const genesis = await within(chain.genesisHash(), 5_000).catch(() => null);
  const known = await chainIdentity(db);
  const holds = mint !== undefined || deposit !== undefined;
  if (known && holds) {
    if (known.mode !== chain.mode) {
      lines.push(
        `the database was used with ${chainName(known.mode)}; this server is set up for ${chainName(chain.mode)}`,
      );
    } else if (known.genesis_hash && genesis && known.genesis_hash !== genesis) {
      lines.push(
        `the database was used with the cluster whose genesis hash is ${known.genesis_hash}; SOLANA_RPC_URL reaches ${genesis}`,
      );
    }
  }
  if (lines.length) return lines;
  // This chain is the database's from now on (a database from before migration 034 learns it at
  // its first start); a genesis hash once learnt is kept while the cluster does not answer.
  const kept = known?.mode === chain.mode ? known.genesis_hash : null;
  if (!known || known.mode !== chain.mode || (genesis ?? kept) !== known.genesis_hash)
    await recordChainIdentity(db, chain.mode, genesis ?? kept);
  return null;
}

const chainName = (mode: string) =>
  mode === 'embedded' ? 'the embedded chain (DATA_DIR/chain)' : 'a Solana cluster over SOLANA_RPC_URL';
