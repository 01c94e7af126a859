import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Withdrawal } from '@pinacoteca/contracts/tokens/withdraw';
import { formatUnits } from '@pinacoteca/contracts/units';
import { ApiError } from '../../../shared/api/client.ts';
import { useChainWording } from '../../../shared/api/chain.ts';
import { markInvestingStale } from '../../../shared/api/investing.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { newRequestId } from '../../../shared/lib/request-id.ts';
import { formatQuantity } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { completeCode, emptyCode } from '../../../shared/ui/code-input.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { useFocusFirstProblem } from '../../../shared/ui/fields.tsx';
import { NothingHeld } from '../../../shared/ui/nothing-held.tsx';
import { useWithdraw } from '../api/withdraw.ts';
import { newestUsable, usableAddresses } from '../../../shared/api/saved-addresses.ts';
import { AddressSelect } from '../components/address-select.tsx';
import { AcceptedCard } from '../components/accepted-card.tsx';
import { CodeField } from '../../../shared/ui/code-field.tsx';
import { OffPlatformFrame, type OffPlatformForm } from '../components/off-platform-frame.tsx';
import { amountProblem, TokenAmountFields, typedUnits } from '../components/token-amount-fields.tsx';

/** /withdraw (SPEC §2, §5, §7; issue 11): tokens to the person's own Solana wallet. */
export function WithdrawPage() {
  const { t } = useTranslation('withdraw');
  // Named as it runs: "devnet" on the embedded chain told people to use wallets that cannot reach it.
  const chain = useChainWording();
  return (
    <OffPlatformFrame
      title={t('title')}
      subtitle={t(`chain.subtitle.${chain}`)}
      form={(props) => <WithdrawForm {...props} />}
    />
  );
}

function WithdrawForm({ holdings, addresses, twoFactor, onSend }: OffPlatformForm) {
  const { t } = useTranslation('withdraw');
  const language = useLanguage();
  const chain = useChainWording();
  const withdraw = useWithdraw();
  const client = useQueryClient();
  const [tokenId, setTokenId] = useState(() => holdings[0]?.token.id ?? '');
  const [amount, setAmount] = useState('');
  const usable = usableAddresses(addresses);
  const [wallet, setWallet] = useState('');
  const [code, setCode] = useState(emptyCode);
  // One id per thing asked for: a double click or a retry sends it again and makes one (contracts' requestIdRule).
  const [requestId, setRequestId] = useState(newRequestId);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const chosen = holdings.find((h) => h.token.id === tokenId) ?? holdings[0];
  const target = usable.find((a) => a.address === wallet)?.address ?? newestUsable(usable);
  // A refusal puts the focus on what to put right (the button, disabled while it ran, had dropped it).
  const form = useFocusFirstProblem<HTMLFormElement>(withdraw.error);

  if (done) return <Accepted withdrawal={done} onAnother={() => setDone(null)} />;

  if (holdings.length === 0) return <NothingHeld text={t('nothing_held')} toTokens={t('to_tokens')} />;

  const typed = typedUnits(language, chosen, amount, 'withdraw');
  const server = withdraw.error instanceof ApiError ? withdraw.error.fieldErrors : {};
  const amountError = amountProblem(language, chosen, amount, 'withdraw') ?? server.amount;
  const walletError = server.wallet_address;
  const codeError = server.code;
  const general =
    withdraw.isError && !server.amount && !server.wallet_address && !server.code
      ? generalErrorText(withdraw.error)
      : null;
  const ready =
    chosen &&
    typed !== null &&
    typed > 0n &&
    typed <= chosen.held &&
    target !== '' &&
    (!twoFactor || completeCode(code) !== null);

  return (
    <form
      ref={form}
      noValidate
      className="space-y-5 rounded-2xl border border-ink-900/10 bg-white p-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready || !chosen) return;
        onSend();
        withdraw.mutate(
          {
            token_id: chosen.token.id,
            amount: formatUnits(typed, chosen.decimals),
            wallet_address: target,
            wallet_type: 'solana',
            code: twoFactor ? completeCode(code) : null,
            request_id: requestId,
          },
          {
            onSuccess: (result) => {
              setRequestId(newRequestId());
              setDone(result);
              setAmount('');
              setCode(emptyCode());
            },
            onError: (error) => {
              setCode(emptyCode());
              // Refused on its amount (another tab or device took the tokens meanwhile): the page
              // takes the new holdings, so "you hold" and "All" say what is there now.
              if (error instanceof ApiError && error.fieldErrors.amount) void markInvestingStale(client);
            },
          },
        );
      }}
    >
      {general && <FormNotice>{general}</FormNotice>}
      <TokenAmountFields
        whole
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
          withdraw.reset();
        }}
      />
      <AddressSelect
        label={t('wallet')}
        addresses={addresses}
        value={target}
        error={walletError}
        hint={t(`chain.network.${chain}`)}
        onChange={(address) => {
          setWallet(address);
          withdraw.reset();
        }}
      />
      {twoFactor && (
        <CodeField
          label={t('code')}
          value={code}
          error={codeError}
          onChange={(next) => {
            setCode(next);
            if (withdraw.isError) withdraw.reset();
          }}
        />
      )}
      <p className="text-xs leading-relaxed text-ink-500">{t('fees')}</p>
      <Button type="submit" disabled={!ready || withdraw.isPending} aria-busy={withdraw.isPending}>
        {t('submit')}
      </Button>
    </form>
  );
}

/** SPEC §8: 'withdrawal request accepted', with where it stands and the operation to follow it. */
function Accepted({ withdrawal, onAnother }: { withdrawal: Withdrawal; onAnother: () => void }) {
  const { t } = useTranslation('withdraw');
  const language = useLanguage();
  return (
    <AcceptedCard
      testId="withdraw-accepted"
      title={t('accepted.title')}
      text={t(withdrawal.status === 'awaiting_approval' ? 'accepted.awaiting_approval' : 'accepted.processing', {
        amount: formatQuantity(withdrawal.amount, language),
        symbol: withdrawal.symbol,
        // The verb agrees with the amount: "1 INDEX is", "1 INDEX отправлен"; "1.5 INDEX are".
        count: Number(withdrawal.amount),
      })}
      address={withdrawal.wallet_address}
      operationId={withdrawal.id}
      follow={t('accepted.follow')}
      another={t('accepted.another')}
      onAnother={onAnother}
    >
      <p className="mt-4 text-xs text-ink-600">
        <Link to="/transparency" className="underline underline-offset-4">
          {t('accepted.proof')}
        </Link>
      </p>
    </AcceptedCard>
  );
}
