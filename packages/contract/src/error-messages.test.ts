import { describe, expect, it } from 'vitest';
import {
  errorMessageArguments,
  errorMessageId,
  errorMessages,
  formatErrorMessage,
  GENERIC_ERROR_MESSAGE_ID,
  messageFor,
} from './error-messages.ts';
import { errorMessageKeys, type ErrorMessageKey } from './errors.ts';
import { allLocales } from './locales.ts';

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const HAN = /\p{Script=Han}/u;
const argumentsOf = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('error messages', () => {
  it.each(errorMessageKeys)('%s has an English and a Japanese message', (key) => {
    const en = errorMessages.en[`error.${key}`];
    const ja = errorMessages.ja[`error.${key}`];
    expect(en).toMatch(/\w/);
    expect(ja).toMatch(JAPANESE);
    expect(ja).not.toBe(en);
  });

  it.each(errorMessageKeys)('%s uses the same arguments in every locale', (key) => {
    const expected = [...(errorMessageArguments[key] ?? [])].sort();
    for (const locale of allLocales)
      expect(argumentsOf(errorMessages[locale][`error.${key}`]!)).toEqual(expected);
  });

  it('has complete react-intl tables for every locale, generic id included', () => {
    for (const locale of allLocales) {
      const table = errorMessages[locale];
      expect(Object.keys(table)).toHaveLength(errorMessageKeys.length + 1);
      expect(table[GENERIC_ERROR_MESSAGE_ID]).toBeTruthy();
    }
    expect(GENERIC_ERROR_MESSAGE_ID).toBe('common.error.something_went_wrong');
  });

  it('never uses ICU quoting or plural syntax (messageFor fills only plain arguments)', () => {
    for (const locale of allLocales) {
      for (const text of Object.values(errorMessages[locale])) {
        expect(text).not.toMatch(/'[{}#']|[<>]|\{\w+,/);
      }
    }
  });

  const specTexts: [ErrorMessageKey, string][] = [
    ['quota-exceeded', 'Maximum quota exceeded'],
    ['save-image-settings-failed', 'Could not save the image, try again'],
    ['image-save-failed', 'Could not save the image, try again'],
    ['something-went-wrong', 'Something went wrong, please try again or request support.'],
    ['connection-lost', "Couldn't connect to the server. Please check your Internet connection."],
    ['step-height-missing', 'Step height is missing.'],
    ['fetching-quota-failed', 'Error while retrieving quota information'],
    ['wrong-recovery-key', 'Invalid recovery key'],
    ['invalid-url', 'Please enter a valid URL.'],
    ['auth/referrer-required', 'You must answer this question to continue'],
    ['too-many-failed-login-attempts', '10 minutes'],
    ['image-length-exceeded', 'Image length exceeded'],
    ['restricted-name', 'choose another'],
  ];
  it.each(specTexts)('%s uses the spec text', (key, text) => {
    expect(messageFor(key, 'en')).toContain(text);
  });

  it('says 10 minutes in Japanese too', () => {
    expect(messageFor('too-many-failed-login-attempts', 'ja')).toContain('10分');
  });

  it('fills the extension and file names', () => {
    expect(messageFor('unsupported-image-type', 'en', { extension: 'xyz' })).toBe(
      'The file type .xyz is not supported.',
    );
    expect(messageFor('image-type-unsupported', 'ja', { extension: 'xyz' })).toBe(
      'ファイル形式「.xyz」には対応していません。',
    );
    expect(messageFor('excessive-overlap', 'en', { file1: 'a.sur', file2: 'b.sur' })).toBe(
      'The images a.sur and b.sur overlap too much to be stitched.',
    );
    expect(messageFor('no-overlap', 'en', { file: 'c.x3p' })).toBe(
      'The image c.x3p does not overlap any other image.',
    );
  });

  it('leaves an argument without value visible', () => {
    expect(messageFor('no-overlap', 'en')).toContain('{file}');
    expect(formatErrorMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('messageFor fallbacks', () => {
  it('gives the generic message for an unknown code, in the asked locale', () => {
    expect(messageFor('no-such-code', 'en')).toBe(
      'Something went wrong, please try again or request support.',
    );
    expect(messageFor('no-such-code', 'ja')).toBe(messageFor('something-went-wrong', 'ja'));
    expect(messageFor('no-such-code', 'zh')).toMatch(HAN);
    expect(errorMessageId('no-such-code')).toBe('common.error.something_went_wrong');
    expect(errorMessageId('quota-exceeded')).toBe('error.quota-exceeded');
    expect(errorMessageId('connection-lost')).toBe('error.connection-lost');
  });

  it('gives English for an unsupported locale', () => {
    expect(messageFor('quota-exceeded', 'fr')).toBe('Maximum quota exceeded.');
    expect(messageFor('quota-exceeded', '')).toBe('Maximum quota exceeded.');
    expect(messageFor('no-such-code', 'fr')).toBe(
      'Something went wrong, please try again or request support.',
    );
  });

  it('reads regional tags by their language', () => {
    expect(messageFor('quota-exceeded', 'ja-JP')).toBe('保存容量の上限を超えています。');
  });

  it('falls back to English for untranslated zh, de and ko entries', () => {
    expect(messageFor('quota-exceeded', 'zh')).toBe('Maximum quota exceeded.');
    expect(messageFor('quota-exceeded', 'de')).toBe('Maximum quota exceeded.');
    expect(errorMessages.ko['error.quota-exceeded']).toBe('Maximum quota exceeded.');
  });

  it('has Chinese for the generic, connection-lost and not-found messages', () => {
    for (const key of ['something-went-wrong', 'connection-lost', 'not-found'] as const) {
      expect(messageFor(key, 'zh')).toMatch(HAN);
    }
    expect(errorMessages.zh[GENERIC_ERROR_MESSAGE_ID]).toMatch(HAN);
  });
});
