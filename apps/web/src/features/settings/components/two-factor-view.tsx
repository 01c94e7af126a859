import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Account } from '@pinacoteca/contracts/account/account';
import { COPY_TICK_SHORT_MS } from '@pinacoteca/contracts/constants';
import { ApiError } from '../../../shared/api/client.ts';
import { message } from '../../../shared/i18n/messages.ts';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { CodeField, completeCode, emptyCode, type CodeInputHandle } from '../../../shared/ui/code-input.tsx';
import { Busy, PasswordField } from '../../../shared/ui/fields.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useChangeTwoFactor, useTwoFaSecrets } from '../api/security.ts';
import { useCopy } from '../../../shared/lib/copy-text.ts';
import { BackToSecurity } from './back-link.tsx';
import type { SecurityNotice } from './security-tab.tsx';
import { SettingsCard } from './settings-row.tsx';

/**
 * The six boxes and the call: a full code is sent (typing the last digit sends it too); a
 * failure flags the boxes with 'Wrong code, check digits' and empties them for another try.
 */
function CodeForm({
  enable,
  submitLabel,
  needsPassword = false,
}: {
  enable: boolean;
  submitLabel: string;
  /** Turning it on asks the account's password, when it has one (decision 0084). */
  needsPassword?: boolean;
}) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const change = useChangeTwoFactor();
  const [digits, setDigits] = useState(emptyCode);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const codeInput = useRef<CodeInputHandle>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const send = (code: string) => {
    if (change.isPending) return;
    setCodeError(null);
    setFormError(null);
    // The last digit sends the code: without the password first, it is asked for where it goes.
    if (needsPassword && !password) {
      setPasswordError(message('required') ?? '');
      passwordInput.current?.focus();
      return;
    }
    change.mutate(
      { code, enable, ...(needsPassword ? { password } : {}) },
      {
        onSuccess: () => {
          const state: SecurityNotice = { securityNotice: enable ? 'two_factor_enabled' : 'two_factor_disabled' };
          void navigate('/settings/security', { state });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.password) {
            setPasswordError(error.fieldErrors.password);
            passwordInput.current?.focus();
            return;
          }
          if (
            error instanceof ApiError &&
            error.status === 400 &&
            (error.fieldErrors.code || error.fieldErrors.request)
          ) {
            setDigits(emptyCode());
            setCodeError(error.fieldErrors.code ?? message('wrong_code') ?? '');
            // The boxes were disabled while the code was checked: without this, focus is left on the body.
            codeInput.current?.focusFirst();
            return;
          }
          setFormError(generalErrorText(error));
        },
      },
    );
  };

  const code = completeCode(digits);
  return (
    <form
      noValidate
      aria-busy={change.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        if (code) send(code);
        else {
          setCodeError(message('wrong_code') ?? '');
          codeInput.current?.focusFirst();
        }
      }}
      className="space-y-4"
    >
      {needsPassword && (
        <PasswordField
          ref={passwordInput}
          label={t('two_factor.password')}
          autoComplete="current-password"
          className="max-w-sm"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(null);
          }}
          error={passwordError ?? undefined}
        />
      )}
      <CodeField
        ref={codeInput}
        label={t('security.code_label')}
        boxesClassName="max-w-sm"
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setCodeError(null);
        }}
        onComplete={send}
        error={codeError}
        disabled={change.isPending}
      />
      {formError && <FormNotice>{formError}</FormNotice>}
      <Button type="submit" size="lg" disabled={change.isPending || !code} className="w-full sm:w-auto">
        <Busy busy={change.isPending}>{submitLabel}</Busy>
      </Button>
    </form>
  );
}

function CopySecret({ secret }: { secret: string }) {
  const { t } = useTranslation('settings');
  const { copied, copy } = useCopy(COPY_TICK_SHORT_MS);
  return (
    <div>
      <p className="text-sm font-medium text-ink-900">{t('two_factor.secret')}</p>
      <div className="mt-2 flex items-center gap-2">
        <code
          data-testid="two-factor-secret"
          className="min-w-0 flex-1 break-all rounded-xl border border-ink-900/10 bg-paper-50 px-4 py-3 font-mono text-sm tracking-wider text-ink-900 select-all"
        >
          {secret}
        </code>
        <Button variant="secondary" onClick={() => void copy(secret)} className="shrink-0" aria-live="polite">
          {copied ? (
            <>
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" className="text-up">
                <path d="m3 8.5 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
              {t('two_factor.copied')}
            </>
          ) : (
            t('two_factor.copy')
          )}
        </Button>
      </div>
    </div>
  );
}

/** SPEC §4: opening the view loads a new secret; a code of it turns two-factor on. */
function EnableView({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('settings');
  const secrets = useTwoFaSecrets();
  return (
    <SettingsCard plain className="py-6">
      <h2 className="font-display text-2xl text-ink-900">{t('two_factor.enable_title')}</h2>
      {secrets.data ? (
        <div className="mt-6 grid gap-8 md:grid-cols-[auto_minmax(0,1fr)]">
          <div className="flex justify-center md:block">
            <img
              src={secrets.data.qr_code}
              alt={t('two_factor.qr_alt')}
              width={200}
              height={200}
              className="h-50 w-50 rounded-xl border border-ink-900/10 bg-white p-2"
            />
          </div>
          <div className="min-w-0 space-y-6">
            <ol className="list-decimal space-y-2 pl-5 text-sm text-ink-700 marker:text-ink-500">
              <li>{t('two_factor.enable_step_app')}</li>
              <li>{t('two_factor.enable_step_scan')}</li>
              <li>{t('two_factor.enable_step_code')}</li>
            </ol>
            <CopySecret secret={secrets.data.secret} />
            <CodeForm enable needsPassword={hasPassword} submitLabel={t('two_factor.enable_submit')} />
          </div>
        </div>
      ) : secrets.isError ? (
        <ErrorState onRetry={() => void secrets.refetch()} text={generalErrorText(secrets.error)} />
      ) : (
        <Spinner />
      )}
    </SettingsCard>
  );
}

function DisableView() {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard plain className="py-6">
      <h2 className="font-display text-2xl text-ink-900">{t('two_factor.disable_title')}</h2>
      <p className="mt-2 max-w-xl text-sm text-ink-600">{t('two_factor.disable_text')}</p>
      <div className="mt-6">
        <CodeForm enable={false} submitLabel={t('two_factor.disable_submit')} />
      </div>
    </SettingsCard>
  );
}

/** Enabling or deactivation, by the state two-factor had when the view opened. */
export function TwoFactorView({ account }: { account: Account }) {
  // Fixed on opening: the account reloads on success and must not flip the view under the person.
  const [enabled] = useState(account.google2_fa_enabled);
  return (
    <div className="space-y-6">
      <BackToSecurity />
      {enabled ? <DisableView /> : <EnableView hasPassword={account.has_password} />}
    </div>
  );
}
