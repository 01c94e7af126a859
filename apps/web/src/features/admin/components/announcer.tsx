import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

const AnnounceContext = createContext<(text: string) => void>(() => {});

/**
 * The console's one polite live region: what came of an operator's action ("Account blocked",
 * "Withdrawal approved"), said to a screen reader, which otherwise heard nothing while the page
 * changed (an outside tester). It is on the page before anything is said, as a live region must be
 * for its changes to be read; a notice drawn only once an action is done is not reliably read.
 * Each announcement is a new node, so the same words said twice (two accounts blocked in a row)
 * are read twice; it is forgotten once the operator opens another page of the console, where it
 * would be found out of context.
 */
export function Announcer({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [said, setSaid] = useState<{ text: string; path: string; n: number } | null>(null);
  const announce = useCallback(
    (text: string) => setSaid((previous) => ({ text, path: window.location.pathname, n: (previous?.n ?? 0) + 1 })),
    [],
  );
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="console-announcer">
        {said && said.path === pathname && <span key={said.n}>{said.text}</span>}
      </div>
    </AnnounceContext.Provider>
  );
}

/**
 * Says a text in the console's live region, in the words the operator reads (translate it first).
 * Not for an action whose outcome is already read by a live region of its own beside it.
 */
export function useAnnounce(): (text: string) => void {
  return useContext(AnnounceContext);
}
