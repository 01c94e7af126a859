import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { FeatureFlagName } from '@pinacoteca/contracts/enums';
import { useFeatureFlag } from '../shared/api/feature-flags.ts';
import { lazyPart } from '../shared/lib/lazy-part.ts';
import { useSession } from '../shared/session/session.ts';
import { Spinner } from '../shared/ui/states.tsx';

/** Authenticated-only pages: anyone not fully signed in goes to /auth. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status !== 'authenticated') {
    // Signing out ends at `/` (SPEC §2), not at sign-in, and is never a page to come back to.
    if (location.pathname === '/logout') return <Navigate to="/" replace />;
    return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}

/** Sign-in and registration pages are for people who are not (fully) signed in. */
export function RequireGuest({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  // Signing in here goes back to the page that sent the person to sign in, if any.
  const from = (location.state as { from?: unknown } | null)?.from;
  if (session.status === 'authenticated') {
    const back = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/logout';
    return <Navigate to={back ? from : '/gallery'} replace />;
  }
  return children;
}

// Loaded when shown: its words are the server's (contracts' messages), which the app's first code
// does not carry (they are most of a public page's budget of first JavaScript).
const SwitchedOff = lazyPart(() => import('./switched-off.tsx'));

/**
 * Feature-flagged pages (deposit, withdraw, swap). Switched off, the page says so where it stands,
 * with the words the server refuses such a request with, rather than leaving for another page
 * without a word (a person who reloads it, or follows a saved link, should know why).
 */
export function RequireFlag({ flag, children }: { flag: FeatureFlagName; children: ReactNode }) {
  const enabled = useFeatureFlag(flag);
  if (enabled === undefined) return <Spinner />;
  if (!enabled)
    return (
      <Suspense fallback={<Spinner />}>
        <SwitchedOff flag={flag} />
      </Suspense>
    );
  return children;
}

/** Any other path: the gallery when signed in, otherwise sign-in. */
export function Fallback() {
  const session = useSession();
  return <Navigate to={session.status === 'authenticated' ? '/gallery' : '/auth'} replace />;
}
