import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useTokens } from '../../../shared/api/catalogue.ts';
import { useBalance } from '../../../shared/api/investing.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatQuantity, formatUsd } from '../../../shared/lib/format.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { Container, PageHeading, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { TokenLabel } from '../../../shared/ui/token-icon.tsx';
import { SetAsidePanel } from '../components/set-aside.tsx';
import { formatShare, holdingsOf, setAsideOf, type Holding } from '../lib/holdings.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';

/**
 * /portfolio (SPEC §2 "a page listing balances"): every holding with its quantity, price, value
 * and share of the whole, INDEX included. Reached from the wallet; not in the menu.
 */
export function PortfolioPage() {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  useDocumentTitle(t('portfolio.title'));
  const balance = useBalance();
  const tokens = useTokens();
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
  else if (!portfolio || !setAside)
    content = (
      <ErrorState
        onRetry={() => {
          void balance.refetch();
          void tokens.refetch();
        }}
      />
    );
  else if (portfolio.holdings.length === 0)
    content = (
      <>
        <div className="rounded-2xl border border-dashed border-ink-900/15 bg-white px-6 py-14 text-center">
          <p className="font-display text-2xl text-ink-900">{t('no_assets')}</p>
          <ButtonLink to="/tokens/buy" className="mt-6">
            {t('balance.buy')}
          </ButtonLink>
        </div>
        <SetAsidePanel items={setAside.items} totalCents={setAside.totalCents} className="mt-6" />
      </>
    );
  else {
    const total = formatUsd(portfolio.totalCents, language, { cents: true });
    content = (
      <>
        <HoldingsTable holdings={portfolio.holdings} total={total} totalShare={portfolio.totalShare} />
        <HoldingCards holdings={portfolio.holdings} total={total} />
        {/* Apart from the holdings and their total: a rejection gives them back, a sale pays them. */}
        <SetAsidePanel items={setAside.items} totalCents={setAside.totalCents} className="mt-6" />
      </>
    );
  }

  return (
    <Container className="pb-24">
      <div className="pt-8 sm:pt-12">
        <BackLink to="/wallet">{t('portfolio.back')}</BackLink>
      </div>
      <div className="-mt-4">
        <PageHeading title={t('portfolio.title')} subtitle={t('portfolio.subtitle')} />
      </div>
      {content}
    </Container>
  );
}

function ShareBar({ share }: { share: string }) {
  return (
    <span aria-hidden="true" className="mt-1.5 block h-1 w-full overflow-hidden rounded-full bg-paper-200">
      <span className="block h-full rounded-full bg-gold-500" style={{ width: `${share}%` }} />
    </span>
  );
}

function HoldingsTable({ holdings, total, totalShare }: { holdings: Holding[]; total: string; totalShare: string }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  // Fits from 768 px with today's figures; a larger holding's longer figures scroll sideways rather
  // than being cut (the operations table was, at 768–1050 px, for an outside tester).
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-ink-900/10 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('portfolio.title')}</caption>
        <thead className="bg-paper-100 text-xs uppercase tracking-wider text-ink-600">
          <tr>
            <th scope="col" className="px-5 py-3 font-medium">
              {t('portfolio.token')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('portfolio.quantity')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('portfolio.price')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('portfolio.value')}
            </th>
            <th scope="col" className="w-40 px-5 py-3 text-right font-medium">
              {t('portfolio.share')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-900/10">
          {holdings.map((h) => (
            <tr key={h.token.id}>
              <td className="px-5 py-4">
                <TokenLabel token={h.token} size={32} />
              </td>
              <td className="px-4 py-4 text-right tabular-nums text-ink-700">{formatQuantity(h.quantity, language)}</td>
              <td className="px-4 py-4 text-right tabular-nums text-ink-700">
                {formatUsd(h.token.current_price, language, { cents: true })}
              </td>
              <td className="px-4 py-4 text-right tabular-nums text-ink-900">
                {formatUsd(h.valueCents, language, { cents: true })}
              </td>
              <td className="px-5 py-4 text-right tabular-nums text-ink-900">
                {formatShare(h.share, language)}
                <ShareBar share={h.share} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-ink-900/15 bg-paper-50">
          <tr>
            <th scope="row" colSpan={3} className="px-5 py-4 text-left font-medium text-ink-900">
              {t('portfolio.total')}
            </th>
            <td className="px-4 py-4 text-right font-display text-lg tabular-nums text-ink-900">{total}</td>
            <td className="px-5 py-4 text-right tabular-nums text-ink-700">{formatShare(totalShare, language)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function HoldingCards({ holdings, total }: { holdings: Holding[]; total: string }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  return (
    <div className="md:hidden">
      <ul className="space-y-3">
        {holdings.map((h) => (
          <li key={h.token.id} className="rounded-2xl border border-ink-900/10 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <TokenLabel token={h.token} size={32} />
              <span className="shrink-0 font-medium tabular-nums text-ink-900">{formatShare(h.share, language)}</span>
            </div>
            <ShareBar share={h.share} />
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-ink-500">{t('portfolio.quantity')}</dt>
                <dd className="tabular-nums text-ink-900">{formatQuantity(h.quantity, language)}</dd>
              </div>
              <div>
                <dt className="text-xs text-ink-500">{t('portfolio.price')}</dt>
                <dd className="tabular-nums text-ink-900">
                  {formatUsd(h.token.current_price, language, { cents: true })}
                </dd>
              </div>
              <div className="text-right">
                <dt className="text-xs text-ink-500">{t('portfolio.value')}</dt>
                <dd className="tabular-nums text-ink-900">{formatUsd(h.valueCents, language, { cents: true })}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex items-baseline justify-between rounded-2xl bg-paper-100 px-4 py-3">
        <span className="font-medium text-ink-900">{t('portfolio.total')}</span>
        <span className="font-display text-xl tabular-nums text-ink-900">{total}</span>
      </p>
    </div>
  );
}
