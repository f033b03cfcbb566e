// How the interface language changes (spec part 1 §1: "switched by moving to a language-specific
// site host"). On a real site the browser moves to the language's host (`ja.` / `zh.` by default,
// or as LANGUAGE_HOSTS names them); on local development hosts, hosts that cannot carry a prefix and
// installations without language hosts (LANGUAGE_HOSTS=off), the `lang` query parameter says it.
import { defaultLocale, languageHostFor, type EnabledLocale, type LanguageHosts } from '@asperity/contract';
import { isLocalDevelopmentHost } from '../app/hosts.ts';
import { languageHosts } from './languageHosts.ts';

export type LocaleSwitch =
  { readonly kind: 'host'; readonly href: string } | { readonly kind: 'query'; readonly search: string };

export const LANG_QUERY = 'lang';

export function withLangQuery(search: string, locale: EnabledLocale): string {
  const params = new URLSearchParams(search);
  if (locale === defaultLocale) params.delete(LANG_QUERY);
  else params.set(LANG_QUERY, locale);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function planLocaleSwitch(
  href: string,
  locale: EnabledLocale,
  setting: LanguageHosts = languageHosts(),
): LocaleSwitch {
  const url = new URL(href);
  // Spec prefix hosts are never derived from a local development host; named hosts (LANGUAGE_HOSTS
  // map) are where the installation says, and `off` never moves.
  const targetHost =
    setting.mode === 'prefix' && isLocalDevelopmentHost(url.hostname)
      ? undefined
      : languageHostFor(setting, url.host, locale);
  if (targetHost === undefined) return { kind: 'query', search: withLangQuery(url.search, locale) };
  url.host = targetHost;
  // The host decides from now on; a leftover ?lang= would only confuse a shared link.
  url.searchParams.delete(LANG_QUERY);
  return { kind: 'host', href: url.toString() };
}
