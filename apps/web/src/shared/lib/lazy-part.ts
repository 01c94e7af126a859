import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The code of parts asked for and not yet arrived. */
const pending = new Set<Promise<unknown>>();

// React's own constraint on what `lazy` loads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Part = ComponentType<any>;

/**
 * React's `lazy`, remembering the load while it is under way: the app's one way to load a part on
 * demand (lint refuses React's bare `lazy`). A server-drawn page keeps a part as drawn until its
 * code arrives and React takes it over; data refreshed before then would make the part differ
 * from its drawing (a hydration mismatch), so refreshes wait for `partsLoaded`.
 *
 * `preload()` fetches the code ahead: a part whose code is in renders at once, even the first time
 * (React is handed an already settled thenable), so a drawn part loaded before hydrating is taken
 * over with the page and answers the first click.
 */
export function lazyPart<T extends Part>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> & {
  preload(): Promise<void>;
} {
  let loaded: { default: T } | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const start = () => {
    if (!loading) {
      const started = load().then((module) => (loaded = module));
      loading = started;
      pending.add(started);
      void started.finally(() => pending.delete(started)).catch(() => undefined);
      started.catch(() => {
        loading = null; // a failed load is tried again on the next render
      });
    }
    return loading;
  };
  const component = lazy(() => {
    const module = loaded;
    if (module)
      return { then: (resolve: (value: { default: T }) => void) => resolve(module) } as Promise<{ default: T }>;
    return start();
  });
  return Object.assign(component, { preload: () => start().then(() => undefined) });
}

/** Resolves once no part's code is on its way and React has had a moment to take the parts over. */
export async function partsLoaded(): Promise<void> {
  do {
    await Promise.allSettled([...pending]);
    // React hydrates a part in a task of its own once its code is in; parts inside it may ask for more.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } while (pending.size > 0);
}
