import { featureFlagDefaults } from '@asperity/contract';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers/index.ts';
import { buildRoutes } from './router/index.ts';

export function App() {
  const flags = featureFlagDefaults;
  const [router] = useState(() => createBrowserRouter(buildRoutes(flags)));
  return (
    <AppProviders flags={flags}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
