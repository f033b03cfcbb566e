import { defaultLocale, localeOfHost, resolveLocale, type EnabledLocale } from '@asperity/contract';
import { rememberedLocale } from './languageCookie.ts';
import { languageHosts } from './languageHosts.ts';

/**
 * The locale the page was opened in: a language host (LANGUAGE_HOSTS), else `?lang=`, else the language chosen
 * before (the cookie), else en (spec part 1 §1; issue 15 §14).
 */
export function initialLocale(
  location: Pick<Location, 'hostname' | 'search'> = window.location,
  cookies: string = document.cookie,
): EnabledLocale {
  const fromHost = localeOfHost(languageHosts(), location.hostname);
  if (fromHost) return fromHost;
  const lang = new URLSearchParams(location.search).get('lang');
  if (lang !== null) return resolveLocale({ langQuery: lang });
  return rememberedLocale(cookies) ?? defaultLocale;
}
