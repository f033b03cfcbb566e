import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { loadFeatureFlags } from './app/flags/loadFeatureFlags.ts';
import { http } from './app/http.ts';
import { createQueryClient } from './app/queryClient.ts';
import { buildRoutes } from './app/router/index.ts';
import { startEarlyRequests } from './app/router/earlyRequests.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The server's flag set decides which routes and features exist, so it is read before the first render;
// the session, the page's chunk and its first data are asked for meanwhile (earlyRequests.ts).
const flagsLoaded = loadFeatureFlags();
startEarlyRequests({ queryClient, http, pathname: window.location.pathname, flags: flagsLoaded });
void flagsLoaded.then((flags) => {
  const router = createBrowserRouter(buildRoutes(flags));
  createRoot(container).render(
    <StrictMode>
      <App router={router} flags={flags} queryClient={queryClient} />
    </StrictMode>,
  );
});
