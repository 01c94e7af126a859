import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../../shared/api/account.ts';
import { KycStatusPill } from '../../../shared/ui/kyc-status.tsx';
import { useTokens } from '../../../shared/api/catalogue.ts';
import { useFeatureFlag } from '../../../shared/api/feature-flags.ts';
import { useBalance, useOrders } from '../../../shared/api/investing.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatQuantity, formatUsd } from '../../../shared/lib/format.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { Container, PageHeading, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { ForecastRevenues, PurchaseRequests, TokenRate } from '../components/wallet-sections.tsx';
import { SetAsidePanel } from '../components/set-aside.tsx';
import { holdingsOf, setAsideOf } from '../lib/holdings.ts';
import { useBonuses } from '../../../shared/api/referral-bonuses.ts';
import { INDEX_TOKEN_SYMBOL } from '@pinacoteca/contracts/constants';

/** The balance card's secondary actions: outlined on phones, where they sit in a grid of equal cells. */
const WALLET_ACTION = 'text-paper-50 ring-1 ring-paper-50/20 hover:bg-paper-50/10 sm:ring-0';

/** /wallet (SPEC §2): balance, forecast revenues, token rate and purchase requests. */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  useDocumentTitle(t('title'));
  const balance = useBalance();
  const tokens = useTokens();
  const orders = useOrders();
  const bonuses = useBonuses();
  const withdrawEnabled = useFeatureFlag('withdraw') === true;
  const depositEnabled = useFeatureFlag('deposit') === true;

  const portfolio = useMemo(
    () => (balance.data && tokens.data ? holdingsOf(balance.data, tokens.data) : null),
    [balance.data, tokens.data],
  );
  const setAside = useMemo(
    () => (balance.data && tokens.data ? setAsideOf(balance.data, tokens.data) : null),
    [balance.data, tokens.data],
  );

  let content;
  if (balance.isPending || tokens.isPending) content = <Spinner />;
  else if (balance.isError || tokens.isError || !portfolio || !setAside)
    content = (
      <ErrorState
        onRetry={() => {
          void balance.refetch();
          void tokens.refetch();
        }}
      />
    );
  else
    content = (
      // One column no wider than the screen: sized by its content, at 320 px it pushed the page
      // 22 px sideways.
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="space-y-6">
          <section aria-labelledby="wallet-balance" className="rounded-2xl bg-ink-900 p-6 text-paper-50 sm:p-8">
            <h2 id="wallet-balance" className="text-sm uppercase tracking-wider text-paper-50/70">
              {t('balance.title')}
            </h2>
            <p className="mt-2 font-display text-4xl tabular-nums sm:text-5xl" data-testid="wallet-balance">
              {formatUsd(balance.data.balance_amount, language, { cents: true })}
            </p>
            <p className="mt-2 text-sm text-paper-50/70">
              {portfolio.holdings.length === 0
                ? t('no_funds')
                : t('balance.assets', { count: portfolio.holdings.length })}
            </p>
            {/* Not in the balance (no longer the person's to spend), yet not gone: said here, so
                nothing looks lost while a withdrawal or sale waits (issue 11 §8). */}
            {setAside.items.length > 0 && (
              <p className="mt-2 text-sm text-paper-50/80" data-testid="wallet-set-aside">
                {t('balance.set_aside', { amount: formatUsd(setAside.totalCents, language, { cents: true }) })}
              </p>
            )}
            {/* Bonuses on hold are not in the balance yet (decision 0067): said here, so none looks lost. */}
            {bonuses.data && bonuses.data.held_amount !== '0' && (
              <p className="mt-2 text-sm text-paper-50/80" data-testid="wallet-bonuses-held">
                {t('balance.bonuses_held', {
                  amount: formatQuantity(bonuses.data.held_amount, language),
                  symbol: INDEX_TOKEN_SYMBOL,
                })}{' '}
                <Link to="/partners" className="underline underline-offset-4 hover:text-paper-50">
                  {t('balance.bonuses_held_link')}
                </Link>
              </p>
            )}
            {/* Phones: buying across the full width, the other actions two by two (a lone one spans
                both), rather than rows that wrap unevenly and leave one button alone. */}
            <div className="mt-6 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap [&>:last-child:nth-child(even)]:col-span-2">
              <ButtonLink to="/tokens/buy" variant="gold" className="col-span-2">
                {t('balance.buy')}
              </ButtonLink>
              <ButtonLink to="/portfolio" variant="ghost" className={WALLET_ACTION}>
                {t('balance.portfolio')}
                <span aria-hidden="true">→</span>
              </ButtonLink>
              {portfolio.holdings.length > 0 && (
                <ButtonLink to="/sell" variant="ghost" className={WALLET_ACTION}>
                  {t('balance.sell')}
                </ButtonLink>
              )}
              {depositEnabled && (
                <ButtonLink to="/deposit" variant="ghost" className={WALLET_ACTION}>
                  {t('balance.deposit')}
                </ButtonLink>
              )}
              {withdrawEnabled && portfolio.holdings.length > 0 && (
                <ButtonLink to="/withdraw" variant="ghost" className={WALLET_ACTION}>
                  {t('balance.withdraw')}
                </ButtonLink>
              )}
            </div>
          </section>
          <SetAsidePanel items={setAside.items} totalCents={setAside.totalCents} />
          <ForecastRevenues holdings={portfolio.holdings} />
        </div>
        <div className="space-y-6">
          <PurchaseRequests orders={orders.data ?? []} />
          <TokenRate indexToken={tokens.data.indexToken} holdings={portfolio.holdings} />
        </div>
      </div>
    );

  return (
    <Container className="pb-24">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <IdentityLine />
      {content}
    </Container>
  );
}

/** Withdrawing and selling need a verified identity (SPEC §1): where the person stands, and the way there. */
function IdentityLine() {
  const { t } = useTranslation('wallet');
  const account = useAccount();
  const status = account.data?.kyc_status;
  if (!status) return null;
  return (
    <div className="-mt-4 mb-6 flex flex-wrap items-center gap-3 text-sm text-ink-700">
      <span>{t('identity.label')}</span>
      <KycStatusPill status={status} />
      {status !== 'approved' && (
        <Link to="/settings/verification" className="font-medium text-ink-900 underline underline-offset-4">
          {t(status === 'pending' ? 'identity.details' : 'identity.verify')}
        </Link>
      )}
    </div>
  );
}
