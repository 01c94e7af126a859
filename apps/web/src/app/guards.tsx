import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { FeatureFlagName } from '@pinacoteca/contracts/enums';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '../shared/api/feature-flags.ts';
import { message } from '../shared/i18n/messages.ts';
import { ButtonLink } from '../shared/ui/button.tsx';
import { Container, PageHeading, useDocumentTitle } from '../shared/ui/page.tsx';
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

/**
 * Feature-flagged pages (deposit, withdraw, swap). Switched off, the page says so where it stands,
 * with the words the server refuses such a request with, rather than leaving for another page
 * without a word (a person who reloads it, or follows a saved link, should know why).
 */
export function RequireFlag({ flag, children }: { flag: FeatureFlagName; children: ReactNode }) {
  const enabled = useFeatureFlag(flag);
  if (enabled === undefined) return <Spinner />;
  if (!enabled) return <SwitchedOff flag={flag} />;
  return children;
}

function SwitchedOff({ flag }: { flag: FeatureFlagName }) {
  const { t } = useTranslation();
  const title = message(`${flag}_closed`);
  useDocumentTitle(title);
  return (
    <Container className="pb-24">
      <PageHeading title={title} subtitle={t('switched_off.note')} />
      <ButtonLink to="/wallet">{t('switched_off.to_wallet')}</ButtonLink>
    </Container>
  );
}

/** Any other path: the gallery when signed in, otherwise sign-in. */
export function Fallback() {
  const session = useSession();
  return <Navigate to={session.status === 'authenticated' ? '/gallery' : '/auth'} replace />;
}
