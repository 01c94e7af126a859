import { describe, expect, it } from 'vitest';
import { RegisterRequest } from './register.ts';
import { ResetPasswordRequest } from './reset-password.ts';
import { isFullyAuthenticated } from './token.ts';

const valid = {
  email: 'anna@example.com',
  username: 'anna',
  password: 'Abcdefg1!',
  repeat_password: 'Abcdefg1!',
  callback_url: 'https://pinacoteca.example/registration/confirm',
};

function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('registration request', () => {
  it('sends the phone without the plus and subscribes by default', () => {
    const parsed = RegisterRequest.parse({ ...valid, phone: '+79161234567' });
    expect(parsed.phone).toBe('79161234567');
    expect(parsed.subscribe).toBe(true);
    expect(RegisterRequest.parse({ ...valid, phone: '' }).phone).toBeNull();
  });

  it('reports a mismatch even when another field is wrong', () => {
    expect(errors(RegisterRequest.safeParse({ ...valid, email: 'x', repeat_password: 'Abcdefg1?' }))).toEqual({
      email: 'invalid_format',
      repeat_password: 'passwords_mismatch',
    });
  });

  it('keeps passwords as typed, spaces included', () => {
    expect(errors(RegisterRequest.safeParse({ ...valid, repeat_password: 'Abcdefg1! ' }))).toEqual({
      repeat_password: 'passwords_mismatch',
    });
  });

  it('wants an http(s) callback URL', () => {
    expect(errors(RegisterRequest.safeParse({ ...valid, callback_url: 'javascript:alert(1)' }))).toEqual({
      callback_url: 'invalid_format',
    });
  });
});

describe('password reset request', () => {
  it('takes an empty code as none and says a missing token is not provided', () => {
    const parsed = ResetPasswordRequest.safeParse({ password: 'Abcdefg1!', repeat_password: 'Abcdefg1!', code: '' });
    expect(errors(parsed)).toEqual({ token: 'token_not_provided' });
  });
});

describe('auth token claims', () => {
  const base = { sub: 'u', sid: 's', iat: 0, two_fa_required: false, two_fa_verified: false };
  it('is fully authenticated until exp, unless a two-factor step is pending', () => {
    expect(isFullyAuthenticated({ ...base, exp: 200 }, 100)).toBe(true);
    expect(isFullyAuthenticated({ ...base, exp: 100 }, 100)).toBe(false);
    expect(isFullyAuthenticated({ ...base, exp: 200, two_fa_required: true }, 100)).toBe(false);
    expect(isFullyAuthenticated({ ...base, exp: 200, two_fa_required: true, two_fa_verified: true }, 100)).toBe(true);
  });
});
