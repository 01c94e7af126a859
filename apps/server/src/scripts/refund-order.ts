/**
 * Operator command: refunds a paid order in two steps (docs/decisions/0022).
 *
 *   npm run refund-order -w @pinacoteca/server -- <order-id>             success → refund_pending
 *   npm run refund-order -w @pinacoteca/server -- <order-id> --complete  refund_pending → refunded
 *
 * The first step takes the order's tokens back from the buyer into the order's reservation (the
 * buyer can no longer move them); the second, run once the money is back with the buyer, returns
 * them to the treasury. Both are idempotent. It uses the same configuration as the server
 * (DATABASE_URL, or the embedded database in DATA_DIR, running or not).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { PaymentProviders } from '../adapters/payments/registry.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { connect, type Sql } from '../db/client.ts';
import { openDatabase } from '../db/database.ts';
import { OrderService, OrderStateError } from '../modules/orders/service.ts';

const USAGE = 'usage: refund-order <order-id> [--complete]';

/** The running server's embedded database, when there is one; otherwise null. */
async function runningEmbedded(config: ReturnType<typeof loadConfig>): Promise<Sql | null> {
  const password = await fs.readFile(path.join(config.dataDir, 'embedded-password'), 'utf8').catch(() => null);
  if (!password) return null;
  const sql = connect(
    `postgres://postgres:${encodeURIComponent(password.trim())}@127.0.0.1:${config.embeddedPgPort}/postgres`,
    { max: 2 },
  );
  try {
    await sql`select 1`;
    return sql;
  } catch {
    await sql.end({ timeout: 1 }).catch(() => undefined);
    return null;
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const complete = args.includes('--complete');
  const ids = args.filter((a) => !a.startsWith('--'));
  const orderId = z.uuid().safeParse(ids[0]);
  if (ids.length !== 1 || !orderId.success || args.some((a) => a.startsWith('--') && a !== '--complete')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const say = (line: string) => console.log(`[refund-order] ${line}`);
  let sql = config.databaseUrl ? connect(config.databaseUrl, { max: 2 }) : await runningEmbedded(config);
  let close = async () => sql?.end({ timeout: 5 });
  if (!sql) {
    const database = await openDatabase(config, say);
    sql = database.sql;
    close = () => database.close();
  }
  try {
    const orders = new OrderService({
      sql,
      payments: new PaymentProviders(),
      referralLevel1Ppm: config.orders.referralLevel1Ppm,
      referralLevel2Ppm: config.orders.referralLevel2Ppm,
    });
    const status = complete ? await orders.completeRefund(orderId.data) : await orders.requestRefund(orderId.data);
    say(`order ${orderId.data} is ${status}`);
    if (status === 'refund_pending') say('return the money to the buyer, then run again with --complete');
    return 0;
  } catch (error) {
    if (error instanceof OrderStateError) {
      console.error(`[refund-order] ${error.message}`);
      return 1;
    }
    if ((error as { statusCode?: number }).statusCode === 404) {
      console.error(`[refund-order] no order ${orderId.data}`);
      return 1;
    }
    throw error;
  } finally {
    await close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
