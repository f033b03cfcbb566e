import type { FeatureFlags } from '@asperity/contract';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProviders } from './providers/index.ts';

export interface AppProps {
  /** Created once outside React (StrictMode would otherwise build, and leak, a second one). */
  readonly router: ReturnType<typeof createBrowserRouter>;
  readonly flags: FeatureFlags;
}

export function App({ router, flags }: AppProps) {
  return (
    <AppProviders flags={flags}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
