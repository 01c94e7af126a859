import { describe, expect, it } from 'vitest';
import { ChangePasswordRequest } from '../account/change-password.ts';
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

/** The first message of each field, as a form shows it. */
function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
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

  it('reports a mismatch together with what is wrong with the password itself', () => {
    expect(errors(RegisterRequest.safeParse({ ...valid, password: 'abc', repeat_password: 'abd' }))).toEqual({
      password: 'min_chars:8',
      repeat_password: 'passwords_mismatch',
    });
    expect(errors(RegisterRequest.safeParse({ ...valid, password: 'abcdefgh', repeat_password: 'abcdefgi' }))).toEqual({
      password: 'password_difficulty',
      repeat_password: 'passwords_mismatch',
    });
  });

  it('asks for the repeat rather than calling an empty one a mismatch', () => {
    expect(errors(RegisterRequest.safeParse({ ...valid, password: 'abc', repeat_password: '' }))).toEqual({
      password: 'min_chars:8',
      repeat_password: 'required',
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

describe('every form with a new password and its repeat', () => {
  it('reports the mismatch at once in a reset and a password change too', () => {
    expect(
      errors(ResetPasswordRequest.safeParse({ password: 'short', repeat_password: 'shorter', token: 't', code: null })),
    ).toEqual({ password: 'min_chars:8', repeat_password: 'passwords_mismatch' });
    expect(
      errors(
        ChangePasswordRequest.safeParse({
          new_password: 'lowercase1!',
          repeat_new_password: 'lowercase2!',
          current_password: null,
          code: null,
        }),
      ),
    ).toEqual({ new_password: 'password_difficulty', repeat_new_password: 'passwords_mismatch' });
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
