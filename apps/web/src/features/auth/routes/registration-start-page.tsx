import { useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { ButtonLink } from '../../../shared/ui/button.tsx';
import { AuthShell } from '../components/auth-shell.tsx';
import { GoogleButton } from '../components/google-button.tsx';
import { WIDE_BUTTON } from '../lib/wide-button.ts';
import { useReferral } from '../lib/use-referral.ts';
import { SignInFooter } from '../components/sign-in-footer.tsx';

/** /registration/start: how to register, and who invited the person, if anyone did. */
export function RegistrationStartPage() {
  const { t } = useTranslation('auth');
  const { record, decline } = useReferral();
  // Declined, the notice goes, and the focus with it: it moves on to registering (a keyboard
  // tester's focus fell to the page's body).
  const withEmail = useRef<HTMLAnchorElement>(null);

  return (
    <AuthShell
      title={t('start.title')}
      subtitle={<p>{t('start.subtitle')}</p>}
      footer={<SignInFooter lead={t('start.have_account')} />}
    >
      {record?.email && (
        <div className="mb-6 rounded-2xl border border-gold-400/40 bg-gold-100/50 px-5 py-4 animate-fade-in">
          <p className="text-xs uppercase tracking-[0.18em] text-gold-600">{t('start.invited_label')}</p>
          <p className="mt-1 text-sm text-ink-800">
            <Trans
              t={t}
              i18nKey="start.invited_by"
              values={{ email: record.email }}
              components={{ b: <strong className="font-medium break-all" /> }}
            />
          </p>
          <button
            type="button"
            onClick={() => {
              decline();
              withEmail.current?.focus();
            }}
            className="mt-2 text-sm text-ink-600 underline underline-offset-4 hover:text-ink-900"
          >
            {t('start.decline')}
          </button>
        </div>
      )}
      <ButtonLink ref={withEmail} to="/registration" size="lg" className={WIDE_BUTTON}>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" />
        </svg>
        {t('start.with_email')}
      </ButtonLink>
      <GoogleButton label={t('google.sign_up')} />
      <ul className="mt-8 space-y-3 text-sm text-ink-600">
        {(['benefit_tokens', 'benefit_wallet', 'benefit_partners'] as const).map((key) => (
          <li key={key} className="flex gap-3">
            <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-gold-500" />
            {t(`start.${key}`)}
          </li>
        ))}
      </ul>
    </AuthShell>
  );
}
