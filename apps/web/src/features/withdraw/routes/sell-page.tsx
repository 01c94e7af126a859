import { useEffect, useId, useRef, useState } from 'react';
import { useChainWording } from '../../../shared/api/chain.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { formatCents } from '@pinacoteca/contracts/money';
import type { Sale } from '@pinacoteca/contracts/tokens/sell';
import { formatUnits } from '@pinacoteca/contracts/units';
import { ApiError } from '../../../shared/api/client.ts';
import { markInvestingStale } from '../../../shared/api/investing.ts';
import { message } from '../../../shared/i18n/messages.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { newRequestId } from '../../../shared/lib/request-id.ts';
import { formatQuantity, formatUsd, formatUsdc } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { completeCode, emptyCode } from '../../../shared/ui/code-input.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { focusFirstProblem, useFocusFirstProblem } from '../../../shared/ui/fields.tsx';
import { NothingHeld } from '../../../shared/ui/nothing-held.tsx';
import { useSell } from '../api/withdraw.ts';
import { newestUsable, usableAddresses } from '../../../shared/api/saved-addresses.ts';
import { AddressSelect } from '../components/address-select.tsx';
import { AcceptedCard } from '../components/accepted-card.tsx';
import { OffPlatformFrame, type OffPlatformForm } from '../components/off-platform-frame.tsx';
import { amountProblem, TokenAmountFields, typedUnits } from '../components/token-amount-fields.tsx';
import { salePayoutCents } from '../lib/payout.ts';
import { stepAfterRefusal } from '../lib/sale-review.ts';
import { entrySale, stepEntry, summaryNavigation } from '../lib/sale-step.ts';
import { SaleSummary, type SaleReview } from '../components/sale-summary.tsx';

/**
 * /sell (SPEC §1, §6; issue 11): the money-back guarantee. A verified investor sells tokens to the
 * platform at the current price and is paid in USDC over Solana. Lives beside withdrawing: both
 * take tokens off the platform for verified investors, and share the gate and the holdings.
 */
/** What the accepted card says of a sale that is not simply being paid. */
const ACCEPTED_TEXT: Partial<
  Record<Sale['status'], 'sell.accepted.awaiting_approval' | 'sell.accepted.awaiting_funds'>
> = {
  awaiting_approval: 'sell.accepted.awaiting_approval',
  awaiting_funds: 'sell.accepted.awaiting_funds',
};

export function SellPage() {
  const { t } = useTranslation('withdraw');
  return (
    <OffPlatformFrame
      title={t('sell.title')}
      subtitle={t('sell.subtitle')}
      keep={(h) => h.token.current_price !== '0.00'}
      form={(props) => <SellForm {...props} />}
    />
  );
}

function SellForm({ holdings, addresses, twoFactor, onSend }: OffPlatformForm) {
  const { t } = useTranslation('withdraw');
  const language = useLanguage();
  const sell = useSell();
  const client = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const usable = usableAddresses(addresses);
  const [tokenId, setTokenId] = useState(() => holdings[0]?.token.id ?? '');
  const [amount, setAmount] = useState('');
  const [payout, setPayout] = useState('');
  // Names the chain the payout goes over: the platform's own development one is no devnet.
  const chain = useChainWording();
  const target = usable.find((a) => a.address === payout)?.address ?? newestUsable(usable);
  const [code, setCode] = useState(emptyCode);
  // One id per thing asked for: a double click or a retry sends it again and makes one (contracts' requestIdRule).
  const [requestId, setRequestId] = useState(newRequestId);
  // The accepted sale; its card stands on the entry of the summary it was confirmed on.
  const [done, setDone] = useState<Sale | null>(null);
  const accepted = done !== null && done.id === entrySale(location.state, 'accepted');
  // The sale put up for confirming, and the id its history entry names (lib/sale-step.ts). It is
  // kept while Back shows the form, so Forward shows the summary again, until the form is changed.
  const [review, setReview] = useState<{ id: string; sale: SaleReview } | null>(null);
  // On its entry, the summary stands in for the form.
  const showing = review !== null && review.id === entrySale(location.state, 'summary');
  // Which sale's summary is shown now, for a sale's answer: the person may have pressed Back while it was on its way.
  const shownNow = useRef<string | null>(null);
  useEffect(() => {
    shownNow.current = showing ? review.id : null;
  }, [showing, review]);
  const chosen = holdings.find((h) => h.token.id === tokenId) ?? holdings[0];
  const formId = useId();
  const submitId = useId();
  // A refusal the form is back for puts the focus on what to put right; the summary's own (the
  // code) are focused there.
  const form = useFocusFirstProblem<HTMLFormElement>(showing ? null : sell.error);
  // Leaving the summary by Back or "Change" gives the form back as it was (the code, good once, is
  // typed anew) and the focus to the button that put the summary up, as a closed dialog does. A
  // sale's answer that leaves it says so first: the accepted card, or the form's refused field,
  // takes the focus then.
  const wasShowing = useRef(false);
  const answered = useRef(false);
  const { reset: resetSell, isPending: pending } = sell;
  useEffect(() => {
    const left = wasShowing.current && !showing;
    wasShowing.current = showing;
    if (!left) return;
    if (answered.current) {
      answered.current = false;
      return;
    }
    // A sale on its way keeps its answer: Back while it was sent still shows the card it ends in.
    if (!pending) resetSell();
    setCode(emptyCode());
    document.getElementById(submitId)?.focus();
  }, [showing, pending, resetSell, submitId]);
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };
  // A refusal for the form goes back to the form's entry, as "Change" does; the browser then puts
  // back where that entry was scrolled to, so its field to put right is focused (and in view) again.
  const refused = useRef(false);
  useEffect(() => {
    if (!refused.current) return;
    refused.current = false;
    focusFirstProblem(form.current);
  }, [location.key, form]);

  if (accepted) return <SaleAccepted sale={done} onAnother={() => setDone(null)} />;
  if (holdings.length === 0) return <NothingHeld text={t('sell.nothing_held')} toTokens={t('to_tokens')} />;

  const server = sell.error instanceof ApiError ? sell.error.fieldErrors : {};
  if (showing) {
    const { id, sale } = review;
    return (
      <div className="space-y-6">
        <SaleSummary
          review={sale}
          twoFactor={twoFactor}
          code={code}
          onCode={(next) => {
            setCode(next);
            if (sell.isError) sell.reset();
          }}
          codeError={server.code}
          general={sell.isError && !server.code ? generalErrorText(sell.error) : null}
          problem={sell.error}
          pending={sell.isPending}
          // As the browser's Back: the summary's entry always follows the form's (summaryNavigation).
          onChange={() => void navigate(-1)}
          onConfirm={() => {
            onSend();
            sell.mutate(
              {
                token_id: sale.holding.token.id,
                amount: formatUnits(sale.units, sale.holding.decimals),
                payout_address: sale.address,
                code: twoFactor ? completeCode(code) : null,
                request_id: requestId,
                // The price guard: what the summary shows is the least paid (refused with sell_price_moved).
                min_payout: formatCents(sale.payoutCents),
              },
              {
                onSuccess: (result) => {
                  setRequestId(newRequestId());
                  setDone(result);
                  setReview(null);
                  setAmount('');
                  setCode(emptyCode());
                  if (shownNow.current === id) answered.current = true;
                  // In place of its summary (or of the form, when Back was pressed while it was on
                  // its way): Back from the card is the form, never a summary of what is already sold.
                  void navigate(here, { replace: true, state: stepEntry('accepted', result.id) });
                },
                onError: (error) => {
                  setCode(emptyCode());
                  if (!(error instanceof ApiError)) return;
                  // Refused on its amount (the price fell, or the holding changed): the page takes the
                  // new figures, so the payout the person confirms next is the one the server will pay.
                  if (error.fieldErrors.amount) void markInvestingStale(client);
                  if (stepAfterRefusal(error.fieldErrors) === 'form') {
                    setReview(null);
                    if (shownNow.current !== id) return;
                    answered.current = true;
                    refused.current = true;
                    void navigate(-1);
                  }
                },
              },
            );
          }}
        />
      </div>
    );
  }

  const typed = typedUnits(language, chosen, amount, 'sell');
  const problem = amountProblem(language, chosen, amount, 'sell');
  // An amount that can be taken but is worth less than a cent pays nothing: the server's words for it.
  const tooSmall =
    !problem && chosen !== undefined && typed !== null && typed > 0n && salePayoutCents(chosen, typed) === null;
  const pageError = problem ?? (tooSmall ? message('sell_too_small') : undefined);
  const amountError = pageError ?? server.amount;
  const general =
    sell.isError && !server.amount && !server.payout_address && !server.code ? generalErrorText(sell.error) : null;
  // Refused because the price fell since the figure was shown: the amount is still sellable, at
  // the new figure, which the summary shows once the prices reload; the next summary puts it up.
  const priceMoved =
    sell.error instanceof ApiError && (sell.error.keys?.errors?.amount?.startsWith('sell_price_moved:') ?? false);
  // What is paid, only for an amount neither the page nor the server refuses.
  const payoutCents = chosen && !pageError && (!server.amount || priceMoved) ? salePayoutCents(chosen, typed) : null;
  const payoutText = payoutCents !== null ? formatUsdc(formatUnits(payoutCents, 2), language) : null;
  const ready = chosen && payoutCents !== null && typed !== null && target !== '';

  return (
    <div className="space-y-6">
      <form
        ref={form}
        id={formId}
        noValidate
        className="space-y-5 rounded-2xl border border-ink-900/10 bg-white p-6"
        onSubmit={(e) => {
          e.preventDefault();
          if (!ready || !chosen || typed === null || payoutCents === null) return;
          // Nothing is sold yet: the summary says what would be, and its "Confirm sale" sells.
          sell.reset();
          setCode(emptyCode());
          const id = newRequestId();
          setReview({ id, sale: { holding: chosen, units: typed, payoutCents, address: target } });
          // A step in the history, so the browser's Back returns here (lib/sale-step.ts).
          void navigate(here, {
            replace: summaryNavigation(location.state) === 'replace',
            state: stepEntry('summary', id),
          });
        }}
      >
        {general && <FormNotice>{general}</FormNotice>}
        <TokenAmountFields
          holdings={holdings}
          chosen={chosen}
          amount={amount}
          error={amountError}
          // A changed form is no longer what the summary put up: Forward then shows the form.
          onToken={(id) => {
            setTokenId(id);
            setAmount('');
            setReview(null);
          }}
          onAmount={(value) => {
            setAmount(value);
            sell.reset();
            setReview(null);
          }}
        />
        <AddressSelect
          label={t('sell.payout_address')}
          addresses={addresses}
          value={target}
          error={server.payout_address}
          hint={t(`chain.payout_hint.${chain}`)}
          onChange={(address) => {
            setPayout(address);
            sell.reset();
            setReview(null);
          }}
        />
      </form>
      {chosen && (
        <aside className="space-y-3 rounded-2xl bg-paper-100 p-6 text-sm text-ink-700">
          <h2 className="font-display text-xl text-ink-900">{t('sell.summary')}</h2>
          <p>
            {t('sell.price', {
              symbol: chosen.token.symbol,
              price: formatUsd(chosen.token.current_price, language, { cents: true }),
            })}
          </p>
          {payoutCents !== null && (
            <p className="font-display text-2xl text-ink-900" data-testid="sell-payout">
              {t('sell.you_receive', { amount: payoutText })}
            </p>
          )}
          <SettledAnnouncement text={payoutText === null ? '' : t('sell.you_receive_said', { amount: payoutText })} />
          <p className="text-ink-600">{t('sell.guarantee')}</p>
        </aside>
      )}
      {/* After what is paid, so a phone shows the figure before the button (issue 11). It only puts
          the summary up: selling is confirmed there. */}
      <Button id={submitId} type="submit" form={formId} disabled={!ready}>
        {t('sell.submit')}
      </Button>
    </div>
  );
}

/** How long the figure must stay the same before it is read out. */
const ANNOUNCE_AFTER_MS = 800;

/**
 * What is paid, read out once the person stops typing: the whole summary as a live region re-read
 * its long paragraphs at every keystroke of the quantity (an outside tester's finding).
 */
function SettledAnnouncement({ text }: { text: string }) {
  const [said, setSaid] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSaid(text), ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {said}
    </p>
  );
}

/** The 'sale accepted' card, with where the sale stands and the payment to follow. */
function SaleAccepted({ sale, onAnother }: { sale: Sale; onAnother: () => void }) {
  const { t } = useTranslation('withdraw');
  const language = useLanguage();
  return (
    <AcceptedCard
      testId="sale-accepted"
      className="max-w-2xl"
      title={t('sell.accepted.title')}
      text={t(ACCEPTED_TEXT[sale.status] ?? 'sell.accepted.text', {
        amount: formatQuantity(sale.amount, language),
        symbol: sale.symbol,
        payout: formatUsdc(sale.payout, language),
      })}
      address={sale.payout_address}
      operationId={sale.id}
      follow={t('sell.accepted.follow')}
      another={t('sell.accepted.another')}
      onAnother={onAnother}
    />
  );
}
