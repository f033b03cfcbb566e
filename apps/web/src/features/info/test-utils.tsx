// Test harness of the information pages: the real merged catalogue (so a missing or broken text
// shows up as a collected error), a memory router and the installation's feature flags.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { featureFlagDefaults, type EnabledLocale, type FeatureFlags } from '@asperity/contract';
import { FeatureFlagsContext } from '../../app/flags/index.ts';
import { DialogProvider } from '../../components/dialogs/index.ts';
import { buildMessages } from '../../i18n/index.ts';

export interface RenderInfoOptions {
  readonly locale?: EnabledLocale;
  /** The address to open, e.g. /help/psd. */
  readonly path?: string;
  /** The route pattern the page is mounted at, e.g. /help/:feature. */
  readonly route?: string;
  readonly flags?: Partial<FeatureFlags>;
}

export function renderInfo(
  ui: ReactElement,
  options: RenderInfoOptions = {},
): RenderResult & { errors: Error[] } {
  const { locale = 'en', path = '/', route = '*', flags = {} } = options;
  const errors: Error[] = [];
  const result = render(
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={buildMessages(locale)}
      onError={(e) => errors.push(e)}
    >
      <FeatureFlagsContext.Provider value={{ ...featureFlagDefaults, ...flags }}>
        <MemoryRouter initialEntries={[path]}>
          {/* The help page's technical-support button opens a dialog (none is opened here). */}
          <DialogProvider registry={{}}>
            <Routes>
              <Route path={route} element={ui} />
            </Routes>
          </DialogProvider>
        </MemoryRouter>
      </FeatureFlagsContext.Provider>
    </IntlProvider>,
  );
  return Object.assign(result, { errors });
}
