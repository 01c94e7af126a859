import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { markedRows } from '../lib/marked-rows.ts';
import type { TransparencyToken } from '@pinacoteca/contracts/catalog/transparency';
import { COPY_TICK_SHORT_MS } from '@pinacoteca/contracts/constants';
import { api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatDateTime, formatQuantity } from '../../../shared/lib/format.ts';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { Container, PageHeading, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';

function useTransparency() {
  // By language: a check's finding is told in the reader's (the call carries `_locale`).
  const language = useLanguage();
  return useQuery({
    queryKey: ['transparency', language],
    queryFn: async ({ signal }) => {
      const { getTransparency } = await import('@pinacoteca/contracts/catalog/transparency');
      return api.call(getTransparency, { signal });
    },
    refetchInterval: 60_000,
  });
}

/**
 * An address in full, to be read and copied on any screen (shortened, it could be neither checked
 * against an explorer nor pasted into one); a devnet address links to the explorer.
 */
function ChainAddress({ value, devnet, copyLabel }: { value: string; devnet: boolean; copyLabel: string }) {
  const text = <code className="break-all font-mono text-xs text-ink-900">{value}</code>;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      {devnet ? (
        <a
          href={`https://explorer.solana.com/address/${value}?cluster=devnet`}
          className="min-w-0 underline underline-offset-4"
          rel="noreferrer"
          target="_blank"
        >
          {text}
        </a>
      ) : (
        <span className="min-w-0">{text}</span>
      )}
      <CopyButton value={value} label={copyLabel} tickMs={COPY_TICK_SHORT_MS} />
    </div>
  );
}

/** Tokens sent to the treasury from outside: shown, not a failed check (decision 0063). */
function Surplus({ token }: { token: TransparencyToken }) {
  const { t } = useTranslation('transparency');
  const language = useLanguage();
  if (!token.surplus || /^0(\.0*)?$/.test(token.surplus)) return null;
  return (
    <p className="mt-1 max-w-56 text-xs text-amber-800" data-testid="surplus">
      {t('surplus', { amount: formatQuantity(token.surplus, language), symbol: token.symbol })}
    </p>
  );
}

/**
 * Deposits credited to their senders and still at their deposit addresses, on their way into the
 * treasury: without it, a treasury short of the ledger by a deposit being swept read as a sum that
 * does not add up, yet reconciled.
 */
function AtDepositAddresses({ token }: { token: TransparencyToken }) {
  const { t } = useTranslation('transparency');
  const language = useLanguage();
  if (!token.at_deposit_addresses || /^0(\.0*)?$/.test(token.at_deposit_addresses)) return null;
  return (
    <span className="mt-1 block max-w-48 text-xs text-ink-500" data-testid="at-deposit-addresses">
      {t('at_deposit_addresses', { amount: formatQuantity(token.at_deposit_addresses, language) })}
    </span>
  );
}

/**
 * A transfer that had landed on chain but was not recorded yet when the check ran: the term that
 * makes the row's figures add up to the emission (sent out: +, arrived from a deposit address: −).
 */
function InTransit({ token }: { token: TransparencyToken }) {
  const { t } = useTranslation('transparency');
  const language = useLanguage();
  const moving = token.in_transit;
  if (!moving || /^-?0(\.0*)?$/.test(moving)) return null;
  const arrived = moving.startsWith('-');
  return (
    <span className="mt-1 block max-w-48 text-xs text-ink-500" data-testid="in-transit">
      {t(arrived ? 'in_transit.arrived' : 'in_transit.sent', {
        amount: formatQuantity(arrived ? moving.slice(1) : moving, language),
      })}
    </span>
  );
}

function State({ token }: { token: TransparencyToken }) {
  const { t } = useTranslation('transparency');
  const state = token.reconciled === null ? 'pending' : token.reconciled ? 'ok' : 'problem';
  return (
    <span
      className={clsx(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-medium',
        state === 'ok' && 'bg-emerald-100 text-emerald-900',
        state === 'problem' && 'bg-red-100 text-red-900',
        state === 'pending' && 'bg-ink-900/5 text-ink-600',
      )}
      title={token.problem ?? undefined}
    >
      {t(`state.${state}`)}
    </span>
  );
}

/** /transparency: every token's mint with its fixed supply, and the chain checked against the ledger. */
export function TransparencyPage() {
  const { t } = useTranslation('transparency');
  const language = useLanguage();
  useDocumentTitle(t('title'));
  const proof = useTransparency();
  const amount = (value: string | null) => (value === null ? '—' : formatQuantity(value, language));
  const [params] = useSearchParams();
  const { inView: wanted, isMarked } = markedRows(proof.data?.tokens, params);
  const loaded = proof.isSuccess;
  useEffect(() => {
    if (!loaded || !wanted) return;
    const rows = document.querySelectorAll<HTMLElement>(`[data-proof-token="${CSS.escape(wanted)}"]`);
    [...rows].find((row) => row.offsetParent !== null)?.scrollIntoView({ block: 'center' });
  }, [loaded, wanted]);
  const marked = (token: { token_id: string; reconciled: boolean | null }) =>
    isMarked(token) ? 'bg-gold-100 ring-2 ring-inset ring-gold-400' : undefined;

  let content;
  if (proof.isPending) content = <Spinner />;
  else if (proof.isError) content = <ErrorState onRetry={() => void proof.refetch()} />;
  else {
    const devnet = proof.data.chain === 'devnet';
    const all = proof.data.tokens;
    const ok = all.filter((token) => token.reconciled).length;
    const checked = all
      .map((token) => token.checked_at)
      .filter((at): at is string => at !== null)
      .sort()
      .at(0);
    const { reach } = proof.data;
    content = (
      <>
        {/* Without it an unreachable chain read as "0 of 0 reconciled" and nothing more (an outside tester). */}
        {reach.reachable === false && reach.unreachable_since && reach.checked_at && (
          <div className="mb-6 max-w-3xl" data-testid="chain-unreachable">
            <FormNotice>
              {t('unreachable', {
                since: formatDateTime(reach.unreachable_since, language),
                checked: formatDateTime(reach.checked_at, language),
              })}
            </FormNotice>
          </div>
        )}
        {/* A painting's link to its proof before its token is on the chain (a painting published on
            devnet before the operator issued its mint): said, rather than a list with nothing marked. */}
        {params.get('token') && !all.some((token) => token.token_id === params.get('token')) && (
          <div className="mb-6 max-w-3xl" data-testid="token-not-on-chain">
            <FormNotice tone="info">{t('not_on_chain')}</FormNotice>
          </div>
        )}
        <dl className="mb-8 grid gap-4 sm:grid-cols-3">
          {[
            [t('summary.chain'), t(`chains.${proof.data.chain}`)],
            [t('summary.reconciled'), t('summary.of', { ok, all: all.length })],
            [t('summary.checked'), checked ? formatDateTime(checked, language) : '—'],
          ].map(([label, value]) => (
            <div key={label} className="rounded-2xl border border-ink-900/10 bg-white p-5">
              <dt className="text-sm text-ink-500">{label}</dt>
              <dd className="mt-1 font-display text-2xl text-ink-900">{value}</dd>
            </div>
          ))}
        </dl>
        {proof.data.treasury && (
          <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-ink-600">
            <span>{t('treasury')}</span>
            <ChainAddress value={proof.data.treasury} devnet={devnet} copyLabel={t('copy.treasury')} />
          </div>
        )}
        <ul className="space-y-3 md:hidden">
          {all.map((token) => (
            <li
              key={token.token_id}
              data-testid={`proof-card-${token.symbol}`}
              data-proof-token={token.token_id}
              aria-current={isMarked(token) ? 'true' : undefined}
              className={clsx('rounded-2xl border border-ink-900/10 p-4', marked(token) ?? 'bg-white')}
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <div className="font-medium text-ink-900">{token.symbol}</div>
                  <div className="truncate text-xs text-ink-500">{token.name}</div>
                </div>
                <State token={token} />
              </div>
              {/* Every figure of the table: a phone reader checks the same proof. */}
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <dt className="col-span-2 text-ink-500">{t('columns.mint')}</dt>
                <dd className="col-span-2">
                  <ChainAddress
                    value={token.mint_address}
                    devnet={devnet}
                    copyLabel={t('copy.mint', { symbol: token.symbol })}
                  />
                </dd>
                {token.mint_authority ? (
                  <>
                    <dt className="col-span-2 text-ink-500">{t('columns.authority')}</dt>
                    <dd className="col-span-2">
                      <ChainAddress
                        value={token.mint_authority}
                        devnet={devnet}
                        copyLabel={t('copy.authority', { symbol: token.symbol })}
                      />
                    </dd>
                  </>
                ) : (
                  <>
                    <dt className="text-ink-500">{t('columns.authority')}</dt>
                    <dd>{t('none')}</dd>
                  </>
                )}
                <dt className="text-ink-500">{t('columns.supply')}</dt>
                <dd className="tabular-nums">{amount(token.chain_supply)}</dd>
                <dt className="text-ink-500">{t('columns.treasury_on_chain')}</dt>
                <dd className="tabular-nums">
                  {amount(token.treasury_on_chain)}
                  <AtDepositAddresses token={token} />
                  <InTransit token={token} />
                </dd>
                <dt className="text-ink-500">{t('columns.outside')}</dt>
                <dd className="tabular-nums">{amount(token.held_outside)}</dd>
                <dt className="text-ink-500">{t('columns.ledger')}</dt>
                <dd className="tabular-nums">{amount(token.ledger_total)}</dd>
              </dl>
              {token.problem && <p className="mt-2 text-xs text-red-800">{token.problem}</p>}
              <Surplus token={token} />
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto rounded-2xl border border-ink-900/10 bg-white md:block">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('title')}</caption>
            <thead className="border-b border-ink-900/10 text-xs uppercase tracking-wider text-ink-500">
              <tr>
                {(
                  ['token', 'mint', 'supply', 'authority', 'treasury_on_chain', 'outside', 'ledger', 'state'] as const
                ).map((column) => (
                  <th key={column} scope="col" className="px-3 py-3 align-bottom font-medium">
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-900/5">
              {all.map((token) => (
                <tr
                  key={token.token_id}
                  data-testid={`proof-${token.symbol}`}
                  data-proof-token={token.token_id}
                  aria-current={isMarked(token) ? 'true' : undefined}
                  className={marked(token)}
                >
                  <th scope="row" className="px-3 py-3 text-left font-normal">
                    <div className="font-medium text-ink-900">{token.symbol}</div>
                    <div className="max-w-48 truncate text-xs text-ink-500">{token.name}</div>
                  </th>
                  <td className="px-3 py-3">
                    <div className="w-44">
                      <ChainAddress
                        value={token.mint_address}
                        devnet={devnet}
                        copyLabel={t('copy.mint', { symbol: token.symbol })}
                      />
                    </div>
                  </td>
                  <td className="whitespace-nowrap px-3 py-3 tabular-nums">{amount(token.chain_supply)}</td>
                  <td className="px-3 py-3">
                    {token.mint_authority ? (
                      <div className="w-44">
                        <ChainAddress
                          value={token.mint_authority}
                          devnet={devnet}
                          copyLabel={t('copy.authority', { symbol: token.symbol })}
                        />
                      </div>
                    ) : (
                      t('none')
                    )}
                  </td>
                  <td className="px-3 py-3 tabular-nums">
                    <span className="whitespace-nowrap">{amount(token.treasury_on_chain)}</span>
                    <AtDepositAddresses token={token} />
                    <InTransit token={token} />
                  </td>
                  <td className="whitespace-nowrap px-3 py-3 tabular-nums">{amount(token.held_outside)}</td>
                  <td className="whitespace-nowrap px-3 py-3 tabular-nums">{amount(token.ledger_total)}</td>
                  <td className="px-3 py-3">
                    <State token={token} />
                    {token.problem && <p className="mt-1 max-w-56 text-xs text-red-800">{token.problem}</p>}
                    <Surplus token={token} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {proof.data.not_issued.length > 0 && (
          <p className="mt-4 text-sm text-ink-600">{t('not_issued', { symbols: proof.data.not_issued.join(', ') })}</p>
        )}
      </>
    );
  }

  return (
    <Container className="pb-24">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <div className="mb-8 max-w-3xl space-y-3 text-ink-700">
        <p>{t('how.mint')}</p>
        <p>{t('how.check')}</p>
      </div>
      {content}
    </Container>
  );
}
