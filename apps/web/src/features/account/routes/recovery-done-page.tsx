import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { Envelope } from '../../../shared/ui/envelope.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { ResendControl } from '../../../shared/ui/resend-control.tsx';
import { useRequestRecovery } from '../api/account-state.ts';
import { AccountShell } from '../components/account-shell.tsx';
import { readRecoveryResendAt, writeRecoveryResendAt } from '../lib/removed.ts';
import { LogoutFooter } from './recovery-request-page.tsx';

/**
 * /account-recovery/done: check your e-mail, with a countdown to `resend_available_at`
 * (hh:mm:ss from an hour up) after which another link may be asked for.
 */
export function RecoveryDonePage() {
  const { t } = useTranslation('account');
  const [availableAt, setAvailableAt] = useState(readRecoveryResendAt);
  const request = useRequestRecovery();
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);

  const onResend = () => {
    if (request.isPending) return;
    setNotice(null);
    request.mutate(undefined, {
      onSuccess: (answer) => {
        writeRecoveryResendAt(answer.resend_available_at);
        setAvailableAt(answer.resend_available_at);
        setNotice({ tone: 'info', text: t('done.resent') });
      },
      onError: (error) => setNotice({ tone: 'error', text: generalErrorText(error) }),
    });
  };

  return (
    <AccountShell title={t('done.title')} footer={<LogoutFooter />}>
      <Envelope />
      <div className="space-y-3 text-ink-700">
        <p>{t('done.text')}</p>
        <p className="text-sm text-ink-500">{t('done.spam')}</p>
      </div>
      <div className="mt-8 rounded-2xl border border-ink-900/10 bg-white px-5 py-4">
        <ResendControl availableAt={availableAt} busy={request.isPending} onResend={onResend} />
      </div>
      {notice && (
        <div className="mt-4">
          <FormNotice tone={notice.tone}>{notice.text}</FormNotice>
        </div>
      )}
    </AccountShell>
  );
}
