import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnits } from '@pinacoteca/contracts/units';
import { takenAmount, takenAmountMessage, withdrawableOf } from '@pinacoteca/contracts/tokens/withdraw-amount';
import { message } from '../../../shared/i18n/messages.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatQuantity, formatTypedAmount } from '../../../shared/lib/format.ts';
import { inputClass } from '../../../shared/ui/fields.tsx';
import { fractionOf, type Holding } from '../lib/holdings.ts';

/**
 * What was typed, in base units of the chosen holding, when it is an amount that can be taken
 * (contracts' `takenAmount`, the server's own rule: "1.0" of an art token is 1); null otherwise.
 */
export function typedUnits(
  language: Parameters<typeof formatQuantity>[1],
  chosen: Holding | undefined,
  amount: string,
  action: 'withdraw' | 'sell',
): bigint | null {
  if (!chosen) return null;
  const taken = takenAmount(amount, chosen.decimals, action, language);
  return typeof taken === 'bigint' ? taken : null;
}

/**
 * What was typed, checked against the chosen holding by the rule the server applies, with the
 * server's own messages (contracts): the field's message, or none.
 */
export function amountProblem(
  language: Parameters<typeof formatQuantity>[1],
  chosen: Holding | undefined,
  amount: string,
  action: 'withdraw' | 'sell',
): string | undefined {
  if (!chosen || !amount.trim()) return undefined;
  // Read in the page's language: "1,000" is one on the Russian page and ambiguous on the English one.
  const taken = takenAmount(amount, chosen.decimals, action, language);
  if (typeof taken === 'string') return message(takenAmountMessage(taken, action));
  if (taken > chosen.held) {
    // The server's words: a sale names what is held, a withdrawal the whole tokens of it.
    const one = 10n ** BigInt(chosen.decimals);
    const most = action === 'withdraw' ? (chosen.held / one) * one : chosen.held;
    return message(`${action}_not_held:${formatQuantity(formatUnits(most, chosen.decimals), language)}`);
  }
  return undefined;
}

/**
 * The token to take and how many (withdraw, sell): a choice among what the person holds, with
 * "All: n", and the amount's message (the page's own check first, then the server's).
 */
export function TokenAmountFields({
  holdings,
  chosen,
  amount,
  error,
  onToken,
  onAmount,
  whole = false,
}: {
  /** Whole tokens only (a withdrawal, SPEC §5): "All" offers the whole tokens held. */
  whole?: boolean;
  holdings: Holding[];
  chosen: Holding | undefined;
  amount: string;
  error: string | undefined;
  onToken: (tokenId: string) => void;
  onAmount: (amount: string) => void;
}) {
  const { t } = useTranslation('withdraw');
  const language = useLanguage();
  const amountId = useId();
  const most = (h: Holding) => (whole ? withdrawableOf(h.held, h.decimals) : h.held);
  const amountText = (h: Holding) => formatQuantity(formatUnits(h.held, h.decimals), language);
  return (
    <>
      <div>
        <label className="block text-sm font-medium text-ink-900">
          {t('token')}
          <select
            className={clsx(inputClass(false), 'mt-2')}
            value={chosen?.token.id ?? ''}
            onChange={(e) => onToken(e.target.value)}
          >
            {/* The symbol only: a phone's narrow box cuts a figure after it, "37 997" to "37" (an
                outside tester, on /swap); what is held is written out under the box. */}
            {holdings.map((h) => (
              <option key={h.token.id} value={h.token.id}>
                {h.token.symbol}
              </option>
            ))}
          </select>
        </label>
        {/* The painting's name beside what is held: the box shows only the ticker, and "YOUNG-MERCHANT"
            alone did not tell a Russian reader which painting it is (an outside tester). */}
        {/* Each on a line of its own, so they never run together ("Index tokenYou hold…"), seen or
            heard: a dot for the eye beside a comma for screen readers left "· ," in the page's text. */}
        {chosen && (
          <p className="mt-1 text-sm text-ink-700">
            <span className="block text-ink-900" data-testid="token-name">
              {chosen.token.name}
            </span>
            <span className="block" data-testid="token-held">
              {t('held', { amount: amountText(chosen), symbol: chosen.token.symbol })}
            </span>
          </p>
        )}
        {/* "All: 1" beside "You hold 1.494375 INDEX" needs saying why, and where the rest can go. */}
        {chosen && whole && fractionOf(chosen.held, chosen.decimals) > 0n && (
          <p className="mt-1 text-sm text-ink-600" data-testid="whole-only">
            {t('whole_only', {
              whole: formatQuantity(formatUnits(most(chosen), chosen.decimals), language),
              fraction: formatQuantity(
                formatUnits(fractionOf(chosen.held, chosen.decimals), chosen.decimals),
                language,
              ),
              symbol: chosen.token.symbol,
            })}
          </p>
        )}
      </div>
      <div>
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={amountId} className="text-sm font-medium text-ink-900">
            {t('amount')}
          </label>
          {chosen && (
            <button
              type="button"
              className="text-sm underline underline-offset-4"
              onClick={() => onAmount(formatTypedAmount(formatUnits(most(chosen), chosen.decimals), language))}
            >
              {t('max', { count: formatQuantity(formatUnits(most(chosen), chosen.decimals), language) })}
            </button>
          )}
        </div>
        <input
          id={amountId}
          inputMode={chosen?.decimals ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={amount}
          onChange={(e) => onAmount(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${amountId}-error` : undefined}
          className={clsx(inputClass(Boolean(error)), 'mt-2')}
        />
        {error && (
          <p id={`${amountId}-error`} className="mt-1 text-sm text-down">
            {error}
          </p>
        )}
      </div>
    </>
  );
}
