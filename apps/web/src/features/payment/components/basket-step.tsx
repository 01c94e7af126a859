import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { wholeTokensOf } from '@pinacoteca/contracts/units';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatQuantity, formatUsd } from '../../../shared/lib/format.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { TokenLabel } from '../../../shared/ui/token-icon.tsx';
import { basket } from '../lib/basket-store.ts';
import type { BasketItem, BasketLine } from '../lib/basket.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

interface BasketStepProps {
  lines: BasketLine<Token>[];
  unavailable: BasketItem[];
  addable: Token[];
  tokensById: Map<string, Token>;
}

/** Step 1: what is in the basket, each line's quantity and total, and adding more tokens. */
export function BasketStep({ lines, unavailable, addable, tokensById }: BasketStepProps) {
  const { t } = useTranslation('payment');
  const language = useLanguage();

  return (
    <div>
      {lines.length === 0 && unavailable.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-ink-900/15 bg-white px-6 py-10 text-center">
          <p className="font-display text-xl text-ink-900">{t('basket.empty')}</p>
          <p className="mx-auto mt-2 max-w-md text-sm text-ink-600">{t('basket.empty_hint')}</p>
          <ButtonLink to="/tokens" variant="secondary" className="mt-5">
            {t('basket.to_tokens')}
          </ButtonLink>
        </div>
      ) : (
        <ul className="divide-y divide-ink-900/10 rounded-2xl border border-ink-900/10 bg-white">
          {lines.map((line) => (
            <li
              key={line.token.id}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 px-4 py-4 sm:grid-cols-[minmax(0,1fr)_auto_8rem_auto] sm:px-5"
            >
              <div className="min-w-0">
                <TokenLabel token={line.token} />
                <p className="mt-1 pl-12 text-xs text-ink-500">
                  {t('basket.price_each', { price: formatUsd(line.token.current_price, language, { cents: true }) })}
                  {' · '}
                  {t('basket.available', {
                    count: Number(wholeTokensOf(line.token.available)),
                    formatted: formatQuantity(String(wholeTokensOf(line.token.available)), language),
                  })}
                </p>
              </div>
              <button
                type="button"
                onClick={() => basket.remove(line.token.id)}
                aria-label={t('basket.remove_label', { name: line.token.name })}
                className="order-2 justify-self-end rounded-full p-2 text-ink-500 transition-colors hover:bg-ink-900/5 hover:text-down focus-visible:outline-2 focus-visible:outline-gold-500 sm:order-4"
              >
                <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
                  <path
                    d="M5 5l10 10M15 5 5 15"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinecap="round"
                    fill="none"
                  />
                </svg>
              </button>
              <div className="order-3 sm:order-2">
                <QuantityStepper
                  value={line.count}
                  max={line.max}
                  label={line.token.name}
                  onChange={(count) => basket.setCount(line.token.id, count, line.max)}
                />
              </div>
              <p
                className="order-4 text-right font-display text-lg tabular-nums text-ink-900 sm:order-3"
                aria-label={t('basket.line_total_label', { name: line.token.name })}
              >
                {formatUsd(line.totalCents, language, { cents: true })}
              </p>
            </li>
          ))}
          {unavailable.map((item) => {
            const token = tokensById.get(item.tokenId);
            return (
              <li
                key={item.tokenId}
                className="flex items-center justify-between gap-4 bg-paper-100/60 px-4 py-4 sm:px-5"
              >
                <p className="text-sm text-ink-600">
                  {t('basket.no_longer_available', { name: token?.name ?? t('basket.unknown_token') })}
                </p>
                <Button size="sm" variant="secondary" onClick={() => basket.remove(item.tokenId)}>
                  {t('basket.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}

      {addable.length > 0 && <AddToken tokens={addable} first={lines.length === 0 && unavailable.length === 0} />}
    </div>
  );
}

/** Shown only while some purchasable token is not in the basket yet (SPEC §5). */
function AddToken({ tokens, first }: { tokens: Token[]; first: boolean }) {
  const { t } = useTranslation('payment');
  const language = useLanguage();
  const selectId = useId();
  const [chosen, setChosen] = useState('');
  const value = tokens.some((token) => token.id === chosen) ? chosen : (tokens[0]?.id ?? '');

  return (
    <div className="mt-5 flex flex-col gap-3 rounded-2xl bg-paper-100 p-4 sm:flex-row sm:items-end sm:p-5">
      <div className="min-w-0 flex-1">
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-ink-700">
          {first ? t('basket.add_first') : t('basket.add_label')}
        </label>
        <select
          id={selectId}
          value={value}
          onChange={(event) => setChosen(event.target.value)}
          className="h-11 w-full rounded-xl border border-ink-900/15 bg-white px-3 text-sm text-ink-900 focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-500/25"
        >
          {tokens.map((token) => (
            <option key={token.id} value={token.id}>
              {token.name} — {formatUsd(token.current_price, language, { cents: true })}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" className="h-11" onClick={() => value && basket.add(value)}>
        <span aria-hidden="true">+</span>
        {t('basket.add')}
      </Button>
    </div>
  );
}
