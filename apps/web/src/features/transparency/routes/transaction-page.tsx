import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatDateTime, formatQuantity } from '../../../shared/lib/format.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { Container, PageHeading, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { isNoSuchTransaction } from '../lib/no-such-transaction.ts';

function useChainTransaction(signature: string) {
  return useQuery({
    queryKey: ['chain-transaction', signature],
    queryFn: async ({ signal }) => {
      const { getChainTransaction } = await import('@pinacoteca/contracts/catalog/transparency');
      return api.call(getChainTransaction, { params: { signature }, signal });
    },
    // The query client's own rule: a client error (a malformed or unknown signature) is answered
    // at once, not retried; only a network or server error might pass on a second try.
    staleTime: Infinity,
  });
}

/**
 * /transparency/tx/{signature}: a transaction of the embedded chain as an explorer shows it
 * (withdrawals link here in development; on devnet they link to Solana's explorer).
 */
export function TransactionPage() {
  const { t } = useTranslation('transparency');
  useDocumentTitle(t('transaction.title'));
  const { signature = '' } = useParams();
  const language = useLanguage();
  const transaction = useChainTransaction(signature);

  let content;
  if (transaction.isPending) content = <Spinner />;
  else if (transaction.isError) {
    content = isNoSuchTransaction(transaction.error) ? (
      <p className="rounded-2xl bg-paper-100 p-6 text-ink-700">{t('transaction.not_found')}</p>
    ) : (
      <ErrorState onRetry={() => void transaction.refetch()} />
    );
  } else {
    const tx = transaction.data;
    content = (
      <div className="space-y-6">
        <dl className="grid gap-4 rounded-2xl border border-ink-900/10 bg-white p-5 text-sm sm:grid-cols-3">
          <div className="sm:col-span-3">
            <dt className="text-ink-500">{t('transaction.signature')}</dt>
            <dd className="mt-1 break-all font-mono text-xs text-ink-900">{tx.signature}</dd>
          </div>
          <div>
            <dt className="text-ink-500">{t('transaction.result')}</dt>
            <dd className={tx.error ? 'mt-1 text-down' : 'mt-1 text-up'}>
              {tx.error ? t('transaction.failed', { error: tx.error }) : t('transaction.succeeded')}
            </dd>
          </div>
          <div>
            <dt className="text-ink-500">{t('transaction.slot')}</dt>
            <dd className="mt-1 tabular-nums text-ink-900">{tx.slot}</dd>
          </div>
          <div>
            <dt className="text-ink-500">{t('transaction.time')}</dt>
            <dd className="mt-1 text-ink-900">{tx.block_time ? formatDateTime(tx.block_time, language) : '—'}</dd>
          </div>
        </dl>
        <section aria-labelledby="token-changes">
          <h2 id="token-changes" className="font-display text-xl text-ink-900">
            {t('transaction.changes')}
          </h2>
          <ul className="mt-3 space-y-3">
            {tx.changes.map((c) => (
              <li key={c.account} className="rounded-2xl border border-ink-900/10 bg-white p-4 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-3">
                  <span className="font-medium text-ink-900">{c.symbol || t('transaction.other_mint')}</span>
                  <span className="tabular-nums text-ink-900" data-testid="token-change">
                    {formatQuantity(c.before, language)} → {formatQuantity(c.after, language)}
                  </span>
                </div>
                <p className="mt-2 text-xs text-ink-500">{t('transaction.owner')}</p>
                <p className="break-all font-mono text-xs text-ink-700">{c.owner}</p>
                <p className="mt-1 text-xs text-ink-500">{t('transaction.account')}</p>
                <p className="break-all font-mono text-xs text-ink-700">{c.account}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    );
  }

  return (
    <Container className="pb-24 pt-8 sm:pt-12">
      <BackLink to="/transparency">{t('title')}</BackLink>
      <PageHeading title={t('transaction.title')} subtitle={t('transaction.subtitle')} />
      {content}
    </Container>
  );
}
