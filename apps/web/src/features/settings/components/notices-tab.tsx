import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account, NotificationType } from '@pinacoteca/contracts/account/account';
import { useSetNotification } from '../api/profile.ts';
import { SettingsCard } from './settings-row.tsx';
import { Switch } from './switch.tsx';

const GROUPS = [
  { key: 'email', types: ['email_news', 'email_new_paintings'] },
  { key: 'phone', types: ['phone_news', 'phone_new_paintings'] },
] as const satisfies readonly { key: string; types: readonly NotificationType[] }[];

function topic(type: NotificationType): 'news' | 'new_paintings' {
  return type.endsWith('new_paintings') ? 'new_paintings' : 'news';
}

function NoticeSwitch({ account, type, groupId }: { account: Account; type: NotificationType; groupId: string }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const change = useSetNotification();
  const [failed, setFailed] = useState(false);
  // While the call runs the switch shows where it is going.
  const checked = change.isPending ? change.variables.enabled : account.notifications[type];
  return (
    <li className="py-4">
      <div className="flex items-center justify-between gap-4">
        <span id={`${id}-label`} className="text-ink-900">
          {t(`notices.${topic(type)}`)}
        </span>
        <Switch
          checked={checked}
          busy={change.isPending}
          labelledBy={`${groupId} ${id}-label`}
          onChange={(enabled) => {
            if (change.isPending) return;
            setFailed(false);
            change.mutate({ type, enabled }, { onError: () => setFailed(true) });
          }}
        />
      </div>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-down">
          {t('notices.failed')}
        </p>
      )}
    </li>
  );
}

/** SPEC §2: the four switches, and system notifications that are always on. */
export function NoticesTab({ account }: { account: Account }) {
  const { t } = useTranslation('settings');
  const ids = useId();
  const systemId = `${ids}-system`;
  return (
    <div className="space-y-6">
      <p className="text-ink-600">{t('notices.intro')}</p>
      <div className="grid gap-6 md:grid-cols-2">
        {GROUPS.map((group) => (
          <SettingsCard key={group.key} plain className="py-1">
            <h2
              id={`${ids}-${group.key}`}
              className="pt-4 text-xs font-medium uppercase tracking-[0.15em] text-ink-500"
            >
              {t(`notices.${group.key}`)}
            </h2>
            <ul className="divide-y divide-ink-900/10">
              {group.types.map((type) => (
                <NoticeSwitch key={type} account={account} type={type} groupId={`${ids}-${group.key}`} />
              ))}
            </ul>
          </SettingsCard>
        ))}
      </div>
      <SettingsCard plain className="py-4">
        <div className="flex items-start gap-3">
          <input
            id={systemId}
            type="checkbox"
            checked
            disabled
            readOnly
            aria-describedby={`${systemId}-hint`}
            className="mt-1 h-4 w-4 shrink-0 accent-ink-900"
          />
          <div>
            <label htmlFor={systemId} className="text-ink-900">
              {t('notices.system')}
            </label>
            <p id={`${systemId}-hint`} className="mt-1 text-sm text-ink-500">
              {t('notices.system_hint')}
            </p>
          </div>
        </div>
      </SettingsCard>
    </div>
  );
}
