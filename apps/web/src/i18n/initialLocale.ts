import { resolveLocale, type EnabledLocale } from '@asperity/contract';

/** The locale the page was opened in: a `ja.`/`zh.` host, else `?lang=`, else en (spec part 1 §1). */
export function initialLocale(
  location: Pick<Location, 'hostname' | 'search'> = window.location,
): EnabledLocale {
  return resolveLocale({
    host: location.hostname,
    langQuery: new URLSearchParams(location.search).get('lang'),
  });
}
