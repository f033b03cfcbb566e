import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { loadFeatureFlags } from './app/flags/loadFeatureFlags.ts';
import { buildRoutes } from './app/router/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The server's flag set decides which routes and features exist, so it is read before the first render.
void loadFeatureFlags().then((flags) => {
  const router = createBrowserRouter(buildRoutes(flags));
  createRoot(container).render(
    <StrictMode>
      <App router={router} flags={flags} />
    </StrictMode>,
  );
});
