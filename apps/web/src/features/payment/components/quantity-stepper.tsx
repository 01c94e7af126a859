import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatQuantity } from '../../../shared/lib/format.ts';
import { clampCount, settleCount, typedCount } from '../lib/basket.ts';

interface QuantityStepperProps {
  value: number;
  max: number;
  label: string;
  onChange: (count: number) => void;
}

/**
 * A whole quantity from 1 to `max`. What is typed stays as typed: a quantity that follows the
 * rule counts at once; anything else shows the rule, and the basket (with its totals) already
 * counts what leaving the field will make of it ("0" is 1, "2.5" is 2), so no total shows a
 * quantity the field no longer says. Only leaving the field, Enter, minus and plus bring the text
 * itself into range (basket.ts), so the basket never holds an invalid quantity.
 */
export function QuantityStepper({ value, max, label, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('payment');
  const language = useLanguage();
  const ruleId = useId();
  // The text being typed; null when the field shows the basket's count.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? String(value);
  const broken = draft !== null && typedCount(draft, max) === null;
  // What minus and plus step from: the typed quantity as leaving the field would make it.
  const current = draft === null ? value : settleCount(draft, value, max);

  const commit = (count: number) => {
    const next = clampCount(count, max);
    setDraft(null);
    if (next !== value) onChange(next);
  };

  const button =
    'flex h-10 w-10 shrink-0 items-center justify-center text-lg text-ink-700 transition-colors hover:bg-ink-900/5 disabled:cursor-not-allowed disabled:opacity-35 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-gold-500';

  return (
    <div>
      <div
        className={
          broken
            ? 'inline-flex h-10 items-stretch overflow-hidden rounded-full border border-down bg-white'
            : 'inline-flex h-10 items-stretch overflow-hidden rounded-full border border-ink-900/15 bg-white'
        }
      >
        <button
          type="button"
          className={button}
          onClick={() => commit(current - 1)}
          disabled={current <= 1}
          aria-label={t('basket.decrease', { name: label })}
        >
          −
        </button>
        <input
          type="text"
          inputMode="numeric"
          aria-label={t('basket.quantity_of', { name: label })}
          aria-invalid={broken || undefined}
          aria-describedby={ruleId}
          value={shown}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const count = typedCount(text, max) ?? settleCount(text, value, max);
            if (count !== value) onChange(count);
          }}
          onBlur={() => {
            if (draft !== null) commit(current);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (draft !== null) commit(current);
            }
          }}
          className="w-16 border-x border-ink-900/10 bg-transparent text-center text-sm tabular-nums text-ink-900 focus:bg-paper-50 focus:outline-none"
        />
        <button
          type="button"
          className={button}
          onClick={() => commit(current + 1)}
          disabled={current >= max}
          aria-label={t('basket.increase', { name: label })}
        >
          +
        </button>
      </div>
      <p id={ruleId} aria-live="polite" className={broken ? 'mt-1.5 w-0 min-w-full text-xs text-down' : 'sr-only'}>
        {broken ? t('basket.quantity_rule', { max: formatQuantity(max, language) }) : ''}
      </p>
    </div>
  );
}
