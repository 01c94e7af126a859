import { createSecretKey } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenSigner, type AuthKeys } from './tokens.ts';

const keys = (secret: string): AuthKeys => ({
  jwt: async () => createSecretKey(Buffer.from(secret.repeat(48).slice(0, 48))),
  totp: async () => Buffer.alloc(32),
});

const session = (expiresAt: Date) => ({
  userId: '0b5e2e3c-1a2b-4c3d-8e4f-a1b2c3d4e5f6',
  sessionId: '1c6f3f4d-2b3c-4d4e-9f50-b2c3d4e5f6a7',
  expiresAt,
  twoFaRequired: false,
  twoFaVerified: false,
});

afterEach(() => vi.useRealTimers());

describe('session tokens', () => {
  it('answers the same claims each time a token is verified, checking its signature once', async () => {
    const signer = new TokenSigner(keys('a'));
    const token = await signer.signSession(session(new Date(Date.now() + 3_600_000)));
    const first = await signer.verifySession(token);
    expect(first).toMatchObject({ sub: session(new Date()).userId, sid: session(new Date()).sessionId });
    const subtle = vi.spyOn(crypto.subtle, 'verify');
    expect(await signer.verifySession(token)).toEqual(first);
    expect(subtle).not.toHaveBeenCalled();
    subtle.mockRestore();
  });

  it('refuses a token signed with another key, or altered, however often it is tried', async () => {
    const signer = new TokenSigner(keys('a'));
    const foreign = await new TokenSigner(keys('b')).signSession(session(new Date(Date.now() + 3_600_000)));
    const [header, payload, signature] = (await signer.signSession(session(new Date(Date.now() + 3_600_000)))).split(
      '.',
    );
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}AA`;
    for (let i = 0; i < 2; i += 1) {
      expect(await signer.verifySession(foreign)).toBeNull();
      expect(await signer.verifySession(altered)).toBeNull();
    }
  });

  it('stops answering a verified token once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z'), toFake: ['Date'] });
    const signer = new TokenSigner(keys('a'));
    const token = await signer.signSession(session(new Date('2026-11-27T11:00:00Z')));
    expect(await signer.verifySession(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-27T11:00:01Z'));
    expect(await signer.verifySession(token)).toBeNull();
  });
});
