import { defaultLocale, localeFromHost, resolveLocale, type EnabledLocale } from '@asperity/contract';
import { rememberedLocale } from './languageCookie.ts';

/**
 * The locale the page was opened in: a `ja.`/`zh.` host, else `?lang=`, else the language chosen
 * before (the cookie), else en (spec part 1 §1; issue 15 §14).
 */
export function initialLocale(
  location: Pick<Location, 'hostname' | 'search'> = window.location,
  cookies: string = document.cookie,
): EnabledLocale {
  const fromHost = localeFromHost(location.hostname);
  if (fromHost) return fromHost;
  const lang = new URLSearchParams(location.search).get('lang');
  if (lang !== null) return resolveLocale({ langQuery: lang });
  return rememberedLocale(cookies) ?? defaultLocale;
}
