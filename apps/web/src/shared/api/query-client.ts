import { QueryClient } from '@tanstack/react-query';
import { DATA_RELOAD_TIMEOUT_MS } from '@pinacoteca/contracts/constants';
import { ApiError } from './client.ts';
import { session } from '../session/session.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: DATA_RELOAD_TIMEOUT_MS,
      // Client errors will not change on a retry; network and server errors might.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

// SPEC §4: logout drops the cached account and every loaded piece of data.
session.onLogout(() => queryClient.clear());
