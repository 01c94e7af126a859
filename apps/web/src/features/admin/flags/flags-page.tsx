import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureFlagName } from '@pinacoteca/contracts/enums';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useAdminFlags, useSetFlag } from '../api/console.ts';
import { useAnnounce } from '../components/announcer.tsx';
import { InlineConfirm, Panel, SectionTitle } from '../components/ui.tsx';

/**
 * /admin/flags: deposit, withdraw and swap, switched for everyone at once, so each switch asks
 * first (InlineConfirm): one slip of a click would otherwise open or close it for every investor.
 */
export function FlagsPage() {
  const { t } = useTranslation('admin');
  const flags = useAdminFlags();
  const set = useSetFlag();
  const announce = useAnnounce();
  /** The switch clicked, waiting for the operator's confirmation. */
  const [asking, setAsking] = useState<{ name: FeatureFlagName; enabled: boolean } | null>(null);
  return (
    <>
      <SectionTitle title={t('nav.flags')} />
      <p className="mb-4 max-w-2xl text-sm text-ink-600">{t('flags.text')}</p>
      {set.isError && (
        <div className="mb-4">
          <FormNotice>{generalErrorText(set.error)}</FormNotice>
        </div>
      )}
      {flags.isPending ? (
        <Spinner />
      ) : flags.isError ? (
        <ErrorState onRetry={() => void flags.refetch()} />
      ) : (
        <Panel className="max-w-xl divide-y divide-ink-900/5 p-0">
          {flags.data.map((flag) => (
            <div key={flag.name} className="px-5 py-4">
              <div className="flex items-center justify-between gap-4">
                <label htmlFor={`flag-${flag.name}`} className="cursor-pointer">
                  <span className="block font-medium text-ink-900">{t(`flags.names.${flag.name}`)}</span>
                  <span className="block text-sm text-ink-500">{t(`flags.hints.${flag.name}`)}</span>
                </label>
                <input
                  id={`flag-${flag.name}`}
                  type="checkbox"
                  role="switch"
                  className="h-5 w-9 cursor-pointer accent-ink-900"
                  // The switch shows what is in force; a change waits for the question below.
                  checked={flag.enabled}
                  disabled={set.isPending}
                  onChange={(e) => {
                    set.reset();
                    setAsking({ name: flag.name, enabled: e.target.checked });
                  }}
                />
              </div>
              {asking?.name === flag.name && (
                <InlineConfirm
                  question={t(asking.enabled ? 'flags.confirm_on' : 'flags.confirm_off', {
                    name: t(`flags.names.${flag.name}`),
                  })}
                  backLabel={t('flags.back')}
                  confirmLabel={t(asking.enabled ? 'flags.turn_on' : 'flags.turn_off')}
                  pending={set.isPending}
                  onBack={() => setAsking(null)}
                  onConfirm={() =>
                    set.mutate(asking, {
                      onSettled: () => setAsking(null),
                      onSuccess: () =>
                        announce(
                          t(asking.enabled ? 'announce.flag_on' : 'announce.flag_off', {
                            name: t(`flags.names.${asking.name}`),
                          }),
                        ),
                    })
                  }
                />
              )}
            </div>
          ))}
        </Panel>
      )}
    </>
  );
}
