import clsx from 'clsx';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Order } from '@pinacoteca/contracts/orders/order';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatDateTime, formatQuantity, formatUsd, formatUsdc } from '../../../shared/lib/format.ts';
import { unbreakable } from '../lib/date-time.ts';
import { INDEX_TOKEN_SYMBOL } from '@pinacoteca/contracts/constants';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { ConfirmActions } from '../../../shared/ui/confirm-actions.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { useOverlay } from '../../../shared/overlay/overlay.tsx';
import { Container, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { TokenLabel } from '../../../shared/ui/token-icon.tsx';
import { typedText } from '../../../shared/ui/typed-text.ts';
import { isOrderMissing, useCancelOrder, useOrder } from '../api/order.ts';
import { useDevRoutes } from '../../../shared/api/system-status.ts';
import { AddressName } from '../components/address-name.tsx';
import { DevPaymentControls } from '../components/dev-payment-controls.tsx';
import { PaymentRequest } from '../components/payment-request.tsx';
import { PayoutAddressForm } from '../components/payout-address-form.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import {
  canCancel,
  chargeDisplay,
  secondsLeft,
  showsPaymentDetails,
  showsPaymentInvitation,
  type ChargeState,
} from '@pinacoteca/contracts/orders/charge-status';
import {
  operationDisplay,
  operationOutcome,
  saleStage,
  withdrawalStage,
  type OperationOutcome,
} from '../lib/display.ts';
import { quantities } from '../lib/quantity.ts';
import { useTokensById } from '../lib/token-lookup.ts';
import { operationValue, swapLeftOver } from '../lib/value.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { isUuid } from '@pinacoteca/contracts/query';

const HEADINGS: Record<Order['type'], string> = {
  tokens_buying: 'order.heading',
  referral_bonus: 'order.bonus_heading',
  swap: 'order.swap_heading',
  withdraw: 'order.withdraw_heading',
  deposit: 'order.deposit_heading',
  selling: 'order.selling_heading',
};

const OUTCOME_TEXTS: Record<OperationOutcome, string> = {
  completed: 'order.completed_text',
  bonus_done: 'order.bonus_done',
  bonus_held: 'order.bonus_held',
  bonus_taken_back: 'order.bonus_taken_back',
  swap_done: 'order.swap_done',
  cancelled: 'order.cancelled_text',
  refund_pending: 'order.refund_text',
  refunded: 'order.refunded_text',
};

/** Outcomes that put something in the wallet: shown in green, with the way there. */
const DONE = new Set<OperationOutcome>(['completed', 'bonus_done', 'swap_done']);

/** A withdrawal: where it stands, where to, and its transaction on the chain. */
function WithdrawalPanel({ withdrawal }: { withdrawal: NonNullable<Order['withdrawal']> }) {
  const { t } = useTranslation('operations');
  const settled = withdrawal.status === 'rejected' || withdrawal.status === 'failed';
  // Cancelled by the person's own removal of the address: said in the page's words, no reason line.
  const stage = withdrawalStage(withdrawal);
  return (
    <div className="space-y-4">
      <Outcome tone={withdrawal.status === 'success' ? 'done' : 'off'} text={t(`order.withdraw_${stage}`)}>
        {settled && (
          <ButtonLink to="/withdraw" variant="secondary" size="sm">
            {t('order.withdraw_again')}
          </ButtonLink>
        )}
      </Outcome>
      {!withdrawal.cause && <Reason reason={withdrawal.reason} />}
      <dl className="space-y-3 rounded-2xl border border-ink-900/10 bg-white p-5 text-sm">
        <div>
          <dt className="text-ink-500">{t('order.withdraw_to')}</dt>
          <AddressName address={withdrawal.wallet_address} />
          <dd className="mt-1 break-all font-mono text-xs text-ink-900" data-testid="withdraw-address">
            {withdrawal.wallet_address}
          </dd>
        </div>
        {withdrawal.signature && (
          <div>
            <dt className="text-ink-500">{t('order.withdraw_transaction')}</dt>
            <dd className="mt-1 break-all font-mono text-xs text-ink-900">{withdrawal.signature}</dd>
            {withdrawal.explorer_url && withdrawal.status === 'success' && (
              <dd className="mt-2">
                <TransactionLink url={withdrawal.explorer_url} />
              </dd>
            )}
          </div>
        )}
      </dl>
    </div>
  );
}

/** Why an operator refused a withdrawal or a sale (or why the chain failed a withdrawal), in their words. */
function Reason({ reason }: { reason: string | null }) {
  const { t } = useTranslation('operations');
  if (!reason) return null;
  return (
    <p
      className={clsx('whitespace-pre-line rounded-xl bg-paper-100 px-4 py-3 text-sm text-ink-700', typedText)}
      data-testid="reason"
    >
      {t('order.reason', { reason })}
    </p>
  );
}

/** Where a transaction can be seen: Solana's explorer on devnet (a new tab), the embedded chain's own page here. */
function TransactionLink({ url }: { url: string }) {
  const { t } = useTranslation('operations');
  const className = 'font-medium text-ink-900 underline underline-offset-4';
  return url.startsWith('http') ? (
    <a href={url} target="_blank" rel="noreferrer" className={className}>
      {t('order.withdraw_view')}
    </a>
  ) : (
    <Link to={url} className={className} data-testid="transaction-link">
      {t('order.withdraw_view')}
    </Link>
  );
}

/** A sale back to the platform: its USDC payment, where to, and its transaction once paid. */
function SalePanel({ sale }: { sale: NonNullable<Order['sale']> }) {
  const { t } = useTranslation('operations');
  const language = useLanguage();
  const stage = saleStage(sale);
  const refused = stage === 'rejected' || stage === 'address_removed';
  // The person removed the address it was to be paid to before it was paid: it waits for another.
  const needsAddress = stage === 'awaiting_address';
  // Beyond the platform's USDC the payout waits for an operator (issue 11): the text says so.
  // Only a paid sale says "paid"; until then the figure is what will be paid, and once rejected,
  // what would have been.
  const paid = stage === 'success';
  return (
    <div className="space-y-4">
      <Outcome tone={paid ? 'done' : 'off'} text={t(`order.sale_${stage}`)}>
        {refused && (
          <ButtonLink to="/sell" variant="secondary" size="sm">
            {t('order.sell_again')}
          </ButtonLink>
        )}
      </Outcome>
      {!sale.cause && <Reason reason={sale.reason} />}
      {needsAddress && <PayoutAddressForm saleId={sale.id} />}
      <dl className="space-y-3 rounded-2xl border border-ink-900/10 bg-white p-5 text-sm">
        <div>
          <dt className="text-ink-500">
            {t(paid ? 'order.sale_payout' : refused ? 'order.sale_payout_refused' : 'order.sale_payout_due')}
          </dt>
          <dd className="mt-1 font-display text-xl text-ink-900" data-testid="sale-payout">
            {formatUsdc(sale.payout, language)} USDC
          </dd>
        </div>
        <div>
          <dt className="text-ink-500">
            {t(paid ? 'order.sale_to' : needsAddress ? 'order.sale_removed_address' : 'order.sale_payout_address')}
          </dt>
          {!needsAddress && <AddressName address={sale.payout_address} />}
          <dd
            className={
              needsAddress
                ? 'mt-1 break-all font-mono text-xs text-ink-500 line-through'
                : 'mt-1 break-all font-mono text-xs text-ink-900'
            }
            data-testid="sale-payout-address"
          >
            {sale.payout_address}
          </dd>
        </div>
        {sale.signature && sale.explorer_url && (
          <div>
            <dt className="text-ink-500">{t('order.withdraw_transaction')}</dt>
            <dd className="mt-1 break-all font-mono text-xs text-ink-900">{sale.signature}</dd>
            <dd className="mt-2">
              <TransactionLink url={sale.explorer_url} />
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/** A deposit: credited or still being confirmed, and the transaction that brought it. */
function DepositPanel({ deposit }: { deposit: NonNullable<Order['deposit']> }) {
  const { t } = useTranslation('operations');
  return (
    <div className="space-y-4">
      <Outcome tone={deposit.status === 'credited' ? 'done' : 'off'} text={t(`order.deposit_${deposit.status}`)}>
        {deposit.status === 'credited' && (
          <ButtonLink to="/wallet" variant="secondary" size="sm">
            {t('order.to_wallet')}
          </ButtonLink>
        )}
      </Outcome>
      <dl className="rounded-2xl border border-ink-900/10 bg-white p-5 text-sm">
        <dt className="text-ink-500">{t('order.deposit_transaction')}</dt>
        <dd className="mt-1 break-all font-mono text-xs text-ink-900">{deposit.signature}</dd>
        {deposit.explorer_url && (
          <dd className="mt-2">
            <TransactionLink url={deposit.explorer_url} />
          </dd>
        )}
      </dl>
    </div>
  );
}

/**
 * One side of a swap: what was given or received, the tokens first. Only the given side carries a
 * value, the swap's: the received side's is cut down to the cent by the server and would read as
 * a cent lost ($170.00 given, $169.99 received for 1.662916 INDEX worth $169.9999).
 */
function SwapLine({ side, quantity, value }: { side: 'given' | 'received'; quantity: string; value: string | null }) {
  const { t } = useTranslation('operations');
  const language = useLanguage();
  return (
    <>
      <p className="text-xs uppercase tracking-wider text-ink-500">{t(`order.swap_${side}`)}</p>
      <p className="tabular-nums text-ink-900" data-testid={`swap-${side}`}>
        {t('order.quantity', { formatted: formatQuantity(quantity, language), count: Number(quantity) })}
      </p>
      {value !== null && (
        <p className="text-xs tabular-nums text-ink-500">{formatUsd(value, language, { cents: true })}</p>
      )}
    </>
  );
}

function BackToOperations() {
  const { t } = useTranslation('operations');
  return <BackLink to="/operations">{t('order.back')}</BackLink>;
}

/** /operations/{uuid}: an order and its payment request (SPEC §2, §4). */
export function OperationPage() {
  const { t } = useTranslation('operations');
  useDocumentTitle(t('order.title'));
  const { uuid = '' } = useParams();
  const valid = isUuid(uuid);

  return (
    <Container className="pb-24 pt-8 sm:pt-12">
      <BackToOperations />
      {valid ? <OrderView id={uuid} /> : <NotFound />}
    </Container>
  );
}

function NotFound() {
  const { t } = useTranslation('operations');
  return (
    <div className="py-16 text-center">
      <h1 className="font-display text-3xl text-ink-900">{t('order.not_found')}</h1>
      <p className="mt-2 text-ink-600">{t('order.not_found_text')}</p>
    </div>
  );
}

function OrderView({ id }: { id: string }) {
  const [fast, setFast] = useState(false);
  const order = useOrder(id, { fast });
  if (order.isPending) return <Spinner />;
  if (order.isError) {
    if (isOrderMissing(order.error)) return <NotFound />;
    return <ErrorState onRetry={() => void order.refetch()} />;
  }
  return <OrderDetail order={order.data} onTestPaymentSent={() => setFast(true)} />;
}

function OrderDetail({ order, onTestPaymentSent }: { order: Order; onTestPaymentSent: () => void }) {
  const { t } = useTranslation('operations');
  const language = useLanguage();
  const navigate = useNavigate();
  const now = useNow(1000);
  const tokens = useTokensById();
  const devRoutes = useDevRoutes();
  const cancel = useCancelOrder(order.id);
  const confirmCancel = useOverlay('modal:cancel-order');
  const { charge } = order;
  const state: ChargeState = { status: order.status, expiresAt: charge?.expires_at ?? null };
  const display = chargeDisplay(state, now);
  const badge = operationDisplay(order, now);
  const outcome = operationOutcome(order, display);
  const invitation = showsPaymentInvitation(state, now);
  // One total only when every line is of one token: different tokens are never added together.
  const [quantity, ...others] = quantities(order);
  const leftOver = swapLeftOver(order);
  // When the charge stops inviting payment (paid, simulated or expired), the payment request and the
  // test controls the focus was in go, and the focus would fall to the body: it goes to what the
  // order came to, or to the heading, whose status badge follows it.
  const outcomeBox = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const invited = useRef(invitation);
  useEffect(() => {
    const was = invited.current;
    invited.current = invitation;
    if (!was || invitation) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    (outcomeBox.current ?? heading.current)?.focus();
  }, [invitation]);

  return (
    <article className="mt-6">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm text-ink-500">{t(`types.${order.type}`)}</p>
          {/* The date and time stay on one line: "06:53" alone under "2026 г.," read badly. */}
          <h1
            ref={heading}
            tabIndex={-1}
            className="mt-1 font-display focus:outline-none text-[1.625rem] leading-tight text-ink-900 min-[400px]:text-3xl sm:text-4xl"
          >
            {t(HEADINGS[order.type], {
              date: unbreakable(formatDateTime(order.created_at, language)),
            })}
          </h1>
        </div>
        <StatusBadge display={badge} className="text-sm" />
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-6">
          {charge?.short_paid && (
            <PaymentNote testId="short-paid">
              {t('order.short_paid', {
                amount: formatQuantity(charge.short_paid, language),
                asked: formatQuantity(charge.amount, language),
                currency: charge.currency,
              })}
            </PaymentNote>
          )}
          {charge?.extra_paid && (
            <PaymentNote testId="extra-paid">
              {t('order.extra_paid', {
                amount: formatQuantity(charge.extra_paid, language),
                currency: charge.currency,
              })}{' '}
              {charge.extra_returned
                ? t('order.extra_returned', {
                    amount: formatQuantity(charge.extra_returned, language),
                    currency: charge.currency,
                  })
                : t('order.extra_to_return')}
            </PaymentNote>
          )}
          {charge?.prices_rose && <PaymentNote testId="prices-rose">{t('order.prices_rose')}</PaymentNote>}
          {charge && showsPaymentDetails(state, now) && (
            <PaymentRequest
              charge={charge}
              invitation={invitation}
              secondsLeft={invitation ? secondsLeft(charge.expires_at, now) : null}
            />
          )}
          {order.withdrawal && <WithdrawalPanel withdrawal={order.withdrawal} />}
          {order.deposit && <DepositPanel deposit={order.deposit} />}
          {order.sale && <SalePanel sale={order.sale} />}
          {outcome && (
            <Outcome
              ref={outcomeBox}
              tone={DONE.has(outcome) ? 'done' : 'off'}
              text={t(OUTCOME_TEXTS[outcome], {
                date: order.bonus?.held_until ? formatDateTime(order.bonus.held_until, language) : '',
                credited: order.bonus ? formatQuantity(order.bonus.credited_amount, language) : '',
                symbol: INDEX_TOKEN_SYMBOL,
              })}
            >
              {order.bonus && order.bonus.status !== 'taken_back' && order.bonus.taken_back_amount !== '0' && (
                <p className="w-full max-w-xl text-sm text-ink-600" data-testid="bonus-taken-part">
                  {t('order.bonus_taken_part', {
                    amount: formatQuantity(order.bonus.taken_back_amount, language),
                    credited: formatQuantity(order.bonus.credited_amount, language),
                    symbol: INDEX_TOKEN_SYMBOL,
                  })}
                </p>
              )}
              {DONE.has(outcome) && (
                <ButtonLink to="/wallet" variant="secondary" size="sm">
                  {t('order.to_wallet')}
                </ButtonLink>
              )}
              {outcome === 'cancelled' && (
                <ButtonLink to="/tokens/buy" variant="secondary" size="sm">
                  {t('order.buy_again')}
                </ButtonLink>
              )}
            </Outcome>
          )}

          {charge && devRoutes && invitation && (
            <DevPaymentControls orderId={order.id} charge={charge} onSent={onTestPaymentSent} />
          )}
        </div>

        <aside className="rounded-2xl border border-ink-900/10 bg-white p-5">
          <h2 className="font-display text-xl text-ink-900">{t('order.contents')}</h2>
          <ul className="mt-4 divide-y divide-ink-900/10">
            {order.items.map((item, index) => {
              const token = tokens.get(item.token_id);
              return (
                <li key={item.token_id} className="flex items-center justify-between gap-3 py-3">
                  {token ? (
                    <TokenLabel token={token} size={32} />
                  ) : (
                    <span className="text-sm text-ink-500">{t('unknown_token')}</span>
                  )}
                  <div className="shrink-0 text-right">
                    {order.type === 'swap' ? (
                      <SwapLine
                        side={index === 0 ? 'given' : 'received'}
                        quantity={item.quantity}
                        value={index === 0 || leftOver ? item.total_amount : null}
                      />
                    ) : (
                      <>
                        <p className="tabular-nums text-ink-900">
                          {formatUsd(item.total_amount, language, { cents: true })}
                        </p>
                        <p className="text-xs tabular-nums text-ink-500">
                          {t('order.quantity', {
                            formatted: formatQuantity(item.quantity, language),
                            count: Number(item.quantity),
                          })}
                        </p>
                      </>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <dl className="mt-2 space-y-2 border-t border-ink-900/10 pt-4 text-sm">
            {quantity !== undefined && others.length === 0 && (
              <div className="flex justify-between gap-4">
                <dt className="text-ink-500">{t('columns.quantity')}</dt>
                <dd className="tabular-nums text-ink-900">{formatQuantity(quantity, language)}</dd>
              </div>
            )}
            {charge && (
              <div className="flex justify-between gap-4">
                <dt className="text-ink-500">{t('order.code')}</dt>
                <dd className="truncate font-mono text-xs text-ink-900">{charge.code}</dd>
              </div>
            )}
            {leftOver && (
              <div>
                <div className="flex justify-between gap-4">
                  <dt className="text-ink-500">{t('order.swap_left_over')}</dt>
                  <dd className="tabular-nums text-ink-900" data-testid="swap-left-over">
                    {formatUsd(leftOver, language, { cents: true })}
                  </dd>
                </div>
                <dd className="mt-1 text-xs text-ink-500">{t('order.swap_left_over_hint')}</dd>
              </div>
            )}
            <div className="flex items-baseline justify-between gap-4">
              <dt className="font-medium text-ink-900">
                {t(order.type === 'swap' ? 'order.swap_value' : 'order.total')}
              </dt>
              <dd className="font-display text-2xl tabular-nums text-ink-900" data-testid="order-amount">
                {formatUsd(operationValue(order), language, { cents: true })}
              </dd>
            </div>
          </dl>

          {canCancel(state, now) && (
            <div className="mt-5 border-t border-ink-900/10 pt-5">
              <Button
                variant="secondary"
                className="w-full"
                disabled={cancel.isPending}
                onClick={() => {
                  cancel.reset();
                  confirmCancel.show();
                }}
              >
                {t('order.cancel')}
              </Button>
            </div>
          )}
          <Modal
            open={confirmCancel.isOpen && canCancel(state, now)}
            onClose={confirmCancel.hide}
            title={t('order.cancel_title')}
            size="sm"
          >
            <p className="text-sm leading-relaxed text-ink-700">{t('order.cancel_text')}</p>
            <ConfirmActions
              error={cancel.error}
              keepLabel={t('order.cancel_keep')}
              onKeep={confirmCancel.hide}
              confirmLabel={t('order.cancel_confirm')}
              pending={cancel.isPending}
              onConfirm={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    confirmCancel.hide();
                    void navigate('/operations');
                  },
                })
              }
            />
          </Modal>
        </aside>
      </div>
    </article>
  );
}

function Outcome({
  tone,
  text,
  children,
  ref,
}: {
  tone: 'done' | 'off';
  text: string;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className={
        // Focusable for the page's sake (see OrderDetail), never by Tab.
        'focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 ' +
        (tone === 'done'
          ? 'flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-up/25 bg-emerald-50 p-5 text-ink-800'
          : 'flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-ink-900/10 bg-paper-100 p-5 text-ink-700')
      }
    >
      <p className="max-w-xl text-sm leading-relaxed">{text}</p>
      {children}
    </div>
  );
}

/** What the order's page says of payments that did not simply pay it (short, beyond the amount, after a rise). */
function PaymentNote({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-2xl border border-down/25 bg-paper-100 p-5 text-sm leading-relaxed text-ink-800"
      data-testid={testId}
    >
      {children}
    </p>
  );
}
