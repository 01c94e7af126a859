import { useTranslation } from 'react-i18next';
import type { WithdrawAddress } from '@pinacoteca/contracts/tokens/withdraw';
import { useTestWallet } from '../api/test-wallet.ts';

/**
 * The name a saved address is shown with: the test wallet is named in the page's language, whatever
 * label it was saved with (one saved as "Тестовый кошелёк" read so on the English page, to an
 * outside tester); any other address by the label the person gave it, or none.
 */
export function addressName(
  saved: Pick<WithdrawAddress, 'address' | 'label'>,
  testWallet: { address: string; name: string } | null,
): string | null {
  if (testWallet && saved.address === testWallet.address) return testWallet.name;
  return saved.label || null;
}

/** `addressName` with this page's test wallet (present only outside production) and language. */
export function useAddressName() {
  const { t } = useTranslation('common');
  const testWallet = useTestWallet();
  const wallet = testWallet.data ? { address: testWallet.data.address, name: t('test_wallet_name') } : null;
  return (saved: Pick<WithdrawAddress, 'address' | 'label'>) => addressName(saved, wallet);
}
