import { useQuery } from '@tanstack/react-query';
import type { WithdrawAddress } from '@pinacoteca/contracts/tokens/withdraw';
import { api } from './client.ts';

/**
 * The person's saved addresses (tokens and payouts go only to these), each with the time it becomes
 * usable: the withdraw and sell forms, and a sale whose payout address was removed choosing another
 * on its operation page.
 */
export const savedAddressesKey = ['withdraw-addresses'] as const;

export function useSavedAddresses() {
  return useQuery({
    queryKey: savedAddressesKey,
    queryFn: async ({ signal }) => {
      const { listWithdrawAddresses } = await import('@pinacoteca/contracts/tokens/withdraw');
      return api.call(listWithdrawAddresses, { signal });
    },
  });
}

/** The saved addresses past their waiting time: the only ones tokens or payments may go to. */
export const usableAddresses = (addresses: WithdrawAddress[], now = Date.now()) =>
  addresses.filter((a) => Date.parse(a.usable_at) <= now);

/**
 * The address a form offers before the person picks one: the newest usable (they are listed oldest
 * first). Someone who saves another address, to mend a typo or for a new wallet, means that one; an
 * outside tester's withdrawal went to the typo saved first.
 */
export const newestUsable = (usable: WithdrawAddress[]) => usable[usable.length - 1]?.address ?? '';
