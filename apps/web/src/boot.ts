import './styles.css';
import { PAGE_STATE_ID } from './app/ssr/page-state.ts';

/**
 * The page's entry. A page the server drew (decision 0050) is on screen before any script runs:
 * the app's code (main.tsx, which hydrates it) is asked for only once that first frame is painted,
 * so on a slow connection the HTML, the styles, the fonts and the page's picture get the bandwidth
 * first and the JavaScript follows. A page drawn in the browser (signed-in pages) loads it at once.
 */
let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import('./main.tsx');
}

if (document.getElementById(PAGE_STATE_ID)) {
  // After the next frame; a hidden tab gets no frames, so a timer starts it there.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 250);
} else {
  start();
}
