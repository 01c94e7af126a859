import { z } from 'zod';

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
