import clsx from 'clsx';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import type { PaymentCurrency } from '@pinacoteca/contracts/enums';
import { isPurchasable } from '@pinacoteca/contracts/token-rules';
import { useTokens } from '../../../shared/api/catalogue.ts';
import { message } from '../../../shared/i18n/messages.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { formatQuantity, formatUsd } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Busy, focusFirstProblem, useFocusFirstProblem } from '../../../shared/ui/fields.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { Container, PageHeading, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useCreateOrder } from '../api/create-order.ts';
import { BasketStep } from '../components/basket-step.tsx';
import { CurrencyStep } from '../components/currency-step.tsx';
import { MethodStep, type MethodId } from '../components/method-step.tsx';
import { basket, useBasket } from '../lib/basket-store.ts';
import { basketLines, basketQuantity, unusedTokens } from '../lib/basket.ts';

const STEPS = ['basket', 'method', 'currency'] as const;
type Step = (typeof STEPS)[number];

/**
 * /tokens/buy (SPEC §2 payment flow): the basket, then the payment method, then the
 * cryptocurrency with the non-US confirmation; placing the order opens its page.
 * Buy buttons elsewhere arrive here with `?token_id=` (gallery) or `?token=` (tokens table):
 * that token goes into the basket and the parameter leaves the address.
 */
export function BuyPage() {
  const { t } = useTranslation('payment');
  const language = useLanguage();
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const tokens = useTokens();
  const items = useBasket();
  const [params, setParams] = useSearchParams();
  // The step is in the address (`?step=method`), so the browser's Back goes back one step, as a
  // person on a phone expects, instead of leaving the checkout (the basket is kept either way).
  const named = params.get('step');
  const step: Step = STEPS.find((s) => s !== 'basket' && s === named) ?? 'basket';
  const setStep = useCallback(
    (next: Step, options: { replace?: boolean } = {}) =>
      setParams(next === 'basket' ? {} : { step: next }, { replace: options.replace ?? false }),
    [setParams],
  );
  const [method, setMethod] = useState<MethodId>('crypto');
  const [currency, setCurrency] = useState<PaymentCurrency | null>(null);
  const [notUsResident, setNotUsResident] = useState(false);
  const [tried, setTried] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const order = useCreateOrder();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  // A refused order takes the focus to its notice: Pay, disabled while it was sent, had dropped it.
  const payForm = useFocusFirstProblem<HTMLFormElement>(order.error);

  const allTokens = useMemo<Token[]>(
    () => (tokens.data ? [tokens.data.indexToken, ...tokens.data.artTokens] : []),
    [tokens.data],
  );
  const tokensById = useMemo(() => new Map(allTokens.map((token) => [token.id, token])), [allTokens]);
  const { lines, unavailable, totalCents } = useMemo(() => basketLines(items, allTokens), [items, allTokens]);
  const addable = useMemo(() => unusedTokens(allTokens, items), [allTokens, items]);

  // A Buy button elsewhere names the token to add.
  const requested = params.get('token_id') ?? params.get('token');
  useEffect(() => {
    if (!requested || !tokens.data) return;
    const token = tokensById.get(requested);
    if (token && isPurchasable(token)) {
      basket.add(token.id);
      setNotice(null);
    } else setNotice(t('basket.cannot_add', { name: token?.name ?? t('basket.unknown_token') }));
    // Back at the basket, the parameter gone from the address.
    setParams({}, { replace: true });
  }, [requested, tokens.data, tokensById, setParams, t]);

  const leaving = useRef(false);
  // An emptied basket has nothing to pay for.
  useEffect(() => {
    if (lines.length === 0 && step !== 'basket' && !leaving.current) setStep('basket', { replace: true });
  }, [lines.length, step, setStep]);

  // A refusal (a ceiling on what one person may reserve, tokens sold meanwhile) is about the
  // basket as it was sent: it stays in view while the person goes back to change the basket, and
  // goes once the basket changes.
  const { reset: resetOrder } = order;
  useEffect(() => resetOrder(), [items, resetOrder]);

  const steppedForward = useRef(0);
  const go = (next: Step, options: { replace?: boolean } = {}) => {
    if (!options.replace) steppedForward.current += 1;
    setStep(next, options);
    // The new step's heading takes focus, so keyboard and screen-reader users land on it.
    window.requestAnimationFrame(() => stepHeading.current?.focus());
  };

  // The page's own Back is the browser's when this visit stepped forward to here (the entry before
  // is the step before); opened at a later step (a reload), it goes to the step before in place.
  const back = () => {
    if (steppedForward.current > 0) {
      steppedForward.current -= 1;
      void navigate(-1);
    } else go(STEPS[STEPS.indexOf(step) - 1] ?? 'basket', { replace: true });
  };

  const pay = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!currency || !notUsResident) {
      // Focus goes to the first thing missing (the currency, or the residency tick), once drawn with
      // its message; left on Pay, the person heard two alerts and had to find both by hand.
      const form = event.currentTarget as HTMLFormElement;
      window.requestAnimationFrame(() => focusFirstProblem(form));
      return;
    }
    if (lines.length === 0 || order.isPending) return;
    order.mutate(
      { currency, items: lines.map((line) => ({ token_id: line.token.id, quantity: line.count })) },
      {
        onSuccess: ({ id }) => {
          // Leaving for the order's page: the emptied basket must not send the page back to its
          // first step on the way (the step is in the address too).
          leaving.current = true;
          void navigate(`/operations/${id}`);
          basket.clear();
        },
      },
    );
  };

  const index = STEPS.indexOf(step);
  const total = formatUsd(totalCents, language, { cents: true });

  let content;
  if (tokens.isPending) content = <Spinner />;
  else if (tokens.isError) content = <ErrorState onRetry={() => void tokens.refetch()} />;
  else
    content = (
      <form
        ref={payForm}
        onSubmit={pay}
        noValidate
        className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
      >
        <section aria-labelledby="buy-step-heading" className="min-w-0">
          <h2
            id="buy-step-heading"
            ref={stepHeading}
            tabIndex={-1}
            className="mb-4 font-display text-2xl text-ink-900 focus:outline-none"
          >
            {t(`steps.${step}`)}
          </h2>
          {notice && (
            <div className="mb-4">
              <FormNotice tone="info">{notice}</FormNotice>
            </div>
          )}
          {step === 'basket' && (
            <BasketStep lines={lines} unavailable={unavailable} addable={addable} tokensById={tokensById} />
          )}
          {step === 'method' && <MethodStep method={method} onChange={setMethod} />}
          {step === 'currency' && (
            <CurrencyStep
              currency={currency}
              onCurrency={setCurrency}
              currencyError={tried && !currency ? t('currency.required') : undefined}
              notUsResident={notUsResident}
              onNotUsResident={setNotUsResident}
              residencyError={tried && !notUsResident ? message('required') : undefined}
            />
          )}
        </section>

        <aside
          aria-label={t('summary.label')}
          className="rounded-2xl border border-ink-900/10 bg-white p-5 lg:sticky lg:top-24"
        >
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-500">{t('summary.items')}</dt>
              <dd className="tabular-nums text-ink-900">{formatQuantity(basketQuantity(lines), language)}</dd>
            </div>
            {step === 'currency' && currency && (
              <div className="flex justify-between gap-4">
                <dt className="text-ink-500">{t('summary.currency')}</dt>
                <dd className="text-ink-900">{currency}</dd>
              </div>
            )}
            <div className="flex items-baseline justify-between gap-4 border-t border-ink-900/10 pt-3">
              <dt className="font-medium text-ink-900">{t('summary.total')}</dt>
              <dd className="font-display text-2xl tabular-nums text-ink-900" data-testid="basket-total">
                {total}
              </dd>
            </div>
          </dl>

          {order.isError && (
            <div className="mt-4">
              <FormNotice>{generalErrorText(order.error)}</FormNotice>
            </div>
          )}

          <div className="mt-5 flex flex-col gap-2">
            {step === 'basket' && (
              <Button size="lg" disabled={lines.length === 0} onClick={() => go('method')}>
                {t('actions.checkout')}
              </Button>
            )}
            {step === 'method' && (
              <Button size="lg" disabled={method !== 'crypto'} onClick={() => go('currency')}>
                {t('actions.continue')}
              </Button>
            )}
            {step === 'currency' && (
              <Button type="submit" size="lg" disabled={order.isPending} aria-busy={order.isPending}>
                <Busy busy={order.isPending}>{t('actions.pay', { total })}</Busy>
              </Button>
            )}
            {index > 0 && (
              <Button variant="ghost" onClick={back}>
                {t('actions.back')}
              </Button>
            )}
          </div>
        </aside>
      </form>
    );

  return (
    <Container className="pb-24">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <ol className="mb-8 flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label={t('steps.label')}>
        {STEPS.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={clsx('flex items-center gap-2', s === step ? 'text-ink-900' : 'text-ink-500')}
          >
            <span
              aria-hidden="true"
              className={clsx(
                'flex h-6 w-6 items-center justify-center rounded-full text-xs font-medium',
                i < index ? 'bg-gold-500 text-ink-900' : s === step ? 'bg-ink-900 text-paper-50' : 'bg-paper-200',
              )}
            >
              {i < index ? '✓' : i + 1}
            </span>
            {t(`steps.${s}`)}
          </li>
        ))}
      </ol>
      {content}
    </Container>
  );
}
