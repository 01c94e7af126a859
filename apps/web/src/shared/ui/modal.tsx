import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { POPUP_CLOSE_MS } from '@pinacoteca/contracts/constants';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab past the dialog's last control comes back to its first, and Shift+Tab before the first goes
 * to the last: with the page behind inert, focus would otherwise leave for the browser's own UI.
 */
function wrapFocus(container: HTMLElement, event: KeyboardEvent): void {
  // What Tab itself reaches: not a control taken out of the order (tabindex -1, as a tab list's
  // unselected tabs are), which as `last` let Tab leave from the one before it.
  const controls = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
  const [first, last] = [controls[0], controls.at(-1)];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A dialog over the page. Closing plays a 300 ms animation (SPEC §9) before it unmounts;
 * Escape and the backdrop close it; focus moves into it and back out when it closes, and while it
 * is open the page behind it is inert: Tab cannot leave the dialog, nor can a screen reader.
 * Open it through useOverlay(`modal:<name>`) so it obeys the one-overlay rule.
 */
export function Modal({ open, onClose, title, children, size = 'md' }: ModalProps) {
  const { t } = useTranslation();
  const [mounted, setMounted] = useState(open);
  const [closing, setClosing] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (open) {
      setMounted(true);
      setClosing(false);
      return;
    }
    if (!mounted) return;
    setClosing(true);
    const timer = window.setTimeout(() => {
      setMounted(false);
      setClosing(false);
    }, POPUP_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [open, mounted]);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    // Everything beside this dialog's layer (it is portalled into <body>) goes inert.
    const behind = [...document.body.children].filter((el) => el !== overlay.current && !el.hasAttribute('inert'));
    for (const el of behind) el.setAttribute('inert', '');
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && dialog.current) wrapFocus(dialog.current, event);
    };
    window.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      for (const el of behind) el.removeAttribute('inert');
      previous?.focus?.();
    };
  }, [open, onClose]);

  // Render on the very render that opens it, so the focus effect below finds the dialog.
  if (!open && !mounted) return null;
  return createPortal(
    <div
      ref={overlay}
      className={clsx(
        'fixed inset-0 z-50 flex items-end justify-center bg-ink-900/60 p-0 sm:items-center sm:p-6',
        closing ? 'animate-fade-out' : 'animate-fade-in',
      )}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={clsx(
          'relative max-h-[92vh] w-full overflow-y-auto rounded-t-2xl bg-white p-6 shadow-2xl outline-none sm:rounded-2xl',
          { sm: 'sm:max-w-md', md: 'sm:max-w-xl', lg: 'sm:max-w-4xl' }[size],
          closing ? 'animate-slide-out' : 'animate-slide-in',
        )}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="font-display text-xl text-ink-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('close')}
            className="-mr-2 -mt-1 rounded-full p-2 text-ink-500 hover:bg-ink-900/5 hover:text-ink-900"
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
