import { describe, expect, it } from 'vitest';
import { languageHostFor, localeOfHost, parseLanguageHosts } from './language-hosts.ts';

describe('LANGUAGE_HOSTS (spec part 1 §1, issue 15 §14)', () => {
  it('is the spec prefix hosts by default', () => {
    for (const text of [undefined, '', ' prefix ']) {
      const setting = parseLanguageHosts(text);
      expect(setting).toEqual({ mode: 'prefix' });
      expect(localeOfHost(setting, 'ja.asperity.io')).toBe('ja');
      expect(languageHostFor(setting, 'asperity.io', 'zh')).toBe('zh.asperity.io');
    }
  });

  it('switches language hosts off: no host is a language host, no switch moves host', () => {
    const off = parseLanguageHosts('off');
    expect(localeOfHost(off, 'ja.asperity.io')).toBeUndefined();
    expect(languageHostFor(off, 'asperity.io', 'ja')).toBeUndefined();
  });

  it('maps each language to the host named for it', () => {
    const map = parseLanguageHosts('en=Example.org, ja=ja.example.org:8443,zh=example.cn');
    expect(map).toEqual({
      mode: 'map',
      hosts: { en: 'example.org', ja: 'ja.example.org:8443', zh: 'example.cn' },
    });
    expect(localeOfHost(map, 'example.cn')).toBe('zh');
    expect(localeOfHost(map, 'ja.example.org')).toBe('ja');
    expect(localeOfHost(map, 'other.example.org')).toBeUndefined();
    expect(languageHostFor(map, 'example.org', 'ja')).toBe('ja.example.org:8443');
  });

  it('refuses what it cannot read, naming the entry', () => {
    expect(() => parseLanguageHosts('de=de.example.org')).toThrow(/"de=de.example.org"/);
    expect(() => parseLanguageHosts('ja')).toThrow(/language=host/);
    expect(() => parseLanguageHosts('ja=ja.example.org,ja=x.example.org')).toThrow(/ja is given twice/);
    expect(() => parseLanguageHosts('ja=http://ja.example.org')).toThrow(/language=host/);
  });
});
