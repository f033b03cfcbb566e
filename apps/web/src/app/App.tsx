import type { FeatureFlags } from '@asperity/contract';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProviders } from './providers/index.ts';

export interface AppProps {
  /** Created once outside React (StrictMode would otherwise build, and leak, a second one). */
  readonly router: ReturnType<typeof createBrowserRouter>;
  readonly flags: FeatureFlags;
  /** The cache the early requests (router/earlyRequests.ts) filled; a fresh one when absent. */
  readonly queryClient?: QueryClient;
}

export function App({ router, flags, queryClient }: AppProps) {
  return (
    <AppProviders flags={flags} {...(queryClient ? { queryClient } : {})}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
