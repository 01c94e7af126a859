import pg from 'pg';
import { z } from 'zod';
import { parseCronItems, run, type TaskList } from 'graphile-worker';
import type { Sql } from '../db/client.ts';
import type { App } from '../app.ts';
import { notifyCatalogChanged } from '../modules/catalog/changes.ts';
import { recordClosingPrices } from '../modules/catalog/tokens.ts';
import { eraseRemovedAccounts } from './erase-accounts.ts';
import { pruneExpired } from './prune.ts';
import { JOBS, addJobs, queueLogger } from './queue.ts';

export interface WorkerDeps extends Pick<
  App,
  | 'orders'
  | 'mailOutbox'
  | 'paintingRequests'
  | 'solanaPay'
  | 'issuer'
  | 'withdrawals'
  | 'deposits'
  | 'sales'
  | 'treasuryReturns'
  | 'referrals'
  | 'media'
> {
  sql: Sql;
  /** How long the Solana Pay watcher waits between two searches (SOLANA_PAY_POLL_SECONDS). */
  solanaPayPollMs: number;
  log: { info(data: object, message: string): void; error(data: object, message: string): void };
}

/** The orders of one reservation batch; a job queued before batches named its one order. */
const ExpiryPayload = z.union([
  z.object({ order_ids: z.array(z.string()) }),
  z.object({ order_id: z.string() }).transform(({ order_id }) => ({ order_ids: [order_id] })),
]);
const MailPayload = z.object({ id: z.string() });
const WithdrawalPayload = z.object({ withdrawal_id: z.string() });
const SalePayload = z.object({ sale_id: z.string() });
const TreasuryReturnPayload = z.object({ return_id: z.string() });

/**
 * What each job does. Every task is safe to run twice or in several processes at once (rows are
 * taken with skip locked, payments and messages applied once by key), so a job retried after a
 * crash does no harm; graphile-worker runs each job once while its worker lives.
 */
/** How often an outage that goes on is said again at error level. */
const OUTAGE_REPEAT_MS = 10 * 60_000;

/**
 * The log of a watcher that runs every few seconds: the first failure is an error, the same outage
 * is said again every ten minutes with how many rounds failed, and the round that works again says
 * so. A chain that cannot be reached wrote an error line every six seconds per watcher.
 */
export function outageLog(log: WorkerDeps['log'], what: string) {
  let failures = 0;
  let saidAt = 0;
  return {
    failed(error: unknown) {
      failures += 1;
      if (failures > 1 && Date.now() - saidAt < OUTAGE_REPEAT_MS) return;
      saidAt = Date.now();
      log.error({ err: error, failures }, `${what} failed`);
    },
    worked() {
      if (failures > 0) log.info({ failures }, `${what} works again`);
      failures = 0;
    },
  };
}

export function jobTasks(deps: WorkerDeps): TaskList {
  const solanaPayLog = outageLog(deps.log, 'looking for Solana Pay payments');
  const depositsLog = outageLog(deps.log, 'looking for deposits');
  const checkLog = outageLog(deps.log, 'checking the chain against the ledger');
  const {
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
  } = deps;
  return {
    // Cancelled or paid orders keep their job: it finds the order no longer open and does nothing.
    [JOBS.expireOrder]: async (payload) => {
      for (const id of ExpiryPayload.parse(payload).order_ids) await orders.expire(id);
    },
    [JOBS.expireDueOrders]: async () => {
      await orders.expireDue();
    },
    [JOBS.sendMail]: async (payload) => {
      await mailOutbox.sendOne(MailPayload.parse(payload).id);
    },
    [JOBS.composeMail]: async () => {
      await mailOutbox.composeAll();
    },
    [JOBS.mailOutbox]: async () => {
      await mailOutbox.runOnce();
    },
    [JOBS.watchSolanaPay]: async () => {
      try {
        await solanaPay.runOnce();
        solanaPayLog.worked();
      } catch (error) {
        // Not thrown: a failed job would be retried beside the next one, and the chain goes on anyway.
        solanaPayLog.failed(error);
      } finally {
        // The next search, under the same key: adding it while this job runs leaves this one
        // keyless, so one waiting watcher exists however many workers there are.
        await addJobs(sql, [
          {
            task: JOBS.watchSolanaPay,
            runAt: new Date(Date.now() + deps.solanaPayPollMs),
            jobKey: JOBS.watchSolanaPay,
          },
        ]);
      }
    },
    [JOBS.notifyArrivals]: async () => {
      await paintingRequests.notifyArrivals();
    },
    [JOBS.recordClosingPrices]: async () => {
      if ((await recordClosingPrices(sql)) > 0) await notifyCatalogChanged(sql);
    },
    [JOBS.issueMints]: async () => {
      // On a cluster the treasury pays each mint's rent: operators issue with `npm run chain:issue`.
      // Not thrown, as the watchers: it runs every minute anyway, and an unreachable chain (which
      // /transparency shows) would otherwise be an error line and a retry each minute.
      try {
        const issued = issuer.issuesAutomatically ? await issuer.issueAll() : 0;
        if (issued > 0) deps.log.info({ issued }, 'tokens issued on chain');
        const { problems } = await issuer.reconcile();
        if (problems > 0) deps.log.error({ problems }, 'the chain and the ledger disagree: see /transparency');
        checkLog.worked();
      } catch (error) {
        checkLog.failed(error);
      }
    },
    // Thrown failures are retried by the queue; each run resends the stored transaction or finds it landed.
    [JOBS.sendWithdrawal]: async (payload) => {
      await withdrawals.sendOne(WithdrawalPayload.parse(payload).withdrawal_id);
    },
    [JOBS.watchDeposits]: async () => {
      try {
        await deposits.runOnce();
        depositsLog.worked();
      } catch (error) {
        depositsLog.failed(error);
      } finally {
        await addJobs(sql, [
          { task: JOBS.watchDeposits, runAt: new Date(Date.now() + deps.solanaPayPollMs), jobKey: JOBS.watchDeposits },
        ]);
      }
    },
    [JOBS.paySale]: async (payload) => {
      await sales.payOne(SalePayload.parse(payload).sale_id);
    },
    [JOBS.resumeSales]: async () => {
      await sales.resumeDue();
    },
    [JOBS.resumeWithdrawals]: async () => {
      await withdrawals.resumeDue();
      // Treasury returns are sent from the same treasury, exactly once the same way (decision 0065).
      await treasuryReturns.resumeDue();
    },
    [JOBS.sendTreasuryReturn]: async (payload) => {
      await treasuryReturns.sendOne(TreasuryReturnPayload.parse(payload).return_id);
    },
    [JOBS.releaseReferralBonuses]: async () => {
      const released = await referrals.releaseDue();
      if (released > 0) deps.log.info({ released }, 'referral bonuses released to their referrers');
    },
    [JOBS.pruneAndErase]: async () => {
      await pruneExpired(sql);
      const erased = await eraseRemovedAccounts(sql, { forgetImage: (id) => deps.media.forget(id) });
      if (erased > 0) deps.log.info({ erased }, 'erased the personal data of removed accounts');
    },
  };
}

/**
 * Periodic work. graphile-worker records each schedule's last run in the database, so each
 * minute or hour runs once across all workers, and an hour missed while none ran is caught up.
 */
const cronItems = () =>
  parseCronItems([
    { task: JOBS.recordClosingPrices, match: '0 * * * *', options: { backfillPeriod: 60 * 60 * 1000 } },
    { task: JOBS.pruneAndErase, match: '7 * * * *', options: { backfillPeriod: 60 * 60 * 1000 } },
    { task: JOBS.notifyArrivals, match: '* * * * *', options: { backfillPeriod: 0 } },
    { task: JOBS.expireDueOrders, match: '* * * * *', options: { backfillPeriod: 0 } },
    { task: JOBS.mailOutbox, match: '* * * * *', options: { backfillPeriod: 0 } },
    { task: JOBS.issueMints, match: '* * * * *', options: { backfillPeriod: 0 } },
    { task: JOBS.resumeWithdrawals, match: '* * * * *', options: { backfillPeriod: 0 } },
    { task: JOBS.resumeSales, match: '* * * * *', options: { backfillPeriod: 0 } },
    { task: JOBS.releaseReferralBonuses, match: '*/5 * * * *', options: { backfillPeriod: 0 } },
    {
      task: JOBS.watchDeposits,
      match: '* * * * *',
      options: { backfillPeriod: 0, jobKey: JOBS.watchDeposits, jobKeyMode: 'preserve_run_at' },
    },
    // Restarts the watcher's chain if the job holding it died with its worker; a waiting one keeps its time.
    {
      task: JOBS.watchSolanaPay,
      match: '* * * * *',
      options: { backfillPeriod: 0, jobKey: JOBS.watchSolanaPay, jobKeyMode: 'preserve_run_at' },
    },
  ]);

/**
 * Runs the job queue in this process until `stop()`. Work that used to run at start runs now too
 * (keyed, so workers starting together add it once): today's closing prices, orders and mail
 * left from before, the first Solana Pay search, and transfers left half-done.
 */
export async function startWorker(
  url: string,
  deps: WorkerDeps,
  options: { concurrency?: number } = {},
): Promise<{ stop(): Promise<void> }> {
  // The worker's own pool, so its errors are ours to handle: a database stopped under idle
  // connections (the embedded one, at shutdown) must not crash the process with an 'error' event
  // nobody listens to, and stop() can wait for the pool to end.
  const pool = new pg.Pool({ connectionString: url, max: (options.concurrency ?? 4) + 2 });
  // Once stopping, lost connections are expected (the embedded database gets the same signal and
  // closes them): told as information, not as errors an operator would be alerted to.
  let stopping = false;
  const report = (data: object, message: string) =>
    stopping ? deps.log.info(data, message) : deps.log.error(data, message);
  pool.on('error', (error) => report({ message: error.message }, 'job queue: an idle database connection failed'));
  // And a connection checked out when it fails: `pg` raises it again to its user, so told, not thrown.
  pool.on('connect', (client) =>
    client.on('error', (error) => report({ message: error.message }, 'job queue: a database connection failed')),
  );
  const runner = await run({
    pgPool: pool,
    concurrency: options.concurrency ?? 4,
    // Jobs due later (an order's expiry, the watcher's next search) are found by polling; new
    // jobs arrive at once over LISTEN/NOTIFY.
    pollInterval: Math.min(2000, deps.solanaPayPollMs),
    noHandleSignals: true,
    logger: queueLogger((level, message, meta) => {
      if (level === 'error' || level === 'warning') report(plainFacts(meta), `job queue: ${message}`);
    }),
    taskList: jobTasks(deps),
    parsedCronItems: cronItems(),
  });
  await addJobs(
    deps.sql,
    [
      JOBS.recordClosingPrices,
      JOBS.expireDueOrders,
      JOBS.mailOutbox,
      JOBS.watchSolanaPay,
      JOBS.issueMints,
      JOBS.watchDeposits,
      // Transfers a dead process left between signing and confirming are settled now rather than
      // at the minute's turn: for up to a minute after a restart, a withdrawal already final on
      // chain still read "processing" (an outside tester).
      JOBS.resumeWithdrawals,
      JOBS.resumeSales,
    ].map((task) => ({
      task,
      jobKey: task,
    })),
    { preserveRunAt: true },
  );
  return {
    async stop() {
      stopping = true;
      await runner.stop();
      await pool.end();
    },
  };
}

/**
 * What of the queue's log context an operator can read: its plain values and an error's message.
 * It carries database clients too, and a lost database filled the log with whole client objects
 * (an outside tester).
 */
function plainFacts(meta: unknown): Record<string, unknown> {
  if (!meta || typeof meta !== 'object') return {};
  const facts: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(meta)) {
    if (value instanceof Error) facts[key] = value.message;
    else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) facts[key] = value;
  }
  return facts;
}
