import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_CURRENCIES, type PaymentCurrency } from '@pinacoteca/contracts/enums';
import { useAcceptedCurrencies } from '../../../shared/api/system-status.ts';
import { ChoiceCard } from './choice-card.tsx';

interface CurrencyStepProps {
  currency: PaymentCurrency | null;
  onCurrency: (currency: PaymentCurrency) => void;
  currencyError?: string;
  notUsResident: boolean;
  onNotUsResident: (confirmed: boolean) => void;
  residencyError?: string;
}

/** Step 3: the cryptocurrency, the notice for people outside the US and its confirmation (SPEC §2, §5). */
export function CurrencyStep({
  currency,
  onCurrency,
  currencyError,
  notUsResident,
  onNotUsResident,
  residencyError,
}: CurrencyStepProps) {
  const { t } = useTranslation('payment');
  const currencyErrorId = useId();
  const residencyErrorId = useId();
  // A currency no provider takes on this server is shown as unavailable, as card and bank are.
  const accepted = useAcceptedCurrencies();
  const available = (code: PaymentCurrency) => !accepted || accepted.includes(code);

  return (
    <div className="space-y-6">
      <fieldset aria-describedby={currencyError ? currencyErrorId : undefined}>
        <legend className="mb-3 text-sm font-medium text-ink-700">{t('currency.legend')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {PAYMENT_CURRENCIES.map((code) => (
            <ChoiceCard
              key={code}
              name="payment-currency"
              value={code}
              checked={currency === code}
              disabled={!available(code)}
              badge={
                available(code) ? undefined : (
                  <span className="shrink-0 rounded-full bg-paper-200 px-2.5 py-1 text-xs font-medium text-ink-600">
                    {t('method.unavailable')}
                  </span>
                )
              }
              invalid={Boolean(currencyError)}
              describedBy={currencyError ? currencyErrorId : undefined}
              onSelect={() => onCurrency(code)}
              title={code}
              description={t(`currency.names.${code}`)}
              icon={
                <span
                  aria-hidden="true"
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-ink-900 text-[10px] font-semibold tracking-wide text-paper-50"
                >
                  {code}
                </span>
              }
            />
          ))}
        </div>
        {currencyError && (
          <p id={currencyErrorId} role="alert" className="mt-2 text-sm text-down">
            {currencyError}
          </p>
        )}
      </fieldset>

      <div className="rounded-2xl border border-gold-500/40 bg-gold-100/50 p-4 sm:p-5">
        <h3 className="font-medium text-ink-900">{t('notice.title')}</h3>
        <p className="mt-1.5 text-sm leading-relaxed text-ink-700">{t('notice.text')}</p>
        <label className="mt-4 flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            checked={notUsResident}
            onChange={(event) => onNotUsResident(event.target.checked)}
            aria-invalid={residencyError ? true : undefined}
            aria-describedby={residencyError ? residencyErrorId : undefined}
            className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-ink-900"
          />
          <span className="text-sm font-medium text-ink-900">{t('notice.confirm')}</span>
        </label>
        {residencyError && (
          <p id={residencyErrorId} role="alert" className="mt-2 pl-8 text-sm text-down">
            {residencyError}
          </p>
        )}
      </div>
    </div>
  );
}
