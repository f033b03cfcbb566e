import { featureFlagDefaults } from '@asperity/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { buildRoutes } from './app/router/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Until the server publishes its flag set to the browser, the contract defaults apply.
const flags = featureFlagDefaults;
const router = createBrowserRouter(buildRoutes(flags));

createRoot(container).render(
  <StrictMode>
    <App router={router} flags={flags} />
  </StrictMode>,
);
