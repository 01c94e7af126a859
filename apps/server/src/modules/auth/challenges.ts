import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { SignInChallenge } from '@pinacoteca/contracts/auth/challenge';
import type { Db, Sql } from '../../db/client.ts';
import { lazy } from '../../lib/secrets.ts';
import { spendChallenge } from './queries.ts';
import type { AuthKeys } from './tokens.ts';

/** How long a challenge may be solved and used: time to solve it and finish typing. */
export const CHALLENGE_TTL_SECONDS = 10 * 60;
/** PBKDF2 is what the browser widget solves without extra workers, through WebCrypto. */
const ALGORITHM = 'PBKDF2/SHA-256';
/** The browser tries counters from 0 until it finds this one: 5,000–10,000 key derivations. */
const COUNTER_MIN = 5_000;
const COUNTER_MAX = 10_000;

/** The two HMAC secrets: one signs a challenge's parameters, the other the key that solves it. */
export interface ChallengeSecrets {
  signature: string;
  key: string;
}

/**
 * Derived from the session-signing key (JWT_SECRET, or the key generated into DATA_DIR), one
 * HMAC per purpose: nothing more to configure, and every replica signs alike.
 */
export function challengeSecrets(keys: AuthKeys): () => Promise<ChallengeSecrets> {
  return lazy(async () => {
    const master = (await keys.jwt()).export();
    const derive = (purpose: string) =>
      createHmac('sha256', master).update(`pinacoteca altcha ${purpose}`).digest('hex');
    return { signature: derive('challenge signature'), key: derive('key signature') };
  });
}

interface Payload {
  challenge: Challenge & { signature: string };
  solution: Solution;
}

function parsePayload(text: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { challenge, solution } = value as Partial<Payload>;
    if (typeof challenge !== 'object' || challenge === null || typeof challenge.parameters !== 'object') return null;
    if (typeof challenge.signature !== 'string' || typeof solution !== 'object' || solution === null) return null;
    return { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  } catch {
    return null;
  }
}

/**
 * Proof-of-work challenges (ALTCHA) for sign-in and the two-factor step. The server signs what
 * it hands out, so it keeps nothing until a solution comes back; then the solution's signature
 * is stored until the challenge expires, which makes every solution single-use.
 */
export class SignInChallenges {
  constructor(
    private readonly sql: Sql,
    private readonly secrets: () => Promise<ChallengeSecrets>,
    /** PBKDF2 iterations per try. */
    private readonly cost: number,
  ) {}

  async create(): Promise<SignInChallenge> {
    const secrets = await this.secrets();
    // A known counter: the server signs the key it leads to, so checking a solution is one HMAC.
    const challenge = await createChallenge({
      algorithm: ALGORITHM,
      cost: this.cost,
      counter: randomInt(COUNTER_MAX, COUNTER_MIN),
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    });
    return { parameters: challenge.parameters, signature: challenge.signature ?? '' };
  }

  /**
   * Whether `payload` solves one of our challenges, unexpired and not used before; using it spends
   * it, through `db` (the caller's transaction when it holds a lock: a read through the pool there
   * could wait for a connection the lock's other waiters hold).
   */
  async redeem(payload: string | undefined, db: Db = this.sql): Promise<boolean> {
    if (!payload) return false;
    const parsed = parsePayload(payload);
    if (!parsed) return false;
    const secrets = await this.secrets();
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    }).catch(() => null);
    const expiresAt = parsed.challenge.parameters.expiresAt;
    if (!result?.verified || !expiresAt) return false;
    // Only verified solutions are written, so junk cannot fill the table; the insert decides a race.
    return spendChallenge(db, parsed.challenge.signature, new Date(expiresAt * 1000));
  }
}
