import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { useCopy } from '../../../shared/lib/copy-text.ts';
import { referralLink } from '../lib/referral-link.ts';
import { CheckIcon } from '../../../shared/ui/check-icon.tsx';

/** How long "Referral link copied" stays on screen. */
const COPIED_MESSAGE_MS = 2000;

/** The person's referral link, ready to copy and share. */
export function ReferralLinkCard({ code }: { code: string | undefined }) {
  const { t } = useTranslation('partners');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { status, copy: copyLink } = useCopy(COPIED_MESSAGE_MS);
  const link = code ? referralLink(window.location.origin, code) : '';

  const copy = async () => {
    if (!link) return;
    // Without a clipboard the selected link is one keystroke from copied.
    if (!(await copyLink(link))) input.current?.select();
  };

  return (
    <section className="rounded-2xl bg-ink-900 p-6 text-paper-100 sm:p-8">
      <h2 className="font-display text-2xl text-paper-50">{t('link.title')}</h2>
      <p className="mt-2 max-w-2xl text-sm leading-relaxed text-ink-300">{t('link.text')}</p>
      <label htmlFor={inputId} className="sr-only">
        {t('link.title')}
      </label>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          ref={input}
          readOnly
          value={link}
          placeholder={t('link.loading')}
          onFocus={(event) => event.currentTarget.select()}
          className="h-12 w-full min-w-0 rounded-full sm:flex-1 border border-paper-50/15 bg-paper-50/5 px-5 text-sm text-paper-50 outline-none focus-visible:border-gold-400"
        />
        <Button variant="gold" size="lg" disabled={!link} onClick={() => void copy()} className="shrink-0">
          <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" fill="none" stroke="currentColor">
            <rect x="7" y="7" width="10" height="10" rx="2" strokeWidth="1.6" />
            <path d="M13 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" strokeWidth="1.6" />
          </svg>
          {t('link.copy')}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="mt-3 min-h-5 text-sm">
        {status === 'copied' && (
          <span className="inline-flex items-center gap-2 text-gold-400 animate-fade-in">
            <CheckIcon />
            {t('link.copied')}
          </span>
        )}
        {status === 'failed' && <span className="text-ink-300">{t('link.copy_failed')}</span>}
      </p>
    </section>
  );
}
