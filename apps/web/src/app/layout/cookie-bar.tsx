import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../shared/lib/local-store.ts';
import { Button } from '../../shared/ui/button.tsx';

/** The cookie notice with an OK button; consent is kept locally (SPEC §2). */
export function CookieBar() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => readLocal(LOCAL_KEYS.cookieConsent) === 'accepted');
  if (accepted) return null;
  return (
    <div
      role="region"
      aria-label={t('cookies.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-ink-900/10 bg-white/95 backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 pr-20 sm:flex-row sm:items-center sm:justify-between sm:px-6 sm:pr-24 lg:px-8">
        <p className="text-sm text-ink-700">
          <Trans
            i18nKey="cookies.text"
            components={{ policy: <Link to="/cookies-policy" className="underline hover:text-ink-900" /> }}
          />
        </p>
        <Button
          size="sm"
          onClick={() => {
            writeLocal(LOCAL_KEYS.cookieConsent, 'accepted');
            setAccepted(true);
          }}
        >
          {t('cookies.ok')}
        </Button>
      </div>
    </div>
  );
}
