import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import {
  CALLBACK,
  PASSWORD,
  RESET_CALLBACK,
  bearer,
  createUser,
  enableTwoFactor,
  login,
} from '../../../test/accounts.ts';

// Two requests per address per endpoint, three failures per account, in 15 minutes.
const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '2', RATE_LIMIT_ACCOUNT_PER_15_MIN: '3' });
const { app } = t;

let ipCounter = 0;
const nextIp = () => `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

async function expectLimited(
  send: (
    ip: string,
  ) => Promise<{ statusCode: number; headers: Record<string, unknown>; json: () => { message: string } }>,
) {
  const ip = nextIp();
  for (let i = 0; i < 2; i += 1) expect((await send(ip)).statusCode).not.toBe(429);
  const limited = await send(ip);
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.json()).toEqual({ message: 'Too many requests, try again later' });
  // Another address is not affected.
  expect((await send(nextIp())).statusCode).not.toBe(429);
}

const post = (url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });

describe('rate limits on credential endpoints (429 with Retry-After)', () => {
  it('limits sign-in attempts per address', async () => {
    await expectLimited((ip) => post('/api/login', { email: 'someone@example.com', password: 'Wrong-pass-1' }, ip));
  });

  it('limits registrations per address', async () => {
    let n = 0;
    await expectLimited((ip) =>
      post(
        '/api/register',
        {
          email: `limited.${(n += 1)}.${Date.now()}@example.com`,
          username: 'limited',
          password: PASSWORD,
          repeat_password: PASSWORD,
          callback_url: CALLBACK,
        },
        ip,
      ),
    );
  });

  it('limits resends per address', async () => {
    await expectLimited((ip) => post('/api/register/resend', { resend_token: 'made-up' }, ip));
  });

  it('limits confirmations per address', async () => {
    await expectLimited((ip) => post('/api/register/confirm', { token: 'made-up' }, ip));
  });

  it('limits password reset requests and resets per address', async () => {
    await expectLimited((ip) =>
      post('/api/reset-password/request', { email: 'someone@example.com', callback_url: RESET_CALLBACK }, ip),
    );
    await expectLimited((ip) =>
      post('/api/reset-password/reset', { password: PASSWORD, repeat_password: PASSWORD, token: 'made-up' }, ip),
    );
  });

  it('limits two-factor codes per address', async () => {
    const user = await createUser(t);
    await enableTwoFactor(t, user.id);
    const pending = await login(t, user.email, PASSWORD, nextIp());
    await expectLimited((ip) => post('/api/verify', { code: '000000' }, ip, bearer(pending)));
  });
});

describe('failure limits per account, whatever the address', () => {
  it('stops password guessing on one account spread over many addresses', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/api/login', { email: user.email, password: 'Wrong-pass-1' }, nextIp())).statusCode).toBe(
        400,
      );
    }
    const limited = await post('/api/login', { email: user.email, password: PASSWORD }, nextIp());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    // Other accounts are not affected.
    const other = await createUser(t);
    expect((await post('/api/login', { email: other.email, password: PASSWORD }, nextIp())).statusCode).toBe(200);
  });

  it('forgets failures after a successful sign-in', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 2; i += 1) await post('/api/login', { email: user.email, password: 'Wrong-pass-1' }, nextIp());
    expect((await post('/api/login', { email: user.email, password: PASSWORD }, nextIp())).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) await post('/api/login', { email: user.email, password: 'Wrong-pass-1' }, nextIp());
    expect((await post('/api/login', { email: user.email, password: PASSWORD }, nextIp())).statusCode).toBe(200);
  });

  it('stops code guessing on one account across sessions and addresses', async () => {
    const user = await createUser(t);
    const totp = await enableTwoFactor(t, user.id);
    const wrong = totp.code() === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) {
      const pending = await login(t, user.email, PASSWORD, nextIp());
      expect((await post('/api/verify', { code: wrong }, nextIp(), bearer(pending))).statusCode).toBe(400);
    }
    const pending = await login(t, user.email, PASSWORD, nextIp());
    const limited = await post('/api/verify', { code: totp.code() }, nextIp(), bearer(pending));
    expect(limited.statusCode).toBe(429);
  });
});
