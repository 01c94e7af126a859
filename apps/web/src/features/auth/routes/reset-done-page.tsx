import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RESET_RESEND_DEFAULT_SECONDS } from '@pinacoteca/contracts/constants';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { useRequestPasswordReset } from '../api/reset-password.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { Envelope } from '../../../shared/ui/envelope.tsx';
import { ResendControl } from '../../../shared/ui/resend-control.tsx';
import { SignInFooter } from '../components/sign-in-footer.tsx';

/** What the request page hands over: the address, kept in memory only, and the resend time. */
export interface ResetDoneState {
  email: string;
  resendAvailableAt: number;
}

function isResetDoneState(value: unknown): value is ResetDoneState {
  const v = value as Partial<ResetDoneState> | null;
  return typeof v?.email === 'string' && typeof v.resendAvailableAt === 'number';
}

/** /reset-password/done: check your e-mail; another link after 300 s (SPEC §9). */
export function ResetDonePage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const handed = isResetDoneState(location.state) ? location.state : null;
  const [availableAt, setAvailableAt] = useState(handed?.resendAvailableAt ?? 0);
  const [resent, setResent] = useState(false);
  const request = useRequestPasswordReset();

  const onResend = () => {
    if (!handed || request.isPending) return;
    setResent(false);
    request.mutate(
      { email: handed.email, callback_url: `${window.location.origin}/reset-password/confirm` },
      {
        onSuccess: (answer) => setAvailableAt(answer.resend_available_at),
        // Treated as success like the first request (SPEC §4), and the wait starts again.
        onError: (error) => {
          console.error('Password reset request failed', error);
          setAvailableAt(Math.floor(Date.now() / 1000) + RESET_RESEND_DEFAULT_SECONDS);
        },
        onSettled: () => setResent(true),
      },
    );
  };

  return (
    <AuthShell title={t('reset_done.title')} footer={<SignInFooter lead={t('reset_request.remembered')} />}>
      <Envelope />
      <div className="space-y-3 text-ink-700">
        <p>{handed ? t('reset_done.text_to', { email: handed.email }) : t('reset_done.text')}</p>
        <p className="text-sm text-ink-500">{t('done.spam')}</p>
      </div>
      <div className="mt-8 rounded-2xl border border-ink-900/10 bg-white px-5 py-4">
        {handed ? (
          <ResendControl availableAt={availableAt} busy={request.isPending} onResend={onResend} />
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-ink-600">{t('reset_done.no_email')}</p>
            <ButtonLink to="/reset-password/request" variant="secondary">
              {t('reset_done.request_again')}
            </ButtonLink>
          </div>
        )}
      </div>
      {resent && (
        <div className="mt-4">
          <FormNotice tone="info">{t('reset_done.resent')}</FormNotice>
        </div>
      )}
    </AuthShell>
  );
}
