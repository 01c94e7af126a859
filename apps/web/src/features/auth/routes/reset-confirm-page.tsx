import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@pinacoteca/contracts/constants';
import { ResetPasswordRequest } from '@pinacoteca/contracts/auth/reset-password';
import { ApiError } from '../../../shared/api/client.ts';
import { message } from '../../../shared/i18n/messages.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { CodeField, completeCode, emptyCode, type CodeInputHandle } from '../../../shared/ui/code-input.tsx';
import { useResetLinkCheck, useResetPassword } from '../api/reset-password.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { Busy, PasswordField } from '../../../shared/ui/fields.tsx';
import { Spinner } from '../../../shared/ui/states.tsx';
import { LinkError } from '../components/link-error.tsx';
import { readEmailLink, unusableLinkMessage } from '../../../shared/lib/email-link.ts';
import { errorText, generalErrorText, pathErrors } from '../../../shared/lib/form-errors.ts';
import { refusedLink, type RefusedLink } from '../lib/refused-link.ts';

type Values = z.input<typeof ResetPasswordRequest>;
type Output = z.output<typeof ResetPasswordRequest>;

function ResetForm({
  token,
  twoFaRequired,
  onRefused,
}: {
  token: string;
  twoFaRequired: boolean;
  /** The server will not take the link (used, replaced or expired): the page shows the link error. */
  onRefused: (refusal: RefusedLink) => void;
}) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const [digits, setDigits] = useState(emptyCode);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const codeInput = useRef<CodeInputHandle>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(ResetPasswordRequest),
    defaultValues: { password: '', repeat_password: '', token, code: null },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    if (reset.isPending) return;
    setFormError(null);
    const code = completeCode(digits);
    if (twoFaRequired && !code) {
      setCodeError(message(digits.some(Boolean) ? 'wrong_code' : 'required') ?? '');
      codeInput.current?.focusFirst();
      return;
    }
    try {
      // Success signs the person in; the guest guard then takes them to the gallery.
      await reset.mutateAsync({ ...values, code: twoFaRequired ? code : null });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) {
        setFormError(generalErrorText(error));
        return;
      }
      const refusal = refusedLink(error);
      if (refusal) {
        onRefused(refusal);
        return;
      }
      const byPath = pathErrors(error);
      if (byPath.code) {
        // SPEC §8: a code error clears the digits and flags the boxes.
        setDigits(emptyCode());
        setCodeError(byPath.code);
      }
      let focused = false;
      for (const field of ['password', 'repeat_password'] as const) {
        const text = byPath[field];
        if (!text) continue;
        setError(field, { type: 'server', message: text }, { shouldFocus: !focused });
        focused = true;
      }
      // The passwords come first on the page, so their error takes the focus; the code's otherwise.
      if (byPath.code && !focused) codeInput.current?.focusFirst();
      if (!byPath.code && !focused) setFormError(generalErrorText(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={reset.isPending} className="space-y-5">
      <PasswordField
        label={t('fields.new_password')}
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
      {twoFaRequired && (
        <CodeField
          ref={codeInput}
          label={t('two_fa.code_label')}
          hint={t('reset_confirm.code_hint')}
          value={digits}
          onChange={(next) => {
            setDigits(next);
            setCodeError(null);
          }}
          error={codeError}
          disabled={reset.isPending}
        />
      )}
      {formError && <FormNotice>{formError}</FormNotice>}
      <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
        <Busy busy={reset.isPending}>{t('reset_confirm.submit')}</Busy>
      </Button>
    </form>
  );
}

/** /reset-password/confirm?token=: a new password from the e-mail link. */
export function ResetConfirmPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const raw = params.get('token');
  const link = useMemo(() => readEmailLink(raw), [raw]);
  // What the server said of this link when it refused it; a link in the address bar changed by hand starts afresh.
  const [refused, setRefused] = useState<{ token: string; refusal: RefusedLink } | null>(null);
  // Asked as the page opens, so a used, replaced or expired link says so before a password is typed
  // (an outside tester's finding); any other failure of the check leaves the form to try.
  const check = useResetLinkCheck(link.status === 'valid' ? link.token : null);
  const refusal = link.status === 'valid' && refused?.token === link.token ? refused.refusal : refusedLink(check.error);

  // Why the link cannot be used, in the page's language (by its key; the server's text if it sent none).
  let unusable: string | undefined | null = null;
  if (link.status !== 'valid') unusable = message(unusableLinkMessage(link.status));
  else if (refusal) unusable = message(refusal.key) ?? refusal.text;

  if (link.status !== 'valid' || unusable !== null) {
    return (
      <LinkError
        title={t('reset_confirm.failed_title')}
        detail={unusable ?? undefined}
        text={t('reset_confirm.failed_text')}
        action={<ButtonLink to="/reset-password/request">{t('reset_done.request_again')}</ButtonLink>}
      />
    );
  }
  if (check.isPending) {
    return (
      <AuthShell title={t('reset_confirm.title')}>
        <Spinner />
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t('reset_confirm.title')} subtitle={<p>{t('reset_confirm.subtitle')}</p>}>
      <ResetForm
        token={link.token}
        twoFaRequired={link.twoFaRequired}
        onRefused={(next) => setRefused({ token: link.token, refusal: next })}
      />
    </AuthShell>
  );
}
