export { CookieConsentBanner } from './CookieConsentBanner.tsx';
export { OutdatedBrowserBanner } from './OutdatedBrowserBanner.tsx';
export { isSupportedBrowser, detectBrowser, browserMinimums } from './browserSupport.ts';
export { readCookie, writeCookie, cookieDomainFor, cookieString } from './cookies.ts';
export * from './bannerCookies.ts';
