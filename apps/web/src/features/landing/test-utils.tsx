// Test harness of the landing feature: the real merged catalogue, a memory router, and a session
// answered by a fake HTTP client (signed in or not) instead of a server.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { EnabledLocale } from '@asperity/contract';
import type { HttpClient } from '../../app/http.ts';
import { SessionProvider } from '../../app/session/index.ts';
import { buildMessages } from '../../i18n/index.ts';
import { aUser, fakeHttp, signedOut } from '../../test/fakeHttp.ts';

export interface RenderOptions {
  readonly locale?: EnabledLocale;
  readonly signedIn?: boolean;
  readonly path?: string;
}

export const testUser = aUser();

function sessionHttp(signedIn: boolean): HttpClient {
  return fakeHttp({ 'GET /api/user/me': signedIn ? testUser : signedOut() });
}

/** Shows the current path so tests can follow links. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderLanding(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderResult & { errors: Error[] } {
  const { locale = 'en', signedIn = false, path = '/' } = options;
  const errors: Error[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={buildMessages(locale)}
      onError={(e) => errors.push(e)}
    >
      <QueryClientProvider client={queryClient}>
        <SessionProvider http={sessionHttp(signedIn)}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return Object.assign(result, { errors });
}
