import { useTranslation } from 'react-i18next';
import type { Painting } from '@pinacoteca/contracts/catalog/painting';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatDate } from '../../../shared/lib/format.ts';

/** The painting's history as a timeline, oldest first. */
export function HistoryTimeline({ histories }: { histories: Painting['histories'] }) {
  const { t } = useTranslation('gallery');
  return (
    <ol className="relative border-l border-gold-400/60 pl-6">
      {histories.map((entry) => (
        <li key={entry.id} className="relative pb-8 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute -left-[1.86rem] top-1 h-3 w-3 rounded-full border-2 border-gold-500 bg-paper-50"
          />
          <p className="font-display text-lg tabular-nums text-gold-600">{entry.year ?? t('painting.year_undated')}</p>
          <h3 className="mt-0.5 font-medium text-ink-900">{entry.title}</h3>
          <p className="mt-1 text-sm leading-relaxed text-ink-600">{entry.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** Provenance and attribution: expert opinions, analyses and certificates with their dates. */
export function AttributionList({ attributions }: { attributions: Painting['attributions'] }) {
  const { t } = useTranslation('gallery');
  const language = useLanguage();
  return (
    <ul className="space-y-4">
      {attributions.map((entry) => (
        <li key={entry.id} className="rounded-xl border border-ink-900/10 bg-white p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 className="font-medium text-ink-900">{entry.title}</h3>
            {entry.date ? (
              <time dateTime={entry.date} className="text-xs tabular-nums text-ink-500">
                {formatDate(entry.date, language, 'long')}
              </time>
            ) : (
              <span className="rounded-full bg-gold-100 px-2 py-0.5 text-xs text-gold-600">
                {t('painting.date_pending')}
              </span>
            )}
          </div>
          <p className="mt-2 text-sm leading-relaxed text-ink-600">{entry.description}</p>
        </li>
      ))}
    </ul>
  );
}
