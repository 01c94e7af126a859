/**
 * A page loaded before a deploy asks for code files the new build no longer has (their names carry
 * the old build's hashes), and the server answers 404 (web-pages.ts). Loading the page again gets
 * the new build's names: done once, so a file that is really missing ends on the error page
 * instead of reloading for ever.
 */
const RELOADED_AT = 'pinacoteca:reloaded-for-deploy';
/** A second failure within this time is not a deploy the reload could mend. */
const ONCE_WITHIN_MS = 60_000;

/** What browsers say when an `import()` of a missing or unreadable module fails. */
const MISSING_MODULE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isMissingCode(error: unknown): boolean {
  return error instanceof Error && MISSING_MODULE.test(error.message);
}

/** Reloads the page once for a build that changed under it; answers whether it did. */
export function reloadForNewBuild(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT));
    if (Number.isFinite(last) && Date.now() - last < ONCE_WITHIN_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    // Storage refused (private mode): reloading without the guard could loop, so show the error.
    return false;
  }
  window.location.reload();
  return true;
}

/** Vite's own signal that a page part's code or style could not be loaded. */
export function reloadWhenCodeIsGone(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewBuild()) event.preventDefault();
  });
}
