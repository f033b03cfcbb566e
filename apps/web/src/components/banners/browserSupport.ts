// Spec part 1 §1: browser minimums Chrome 57, Edge 14, Firefox 53, Opera 44, Safari 10, iOS 10.
// Every iOS browser is WebKit, so there the iOS version decides, whatever the brand.
import { BROWSER_MINIMUM_VERSIONS } from '@asperity/contract';

export type BrowserName = 'chrome' | 'edge' | 'firefox' | 'opera' | 'safari' | 'ios' | 'ie';

export const browserMinimums: Readonly<Record<Exclude<BrowserName, 'ie'>, number>> = BROWSER_MINIMUM_VERSIONS;

export interface DetectedBrowser {
  readonly name: BrowserName;
  readonly major: number;
}

const major = (match: RegExpMatchArray | null): number | undefined => {
  const value = match?.[1];
  return value === undefined ? undefined : Number.parseInt(value, 10);
};

export function detectBrowser(userAgent: string): DetectedBrowser | undefined {
  const ios = userAgent.match(/\((?:iPhone|iPad|iPod)[^)]*? OS (\d+)[_\d]*/);
  if (ios) return { name: 'ios', major: major(ios) ?? 0 };
  const checks: ReadonlyArray<readonly [BrowserName, RegExp]> = [
    ['ie', /(?:MSIE |Trident\/.*rv:)(\d+)/],
    ['edge', /Edge?\/(\d+)/],
    ['opera', /(?:OPR|Opera)\/(\d+)/],
    ['firefox', /Firefox\/(\d+)/],
    ['chrome', /(?:Chrome|Chromium|CriOS)\/(\d+)/],
    ['safari', /Version\/(\d+)[.\d]* .*Safari\//],
  ];
  for (const [name, pattern] of checks) {
    const version = major(userAgent.match(pattern));
    if (version !== undefined) return { name, major: version };
  }
  return undefined;
}

/** Unknown browsers get the benefit of the doubt; Internet Explorer is never supported. */
export function isSupportedBrowser(userAgent: string): boolean {
  const browser = detectBrowser(userAgent);
  if (!browser) return true;
  if (browser.name === 'ie') return false;
  return browser.major >= browserMinimums[browser.name];
}
