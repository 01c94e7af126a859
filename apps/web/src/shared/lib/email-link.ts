import { EmailLinkClaims } from '@pinacoteca/contracts/auth/token';

export type EmailLinkState =
  { status: 'missing' } | { status: 'expired' } | { status: 'valid'; token: string; twoFaRequired: boolean };

/**
 * SPEC §4: the token of an e-mail link is read in the browser, without verifying it (the
 * server does), to say at once that it is missing or expired and whether a code is needed.
 * A token that cannot be read is left for the server to judge.
 */
export function readEmailLink(token: string | null, nowSeconds = Math.floor(Date.now() / 1000)): EmailLinkState {
  if (!token || token.trim() === '') return { status: 'missing' };
  const payload = token.split('.')[1];
  if (!payload) return { status: 'valid', token, twoFaRequired: false };
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = EmailLinkClaims.safeParse(JSON.parse(json));
    if (!claims.success) return { status: 'valid', token, twoFaRequired: false };
    if (claims.data.exp <= nowSeconds) return { status: 'expired' };
    return { status: 'valid', token, twoFaRequired: claims.data.two_fa_required ?? false };
  } catch {
    return { status: 'valid', token, twoFaRequired: false };
  }
}
