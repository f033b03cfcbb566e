// Renders app pieces inside the real providers (fresh cache, fake API, fixed or URL locale).
import { featureFlagDefaults, type EnabledLocale, type FeatureFlags } from '@asperity/contract';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, vi } from 'vitest';
import { AppProviders } from '../app/providers/index.ts';
import { buildRoutes } from '../app/router/index.ts';
import { fakeHttp, signedOut, type FakeHttp } from './fakeHttp.ts';

// Screens are lazy chunks whose first import, in a full parallel run on a small machine, can take
// seconds; a whole-app test waits for several of them.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

export interface RenderOptions {
  readonly http?: FakeHttp;
  readonly locale?: EnabledLocale;
  readonly flags?: FeatureFlags;
}

export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export function renderWithProviders(
  ui: ReactNode,
  options: RenderOptions = {},
): RenderResult & { http: FakeHttp } {
  const http = options.http ?? fakeHttp({ 'GET /api/user/me': signedOut() });
  const queryClient = newQueryClient();
  // A wrapper (not a wrapping element) so `rerender` keeps the providers and their state.
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders
      queryClient={queryClient}
      http={http}
      flags={options.flags ?? featureFlagDefaults}
      {...(options.locale ? { locale: options.locale } : {})}
    >
      {children}
    </AppProviders>
  );
  const result = render(ui, { wrapper: Wrapper });
  return { ...result, http };
}

/** The whole app (layout, guards, route table) at `path` in a memory router. */
export function renderApp(path: string, options: RenderOptions & { routes?: RouteObject[] } = {}) {
  const flags = options.flags ?? featureFlagDefaults;
  const router = createMemoryRouter(options.routes ?? buildRoutes(flags), { initialEntries: [path] });
  const result = renderWithProviders(<RouterProvider router={router} />, { ...options, flags });
  return { ...result, router };
}
