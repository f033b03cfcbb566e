import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { detectBrowser, isSupportedBrowser } from './browserSupport.ts';
import { CookieConsentBanner } from './CookieConsentBanner.tsx';
import { cookieDomainFor, cookieString, readCookie } from './cookies.ts';
import { OutdatedBrowserBanner } from './OutdatedBrowserBanner.tsx';

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return renderWithProviders(<RouterProvider router={router} />);
}

const userAgents = {
  chrome56:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/56.0.2924.87 Safari/537.36',
  chrome57:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/57.0.2987.133 Safari/537.36',
  edge13:
    'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/46.0 Safari/537.36 Edge/13.10586',
  edge14:
    'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/51.0 Safari/537.36 Edge/14.14393',
  edge120:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
  firefox52: 'Mozilla/5.0 (X11; Linux x86_64; rv:52.0) Gecko/20100101 Firefox/52.0',
  firefox53: 'Mozilla/5.0 (X11; Linux x86_64; rv:53.0) Gecko/20100101 Firefox/53.0',
  opera43:
    'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/56.0.2924.87 Safari/537.36 OPR/43.0.2442.991',
  opera44:
    'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/57.0.2987.133 Safari/537.36 OPR/44.0.2510.857',
  safari9:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_6) AppleWebKit/601.7.7 (KHTML, like Gecko) Version/9.1.2 Safari/601.7.7',
  safari10:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_12) AppleWebKit/602.1.50 (KHTML, like Gecko) Version/10.0 Safari/602.1.50',
  ios9: 'Mozilla/5.0 (iPhone; CPU iPhone OS 9_3_5 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Version/9.0 Mobile/13G36 Safari/601.1',
  ios10chrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3 like Mac OS X) AppleWebKit/602.1.50 (KHTML, like Gecko) CriOS/56.0.2924.75 Mobile/14E5239e Safari/602.1',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
};

describe('browser minimums (spec part 1 §1)', () => {
  it.each([
    ['chrome56', false],
    ['chrome57', true],
    ['edge13', false],
    ['edge14', true],
    ['edge120', true],
    ['firefox52', false],
    ['firefox53', true],
    ['opera43', false],
    ['opera44', true],
    ['safari9', false],
    ['safari10', true],
    ['ios9', false],
    ['ios10chrome', true],
    ['ie11', false],
  ] as const)('%s supported: %s', (name, supported) => {
    expect(isSupportedBrowser(userAgents[name])).toBe(supported);
  });

  it('judges every iOS browser by the iOS version', () => {
    expect(detectBrowser(userAgents.ios10chrome)).toEqual({ name: 'ios', major: 10 });
  });

  it('gives unknown browsers the benefit of the doubt', () => {
    expect(isSupportedBrowser('SomeBot/1.0')).toBe(true);
  });
});

describe('banner cookies (spec part 1 §9)', () => {
  it('lives 365 days on path / with SameSite Lax', () => {
    const text = cookieString('cookie_consent', 'accepted', 'asperity.io', new Date('2026-01-01T00:00:00Z'));
    expect(text).toContain('cookie_consent=accepted');
    expect(text).toContain('expires=Fri, 01 Jan 2027 00:00:00 GMT');
    expect(text).toContain(`max-age=${365 * 24 * 3600}`);
    expect(text).toContain('path=/');
    expect(text).toContain('SameSite=Lax');
  });

  it('sets a domain except on local development hosts', () => {
    expect(cookieDomainFor('localhost')).toBeUndefined();
    expect(cookieDomainFor('127.0.0.1')).toBeUndefined();
    expect(cookieDomainFor('asperity.local')).toBeUndefined();
    expect(cookieDomainFor('asperity.io')).toBe('asperity.io');
    // One answer for every language host.
    expect(cookieDomainFor('ja.asperity.io')).toBe('asperity.io');
    expect(cookieDomainFor('www.asperity.io')).toBe('asperity.io');
    expect(cookieString('a', 'b', 'localhost')).not.toContain('domain=');
    expect(cookieString('a', 'b', 'zh.asperity.io')).toContain('domain=asperity.io');
  });
});

describe('cookie consent banner (spec part 1 §4)', () => {
  it('shows until accepted and stores "accepted"', () => {
    renderInRouter(<CookieConsentBanner />);
    expect(screen.getByTestId('cookie-consent')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cookie-consent-accept'));
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
    expect(readCookie('cookie_consent')).toBe('accepted');
  });

  it('stays hidden when the cookie already says accepted', () => {
    document.cookie = 'cookie_consent=accepted; path=/';
    renderInRouter(<CookieConsentBanner />);
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
  });

  it('shows again for any other cookie value', () => {
    document.cookie = 'cookie_consent=maybe; path=/';
    renderInRouter(<CookieConsentBanner />);
    expect(screen.getByTestId('cookie-consent')).toBeTruthy();
  });
});

describe('outdated-browser banner (spec part 1 §4)', () => {
  it('is shown for a browser below the minimums and closing stores NOT_SHOW', () => {
    renderWithProviders(<OutdatedBrowserBanner userAgent={userAgents.firefox52} />);
    const banner = screen.getByTestId('outdated-browser');
    fireEvent.click(banner.querySelector('button')!);
    expect(screen.queryByTestId('outdated-browser')).toBeNull();
    expect(readCookie('outdated_browser')).toBe('NOT_SHOW');
  });

  it('is not shown again once the cookie says NOT_SHOW', () => {
    document.cookie = 'outdated_browser=NOT_SHOW; path=/';
    renderWithProviders(<OutdatedBrowserBanner userAgent={userAgents.firefox52} />);
    expect(screen.queryByTestId('outdated-browser')).toBeNull();
  });

  it('is not shown for a supported browser', () => {
    renderWithProviders(<OutdatedBrowserBanner userAgent={userAgents.chrome57} />);
    expect(screen.queryByTestId('outdated-browser')).toBeNull();
  });
});
