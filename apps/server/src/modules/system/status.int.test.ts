import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Transparency } from '@pinacoteca/contracts/catalog/transparency';
import { SystemStatus } from '@pinacoteca/contracts/system/status';
import { createTestApp } from '../../../test/helpers.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-status-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const status = async (t: Awaited<ReturnType<typeof createTestApp>>, remoteAddress?: string) => {
  const response = await t.app.inject({ url: '/api/system/status', ...(remoteAddress ? { remoteAddress } : {}) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return SystemStatus.parse(response.json());
};

describe('GET /api/system/status', () => {
  it('says the dev routes answer a client on this machine, and not one elsewhere', async () => {
    const t = await createTestApp({ DATA_DIR: path.join(dir, 'dev') });
    expect((await status(t)).dev_routes).toBe(true);
    expect((await t.app.inject({ url: '/api/dev/mail' })).statusCode).toBe(200);
    expect((await status(t, '203.0.113.7')).dev_routes).toBe(false);
    expect((await t.app.inject({ url: '/api/dev/mail', remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
    // The embedded chain is always there, and named as the chain that runs.
    const { chain, network } = await status(t);
    expect(network).toBe('embedded');
    expect(chain).toMatchObject({ reachable: true, unreachable_since: null });
    expect(chain.checked_at).not.toBeNull();
    // The sandbox takes the five coins outside production, Solana Pay the USDC.
    expect((await status(t)).currencies).toEqual(['BTC', 'BCH', 'ETH', 'LTC', 'DAI', 'USDC']);
  });

  it('says there are none when the server has no dev routes', async () => {
    const t = await createTestApp({ DATA_DIR: path.join(dir, 'bare'), DEV_ROUTES: 'false' });
    expect((await status(t)).dev_routes).toBe(false);
    expect((await t.app.inject({ url: '/api/dev/mail' })).statusCode).toBe(404);
  });
});

describe('a chain the platform cannot reach', () => {
  it('is said on the status and on /transparency, and fails the check even with no token issued', async () => {
    // Nothing listens on port 9: every call to the cluster is refused.
    const t = await createTestApp({
      DATA_DIR: path.join(dir, 'unreachable'),
      SOLANA_RPC_URL: 'http://127.0.0.1:9',
      SOLANA_RECIPIENT: 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN',
    });
    await expect(t.issuer.reconcile()).rejects.toThrow();
    const { chain } = await status(t);
    expect(chain.reachable).toBe(false);
    expect(chain.unreachable_since).not.toBeNull();
    const proof = Transparency.parse((await t.app.inject({ url: '/api/transparency' })).json());
    expect(proof.tokens).toEqual([]);
    expect(proof.reach).toEqual(chain);
  });

  it('answers 503 while the process cannot reach its database, so a load balancer stops sending it people', async () => {
    const t = await createTestApp({ DATA_DIR: path.join(dir, 'no-database') });
    expect((await t.app.inject({ url: '/api/system/status' })).statusCode).toBe(200);
    // The database gone from under the process (its connections closed for good).
    await t.sql.end({ timeout: 1 });
    const gone = await t.app.inject({ url: '/api/system/status', headers: { 'accept-language': 'ru' } });
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toEqual({
      message: 'Платформа не может связаться со своей базой данных: попробуйте через минуту',
    });
  });
});
