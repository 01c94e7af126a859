import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sale, SellRequest } from '@pinacoteca/contracts/tokens/sell';
import type { WithdrawAddress } from '@pinacoteca/contracts/tokens/withdraw';
import { formatUnits } from '@pinacoteca/contracts/units';
import { useAccount } from '../../../shared/api/account.ts';
import { useTokens } from '../../../shared/api/catalogue.ts';
import { ApiError, api } from '../../../shared/api/client.ts';
import { markInvestingStale, useBalance } from '../../../shared/api/investing.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { formatQuantity, formatUsd } from '../../../shared/lib/format.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { CodeInput, completeCode, emptyCode } from '../../../shared/ui/code-input.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { Container, PageHeading, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useWithdrawAddresses } from '../api/withdraw.ts';
import { AddressSelect, usableAddresses } from '../components/address-select.tsx';
import { SavedAddresses } from '../components/saved-addresses.tsx';
import { KycGate } from '../components/kyc-gate.tsx';
import { amountProblem, TokenAmountFields, typedUnits } from '../components/token-amount-fields.tsx';
import { heldTokens, type Holding } from '../lib/holdings.ts';
import { salePayoutCents } from '../lib/payout.ts';

function useSell() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SellRequest) => {
      const { sellTokens } = await import('@pinacoteca/contracts/tokens/sell');
      return api.call(sellTokens, { body });
    },
    onSuccess: () => markInvestingStale(client),
  });
}

/**
 * /sell (SPEC §1, §6; issue 11): the money-back guarantee. A verified investor sells tokens to the
 * platform at the current price and is paid in USDC over Solana. Lives beside withdrawing: both
 * take tokens off the platform for verified investors, and share the gate and the holdings.
 */
export function SellPage() {
  const { t } = useTranslation('withdraw');
  useDocumentTitle(t('sell.title'));
  const account = useAccount();
  const tokens = useTokens();
  const balance = useBalance();
  const addresses = useWithdrawAddresses();

  let content;
  if (account.isPending || tokens.isPending || balance.isPending || addresses.isPending) content = <Spinner />;
  else if (account.isError || tokens.isError || balance.isError || addresses.isError)
    content = (
      <ErrorState
        onRetry={() => {
          void account.refetch();
          void tokens.refetch();
          void balance.refetch();
          void addresses.refetch();
        }}
      />
    );
  else if (account.data.kyc_status !== 'approved') content = <KycGate status={account.data.kyc_status} />;
  else {
    const holdings = heldTokens(tokens.data, balance.data).filter((h) => h.token.current_price !== '0.00');
    content = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,32rem)_minmax(0,1fr)] lg:items-start">
        <SellForm
          holdings={holdings}
          addresses={addresses.data.addresses}
          twoFactor={account.data.google2_fa_enabled}
        />
        <SavedAddresses addresses={addresses.data.addresses} delayHours={addresses.data.delay_hours} />
      </div>
    );
  }

  return (
    <Container className="pb-24">
      <PageHeading title={t('sell.title')} subtitle={t('sell.subtitle')} />
      {content}
    </Container>
  );
}

function SellForm({
  holdings,
  addresses,
  twoFactor,
}: {
  holdings: Holding[];
  addresses: WithdrawAddress[];
  twoFactor: boolean;
}) {
  const { t } = useTranslation('withdraw');
  const language = useLanguage();
  const sell = useSell();
  const usable = usableAddresses(addresses);
  const [tokenId, setTokenId] = useState(() => holdings[0]?.token.id ?? '');
  const [amount, setAmount] = useState('');
  const [payout, setPayout] = useState('');
  const target = usable.find((a) => a.address === payout)?.address ?? usable[0]?.address ?? '';
  const [code, setCode] = useState(emptyCode);
  const [done, setDone] = useState<Sale | null>(null);
  const chosen = holdings.find((h) => h.token.id === tokenId) ?? holdings[0];

  if (done) {
    return (
      <div
        role="status"
        className="max-w-2xl rounded-2xl border border-up/25 bg-emerald-50 p-6"
        data-testid="sale-accepted"
      >
        <h2 className="font-display text-2xl text-ink-900">{t('sell.accepted.title')}</h2>
        <p className="mt-3 text-sm leading-relaxed text-ink-800">
          {t(done.status === 'awaiting_approval' ? 'sell.accepted.awaiting_approval' : 'sell.accepted.text', {
            amount: formatQuantity(done.amount, language),
            symbol: done.symbol,
            payout: formatQuantity(done.payout, language),
          })}
        </p>
        <p className="mt-2 break-all font-mono text-xs text-ink-600">{done.payout_address}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <ButtonLink to={`/operations/${done.id}`} size="sm">
            {t('sell.accepted.follow')}
          </ButtonLink>
          <Button variant="secondary" size="sm" onClick={() => setDone(null)}>
            {t('sell.accepted.another')}
          </Button>
        </div>
      </div>
    );
  }
  if (holdings.length === 0) {
    return (
      <div className="max-w-xl rounded-2xl border border-ink-900/10 bg-white p-6">
        <p className="text-ink-700">{t('nothing_held')}</p>
        <ButtonLink to="/tokens" className="mt-4">
          {t('to_tokens')}
        </ButtonLink>
      </div>
    );
  }

  const typed = typedUnits(language, chosen, amount, 'sell');
  const server = sell.error instanceof ApiError ? sell.error.fieldErrors : {};
  const amountError = amountProblem(language, chosen, amount, 'sell') ?? server.amount;
  const general =
    sell.isError && !server.amount && !server.payout_address && !server.code ? generalErrorText(sell.error) : null;
  // What is paid, only for an amount neither the page nor the server refuses.
  const payoutCents = chosen && !amountError ? salePayoutCents(chosen, typed) : null;
  const ready =
    chosen && payoutCents !== null && typed !== null && target !== '' && (!twoFactor || completeCode(code) !== null);

  return (
    <div className="space-y-6">
      <form
        noValidate
        className="space-y-5 rounded-2xl border border-ink-900/10 bg-white p-6"
        onSubmit={(e) => {
          e.preventDefault();
          if (!ready || !chosen || typed === null) return;
          sell.mutate(
            {
              token_id: chosen.token.id,
              amount: formatUnits(typed, chosen.decimals),
              payout_address: target,
              code: twoFactor ? completeCode(code) : null,
            },
            {
              onSuccess: (result) => {
                setDone(result);
                setAmount('');
                setCode(emptyCode());
              },
              onError: () => setCode(emptyCode()),
            },
          );
        }}
      >
        {general && <FormNotice>{general}</FormNotice>}
        <TokenAmountFields
          holdings={holdings}
          chosen={chosen}
          amount={amount}
          error={amountError}
          onToken={(id) => {
            setTokenId(id);
            setAmount('');
          }}
          onAmount={(value) => {
            setAmount(value);
            sell.reset();
          }}
        />
        <AddressSelect
          label={t('sell.payout_address')}
          addresses={addresses}
          value={target}
          error={server.payout_address}
          hint={t('sell.payout_hint')}
          onChange={(address) => {
            setPayout(address);
            sell.reset();
          }}
        />
        {twoFactor && (
          <div>
            <p className="text-sm font-medium text-ink-900">{t('code')}</p>
            <div className="mt-2">
              <CodeInput
                value={code}
                onChange={(next) => {
                  setCode(next);
                  if (sell.isError) sell.reset();
                }}
                label={t('code')}
                invalid={Boolean(server.code)}
              />
            </div>
            {server.code && <p className="mt-1 text-sm text-down">{server.code}</p>}
          </div>
        )}
        <Button type="submit" disabled={!ready || sell.isPending} aria-busy={sell.isPending}>
          {t('sell.submit')}
        </Button>
      </form>
      {chosen && (
        <aside className="space-y-3 rounded-2xl bg-paper-100 p-6 text-sm text-ink-700" aria-live="polite">
          <h2 className="font-display text-xl text-ink-900">{t('sell.summary')}</h2>
          <p>
            {t('sell.price', {
              symbol: chosen.token.symbol,
              price: formatUsd(chosen.token.current_price, language, { cents: true }),
            })}
          </p>
          {payoutCents !== null && (
            <p className="font-display text-2xl text-ink-900" data-testid="sell-payout">
              {t('sell.you_receive', {
                amount: formatQuantity(formatUnits(payoutCents, 2), language),
              })}
            </p>
          )}
          <p className="text-ink-600">{t('sell.guarantee')}</p>
        </aside>
      )}
    </div>
  );
}
