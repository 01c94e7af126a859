import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../shared/api/query-client.ts';
import { OverlayProvider } from '../shared/overlay/overlay.tsx';
import { router } from './router.tsx';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <OverlayProvider>
        <RouterProvider router={router} />
      </OverlayProvider>
    </QueryClientProvider>
  );
}
