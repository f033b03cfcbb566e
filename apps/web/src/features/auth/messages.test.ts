import { SIGN_UP_REFERRERS } from '@asperity/contract';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';

const enIds = Object.keys(messages.en);

describe('auth page messages', () => {
  it('has every English id in Japanese, and no others', () => {
    const ids = Object.keys(messages.ja);
    expect(enIds.filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id) => !enIds.includes(id))).toEqual([]);
  });

  it.each(['en', 'ja'] as const)('every %s text is non-empty ICU that formats', (locale) => {
    const errors: string[] = [];
    const intl = createIntl({ locale, messages: messages[locale], onError: (e) => errors.push(e.message) });
    const values = {
      email: 'a@b',
      hours: 24,
      minLength: 8,
      privacy: (c: string[]) => c.join(''),
      cookies: (c: string[]) => c.join(''),
    };
    for (const [id, text] of Object.entries(messages[locale])) {
      expect(text.trim(), id).not.toBe('');
      expect(intl.formatMessage({ id }, values), id).not.toMatch(/[{}]/);
    }
    expect(errors).toEqual([]);
  });

  it('names every referrer answer of the contract', () => {
    for (const referrer of SIGN_UP_REFERRERS) expect(enIds).toContain(`authPages.referrer.${referrer}`);
  });
});
