/**
 * Operator command: issues every token as a mint on the cluster the configuration names
 * (SOLANA_RPC_URL, devnet), then checks the chain against the ledger.
 *
 *   npm run chain:issue [-- --airdrop]
 *
 * The treasury (SOLANA_TREASURY_KEYPAIR, or the key made under DATA_DIR/chain/cluster) pays each
 * mint's rent and fee: fund it with SOL first, or pass --airdrop to ask devnet's faucet. Issuing
 * is idempotent and resumable (docs/decisions/0043, 0055): run it again after a failure or after
 * paintings are added. On the embedded chain the server issues by itself and this says so.
 */
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../config.ts';
import { openChain } from '../adapters/chain/open.ts';
import { chainErrorText, isChainUnreachable, RpcChain } from '../adapters/chain/rpc.ts';
import { TokenIssuer } from '../modules/chain/issuance.ts';
import { openCommandDatabase, runCommand } from './command-database.ts';

/** How long the cluster has to answer the first question before the command says it cannot be reached. */
const REACH_TIMEOUT_MS = 15_000;
const LAMPORTS_PER_SOL = 1_000_000_000n;
const AIRDROP = 2n * LAMPORTS_PER_SOL;
const sol = (lamports: bigint) => (Number(lamports) / Number(LAMPORTS_PER_SOL)).toFixed(4);

async function main(): Promise<number> {
  let airdrop: boolean;
  try {
    airdrop = parseArgs({ options: { airdrop: { type: 'boolean' } } }).values.airdrop ?? false;
  } catch {
    console.error('usage: chain:issue [--airdrop]');
    return 2;
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const say = (line: string) => console.log(`[chain:issue] ${line}`);
  if (!config.chain.rpcUrl) {
    say('the embedded chain: the server issues every token by itself (the issue_mints job); nothing to do');
    return 0;
  }
  const chain = openChain(config.chain);
  if (!(chain instanceof RpcChain)) return 1;
  const { sql, close } = await openCommandDatabase(config, say);
  try {
    const treasury = await chain.treasury();
    // Reached first: a cluster that does not answer is not a treasury short of SOL (an outside
    // tester, told to fund the treasury, would have airdropped into a chain they could not reach).
    let balance: bigint;
    try {
      // A node that takes the connection and never answers held the command silent for five
      // minutes (an outside tester's firewalled RPC): it is asked once, for a few seconds.
      balance = await Promise.race([
        chain.solBalance(treasury),
        sleep(REACH_TIMEOUT_MS).then(() => {
          throw new Error(`no answer within ${REACH_TIMEOUT_MS / 1000} s`);
        }),
      ]);
    } catch (error) {
      console.error(
        `[chain:issue] the Solana RPC at ${config.chain.rpcUrl} cannot be reached: ${chainErrorText(error)}`,
      );
      console.error('[chain:issue] check SOLANA_RPC_URL and this machine’s network, then run it again');
      return 1;
    }
    say(`treasury ${treasury}: ${sol(balance)} SOL`);
    if (airdrop) {
      await chain.airdropToTreasury(AIRDROP);
      for (let waited = 0; waited < 60 && (await chain.solBalance(treasury)) < balance + AIRDROP; waited += 1) {
        await sleep(1000);
      }
      balance = await chain.solBalance(treasury);
      say(`after the airdrop: ${sol(balance)} SOL`);
    }
    const issuer = new TokenIssuer(sql, chain, config.publicUrl);
    const issued = await issuer.issueAll();
    say(`${issued} token${issued === 1 ? '' : 's'} issued`);
    const { checked, problems } = await issuer.reconcile();
    say(
      `${checked} checked against the ledger: ${problems === 0 ? 'all reconcile' : `${problems} disagree, see /transparency`}`,
    );
    return problems === 0 ? 0 : 1;
  } catch (error) {
    console.error(`[chain:issue] ${chainErrorText(error)}`);
    console.error(
      isChainUnreachable(error)
        ? `[chain:issue] the Solana RPC at ${config.chain.rpcUrl} stopped answering: run it again once it does (issuing resumes where it stopped)`
        : `[chain:issue] fund the treasury with SOL (devnet: npm run chain:issue -- --airdrop) and run it again`,
    );
    return 1;
  } finally {
    await close();
    await chain.close();
  }
}

runCommand(main);
