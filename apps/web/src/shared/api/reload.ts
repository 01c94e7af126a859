import { DATA_RELOAD_INTERVAL_MS } from '@pinacoteca/contracts/constants';
import { reloadIntervalFrom } from '../lib/reload-interval.ts';
import { useSession } from '../session/session.ts';

/** Set at build time with VITE_DATA_RELOAD_INTERVAL_MS; DATA_RELOAD_INTERVAL_MS otherwise. */
export const DATA_RELOAD_INTERVAL = reloadIntervalFrom(
  import.meta.env.VITE_DATA_RELOAD_INTERVAL_MS as string | undefined,
  DATA_RELOAD_INTERVAL_MS,
);

/**
 * SPEC §4 data reload: balances, operations and tokens renew periodically while the person is
 * signed in. Use as a query's `refetchInterval`; signed out it is off.
 */
export function useReloadInterval(): number | false {
  return useSession().status === 'authenticated' ? DATA_RELOAD_INTERVAL : false;
}
