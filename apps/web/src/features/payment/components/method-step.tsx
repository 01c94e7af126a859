import { useTranslation } from 'react-i18next';
import { ChoiceCard } from './choice-card.tsx';

/** Payment methods of SPEC §2; only cryptocurrency is offered in practice. */
export const METHODS = [
  { id: 'card', available: false },
  { id: 'crypto', available: true },
  { id: 'bank', available: false },
] as const;
export type MethodId = (typeof METHODS)[number]['id'];

export function MethodStep({ method, onChange }: { method: MethodId; onChange: (method: MethodId) => void }) {
  const { t } = useTranslation('payment');
  return (
    <fieldset>
      <legend className="sr-only">{t('method.legend')}</legend>
      <div className="grid gap-3">
        {METHODS.map((m) => (
          <ChoiceCard
            key={m.id}
            name="payment-method"
            value={m.id}
            checked={method === m.id}
            disabled={!m.available}
            onSelect={() => onChange(m.id)}
            title={t(`method.${m.id}.title`)}
            description={t(`method.${m.id}.text`)}
            badge={
              m.available ? undefined : (
                <span className="shrink-0 rounded-full bg-paper-200 px-2.5 py-1 text-xs font-medium text-ink-600">
                  {t('method.unavailable')}
                </span>
              )
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
