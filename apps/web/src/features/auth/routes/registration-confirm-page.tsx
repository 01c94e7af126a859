import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { message } from '../../../shared/i18n/messages.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/states.tsx';
import { useConfirmEmail } from '../api/registration.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { LinkError } from '../components/link-error.tsx';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { writeReferral, writeResend } from '../lib/local-records.ts';

/**
 * /registration/confirm?token=: the link of the confirmation e-mail. Success signs the person
 * in and the guest guard takes them to the gallery; a missing token or a failure is an error view.
 */
export function RegistrationConfirmPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const confirm = useConfirmEmail();
  // The link's token works once: the call must not be repeated by a re-render or a remount.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token, {
      onSuccess: () => {
        writeResend(null);
        writeReferral(null);
      },
    });
  }, [token, confirm]);

  if (!token || confirm.isError) {
    return (
      <LinkError
        title={t('confirm.failed_title')}
        detail={token ? generalErrorText(confirm.error) : message('token_not_provided')}
        text={token ? t('confirm.failed_text') : t('confirm.no_token')}
        action={
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/auth">{t('start.sign_in')}</ButtonLink>
            <ButtonLink to="/registration/done" variant="secondary">
              {t('confirm.resend')}
            </ButtonLink>
          </div>
        }
      />
    );
  }
  return (
    <AuthShell title={t('confirm.title')}>
      <Spinner label={t('confirm.checking')} />
    </AuthShell>
  );
}
