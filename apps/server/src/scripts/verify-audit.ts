/**
 * Operator command: checks the audit trail's hash chain from the first row to the head.
 *
 *   npm run audit:verify
 *
 * Exits 0 when every row links to the one before and hashes to what it holds; 1 with the first
 * broken row otherwise.
 */
import { loadConfig } from '../config.ts';
import { verifyAuditChain } from '../modules/audit/audit.ts';
import { openCommandDatabase, runCommand } from './command-database.ts';

async function main(): Promise<number> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const say = (line: string) => console.log(`[audit:verify] ${line}`);
  const { sql, close } = await openCommandDatabase(config, say, { existing: true });
  try {
    const check = await verifyAuditChain(sql);
    if (check.ok) {
      say(`the chain holds: ${check.rows} rows`);
      return 0;
    }
    console.error(
      `[audit:verify] broken at row ${check.brokenAt}: ${check.reason} (${check.rows} rows verified before it)`,
    );
    return 1;
  } finally {
    await close();
  }
}

runCommand(main);
