import { useMutation, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { INDEX_TOKEN_DECIMALS } from '@pinacoteca/contracts/constants';
import {
  quoteByGiven,
  quoteByReceived,
  swapQuoteProblem,
  swapTargetSoldOut,
  type SwapQuote,
  type SwapResponse,
} from '@pinacoteca/contracts/tokens/swap';
import { AMOUNT_PLACES_MESSAGE, formatUnits, typedWireUnits } from '@pinacoteca/contracts/units';
import { message } from '../../../shared/i18n/messages.ts';
import { useTokens } from '../../../shared/api/catalogue.ts';
import { ApiError, api } from '../../../shared/api/client.ts';
import { useOneAtATime } from '../../../shared/api/one-at-a-time.ts';
import { markInvestingStale, useBalance } from '../../../shared/api/investing.ts';
import type { Language } from '@pinacoteca/contracts/constants';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useBringIntoView } from '../../../shared/lib/bring-into-view.ts';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { formatQuantity, formatTypedAmount, formatUsd } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/fields.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { SwapDone } from '../components/swap-done.tsx';
import { NothingHeld } from '../../../shared/ui/nothing-held.tsx';
import { Container, PageHeading, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { CONFIRM_PAUSE_MS, confirmStep, reviewing, summaryFigures, type Review } from '../lib/confirm-gate.ts';
import { receiveField, receiveNote } from '../lib/receive-field.ts';
import { pickTarget, targetOpen } from '../lib/targets.ts';

interface Side {
  token: Token;
  decimals: number;
  /** Base units. */
  held: bigint;
  available: bigint;
}

/** How long a pause in typing the received amount is before the field shows what it delivers. */
const SETTLE_MS = 700;

const sideOf = (side: Side) => ({
  price: side.token.current_price,
  decimals: side.decimals,
  symbol: side.token.symbol,
});

/**
 * Typed text in base units of a token with `decimals`, read as the server reads it: a decimal
 * comma as a point ("5,5", as the Russian page writes amounts), at the six places an amount may be
 * written with, trailing zeros only a spelling ("1.0" of a painting's token is 1); null when it is
 * no such amount.
 */
const toUnits = (text: string, decimals: number, language?: Language): bigint | null => {
  const read = typedWireUnits(text, decimals, language);
  if (typeof read === 'string') return null;
  const perUnit = 10n ** BigInt(read.wire - decimals);
  return read.exact % perUnit === 0n ? read.exact / perUnit : null;
};

/**
 * What is wrong with typed text that `toUnits` cannot read: more places than any amount has, no
 * number at all, or else a fraction of a whole token ("0.5" or "1,5" of a painting's).
 */
const typingProblem = (text: string, decimals: number, language: Language): string | undefined => {
  const read = typedWireUnits(text, decimals, language);
  if (read === 'ambiguous') return message('amount_ambiguous');
  return message(read === 'places' ? AMOUNT_PLACES_MESSAGE : read === 'invalid_format' ? read : 'swap_whole');
};

/** /swap (SPEC §2, §4, §5; issue 11): one token for another at current prices, both amounts linked. */
export function SwapPage() {
  const { t } = useTranslation('swap');
  useDocumentTitle(t('title'));
  const tokens = useTokens();
  const balance = useBalance();

  let content;
  if (tokens.isPending || balance.isPending) content = <Spinner />;
  else if (tokens.isError || balance.isError)
    content = (
      <ErrorState
        onRetry={() => {
          void tokens.refetch();
          void balance.refetch();
        }}
      />
    );
  else {
    const sides: Side[] = [tokens.data.indexToken, ...tokens.data.artTokens]
      .filter((token): token is Token => Boolean(token))
      .map((token) => {
        const decimals = token.symbol === 'INDEX' ? INDEX_TOKEN_DECIMALS : 0;
        const held =
          token.symbol === 'INDEX'
            ? (toUnits(balance.data.index_token_balance, decimals) ?? 0n)
            : BigInt(balance.data.art_token_balances.find((b) => b.id === token.id)?.quantity ?? 0);
        return { token, decimals, held, available: toUnits(token.available, decimals) ?? 0n };
      });
    content = <SwapForm sides={sides} />;
  }

  return (
    <Container className="pb-24">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      {content}
    </Container>
  );
}

function SwapForm({ sides }: { sides: Side[] }) {
  const { t } = useTranslation('swap');
  const language = useLanguage();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const owned = sides.filter((s) => s.held > 0n && s.token.current_price !== '0.00');
  // /tokens links every row's Swap here with its token: one the person holds is the one they give,
  // any other the one they want to receive.
  const linked = params.get('token');
  const [fromId, setFromId] = useState(
    () => owned.find((s) => s.token.id === linked)?.token.id ?? owned[0]?.token.id ?? '',
  );
  const targets = sides.filter((s) => s.token.id !== fromId && s.token.current_price !== '0.00');
  // A token with none left is listed, disabled and saying so, but never chosen for the person.
  const [toId, setToId] = useState(() => pickTarget(targets, fromId, linked));
  const [give, setGive] = useState('');
  // What the person is typing in the received field, until it settles (see receiveField).
  const [draft, setDraft] = useState<string | null>(null);
  const [capped, setCapped] = useState<'held' | 'available' | null>(null);
  const [done, setDone] = useState<SwapResponse | null>(null);
  // The figures a first press put up for confirming (see confirmStep); the page says to look at them.
  const [review, setReview] = useState<Review | null>(null);
  // The review whose pause has passed: its button takes a press (CONFIRM_PAUSE_MS).
  const [armed, setArmed] = useState<Review | null>(null);
  const from = sides.find((s) => s.token.id === fromId);
  const to =
    targets.find((s) => s.token.id === toId) ?? targets.find((s) => s.token.id === pickTarget(targets, fromId, null));
  const giveId = useId();
  const receiveId = useId();
  const formId = useId();

  const quote = useMemo<SwapQuote | null>(() => {
    if (!from || !to) return null;
    const units = toUnits(give, from.decimals, language);
    if (units === null || units <= 0n) return null;
    return quoteByGiven(sideOf(from), sideOf(to), units > from.held ? from.held : units, to.available);
  }, [from, to, give, language]);

  const receive = receiveField(draft, quote, to?.decimals ?? 0, language);
  // What is typed there settles to what the swap delivers once the person pauses or presses Swap;
  // text that is no amount stays, for them to correct. Not when the field is left: on a phone the
  // summary above the button then lost a line as the finger came down, and the press missed it.
  const canSettle = quote !== null && quote.receive > 0n;
  useEffect(() => {
    if (draft === null || !canSettle) return;
    const timer = setTimeout(() => setDraft(null), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [draft, canSettle]);
  useEffect(() => {
    if (!review) return;
    const timer = setTimeout(() => setArmed(review), CONFIRM_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [review]);

  const swap = useOneAtATime(
    useMutation({
      mutationFn: async (order: { from: Side; to: Side; quote: SwapQuote }) => {
        const { tokenSwap } = await import('@pinacoteca/contracts/tokens/swap');
        return api.call(tokenSwap, {
          body: {
            token_id: order.from.token.id,
            to_token_id: order.to.token.id,
            amount: formatUnits(order.quote.give, order.from.decimals),
            // The price guard: what the summary showed is the least taken (refused with swap_price_moved).
            min_received: formatUnits(order.quote.receive, order.to.decimals),
          },
        });
      },
      onSuccess: (result) => {
        setDone(result);
        setReview(null);
        setGive('');
        setDraft(null);
        setCapped(null);
        void markInvestingStale(client);
      },
      // Refused on its amount (prices moved, or holdings changed): the page takes the new figures,
      // so the quote the person confirms next is the one the server will use.
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.amount) void markInvestingStale(client);
      },
    }),
  );

  if (owned.length === 0) return <NothingHeld text={t('nothing_held')} toTokens={t('to_tokens')} />;

  const symbolOf = (side: Side | undefined) => side?.token.symbol ?? '';
  const amountText = (units: bigint, side: Side) => formatQuantity(formatUnits(units, side.decimals), language);
  const typed = from ? toUnits(give, from.decimals, language) : null;
  // A target with less than one token left can give nothing, whatever is offered (the server's rule).
  const soldOut = to ? swapTargetSoldOut(sideOf(to), to.available) : false;
  const quoteProblem = quote && from && to ? swapQuoteProblem(quote, sideOf(from), sideOf(to), from.held) : null;
  const problem = soldOut ? 'swap_target_sold_out' : quoteProblem;
  const fieldError =
    give && typed === null && from
      ? typingProblem(give, from.decimals, language)
      : quoteProblem && !soldOut
        ? message(quoteProblem)
        : swap.error instanceof ApiError
          ? (swap.error.fieldErrors.amount ?? undefined)
          : undefined;
  const targetError =
    soldOut && to
      ? message('swap_target_sold_out')
      : swap.error instanceof ApiError
        ? (swap.error.fieldErrors.to_token_id ?? undefined)
        : undefined;
  const select = clsx(inputClass(false), 'mt-2');

  const receiveError =
    draft !== null && draft.trim() !== '' && to && toUnits(draft, to.decimals, language) === null
      ? typingProblem(draft, to.decimals, language)
      : undefined;

  // SPEC §4: the given amount is capped by what is held, the received one by the target's
  // available. A capped field shows the cap (with a note saying why), so the two fields and the
  // summary always tell the same swap. What is typed as received decides what is given: the
  // least that delivers it, and the received field then shows what that delivers.
  const onGive = (text: string) => {
    setDone(null);
    setReview(null);
    swap.reset();
    setDraft(null);
    if (!from) {
      setGive(text);
      return;
    }
    const units = toUnits(text, from.decimals, language);
    const over = units !== null && units > from.held;
    setGive(over ? formatTypedAmount(formatUnits(from.held, from.decimals), language) : text);
    setCapped(over ? 'held' : null);
  };
  const onReceive = (text: string) => {
    setDone(null);
    setReview(null);
    swap.reset();
    if (!from || !to) {
      setDraft(text);
      return;
    }
    const units = toUnits(text, to.decimals, language);
    const overAvailable = units !== null && units > to.available;
    const wanted = overAvailable ? to.available : units;
    const q = wanted && wanted > 0n ? quoteByReceived(sideOf(from), sideOf(to), wanted, from.held) : null;
    const overHeld = q !== null && wanted !== null && q.receive < wanted;
    // Whichever limit binds is the one named: what is held can bind below what is available.
    setCapped(overHeld ? 'held' : overAvailable ? 'available' : null);
    // A cap shows at once; a typed amount stays as typed until it settles.
    setDraft(overAvailable || overHeld ? null : text);
    setGive(q && q.give > 0n ? formatTypedAmount(formatUnits(q.give, from.decimals), language) : '');
  };
  const figures =
    from && to && quote && quote.receive > 0n
      ? summaryFigures(
          { id: from.token.id, price: from.token.current_price },
          { id: to.token.id, price: to.token.current_price },
          quote,
          typed,
        )
      : null;
  // The button says it confirms only while the figures it was pressed on are still the ones shown;
  // typing, another token or moved prices turn it back into a first press.
  const confirming = reviewing(figures, review);
  const waiting = confirming && armed !== review;
  // A received amount being typed that the swap does not deliver exactly: the summary says what
  // it becomes until the field settles on it.
  const note = receiveNote(draft !== null && to ? toUnits(draft, to.decimals, language) : null, quote);

  // The confirm button comes after "Before you confirm" in the page's order, so a phone shows the
  // figures (rounding included) before the button that swaps (issue 11); a desktop puts the
  // summary beside both. It belongs to the form by `form`; a held Enter is caught around all.
  return (
    <div
      className="grid gap-6 lg:grid-cols-[minmax(0,32rem)_minmax(0,1fr)] lg:items-start"
      onKeyDownCapture={(e) => {
        // A held Enter repeats: its repeats are no second, deliberate confirm.
        if (e.repeat && e.key === 'Enter') e.preventDefault();
      }}
    >
      <form
        id={formId}
        noValidate
        className="space-y-5 rounded-2xl border border-ink-900/10 bg-white p-6 lg:col-start-1 lg:row-start-1"
        onSubmit={(e) => {
          e.preventDefault();
          if (!from || !to || !quote || figures === null || problem || swap.isPending) return;
          // The first press (or Enter) only settles the fields and puts the figures up for
          // confirming, rounding included; a second one after a pause swaps exactly them, so a
          // double-click cannot do both at once (issue 11; an outside tester).
          const now = Date.now();
          const step = confirmStep(figures, review, now);
          if (step === 'review') {
            setDraft(null);
            setReview({ figures, since: now });
            return;
          }
          if (step === 'wait') return;
          swap.mutate({ from, to, quote });
        }}
      >
        {done && (
          // A new notice per swap, brought into view: the button sits below the figures, and the
          // notice at the top of the form was above the screen after a swap (an outside tester).
          <InView key={done.transaction_id}>
            <SwapDone>
              {t('done', {
                given: formatQuantity(done.given, language),
                from: sides.find((s) => s.token.id === done.token_id)?.token.symbol,
                received: formatQuantity(done.received, language),
                to: sides.find((s) => s.token.id === done.to_token_id)?.token.symbol,
              })}{' '}
              <Link to="/wallet" className="underline">
                {t('to_wallet')}
              </Link>
            </SwapDone>
          </InView>
        )}
        {swap.isError &&
          !(
            swap.error instanceof ApiError &&
            (swap.error.fieldErrors.amount || swap.error.fieldErrors.to_token_id)
          ) && <FormNotice>{generalErrorText(swap.error)}</FormNotice>}
        <fieldset>
          <legend className="font-display text-xl text-ink-900">{t('give')}</legend>
          <label className="mt-3 block text-sm font-medium text-ink-900">
            {t('token')}
            <select
              className={select}
              value={fromId}
              onChange={(e) => {
                setFromId(e.target.value);
                setReview(null);
                if (e.target.value === toId) setToId(pickTarget(sides, e.target.value, null));
                setGive('');
                setDraft(null);
                setCapped(null);
              }}
            >
              {/* The symbol only: a phone's narrow box cut "· у вас 37 997" to "· у вас 37" (an outside
                  tester); what is held is written out in full under the box. */}
              {owned.map((s) => (
                <option key={s.token.id} value={s.token.id}>
                  {s.token.symbol}
                </option>
              ))}
            </select>
          </label>
          {/* The painting's name beside the figure: the box shows only the ticker, which alone did not
              tell a Russian reader which painting it is (an outside tester). */}
          {from && (
            <p className="mt-1 text-sm text-ink-700">
              <TokenName side={from} />
              <span data-testid="swap-held">
                {t('held', { amount: amountText(from.held, from), symbol: symbolOf(from) })}
              </span>
            </p>
          )}
          <div className="mt-3 flex items-baseline justify-between gap-3">
            <label htmlFor={giveId} className="text-sm font-medium text-ink-900">
              {t('amount')}
            </label>
            {from && (
              <button
                type="button"
                className="text-sm underline underline-offset-4"
                onClick={() => onGive(formatTypedAmount(formatUnits(from.held, from.decimals), language))}
              >
                {t('max', { count: amountText(from.held, from) })}
              </button>
            )}
          </div>
          <input
            id={giveId}
            inputMode="decimal"
            autoComplete="off"
            value={give}
            onChange={(e) => onGive(e.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${giveId}-error` : undefined}
            className={clsx(inputClass(Boolean(fieldError)), 'mt-2')}
          />
          {fieldError && (
            <p id={`${giveId}-error`} className="mt-1 text-sm text-down">
              {fieldError}
            </p>
          )}
          {!fieldError && capped === 'held' && from && (
            <p className="mt-1 text-sm text-ink-700" data-testid="swap-capped">
              {t('capped_held', { count: amountText(from.held, from) })}
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend className="font-display text-xl text-ink-900">{t('receive')}</legend>
          <label className="mt-3 block text-sm font-medium text-ink-900">
            {t('token')}
            <select
              className={select}
              value={to?.token.id ?? ''}
              onChange={(e) => {
                setToId(e.target.value);
                setReview(null);
                setGive('');
                setDraft(null);
                setCapped(null);
              }}
            >
              {/* No figure in the box: cut short on a phone, "доступно 37 997" read as 37 available (an
                  outside tester). What is left is written out in full under it. */}
              {targets.map((s) =>
                targetOpen(s) ? (
                  <option key={s.token.id} value={s.token.id}>
                    {s.token.symbol}
                  </option>
                ) : (
                  <option key={s.token.id} value={s.token.id} disabled>
                    {t('option_sold_out', { symbol: s.token.symbol })}
                  </option>
                ),
              )}
            </select>
          </label>
          {to && !targetError && (
            <p className="mt-1 text-sm text-ink-700">
              <TokenName side={to} />
              <span data-testid="swap-available">
                {t('available', { amount: amountText(to.available, to), symbol: symbolOf(to) })}
              </span>
            </p>
          )}
          {targetError && (
            <p className="mt-1 text-sm text-down" role="alert" data-testid="swap-target-error">
              {to && <TokenName side={to} />}
              {targetError}
            </p>
          )}
          <label htmlFor={receiveId} className="mt-3 block text-sm font-medium text-ink-900">
            {t('amount_received')}
          </label>
          <input
            id={receiveId}
            inputMode="decimal"
            autoComplete="off"
            value={receive}
            onChange={(e) => onReceive(e.target.value)}
            aria-invalid={receiveError ? true : undefined}
            aria-describedby={receiveError ? `${receiveId}-error` : undefined}
            className={clsx(inputClass(Boolean(receiveError)), 'mt-2')}
          />
          {receiveError && (
            <p id={`${receiveId}-error`} className="mt-1 text-sm text-down">
              {receiveError}
            </p>
          )}
          {capped === 'available' && to && (
            <p className="mt-1 text-sm text-ink-700" data-testid="swap-capped">
              {t('capped_available', { count: amountText(to.available, to) })}
            </p>
          )}
        </fieldset>
      </form>
      {from && to && (
        <aside
          className="space-y-3 rounded-2xl bg-paper-100 p-6 text-sm text-ink-700 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          aria-live="polite"
        >
          <h2 className="font-display text-xl text-ink-900">{t('summary')}</h2>
          <p>
            {t('price', {
              symbol: symbolOf(from),
              price: formatUsd(from.token.current_price, language, { cents: true }),
            })}
            <br />
            {t('price', { symbol: symbolOf(to), price: formatUsd(to.token.current_price, language, { cents: true }) })}
          </p>
          {/* A swap the rules refuse (too small a side) is not summed up as if it could be made. */}
          {quote && quote.receive > 0n && !problem ? (
            <>
              <p data-testid="swap-quote">
                {t('quote', {
                  give: amountText(quote.give, from),
                  from: symbolOf(from),
                  receive: amountText(quote.receive, to),
                  to: symbolOf(to),
                })}
              </p>
              {note && (
                <p data-testid="swap-asked">
                  {t('asked', {
                    asked: amountText(note.asked, to),
                    give: amountText(quote.give, from),
                    from: symbolOf(from),
                    receive: amountText(note.receive, to),
                    to: symbolOf(to),
                  })}
                </p>
              )}
              {typed !== null && typed > quote.give && (
                <p>
                  {t('kept', {
                    amount: amountText(typed - quote.give, from),
                    symbol: symbolOf(from),
                    // Only chooses the plural form; the amount shown is the exact text above.
                    count: Number(formatUnits(typed - quote.give, from.decimals)),
                  })}
                </p>
              )}
              {quote.leftoverMicroCents >= 1_000_000n && (
                <p className="font-medium text-ink-900" data-testid="swap-rounding">
                  {/* Between two paintings only wholeness rounds; INDEX's places matter only with INDEX. */}
                  {t(from.decimals === 0 && to.decimals === 0 ? 'rounding_art' : 'rounding', {
                    value: formatUsd(quote.leftoverMicroCents / 1_000_000n, language, { cents: true }),
                  })}
                </p>
              )}
            </>
          ) : problem && quote ? (
            <p className="font-medium text-ink-900" data-testid="swap-refused">
              {message(problem)}
            </p>
          ) : (
            <p className="text-ink-500">{t('hint')}</p>
          )}
        </aside>
      )}
      <div className="lg:col-start-1 lg:row-start-2">
        {/* Held back by aria-disabled, not disabled, during the pause: it keeps the focus for a
            keyboard, and the press that comes too soon is simply not taken. */}
        <Button
          type="submit"
          form={formId}
          disabled={!quote || Boolean(problem) || swap.isPending}
          aria-disabled={waiting || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-50"
        >
          {confirming ? t('confirm_again') : t('confirm')}
        </Button>
        {confirming && (
          <p className="mt-2 text-sm text-ink-700" role="status" data-testid="swap-review">
            {t('review', { button: t('confirm_again'), summary: t('summary') })}
          </p>
        )}
      </div>
    </div>
  );
}

/** The chosen token's name in the page's language, before the figure on the line under its box. */
function TokenName({ side }: { side: Side }) {
  return (
    <>
      <span className="text-ink-900" data-testid="swap-token-name">
        {side.token.name}
      </span>
      <span aria-hidden="true"> · </span>
    </>
  );
}

/** Takes the focus and comes into view when it appears (`useBringIntoView`). */
function InView({ children }: { children: ReactNode }) {
  const ref = useBringIntoView<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} className="scroll-mt-24 outline-none">
      {children}
    </div>
  );
}
