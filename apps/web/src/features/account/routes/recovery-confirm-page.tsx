import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { message } from '../../../shared/i18n/messages.ts';
import { readEmailLink, unusableLinkMessage } from '../../../shared/lib/email-link.ts';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/states.tsx';
import { useConfirmRecovery } from '../api/account-state.ts';
import { ProblemView } from '../../../shared/ui/problem-view.tsx';
import { AccountShell } from '../components/account-shell.tsx';
import { writeRecoveryResendAt } from '../lib/removed.ts';

/**
 * /account-recovery/confirm?token=: the link of the restore e-mail. Success reloads the
 * account and goes to the gallery (SPEC §2); a missing, expired or refused token is an error view.
 */
export function RecoveryConfirmPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('token');
  const link = useMemo(() => readEmailLink(raw), [raw]);
  const confirm = useConfirmRecovery();
  // The link's token works once: the call must not be repeated by a re-render or a remount.
  const started = useRef(false);

  useEffect(() => {
    if (link.status !== 'valid' || started.current) return;
    started.current = true;
    confirm.mutate(link.token, {
      onSuccess: () => {
        writeRecoveryResendAt(null);
        void navigate('/gallery', { replace: true });
      },
    });
  }, [link, confirm, navigate]);

  if (link.status !== 'valid' || confirm.isError) {
    const detail =
      link.status === 'valid' ? generalErrorText(confirm.error) : message(unusableLinkMessage(link.status));
    return (
      <AccountShell title={t('confirm.failed_title')}>
        <ProblemView
          detail={detail}
          text={link.status === 'missing' ? t('confirm.no_token') : t('confirm.failed_text')}
          action={<ButtonLink to="/account-recovery/request">{t('confirm.request_again')}</ButtonLink>}
        />
      </AccountShell>
    );
  }
  return (
    <AccountShell title={t('confirm.title')}>
      <Spinner label={t('confirm.checking')} />
    </AccountShell>
  );
}
