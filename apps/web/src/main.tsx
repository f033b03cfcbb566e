import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { loadFeatureFlags } from './app/flags/loadFeatureFlags.ts';
import { http } from './app/http.ts';
import { createQueryClient } from './app/queryClient.ts';
import { loadLanguageHosts } from './i18n/languageHosts.ts';
import { buildRoutes } from './app/router/index.ts';
import { startEarlyRequests } from './app/router/earlyRequests.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The server's flag set decides which routes and features exist, so it is read before the first render;
// the session, the page's chunk and its first data are asked for meanwhile (earlyRequests.ts).
const flagsLoaded = loadFeatureFlags();
// Which hosts show which language (LANGUAGE_HOSTS): the first render already picks the locale.
const languageHostsLoaded = loadLanguageHosts();
startEarlyRequests({ queryClient, http, pathname: window.location.pathname, flags: flagsLoaded });
void Promise.all([flagsLoaded, languageHostsLoaded]).then(([flags]) => {
  const router = createBrowserRouter(buildRoutes(flags));
  createRoot(container).render(
    <StrictMode>
      <App router={router} flags={flags} queryClient={queryClient} />
    </StrictMode>,
  );
});
