import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnits } from '@pinacoteca/contracts/units';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useBringIntoView } from '../../../shared/lib/bring-into-view.ts';
import { formatQuantity, formatUsd, formatUsdc } from '../../../shared/lib/format.ts';
import { Busy, useFocusFirstProblem } from '../../../shared/ui/fields.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { CodeField } from '../../../shared/ui/code-field.tsx';
import { completeCode } from '../../../shared/ui/code-input.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import type { Holding } from '../lib/holdings.ts';
import { SALE_CONFIRM_PAUSE_MS } from '../lib/sale-review.ts';

/** A sale as the form put it up for confirming: exactly what "Confirm sale" sends. */
export interface SaleReview {
  holding: Holding;
  /** Base units of the holding's token. */
  units: bigint;
  /** What it pays at the price shown, in USD cents (USDC 1:1): the least the server may pay (`min_payout`). */
  payoutCents: bigint;
  address: string;
}

/**
 * The second step of selling (issue 11; an outside tester): what is sold, what it pays, where, and
 * that it is final, with "Confirm sale" and "Change". The two-factor code is asked here, not on the
 * form: it is good once and for 30 s, so it is typed just before the press that uses it.
 */
export function SaleSummary({
  review,
  twoFactor,
  code,
  onCode,
  codeError,
  general,
  problem,
  pending,
  onConfirm,
  onChange,
}: {
  review: SaleReview;
  twoFactor: boolean;
  code: readonly string[];
  onCode: (next: string[]) => void;
  codeError: string | undefined;
  /** A refusal naming no field, said above the figures. */
  general: string | null;
  /** The latest refusal: the focus goes to what it asks to put right. */
  problem: unknown;
  pending: boolean;
  onConfirm: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslation('withdraw');
  const language = useLanguage();
  const headingId = useId();
  // The heading takes the focus, so a keyboard or screen reader starts at the figures, and comes
  // into view: the form's button sat below the fold on a phone.
  const heading = useBringIntoView<HTMLHeadingElement>();
  const form = useFocusFirstProblem<HTMLFormElement>(problem);
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setArmed(true), SALE_CONFIRM_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const { holding } = review;
  const symbol = holding.token.symbol;
  const ready = !twoFactor || completeCode(code) !== null;

  return (
    <form
      ref={form}
      noValidate
      aria-labelledby={headingId}
      className="space-y-5 rounded-2xl border border-ink-900/10 bg-white p-6"
      data-testid="sale-summary"
      onKeyDownCapture={(e) => {
        // A held Enter repeats: its repeats are no deliberate confirm.
        if (e.repeat && e.key === 'Enter') e.preventDefault();
      }}
      onSubmit={(e) => {
        e.preventDefault();
        if (!armed || !ready || pending) return;
        onConfirm();
      }}
    >
      <h2
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="scroll-mt-24 font-display text-2xl text-ink-900 outline-none"
      >
        {t('sell.review.title')}
      </h2>
      {general && <FormNotice>{general}</FormNotice>}
      <dl className="space-y-4 text-sm">
        <div>
          <dt className="text-ink-600">{t('sell.review.sold')}</dt>
          <dd className="mt-1 text-base font-medium text-ink-900" data-testid="sale-summary-amount">
            {formatQuantity(formatUnits(review.units, holding.decimals), language)} {symbol}
          </dd>
          <dd className="text-ink-700">{holding.token.name}</dd>
        </div>
        <div>
          <dt className="text-ink-600">{t('sell.review.price')}</dt>
          <dd className="mt-1 text-ink-900" data-testid="sale-summary-price">
            {t('sell.price', {
              symbol,
              price: formatUsd(holding.token.current_price, language, { cents: true }),
            })}
          </dd>
        </div>
        <div>
          <dt className="text-ink-600">{t('sell.review.receive')}</dt>
          <dd className="mt-1 font-display text-2xl text-ink-900" data-testid="sale-summary-payout">
            {t('sell.you_receive', { amount: formatUsdc(formatUnits(review.payoutCents, 2), language) })}
          </dd>
        </div>
        <div>
          <dt className="text-ink-600">{t('sell.review.address')}</dt>
          <dd className="mt-1 break-all font-mono text-xs text-ink-900" data-testid="sale-summary-address">
            {review.address}
          </dd>
        </div>
      </dl>
      <div className="space-y-2 rounded-xl bg-paper-100 p-4 text-sm">
        <p className="font-medium text-ink-900">{t('sell.review.final')}</p>
        <p className="text-ink-700">{t('sell.review.funds')}</p>
      </div>
      {twoFactor && <CodeField label={t('code')} value={code} error={codeError} onChange={onCode} />}
      {/* "Confirm sale" is held back by aria-disabled, not disabled, during the pause: a keyboard
          keeps its place, and a press that comes too soon is simply not taken. */}
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          disabled={!ready || pending}
          aria-busy={pending}
          aria-disabled={!armed || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-50"
        >
          <Busy busy={pending}>{t('sell.review.confirm')}</Busy>
        </Button>
        <Button variant="secondary" disabled={pending} onClick={onChange}>
          {t('sell.review.change')}
        </Button>
      </div>
    </form>
  );
}
