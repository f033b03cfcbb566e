// Interface languages (spec part 1 §1, part 3 §9): de, en, ja, ko and zh exist; only en, ja and zh
// are on. The language is chosen by moving to a language-specific host (`ja.example.org`); on hosts
// without a language prefix (localhost, a bare IP, the main host) a `lang` query parameter decides.

export const allLocales = ['de', 'en', 'ja', 'ko', 'zh'] as const;
export type Locale = (typeof allLocales)[number];

export const enabledLocales = ['en', 'ja', 'zh'] as const satisfies readonly Locale[];
export type EnabledLocale = (typeof enabledLocales)[number];

export const defaultLocale = 'en' satisfies EnabledLocale;

/** Names shown in the language menu, each in its own language. */
export const localeNames: Readonly<Record<Locale, string>> = {
  de: 'Deutsch',
  en: 'English',
  ja: '日本語',
  ko: '한국어',
  zh: '中文',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (allLocales as readonly string[]).includes(value);
}

export function isEnabledLocale(value: unknown): value is EnabledLocale {
  return typeof value === 'string' && (enabledLocales as readonly string[]).includes(value);
}

/** `ja-JP`, `JA`, `zh_Hans_CN` → their primary language subtag in lower case. */
function primaryLanguage(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** A known locale from a language tag (`ja-JP` → ja, `ZH_hans` → zh), or undefined. */
export function toLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const lang = primaryLanguage(tag);
  return isLocale(lang) ? lang : undefined;
}

/** The host name without port, in lower case (`Ja.Example.org:8080` → `ja.example.org`). */
function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  // IPv6 literals are bracketed (`[::1]:3000`) and never carry a language prefix.
  if (trimmed.startsWith('[')) return trimmed;
  return trimmed.split(':')[0] ?? '';
}

/**
 * The enabled locale a host names by its first label (`ja.` / `zh.`), or undefined. The English
 * site is the host without prefix, so `en.` is accepted too but never required. Disabled
 * locales (`de.`, `ko.`) give undefined, so those hosts fall back like any other.
 */
export function localeFromHost(host: string | null | undefined): EnabledLocale | undefined {
  if (!host) return undefined;
  const labels = hostName(host).split('.');
  // A single label (localhost) is a whole host, not a prefix.
  if (labels.length < 2) return undefined;
  const first = labels[0];
  return isEnabledLocale(first) ? first : undefined;
}

/**
 * The locale of a request: the host prefix first, then the `lang` query (any host, so local
 * development and preview hosts can switch), else en. A disabled or unknown language is en.
 */
export function resolveLocale(input: { host?: string | null; langQuery?: string | null }): EnabledLocale {
  const fromHost = localeFromHost(input.host);
  if (fromHost) return fromHost;
  const fromQuery = toLocale(input.langQuery);
  return isEnabledLocale(fromQuery) ? fromQuery : defaultLocale;
}

/**
 * The host that shows `locale`, derived from the current host (`ja.example.org` + zh →
 * `zh.example.org`; en → the host without prefix). Undefined when the host cannot carry a prefix
 * (localhost, IP addresses): the caller switches with `?lang=` there instead.
 */
export function hostForLocale(host: string, locale: EnabledLocale): string | undefined {
  const trimmed = host.trim().toLowerCase();
  const name = hostName(trimmed);
  const port = trimmed.slice(name.length);
  const labels = name.split('.');
  if (labels.length < 2 || /^[\d.]+$/.test(name) || name.startsWith('[')) return undefined;
  const base = isLocale(labels[0]) ? labels.slice(1) : labels;
  // `ja.localhost`-style hosts keep working, but `example` alone is not a site to prefix.
  if (base.length < 2 && base[0] !== 'localhost') return undefined;
  const target = locale === defaultLocale ? base : [locale, ...base];
  return target.join('.') + port;
}
