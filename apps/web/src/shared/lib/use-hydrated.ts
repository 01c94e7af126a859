import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False on the server and during hydration, true from then on: for parts drawn only in the
 * browser (what depends on its storage), so a server-rendered page hydrates without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
