import { useLayoutEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../shared/ui/button.tsx';

/**
 * The bar's height while it is shown, as `--cookie-bar-height` on the document: the page keeps
 * that much room at its end, so its last lines do not hide under the bar. (The support button
 * stands on the bar without it: both are in the layout's bottom stack.)
 */
const COOKIE_BAR_HEIGHT_VAR = '--cookie-bar-height';

/** The cookie notice with an OK button (cookie-bar.tsx decides when it is shown and keeps the consent). */
export default function CookieNotice({ onAccept }: { onAccept: () => void }) {
  const { t } = useTranslation();
  const bar = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(COOKIE_BAR_HEIGHT_VAR, `${element.offsetHeight}px`);
    update();
    // The height changes with the width and the language.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(COOKIE_BAR_HEIGHT_VAR);
    };
  }, []);

  return (
    <div
      ref={bar}
      role="region"
      aria-label={t('cookies.label')}
      data-cookie-notice
      className="pointer-events-auto w-full border-t border-ink-900/10 bg-white/95 backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="text-sm text-ink-700">
          <Trans
            i18nKey="cookies.text"
            components={{ policy: <Link to="/cookies-policy" className="underline hover:text-ink-900" /> }}
          />
        </p>
        {/* Works before the app has taken the page over, too (boot.ts). */}
        <Button size="sm" onClick={onAccept} data-cookie-ok>
          {t('cookies.ok')}
        </Button>
      </div>
    </div>
  );
}
