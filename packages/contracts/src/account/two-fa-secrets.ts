import { z } from 'zod';
import { ErrorResponse } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * GET /api/account/2fa/secrets: a new secret to enable two-factor with (each call makes a new
 * one; the last one is what change-status checks). Refused once two-factor is on: the active
 * secret is never shown again.
 */
export const TwoFaSecretsResponse = z.object({
  qr_code: z.string().meta({ description: 'PNG data URL of the otpauth:// URI, for an authenticator app to scan' }),
  secret: z
    .string()
    .meta({ description: 'The same secret in base32, for typing in by hand', example: 'JBSWY3DPEHPK3PXP' }),
});
export type TwoFaSecretsResponse = z.infer<typeof TwoFaSecretsResponse>;

export const getTwoFaSecrets = {
  method: 'GET',
  path: '/api/account/2fa/secrets',
  access: 'signed-in',
  tags: ['account'],
  summary: 'A new two-factor secret and its QR code, to enable two-factor with',
  responses: { 200: TwoFaSecretsResponse, 400: ErrorResponse },
} as const satisfies Endpoint;
