import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { ROAD_MAP } from '@pinacoteca/contracts/constants';
import { Container } from '../../../shared/ui/page.tsx';
import { roadMapOf } from '../lib/road-map.ts';
import { CheckIcon } from './icons.tsx';
import { SectionHeading } from './section-heading.tsx';

/** "1-2 Q 2021" → "1–2 Q 2021" or "1–2 кв. 2021": the period stays as SPEC gives it, only the quarter word is translated. */
function formatPeriod(period: string, quarter: string): string {
  return period.replace(/(\d)-(\d)/, '$1–$2').replace(/\bQ\b/, quarter);
}

export function RoadMap() {
  const { t } = useTranslation('landing');
  const entries = roadMapOf(ROAD_MAP);

  return (
    <section id="road_map" aria-labelledby="road-map-title" className="py-20 lg:py-28">
      <Container>
        <SectionHeading id="road-map-title" eyebrow={t('road_map.eyebrow')} title={t('road_map.title')} />

        <ol className="mt-12 grid sm:grid-cols-2 sm:gap-x-8 lg:mt-16 lg:grid-cols-6 lg:gap-x-6">
          {entries.map(({ item, passed, next }, index) => {
            const following = entries[index + 1];
            return (
              <li key={item.key} className="relative pb-10 pl-14 sm:pl-0 sm:pt-14 lg:pb-0">
                {/* The line to the next milestone: down the side on phones, across from tablets up. */}
                {following && (
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'absolute left-[15px] top-9 -bottom-1 w-0 border-l sm:left-11 sm:-right-5 sm:top-4 sm:bottom-auto sm:h-0 sm:w-auto sm:border-l-0 sm:border-t lg:-right-3',
                      index % 2 === 1 && 'sm:hidden lg:block',
                      following.passed ? 'border-solid border-gold-500' : 'border-dashed border-ink-900/20',
                    )}
                  />
                )}
                <span
                  aria-hidden="true"
                  className={clsx(
                    'absolute left-0 top-0 flex h-8 w-8 items-center justify-center rounded-full',
                    passed && 'bg-gold-500 text-white',
                    next && 'border-2 border-gold-500 bg-paper-50',
                    !passed && !next && 'border border-ink-900/20 bg-paper-50',
                  )}
                >
                  {passed ? (
                    <CheckIcon className="h-4 w-4" strokeWidth={2.5} />
                  ) : (
                    next && <span className="h-2 w-2 rounded-full bg-gold-500" />
                  )}
                </span>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 lg:flex-col lg:items-start lg:gap-y-2">
                  <span className="text-sm font-semibold tabular-nums text-ink-900">
                    {formatPeriod(item.period, t('road_map.quarter'))}
                  </span>
                  <span
                    className={clsx(
                      'rounded-full px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wider',
                      passed ? 'bg-gold-100 text-gold-600' : 'bg-ink-900/5 text-ink-700',
                    )}
                  >
                    {passed ? t('road_map.passed') : t('road_map.planned')}
                  </span>
                </p>
                <h3
                  className={clsx('mt-3 font-display text-xl leading-snug', passed ? 'text-ink-900' : 'text-ink-800')}
                >
                  {t(`road_map.items.${item.key}.title`)}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-600">{t(`road_map.items.${item.key}.text`)}</p>
              </li>
            );
          })}
        </ol>
      </Container>
    </section>
  );
}
