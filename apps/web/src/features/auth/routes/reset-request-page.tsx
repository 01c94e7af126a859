import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { RESET_RESEND_DEFAULT_SECONDS } from '@pinacoteca/contracts/constants';
import { ResetPasswordRequestRequest } from '@pinacoteca/contracts/auth/reset-password-request';
import { Button } from '../../../shared/ui/button.tsx';
import { useRequestPasswordReset } from '../api/reset-password.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { Busy, TextField } from '../../../shared/ui/fields.tsx';
import { errorText } from '../../../shared/lib/form-errors.ts';
import type { ResetDoneState } from './reset-done-page.tsx';
import { SignInFooter } from '../components/sign-in-footer.tsx';

type Values = z.input<typeof ResetPasswordRequestRequest>;

/** /reset-password/request. SPEC §4: always treated as success (errors are not shown). */
export function ResetRequestPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(ResetPasswordRequestRequest),
    defaultValues: { email: '', callback_url: `${window.location.origin}/reset-password/confirm` },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    if (request.isPending) return;
    let availableAt = Math.floor(Date.now() / 1000) + RESET_RESEND_DEFAULT_SECONDS;
    try {
      availableAt = (await request.mutateAsync(values)).resend_available_at;
    } catch (error) {
      // Hidden on purpose (SPEC §8): the page must not tell whether the account exists.
      console.error('Password reset request failed', error);
    }
    const state: ResetDoneState = { email: values.email, resendAvailableAt: availableAt };
    void navigate('/reset-password/done', { state });
  });

  return (
    <AuthShell
      title={t('reset_request.title')}
      subtitle={<p>{t('reset_request.subtitle')}</p>}
      footer={<SignInFooter lead={t('reset_request.remembered')} />}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={request.isPending} className="space-y-5">
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errorText(errors.email)}
          {...register('email')}
        />
        <Button type="submit" size="lg" disabled={request.isPending} className="w-full">
          <Busy busy={request.isPending}>{t('reset_request.submit')}</Busy>
        </Button>
      </form>
    </AuthShell>
  );
}
