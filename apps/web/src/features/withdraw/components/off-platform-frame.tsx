import { useState, type ReactNode } from 'react';
import type { WithdrawAddress } from '@pinacoteca/contracts/tokens/withdraw';
import { useAccount } from '../../../shared/api/account.ts';
import { useTokens } from '../../../shared/api/catalogue.ts';
import { useBalance } from '../../../shared/api/investing.ts';
import { Container, PageHeading, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useSavedAddresses } from '../../../shared/api/saved-addresses.ts';
import { heldTokens, type Holding } from '../lib/holdings.ts';
import { KycGate } from './kyc-gate.tsx';
import { SavedAddresses } from './saved-addresses.tsx';

/** What a form that takes tokens off the platform is given once the person may use it. */
export interface OffPlatformForm {
  holdings: Holding[];
  addresses: WithdrawAddress[];
  twoFactor: boolean;
  /** Called as the form sends its request: what the saved addresses last said is then out of date. */
  onSend: () => void;
}

/**
 * The frame of /withdraw and /sell: both take tokens off the platform for verified investors only
 * (SPEC §1, §6), from what the person holds, to one of their saved addresses. It loads the four
 * things both need, shows the KYC gate to anyone not approved, and lays the form out beside the
 * saved addresses.
 */
export function OffPlatformFrame({
  title,
  subtitle,
  keep = () => true,
  form,
}: {
  title: string;
  subtitle: string;
  /** Which held tokens the form offers (selling leaves out tokens without a price). */
  keep?: (holding: Holding) => boolean;
  form: (props: OffPlatformForm) => ReactNode;
}) {
  useDocumentTitle(title);
  const account = useAccount();
  const tokens = useTokens();
  const balance = useBalance();
  const addresses = useSavedAddresses();
  // When the form last sent a request: a "Saved" notice from before it no longer belongs on the
  // page (an outside tester saw it beside the accepted withdrawal).
  const [sentAt, setSentAt] = useState(0);

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
  else
    content = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,32rem)_minmax(0,1fr)] lg:items-start">
        {form({
          holdings: heldTokens(tokens.data, balance.data).filter(keep),
          addresses: addresses.data.addresses,
          twoFactor: account.data.google2_fa_enabled,
          onSend: () => setSentAt(Date.now()),
        })}
        <SavedAddresses
          addresses={addresses.data.addresses}
          delayHours={addresses.data.delay_hours}
          sentAt={sentAt}
          twoFactor={account.data.google2_fa_enabled}
        />
      </div>
    );

  return (
    <Container className="pb-24">
      <PageHeading title={title} subtitle={subtitle} />
      {content}
    </Container>
  );
}
