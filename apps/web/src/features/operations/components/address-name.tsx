import clsx from 'clsx';
import { useSavedAddresses } from '../../../shared/api/saved-addresses.ts';
import { useAddressName } from '../../../shared/lib/address-name.ts';
import { typedText } from '../../../shared/ui/typed-text.ts';

/**
 * The name the person knows a withdrawal's or a payout's address by (their label, or the test
 * wallet's name in the page's language), shown above the address itself; nothing when it has none
 * or is no longer saved. A tester read only "C5Ngfj…" where every other page said "Test wallet".
 */
export function AddressName({ address }: { address: string }) {
  const saved = useSavedAddresses();
  const nameOf = useAddressName();
  const label = saved.data?.addresses.find((a) => a.address === address)?.label ?? null;
  const name = nameOf({ address, label });
  return name ? <dd className={clsx('mt-1 text-sm font-medium text-ink-900', typedText)}>{name}</dd> : null;
}
