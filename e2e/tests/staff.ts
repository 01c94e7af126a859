import { execFileSync } from 'node:child_process';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, type Language } from './fixtures.ts';

/** People for console tests: investors through real registration, admins through the README's command. */
export const PASSWORD = 'Canvas-2024!';
const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The server's data folder, as the config gives it (wiped at each run's start). */
const dataDir = path.resolve(e2eDir, process.env.E2E_DATA_DIR ?? '.artifacts/data');

/**
 * Runs `work` while no other test worker of this run runs work of the same `name` (a lock folder
 * in the server's data folder, which each run starts without): for tests that depend on a figure
 * the whole platform shares, such as the USDC it holds, which one project's run would otherwise
 * change under the other's (admin-sales.spec.ts failed so once with two workers).
 */
export async function exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(dataDir, `e2e-${name}.lock`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Held longer than any such test runs: its holder timed out without letting go.
      const held = await stat(lock).catch(() => null);
      if (held && Date.now() - held.mtimeMs > 300_000) await rm(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** A confirmed investor through the real registration and the dev mailbox; answers their token. */
export async function register(
  request: APIRequestContext,
  base: string,
  email: string,
  language: Language,
): Promise<string> {
  const registered = await request.post(`/api/register?_locale=${language}`, {
    data: {
      email,
      username: 'Anna',
      phone: null,
      password: PASSWORD,
      repeat_password: PASSWORD,
      subscribe: false,
      callback_url: `${base}/registration/confirm`,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  let token = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
        text: string;
      }[];
      const found = /token=([^\s&]+)/.exec(mails[0]?.text ?? '')?.[1];
      token = found ? decodeURIComponent(found) : '';
      return token;
    })
    .not.toBe('');
  const confirmed = await request.post('/api/register/confirm', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return ((await confirmed.json()) as { token: string }).token;
}

/** The first admin, made with the README's command against the running platform's database. */
export function createAdmin(email: string) {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', '../apps/server/src/scripts/create-admin.ts', '--email', email, '--password', PASSWORD],
    {
      cwd: e2eDir,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54340',
        LOG_LEVEL: 'warn',
      },
      stdio: 'pipe',
    },
  );
}

/**
 * The person turns two-factor on with this step's code; answers a maker of codes `offset` ms from
 * when it is called. A used step is refused, and the server takes a step either side of its own,
 * so `code(30_000)` made later is always a fresh step inside the window (the previous step's code
 * was not, when the step turned between making and checking it).
 */
export async function enableTwoFactor(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<(offset: number) => string> {
  const { secret } = (await (await request.get('/api/account/2fa/secrets', { headers })).json()) as {
    secret: string;
  };
  const code = (offset: number) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), digits: 6, period: 30, timestamp: Date.now() + offset });
  const enabled = await request.post('/api/account/2fa/change-status', {
    headers,
    // Turning it on asks the account's password too (every account made here has PASSWORD).
    data: { code: code(0), enable: true, password: PASSWORD },
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
  return code;
}

/** The admin turns two-factor on (the console requires it) and signs in through the code step. */
export async function adminToken(request: APIRequestContext, email: string): Promise<string> {
  const login = async () =>
    ((await (await request.post('/api/login', { data: { email, password: PASSWORD } })).json()) as { token: string })
      .token;
  const code = await enableTwoFactor(request, { authorization: `Bearer ${await login()}` });
  const pending = await login();
  const verified = await request.post('/api/verify', {
    headers: { authorization: `Bearer ${pending}` },
    data: { code: code(30_000) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { token: string }).token;
}

/** An admin (made with the README's command) switches features on for everyone (they are off by default). */
export async function openFeatures(
  request: APIRequestContext,
  adminEmail: string,
  ...flags: ('withdraw' | 'deposit' | 'swap')[]
): Promise<string> {
  createAdmin(adminEmail);
  const admin = await adminToken(request, adminEmail);
  for (const flag of flags) {
    const opened = await request.post(`/api/admin/flags/${flag}`, {
      headers: { authorization: `Bearer ${admin}` },
      data: { enabled: true },
    });
    expect(opened.status()).toBe(200);
  }
  return admin;
}

export async function signedIn(browser: Browser, token: string, language: Language, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(
    ([value, lng]) => {
      window.localStorage.setItem('auth_token', value!);
      window.localStorage.setItem('language', lng!);
    },
    [token, language],
  );
  return context.newPage();
}

export interface ArtToken {
  id: string;
  symbol: string;
  current_price: string;
  available: string;
}

/** The cheapest art token with a price and at least 50 left: tests of holdings buy a few of it. */
export async function cheapestArtToken(request: APIRequestContext): Promise<ArtToken> {
  const { artTokens } = (await (await request.get('/api/tokens')).json()) as { artTokens: ArtToken[] };
  return artTokens
    .filter((a) => Number(a.current_price) > 0 && Number(a.available) >= 50)
    .sort((a, b) => Number(a.current_price) - Number(b.current_price))[0]!;
}

/**
 * The investor buys `quantity` of a token and pays: through the sandbox (BTC, simulated), or in
 * USDC from the test wallet over Solana Pay (the platform then holds USDC), waiting until paid.
 */
export async function buyTokens(
  request: APIRequestContext,
  headers: Record<string, string>,
  tokenId: string,
  quantity: number,
  currency: 'BTC' | 'USDC' = 'BTC',
): Promise<void> {
  const placed = await request.post('/api/order', {
    headers,
    data: { currency, items: [{ token_id: tokenId, quantity }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; charge: { url: string } };
  const paid =
    currency === 'USDC'
      ? await request.post('/api/dev/solana-pay/pay', { data: { url: order.charge.url } })
      : await request.post(`/api/dev/charges/${order.id}/simulate`, { headers, data: { outcome: 'paid' } });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/order/${order.id}`, { headers })).json()) as { status: string }).status,
      { timeout: 45_000 },
    )
    .toBe('success');
}
