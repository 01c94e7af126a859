import { QueryClient } from '@tanstack/react-query';
import { DATA_RELOAD_TIMEOUT_MS } from '@pinacoteca/contracts/constants';
import { ApiError } from './client.ts';
import { reloadIntervalFrom } from '../lib/reload-interval.ts';
import { session } from '../session/session.ts';

/**
 * SPEC §9 data reload timeout: how long loaded data counts as fresh before a screen that shows it
 * asks again. Set at build time with VITE_DATA_RELOAD_TIMEOUT_MS; 30 s otherwise.
 */
const DATA_RELOAD_TIMEOUT = reloadIntervalFrom(
  import.meta.env.VITE_DATA_RELOAD_TIMEOUT_MS as string | undefined,
  DATA_RELOAD_TIMEOUT_MS,
);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: DATA_RELOAD_TIMEOUT,
      // Client errors will not change on a retry; network and server errors might.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

// SPEC §4: logout drops the cached account and every loaded piece of data.
session.onLogout(() => queryClient.clear());
