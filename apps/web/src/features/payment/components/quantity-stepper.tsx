import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampCount } from '../lib/basket.ts';

interface QuantityStepperProps {
  value: number;
  max: number;
  label: string;
  onChange: (count: number) => void;
}

/** A whole quantity from 1 to `max`: minus and plus clamp, typed values are brought into range. */
export function QuantityStepper({ value, max, label, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('payment');
  // What is being typed; empty while the field is cleared to type a new number.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? String(value);

  const commit = (count: number) => {
    const next = clampCount(count, max);
    setDraft(null);
    if (next !== value) onChange(next);
  };

  const button =
    'flex h-10 w-10 shrink-0 items-center justify-center text-lg text-ink-700 transition-colors hover:bg-ink-900/5 disabled:cursor-not-allowed disabled:opacity-35 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-gold-500';

  return (
    <div className="inline-flex h-10 items-stretch overflow-hidden rounded-full border border-ink-900/15 bg-white">
      <button
        type="button"
        className={button}
        onClick={() => commit(value - 1)}
        disabled={value <= 1}
        aria-label={t('basket.decrease', { name: label })}
      >
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={t('basket.quantity_of', { name: label })}
        value={shown}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          if (digits === '') setDraft('');
          else {
            const next = clampCount(Number(digits), max);
            setDraft(String(next));
            if (next !== value) onChange(next);
          }
        }}
        onBlur={() => commit(draft === null || draft === '' ? value : Number(draft))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(draft === null || draft === '' ? value : Number(draft));
          }
        }}
        className="w-16 border-x border-ink-900/10 bg-transparent text-center text-sm tabular-nums text-ink-900 focus:bg-paper-50 focus:outline-none"
      />
      <button
        type="button"
        className={button}
        onClick={() => commit(value + 1)}
        disabled={value >= max}
        aria-label={t('basket.increase', { name: label })}
      >
        +
      </button>
    </div>
  );
}
