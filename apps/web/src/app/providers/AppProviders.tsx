// Everything screens rely on, in dependency order: theme, server-state cache, language,
// feature flags, toasts and the signed-in session.
import { featureFlagDefaults, type EnabledLocale, type FeatureFlags } from '@asperity/contract';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../../components/toasts/index.ts';
import { I18nProvider } from '../../i18n/index.ts';
import { FeatureFlagsContext } from '../flags/index.ts';
import type { HttpClient } from '../http.ts';
import { createQueryClient } from '../queryClient.ts';
import { SessionProvider } from '../session/index.ts';
import { theme } from '../theme.ts';

export interface AppProvidersProps {
  readonly children: ReactNode;
  /** The rest are for tests (a fresh cache, a fake API, a fixed language, other flags); main.tsx passes the cache its early requests filled. */
  readonly queryClient?: QueryClient;
  readonly http?: HttpClient;
  readonly locale?: EnabledLocale;
  readonly flags?: FeatureFlags;
}

export function AppProviders({
  children,
  queryClient,
  http,
  locale,
  flags = featureFlagDefaults,
}: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <I18nProvider {...(locale ? { locale } : {})}>
          <FeatureFlagsContext.Provider value={flags}>
            <ToastProvider>
              <SessionProvider {...(http ? { http } : {})}>{children}</SessionProvider>
            </ToastProvider>
          </FeatureFlagsContext.Provider>
        </I18nProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
