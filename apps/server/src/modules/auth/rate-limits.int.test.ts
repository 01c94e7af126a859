import { describe, expect, it } from 'vitest';
import { waitMessageKey } from '../../lib/errors.ts';
import { messageText } from '@pinacoteca/contracts/messages';
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

// Two requests per address per endpoint in 15 minutes. Failures per account (which pace and
// challenge rather than refuse) are tested in sign-in-guard.int.test.ts.
const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '2' });
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
  const wait = Number(limited.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  // The message says the wait the header gives.
  expect(limited.json()).toEqual({ message: messageText(waitMessageKey(wait), 'en') });
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
