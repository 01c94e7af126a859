import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS, readLocal, writeLocal } from '../lib/local-store.ts';

/** Claims of the auth token (SPEC §3). */
export interface TokenClaims {
  exp: number;
  two_fa_required?: boolean;
  two_fa_verified?: boolean;
}

export type SessionState =
  | { status: 'anonymous' }
  | { status: 'two_fa_pending'; token: string; claims: TokenClaims }
  | {
      status: 'authenticated';
      token: string;
      claims: TokenClaims;
      /**
       * The account is removed: the session serves recovery only (docs/decisions/0018). Known
       * from the removal itself or the account call's 403, and kept for this page's life only.
       */
      removed?: true;
    };

/** Reads the payload of a JWT without verifying it: the server verifies; the browser only needs exp and flags. */
export function decodeClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as Partial<TokenClaims>;
    return typeof claims.exp === 'number' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/**
 * The one signed-out state: a server-rendered page hydrates with it, and a visitor's browser holds
 * the same object, so React finds nothing changed after hydrating (a different object would make it
 * redraw every component reading the session, the whole page, in one blocking pass).
 */
const SIGNED_OUT: SessionState = Object.freeze({ status: 'anonymous' });

function stateOf(token: string | null, now = Date.now()): SessionState {
  if (!token) return SIGNED_OUT;
  const claims = decodeClaims(token);
  if (!claims || claims.exp * 1000 <= now) return SIGNED_OUT;
  if (claims.two_fa_required && !claims.two_fa_verified) return { status: 'two_fa_pending', token, claims };
  return { status: 'authenticated', token, claims };
}

type Listener = () => void;

/**
 * The session of SPEC §4: no token is signed out; an expired stored token is cleared; a valid
 * one schedules automatic logout at its expiry. Logout clears the token and tells listeners
 * (the app then drops cached data and goes to `/`).
 */
class Session {
  private state: SessionState;
  private listeners = new Set<Listener>();
  private logoutListeners = new Set<Listener>();
  private expiryTimer: number | undefined;

  constructor() {
    const stored = readLocal(LOCAL_KEYS.authToken);
    this.state = stateOf(stored);
    if (stored && this.state.status === 'anonymous') writeLocal(LOCAL_KEYS.authToken, null);
    this.scheduleExpiry();
  }

  get current(): SessionState {
    return this.state;
  }

  bearer(): string | null {
    return this.state.status === 'anonymous' ? null : this.state.token;
  }

  signIn(token: string): void {
    writeLocal(LOCAL_KEYS.authToken, token);
    this.state = stateOf(token);
    this.scheduleExpiry();
    this.emit();
  }

  logout(): void {
    const wasSignedIn = this.state.status !== 'anonymous';
    writeLocal(LOCAL_KEYS.authToken, null);
    this.state = SIGNED_OUT;
    window.clearTimeout(this.expiryTimer);
    this.emit();
    if (wasSignedIn) this.logoutListeners.forEach((l) => l());
  }

  /**
   * What the server said of the account behind `token`: removed, or there (restored). An answer
   * for a session that has since ended or changed is ignored, so it cannot mark the next one.
   */
  setRemoved(token: string, removed: boolean): void {
    if (this.state.status !== 'authenticated' || this.state.token !== token) return;
    if ((this.state.removed ?? false) === removed) return;
    const { removed: _was, ...rest } = this.state;
    this.state = removed ? { ...rest, removed: true } : rest;
    this.emit();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onLogout(listener: Listener): () => void {
    this.logoutListeners.add(listener);
    return () => this.logoutListeners.delete(listener);
  }

  private scheduleExpiry(): void {
    if (typeof window === 'undefined') return; // the server renders visitors' pages only
    window.clearTimeout(this.expiryTimer);
    if (this.state.status === 'anonymous') return;
    const delay = this.state.claims.exp * 1000 - Date.now();
    // setTimeout holds 32-bit delays; longer sessions re-check when the timer fires.
    this.expiryTimer = window.setTimeout(
      () => {
        if (stateOf(this.bearer()).status === 'anonymous') this.logout();
        else this.scheduleExpiry();
      },
      Math.min(delay, 2 ** 31 - 1),
    );
  }

  private emit(): void {
    this.listeners.forEach((l) => l());
  }
}

export const session = new Session();

/**
 * The session; a server-rendered page is a visitor's, so hydration starts signed out and a
 * signed-in person's header follows in the same moment (docs/decisions/0050).
 */
export function useSession(): SessionState {
  return useSyncExternalStore(
    session.subscribe,
    () => session.current,
    () => SIGNED_OUT,
  );
}

export function useIsAuthenticated(): boolean {
  return useSession().status === 'authenticated';
}
