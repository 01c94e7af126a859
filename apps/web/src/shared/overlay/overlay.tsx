import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** Overlays of SPEC §2; only one is visible at a time. */
export type OverlayId =
  'sidebar' | 'notices' | 'landing-menu' | 'filter' | 'support-menu' | 'user-menu' | `modal:${string}`;

interface OverlayContextValue {
  open: OverlayId | null;
  show: (id: OverlayId) => void;
  hide: (id?: OverlayId) => void;
}

const OverlayContext = createContext<OverlayContextValue | null>(null);

export function OverlayProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OverlayId | null>(null);
  // What had focus when the overlay opened (its button): Escape gives focus back to it.
  const opener = useRef<HTMLElement | null>(null);
  // Opening one overlay closes whichever was open: the one-overlay-at-a-time rule.
  const show = useCallback((id: OverlayId) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(id);
  }, []);
  const hide = useCallback(
    (id?: OverlayId) => setOpen((current) => (id === undefined || current === id ? null : current)),
    [],
  );
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(null);
      // Focus inside what closed would fall to the page's body, and the next Tab start from the
      // top (an outside tester, in the menus and the filter panel): it goes back to the opener.
      const back = opener.current;
      requestAnimationFrame(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && back?.isConnected) back.focus();
      });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  const value = useMemo(() => ({ open, show, hide }), [open, show, hide]);
  return <OverlayContext.Provider value={value}>{children}</OverlayContext.Provider>;
}

/** State of one overlay: whether it is the open one, and how to open or close it. */
export function useOverlay(id: OverlayId) {
  const context = useContext(OverlayContext);
  if (!context) throw new Error('useOverlay outside OverlayProvider');
  const { open, show, hide } = context;
  return useMemo(
    () => ({
      isOpen: open === id,
      show: () => show(id),
      hide: () => hide(id),
      toggle: () => (open === id ? hide(id) : show(id)),
    }),
    [open, id, show, hide],
  );
}
