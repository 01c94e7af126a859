import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes (e.g. rotating a tablet). The server
 * knows no screen: its pages are drawn as not matching, and the browser corrects that at once.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `lg` breakpoint: from here the filter is a side panel rather than a slide-over. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
