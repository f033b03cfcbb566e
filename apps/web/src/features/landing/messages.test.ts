import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';

const enIds = Object.keys(messages.en);

describe('landing messages', () => {
  it.each(['ja', 'zh'] as const)('%s has every English id, and no others', (locale) => {
    const ids = Object.keys(messages[locale]);
    expect(enIds.filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id) => !enIds.includes(id))).toEqual([]);
  });

  it.each(['en', 'ja', 'zh'] as const)('every %s text is non-empty ICU that formats', (locale) => {
    const errors: string[] = [];
    const intl = createIntl({ locale, messages: messages[locale], onError: (e) => errors.push(e.message) });
    for (const [id, text] of Object.entries(messages[locale])) {
      expect(text.trim(), id).not.toBe('');
      expect(intl.formatMessage({ id }, { count: 7 }), id).not.toMatch(/[{}]/);
    }
    expect(errors).toEqual([]);
  });

  it('keeps every id under the landing prefix', () => {
    expect(enIds.filter((id) => !id.startsWith('landing.'))).toEqual([]);
  });
});
