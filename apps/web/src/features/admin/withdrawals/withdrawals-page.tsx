import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { USDC_DECIMALS, type StaffSale, type StaffSaleFilter } from '@pinacoteca/contracts/tokens/sell';
import { formatUnits, parseUnits } from '@pinacoteca/contracts/units';
import type { StaffWithdrawal, WithdrawalStatus } from '@pinacoteca/contracts/tokens/withdraw';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatDateTime, formatQuantity, formatUsd, formatUsdc } from '../../../shared/lib/format.ts';
import { useTestWallet } from '../../../shared/api/test-wallet.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { typedText } from '../../../shared/ui/typed-text.ts';
import {
  useIgnoredDeposits,
  useRetryPayout,
  useSaleDecision,
  useStaffSales,
  useStaffWithdrawals,
  useTopUpTestUsdc,
  useWithdrawalDecision,
} from '../api/console.ts';
import { useAnnounce } from '../components/announcer.tsx';
import {
  ActionError,
  CellLabel,
  InlineConfirm,
  Panel,
  ReasonForm,
  SectionTitle,
  stackedCell,
  stackedRow,
  Table,
  Tabs,
} from '../components/ui.tsx';

/** Whole USDC one press of the development top-up adds. */
const TEST_USDC_TOP_UP = 10_000;

const FILTERS = ['awaiting_approval', 'processing', 'success', 'rejected', 'failed', 'all'] as const;
/** The sales' tabs: first those an operator may have to act on (the list's answer without a status). */
const SALE_FILTERS = [
  'unpaid',
  'awaiting_approval',
  'awaiting_funds',
  'awaiting_address',
  'processing',
  'success',
  'rejected',
  'failed',
  'all',
] as const satisfies readonly (StaffSaleFilter | 'unpaid')[];

/** /admin/withdrawals: those above WITHDRAW_APPROVAL_ABOVE_USD wait here; every other one is listed too. */
export function WithdrawalsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [status, setStatus] = useState<WithdrawalStatus | 'all'>('awaiting_approval');
  const list = useStaffWithdrawals(status);
  const decision = useWithdrawalDecision();
  return (
    <>
      <SectionTitle
        title={t('nav.withdrawals')}
        aside={
          list.data && (
            <span className="text-sm text-ink-600">
              {t('withdrawals.threshold', {
                amount: formatUsd(list.data.approval_above, language, { cents: false }),
              })}
            </span>
          )
        }
      />
      <Sales />
      <IgnoredDeposits />
      <h2 className="mb-3 font-medium text-ink-900">{t('withdrawals.list')}</h2>
      <Tabs
        name={t('withdrawals.list')}
        value={status}
        options={FILTERS}
        label={(s) => t(`withdrawals.status.${s}`)}
        onChange={setStatus}
      />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.withdrawals.length === 0 ? (
        <EmptyState text={t('withdrawals.empty')} />
      ) : (
        <Table
          stacked
          head={[
            t('withdrawals.asked'),
            t('withdrawals.amount'),
            t('withdrawals.to'),
            t('withdrawals.state'),
            t('withdrawals.person'),
            '',
          ]}
        >
          {list.data.withdrawals.map((w) => (
            <Row key={w.id} withdrawal={w} decide={decision} />
          ))}
        </Table>
      )}
    </>
  );
}

function Row({
  withdrawal: w,
  decide,
}: {
  withdrawal: StaffWithdrawal;
  decide: ReturnType<typeof useWithdrawalDecision>;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const announce = useAnnounce();
  const said = (approved: boolean) => ({
    onSuccess: () => announce(t(approved ? 'announce.withdrawal_approved' : 'announce.withdrawal_rejected')),
  });
  return (
    <tr data-testid="staff-withdrawal" data-id={w.id} className={stackedRow}>
      <td className={stackedCell}>
        <CellLabel>{t('withdrawals.asked')}</CellLabel>
        {formatDateTime(w.created_at, language)}
      </td>
      <td className={clsx(stackedCell, 'tabular-nums')}>
        <CellLabel>{t('withdrawals.amount')}</CellLabel>
        {formatQuantity(w.amount, language)} {w.symbol}
        {/* What it is worth now beside what it was when asked for, when a price has moved since:
            an operator deciding later approves today's value (an outside tester's rose tenfold). */}
        {w.value_now === w.value ? (
          <span className="block text-xs text-ink-500">{formatUsd(w.value, language, { cents: true })}</span>
        ) : (
          <>
            <span className="block text-xs text-ink-500" data-testid="withdrawal-value-asked">
              {t('withdrawals.value_asked', { value: formatUsd(w.value, language, { cents: true }) })}
            </span>
            <span className="block text-xs font-medium" data-testid="withdrawal-value-now">
              {t('withdrawals.value_now', { value: formatUsd(w.value_now, language, { cents: true }) })}
            </span>
          </>
        )}
      </td>
      <td className={clsx(stackedCell, 'break-all font-mono text-xs sm:min-w-40 sm:max-w-48')}>
        <CellLabel>{t('withdrawals.to')}</CellLabel>
        {w.wallet_address}
      </td>
      <td className={stackedCell}>
        <CellLabel>{t('withdrawals.state')}</CellLabel>
        {t(`withdrawals.status.${w.status}`)}
        {/* Cancelled by the investor's removal of the address: a note for the operator, in the console's language. */}
        {w.cause === 'address_removed' ? (
          <span className="block text-xs text-ink-500">{t('withdrawals.cause_address_removed')}</span>
        ) : (
          w.reason && <span className={clsx('block text-xs text-ink-500', typedText)}>{w.reason}</span>
        )}
      </td>
      <td className={clsx(stackedCell, 'sm:min-w-40 sm:max-w-56')}>
        <CellLabel>{t('withdrawals.person')}</CellLabel>
        <Person id={w.user_id} email={w.user_email} blocked={w.user_blocked} />
      </td>
      <td className={clsx(stackedCell, 'sm:min-w-44 sm:text-right')}>
        {/* Why this row's decision failed, beside it: above the list it is out of sight on a phone. */}
        {decide.error && decide.variables?.id === w.id && (
          <div className="text-left">
            <ActionError error={decide.error} />
          </div>
        )}
        {w.status === 'awaiting_approval' && (
          <Decision
            pending={decide.isPending}
            blocked={w.user_blocked}
            question={t('withdrawals.confirm_withdrawal', {
              amount: formatQuantity(w.amount, language),
              symbol: w.symbol,
              value: formatUsd(w.value_now, language, { cents: true }),
            })}
            subject={`${formatQuantity(w.amount, language)} ${w.symbol}, ${w.user_email ?? w.user_id}`}
            onApprove={() => decide.mutate({ id: w.id, approve: true }, said(true))}
            onReject={(reason) => decide.mutate({ id: w.id, approve: false, reason }, said(false))}
          />
        )}
        {w.explorer_url && w.status === 'success' && (
          <Link to={w.explorer_url} className="text-sm underline underline-offset-4">
            {t('withdrawals.transaction')}
          </Link>
        )}
      </td>
    </tr>
  );
}

/**
 * Sales back to the platform, by status as withdrawals are: first those whose payout waits for an
 * operator (an approval, USDC, or a second try after the chain refused it), then every other one,
 * paid ones with their transaction.
 */
function Sales() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [status, setStatus] = useState<(typeof SALE_FILTERS)[number]>('unpaid');
  const list = useStaffSales(status);
  const retry = useRetryPayout();
  const decide = useSaleDecision();
  const topUp = useTopUpTestUsdc();
  const announce = useAnnounce();
  // Only where the embedded chain's test wallet exists (outside production, no SOLANA_RPC_URL).
  const testChain = Boolean(useTestWallet().data);
  const balance = list.data?.usdc_balance;
  // "Not enough USDC to pay this sale" was said of the USDC shown then: once that figure changes
  // (a top-up, a payout), the refusal no longer holds and would mislead if it stayed on screen.
  const { reset: forgetRetry } = retry;
  useEffect(() => forgetRetry(), [balance, forgetRetry]);
  return (
    <Panel className="mb-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="font-medium text-ink-900">{t('withdrawals.sales')}</h2>
        {balance !== undefined && (
          <span className="text-sm text-ink-600" data-testid="usdc-held">
            {t('withdrawals.usdc_held', { amount: formatUsdc(balance, language) })}
          </span>
        )}
      </div>
      {/* What the payouts waiting for USDC need beyond what is held: the operator need not add them up. */}
      {balance !== undefined && list.data && <Shortfall sales={list.data.sales} balance={balance} />}
      {testChain && (
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-ink-600">
          <span>{t('withdrawals.test_usdc_text')}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={topUp.isPending}
            onClick={() =>
              topUp.mutate(TEST_USDC_TOP_UP, {
                onSuccess: () => {
                  forgetRetry();
                  announce(t('announce.test_usdc', { amount: formatQuantity(String(TEST_USDC_TOP_UP), language) }));
                },
              })
            }
          >
            {t('withdrawals.test_usdc', { amount: formatQuantity(String(TEST_USDC_TOP_UP), language) })}
          </Button>
        </div>
      )}
      <div className="mt-4">
        <Tabs
          name={t('withdrawals.sales')}
          value={status}
          options={SALE_FILTERS}
          label={(s) => t(`withdrawals.sale_filter.${s}`)}
          onChange={(next) => {
            // A refusal was about a sale of the list left behind.
            forgetRetry();
            decide.reset();
            setStatus(next);
          }}
        />
      </div>
      <ActionError error={retry.error ?? topUp.error} />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.sales.length === 0 ? (
        <p className="text-sm text-ink-500">{t('withdrawals.sales_empty')}</p>
      ) : (
        <ul className="divide-y divide-ink-900/5 text-sm" data-testid="staff-sales">
          {list.data.sales.map((sale) => (
            <SaleItem key={sale.id} sale={sale} retry={retry} decide={decide} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

/**
 * The payouts waiting for USDC, in all, and how much more the platform needs to pay them (they are
 * paid oldest first as the USDC covers them: a newer small one waits behind an older large one).
 */
function Shortfall({ sales, balance }: { sales: readonly StaffSale[]; balance: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  // A blocked seller's payout waits for the block, not for USDC (its row says so): not counted here.
  const waiting = sales.filter((s) => s.status === 'awaiting_funds' && !s.user_blocked);
  if (waiting.length === 0) return null;
  const owed = waiting.reduce((sum, s) => sum + parseUnits(s.payout, USDC_DECIMALS), 0n);
  const missing = owed - parseUnits(balance, USDC_DECIMALS);
  return (
    <p className="mt-2 text-sm text-ink-700" data-testid="usdc-shortfall">
      {t('withdrawals.owed_waiting', {
        count: waiting.length,
        amount: formatUsdc(formatUnits(owed, USDC_DECIMALS), language),
      })}
      {missing > 0n &&
        ` ${t('withdrawals.owed_missing', { amount: formatUsdc(formatUnits(missing, USDC_DECIMALS), language) })}`}
    </p>
  );
}

/**
 * "Pay now" sends USDC for good, so it asks first, as approving does (an outside tester paid with
 * one key press); the question names the sum and the address.
 */
function PayNow({ sale, retry }: { sale: StaffSale; retry: ReturnType<typeof useRetryPayout> }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const announce = useAnnounce();
  const [asking, setAsking] = useState(false);
  if (asking)
    return (
      <InlineConfirm
        question={t('withdrawals.confirm_pay', {
          amount: formatUsdc(sale.payout, language),
          address: sale.payout_address,
        })}
        confirmLabel={t('withdrawals.pay_now')}
        backLabel={t('withdrawals.back')}
        pending={retry.isPending}
        onConfirm={() => {
          setAsking(false);
          retry.mutate(sale.id, { onSuccess: () => announce(t('announce.payout_sent')) });
        }}
        onBack={() => setAsking(false)}
      />
    );
  return (
    <Button size="sm" disabled={retry.isPending || sale.user_blocked} onClick={() => setAsking(true)}>
      {t('withdrawals.pay_now')}
    </Button>
  );
}

/** Whether two money texts ("250.00", "250.000000") are the same amount. */
const sameMoney = (a: string, b: string) => parseUnits(a, USDC_DECIMALS) === parseUnits(b, USDC_DECIMALS);

function SaleItem({
  sale,
  retry,
  decide,
}: {
  sale: StaffSale;
  retry: ReturnType<typeof useRetryPayout>;
  decide: ReturnType<typeof useSaleDecision>;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const announce = useAnnounce();
  const said = (approved: boolean) => ({
    onSuccess: () => announce(t(approved ? 'announce.sale_approved' : 'announce.sale_rejected')),
  });
  return (
    <li
      data-testid="staff-sale"
      data-id={sale.id}
      data-status={sale.status}
      className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 py-3"
    >
      <span className="min-w-0">
        <span className="block">
          <span className="font-medium tabular-nums text-ink-900">{formatUsdc(sale.payout, language)} USDC</span> ·{' '}
          <span className="tabular-nums">{formatQuantity(sale.amount, language)}</span> {sale.symbol} ·{' '}
          {t(`withdrawals.sale_status.${sale.status}`)}
        </span>
        {/* What the tokens sold are worth today, when a price has moved since the payout was offered:
            an operator approving it later sees what the platform pays for what (an outside tester). */}
        {sale.status === 'awaiting_approval' && !sameMoney(sale.value_now, sale.payout) && (
          <span className="block text-xs font-medium" data-testid="sale-value-now">
            {t('withdrawals.value_now', { value: formatUsd(sale.value_now, language, { cents: true }) })}
          </span>
        )}
        {/* Cancelled by the seller's removal of the address: a note for the operator, in the console's language. */}
        {sale.cause === 'address_removed' ? (
          <span className="block text-xs text-ink-500">{t('withdrawals.cause_address_removed')}</span>
        ) : (
          sale.reason && <span className={clsx('block text-xs text-ink-500', typedText)}>{sale.reason}</span>
        )}
        <span className="block text-xs text-ink-500">
          {formatDateTime(sale.created_at, language)}
          {sale.confirmed_at &&
            ` · ${t('withdrawals.paid_at', { when: formatDateTime(sale.confirmed_at, language) })}`}{' '}
          · {t('withdrawals.seller')}:{' '}
          <Person id={sale.user_id} email={sale.user_email} blocked={sale.user_blocked} inline />
        </span>
        <span className="block break-all font-mono text-xs text-ink-500">{sale.payout_address}</span>
      </span>
      {/* Why this sale's decision failed, beside it: above the list it is out of sight on a phone. */}
      {decide.error && decide.variables?.id === sale.id && (
        <div className="w-full">
          <ActionError error={decide.error} />
        </div>
      )}
      {sale.status === 'awaiting_approval' ? (
        <Decision
          pending={decide.isPending}
          blocked={sale.user_blocked}
          question={t('withdrawals.confirm_sale', {
            amount: formatQuantity(sale.payout, language),
            value: formatUsd(sale.value_now, language, { cents: true }),
          })}
          subject={`${formatQuantity(sale.payout, language)} USDC, ${sale.user_email ?? sale.user_id}`}
          onApprove={() => decide.mutate({ id: sale.id, approve: true }, said(true))}
          onReject={(reason) => decide.mutate({ id: sale.id, approve: false, reason }, said(false))}
        />
      ) : sale.status === 'awaiting_funds' || sale.status === 'failed' ? (
        <div className="flex flex-col items-end gap-1">
          {/* A blocked seller is paid nothing until unblocked (the retry is refused): said, not offered. */}
          <PayNow sale={sale} retry={retry} />
          {sale.user_blocked && (
            <span data-testid="pay-blocked" className="text-right text-xs text-ink-500">
              {t('withdrawals.blocked_pay_hint')}
            </span>
          )}
        </div>
      ) : (
        sale.explorer_url &&
        sale.status === 'success' && (
          <Link to={sale.explorer_url} className="text-sm underline underline-offset-4">
            {t('withdrawals.transaction')}
          </Link>
        )
      )}
    </li>
  );
}

/**
 * Whose a withdrawal or a sale is: their e-mail, opening their page, and a mark when an operator
 * blocked them (approving and paying are then refused; the decision beside says so).
 */
function Person({
  id,
  email,
  blocked,
  inline,
}: {
  id: string;
  email: string | null;
  blocked: boolean;
  inline?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Link to={`/admin/users/${id}`} className={clsx('underline underline-offset-4', typedText)}>
        {email ?? t('withdrawals.open_person')}
      </Link>
      {blocked && (
        <span
          data-testid="person-blocked"
          title={t('withdrawals.blocked_hint')}
          className={clsx(
            'rounded-full bg-down/10 px-2 py-0.5 text-xs font-medium text-down',
            inline ? 'ml-2' : 'mt-1 inline-block sm:block sm:w-fit',
          )}
        >
          {t('withdrawals.blocked')}
        </span>
      )}
    </>
  );
}

/**
 * Approve or reject, with a reason the person reads, a withdrawal or a sale above the approval
 * threshold. Approving sends tokens or USDC away for good, so it asks first (`question`).
 */
function Decision(props: {
  pending: boolean;
  /** The person is blocked: approving is refused, so only rejecting is offered, and why is said. */
  blocked: boolean;
  question: string;
  /** What and whose ("1 DRIP-NO-7, anna@example.com"): every row's buttons would otherwise share their names. */
  subject: string;
  onApprove: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation('admin');
  const [step, setStep] = useState<'choose' | 'confirm' | 'reject'>('choose');
  const named = (label: string) => `${label}: ${props.subject}`;
  if (step === 'confirm') {
    return (
      <div className="ml-auto max-w-72">
        <InlineConfirm
          question={props.question}
          backLabel={t('withdrawals.back')}
          confirmLabel={t('withdrawals.confirm')}
          pending={props.pending}
          onBack={() => setStep('choose')}
          onConfirm={() => {
            props.onApprove();
            setStep('choose');
          }}
        />
      </div>
    );
  }
  if (step === 'reject') {
    return (
      <ReasonForm
        label={t('withdrawals.reason')}
        submitLabel={t('withdrawals.reject')}
        backLabel={t('withdrawals.back')}
        multiline
        maxLength={500}
        pending={props.pending}
        onBack={() => setStep('choose')}
        onSubmit={props.onReject}
      />
    );
  }
  return (
    <div className="flex flex-col items-end gap-1">
      {/* One above the other up to wide screens: side by side they pushed the table past its box at 1280 px. */}
      <div className="flex flex-col items-end gap-2 2xl:flex-row 2xl:justify-end">
        <Button
          size="sm"
          variant="secondary"
          aria-label={named(t('withdrawals.reject'))}
          onClick={() => setStep('reject')}
        >
          {t('withdrawals.reject')}
        </Button>
        <Button
          size="sm"
          aria-label={named(t('withdrawals.approve'))}
          disabled={props.pending || props.blocked}
          onClick={() => setStep('confirm')}
        >
          {t('withdrawals.approve')}
        </Button>
      </div>
      {props.blocked && (
        <span data-testid="approve-blocked" className="text-right text-xs text-ink-500">
          {t('withdrawals.blocked_hint')}
        </span>
      )}
    </div>
  );
}

/** Tokens that are not the platform's, sent to people's deposit addresses: recorded, never credited. */
function IgnoredDeposits() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const ignored = useIgnoredDeposits();
  if (!ignored.data || ignored.data.deposits.length === 0) return null;
  return (
    <Panel className="mb-6">
      <h2 className="font-medium text-ink-900">{t('withdrawals.ignored')}</h2>
      <p className="mt-1 text-sm text-ink-600">{t('withdrawals.ignored_text')}</p>
      <ul className="mt-2 divide-y divide-ink-900/5 text-sm" data-testid="ignored-deposits">
        {ignored.data.deposits.map((d) => (
          <li key={d.id} className="py-2">
            <span className="block">
              {formatDateTime(d.seen_at, language)} ·{' '}
              <Link to={`/admin/users/${d.user_id}`} className="underline underline-offset-4">
                {t('withdrawals.open_person')}
              </Link>{' '}
              · {t('withdrawals.units', { amount: formatQuantity(d.amount, language) })}
            </span>
            <span className="block break-all font-mono text-xs text-ink-500">
              {t('withdrawals.mint')}: {d.mint_address}
            </span>
            <Link to={`/transparency/tx/${d.signature}`} className="text-xs underline underline-offset-4">
              {t('withdrawals.transaction')}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
