import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Account } from '@pinacoteca/contracts/account/account';
import { ACCOUNT_RESTORE_DAYS } from '@pinacoteca/contracts/constants';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { useEndOtherSessions } from '../api/security.ts';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { securityView } from '../lib/tabs.ts';
import { PasswordView } from './password-view.tsx';
import { SettingsCard, SettingsRow, StatusPill } from './settings-row.tsx';
import { TwoFactorView } from './two-factor-view.tsx';

/** What a view hands back to the tab when it is done (shown once, above the rows). */
export interface SecurityNotice {
  securityNotice?: 'two_factor_enabled' | 'two_factor_disabled';
}

function SecurityOverview({ account }: { account: Account }) {
  const { t } = useTranslation('settings');
  const location = useLocation();
  const notice = (location.state as SecurityNotice | null)?.securityNotice;
  const twoFactorOn = account.google2_fa_enabled;
  return (
    <div className="space-y-6">
      {notice && (
        <FormNotice tone="info">
          {t(notice === 'two_factor_enabled' ? 'two_factor.enabled' : 'two_factor.disabled')}
        </FormNotice>
      )}
      <SettingsCard>
        <SettingsRow
          label={t('security.password')}
          hint={t('security.password_hint')}
          action={
            <ButtonLink to="?view=password" variant="secondary" size="sm">
              {t('security.password_change')}
            </ButtonLink>
          }
        />
        <SettingsRow
          label={t('security.two_factor')}
          hint={t('security.two_factor_hint')}
          action={
            <ButtonLink
              to="?view=two-factor"
              variant={twoFactorOn ? 'secondary' : 'primary'}
              size="sm"
              // "Turn on" alone says nothing of what, heard out of its row (a links list).
              aria-label={twoFactorOn ? t('security.disable_label') : t('security.enable_label')}
            >
              {twoFactorOn ? t('security.disable') : t('security.enable')}
            </ButtonLink>
          }
        >
          <StatusPill tone={twoFactorOn ? 'on' : 'off'}>
            {twoFactorOn ? t('security.two_factor_on') : t('security.two_factor_off')}
          </StatusPill>
        </SettingsRow>
      </SettingsCard>
      <SettingsCard>
        <OtherDevicesRow />
        <SettingsRow
          label={t('security.session')}
          hint={t('security.session_hint')}
          action={
            <ButtonLink to="/logout" variant="secondary" size="sm">
              {t('security.logout')}
            </ButtonLink>
          }
        />
        <SettingsRow
          label={t('security.remove')}
          hint={t('security.remove_hint', { count: ACCOUNT_RESTORE_DAYS })}
          action={
            <Link
              to="/account/remove"
              className="inline-flex h-8 items-center rounded-full border border-down/30 px-3 text-sm font-medium whitespace-nowrap text-down transition-colors hover:border-down/60 hover:bg-down/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
            >
              {t('security.remove')}
            </Link>
          }
        />
      </SettingsCard>
    </div>
  );
}

/**
 * Signs out every other device and browser: the way to end a session left on a shared computer,
 * or taken from one, without a password or code (it only takes access away).
 */
function OtherDevicesRow() {
  const { t } = useTranslation('settings');
  const end = useEndOtherSessions();
  return (
    <SettingsRow
      label={t('security.other_devices')}
      hint={t('security.other_devices_hint')}
      action={
        <Button
          variant="secondary"
          size="sm"
          disabled={end.isPending}
          aria-busy={end.isPending}
          onClick={() => end.mutate()}
        >
          {t('security.other_devices_end')}
        </Button>
      }
    >
      <p role="status" className="text-sm text-ink-600" data-testid="other-devices-result">
        {end.isSuccess &&
          (end.data.ended > 0
            ? t('security.other_devices_ended', { count: end.data.ended })
            : t('security.other_devices_none'))}
        {end.isError && generalErrorText(end.error)}
      </p>
    </SettingsRow>
  );
}

/** SPEC §2: change password and two-factor open their own views (`?view=`), with a back link. */
export function SecurityTab({ account }: { account: Account }) {
  const [params] = useSearchParams();
  const view = securityView(params.get('view'));
  if (view === 'password') return <PasswordView account={account} />;
  if (view === 'two-factor') return <TwoFactorView account={account} />;
  return <SecurityOverview account={account} />;
}
