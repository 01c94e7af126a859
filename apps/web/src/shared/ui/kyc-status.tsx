import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { KycStatus } from '@pinacoteca/contracts/kyc/kyc';

/** Where a person's identity verification stands, as a small pill (settings, wallet). */
export function KycStatusPill({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  const tone = status === 'approved' ? 'on' : status === 'pending' ? 'wait' : 'off';
  return (
    <span
      data-testid="kyc-status"
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium',
        tone === 'on' && 'bg-up/10 text-up',
        tone === 'wait' && 'bg-gold-500/10 text-ink-700',
        tone === 'off' && 'bg-paper-100 text-ink-600',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'h-1.5 w-1.5 rounded-full',
          tone === 'on' ? 'bg-up' : tone === 'wait' ? 'bg-gold-500' : 'bg-ink-300',
        )}
      />
      {t(`kyc_status.${status}`)}
    </span>
  );
}
