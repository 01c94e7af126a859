import clsx from 'clsx';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FORECAST_HORIZONS, type ForecastHorizon } from '@pinacoteca/contracts/constants';

interface HorizonTabsProps {
  value: ForecastHorizon;
  onChange: (horizon: ForecastHorizon) => void;
  idBase: string;
}

/** Current year, next year, next two years (SPEC §9 forecast horizons), as keyboard-usable tabs. */
export function HorizonTabs({ value, onChange, idBase }: HorizonTabsProps) {
  const { t } = useTranslation('wallet');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = FORECAST_HORIZONS.length;
    const next =
      event.key === 'ArrowRight' ? (index + 1) % count : event.key === 'ArrowLeft' ? (index - 1 + count) % count : null;
    if (next === null) return;
    event.preventDefault();
    onChange(FORECAST_HORIZONS[next] ?? 'current_year');
    tabs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('forecast.horizons_label')}
      className="flex w-full gap-1 rounded-2xl bg-paper-100 p-1 sm:inline-flex sm:w-auto sm:rounded-full"
    >
      {FORECAST_HORIZONS.map((horizon, index) => {
        const selected = horizon === value;
        return (
          <button
            key={horizon}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${horizon}`}
            aria-selected={selected}
            aria-controls={`${idBase}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(horizon)}
            onKeyDown={(event) => onKey(event, index)}
            className={clsx(
              // Narrower sides below 360 px: three "Следующие" side by side overflowed the card at 320.
              'min-w-0 flex-1 rounded-xl px-1 py-2 text-xs font-medium leading-tight hyphens-auto transition-colors min-[360px]:px-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 sm:flex-none sm:rounded-full sm:px-4 sm:text-sm',
              selected ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900',
            )}
          >
            {t(`forecast.horizons.${horizon}`)}
          </button>
        );
      })}
    </div>
  );
}
