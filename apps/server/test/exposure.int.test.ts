import { describe, expect, it } from 'vitest';
import { bearer, createUser, login } from './accounts.ts';
import { createTestApp } from './helpers.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  TOTP_ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  KYC_ENCRYPTION_KEY: 'fedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543210',
  SMTP_URL: 'smtp://127.0.0.1:1',
  SOLANA_RPC_URL: 'https://api.devnet.solana.com',
  SOLANA_RECIPIENT: 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN',
  OPERATOR_NAME: 'Pinacoteca Art Ltd',
  OPERATOR_ADDRESS: '5 Vermeer Square, Amsterdam',
  OPERATOR_JURISDICTION: 'the Netherlands',
  OPERATOR_REGISTRATION: 'KvK 12345678',
  PUBLIC_URL: 'https://pinacoteca.example',
};

describe('dev routes outside production', async () => {
  const t = await createTestApp();
  const user = await createUser(t);
  const token = await login(t, user.email);
  const ORDER = '00000000-0000-4000-8000-000000000000';

  const devCalls = [
    { method: 'GET' as const, url: '/api/dev/mail?to=someone@example.com' },
    { method: 'POST' as const, url: `/api/dev/charges/${ORDER}/simulate`, payload: { outcome: 'paid' } },
    { method: 'POST' as const, url: '/api/dev/solana-pay/pay', payload: { url: 'solana:x' } },
    // The OpenID provider standing in for Google signs anyone in as any address.
    { method: 'GET' as const, url: '/api/dev/oidc/.well-known/openid-configuration' },
  ];

  it('answer a client on another machine as if they did not exist', async () => {
    for (const call of devCalls) {
      for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '2001:db8::1', '::ffff:192.168.1.9']) {
        const response = await t.app.inject({ ...call, remoteAddress, headers: bearer(token) });
        expect({ url: call.url, remoteAddress, status: response.statusCode }).toEqual({
          url: call.url,
          remoteAddress,
          status: 404,
        });
        expect(response.json()).toEqual({ message: 'Not found' });
      }
    }
  });

  it('do not take a forwarding header as proof of a local client', async () => {
    const spoofed = await t.app.inject({
      url: '/api/dev/mail',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(404);
    // A proxy on this machine relaying someone else is not a local client either.
    for (const headers of [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for="[2001:db8::1]:4711"' }]) {
      const relayed = await t.app.inject({ url: '/api/dev/mail', remoteAddress: '127.0.0.1', headers });
      expect(relayed.statusCode).toBe(404);
    }
  });

  it('answer only under this machine’s own names, not a site’s that points at it (DNS rebinding)', async () => {
    for (const host of ['attacker.example', 'attacker.example:3000', 'localhost.attacker.example', '10.0.0.5:3000']) {
      const rebound = await t.app.inject({ url: '/api/dev/mail', remoteAddress: '127.0.0.1', headers: { host } });
      expect({ host, status: rebound.statusCode }).toEqual({ host, status: 404 });
    }
    for (const host of ['localhost:3000', 'LOCALHOST', '127.0.0.1:4411', '[::1]:3000']) {
      const own = await t.app.inject({ url: '/api/dev/mail', remoteAddress: '127.0.0.1', headers: { host } });
      expect({ host, status: own.statusCode }).toEqual({ host, status: 200 });
    }
  });

  it('work for a client on this machine, over IPv4, IPv6 and mapped IPv4', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      const response = await t.app.inject({ url: '/api/dev/mail?to=someone@example.com', remoteAddress });
      expect({ remoteAddress, status: response.statusCode }).toEqual({ remoteAddress, status: 200 });
    }
    const local = await t.app.inject({ url: '/api/dev/mail', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(local.statusCode).toBe(200);
    expect((await t.app.inject({ ...devCalls[3]! })).statusCode).toBe(200);
    // Past the loopback rule each route's own checks answer: sign-in first, then the request itself.
    expect((await t.app.inject({ ...devCalls[1]! })).statusCode).toBe(401);
    expect((await t.app.inject({ ...devCalls[2]!, headers: bearer(token) })).statusCode).toBe(400);
  });

  it('leave the rest of the API open to every address', async () => {
    const response = await t.app.inject({ url: '/api/tokens', remoteAddress: '203.0.113.7' });
    expect(response.statusCode).toBe(200);
  });
});

describe('the API reference', async () => {
  const development = await createTestApp();
  const production = await createTestApp(PRODUCTION);
  const asked = await createTestApp({ ...PRODUCTION, API_DOCS: 'true' });

  it('is served outside production', async () => {
    expect((await development.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('is not served in production unless API_DOCS=true', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const response = await production.app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    const doc = await asked.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths)).toContain('/api/tokens');
  });
});
