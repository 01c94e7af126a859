/**
 * Operator command: makes the first admin (or any later one) of the console.
 *
 *   npm run admin:create -- --email you@example.com [--password '…']
 *
 * An existing account becomes an admin; a new e-mail gets a confirmed account with the password
 * given (or ADMIN_PASSWORD from the environment, so it stays out of the shell's history). The
 * admin then signs in, turns on two-factor authentication in settings and opens /admin. Written
 * to the audit trail. Same configuration as the server (DATABASE_URL or the embedded database).
 */
import { parseArgs } from 'node:util';
import { emailRule, passwordRule } from '@pinacoteca/contracts/rules';
import { messageText } from '@pinacoteca/contracts/messages';
import { loadConfig } from '../config.ts';
import { createAdmin } from '../modules/auth/staff.ts';
import { openCommandDatabase, runCommand } from './command-database.ts';

const USAGE = 'usage: admin:create --email <e-mail> [--password <password>]';

async function main(): Promise<number> {
  let values: { email?: string; password?: string };
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } }));
  } catch {
    console.error(USAGE);
    return 2;
  }
  const email = emailRule.safeParse(values.email ?? '');
  if (!email.success) {
    console.error(USAGE);
    return 2;
  }
  const rawPassword = values.password ?? process.env.ADMIN_PASSWORD ?? null;
  if (rawPassword !== null) {
    const password = passwordRule.safeParse(rawPassword);
    if (!password.success) {
      console.error(`[admin:create] password: ${messageText(password.error.issues[0]!.message, 'en')}`);
      return 2;
    }
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const say = (line: string) => console.log(`[admin:create] ${line}`);
  const { sql, close } = await openCommandDatabase(config, say);
  try {
    const result = await sql.begin((tx) => createAdmin(tx, { email: email.data, password: rawPassword }));
    say(`${email.data} is an admin${result.created ? ' (new account)' : ''}`);
    say('sign in, turn on two-factor authentication in settings, then open /admin');
    return 0;
  } catch (error) {
    console.error(`[admin:create] ${(error as Error).message}`);
    return 1;
  } finally {
    await close();
  }
}

runCommand(main);
