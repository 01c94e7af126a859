import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaff, type StaffRole, type UserRole } from '@pinacoteca/contracts/admin/roles';
import type { Language } from '@pinacoteca/contracts/constants';
import type { Db } from '../../db/client.ts';
import type { AccessGuards } from '../../lib/route.ts';
import { HttpError } from '../../lib/errors.ts';
import { requestMeta, type RequestMeta } from '../../lib/http.ts';
import { findLiveSession } from './session-queries.ts';
import type { TokenSigner } from './tokens.ts';

export interface AuthContext {
  userId: string;
  sessionId: string;
  twoFaRequired: boolean;
  twoFaVerified: boolean;
  /** The account is removed and awaits recovery or erasure. */
  removed: boolean;
  /** investor, operator or admin, read from the database on every call (never from the token). */
  role: UserRole;
  twoFaEnabled: boolean;
  /** The account's language, read with the session: requestLanguage's fallback (lib/locale.ts). */
  language: Language;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guards; null on routes without one. */
    auth: AuthContext | null;
  }
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface Guards {
  /** Any live session, including a two-factor-pending one and a removed account's (verify, logout). */
  authenticate: Guard;
  /** A fully authenticated session of an account that is not removed: every ordinary call. */
  requireFullAuth: Guard;
  /** Fully authenticated, removed accounts welcome: the recovery calls. */
  requireFullAuthOrRemoved: Guard;
  /**
   * Routes open to guests that treat a signed-in person differently. Without an Authorization
   * header `request.auth` stays null; a bearer that is presented but no longer valid is refused
   * like anywhere else, so the client signs out instead of being silently taken for a guest.
   */
  optionalAuth: Guard;
  /**
   * The console's calls (docs/decisions/0038): a fully authenticated operator or admin whose
   * account has two-factor authentication on. 401 to visitors, 403 to investors.
   */
  requireStaff: Guard;
  /** Like requireStaff, admins only: managing other staff. */
  requireAdmin: Guard;
}

const unauthorized = () => new HttpError(401, 'unauthorized');

/**
 * Guards run as `onRequest` hooks, before the body is parsed, so a request without a valid
 * session learns nothing about what the route would accept. Every check is against the
 * database too: a JWT alone is not enough, its session must not be revoked (logout, password
 * change, removal), so a stolen token stops working when the owner acts.
 */
export function createGuards(db: Db, signer: TokenSigner): Guards {
  const load = async (request: FastifyRequest, reply: FastifyReply): Promise<AuthContext> => {
    reply.header('cache-control', 'no-store');
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized();
    const claims = await signer.verifySession(match[1]);
    if (!claims) throw unauthorized();
    const session = await findLiveSession(db, claims.sid);
    if (!session || session.user_id !== claims.sub) throw unauthorized();
    if (session.blocked) throw new HttpError(403, 'account_blocked');
    const auth: AuthContext = {
      userId: claims.sub,
      sessionId: claims.sid,
      twoFaRequired: claims.two_fa_required,
      twoFaVerified: claims.two_fa_verified,
      removed: session.removed,
      role: session.role,
      twoFaEnabled: session.two_fa_enabled,
      language: session.language,
    };
    request.auth = auth;
    return auth;
  };

  const full =
    (allowRemoved: boolean): Guard =>
    async (request, reply) => {
      const auth = await load(request, reply);
      if (auth.twoFaRequired && !auth.twoFaVerified) throw new HttpError(403, 'two_factor_pending');
      if (auth.removed && !allowRemoved) throw new HttpError(403, 'account_removed');
    };

  const staff =
    (roles: readonly StaffRole[]): Guard =>
    async (request, reply) => {
      await full(false)(request, reply);
      const auth = request.auth!;
      if (!isStaff(auth.role)) throw new HttpError(403, 'forbidden');
      // Staff, but not of a role this call takes: an operator on an admin-only call.
      if (!roles.includes(auth.role)) throw new HttpError(403, 'admin_only');
      if (!auth.twoFaEnabled) throw new HttpError(403, 'console_needs_two_factor');
    };

  return {
    requireStaff: staff(['operator', 'admin']),
    requireAdmin: staff(['admin']),
    authenticate: async (request, reply) => {
      await load(request, reply);
    },
    requireFullAuth: full(false),
    requireFullAuthOrRemoved: full(true),
    optionalAuth: async (request, reply) => {
      if (request.headers.authorization === undefined) return;
      await load(request, reply);
    },
  };
}

/** The guard each kind of access of an endpoint contract runs (lib/route.ts). */
export function accessGuardsOf(guards: Guards): AccessGuards {
  return {
    'guest-or-signed-in': guards.optionalAuth,
    session: guards.authenticate,
    'signed-in': guards.requireFullAuth,
    'signed-in-or-removed': guards.requireFullAuthOrRemoved,
    staff: guards.requireStaff,
    admin: guards.requireAdmin,
  };
}

/** The person behind `optionalAuth` if they finished signing in (two-factor included), else null. */
export function signedInOrNull(request: FastifyRequest): AuthContext | null {
  const auth = request.auth;
  if (!auth || (auth.twoFaRequired && !auth.twoFaVerified)) return null;
  return auth;
}

/** The signed-in person of a guarded route. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The operator or admin behind a `requireStaff` route. */
export function currentStaff(request: FastifyRequest): AuthContext & { role: StaffRole } {
  const auth = currentAuth(request);
  if (!isStaff(auth.role)) throw new HttpError(403, 'forbidden');
  return auth as AuthContext & { role: StaffRole };
}

/** The operator acting in a console call, as services record them (audit rows): who, their role, from where. */
export function staffActor(request: FastifyRequest): { id: string; role: StaffRole; meta: RequestMeta } {
  const staff = currentStaff(request);
  return { id: staff.userId, role: staff.role, meta: requestMeta(request) };
}
