import { useTranslation } from 'react-i18next';
import type { KycStatus } from '@pinacoteca/contracts/kyc/kyc';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { KycStatusPill } from '../../../shared/ui/kyc-status.tsx';

/** SPEC §1, §6: only verified investors withdraw and sell; where the person stands, and the way there. */
export function KycGate({ status }: { status: KycStatus }) {
  const { t } = useTranslation('withdraw');
  return (
    <div className="max-w-xl rounded-2xl border border-ink-900/10 bg-white p-6" data-testid="kyc-gate">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-display text-xl text-ink-900">{t('kyc.title')}</h2>
        <KycStatusPill status={status} />
      </div>
      <p className="mt-3 text-sm leading-relaxed text-ink-700">
        {t(status === 'pending' ? 'kyc.pending' : 'kyc.text')}
      </p>
      {status !== 'pending' && (
        <ButtonLink to="/settings/verification" className="mt-5">
          {t('kyc.verify')}
        </ButtonLink>
      )}
    </div>
  );
}
