import { wireSpelling } from '@pinacoteca/contracts/units';
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COPY_TICK_SHORT_MS } from '@pinacoteca/contracts/constants';
import type { Order } from '@pinacoteca/contracts/orders/order';
import { useQuery } from '@tanstack/react-query';
import { ordersQueryOptions } from '../../../shared/api/investing.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { formatDateTime, formatQuantity, formatTypedAmount } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { inputClass, useFocusFirstProblem } from '../../../shared/ui/fields.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { Container, PageHeading, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useDepositAddress, useTestSend } from '../api/deposit.ts';
import { useTestWallet } from '../../../shared/api/test-wallet.ts';
import { useChainUnreachable } from '../../../shared/api/system-status.ts';
import { useChain, useChainWording } from '../../../shared/api/chain.ts';

const DEPOSIT_POLL_MS = 2000;

/** /deposit (SPEC §2, §5, §7; issue 11): the person's own address to send platform tokens to. */
export function DepositPage() {
  const { t } = useTranslation('deposit');
  useDocumentTitle(t('title'));
  const address = useDepositAddress('solana');
  // "Usually within seconds" is untrue while the platform cannot reach the chain: it says so instead.
  const unreachable = useChainUnreachable();
  // Named as it runs: "devnet" on the embedded chain told people to send from wallets that cannot reach it.
  const chain = useChain();
  const wording = useChainWording();
  // A deposit is credited seconds after it is sent: the list is asked often while one may be on its way.
  const [watchUntil, setWatchUntil] = useState(0);
  const orders = useQuery({
    ...ordersQueryOptions(),
    refetchInterval: (query) =>
      Date.now() < watchUntil || (query.state.data ?? []).some((o) => o.deposit?.status === 'processing')
        ? DEPOSIT_POLL_MS
        : false,
  });
  const deposits = (orders.data ?? []).filter((o) => o.type === 'deposit').slice(0, 10);

  return (
    <Container className="pb-24">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      {unreachable && (
        <div className="mb-6 max-w-3xl" data-testid="chain-unreachable">
          <FormNotice>{t('unreachable')}</FormNotice>
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,36rem)_minmax(0,1fr)] lg:items-start">
        <div className="space-y-6">
          <section className="rounded-2xl border border-ink-900/10 bg-white p-6" aria-labelledby="deposit-address">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="deposit-address" className="font-display text-xl text-ink-900">
                {t('address')}
              </h2>
              <span className="rounded-full bg-paper-100 px-3 py-1 text-xs font-medium text-ink-700">
                {t(`chain.badge.${chain ?? 'unknown'}`)}
              </span>
            </div>
            {address.isPending ? (
              <Spinner />
            ) : address.isError ? (
              <ErrorState onRetry={() => void address.refetch()} />
            ) : (
              <>
                <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-paper-100 p-4">
                  <code className="min-w-0 flex-1 break-all text-sm text-ink-900" data-testid="deposit-address">
                    {address.data.address}
                  </code>
                  <CopyButton value={address.data.address} label={t('copy')} tickMs={COPY_TICK_SHORT_MS} />
                </div>
                <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-ink-700">
                  <li>{t('rules.only_platform')}</li>
                  <li data-testid="deposit-network">{t(`chain.network.${wording}`)}</li>
                  <li>{t(unreachable ? 'rules.credit_later' : 'rules.credit')}</li>
                </ul>
              </>
            )}
          </section>
          {address.data && <TestWallet to={address.data.address} onSent={() => setWatchUntil(Date.now() + 60_000)} />}
        </div>
        <RecentDeposits deposits={deposits} loading={orders.isPending} />
      </div>
    </Container>
  );
}

/** Outside production the test wallet stands in for the person's wallet app. */
function TestWallet({ to, onSent }: { to: string; onSent: () => void }) {
  const { t } = useTranslation('deposit');
  const language = useLanguage();
  const wallet = useTestWallet();
  const send = useTestSend();
  const held = (wallet.data?.tokens ?? []).filter((x) => Number(x.amount) > 0);
  const [tokenId, setTokenId] = useState('');
  // What was typed; until then one token, or all the wallet holds of one when that is less (an
  // outside tester saw "1" offered against 0.999999 INDEX, and refused when sent).
  const [typed, setTyped] = useState<string | null>(null);
  // The Send button is disabled while the transfer runs (and after it, against a second transfer),
  // which drops the focus to the body: it goes to the notice saying what came of it.
  const section = useFocusFirstProblem<HTMLElement>(send.error);
  const sentNotice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (send.isSuccess) sentNotice.current?.focus();
  }, [send.isSuccess, send.data]);
  if (!wallet.data) return null;
  const chosen = held.find((x) => x.token_id === tokenId) ?? held[0];
  const amount = typed ?? (chosen && Number(chosen.amount) < 1 ? formatTypedAmount(chosen.amount, language) : '1');
  return (
    <section
      ref={section}
      className="rounded-2xl border border-dashed border-gold-500/60 bg-gold-100/40 p-6"
      data-testid="test-wallet"
    >
      <h2 className="font-display text-lg text-ink-900">{t('test.title')}</h2>
      <p className="mt-1 text-sm leading-relaxed text-ink-700">{t('test.text')}</p>
      {held.length === 0 ? (
        <p className="mt-3 text-sm text-ink-600">{t('test.empty')}</p>
      ) : (
        <form
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            // A real transfer on chain: a second press before the first is answered sends nothing (useOneAtATime).
            if (chosen)
              send.mutate(
                { to, token_id: chosen.token_id, amount: wireSpelling(amount, language) },
                { onSuccess: onSent },
              );
          }}
        >
          <label className="text-sm font-medium text-ink-900">
            {t('test.token')}
            <select
              className={clsx(inputClass(false), 'mt-2')}
              value={chosen?.token_id ?? ''}
              onChange={(e) => {
                setTokenId(e.target.value);
                setTyped(null);
                send.reset();
              }}
            >
              {/* The symbol only, as on the other pages: a phone's narrow box cuts a figure after it. */}
              {held.map((x) => (
                <option key={x.token_id} value={x.token_id}>
                  {x.symbol}
                </option>
              ))}
            </select>
            {chosen && (
              <span className="mt-1 block text-sm font-normal text-ink-700">
                {t('test.held', { count: formatQuantity(chosen.amount, language), symbol: chosen.symbol })}
              </span>
            )}
          </label>
          <label className="w-28 text-sm font-medium text-ink-900">
            {t('test.amount')}
            <input
              className={clsx(inputClass(false), 'mt-2')}
              inputMode="decimal"
              value={amount}
              onChange={(e) => {
                setTyped(e.target.value);
                send.reset();
              }}
            />
          </label>
          {/* Sent: the same press is not a second transfer. A double-click's second click can land
              after a fast chain has answered the first (seen in CI); changing the token or the
              amount (which resets the send) offers it again. */}
          <Button type="submit" variant="secondary" disabled={send.isPending || send.isSuccess || !amount.trim()}>
            {t('test.send')}
          </Button>
        </form>
      )}
      {send.isError && (
        <div className="mt-3">
          <FormNotice>{generalErrorText(send.error)}</FormNotice>
        </div>
      )}
      {send.isSuccess && (
        <div className="mt-3">
          <FormNotice tone="info" ref={sentNotice}>
            {t('test.sent', { section: t('recent') })}
          </FormNotice>
        </div>
      )}
    </section>
  );
}

function RecentDeposits({ deposits, loading }: { deposits: Order[]; loading: boolean }) {
  const { t } = useTranslation('deposit');
  const language = useLanguage();
  return (
    <section className="rounded-2xl bg-paper-100 p-6" aria-labelledby="recent-deposits">
      <h2 id="recent-deposits" className="font-display text-xl text-ink-900">
        {t('recent')}
      </h2>
      {loading ? (
        <Spinner />
      ) : deposits.length === 0 ? (
        <p className="mt-3 text-sm text-ink-600">{t('none')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-ink-900/10 rounded-xl bg-white" data-testid="recent-deposits">
          {deposits.map((d) => (
            <li key={d.id}>
              <Link
                to={`/operations/${d.id}`}
                className="flex items-center justify-between gap-3 px-4 py-3 text-sm hover:bg-paper-50"
              >
                <span>
                  <span className="font-medium text-ink-900">
                    {formatQuantity(d.deposit?.amount ?? '0', language)} {d.deposit?.symbol}
                  </span>
                  <span className="block text-xs text-ink-500">{formatDateTime(d.created_at, language)}</span>
                </span>
                <span className={d.deposit?.status === 'credited' ? 'text-up' : 'text-sky-800'}>
                  {t(`status.${d.deposit?.status ?? 'processing'}`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
