import { EmailLinkClaims } from '@pinacoteca/contracts/auth/token';

export type EmailLinkState =
  | { status: 'missing' }
  | { status: 'unreadable' }
  | { status: 'expired' }
  | { status: 'valid'; token: string; twoFaRequired: boolean };

/**
 * SPEC §4: the token of an e-mail link is read in the browser, without verifying it (the
 * server does), to say at once that it is missing or expired and whether a code is needed.
 * Every link we send carries a JWT with an expiry, so a token that cannot be read as one (cut
 * short when copied, edited by hand) can never work: it is unusable, like an expired one.
 */
export function readEmailLink(token: string | null, nowSeconds = Math.floor(Date.now() / 1000)): EmailLinkState {
  if (!token || token.trim() === '') return { status: 'missing' };
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return { status: 'unreadable' };
  let claims: EmailLinkClaims;
  try {
    const json = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'));
    const parsed = EmailLinkClaims.safeParse(JSON.parse(json));
    if (!parsed.success) return { status: 'unreadable' };
    claims = parsed.data;
  } catch {
    return { status: 'unreadable' };
  }
  if (claims.exp <= nowSeconds) return { status: 'expired' };
  return { status: 'valid', token, twoFaRequired: claims.two_fa_required ?? false };
}

/** The message key saying why a link cannot be used (SPEC §8: 'Token is not provided', 'Token not found', 'Token is expired'). */
export function unusableLinkMessage(status: 'missing' | 'unreadable' | 'expired') {
  return ({ missing: 'token_not_provided', unreadable: 'token_not_found', expired: 'token_expired' } as const)[status];
}
