import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

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
  // Opening one overlay closes whichever was open: the one-overlay-at-a-time rule.
  const show = useCallback((id: OverlayId) => setOpen(id), []);
  const hide = useCallback(
    (id?: OverlayId) => setOpen((current) => (id === undefined || current === id ? null : current)),
    [],
  );
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
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
