import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { adoptTexts, startLanguage } from './shared/i18n/i18n.ts';
import { queryClient } from './shared/api/query-client.ts';
import { session } from './shared/session/session.ts';
import { AppProviders } from './app/app.tsx';
import { AppRoutes, loadPageAt } from './app/router.tsx';
import { preloadCookieNotice } from './app/layout/cookie-bar.tsx';
import { PAGE_STATE_ID, type PageState } from './app/ssr/page-state.ts';
import { setDrawnWithNotice } from './shared/lib/consent.ts';
import { partsLoaded } from './shared/lib/lazy-part.ts';
import { reloadWhenCodeIsGone } from './app/new-deploy.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
reloadWhenCodeIsGone();

function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}

/**
 * Runs `then` once the first render is on screen (effects run after hydration has finished). It
 * wraps the app rather than sitting beside it: a sibling would shift every `useId` from the server's.
 */
function AfterFirstRender({ then, children }: { then?: () => void; children: ReactNode }) {
  useEffect(() => {
    // The page answers clicks from here on (browser tests wait for it after loading a page).
    document.documentElement.dataset.app = 'ready';
    then?.();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return children;
}

const state = readPageState();
const app = (hydrated?: () => void) => (
  <StrictMode>
    <AfterFirstRender then={hydrated}>
      <AppProviders client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </AfterFirstRender>
  </StrictMode>
);

// Server-rendered (docs/decisions/0050): draw the same page in the same language, then take over.
// A choice kept only in this browser (before the language cookie existed) draws the page anew in it.
if (state && state.language === startLanguage) {
  await Promise.all([
    adoptTexts(state.language, state.texts),
    // The first page's code, so the first render matches the server's HTML.
    loadPageAt(window.location.pathname),
    // Not needed to hydrate: without it the notice waits for its code as any part does.
    state.cookieBar ? preloadCookieNotice().catch(() => undefined) : undefined,
  ]);
  setDrawnWithNotice(state.cookieBar);
  // The data is as fresh as the page: the server redraws it whenever the catalogue changes (else
  // it marks it stale, below). Taken as fetched now, so the first render does not refetch it.
  const now = Date.now();
  for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, state.queries);
  const stale = document.getElementById(PAGE_STATE_ID)?.hasAttribute('data-stale') ?? false;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (what Total Blocking Time counts on a slow phone).
  startTransition(() => {
    hydrateRoot(
      root,
      // A page drawn before the catalogue last changed, or for a visitor while a person is signed
      // in here (the painting's answer has their own parts): its data is fetched again in place.
      // Once every part still waiting for its code has been taken over: new data reaching a part
      // still as the server drew it would not match its drawing.
      app(() => {
        if (stale || session.current.status !== 'anonymous') {
          void partsLoaded().then(() => queryClient.invalidateQueries());
        }
      }),
    );
  });
} else {
  createRoot(root).render(app());
}
