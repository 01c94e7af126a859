import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { consentGiven, drawnWithNoticeOnServer, recordConsent, syncConsent } from '../../shared/lib/consent.ts';
import { useHydrated } from '../../shared/lib/use-hydrated.ts';
import { lazyPart } from '../../shared/lib/lazy-part.ts';

/** The notice itself (cookie-notice.tsx) loads only where it is shown. */
const CookieNotice = lazyPart(() => import('./cookie-notice.tsx'));

/** Fetches the notice's code: a page drawn with the notice loads it before hydrating, so OK works at once. */
export const preloadCookieNotice = (): Promise<void> => CookieNotice.preload();

/**
 * The cookie notice until the visitor accepts it (SPEC §2). The server draws it into public pages
 * for visitors whose browser has not recorded consent (its cookie); while such a page is hydrated
 * it stays as drawn, and from then on this browser's record decides.
 */
export function CookieBar() {
  const hydrated = useHydrated();
  const [accepted, setAccepted] = useState(false);
  useEffect(syncConsent, []);
  const accept = useCallback(() => {
    recordConsent();
    setAccepted(true);
  }, []);
  // The same element on every render: the server's notice waits, still dehydrated, for its code,
  // and an update reaching it meanwhile (this component's re-render once hydrated) would make
  // React throw the drawn notice away and draw it again, a new largest paint seconds later.
  const notice = useMemo(
    () => (
      <Suspense fallback={null}>
        <CookieNotice onAccept={accept} />
      </Suspense>
    ),
    [accept],
  );
  const shown = !accepted && (hydrated ? !consentGiven() : drawnWithNoticeOnServer());
  return shown ? notice : null;
}
