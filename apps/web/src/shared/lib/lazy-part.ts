import { createElement, lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';

/** Parts asked for and not yet on screen: their code is on its way, or React has yet to take them over. */
const pending = new Set<Promise<unknown>>();

/** A part that never shows (its render was dropped) stops being waited for after this long. */
const MOUNT_WAIT_MS = 3000;

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
  let mounted: () => void = () => undefined;
  // The part's own first effect says React has taken it over (hydrated or drawn), not the arrival
  // of its code: on a busy phone the two can be far apart.
  const onScreen = new Promise<void>((resolve) => {
    mounted = resolve;
  });
  const start = () => {
    if (!loading) {
      const started = load().then((module) => {
        const Part = module.default;
        const Shown = (props: object) => {
          useEffect(mounted, []);
          return createElement(Part, props);
        };
        loaded = { default: Shown as unknown as T };
        return loaded;
      });
      loading = started;
      const settled = Promise.race([
        started.then(() => onScreen),
        started.then(() => new Promise((resolve) => setTimeout(resolve, MOUNT_WAIT_MS))),
      ]).catch(() => undefined);
      pending.add(settled);
      void settled.finally(() => pending.delete(settled));
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

/** Resolves once every part asked for is on screen (or has been given up on), and React has had a moment. */
export async function partsLoaded(): Promise<void> {
  do {
    await Promise.allSettled([...pending]);
    // Parts inside a part may ask for more once it is drawn.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } while (pending.size > 0);
}
