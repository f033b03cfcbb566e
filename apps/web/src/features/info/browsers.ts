import { BROWSER_MINIMUM_VERSIONS, type SupportedBrowser } from '@asperity/contract';
import type { InfoMessageId } from './i18n/en.ts';

export const browserNameIds: Readonly<Record<SupportedBrowser, InfoMessageId>> = {
  chrome: 'info.browser.chrome',
  edge: 'info.browser.edge',
  firefox: 'info.browser.firefox',
  opera: 'info.browser.opera',
  safari: 'info.browser.safari',
  ios: 'info.browser.ios',
};

export interface BrowserMinimum {
  readonly id: SupportedBrowser;
  readonly name: InfoMessageId;
  readonly version: number;
}

/** The contract's browser minimums, in the contract's order. */
export function browserMinimums(): BrowserMinimum[] {
  return (Object.keys(BROWSER_MINIMUM_VERSIONS) as SupportedBrowser[]).map((id) => ({
    id,
    name: browserNameIds[id],
    version: BROWSER_MINIMUM_VERSIONS[id],
  }));
}
