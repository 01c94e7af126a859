import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { message } from '../../../shared/i18n/messages.ts';
import { useOverlay } from '../../../shared/overlay/overlay.tsx';
import { session } from '../../../shared/session/session.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { CodeField, completeCode, emptyCode, type CodeInputHandle } from '../../../shared/ui/code-input.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { useVerifyCode } from '../api/sign-in.ts';
import { useHumanCheck } from '../lib/use-human-check.ts';
import { HumanCheck } from './human-check.tsx';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { Busy } from '../../../shared/ui/fields.tsx';

function CodeHelp() {
  const { t } = useTranslation('auth');
  const help = useOverlay('modal:two-fa-help');
  return (
    <>
      <button type="button" onClick={help.show} className="text-sm text-gold-600 underline-offset-4 hover:underline">
        {t('two_fa.help_link')}
      </button>
      <Modal open={help.isOpen} onClose={help.hide} title={t('two_fa.help_title')} size="sm">
        <div className="space-y-3 text-sm leading-relaxed text-ink-700">
          <p>{t('two_fa.help_app')}</p>
          <p>{t('two_fa.help_fresh')}</p>
          <p>{t('two_fa.help_lost')}</p>
        </div>
      </Modal>
    </>
  );
}

/** SPEC §4: the code step of a sign-in with two-factor on; sent as soon as six digits are in. */
export function TwoFactorStep() {
  const { t } = useTranslation('auth');
  const verify = useVerifyCode();
  const [digits, setDigits] = useState(emptyCode);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const codeInput = useRef<CodeInputHandle>(null);
  const check = useHumanCheck(useCallback(() => form.current?.requestSubmit(), []));

  const send = (code: string) => {
    // A submission is ignored while one is in progress (SPEC §4).
    if (verify.isPending) return;
    setCodeError(null);
    setFormError(null);
    // After many wrong codes the server asks for a solved check too (decision 27); the digits stay.
    const solved = check.take();
    if (!solved) return;
    verify.mutate(
      { code, ...solved },
      {
        onError: (error) => {
          if (check.asked(error)) return;
          if (error instanceof ApiError && error.status === 400) {
            // 'Wrong code, check digits': the boxes empty for a fresh try.
            setDigits(emptyCode());
            setCodeError(error.fieldErrors.code ?? message('wrong_code') ?? '');
            // The person types again at once, from the first box (SPEC §4).
            codeInput.current?.focusFirst();
            return;
          }
          setFormError(generalErrorText(error));
        },
      },
    );
  };

  return (
    <form
      ref={form}
      noValidate
      aria-busy={verify.isPending || check.waiting}
      onSubmit={(event) => {
        event.preventDefault();
        const code = completeCode(digits);
        if (code) send(code);
        else {
          setCodeError(message('wrong_code') ?? '');
          codeInput.current?.focusFirst();
        }
      }}
      className="space-y-6"
    >
      <CodeField
        ref={codeInput}
        label={t('two_fa.code_label')}
        aside={<CodeHelp />}
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setCodeError(null);
        }}
        onComplete={send}
        error={codeError}
        disabled={verify.isPending}
        autoFocus
      />
      {check.required && <HumanCheck notice={check.notice} round={check.round} onSolved={check.solved} />}
      {formError && <FormNotice>{formError}</FormNotice>}
      <Button type="submit" size="lg" disabled={verify.isPending} className="w-full">
        <Busy busy={verify.isPending || check.waiting}>{t('two_fa.submit')}</Busy>
      </Button>
      <p className="text-center text-sm text-ink-600">
        <button
          type="button"
          onClick={() => session.logout()}
          className="underline-offset-4 hover:text-ink-900 hover:underline"
        >
          {t('two_fa.cancel')}
        </button>
      </p>
    </form>
  );
}
