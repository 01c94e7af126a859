import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from './session.ts';

/** A token the browser can read (the server verifies it; here only `exp` matters). */
function token(subject: string): string {
  const payload = btoa(JSON.stringify({ sub: subject, exp: Math.floor(Date.now() / 1000) + 3600 }));
  return `header.${payload.replace(/=+$/, '')}.signature`;
}

// Timers only (its expiry); storage stays unavailable, as in a private window.
beforeAll(() => vi.stubGlobal('window', { setTimeout: () => 0, clearTimeout: () => undefined }));
afterAll(() => vi.unstubAllGlobals());

const removed = () => session.current.status === 'authenticated' && session.current.removed === true;

describe("the session's knowledge of a removed account", () => {
  it('is marked removed and restored for its own token, telling listeners once each time', () => {
    const own = token('own');
    session.signIn(own);
    let told = 0;
    const stop = session.subscribe(() => (told += 1));
    session.setRemoved(own, true);
    session.setRemoved(own, true);
    expect(removed()).toBe(true);
    expect(told).toBe(1);
    session.setRemoved(own, false);
    expect(removed()).toBe(false);
    expect(told).toBe(2);
    stop();
    session.logout();
  });

  it('ignores an answer for a session that has since changed, and forgets it on a new sign-in', () => {
    const before = token('before');
    const after = token('after');
    session.signIn(before);
    session.setRemoved(before, true);
    session.signIn(after);
    expect(removed()).toBe(false);
    session.setRemoved(before, true);
    expect(removed()).toBe(false);
    session.logout();
    session.setRemoved(after, true);
    expect(session.current.status).toBe('anonymous');
  });
});
