import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import type { Order } from '@pinacoteca/contracts/orders/order';
import { useOperationPages } from '../../../shared/api/investing.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatDateTime, formatQuantity, formatUsd } from '../../../shared/lib/format.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { Busy } from '../../../shared/ui/fields.tsx';
import { Container, PageHeading, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { TokenIcon } from '../../../shared/ui/token-icon.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { operationDisplay } from '../lib/display.ts';
import { quantities } from '../lib/quantity.ts';
import { useTokensById } from '../lib/token-lookup.ts';
import { operationValue } from '../lib/value.ts';
import { dateAndTime } from '../lib/date-time.ts';
import { useNow } from '../../../shared/lib/use-now.ts';

/** How many operations the list shows at first, and adds at each "Show more". */
const PAGE = 50;

/** /operations: every operation of the person, newest first (SPEC §2). */
export function OperationsPage() {
  const { t } = useTranslation('operations');
  useDocumentTitle(t('title'));
  // Every page of the server's loaded so far, newest first; older ones on request.
  const pages = useOperationPages();
  const orders = { ...pages, data: pages.data?.pages.flat() };
  const tokens = useTokensById();
  // Awaiting-payment labels turn to cancelled when their hour is up.
  const now = useNow(15_000);
  const language = useLanguage();
  // A person with hundreds of operations gets the newest first and more on request, not hundreds
  // of cards drawn at once (an outside tester's 182 took seconds to show on a phone).
  const [shown, setShown] = useState(PAGE);
  // After "Show more": where the newly shown operations begin, to put the focus there (the button
  // may be gone with the last ones, and the focus with it), and what is said of the list.
  const [revealFrom, setRevealFrom] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (revealFrom === null) return;
    const links = document.querySelectorAll<HTMLElement>(`[data-operation-index="${revealFrom}"]`);
    // The table's row on a desk, the card on a phone: the one drawn.
    [...links].find((link) => link.getClientRects().length > 0)?.focus();
    setRevealFrom(null);
  }, [revealFrom]);

  let content;
  if (orders.data === undefined) {
    content = orders.isError ? <ErrorState onRetry={() => void orders.refetch()} /> : <Spinner />;
  } else if (orders.data.length === 0)
    content = (
      <div className="rounded-2xl border border-dashed border-ink-900/15 bg-white px-6 py-14 text-center">
        <p className="font-display text-2xl text-ink-900">{t('empty')}</p>
        <p className="mx-auto mt-2 max-w-md text-sm text-ink-600">{t('empty_hint')}</p>
        <ButtonLink to="/tokens" className="mt-6">
          {t('buy_tokens')}
        </ButtonLink>
      </div>
    );
  else {
    const loaded = orders.data;
    const visible = loaded.slice(0, shown);
    // Beyond what is loaded, the server has more when its last page was full: asked for on the
    // press, from before the oldest loaded (a person's whole history is theirs to read, however
    // many deposits of dust a stranger sends them; an outside tester's pushed out their purchases).
    const older = pages.hasNextPage;
    const more = Math.min(PAGE, loaded.length - visible.length);
    const totalOf = (all: Order[], beyond: boolean) =>
      `${formatQuantity(String(all.length), language)}${beyond ? '+' : ''}`;
    const total = totalOf(loaded, older);
    const reveal = (next: number, all: Order[], beyond: boolean) => {
      setRevealFrom(visible.length);
      setShown(next);
      setSaid(t('shown_of', { shown: formatQuantity(String(next), language), total: totalOf(all, beyond) }));
    };
    content = (
      <>
        <OperationsTable orders={visible} tokens={tokens} now={now} />
        <OperationCards orders={visible} tokens={tokens} now={now} />
        <p role="status" className="sr-only">
          {said}
        </p>
        {(more > 0 || older) && (
          <div className="mt-6 flex flex-col items-center gap-3 text-sm text-ink-600">
            <p data-testid="operations-shown">
              {t('shown_of', { shown: formatQuantity(String(visible.length), language), total })}
            </p>
            {more > 0 ? (
              <Button variant="secondary" onClick={() => reveal(Math.min(shown + PAGE, loaded.length), loaded, older)}>
                {t('show_more', { count: more })}
              </Button>
            ) : (
              <Button
                variant="secondary"
                disabled={pages.isFetchingNextPage}
                onClick={() =>
                  void pages.fetchNextPage().then((result) => {
                    const all = result.data?.pages.flat() ?? loaded;
                    reveal(Math.min(shown + PAGE, all.length), all, result.hasNextPage);
                  })
                }
              >
                <Busy busy={pages.isFetchingNextPage}>{t('show_older')}</Busy>
              </Button>
            )}
            {pages.isFetchNextPageError && <p role="alert">{t('older_failed')}</p>}
          </div>
        )}
      </>
    );
  }

  return (
    <Container className="pb-24">
      <div className="flex flex-col sm:flex-row sm:items-end sm:justify-between sm:gap-8">
        <PageHeading title={t('title')} subtitle={t('subtitle')} />
        {orders.data && orders.data.length > 0 && (
          <ButtonLink to="/tokens/buy" variant="secondary" className="mb-8 self-start sm:self-auto">
            {t('buy_tokens')}
          </ButtonLink>
        )}
      </div>
      {content}
    </Container>
  );
}

interface ListProps {
  orders: Order[];
  tokens: Map<string, Token>;
  now: number;
}

function TokenNames({ order, tokens }: { order: Order; tokens: Map<string, Token> }) {
  const { t } = useTranslation('operations');
  return (
    <ul className="space-y-1.5">
      {order.items.map((item) => {
        const token = tokens.get(item.token_id);
        return (
          <li key={item.token_id} className="flex min-w-0 items-center gap-2">
            {token && <TokenIcon token={token} size={22} />}
            <span className="truncate">{token?.name ?? t('unknown_token')}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A swap's two figures, what it gave and what it received, line by line beside its two tokens
 * (the same height as TokenNames' lines): of two tokens, they are never one "quantity".
 */
function SwapQuantities({ order, className }: { order: Order; className?: string }) {
  const { t } = useTranslation('operations');
  const language = useLanguage();
  return (
    <ul className={clsx('space-y-1.5', className)} data-testid="swap-quantities">
      {order.items.map((item, index) => (
        <li key={item.token_id} className="flex min-h-[22px] items-center justify-end gap-2 whitespace-nowrap">
          <span className="text-xs text-ink-500">{t(index === 0 ? 'order.swap_given' : 'order.swap_received')}</span>
          <span className="tabular-nums text-ink-900">{formatQuantity(item.quantity, language)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Desktop: one row per operation; the row opens the operation. Its six columns need about 900 px,
 * so tablets and landscape phones get the cards (an outside tester saw the token column cut away
 * at 768–1050 px); should a long name still not fit, the table scrolls sideways rather than clip.
 */
function OperationsTable({ orders, tokens, now }: ListProps) {
  const { t } = useTranslation('operations');
  const language = useLanguage();
  const navigate = useNavigate();
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-ink-900/10 bg-white lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('title')}</caption>
        <thead className="bg-paper-100 text-xs uppercase tracking-wider text-ink-600">
          <tr>
            <th scope="col" className="px-5 py-3 font-medium">
              {t('columns.date')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('columns.type')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('columns.status')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('columns.amount')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('columns.quantity')}
            </th>
            <th scope="col" className="px-5 py-3 font-medium">
              {t('columns.token')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-900/10">
          {orders.map((order, index) => (
            <tr
              key={order.id}
              onClick={() => void navigate(`/operations/${order.id}`)}
              className="cursor-pointer align-top transition-colors hover:bg-paper-50"
            >
              <td className="px-5 py-4">
                <Link
                  to={`/operations/${order.id}`}
                  data-operation-index={index}
                  className="font-medium text-ink-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-gold-500"
                >
                  <DateTime text={formatDateTime(order.created_at, language)} />
                </Link>
              </td>
              <td className="px-4 py-4 text-ink-700">{t(`types.${order.type}`)}</td>
              <td className="px-4 py-4">
                <StatusBadge display={operationDisplay(order, now)} />
              </td>
              <td className="whitespace-nowrap px-4 py-4 text-right tabular-nums text-ink-900">
                {formatUsd(operationValue(order), language, { cents: true })}
              </td>
              <td className="px-4 py-4 text-right tabular-nums text-ink-700">
                {order.type === 'swap' ? (
                  <SwapQuantities order={order} />
                ) : (
                  quantities(order)
                    .map((q) => formatQuantity(q, language))
                    .join(' + ')
                )}
              </td>
              <td className="min-w-44 max-w-64 px-5 py-4 text-ink-700">
                <TokenNames order={order} tokens={tokens} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A moment whose time goes under its date when the column is narrow, never a line break inside either. */
function DateTime({ text }: { text: string }) {
  const { date, time } = dateAndTime(text);
  if (!time) return <span className="whitespace-nowrap">{date}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{date},</span> <span className="whitespace-nowrap">{time}</span>
    </>
  );
}

/** Phones and tablets: one card per operation, the whole card a link; two side by side on a tablet. */
function OperationCards({ orders, tokens, now }: ListProps) {
  const { t } = useTranslation('operations');
  const language = useLanguage();
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:hidden" data-testid="operation-cards">
      {orders.map((order, index) => (
        <li key={order.id}>
          <Link
            to={`/operations/${order.id}`}
            data-operation-index={index}
            className="block h-full rounded-2xl border border-ink-900/10 bg-white p-4 transition-colors hover:border-ink-900/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-ink-900">{t(`types.${order.type}`)}</p>
                <p className="mt-0.5 text-xs text-ink-500">{formatDateTime(order.created_at, language)}</p>
              </div>
              <StatusBadge display={operationDisplay(order, now)} />
            </div>
            {order.type === 'swap' ? (
              // Each token with what was given of it or received, rather than one quantity for two tokens.
              <div className="mt-3 flex items-start gap-3 text-sm text-ink-700">
                <div className="min-w-0 flex-1">
                  <TokenNames order={order} tokens={tokens} />
                </div>
                <SwapQuantities order={order} className="shrink-0" />
              </div>
            ) : (
              <div className="mt-3 text-sm text-ink-700">
                <TokenNames order={order} tokens={tokens} />
              </div>
            )}
            <dl className="mt-3 flex justify-between gap-4 border-t border-ink-900/10 pt-3 text-sm">
              {order.type !== 'swap' && (
                <div>
                  <dt className="text-xs text-ink-500">{t('columns.quantity')}</dt>
                  <dd className="tabular-nums text-ink-900">
                    {quantities(order)
                      .map((q) => formatQuantity(q, language))
                      .join(' + ')}
                  </dd>
                </div>
              )}
              <div className="ml-auto text-right">
                {/* The figure carries its "$"; the table's column heading says it once for every row. */}
                <dt className="text-xs text-ink-500">{t('order.amount')}</dt>
                <dd className="font-display text-lg tabular-nums text-ink-900">
                  {formatUsd(operationValue(order), language, { cents: true })}
                </dd>
              </div>
            </dl>
          </Link>
        </li>
      ))}
    </ul>
  );
}
