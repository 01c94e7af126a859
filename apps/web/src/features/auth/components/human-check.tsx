import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type {} from 'altcha/types/react';
import { getSignInChallenge } from '@pinacoteca/contracts/auth/challenge';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';

/** Where the widget fetches a challenge. */
const CHALLENGE_URL = getSignInChallenge.path;

/** The widget's own texts, from ours (auth.json `challenge`), in the interface language. */
const STRING_KEYS = {
  label: 'label',
  verifying: 'verifying',
  verified: 'verified',
  waitAlert: 'wait',
  verificationRequired: 'required',
  error: 'error',
  expired: 'expired',
  loading: 'loading',
  reload: 'reload',
  verify: 'verify',
} as const;

/** The widget in the app's colours and full width of the form. */
const WIDGET_STYLE = {
  '--altcha-max-width': '100%',
  '--altcha-border-radius': '0.75rem',
  '--altcha-border-color': 'var(--color-ink-300)',
  '--altcha-color-base': 'var(--color-paper-50)',
  '--altcha-color-base-content': 'var(--color-ink-900)',
  '--altcha-color-primary': 'var(--color-gold-600)',
  '--altcha-color-success': 'var(--color-gold-600)',
  '--altcha-color-error': 'var(--color-down)',
  '--altcha-spinner-color': 'var(--color-gold-600)',
} as CSSProperties;

/**
 * The proof-of-work check (decision 27): the server's reason, then the ALTCHA widget, which
 * solves a challenge in the browser by itself and hands over the solution. `round` changes for
 * every fresh challenge (each solution works once).
 */
export function HumanCheck({
  notice,
  round,
  onSolved,
}: {
  notice: string | null;
  round: number;
  onSolved: (payload: string) => void;
}) {
  const { t } = useTranslation('auth');
  const language = currentLanguage();
  const [loaded, setLoaded] = useState(false);
  const widget = useRef<HTMLElement>(null);

  useEffect(() => {
    let cancelled = false;
    void import('../lib/altcha-widget.ts').then(({ setWidgetStrings }) => {
      setWidgetStrings(
        language,
        Object.fromEntries(Object.entries(STRING_KEYS).map(([key, ours]) => [key, t(`challenge.${ours}`)])),
      );
      if (!cancelled) setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [language, t]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      if (state === 'verified' && payload) onSolved(payload);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [loaded, round, onSolved]);

  return (
    <div className="space-y-3">
      {notice && <FormNotice tone="info">{notice}</FormNotice>}
      {loaded ? (
        // A fresh element per round: it fetches and solves a new challenge as it appears.
        <div key={`${round}-${language}`}>
          <altcha-widget
            ref={widget}
            challenge={CHALLENGE_URL}
            auto="onload"
            language={language}
            configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
            style={WIDGET_STYLE}
          />
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3 text-sm text-ink-500">
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-ink-900/15 border-t-gold-500" />
          {t('challenge.loading')}
        </p>
      )}
      <p className="text-xs leading-relaxed text-ink-500">{t('challenge.hint')}</p>
    </div>
  );
}
