import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginRequest } from '@pinacoteca/contracts/auth/login';
import { ApiError } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useLogin } from '../api/sign-in.ts';
import { useHumanCheck } from '../lib/use-human-check.ts';
import { HumanCheck } from './human-check.tsx';
import { attachFieldErrors, errorText, generalErrorText } from '../../../shared/lib/form-errors.ts';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { Busy, PasswordField, TextField } from '../../../shared/ui/fields.tsx';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const check = useHumanCheck(useCallback(() => form.current?.requestSubmit(), []));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequest),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    if (login.isPending) return;
    setFormError(null);
    // After many failed attempts on the account the server asks for a solved check (decision 27).
    const solved = check.take();
    if (!solved) return;
    try {
      // Success changes the session: the page then shows the code step or leaves for the gallery.
      await login.mutateAsync({ ...values, ...solved });
    } catch (error) {
      if (check.asked(error)) return;
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        attachFieldErrors(error, ['email', 'password'], setError)
      )
        return;
      setFormError(generalErrorText(error));
    }
  });

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={login.isPending || check.waiting}
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
      {/* The link sits at the right of the password's label, but comes after the field in the
          page, so Tab goes from the e-mail to the password (an outside tester, keyboard only,
          typed the password into nowhere and Enter opened the reset page). */}
      <div className="relative">
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          error={errorText(errors.password)}
          {...register('password')}
        />
        <Link
          to="/reset-password/request"
          className="absolute top-0 right-0 text-sm text-gold-600 underline-offset-4 hover:underline"
        >
          {t('login.forgot')}
        </Link>
      </div>
      {check.required && <HumanCheck notice={check.notice} round={check.round} onSolved={check.solved} />}
      {formError && <FormNotice>{formError}</FormNotice>}
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        <Busy busy={login.isPending || check.waiting}>{t('login.submit')}</Busy>
      </Button>
    </form>
  );
}
