// How the interface language maps to site hosts (spec part 1 §1: "the language is switched by moving
// to a language-specific site host"), as an installation setting (LANGUAGE_HOSTS, issue 15 §14):
//   - unset or `prefix`: the spec's hosts, `ja.<site>` and `zh.<site>` beside `<site>`;
//   - `off`: no language hosts (one host whose DNS has no ja./zh. names): the language is `?lang=` and
//     the remembered choice (the web app's language cookie);
//   - `en=example.org,ja=ja.example.org,zh=example.cn`: each language's own host, named explicitly.
// The server publishes it at LANGUAGE_HOSTS_PATH; the web app reads it before its first render.
import { z } from 'zod';
import {
  enabledLocales,
  hostForLocale,
  isEnabledLocale,
  localeFromHost,
  type EnabledLocale,
} from './locales.ts';

export const LANGUAGE_HOSTS_PATH = '/api/config/language-hosts';

export const languageHostsSchema = z
  .object({
    mode: z.enum(['prefix', 'off', 'map']),
    hosts: z
      .partialRecord(z.enum(enabledLocales), z.string())
      .describe('mode map: the host (name[:port], lower case) of each language listed')
      .optional(),
  })
  .meta({ id: 'LanguageHosts' });
export type LanguageHosts = z.infer<typeof languageHostsSchema>;

export const defaultLanguageHosts: LanguageHosts = { mode: 'prefix' };

/** The setting from its text; throws an Error naming the fault (the server refuses to start). */
export function parseLanguageHosts(text: string | undefined): LanguageHosts {
  const value = text?.trim() ?? '';
  if (value === '' || value === 'prefix') return defaultLanguageHosts;
  if (value === 'off') return { mode: 'off' };
  const hosts: Partial<Record<EnabledLocale, string>> = {};
  for (const entry of value.split(',')) {
    const [locale, host, extra] = entry.split('=').map((part) => part.trim().toLowerCase());
    if (!isEnabledLocale(locale) || !host || extra !== undefined || !/^[a-z0-9.-]+(:\d{1,5})?$/.test(host))
      throw new Error(
        `"${entry.trim()}" is not language=host with a language of ${enabledLocales.join(', ')} (e.g. ja=ja.example.org)`,
      );
    if (hosts[locale] !== undefined) throw new Error(`${locale} is given twice`);
    hosts[locale] = host;
  }
  return { mode: 'map', hosts };
}

/** The language a host stands for, if it is a language host under this setting. */
export function localeOfHost(setting: LanguageHosts, host: string): EnabledLocale | undefined {
  if (setting.mode === 'off') return undefined;
  if (setting.mode === 'prefix') return localeFromHost(host);
  const name = host.trim().toLowerCase();
  const entry = Object.entries(setting.hosts ?? {}).find(([, h]) => h === name || h.split(':')[0] === name);
  return entry && isEnabledLocale(entry[0]) ? entry[0] : undefined;
}

/** The host showing `locale` from `host` (name[:port]); undefined: switch with ?lang= here instead. */
export function languageHostFor(
  setting: LanguageHosts,
  host: string,
  locale: EnabledLocale,
): string | undefined {
  if (setting.mode === 'off') return undefined;
  if (setting.mode === 'prefix') return hostForLocale(host, locale);
  return setting.hosts?.[locale];
}
