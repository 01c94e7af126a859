import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedDemo } from './db/seed/seed.ts';
import { fundDemoPayouts } from './modules/chain/dev-wallet.ts';
import { localStorage } from './adapters/storage.ts';
import { startWorker } from './jobs/worker.ts';
import { listenCatalogChanges } from './modules/catalog/changes.ts';
import { parseRoles } from './roles.ts';
import { ensureFlags } from './modules/flags/service.ts';
import { ensureIndexToken } from './modules/catalog/index-token.ts';
import { custodyMismatch } from './modules/chain/custody-check.ts';
import { ensureDataDir } from './lib/data-dir.ts';

async function main(): Promise<void> {
  const roles = parseRoles(process.argv.slice(2));
  const config = loadConfig();
  await ensureDataDir(config.dataDir);
  const say = (line: string) => console.log(`[pinacoteca] ${line}`);
  // Set once a signal asks the server to stop: Ctrl+C reaches the embedded PostgreSQL too, which
  // then stops on its own, as expected.
  let closing = false;
  // Nothing restarts it, and every page would fail while the health check still answered.
  const lost = `the embedded PostgreSQL (data in ${config.dataDir}/pg) stopped while the server ran: the server stops too. Start it again; what was saved is kept.`;
  const database = await openDatabase(config, say, () => {
    if (closing) return;
    console.error(`[pinacoteca] ${lost}`);
    process.exit(1);
  });
  // A connection may fail on it before the look above notices: the same words then.
  explainFatal = () => (closing || database.running() ? null : lost);
  const { sql } = database;
  const storage = localStorage(config.uploadsDir);
  const {
    app,
    catalog,
    media,
    mailOutbox,
    paintingRequests,
    orders,
    solanaPay,
    issuer,
    chain,
    withdrawals,
    deposits,
    sales,
    treasuryReturns,
    referrals,
  } = await buildApp({
    config,
    sql,
    storage,
  });

  // A database brought to another chain or other custody keys would prove and credit nothing right.
  const mismatch = await custodyMismatch(sql, chain);
  if (mismatch) {
    throw new ConfigError(
      [
        'Invalid configuration:',
        '  SOLANA_RPC_URL, SOLANA_TREASURY_KEYPAIR, DATA_DIR: this chain and its keys are not the ones the database was used with:',
        ...mismatch.map((line) => `  ${line}`),
        '  Start with the chain and the keys it was used with (a shared DATA_DIR/chain, SOLANA_TREASURY_KEYPAIR), or with an empty database.',
      ].join('\n'),
    );
  }
  await ensureFlags(sql, config.featureDefaults);
  if (config.seedDemo && (await seedDemo(sql, media, storage))) {
    say('demo catalogue loaded');
    const reserve = await fundDemoPayouts(chain);
    if (reserve !== null) say(`the platform's USDC wallet holds ${reserve} test USDC to pay sales back`);
  }
  // A deployment without the demo still has INDEX from the start (an empty catalogue answers cleanly).
  if (await ensureIndexToken(sql, media)) say('created the INDEX token');
  // Only API processes serve the catalogue, whose cache follows changes made by any process.
  const unlisten = roles.api
    ? await listenCatalogChanges(sql, (change) => catalog.invalidate(change))
    : async () => undefined;
  // Periodic work, order expiry, mail and the Solana Pay watcher run as jobs (jobs/worker.ts).
  const worker = roles.worker
    ? await startWorker(database.url, {
        sql,
        orders,
        mailOutbox,
        paintingRequests,
        solanaPay,
        issuer,
        withdrawals,
        deposits,
        sales,
        treasuryReturns,
        referrals,
        media,
        solanaPayPollMs: config.chain.pollMs,
        log: app.log,
      })
    : null;
  const warming = new AbortController();

  if (roles.api) {
    await app.listen({ port: config.port, host: config.host });
    const notes = [database.embedded ? ' (embedded database)' : '', roles.worker ? '' : ' (API only)'].join('');
    say(`ready at ${config.publicUrl}${notes}`);
    // Picture variants are made on demand; rendering them all now makes first visits fast.
    if (config.warmMedia)
      void media.warm(warming.signal).catch((error: unknown) => app.log.warn({ err: error }, 'warming images failed'));
  } else {
    say(`running jobs${database.embedded ? ' (embedded database)' : ''} (worker only)`);
  }

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal}: shutting down`);
    warming.abort();
    try {
      // Jobs under way finish (or are given back to the queue) before what they use is closed.
      await worker?.stop();
      await mailOutbox.stop();
      await solanaPay.idle();
      await app.close();
      // The embedded database may already be stopping on the same signal: a closed connection here is expected.
      await unlisten().catch(() => undefined);
      await database.close();
    } catch (error) {
      console.error(`[pinacoteca] shutdown: ${error instanceof Error ? error.message : String(error)}`);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

// An error nothing caught (a database connection lost under a driver or the job queue) ends the
// process, as Node does by default, but said in one line an operator reads before its trace.
let explainFatal: () => string | null = () => null;
const stopOn = (error: unknown) => {
  const explained = explainFatal();
  if (explained) {
    console.error(`[pinacoteca] ${explained}`);
    process.exit(1);
  }
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[pinacoteca] stopped by an unexpected error: ${message}`);
  console.error(error);
  process.exit(1);
};
process.on('uncaughtException', stopOn);
process.on('unhandledRejection', stopOn);

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(`[pinacoteca] could not start: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
