import './styles.css';
import { PAGE_STATE_ID } from './app/ssr/page-state.ts';
import { recordConsent } from './shared/lib/consent.ts';
import { loadWebFonts } from './app/web-fonts.ts';

/**
 * The page's entry. A page the server drew (decision 0050) is on screen before any script runs:
 * the app's code (main.tsx, which hydrates it) is asked for only once that content is painted,
 * so on a slow connection the HTML, the styles and the page's picture get the bandwidth first and
 * the JavaScript follows (the web fonts once the page has loaded, app/web-fonts.ts). A page drawn in the browser (signed-in pages) loads it at once.
 */
let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import('./main.tsx');
}

/**
 * The drawn cookie notice's OK works before the app does: pressed while the app's code is still on
 * its way (seconds on a slow phone), the consent is recorded and the notice hidden at once
 * (`html[data-consent]` in styles.css); the app, hydrating, finds the consent and removes the
 * notice. Once the app runs, its own button handles the press.
 */
function acceptEarly(event: MouseEvent): void {
  if (document.documentElement.dataset.app === 'ready') {
    document.removeEventListener('click', acceptEarly, true);
    return;
  }
  if (!(event.target instanceof Element) || !event.target.closest('[data-cookie-ok]')) return;
  recordConsent();
  document.documentElement.dataset.consent = 'given';
}

const drawn = document.getElementById(PAGE_STATE_ID) !== null;
loadWebFonts(drawn);

if (drawn) document.addEventListener('click', acceptEarly, true);

if (drawn && typeof PerformanceObserver === 'function') {
  // Once the browser reports the first contentful paint (a frame only asked for may not be on
  // screen yet); a hidden tab paints nothing, so a timer starts it there.
  const painted = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    painted.disconnect();
    start();
  });
  try {
    painted.observe({ type: 'paint', buffered: true });
  } catch {
    start(); // a browser without paint timing
  }
  setTimeout(start, 1000);
} else {
  start();
}
