import type { Db } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { LinkPurpose, TokenSigner } from './tokens.ts';
import { insertEmailToken, lockEmailToken, type EmailTokenRow, type TokenPurpose } from './queries.ts';

/** Issues the token of an e-mail link; only its SHA-256 is stored. */
export async function issueLinkToken(
  db: Db,
  signer: TokenSigner,
  input: { userId: string; purpose: LinkPurpose; ttlSeconds: number; callbackUrl: string; twoFaRequired?: boolean },
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + input.ttlSeconds * 1000);
  const claims = input.twoFaRequired === undefined ? {} : { two_fa_required: input.twoFaRequired };
  const token = await signer.signLink(input.purpose, expiresAt, claims);
  await insertEmailToken(db, {
    userId: input.userId,
    purpose: input.purpose,
    hash: sha256(token),
    callbackUrl: input.callbackUrl,
    expiresAt,
  });
  return { token, expiresAt };
}

/** An opaque resend token (kept by the browser, never mailed); `notBefore` is the first allowed resend. */
export async function issueResendToken(
  db: Db,
  input: { userId: string; ttlSeconds: number; callbackUrl: string; notBefore: Date },
): Promise<string> {
  const token = randomToken();
  await insertEmailToken(db, {
    userId: input.userId,
    purpose: 'register_resend',
    hash: sha256(token),
    callbackUrl: input.callbackUrl,
    expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
    notBefore: input.notBefore,
  });
  return token;
}

/**
 * Finds an unused token of a purpose and locks its row for the rest of the transaction, so two
 * requests racing with the same link cannot both use it. A used token reads as not found:
 * a replayed link learns nothing.
 */
export async function findToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
): Promise<{ status: 'ok'; row: EmailTokenRow } | { status: 'not_found' | 'expired' }> {
  const row = await lockEmailToken(db, sha256(token), purpose);
  if (!row || row.used_at) return { status: 'not_found' };
  if (row.expired) return { status: 'expired' };
  return { status: 'ok', row };
}
