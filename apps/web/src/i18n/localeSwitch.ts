// How the interface language changes (spec part 1 §1: "switched by moving to a language-specific
// site host"). On a real site the browser moves to the `ja.` / `zh.` host; on local development
// hosts and hosts that cannot carry a prefix, the `lang` query parameter says it instead.
import { defaultLocale, hostForLocale, type EnabledLocale } from '@asperity/contract';
import { isLocalDevelopmentHost } from '../app/hosts.ts';

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

export function planLocaleSwitch(href: string, locale: EnabledLocale): LocaleSwitch {
  const url = new URL(href);
  const targetHost = isLocalDevelopmentHost(url.hostname) ? undefined : hostForLocale(url.host, locale);
  if (targetHost === undefined) return { kind: 'query', search: withLangQuery(url.search, locale) };
  url.host = targetHost;
  // The host decides from now on; a leftover ?lang= would only confuse a shared link.
  url.searchParams.delete(LANG_QUERY);
  return { kind: 'host', href: url.toString() };
}
