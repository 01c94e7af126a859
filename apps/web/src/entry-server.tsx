import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import type { Language } from '@pinacoteca/contracts/constants';
import { AppProviders } from './app/app.tsx';
import { AppRoutes, loadPageAt } from './app/router.tsx';
import type { PageState } from './app/ssr/page-state.ts';
import { setApiTransport } from './shared/api/client.ts';
import { setDrawnWithNotice } from './shared/lib/consent.ts';
import { i18n, loadAllTexts, trackUsedTexts } from './shared/i18n/i18n.ts';

export type { PageState } from './app/ssr/page-state.ts';
export { PAGE_STATE_ID } from './app/ssr/page-state.ts';

/** What a page's drawing depends on besides its address. */
export interface PageView {
  language: Language;
  /** Drawn with the cookie notice: the visitor's browser has not recorded consent (its cookie). */
  cookieBar: boolean;
}

/** A page drawn by the server: its markup for `#root` and the state the browser hydrates with. */
export interface RenderedPage {
  html: string;
  state: PageState;
}

/** At most this many rounds of "render, then fetch what the render asked for" (a page's data rarely nests). */
const MAX_PASSES = 6;

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** A boundary drawn as its fallback because something in it suspended (React's marker). */
const SUSPENDED = '<!--$!-->';

/**
 * The server-side renderer of public pages (docs/decisions/0050). `transport` answers the app's
 * API calls inside the server; pages are drawn one at a time, as the texts' language is global.
 * Each page is rendered, the data its components asked for is fetched, and it is rendered again
 * until nothing new is asked for. A part whose code is loaded on demand (React.lazy) is drawn as
 * its fallback the first time; `prerender` then waits for that code, which stays loaded, and the
 * next round draws it, so the page's HTML is whole and needs no inline script.
 */
export async function createPageRenderer(
  transport: (url: string, init: RequestInit) => Promise<Response>,
): Promise<(url: string, view: PageView) => Promise<RenderedPage | null>> {
  setApiTransport(transport);
  await loadAllTexts();

  async function render(url: string, { language, cookieBar }: PageView): Promise<RenderedPage | null> {
    await i18n.changeLanguage(language);
    setDrawnWithNotice(cookieBar);
    const usedTexts = trackUsedTexts();
    await loadPageAt(new URL(url, 'http://localhost').pathname);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const page = (
      <StrictMode>
        <AppProviders client={client}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>
    );
    const asked = new Set<string>();
    let html = renderToString(page);
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const wanted = client
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.status === 'pending' && !asked.has(q.queryHash) && isEnabled(q));
      if (wanted.length === 0 && !html.includes(SUSPENDED)) break;
      wanted.forEach((q) => asked.add(q.queryHash));
      await Promise.all([
        ...wanted.map((q) => q.fetch().catch(() => undefined)),
        html.includes(SUSPENDED) ? prerender(page) : undefined,
      ]);
      html = renderToString(page);
    }
    return { html, state: { language, texts: usedTexts(language), queries: dehydrate(client), cookieBar } };
  }

  let queue: Promise<unknown> = Promise.resolve();
  return (url, view) => {
    const run = queue.then(() => render(url, view));
    queue = run.catch(() => undefined);
    return run;
  };
}
