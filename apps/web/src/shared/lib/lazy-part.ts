import { lazy } from 'react';

/** The code of parts asked for and not yet arrived. */
const pending = new Set<Promise<unknown>>();

/**
 * React's `lazy`, remembering the load while it is under way: the app's one way to load a part on
 * demand (lint refuses React's bare `lazy`). A server-drawn page keeps a part as
 * drawn until its code arrives and React takes it over; data refreshed before then would make the
 * part differ from its drawing (a hydration mismatch), so refreshes wait for `partsLoaded`.
 */
export const lazyPart: typeof lazy = (load) =>
  lazy(() => {
    const loading = load();
    pending.add(loading);
    void loading.finally(() => pending.delete(loading)).catch(() => undefined);
    return loading;
  });

/** Resolves once no part's code is on its way and React has had a moment to take the parts over. */
export async function partsLoaded(): Promise<void> {
  do {
    await Promise.allSettled([...pending]);
    // React hydrates a part in a task of its own once its code is in; parts inside it may ask for more.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } while (pending.size > 0);
}
