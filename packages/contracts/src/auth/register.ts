import { z } from 'zod';
import { LocaleQuery, ErrorResponse } from '../common.ts';
import {
  callbackUrlRule,
  emailRule,
  nicknameRule,
  passwordRule,
  repeatPasswordRule,
  withMatchingPasswords,
} from '../rules.ts';
import { type Endpoint } from '../endpoint.ts';
import { phoneWireRule } from '../phone.ts';

/** `_locale` picks the language of the confirmation e-mail and of the error messages. */
export const RegisterQuery = LocaleQuery;
export type RegisterQuery = z.infer<typeof RegisterQuery>;

const RegisterFields = z.object({
  email: emailRule,
  username: nicknameRule.max(64, { error: 'max_chars:64' }),
  phone: phoneWireRule.meta({ description: 'Mobile number without the plus; empty or null for none' }),
  password: passwordRule,
  repeat_password: repeatPasswordRule,
  subscribe: z.boolean().default(true).meta({ description: 'E-mail news and new paintings' }),
  referral: z.string().trim().max(64).nullish().meta({ description: "The partner's referral code, if any" }),
  callback_url: callbackUrlRule.meta({
    description: 'The confirm page; the e-mail links to it with `?token=…`. Must be on an allowed origin.',
    example: 'https://pinacoteca.example/registration/confirm',
  }),
});

/** POST /api/register */
export const RegisterRequest = withMatchingPasswords(RegisterFields, 'password', 'repeat_password');
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const RegisterResponse = z.object({
  resend_token: z.string().meta({ description: 'Keep it to ask for the e-mail again (POST /api/register/resend)' }),
  resend_available_at: z.int().meta({ description: 'Unix time (seconds) from which a resend is accepted' }),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const register = {
  method: 'POST',
  path: '/api/register',
  access: 'public',
  tags: ['auth'],
  summary: 'Create an account and e-mail a confirmation link (`_locale` sets its language)',
  query: RegisterQuery,
  body: RegisterRequest,
  responses: { 200: RegisterResponse, 400: ErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;
