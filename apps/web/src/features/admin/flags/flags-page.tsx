import { useTranslation } from 'react-i18next';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useAdminFlags, useSetFlag } from '../api/console.ts';
import { Panel, SectionTitle } from '../components/ui.tsx';

/** /admin/flags: deposit, withdraw and swap, switched for everyone at once. */
export function FlagsPage() {
  const { t } = useTranslation('admin');
  const flags = useAdminFlags();
  const set = useSetFlag();
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
            <label key={flag.name} className="flex cursor-pointer items-center justify-between gap-4 px-5 py-4">
              <span>
                <span className="block font-medium text-ink-900">{t(`flags.names.${flag.name}`)}</span>
                <span className="block text-sm text-ink-500">{t(`flags.hints.${flag.name}`)}</span>
              </span>
              <input
                type="checkbox"
                role="switch"
                className="h-5 w-9 cursor-pointer accent-ink-900"
                checked={flag.enabled}
                disabled={set.isPending}
                onChange={(e) => set.mutate({ name: flag.name, enabled: e.target.checked })}
              />
            </label>
          ))}
        </Panel>
      )}
    </>
  );
}
