import { z } from 'zod';
import { emailRule } from '../rules.ts';
import { AuthTokenResponse } from './token.ts';

/**
 * POST /api/login. Wrong credentials answer 400 with `errors.password`, the same for an unknown
 * e-mail and a wrong password. With two-factor on, the token is pending until POST /api/verify.
 */
export const LoginRequest = z.object({
  email: emailRule,
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = AuthTokenResponse;
export type LoginResponse = AuthTokenResponse;
