import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { OverlayProvider } from '../shared/overlay/overlay.tsx';

/** What every page sits in, in the browser and when the server renders it. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <OverlayProvider>{children}</OverlayProvider>
    </QueryClientProvider>
  );
}
