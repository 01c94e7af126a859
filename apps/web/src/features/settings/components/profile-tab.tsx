import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@pinacoteca/contracts/account/account';
import type { KycStatus } from '@pinacoteca/contracts/kyc/kyc';
import { LANGUAGES, type Language } from '@pinacoteca/contracts/constants';
import { currentLanguage, setLanguage } from '../../../shared/i18n/i18n.ts';
import { message } from '../../../shared/i18n/messages.ts';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { KycStatusPill } from '../../../shared/ui/kyc-status.tsx';
import { typedText } from '../../../shared/ui/typed-text.ts';
import { useUpdateAccount } from '../api/profile.ts';
import { nicknameProblem, phoneForDisplay, phoneForWire, phoneInputValue } from '../lib/profile-fields.ts';
import { AvatarRow } from './avatar-row.tsx';
import { InlineEdit } from './inline-edit.tsx';
import { SettingsCard, SettingsRow, StatusPill } from './settings-row.tsx';

/** The account's language, saved to the account and applied to the interface at once. */
function LanguageRow({ account }: { account: Account }) {
  const { t } = useTranslation('settings');
  const update = useUpdateAccount();
  const [error, setError] = useState<string | null>(null);
  const chosen = update.isPending && update.variables.language ? update.variables.language : account.language;

  const choose = (language: Language) => {
    if (language === account.language || update.isPending) return;
    setError(null);
    const before = currentLanguage();
    void setLanguage(language);
    update.mutate(
      { language },
      {
        onError: (failure) => {
          // The account kept its language: the interface goes back to what it showed.
          void setLanguage(before);
          setError(generalErrorText(failure));
        },
      },
    );
  };

  return (
    <SettingsRow label={t('profile.language')} hint={t('profile.language_hint')} labelId="settings-language">
      <div
        role="radiogroup"
        aria-labelledby="settings-language"
        className="inline-flex rounded-full border border-ink-900/15 p-1"
      >
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            role="radio"
            aria-checked={chosen === language}
            lang={language}
            onClick={() => choose(language)}
            className={clsx(
              'rounded-full px-4 py-1.5 text-sm transition-colors',
              chosen === language ? 'bg-ink-900 font-medium text-paper-50' : 'text-ink-600 hover:text-ink-900',
            )}
          >
            {t(`profile.languages.${language}`)}
          </button>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-down">
          {error}
        </p>
      )}
    </SettingsRow>
  );
}

/** SPEC §2: Google from the account; Facebook and Twitter are not offered yet. */
function SocialRow({ account }: { account: Account }) {
  const { t } = useTranslation('settings');
  const networks = [
    { name: 'Google', state: account.google_connected ? 'connected' : 'not_connected' },
    { name: 'Facebook', state: 'not_available' },
    { name: 'Twitter', state: 'not_available' },
  ] as const;
  return (
    <SettingsRow label={t('profile.social')} hint={t('profile.social_hint')}>
      <ul className="divide-y divide-ink-900/5">
        {networks.map((network) => (
          <li key={network.name} className="flex items-center justify-between gap-3 py-2 first:pt-0 last:pb-0">
            <span className="text-ink-900">{network.name}</span>
            <StatusPill
              tone={network.state === 'connected' ? 'on' : network.state === 'not_connected' ? 'off' : 'muted'}
            >
              {t(`profile.${network.state}`)}
            </StatusPill>
          </li>
        ))}
      </ul>
    </SettingsRow>
  );
}

/** Identity verification: its status, and the way to start (or send again) from here. */
function KycRow({ status }: { status: KycStatus }) {
  const { t } = useTranslation('settings');
  const canStart = status === 'not_started' || status === 'rejected' || status === 'resubmission_requested';
  return (
    <SettingsRow
      label={t('profile.kyc')}
      hint={t('profile.kyc_hint')}
      action={
        canStart ? (
          <ButtonLink size="sm" to="/settings/verification">
            {t(status === 'not_started' ? 'profile.kyc_verify' : 'profile.kyc_again')}
          </ButtonLink>
        ) : (
          <ButtonLink size="sm" variant="secondary" to="/settings/verification">
            {t('profile.kyc_open')}
          </ButtonLink>
        )
      }
    >
      <KycStatusPill status={status} />
    </SettingsRow>
  );
}

export function ProfileTab({ account }: { account: Account }) {
  const { t } = useTranslation('settings');
  const update = useUpdateAccount();
  return (
    <div className="space-y-6">
      <SettingsCard>
        <AvatarRow account={account} />
        <InlineEdit
          label={t('profile.nickname')}
          hint={t('profile.nickname_hint')}
          display={account.username}
          initial={account.username}
          canSave={(value) => value.trim() !== account.username}
          problem={(value) => message(nicknameProblem(value) ?? undefined) ?? null}
          onSave={(value) => update.mutateAsync({ username: value.trim() })}
          field="username"
          input={{ autoComplete: 'nickname', maxLength: 64 }}
        />
        <SettingsRow label={t('profile.email')} hint={t('profile.email_hint')}>
          <p className={clsx('text-ink-900', typedText)}>{account.email}</p>
        </SettingsRow>
        <InlineEdit
          label={t('profile.phone')}
          hint={t('profile.phone_hint')}
          display={phoneForDisplay(account.phone)}
          emptyText={t('profile.phone_none')}
          initial={phoneForDisplay(account.phone)}
          normalise={phoneInputValue}
          canSave={(value) => phoneForWire(value) !== (account.phone ?? '')}
          onSave={(value) => update.mutateAsync({ phone: phoneForWire(value) })}
          field="phone"
          input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 32, placeholder: '+' }}
        />
        <LanguageRow account={account} />
      </SettingsCard>
      <SettingsCard>
        <SocialRow account={account} />
        <KycRow status={account.kyc_status} />
      </SettingsCard>
    </div>
  );
}
