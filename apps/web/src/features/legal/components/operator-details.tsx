import { useTranslation } from 'react-i18next';
import { useOperator } from '../../../shared/api/operator.ts';

const FIELDS = ['name', 'jurisdiction', 'registration', 'address'] as const;

/** The legal entity behind the platform, as the server is configured to name it. */
export function OperatorDetails() {
  const { t } = useTranslation('legal');
  const operator = useOperator();
  return (
    <dl
      aria-busy={operator ? undefined : true}
      className="grid gap-x-6 gap-y-3 rounded-2xl border border-ink-900/10 bg-white p-5 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]"
    >
      {FIELDS.map((field) => (
        <div key={field} className="contents">
          <dt className="text-xs font-semibold uppercase tracking-wider text-ink-500 sm:pt-0.5">
            {t(`operator.${field}`)}
          </dt>
          <dd className="-mt-2 text-ink-900 sm:mt-0">
            {operator ? (
              operator[field]
            ) : (
              <span
                aria-hidden="true"
                className="inline-block h-4 w-48 max-w-full animate-pulse rounded bg-paper-100"
              />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
