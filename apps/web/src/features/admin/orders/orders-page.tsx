import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useParams } from 'react-router';
import type { Language } from '@pinacoteca/contracts/constants';
import { INDEX_TOKEN_DECIMALS } from '@pinacoteca/contracts/constants';
import type { ListTokensResponse } from '@pinacoteca/contracts/catalog/token';
import type { PaymentReturn, PaymentReturnStatus } from '@pinacoteca/contracts/admin/payment-returns';
import type { StaffOrderDetail } from '@pinacoteca/contracts/admin/console';
import { formatUnits, parseUnits } from '@pinacoteca/contracts/units';
import { refundNeedsApproval } from '@pinacoteca/contracts/orders/refund-rules';
import { parseUsd } from '@pinacoteca/contracts/money';
import { ApiError } from '../../../shared/api/client.ts';
import { useTokens } from '../../../shared/api/catalogue.ts';
import { message } from '../../../shared/i18n/messages.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatDateTime, formatNumber, formatQuantity, formatUsd } from '../../../shared/lib/format.ts';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { typedText } from '../../../shared/ui/typed-text.ts';
import {
  useMarkPaymentReturned,
  usePaymentReturns,
  useRefundAction,
  useRefundQueue,
  useStaffOrder,
  useStaffOrders,
} from '../api/console.ts';
import { useAdminMe } from '../api/me.ts';
import { useAnnounce } from '../components/announcer.tsx';
import {
  ActionError,
  BackTo,
  cell,
  InlineConfirm,
  Panel,
  ReviewLink,
  SearchForm,
  SectionTitle,
  Table,
  Tabs,
} from '../components/ui.tsx';
import { useCompleteRefund } from './refund-api.ts';
import { refundTarget } from './refund-target.ts';

/**
 * /admin/orders: search, one order with its ledger movements, refunds with maker-checker, and the
 * payments to send back to their payers.
 */
export function OrdersPage() {
  return (
    <Routes>
      <Route index element={<Search />} />
      <Route path=":id" element={<Detail />} />
    </Routes>
  );
}

function Search() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [q, setQ] = useState('');
  const orders = useStaffOrders(q);
  return (
    <>
      <SectionTitle title={t('nav.orders')} />
      <RefundQueue />
      <RefundsToComplete />
      <PaymentReturns />
      <SearchForm label={t('orders.search')} button={t('users.find')} onSearch={setQ} />
      {orders.isPending ? (
        <Spinner />
      ) : orders.isError ? (
        <ErrorState onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <EmptyState text={t('orders.empty')} />
      ) : (
        <Table head={[t('orders.order'), t('orders.placed'), t('orders.amount'), t('orders.status'), '']}>
          {orders.data.map((order) => (
            <tr key={order.id}>
              <td className={clsx(cell, 'font-mono text-xs')}>{order.id}</td>
              <td className={cell}>{formatDateTime(order.created_at, language)}</td>
              <td className={clsx(cell, 'tabular-nums')}>{formatUsd(order.amount, language, { cents: true })}</td>
              <td className={cell}>{t(`orders.statuses.${order.status}`)}</td>
              <td className={clsx(cell, 'text-right')}>
                <ReviewLink to={order.id} subject={order.id} />
              </td>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}

/**
 * Refunds taken whose money is still to be sent back (refund_pending): an approved refund, or a
 * payment that came after a price rose. Listed here so none is forgotten once approved (an outside
 * tester found them only as rows of the search).
 */
function RefundsToComplete() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const pending = useStaffOrders('', 'refund_pending');
  if (!pending.data || pending.data.length === 0) return null;
  return (
    <Panel className="mb-6">
      <h2 className="font-medium text-ink-900">{t('orders.to_complete')}</h2>
      <p className="mt-1 text-sm text-ink-600">{t('orders.to_complete_hint')}</p>
      <ul className="mt-2 divide-y divide-ink-900/5 text-sm" data-testid="refunds-to-complete">
        {pending.data.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              {formatUsd(order.amount, language, { cents: true })} · {formatDateTime(order.created_at, language)} ·{' '}
              <span className="font-mono text-xs">{order.id}</span>
            </span>
            <ReviewLink to={order.id} subject={order.id} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** Refunds other operators asked for, waiting for a second one. */
function RefundQueue() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const queue = useRefundQueue();
  if (!queue.data || queue.data.length === 0) return null;
  return (
    <Panel className="mb-6">
      <h2 className="font-medium text-ink-900">{t('orders.awaiting')}</h2>
      <ul className="mt-2 divide-y divide-ink-900/5 text-sm">
        {queue.data.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className={typedText}>
              {formatUsd(r.amount, language, { cents: true })} · {r.requested_by} · {r.reason}
            </span>
            <ReviewLink to={r.order_id} subject={r.order_id} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

const RETURN_FILTERS = ['open', 'returned'] as const satisfies readonly PaymentReturnStatus[];

/**
 * Money that reached the platform for an order but is its payer's (a second payment, a short one,
 * what a payment sent beyond its charge): listed here until an operator has sent it back and
 * recorded it, so nobody has to open every order to find it, and nobody sends it twice.
 */
function PaymentReturns() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<PaymentReturnStatus>('open');
  const list = usePaymentReturns(status);
  const mark = useMarkPaymentReturned();
  return (
    <Panel className="mb-6">
      <h2 className="font-medium text-ink-900">{t('orders.returns.title')}</h2>
      <p className="mt-1 text-sm text-ink-600">{t('orders.returns.text')}</p>
      <div className="mt-3">
        <Tabs
          name={t('orders.returns.title')}
          value={status}
          options={RETURN_FILTERS}
          label={(s) => t(`orders.returns.statuses.${s}`)}
          onChange={(next) => {
            // A refusal was about a payment of the list left behind.
            mark.reset();
            setStatus(next);
          }}
        />
      </div>
      <ActionError error={mark.error} />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="text-sm text-ink-500">{t(`orders.returns.empty_${status}`)}</p>
      ) : (
        <ul className="divide-y divide-ink-900/5 text-sm" data-testid="payment-returns">
          {list.data.map((p) => (
            <PaymentReturnItem key={`${p.provider}:${p.event_key}`} payment={p} mark={mark} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function PaymentReturnItem({
  payment: p,
  mark,
}: {
  payment: PaymentReturn;
  mark: ReturnType<typeof useMarkPaymentReturned>;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const amount = currencyAmount(p.amount, p.currency, language);
  return (
    <li
      data-testid="payment-return"
      data-kind={p.kind}
      className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 py-3"
    >
      <div className="min-w-0 flex-1 basis-64">
        <p>
          <span className="font-medium tabular-nums text-ink-900">{amount}</span> ·{' '}
          {t(`orders.returns.kinds.${p.kind}`)}
        </p>
        <p className="text-xs text-ink-500">
          {t('orders.returns.received', { when: formatDateTime(p.received_at, language) })} ·{' '}
          {t(`orders.providers.${p.provider}`, { defaultValue: p.provider })} ·{' '}
          <Link to={p.order_id} className="underline underline-offset-4">
            {t('orders.returns.order', { id: p.order_id.slice(0, 8) })}
          </Link>
        </p>
        {p.payer && (
          <p className={clsx('text-xs text-ink-500', typedText)}>
            {t('orders.returns.payer')}: <span className="font-mono">{p.payer}</span>
          </p>
        )}
        <p className={clsx('text-xs text-ink-500', typedText)}>
          {t('orders.returns.payment')}: <span className="font-mono">{p.event_key}</span>
        </p>
        {p.returned_at && (
          <p className={clsx('mt-1 text-xs text-up', typedText)}>
            {t('orders.returned', { when: formatDateTime(p.returned_at, language), note: p.note ?? '' })}
            {p.returned_by && ` · ${p.returned_by}`}
          </p>
        )}
      </div>
      {!p.returned_at && <MarkReturned payment={p} amount={amount} mark={mark} />}
    </li>
  );
}

/**
 * The record that the money went back: the transaction signature or the provider's refund
 * reference first, then a question, since a payment marked returned leaves the queue for good.
 */
function MarkReturned({
  payment,
  amount,
  mark,
}: {
  payment: PaymentReturn;
  amount: string;
  mark: ReturnType<typeof useMarkPaymentReturned>;
}) {
  const { t } = useTranslation('admin');
  const announce = useAnnounce();
  const [step, setStep] = useState<'idle' | 'note' | 'confirm'>('idle');
  const [note, setNote] = useState('');
  const id = `return-note-${payment.provider}-${payment.event_key}`;
  if (step === 'idle') {
    return (
      <Button size="sm" variant="secondary" onClick={() => setStep('note')}>
        {t('orders.returns.mark')}
      </Button>
    );
  }
  if (step === 'confirm') {
    return (
      <div className="w-full sm:ml-auto sm:max-w-80">
        <InlineConfirm
          question={t('orders.returns.confirm', { amount, note: note.trim() })}
          backLabel={t('orders.returns.back')}
          confirmLabel={t('orders.returns.mark')}
          pending={mark.isPending}
          onBack={() => setStep('note')}
          onConfirm={() =>
            mark.mutate(
              { provider: payment.provider, event_key: payment.event_key, note: note.trim() },
              { onSettled: () => setStep('idle'), onSuccess: () => announce(t('announce.payment_returned')) },
            )
          }
        />
      </div>
    );
  }
  return (
    <form
      className="flex w-full flex-col gap-2 sm:ml-auto sm:max-w-80"
      onSubmit={(e) => {
        e.preventDefault();
        if (note.trim()) setStep('confirm');
      }}
    >
      <label htmlFor={id} className="text-xs text-ink-700">
        {t('orders.returns.note')}
      </label>
      <input
        id={id}
        value={note}
        required
        maxLength={200}
        autoComplete="off"
        onChange={(e) => setNote(e.target.value)}
        className="h-10 w-full rounded-xl border border-ink-900/15 bg-white px-3 font-mono text-xs"
      />
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={() => setStep('idle')}>
          {t('orders.returns.back')}
        </Button>
        <Button type="submit" size="sm" disabled={!note.trim()}>
          {t('orders.returns.continue')}
        </Button>
      </div>
    </form>
  );
}

/** Dollar stablecoins: written with cents, as the console writes dollars. */
const DOLLAR_COINS: readonly string[] = ['USDC', 'DAI'];

/**
 * An amount in a payment currency as the provider wrote it ("2550.00" USDC, "0.00081234" BTC), in
 * the language's way, every decimal it came with kept: "2,550.00 USDC" / "2 550,00 USDC".
 */
function currencyAmount(amount: string, currency: string | undefined, language: Language): string {
  const places = Math.max(amount.split('.')[1]?.length ?? 0, currency && DOLLAR_COINS.includes(currency) ? 2 : 0);
  return `${formatNumber(amount, language, { minFraction: places })} ${currency ?? ''}`.trim();
}

/**
 * A ledger movement (signed base units) in tokens, and the token's symbol: "+2" MONA, "−0.5" INDEX;
 * in base units, with no symbol, while the token set is not known yet (INDEX counts millionths).
 */
function movementAmount(
  amount: string,
  tokenId: string,
  tokens: ListTokensResponse | undefined,
  language: Language,
  baseUnits: (amount: string) => string,
): { text: string; symbol: string | null } {
  const negative = amount.startsWith('-');
  const sign = negative ? '' : '+';
  const isIndex = tokens?.indexToken.id === tokenId;
  const token = isIndex ? tokens.indexToken : tokens?.artTokens.find((a) => a.id === tokenId);
  if (!token) return { text: sign + baseUnits(formatQuantity(amount, language)), symbol: null };
  const units = BigInt(negative ? amount.slice(1) : amount);
  const tokensText = formatUnits(units, isIndex ? INDEX_TOKEN_DECIMALS : 0);
  return { text: sign + formatQuantity(negative ? `-${tokensText}` : tokensText, language), symbol: token.symbol };
}

function MovementAmount({ text, symbol, negative }: { text: string; symbol: string | null; negative: boolean }) {
  return (
    <>
      <span className={clsx('whitespace-nowrap', negative ? 'text-down' : 'text-up')}>{text}</span>
      {/* A long symbol ("HARBOUR-LOW-TIDE") breaks after its hyphens: kept whole, it widened the ledger
          past its box beside the order's panels, and the symbol was cut (an outside tester, at 1280 px). */}
      {symbol && <span className="block text-xs text-ink-500">{symbol}</span>}
    </>
  );
}

/**
 * A moment in the ledger's narrow column ("28 нояб. 2026 г., 20:11"): its date and its time each
 * kept whole, the time going under the date when the column is tight rather than the table
 * growing past its box beside the order's panels (an outside tester, at 1280 px).
 */
function Moment({ text }: { text: string }) {
  const cut = text.lastIndexOf(', ');
  if (cut < 0) return <span className="whitespace-nowrap">{text}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{text.slice(0, cut + 1)}</span>{' '}
      <span className="whitespace-nowrap">{text.slice(cut + 2)}</span>
    </>
  );
}

function Detail() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { id = '' } = useParams();
  const me = useAdminMe();
  const detail = useStaffOrder(id);
  const tokens = useTokens();
  const action = useRefundAction();
  const announce = useAnnounce();
  const [reason, setReason] = useState('');
  /** Approving takes the buyer's tokens back at once: asked again first, as payouts are. */
  const [confirming, setConfirming] = useState(false);
  /**
   * A refund taken at once (at or below the threshold) is asked again first too: an outside tester's
   * single click took a buyer's tokens back with no question. One that waits for a second operator
   * is sent as it is: that operator's approval is its confirmation.
   */
  const [askingRefund, setAskingRefund] = useState(false);
  if (detail.isPending) return <Spinner />;
  if (detail.isError) return <ErrorState onRetry={() => void detail.refetch()} />;
  const { order, movements, refunds, payments, buyer_email, approval_above } = detail.data;
  const waiting = refunds.find((r) => r.status === 'awaiting_approval');
  const target = refundTarget(order.charge, payments);
  const requestRefund = () =>
    action.mutate(
      { kind: 'request', orderId: order.id, reason: reason.trim() },
      {
        onSettled: () => setAskingRefund(false),
        // Above the threshold it waits for a second operator; below it, it is taken at once.
        onSuccess: (refund) =>
          announce(t(refund.status === 'awaiting_approval' ? 'announce.refund_waits' : 'announce.refund_taken')),
      },
    );
  return (
    <>
      <BackTo to="/admin/orders" label={t('nav.orders')} />
      <SectionTitle
        title={formatUsd(order.amount, language, { cents: true })}
        aside={
          <span data-testid="order-status" data-status={order.status}>
            {t(`orders.statuses.${order.status}`)}
          </span>
        }
      />
      <ActionError error={action.error} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[24rem_minmax(0,1fr)]">
        <div className="space-y-6">
          <Panel>
            <dl className="space-y-2 text-sm">
              <div>
                <dt className="text-ink-500">{t('orders.order')}</dt>
                <dd className="font-mono text-xs">{order.id}</dd>
              </div>
              <div>
                <dt className="text-ink-500">{t('orders.buyer')}</dt>
                <dd className={typedText}>{buyer_email ?? '—'}</dd>
              </div>
              <div>
                <dt className="text-ink-500">{t('orders.placed')}</dt>
                <dd>{formatDateTime(order.created_at, language)}</dd>
              </div>
              <div>
                <dt className="text-ink-500">{t('orders.charge')}</dt>
                <dd>
                  {order.charge
                    ? `${currencyAmount(order.charge.amount, order.charge.currency, language)} · ${order.charge.code}`
                    : '—'}
                </dd>
              </div>
            </dl>
          </Panel>
          <Panel>
            <h2 className="font-medium text-ink-900">{t('orders.refund')}</h2>
            <p className="mt-1 text-sm text-ink-500">
              {t('orders.threshold', { amount: formatUsd(approval_above, language) })}
            </p>
            {order.status === 'success' && !waiting && (
              <form
                className="mt-3 space-y-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (!reason.trim()) return;
                  if (
                    refundNeedsApproval(
                      parseUsd(order.amount),
                      parseUsd(approval_above),
                      order.user_id === me.data?.user_id,
                    )
                  )
                    requestRefund();
                  else setAskingRefund(true);
                }}
              >
                <label htmlFor="refund-reason" className="block text-sm text-ink-700">
                  {t('orders.reason')}
                </label>
                <textarea
                  id="refund-reason"
                  value={reason}
                  maxLength={500}
                  // The reason asked about is the one recorded: not changed under the question.
                  readOnly={askingRefund}
                  onChange={(e) => setReason(e.target.value)}
                  className="w-full rounded-xl border border-ink-900/15 px-3 py-2 text-sm read-only:bg-paper-100"
                />
                {askingRefund ? (
                  <InlineConfirm
                    question={t('orders.confirm_refund', {
                      amount: formatUsd(order.amount, language, { cents: true }),
                      buyer: buyer_email ?? t('orders.the_buyer'),
                      send: target
                        ? currencyAmount(target.amount, target.currency, language)
                        : formatUsd(order.amount, language, { cents: true }),
                    })}
                    backLabel={t('orders.back')}
                    confirmLabel={t('orders.refund_take')}
                    pending={action.isPending}
                    onBack={() => setAskingRefund(false)}
                    onConfirm={requestRefund}
                  />
                ) : (
                  <Button type="submit" variant="danger" disabled={!reason.trim() || action.isPending}>
                    {t('orders.refund_ask')}
                  </Button>
                )}
              </form>
            )}
            {waiting && (
              <div className="mt-3 space-y-2 text-sm">
                <p className={typedText}>
                  {t('orders.waiting', { who: waiting.requested_by, reason: waiting.reason })}
                </p>
                {waiting.requested_by === me.data?.email ? (
                  <p className="text-ink-500">{t('orders.other_checker')}</p>
                ) : confirming ? (
                  <InlineConfirm
                    question={t('orders.confirm_approve', {
                      amount: formatUsd(waiting.amount, language, { cents: true }),
                    })}
                    backLabel={t('orders.back')}
                    confirmLabel={t('orders.approve')}
                    pending={action.isPending}
                    onBack={() => setConfirming(false)}
                    onConfirm={() =>
                      action.mutate(
                        { kind: 'decide', requestId: waiting.id, approve: true },
                        {
                          onSettled: () => setConfirming(false),
                          onSuccess: () => announce(t('announce.refund_approved')),
                        },
                      )
                    }
                  />
                ) : (
                  <div className="flex gap-2">
                    <Button size="sm" disabled={action.isPending} onClick={() => setConfirming(true)}>
                      {t('orders.approve')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() =>
                        action.mutate(
                          { kind: 'decide', requestId: waiting.id, approve: false },
                          { onSuccess: () => announce(t('announce.refund_rejected')) },
                        )
                      }
                    >
                      {t('orders.reject')}
                    </Button>
                  </div>
                )}
              </div>
            )}
            {order.status === 'refund_pending' && <CompleteRefund detail={detail.data} />}
            {(refunds.length > 0 || detail.data.refund_completed) && (
              <ul className={clsx('mt-4 space-y-1 border-t border-ink-900/10 pt-3 text-xs text-ink-600', typedText)}>
                {refunds.map((r) => (
                  <li key={r.id}>
                    {formatDateTime(r.requested_at, language)} · {r.requested_by} ·{' '}
                    {t(`orders.refund_statuses.${r.status}`)}
                    {r.decided_by ? ` · ${r.decided_by}` : ''}
                  </li>
                ))}
                {detail.data.refund_completed && (
                  <li data-testid="refund-completed">
                    {formatDateTime(detail.data.refund_completed.at, language)} ·{' '}
                    {detail.data.refund_completed.by ?? t('orders.refund_completed_by_nobody')} ·{' '}
                    {t('orders.refund_completed')}
                    {detail.data.refund_completed.reference && (
                      <span className="block">
                        {t('orders.refund_reference')}:{' '}
                        <span className="font-mono">{detail.data.refund_completed.reference}</span>
                      </span>
                    )}
                  </li>
                )}
              </ul>
            )}
          </Panel>
          <Panel>
            <h2 className="font-medium text-ink-900">{t('orders.payments')}</h2>
            {payments.length === 0 ? (
              <p className="mt-1 text-sm text-ink-500">{t('orders.payments_none')}</p>
            ) : (
              <ul className="mt-2 space-y-2 text-sm" data-testid="order-payments">
                {payments.map((p) => (
                  <li key={`${p.provider}:${p.event_key}`} data-outcome={p.outcome}>
                    {/* Red while it still asks an operator for something; a returned one has been seen to. */}
                    <span className={p.outcome === 'paid' || p.returned_at ? 'text-ink-900' : 'font-medium text-down'}>
                      {t(`orders.payment_outcomes.${p.outcome}`)}
                    </span>
                    {p.amount && ` · ${currencyAmount(p.amount, order.charge?.currency, language)}`}
                    {p.outcome === 'paid' && p.amount && order.charge && (
                      <OverpaidNote paid={p.amount} asked={order.charge.amount} currency={order.charge.currency} />
                    )}
                    <div className={clsx('text-xs text-ink-500', typedText)}>
                      {formatDateTime(p.received_at, language)} ·{' '}
                      {t(`orders.providers.${p.provider}`, { defaultValue: p.provider })} · {p.event_key}
                    </div>
                    {p.payer && (
                      <div className={clsx('text-xs text-ink-500', typedText)}>
                        {t('orders.returns.payer')}: <span className="font-mono">{p.payer}</span>
                      </div>
                    )}
                    {p.returned_at && (
                      <div className={clsx('text-xs text-up', typedText)} data-testid="payment-returned">
                        {t('orders.returned', {
                          when: formatDateTime(p.returned_at, language),
                          note: p.return_note ?? '',
                        })}
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
        <div>
          <h2 className="mb-2 font-medium text-ink-900">{t('orders.movements')}</h2>
          <Table head={[t('audit.when'), t('orders.kind'), t('orders.account'), t('orders.amount')]}>
            {movements.map((m, i) => (
              <tr key={i}>
                <td className={cell}>
                  <Moment text={formatDateTime(m.at, language)} />
                </td>
                <td className={cell}>{t(`orders.kinds.${m.kind}`, { defaultValue: m.kind })}</td>
                <td className={clsx(cell, 'text-xs')}>
                  {t(`orders.accounts.${m.account.split(':')[0]}`, { defaultValue: m.account.split(':')[0] })}
                  {m.account.includes(':') && (
                    <span className="block font-mono text-ink-500">{m.account.slice(m.account.indexOf(':') + 1)}</span>
                  )}
                </td>
                <td className={clsx(cell, 'tabular-nums')}>
                  <MovementAmount
                    {...movementAmount(m.amount, m.token_id, tokens.data, language, (amount) =>
                      t('withdrawals.units', { amount }),
                    )}
                    negative={m.amount.startsWith('-')}
                  />
                </td>
              </tr>
            ))}
          </Table>
        </div>
      </div>
    </>
  );
}

/**
 * Completing a refund records that its money is back with the payer, which nobody can check from
 * here: the page says what to send and where (the payer the provider reported, else the payment
 * to find them by), asks for the return transaction or the provider's refund reference, then asks
 * once more, since a completed refund cannot be taken back. A single unconfirmed click used to
 * complete it with nothing recorded.
 */
function CompleteRefund({ detail }: { detail: StaffOrderDetail }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const complete = useCompleteRefund();
  const announce = useAnnounce();
  const [step, setStep] = useState<'idle' | 'reference' | 'confirm'>('idle');
  const [reference, setReference] = useState('');
  const target = refundTarget(detail.order.charge, detail.payments);
  const amount = target ? currencyAmount(target.amount, target.currency, language) : null;
  const { error } = complete;
  // The server's word on the reference (its key, so it follows a language switch), else why it refused at all.
  const fieldError =
    error instanceof ApiError && error.fieldErrors.reference
      ? (message(error.keys?.errors?.reference) ?? error.fieldErrors.reference)
      : error
        ? generalErrorText(error)
        : undefined;
  const id = `refund-reference-${detail.order.id}`;
  return (
    <div className="mt-3 space-y-3 text-sm">
      {target && amount && (
        <div className="rounded-xl border border-ink-900/10 p-3" data-testid="refund-send-back">
          <p className="font-medium text-ink-900">{t('orders.send_back', { amount })}</p>
          <p className={clsx('mt-1 text-xs text-ink-500', typedText)}>
            {t('orders.returns.payer')}:{' '}
            {target.payer ? (
              <span className="font-mono text-ink-900" data-testid="refund-payer">
                {target.payer}
              </span>
            ) : (
              t('orders.payer_unknown')
            )}
          </p>
          {target.payment && (
            <p className={clsx('text-xs text-ink-500', typedText)}>
              {t('orders.returns.payment')}: <span className="font-mono">{target.payment.event_key}</span> ·{' '}
              {target.payment.provider}
            </p>
          )}
        </div>
      )}
      {step === 'idle' ? (
        <Button size="sm" onClick={() => setStep('reference')}>
          {t('orders.complete')}
        </Button>
      ) : step === 'confirm' ? (
        <InlineConfirm
          question={t('orders.confirm_complete', { amount: amount ?? '', reference: reference.trim() })}
          backLabel={t('orders.back')}
          confirmLabel={t('orders.complete_confirm')}
          pending={complete.isPending}
          onBack={() => setStep('reference')}
          onConfirm={() =>
            complete.mutate(
              { orderId: detail.order.id, reference: reference.trim() },
              // Refused, it goes back to the field with the reason; done, the order is refunded.
              {
                onError: () => setStep('reference'),
                onSuccess: () => {
                  setStep('idle');
                  announce(t('announce.refund_completed'));
                },
              },
            )
          }
        />
      ) : (
        <form
          className="space-y-2 rounded-xl bg-paper-100 p-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (reference.trim()) setStep('confirm');
          }}
        >
          <label htmlFor={id} className="block text-xs text-ink-700">
            {t('orders.returns.note')}
          </label>
          <input
            id={id}
            value={reference}
            required
            maxLength={200}
            autoComplete="off"
            // Opened by the operator's own click for this field, and back on it with the server's refusal.
            autoFocus
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            onChange={(e) => {
              setReference(e.target.value);
              if (error) complete.reset();
            }}
            className={clsx(
              'h-10 w-full rounded-xl border bg-white px-3 font-mono text-xs',
              fieldError ? 'border-down/70' : 'border-ink-900/15',
            )}
          />
          {fieldError && (
            <p id={`${id}-error`} className="text-xs text-down">
              {fieldError}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                complete.reset();
                setStep('idle');
              }}
            >
              {t('orders.back')}
            </Button>
            <Button type="submit" size="sm" disabled={!reference.trim()}>
              {t('orders.returns.continue')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/** What a payment that paid the order sent beyond its amount, for an operator to return; nothing when it sent the amount. */
function OverpaidNote({ paid, asked, currency }: { paid: string; asked: string; currency: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const places = Math.max(...[paid, asked].map((amount) => amount.split('.')[1]?.length ?? 0));
  const excess = parseUnits(paid, places) - parseUnits(asked, places);
  if (excess <= 0n) return null;
  return (
    <span className="block font-medium text-down" data-testid="overpaid">
      {t('orders.overpaid', { amount: currencyAmount(formatUnits(excess, places), currency, language) })}
    </span>
  );
}
