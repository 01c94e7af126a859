import { lazy, Suspense, useState } from 'react';
import { LOCAL_KEYS, readLocal } from '../../shared/lib/local-store.ts';
import { useHydrated } from '../../shared/lib/use-hydrated.ts';

/** The notice itself (cookie-notice.tsx) loads only for a visitor who has not yet accepted. */
const CookieNotice = lazy(() => import('./cookie-notice.tsx'));

/**
 * The cookie notice until the visitor accepts it (SPEC §2). Consent is known only in the
 * browser: a server-rendered page never carries the bar, and it appears once the page is hydrated.
 */
export function CookieBar() {
  const [accepted] = useState(() => readLocal(LOCAL_KEYS.cookieConsent) === 'accepted');
  const hydrated = useHydrated();
  if (accepted || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <CookieNotice />
    </Suspense>
  );
}
