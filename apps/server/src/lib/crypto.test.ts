import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, sha256 } from './crypto.ts';

const key = randomBytes(32);

describe('secrets sealed with AES-256-GCM', () => {
  it('opens what it sealed, with a fresh IV each time', () => {
    const a = encryptSecret(key, 'JBSWY3DPEHPK3PXP', 'user-1');
    const b = encryptSecret(key, 'JBSWY3DPEHPK3PXP', 'user-1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(decryptSecret(key, a, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key, another owner and any changed byte', () => {
    const sealed = encryptSecret(key, 'JBSWY3DPEHPK3PXP', 'user-1');
    expect(() => decryptSecret(randomBytes(32), sealed, 'user-1')).toThrow();
    // Copied onto another account's row, it does not open.
    expect(() => decryptSecret(key, sealed, 'user-2')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0]! ^= 1;
    parts[3] = body.toString('base64url');
    expect(() => decryptSecret(key, parts.join('.'), 'user-1')).toThrow();
    expect(() => decryptSecret(key, 'plain text', 'user-1')).toThrow('not a sealed secret');
  });

  it('wants a 32-byte key', () => {
    expect(() => encryptSecret(randomBytes(16), 'x', 'u')).toThrow();
  });
});

describe('sha256', () => {
  it('hashes tokens to 32 bytes', () => {
    expect(sha256('token').toString('hex')).toBe('3c469e9d6c5875d37a43f353d4f88e61fcf812c66eee3457465a40b0da4153e0');
  });
});
