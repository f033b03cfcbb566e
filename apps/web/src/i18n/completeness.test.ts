// Every text of the app exists in Japanese and Chinese (spec part 1 §1: en, ja and zh are the
// enabled languages). The catalogue falls back to English for a missing id, so nothing on screen
// would betray a gap: this test does. It also checks that each translation takes the same
// arguments and tags as the English text and formats without an error.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { commonMessages } from './messages/index.ts';

type Table = Readonly<Record<string, string>>;
type Tables = Readonly<Partial<Record<string, Table>>>;

const TRANSLATED = ['ja', 'zh'] as const;

const featureModules = import.meta.glob<{ messages?: Tables }>(
  ['../features/*/messages.ts', '../features/*/*/messages.ts', '../features/*/*/*/messages.ts'],
  { eager: true },
);
const sources: ReadonlyArray<readonly [string, Tables]> = [
  ['i18n/messages', commonMessages],
  ...Object.entries(featureModules).map(
    ([path, module]) => [path.replace('../', ''), module.messages ?? {}] as const,
  ),
];

/**
 * Texts that are the same in every language: product and plan names, browser names, a copyright
 * line. Anything else equal to its English text is an untranslated copy.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'app.name',
  'common.ok',
  'landing.footer.copyright',
  'info.plan.free',
  'info.plan.basic',
  'info.plan.advanced',
  'profile.plan.0',
  'profile.plan.1',
  'profile.plan.2',
  'info.browser.chrome',
  'info.browser.edge',
  'info.browser.firefox',
  'info.browser.safari',
  'info.browser.opera',
  // "Cookie" is the word Japanese and Chinese use too.
  'info.cookies.header.cookie',
]);

interface AstNode {
  readonly type: number;
  readonly value?: unknown;
  readonly options?: Readonly<Record<string, { readonly value: readonly AstNode[] }>>;
  readonly children?: readonly AstNode[];
}
// intl-messageformat's element types (TYPE in @formatjs/icu-messageformat-parser).
const NUMERIC = new Set([2, 6]); // number, plural
const NAMED = new Set([1, 2, 3, 4, 5, 6, 8]); // argument, number, date, time, select, plural, tag
const TAG = 8;

function collect(nodes: readonly AstNode[], into: Map<string, 'text' | 'number' | 'tag'>): void {
  for (const node of nodes) {
    if (NAMED.has(node.type) && typeof node.value === 'string')
      into.set(node.value, node.type === TAG ? 'tag' : NUMERIC.has(node.type) ? 'number' : 'text');
    for (const option of Object.values(node.options ?? {})) collect(option.value, into);
    if (node.children) collect(node.children, into);
  }
}

/** The argument and tag names a text uses; formatting it with them must raise no error. */
function namesUsed(locale: string, id: string, text: string): { names: string[]; errors: string[] } {
  const errors: string[] = [];
  const intl = createIntl({
    locale,
    messages: { [id]: text },
    onError: (error) => errors.push(`${id}: ${error.message.split('\n')[0] ?? ''}`),
  });
  const names = new Map<string, 'text' | 'number' | 'tag'>();
  try {
    collect(intl.formatters.getMessageFormat(text, locale).getAst(), names);
  } catch (error) {
    errors.push(`${id}: ${String(error)}`);
  }
  const values = Object.fromEntries(
    [...names].map(([name, kind]) => [
      name,
      kind === 'tag' ? (chunks: string[]) => chunks.join('') : kind === 'number' ? 2 : name,
    ]),
  );
  intl.formatMessage({ id }, values);
  return { names: [...names.keys()].sort(), errors };
}

describe.each(sources)('%s', (_, tables) => {
  const en = tables.en ?? {};
  const enIds = Object.keys(en);

  it('has English texts', () => {
    expect(enIds.length).toBeGreaterThan(0);
  });

  it.each(TRANSLATED)('has every English id in %s, and no others', (locale) => {
    const ids = Object.keys(tables[locale] ?? {});
    expect(enIds.filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id) => !enIds.includes(id))).toEqual([]);
  });

  it.each(TRANSLATED)('%s texts are translations, not English copies', (locale) => {
    const table = tables[locale] ?? {};
    const copies = enIds.filter((id) => table[id] === en[id] && !SAME_IN_EVERY_LANGUAGE.has(id));
    expect(copies).toEqual([]);
  });

  it.each(TRANSLATED)('%s texts format and use the arguments of the English text', (locale) => {
    const table = tables[locale] ?? {};
    const problems: string[] = [];
    for (const id of enIds) {
      const text = table[id];
      if (text === undefined) continue;
      const expected = namesUsed('en', id, en[id] ?? '');
      const actual = namesUsed(locale, id, text);
      problems.push(...expected.errors, ...actual.errors);
      if (text.trim() === '') problems.push(`${id}: empty`);
      if (actual.names.join() !== expected.names.join())
        problems.push(`${id}: {${actual.names.join()}} instead of {${expected.names.join()}}`);
    }
    expect(problems).toEqual([]);
  });
});
