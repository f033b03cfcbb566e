import { describe, expect, it } from 'vitest';
import {
  allLocales,
  defaultLocale,
  enabledLocales,
  hostForLocale,
  isEnabledLocale,
  localeFromHost,
  resolveLocale,
  toLocale,
} from './locales.ts';

describe('locales', () => {
  it('has de, en, ja, ko, zh with en, ja, zh on and en as default', () => {
    expect([...allLocales]).toEqual(['de', 'en', 'ja', 'ko', 'zh']);
    expect([...enabledLocales]).toEqual(['en', 'ja', 'zh']);
    expect(defaultLocale).toBe('en');
    expect(isEnabledLocale('de')).toBe(false);
  });

  it.each([
    ['ja.asperity.org', 'ja'],
    ['zh.asperity.org', 'zh'],
    ['JA.Asperity.org:8443', 'ja'],
    ['en.asperity.org', 'en'],
    ['asperity.org', undefined],
    ['www.asperity.org', undefined],
    ['de.asperity.org', undefined],
    ['ko.asperity.org', undefined],
    ['localhost:5173', undefined],
    ['ja', undefined],
    ['127.0.0.1:3000', undefined],
    ['[::1]:3000', undefined],
    ['japan.example.com', undefined],
    ['', undefined],
  ])('localeFromHost(%s) = %s', (host, expected) => {
    expect(localeFromHost(host)).toBe(expected);
  });

  it.each([
    [{ host: 'ja.asperity.org' }, 'ja'],
    [{ host: 'ja.asperity.org', langQuery: 'zh' }, 'ja'],
    [{ host: 'localhost:5173', langQuery: 'ja' }, 'ja'],
    [{ host: 'asperity.org', langQuery: 'zh-CN' }, 'zh'],
    [{ host: 'localhost', langQuery: 'ZH' }, 'zh'],
    [{ host: 'localhost', langQuery: 'de' }, 'en'],
    [{ host: 'de.asperity.org', langQuery: 'ko' }, 'en'],
    [{ host: 'localhost', langQuery: 'xx' }, 'en'],
    [{ host: 'localhost', langQuery: '' }, 'en'],
    [{ host: null, langQuery: null }, 'en'],
    [{}, 'en'],
  ])('resolveLocale(%o) = %s', (input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });

  it('reads language tags by their primary subtag', () => {
    expect(toLocale('ja-JP')).toBe('ja');
    expect(toLocale('zh_Hans_CN')).toBe('zh');
    expect(toLocale('de')).toBe('de');
    expect(toLocale('fr-FR')).toBeUndefined();
    expect(toLocale(undefined)).toBeUndefined();
  });

  it('derives the host of another language', () => {
    expect(hostForLocale('asperity.org', 'ja')).toBe('ja.asperity.org');
    expect(hostForLocale('ja.asperity.org:8443', 'zh')).toBe('zh.asperity.org:8443');
    expect(hostForLocale('zh.asperity.org', 'en')).toBe('asperity.org');
    expect(hostForLocale('de.asperity.org', 'ja')).toBe('ja.asperity.org');
    expect(hostForLocale('localhost:5173', 'ja')).toBeUndefined();
    expect(hostForLocale('10.0.0.2', 'ja')).toBeUndefined();
  });
});
