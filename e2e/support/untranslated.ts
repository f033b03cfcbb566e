// Finds what a page in another language shows that is not in that language: a message id (what
// react-intl prints for an unknown id) or an English text (what the catalogue falls back to for a
// missing translation). The texts come from the app's own tables, so no string is repeated here.
import { errorMessages, type Locale } from '@asperity/contract';
import type { Page } from 'playwright-core';
import { messages as auth } from '../../apps/web/src/features/auth/messages.ts';
import { messages as library } from '../../apps/web/src/features/library/messages.ts';
import { messages as notFound } from '../../apps/web/src/features/not-found/messages.ts';
import { messages as profile } from '../../apps/web/src/features/profile/messages.ts';
import { commonMessages } from '../../apps/web/src/i18n/messages/index.ts';

type Table = Readonly<Record<string, string>>;
type Tables = Readonly<Partial<Record<Locale, Table>>>;

const tables: readonly Tables[] = [commonMessages, errorMessages, auth, library, profile, notFound];

/** One locale's texts of the pages the specs walk (common, errors, auth, library, profile). */
export function textsOf(locale: Locale): Table {
  return Object.assign({}, ...tables.map((table) => table[locale] ?? {})) as Table;
}

const ids = new Set(tables.flatMap((table) => Object.keys(table.en ?? {})));

/**
 * The literal runs of an ICU text (arguments, plural branches and tags removed) long enough to
 * be recognised on a page: 4 characters or more with a letter.
 */
function literalRuns(text: string): string[] {
  let plain = text;
  // Innermost braces first, until none is left: `{n, plural, one {# file} other {# files}}`.
  for (let previous = ''; previous !== plain;) {
    previous = plain;
    plain = plain.replace(/\{[^{}]*\}/g, '\u0000');
  }
  return plain
    .replace(/<\/?\w+>/g, '\u0000')
    .split('\u0000')
    .map((run) => run.trim())
    .filter((run) => run.length >= 4 && /[A-Za-z]/.test(run));
}

/** English runs that must not show in `locale`: those its own translation does not contain. */
function englishRuns(locale: Locale): string[] {
  const en = textsOf('en');
  const translated = textsOf(locale);
  const runs = new Set<string>();
  for (const [id, text] of Object.entries(en)) {
    const own = translated[id];
    if (own === undefined || own === text) continue;
    for (const run of literalRuns(text)) if (!own.includes(run)) runs.add(run);
  }
  return [...runs];
}

/** Visible text and accessible names (aria-label, alt, placeholder, title) of the page. */
async function shownTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes: string[] = [];
    document.querySelectorAll('[aria-label], img[alt], [placeholder]').forEach((element) => {
      for (const name of ['aria-label', 'alt', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) attributes.push(value);
      }
    });
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

/** Message ids and English fallbacks shown on the page; `allowed` are user data (names, files). */
export async function untranslated(
  page: Page,
  locale: Locale,
  allowed: readonly string[] = [],
): Promise<string[]> {
  let shown = await shownTexts(page);
  for (const text of allowed) shown = shown.split(text).join(' ');
  const found = [...ids].filter((id) => shown.includes(id));
  const english = englishRuns(locale).filter((run) => new RegExp(`(^|\\W)${escape(run)}(\\W|$)`).test(shown));
  return [...found.map((id) => `id ${id}`), ...english.map((run) => `English “${run}”`)];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
