import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { sectionMessageIds } from './article.ts';
import { analysisSections } from './content/analysis.ts';
import { cookieSections } from './content/cookies.ts';
import { HELP_TOPIC_IDS, helpTopics } from './content/helpTopics.ts';
import { privacySections } from './content/privacy.ts';
import { shareSections } from './content/share.ts';
import { termsSections } from './content/terms.ts';
import { messages } from './messages.ts';

const enIds = Object.keys(messages.en);
const sampleValues = {
  storage: '1 GB',
  price: '$29',
  feature: 'x',
  languages: 'English',
  value: 'v',
  cookieDays: 365,
  threshold: 0.2,
  samplesMin: 1,
  samplesMax: 100,
  bins: 20,
  percent: '50%',
  width: 640,
  height: 360,
  sigMin: 2,
  sigMax: 6,
  decMin: 0,
  decMax: 6,
  heightMin: 0,
  heightMax: 5,
  xyMin: 1,
  xyMax: 10,
  size: '20 MB',
  unconfirmedDays: 90,
  hours: 24,
  minutes: 10,
  characters: '< >',
  maxLength: 255,
  path: '/',
  sameSite: 'Lax',
};

describe('information page messages', () => {
  it('has a Japanese text for every English id', () => {
    const ja = Object.keys(messages.ja);
    expect(enIds.filter((id) => !ja.includes(id))).toEqual([]);
    expect(ja.filter((id) => !enIds.includes(id))).toEqual([]);
  });

  it('has Chinese only for ids that exist in English', () => {
    expect(Object.keys(messages.zh).filter((id) => !enIds.includes(id))).toEqual([]);
  });

  it('has Chinese page titles and the whole help index', () => {
    const required = [
      'info.plans.title',
      'info.share.title',
      'info.analysis.title',
      'info.viewer.title',
      'info.specification.title',
      'info.help.title',
      'info.help.intro',
      'info.privacy.title',
      'info.cookies.title',
      'info.terms.title',
      ...HELP_TOPIC_IDS.flatMap((id) => [helpTopics[id].title, helpTopics[id].summary]),
    ];
    expect(required.filter((id) => !(id in messages.zh))).toEqual([]);
  });

  it.each(['en', 'ja', 'zh'] as const)('every %s text is non-empty ICU that formats', (locale) => {
    const errors: string[] = [];
    const intl = createIntl({ locale, messages: messages[locale], onError: (e) => errors.push(e.message) });
    for (const [id, text] of Object.entries(messages[locale])) {
      expect(text.trim(), id).not.toBe('');
      expect(intl.formatMessage({ id }, sampleValues), id).not.toMatch(/[{}]/);
    }
    expect(errors).toEqual([]);
  });

  it('uses the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const locale of ['ja', 'zh'] as const) {
      for (const [id, text] of Object.entries(messages[locale])) {
        expect(placeholders(text), `${locale} ${id}`).toEqual(
          placeholders(messages.en[id as keyof typeof messages.en]),
        );
      }
    }
  });

  it('gives every help article at least two sections and nothing unused', () => {
    for (const id of HELP_TOPIC_IDS) expect(helpTopics[id].sections.length, id).toBeGreaterThanOrEqual(2);
    const used = new Set([
      ...[analysisSections, cookieSections, privacySections, shareSections, termsSections].flatMap(
        sectionMessageIds,
      ),
      ...HELP_TOPIC_IDS.flatMap((id) => sectionMessageIds(helpTopics[id].sections)),
    ]);
    const articleIds = enIds.filter((id) => /^info\.helpTopic\.[^.]+\.[^.]+\.(title|p\d|li\d)$/.test(id));
    expect(articleIds.filter((id) => !used.has(id as never))).toEqual([]);
  });
});
