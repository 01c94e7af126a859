import { describe, expect, it } from 'vitest';
import { ChangePasswordRequest } from './account/change-password.ts';
import { RemoveAccountRequest } from './account/remove-account.ts';
import { LoginRequest } from './auth/login.ts';
import { RegisterRequest } from './auth/register.ts';
import { ResetPasswordRequest } from './auth/reset-password.ts';
import { PASSWORD_MAX_LENGTH } from './constants.ts';

/** A password meeting every other rule, of exactly `length` characters. */
const password = (length: number) => `Aa1!${'x'.repeat(length - 4)}`;

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const forms = {
  registration: (p: string) =>
    RegisterRequest.safeParse({
      email: 'a@example.com',
      username: 'ann',
      phone: null,
      password: p,
      repeat_password: p,
      callback_url: 'https://pinacoteca.example/registration/confirm',
    }),
  'sign-in': (p: string) => LoginRequest.safeParse({ email: 'a@example.com', password: p }),
  reset: (p: string) => ResetPasswordRequest.safeParse({ password: p, repeat_password: p, token: 't', code: null }),
  'new password': (p: string) =>
    ChangePasswordRequest.safeParse({ new_password: p, repeat_new_password: p, current_password: null, code: null }),
  'current password': (p: string) =>
    ChangePasswordRequest.safeParse({
      new_password: password(12),
      repeat_new_password: password(12),
      current_password: p,
      code: null,
    }),
  removal: (p: string) => RemoveAccountRequest.safeParse({ password: p }),
};

describe('the password maximum', () => {
  it(`is ${PASSWORD_MAX_LENGTH} characters in every password field, with the same message`, () => {
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    for (const [form, parse] of Object.entries(forms)) {
      expect({ form, ok: parse(password(PASSWORD_MAX_LENGTH)).success }).toEqual({ form, ok: true });
      const errors = Object.values(fieldErrors(parse(password(PASSWORD_MAX_LENGTH + 1))));
      expect({ form, errors }).toEqual({ form, errors: expect.arrayContaining([`max_chars:${PASSWORD_MAX_LENGTH}`]) });
    }
  });

  it('lets a person sign in with every password registration accepts', () => {
    for (const length of [8, 64, 128, 129, 1100]) {
      expect({ length, registers: forms.registration(password(length)).success }).toEqual({
        length,
        registers: forms['sign-in'](password(length)).success,
      });
    }
  });
});
