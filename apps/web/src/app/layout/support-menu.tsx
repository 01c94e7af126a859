import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOverlay } from '../../shared/overlay/overlay.tsx';

const TEXT_FIELD = 'textarea, select, input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"])';

/**
 * Whether someone is filling in a field on a phone. The on-screen keyboard leaves a strip of
 * page, and the browser scrolls the field into it right where the button floats: the button
 * steps aside until the field loses focus.
 */
function useTypingOnPhone(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const phone = window.matchMedia('(max-width: 639.98px)');
    const onFocusIn = (event: FocusEvent) =>
      setTyping(phone.matches && event.target instanceof Element && event.target.matches(TEXT_FIELD));
    const onFocusOut = () => setTyping(false);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return typing;
}

/** The floating support button with FAQ and contact support (SPEC §2). */
export function SupportMenu() {
  const { t } = useTranslation();
  const menu = useOverlay('support-menu');
  const typing = useTypingOnPhone();
  const root = useRef<HTMLDivElement>(null);
  return (
    // Placed by the layout's bottom stack, on the cookie bar while that is shown (root-layout.tsx).
    // The button comes first, so Tab from it reaches the links; they are drawn above it
    // (column-reverse). A disclosure of links, not a menu (see header.tsx's UserMenu).
    <div
      ref={root}
      onBlur={(event) => {
        if (menu.isOpen && !root.current?.contains(event.relatedTarget as Node | null)) menu.hide();
      }}
      className={clsx(
        'pointer-events-auto mb-5 flex flex-col-reverse items-end gap-2 transition-[opacity,translate] duration-200 sm:mr-5',
        typing && 'pointer-events-none translate-y-4 opacity-0',
      )}
    >
      <button
        type="button"
        onClick={menu.toggle}
        aria-controls="support-menu"
        aria-expanded={menu.isOpen}
        aria-label={t('support.title')}
        // On a phone a tab on the window's edge, within the page's side margin, so it never sits on
        // the text of a narrow column (amounts are right-aligned there); a round button from sm up.
        className="flex h-12 w-7 items-center justify-center rounded-l-full bg-gold-500 pl-1 text-ink-900 shadow-lg ring-1 ring-ink-900/10 transition-transform sm:w-12 sm:rounded-full sm:pl-0 sm:hover:scale-105"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-[18px] w-[18px] sm:h-[22px] sm:w-[22px]">
          {menu.isOpen ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path
              d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm-.1 13.6h.1M12 13.5c0-2 2.5-2 2.5-4a2.5 2.5 0 0 0-5 0"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
        </svg>
      </button>
      {menu.isOpen && (
        <div
          id="support-menu"
          className="mr-3 w-56 overflow-hidden rounded-2xl border border-ink-900/10 bg-white shadow-xl animate-slide-in sm:mr-0"
        >
          <Link to="/support/faq" onClick={menu.hide} className="block px-4 py-3 text-sm hover:bg-paper-100">
            {t('support.faq')}
          </Link>
          <Link
            to="/support/contact-us"
            onClick={menu.hide}
            className="block border-t border-ink-900/5 px-4 py-3 text-sm hover:bg-paper-100"
          >
            {t('support.contact')}
          </Link>
        </div>
      )}
    </div>
  );
}
