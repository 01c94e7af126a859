import { Logger, runMigrations, type LogLevel } from 'graphile-worker';
import { withSessionLock, type Db, type Sql } from '../db/client.ts';

/**
 * The job queue is graphile-worker's, in its own `graphile_worker` schema of the same database
 * (docs/decisions/0033). Jobs are added with its SQL function from our own connection, so a job
 * exists exactly when the transaction that causes it commits; `worker.ts` runs them.
 */
export const JOBS = {
  /** One per order, at its `expires_at` (job key `expire_order:<id>`). */
  expireOrder: 'expire_order',
  /** Every minute: orders past their time that their own job missed (created before the queue, or locked then). */
  expireDueOrders: 'expire_due_orders',
  /** One per queued message (job key `send_mail:<id>`), and again at its next attempt after a failure. */
  sendMail: 'send_mail',
  /** Work that ends in messages (password reset requests), soon after a request asks for it. */
  composeMail: 'compose_mail',
  /** Every minute: composing, then any message due that no job sent (a sender died mid-send). */
  mailOutbox: 'mail_outbox',
  /** Reschedules itself every SOLANA_PAY_POLL_SECONDS; one exists at a time (job key `watch_solana_pay`). */
  watchSolanaPay: 'watch_solana_pay',
  notifyArrivals: 'notify_arrivals',
  recordClosingPrices: 'record_closing_prices',
  pruneAndErase: 'prune_and_erase',
  /** Every minute and at start: tokens without a mint get one, then the chain is checked against the ledger. */
  issueMints: 'issue_mints',
  /** One per withdrawal being sent (job key `send_withdrawal:<id>`), enqueued with the request or its approval. */
  sendWithdrawal: 'send_withdrawal',
  /** Reschedules itself every SOLANA_PAY_POLL_SECONDS; one exists at a time (job key `watch_deposits`). */
  watchDeposits: 'watch_deposits',
  /** One per sale back to the platform (job key `pay_sale:<id>`): its USDC payout. */
  paySale: 'pay_sale',
  /** Every minute: payouts being sent that no job finished (a worker died mid-send), then those waiting for USDC it now covers, oldest first. */
  resumeSales: 'resume_sales',
  /** Every minute: withdrawals and treasury returns being sent that no job finished (a worker died mid-send). */
  resumeWithdrawals: 'resume_withdrawals',
  /** One per treasury return (job key `send_treasury_return:<id>`), enqueued with it (decision 0065). */
  sendTreasuryReturn: 'send_treasury_return',
  /** Every five minutes: referral bonuses held REFERRAL_CLAWBACK_DAYS become their referrers' (decision 0067). */
  releaseReferralBonuses: 'release_referral_bonuses',
} as const;

export type JobName = (typeof JOBS)[keyof typeof JOBS];

export interface JobSpec {
  task: JobName;
  payload?: Record<string, unknown>;
  /** When it may run; now when absent. */
  runAt?: Date;
  /**
   * At most one waiting job has a key: adding it again replaces the waiting one (or keeps its
   * time, with `preserveRunAt`).
   */
  jobKey?: string;
}

/**
 * Adds jobs in one statement, on `db`, so inside a transaction they are added with it or not at
 * all. Returned unawaited: callers that pipeline statements can `.execute()` it.
 */
export function addJobs(db: Db, jobs: JobSpec[], options: { preserveRunAt?: boolean } = {}) {
  const specs = jobs.map((j) => ({
    task: j.task,
    payload: j.payload ?? {},
    run_at: j.runAt?.toISOString() ?? null,
    job_key: j.jobKey ?? null,
  }));
  return db`
    select count(*) from graphile_worker.add_jobs(
      array(
        select row(j.task, j.payload, null, j.run_at, null, j.job_key, null, null)::graphile_worker.job_spec
        from json_to_recordset(${JSON.stringify(specs)}::text::json)
          as j(task text, payload json, run_at timestamptz, job_key text)
      ),
      ${options.preserveRunAt ?? false}::boolean
    )`;
}

/** graphile-worker's own log lines, through ours. */
export function queueLogger(log: (level: LogLevel, message: string, meta?: unknown) => void): Logger {
  return new Logger(() => (level, message, meta) => log(level, message, meta));
}

/**
 * Installs or upgrades graphile-worker's schema. Its migrations take no lock of their own, so
 * replicas starting at once wait for each other on an advisory lock held on one of our connections.
 */
export async function installJobQueue(sql: Sql, url: string, logger?: Logger): Promise<void> {
  await withSessionLock(sql, 'pinacoteca:graphile_worker:migrate', () =>
    runMigrations({ connectionString: url, ...(logger ? { logger } : {}) }),
  );
}
