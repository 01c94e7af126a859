import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../../shared/api/client.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { useResendConfirmation } from '../api/registration.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { Envelope } from '../../../shared/ui/envelope.tsx';
import { ResendControl } from '../../../shared/ui/resend-control.tsx';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { readResend, writeResend, type ResendRecord } from '../lib/local-records.ts';
import { SignInFooter } from '../components/sign-in-footer.tsx';

/** /registration/done: check your e-mail, with a resend after the server's time. */
export function RegistrationDonePage() {
  const { t } = useTranslation('auth');
  const [record, setRecord] = useState<ResendRecord | null>(readResend);
  const resend = useResendConfirmation();
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);

  if (!record) {
    // Nothing kept to resend with (another browser, or already confirmed): signing in is the way on.
    return (
      <AuthShell title={t('done.title')} subtitle={<p>{t('done.no_token')}</p>}>
        <ButtonLink to="/auth" size="lg" className="w-full">
          {t('start.sign_in')}
        </ButtonLink>
      </AuthShell>
    );
  }

  const onResend = () => {
    if (resend.isPending) return;
    setNotice(null);
    resend.mutate(record.token, {
      onSuccess: (answer) => {
        const next = { token: record.token, availableAt: answer.resend_available_at };
        writeResend(next);
        setRecord(next);
        setNotice({ tone: 'info', text: t('done.resent') });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && error.fieldErrors.resend_token) {
          // Already confirmed, or the token is no longer valid: there is nothing to resend.
          writeResend(null);
          setNotice({ tone: 'error', text: error.fieldErrors.resend_token });
          return;
        }
        setNotice({ tone: 'error', text: generalErrorText(error) });
      },
    });
  };

  return (
    <AuthShell title={t('done.title')} footer={<SignInFooter lead={t('done.confirmed_already')} />}>
      <Envelope />
      <div className="space-y-3 text-ink-700">
        <p>{t('done.text')}</p>
        <p className="text-sm text-ink-500">{t('done.spam')}</p>
      </div>
      <div className="mt-8 space-y-4 rounded-2xl border border-ink-900/10 bg-white px-5 py-4">
        <ResendControl availableAt={record.availableAt} busy={resend.isPending} onResend={onResend} />
      </div>
      {notice && (
        <div className="mt-4">
          <FormNotice tone={notice.tone}>{notice.text}</FormNotice>
        </div>
      )}
    </AuthShell>
  );
}
