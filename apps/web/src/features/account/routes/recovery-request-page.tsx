import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ACCOUNT_RESTORE_DAYS } from '@pinacoteca/contracts/constants';
import { useAccount, useAccountRemoved } from '../../../shared/api/account.ts';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { Busy } from '../../../shared/ui/fields.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { Spinner } from '../../../shared/ui/states.tsx';
import { useRequestRecovery } from '../api/account-state.ts';
import { AccountShell } from '../components/account-shell.tsx';
import { writeRecoveryResendAt } from '../lib/removed.ts';
import type { JustRemovedState } from './remove-account-page.tsx';

export function LogoutFooter() {
  const { t } = useTranslation('account');
  return (
    <p>
      {t('request.other_account')}{' '}
      <Link to="/logout" className="font-medium text-ink-900 underline-offset-4 hover:underline">
        {t('request.logout')}
      </Link>
    </p>
  );
}

/** /account-recovery/request: the account is removed; a button e-mails the restore link. */
export function RecoveryRequestPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const justRemoved = (location.state as JustRemovedState | null)?.justRemoved === true;
  const account = useAccount();
  const removed = useAccountRemoved();
  const request = useRequestRecovery();
  const [error, setError] = useState<string | null>(null);

  // An account that answers normally is not removed: there is nothing to restore.
  if (account.data) {
    return (
      <AccountShell title={t('request.active_title')} subtitle={<p>{t('request.active_text')}</p>}>
        <ButtonLink to="/gallery" size="lg">
          {t('request.to_gallery')}
        </ButtonLink>
      </AccountShell>
    );
  }
  if (account.isPending && account.fetchStatus === 'fetching') {
    return (
      <AccountShell title={t('request.title')}>
        <Spinner />
      </AccountShell>
    );
  }

  const submit = () => {
    if (request.isPending) return;
    setError(null);
    request.mutate(undefined, {
      onSuccess: (answer) => {
        writeRecoveryResendAt(answer.resend_available_at);
        void navigate('/account-recovery/done');
      },
      onError: (failure) => {
        setError(generalErrorText(failure));
        // 'The account is not removed': the account call will say so too.
        if (!removed) void account.refetch();
      },
    });
  };

  return (
    <AccountShell title={t('request.title')} footer={<LogoutFooter />}>
      {justRemoved && (
        <div className="mb-6">
          <FormNotice tone="info">{t('request.just_removed')}</FormNotice>
        </div>
      )}
      <div className="space-y-3 text-ink-700">
        <p>{t('request.text', { count: ACCOUNT_RESTORE_DAYS })}</p>
        <p>{t('request.how')}</p>
      </div>
      {error && (
        <div className="mt-6">
          <FormNotice>{error}</FormNotice>
        </div>
      )}
      {/* Two lines on a narrow phone: on one, «Отправить ссылку для восстановления» was cut at 320 px. */}
      <Button
        size="lg"
        onClick={submit}
        disabled={request.isPending}
        className="mt-8 w-full text-center max-sm:h-auto max-sm:min-h-12 max-sm:whitespace-normal max-sm:py-2.5 max-sm:leading-snug sm:w-auto"
      >
        <Busy busy={request.isPending}>{t('request.submit')}</Busy>
      </Button>
    </AccountShell>
  );
}
