import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedDemo } from './db/seed/seed.ts';
import { localStorage } from './adapters/storage.ts';
import { every } from './jobs/scheduler.ts';
import { eraseRemovedAccounts } from './jobs/erase-accounts.ts';
import { pruneExpired } from './jobs/prune.ts';
import { listenCatalogChanges, notifyCatalogChanged } from './modules/catalog/changes.ts';
import { recordClosingPrices } from './modules/catalog/tokens.ts';
import { ensureFlags } from './modules/flags/routes.ts';
import { ensureIndexToken } from './modules/catalog/index-token.ts';

const HOUR = 60 * 60 * 1000;

async function main(): Promise<void> {
  const config = loadConfig();
  const say = (line: string) => console.log(`[pinacoteca] ${line}`);
  const database = await openDatabase(config, say);
  const { sql } = database;
  const storage = localStorage(config.uploadsDir);
  const { app, catalog, media, mailOutbox, paintingRequests, orders, solanaPay } = await buildApp({
    config,
    sql,
    storage,
  });

  await ensureFlags(sql, config.featureDefaults);
  if (config.seedDemo && (await seedDemo(sql, media, storage))) say('demo catalogue loaded');
  // A deployment without the demo still has INDEX from the start (an empty catalogue answers cleanly).
  if (await ensureIndexToken(sql, media)) say('created the INDEX token');
  const unlisten = await listenCatalogChanges(sql, () => catalog.invalidate());

  const stopPrices = every(
    HOUR,
    async () => {
      if ((await recordClosingPrices(sql)) > 0) await notifyCatalogChanged(sql);
    },
    (error) => app.log.error({ err: error }, 'recording closing prices failed'),
  );
  const stopPruning = every(
    HOUR,
    async () => {
      await pruneExpired(sql);
      const erased = await eraseRemovedAccounts(sql);
      if (erased > 0) say(`erased the personal data of ${erased} removed account(s)`);
    },
    (error) => app.log.error({ err: error }, 'pruning expired rows or erasing removed accounts failed'),
  );
  // Unpaid orders past their hour give their tokens back; safe to run in every process.
  const stopExpiry = every(
    config.orders.expirySweepSeconds * 1000,
    () => orders.expireDue(),
    (error) => app.log.error({ err: error }, 'expiring unpaid orders failed'),
  );
  // Solana Pay payments found on chain pay their orders; each signature is applied once in any number of processes.
  const stopSolanaPay = every(
    config.chain.pollMs,
    () => solanaPay.runOnce(),
    (error) => app.log.error({ err: error }, 'looking for Solana Pay payments failed'),
  );
  // Subscribers of paintings whose tokens are on sale again get their one e-mail; safe in every process.
  const stopArrivals = every(
    60 * 1000,
    () => paintingRequests.notifyArrivals(),
    (error) => app.log.error({ err: error }, 'sending arrival notices failed'),
  );
  const warming = new AbortController();
  mailOutbox.start();

  await app.listen({ port: config.port, host: config.host });
  say(`ready at ${config.publicUrl}${database.embedded ? ' (embedded database)' : ''}`);
  // Picture variants are made on demand; rendering them all now makes first visits fast.
  if (config.warmMedia)
    void media.warm(warming.signal).catch((error: unknown) => app.log.warn({ err: error }, 'warming images failed'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal}: shutting down`);
    warming.abort();
    stopPrices();
    stopPruning();
    stopArrivals();
    stopExpiry();
    stopSolanaPay();
    try {
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

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(`[pinacoteca] could not start: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
