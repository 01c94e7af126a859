import { useTranslation } from 'react-i18next';
import { useCopy } from '../lib/copy-text.ts';

/**
 * Copies a value; a tick and "Copied" replace the icon for `tickMs` (SPEC §9: 2 seconds for an
 * order's amount and address, 1 second for a deposit address).
 */
export function CopyButton({ value, label, tickMs }: { value: string; label: string; tickMs: number }) {
  const { t } = useTranslation();
  const { status, copied, copy } = useCopy(tickMs);
  const failed = status === 'failed';

  return (
    <button
      type="button"
      onClick={() => void copy(value)}
      aria-label={copied ? t('copy.copied') : label}
      title={failed ? t('copy.failed') : label}
      className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border border-ink-900/15 bg-white px-3 text-xs font-medium text-ink-700 transition-colors hover:border-ink-900/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
    >
      {copied ? (
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" className="text-up" data-testid="copy-tick">
          <path
            d="M3 8.5 6.5 12 13 4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      ) : (
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <rect x="5" y="5" width="8.5" height="8.5" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
          <path
            d="M10.5 3.5V3A1.5 1.5 0 0 0 9 1.5H3.5A1.5 1.5 0 0 0 2 3v5.5A1.5 1.5 0 0 0 3.5 10H4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.3"
          />
        </svg>
      )}
      <span aria-live="polite">{copied ? t('copy.copied') : failed ? t('copy.failed') : t('copy.copy')}</span>
    </button>
  );
}
