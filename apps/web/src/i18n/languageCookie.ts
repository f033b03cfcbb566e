// The chosen interface language, remembered in a cookie (issue 15 §14) so a new visit — a typed
// address, a bookmark, a new tab — opens in it, not only an address carrying ?lang=. Same lifetime,
// path and SameSite as the banner cookies (spec part 1 §9), on the parent domain so every host shares
// it. A language host (ja.…, zh.…) still decides on its own host.
import { toLocale, isEnabledLocale, type EnabledLocale } from '@asperity/contract';
import { readCookie, writeCookie } from '../components/banners/cookies.ts';

export const LANGUAGE_COOKIE = 'asperity_lang';

/** The remembered language, if it is one that is switched on. */
export function rememberedLocale(cookies: string = document.cookie): EnabledLocale | undefined {
  const value = toLocale(readCookie(LANGUAGE_COOKIE, cookies));
  return isEnabledLocale(value) ? value : undefined;
}

export function rememberLocale(locale: EnabledLocale): void {
  writeCookie(LANGUAGE_COOKIE, locale);
}
