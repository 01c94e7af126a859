import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@pinacoteca/contracts/constants';
import { RegisterRequest } from '@pinacoteca/contracts/auth/register';
import { normalisePhoneInput } from '@pinacoteca/contracts/rules';
import { ApiError } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useRegister } from '../api/registration.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { Busy, PasswordField, TextField } from '../../../shared/ui/fields.tsx';
import { attachFieldErrors, errorText, generalErrorText } from '../../../shared/lib/form-errors.ts';
import { writeReferral, writeResend } from '../lib/local-records.ts';
import { useReferral } from '../lib/use-referral.ts';
import { SignInFooter } from '../components/sign-in-footer.tsx';

type RegisterValues = z.input<typeof RegisterRequest>;
type RegisterOutput = z.output<typeof RegisterRequest>;

const FIELDS = ['email', 'username', 'phone', 'password', 'repeat_password'] as const;

const policyLink = (to: string) => (
  <Link
    to={to}
    target="_blank"
    rel="noopener"
    className="text-ink-900 underline underline-offset-2 hover:text-gold-600"
  />
);

/** /registration: the form of SPEC §5, checked by the shared contract before it is sent. */
export function RegistrationPage() {
  const { t } = useTranslation('auth');
  const ids = useId();
  const navigate = useNavigate();
  const registration = useRegister();
  const { record } = useReferral();
  const [formError, setFormError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver: zodResolver(RegisterRequest),
    defaultValues: {
      email: '',
      username: '',
      phone: '',
      password: '',
      repeat_password: '',
      subscribe: true,
      callback_url: `${window.location.origin}/registration/confirm`,
    },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    if (registration.isPending) return;
    setFormError(null);
    try {
      const answer = await registration.mutateAsync({ ...values, referral: record?.token ?? null });
      writeResend({ token: answer.resend_token, availableAt: answer.resend_available_at });
      // Used by this registration: the next one in this browser (another person's, on a shared
      // computer) is not filed under the same partner (an outside tester's finding).
      writeReferral(null);
      void navigate('/registration/done');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && attachFieldErrors(error, FIELDS, setError)) return;
      setFormError(generalErrorText(error));
    }
  });

  const phone = register('phone', {
    // The input keeps digits and one leading plus (SPEC §5); the contract drops the plus on sending.
    onChange: (event: { target: HTMLInputElement }) => {
      const clean = normalisePhoneInput(event.target.value);
      if (clean !== event.target.value) setValue('phone', clean);
    },
  });

  return (
    <AuthShell
      title={t('registration.title')}
      subtitle={<p>{t('registration.subtitle')}</p>}
      footer={<SignInFooter lead={t('start.have_account')} />}
    >
      {record?.email && (
        <p className="mb-6 text-sm text-ink-600">
          <Trans
            t={t}
            i18nKey="start.invited_by"
            values={{ email: record.email }}
            components={{ b: <strong className="font-medium text-ink-900 break-all" /> }}
          />
        </p>
      )}
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={registration.isPending}
        className="space-y-5"
      >
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errorText(errors.email)}
          {...register('email')}
        />
        <TextField
          label={t('fields.username')}
          autoComplete="nickname"
          hint={t('registration.username_hint')}
          error={errorText(errors.username)}
          {...register('username')}
        />
        <TextField
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={t('registration.phone_placeholder')}
          hint={t('registration.phone_hint')}
          error={errorText(errors.phone)}
          {...phone}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          hint={t('registration.password_hint', { count: PASSWORD_MIN_LENGTH })}
          error={errorText(errors.password)}
          {...register('password', {
            // The mismatch note follows the password as it changes, once the repeat is typed.
            onChange: () => getValues('repeat_password') && void trigger('repeat_password'),
          })}
        />
        <PasswordField
          label={t('fields.repeat_password')}
          autoComplete="new-password"
          error={errorText(errors.repeat_password)}
          {...register('repeat_password')}
        />
        <label htmlFor={`${ids}-subscribe`} className="flex cursor-pointer items-start gap-3 text-sm text-ink-700">
          <input
            id={`${ids}-subscribe`}
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0 rounded border-ink-900/30 accent-gold-600"
            {...register('subscribe')}
          />
          {t('registration.subscribe')}
        </label>
        {(errors.callback_url || errors.referral) && <FormNotice>{generalErrorText(null)}</FormNotice>}
        {formError && <FormNotice>{formError}</FormNotice>}
        <Button type="submit" size="lg" disabled={registration.isPending} className="w-full">
          <Busy busy={registration.isPending}>{t('registration.submit')}</Busy>
        </Button>
        <p className="text-xs leading-relaxed text-ink-500">
          <Trans
            t={t}
            i18nKey="registration.consent"
            components={{
              terms: policyLink('/terms-of-use'),
              privacy: policyLink('/privacy-policy'),
              cookies: policyLink('/cookies-policy'),
            }}
          />
        </p>
      </form>
    </AuthShell>
  );
}
