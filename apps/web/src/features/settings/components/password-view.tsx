import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Account } from '@pinacoteca/contracts/account/account';
import { ChangePasswordRequest } from '@pinacoteca/contracts/account/change-password';
import { PASSWORD_MIN_LENGTH } from '@pinacoteca/contracts/constants';
import { ApiError } from '../../../shared/api/client.ts';
import { message } from '../../../shared/i18n/messages.ts';
import { errorText, generalErrorText, pathErrors } from '../../../shared/lib/form-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { CodeField, completeCode, emptyCode, type CodeInputHandle } from '../../../shared/ui/code-input.tsx';
import { Busy, PasswordField } from '../../../shared/ui/fields.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { useChangePassword } from '../api/security.ts';
import { BackToSecurity } from './back-link.tsx';
import { SettingsCard } from './settings-row.tsx';

/** The contract's rules for the new password, plus the current one when the account has it. */
function passwordFormSchema(needsCurrent: boolean) {
  return z.intersection(
    ChangePasswordRequest,
    z.object({ current_password: needsCurrent ? z.string().min(1, { error: 'required' }) : z.string() }),
  );
}
type FormSchema = ReturnType<typeof passwordFormSchema>;
type Values = z.input<FormSchema>;

const emptyValues: Values = { current_password: '', new_password: '', repeat_new_password: '' };

/**
 * SPEC §2, §5, §8: the current password only when the account has one, the new one twice, and
 * the six-digit code only when two-factor is on. Server errors: path `password` on the
 * current-password field, `code` on the code.
 */
export function PasswordView({ account }: { account: Account }) {
  const { t } = useTranslation('settings');
  const change = useChangePassword();
  const needsCurrent = account.has_password;
  const needsCode = account.google2_fa_enabled;
  const [digits, setDigits] = useState(emptyCode);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const codeInput = useRef<CodeInputHandle>(null);
  const doneNotice = useRef<HTMLParagraphElement>(null);
  // The button was disabled while the change was sent, which drops the focus to the body: it goes to
  // the notice saying it is done, and Tab goes on from there.
  useEffect(() => {
    if (done) doneNotice.current?.focus();
  }, [done]);

  const schema = useMemo(() => passwordFormSchema(needsCurrent), [needsCurrent]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<Values, unknown, z.output<FormSchema>>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues,
    mode: 'onTouched',
  });

  /** The code, or null after flagging its box (required when empty, wrong when partial). */
  const checkedCode = (): string | null | undefined => {
    if (!needsCode) return undefined;
    const code = completeCode(digits);
    if (!code) {
      setCodeError(message(digits.some(Boolean) ? 'wrong_code' : 'required') ?? '');
      // When a password field is wrong too, the form's own focus on the first of them follows and wins.
      codeInput.current?.focusFirst();
    }
    return code;
  };

  const onValid = async (values: z.output<FormSchema>) => {
    // A submission is ignored while one is in progress (SPEC §4).
    if (change.isPending) return;
    setFormError(null);
    setDone(false);
    const code = checkedCode();
    if (code === null) return;
    try {
      await change.mutateAsync({
        new_password: values.new_password,
        repeat_new_password: values.repeat_new_password,
        current_password: needsCurrent ? values.current_password : null,
        code: code ?? null,
      });
      reset(emptyValues);
      setDigits(emptyCode());
      setCodeError(null);
      setDone(true);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) {
        setFormError(generalErrorText(error));
        return;
      }
      const byPath = pathErrors(error);
      if (byPath.code) {
        setDigits(emptyCode());
        setCodeError(byPath.code);
      }
      let focused = false;
      const fields = {
        password: 'current_password',
        new_password: 'new_password',
        repeat_new_password: 'repeat_new_password',
      } as const;
      for (const [path, field] of Object.entries(fields)) {
        const text = byPath[path];
        if (!text) continue;
        setError(field, { type: 'server', message: text }, { shouldFocus: !focused });
        focused = true;
      }
      // The passwords come first on the page, so their error takes the focus; the code's otherwise.
      if (byPath.code && !focused) codeInput.current?.focusFirst();
      if (!byPath.code && !focused) setFormError(generalErrorText(error));
    }
  };

  return (
    <div className="space-y-6">
      <BackToSecurity />
      <SettingsCard plain className="py-6">
        <h2 className="font-display text-2xl text-ink-900">{t('password.title')}</h2>
        <p className="mt-1 text-sm text-ink-500">{t('password.subtitle')}</p>
        <form
          noValidate
          aria-busy={change.isPending}
          onSubmit={(event) =>
            void handleSubmit(onValid, () => {
              checkedCode();
            })(event)
          }
          className="mt-6 max-w-md space-y-5"
        >
          {needsCurrent && (
            <PasswordField
              label={t('password.current')}
              autoComplete="current-password"
              error={errorText(errors.current_password)}
              {...register('current_password', { onChange: () => setDone(false) })}
            />
          )}
          <PasswordField
            label={t('password.new')}
            autoComplete="new-password"
            hint={t('password.hint', { count: PASSWORD_MIN_LENGTH })}
            error={errorText(errors.new_password)}
            {...register('new_password', {
              onChange: () => {
                setDone(false);
                // The mismatch note follows the password as it changes, once the repeat is typed.
                if (getValues('repeat_new_password')) void trigger('repeat_new_password');
              },
            })}
          />
          <PasswordField
            label={t('password.repeat')}
            autoComplete="new-password"
            error={errorText(errors.repeat_new_password)}
            {...register('repeat_new_password')}
          />
          {needsCode && (
            <CodeField
              ref={codeInput}
              label={t('security.code_label')}
              hint={t('password.code_hint')}
              value={digits}
              onChange={(next) => {
                setDigits(next);
                setCodeError(null);
              }}
              error={codeError}
              disabled={change.isPending}
            />
          )}
          {formError && <FormNotice>{formError}</FormNotice>}
          {done && (
            <FormNotice tone="info" ref={doneNotice}>
              {t('password.done')}
            </FormNotice>
          )}
          <Button type="submit" size="lg" disabled={change.isPending} className="w-full sm:w-auto">
            <Busy busy={change.isPending}>{t('password.submit')}</Busy>
          </Button>
        </form>
      </SettingsCard>
    </div>
  );
}
