import type { ChainClient } from '../../adapters/chain/chain.ts';
import type { Db } from '../../db/client.ts';
import { firstDepositAddress } from './deposit-queries.ts';
import { mintRows } from './mint-queries.ts';

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
export async function custodyMismatch(db: Db, chain: ChainClient): Promise<string[] | null> {
  const lines: string[] = [];
  const [mint] = await mintRows(db);
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
  return lines.length ? lines : null;
}
