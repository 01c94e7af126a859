import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { TOKENS_PER_PAINTING } from '@pinacoteca/contracts/constants';
import { useFeatureFlag } from '../../../shared/api/feature-flags.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatQuantity } from '../../../shared/lib/format.ts';
import { useOverlay } from '../../../shared/overlay/overlay.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { Container, PageHeading, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useTokens } from '../../../shared/api/catalogue.ts';
import { IndexSummary } from '../components/index-summary.tsx';
import { TokenCards } from '../components/token-cards.tsx';
import { TokenChartModal } from '../components/token-chart-modal.tsx';
import { TokenTable } from '../components/token-table.tsx';

/** SPEC §2 /tokens: the index token's price, then every token with its figures and charts. */
export function TokensPage() {
  const { t } = useTranslation('tokens');
  const language = useLanguage();
  useDocumentTitle(t('title'));
  const tokens = useTokens();
  const depositEnabled = useFeatureFlag('deposit') === true;
  const swapEnabled = useFeatureFlag('swap') === true;
  const chart = useOverlay('modal:token-chart');
  // The id, not the token: a language switch refetches the names and the open chart follows.
  const [chartedId, setChartedId] = useState<string | null>(null);
  const charted = tokens.data
    ? ([tokens.data.indexToken, ...tokens.data.artTokens].find((token) => token.id === chartedId) ?? null)
    : null;
  const { show, hide } = chart;

  const openChart = useCallback(
    (token: Token) => {
      setChartedId(token.id);
      show();
    },
    [show],
  );

  return (
    <Container className="pb-24">
      {/* On a phone the Deposit button stands beside the title, out of the flow: it shows once the
          flags are known (a page drawn before an operator turned deposits on learns it after
          hydrating), and nothing below may move when it does. */}
      <div className="relative flex flex-col sm:flex-row sm:items-end sm:justify-between sm:gap-8">
        <PageHeading
          title={t('title')}
          subtitle={t('subtitle', { shares: formatQuantity(TOKENS_PER_PAINTING, language) })}
        />
        {depositEnabled && (
          <ButtonLink to="/deposit" variant="secondary" className="absolute right-0 top-7 sm:static sm:mb-8">
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path
                d="M8 2.5v8M4.5 7 8 10.5 11.5 7M3 13.5h10"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t('deposit')}
          </ButtonLink>
        )}
      </div>

      {tokens.isPending ? (
        <Spinner />
      ) : tokens.isError ? (
        <ErrorState onRetry={() => void tokens.refetch()} />
      ) : (
        <>
          <IndexSummary indexToken={tokens.data.indexToken} artTokens={tokens.data.artTokens} onOpenChart={openChart} />
          <section aria-labelledby="token-list-heading" className="mt-12 sm:mt-16">
            <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="token-list-heading" className="font-display text-2xl text-ink-900">
                {t('list.heading')}
              </h2>
              <p className="text-sm text-ink-500">{t('list.hint')}</p>
            </div>
            <TokenTable
              indexToken={tokens.data.indexToken}
              artTokens={tokens.data.artTokens}
              swapEnabled={swapEnabled}
              onOpenChart={openChart}
            />
            <TokenCards
              indexToken={tokens.data.indexToken}
              artTokens={tokens.data.artTokens}
              swapEnabled={swapEnabled}
              onOpenChart={openChart}
            />
            <p className="mt-6 max-w-3xl text-xs leading-relaxed text-ink-500">{t('list.footnote')}</p>
            <Link to="/transparency" className="mt-3 inline-block text-sm text-ink-700 underline underline-offset-4">
              {t('list.on_chain')}
            </Link>
          </section>
        </>
      )}

      <TokenChartModal token={charted} open={chart.isOpen} onClose={hide} />
    </Container>
  );
}
