import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages as notFoundMessages } from '../features/not-found/messages.ts';
import { renderApp } from '../test/render.tsx';
import { buildMessages } from './catalogue.ts';
import { initialLocale } from './initialLocale.ts';
import { planLocaleSwitch } from './localeSwitch.ts';
import { commonMessages } from './messages/index.ts';

vi.mock('../app/screens/landing.tsx', () => ({ default: () => <p>landing</p> }));

describe('locale resolution (spec part 1 §1)', () => {
  it.each([
    ['ja.asperity.io', '', 'ja'],
    ['zh.asperity.io', '?lang=ja', 'zh'],
    ['asperity.io', '', 'en'],
    ['localhost', '?lang=ja', 'ja'],
    ['127.0.0.1', '?lang=zh-CN', 'zh'],
    ['localhost', '?lang=de', 'en'],
    ['localhost', '?lang=ko', 'en'],
    ['localhost', '', 'en'],
  ] as const)('%s%s → %s', (hostname, search, locale) => {
    expect(initialLocale({ hostname, search }, '')).toBe(locale);
  });

  it.each([
    // The language chosen before opens a plain address (issue 15 §14)…
    ['localhost', '', 'asperity_lang=ja', 'ja'],
    ['asperity.io', '', 'other=1; asperity_lang=zh', 'zh'],
    // …but an address asking for one, and a language host, still decide.
    ['localhost', '?lang=zh', 'asperity_lang=ja', 'zh'],
    ['ja.asperity.io', '', 'asperity_lang=zh', 'ja'],
    // A language that is switched off (or nonsense) is ignored.
    ['localhost', '', 'asperity_lang=de', 'en'],
    ['localhost', '', 'asperity_lang=%E2%9C%93', 'en'],
  ] as const)('%s%s with cookie %s → %s', (hostname, search, cookies, locale) => {
    expect(initialLocale({ hostname, search }, cookies)).toBe(locale);
  });
});

describe('message catalogue', () => {
  it('translates every common and not-found text into Japanese and Chinese', () => {
    for (const locale of ['ja', 'zh'] as const) {
      expect(Object.keys(commonMessages[locale]).sort()).toEqual(Object.keys(commonMessages.en).sort());
      expect(Object.keys(notFoundMessages[locale]).sort()).toEqual(Object.keys(notFoundMessages.en).sort());
    }
    expect(buildMessages('ja')['nav.home']).toBe('ホーム');
    expect(buildMessages('zh')['nav.home']).toBe('首页');
  });

  it('contains the contract error messages under error.<code>', () => {
    expect(buildMessages('en')['error.quota-exceeded']).toMatch(/quota/i);
    expect(buildMessages('ja')['common.error.something_went_wrong']).toMatch(/[\u3040-\u30ff]/);
  });

  it('falls back to English for a missing translation', () => {
    const feature = { en: { 'demo.only': 'English only', 'demo.both': 'Both' }, ja: { 'demo.both': '両方' } };
    const ja = buildMessages('ja', [feature]);
    expect(ja['demo.only']).toBe('English only');
    expect(ja['demo.both']).toBe('両方');
    // German is partial: present ids are German, the rest English.
    const de = buildMessages('de');
    expect(de['auth.signOut']).toBe('Abmelden');
    expect(de['cookieConsent.accept']).toBe('Accept');
  });
});

describe('language switching (spec part 1 §1)', () => {
  it('uses ?lang= on local development hosts and hosts without a language prefix', () => {
    expect(planLocaleSwitch('http://localhost:5173/images?sort=name', 'ja')).toEqual({
      kind: 'query',
      search: '?sort=name&lang=ja',
    });
    expect(planLocaleSwitch('http://127.0.0.1:8080/?lang=ja', 'en')).toEqual({ kind: 'query', search: '' });
    expect(planLocaleSwitch('http://asperity.local/', 'zh')).toEqual({ kind: 'query', search: '?lang=zh' });
  });

  it('follows LANGUAGE_HOSTS: off stays on the host with ?lang=, a map moves to the named host', () => {
    expect(planLocaleSwitch('https://asperity.example/plans', 'ja', { mode: 'off' })).toEqual({
      kind: 'query',
      search: '?lang=ja',
    });
    const map = { mode: 'map', hosts: { en: 'asperity.example', zh: 'asperity.cn' } } as const;
    expect(planLocaleSwitch('https://asperity.example/plans?lang=ja', 'zh', map)).toEqual({
      kind: 'host',
      href: 'https://asperity.cn/plans',
    });
    // A language without a host of its own: ?lang= on this host.
    expect(planLocaleSwitch('https://asperity.example/plans', 'ja', map)).toEqual({
      kind: 'query',
      search: '?lang=ja',
    });
  });

  it('moves to the language host on a real site', () => {
    expect(planLocaleSwitch('https://asperity.io/plans?lang=zh#top', 'ja')).toEqual({
      kind: 'host',
      href: 'https://ja.asperity.io/plans#top',
    });
    expect(planLocaleSwitch('https://ja.asperity.io/help', 'zh')).toEqual({
      kind: 'host',
      href: 'https://zh.asperity.io/help',
    });
    expect(planLocaleSwitch('https://ja.asperity.io/', 'en')).toEqual({
      kind: 'host',
      href: 'https://asperity.io/',
    });
  });

  it('renders Japanese navigation and sets <html lang> for ja', async () => {
    renderApp('/gallery', { locale: 'ja' });
    const bar = await screen.findByTestId('top-bar');
    expect(bar.textContent).toContain('ホーム');
    expect(bar.textContent).toContain('コミュニティ');
    await waitFor(() => expect(bar.textContent).toContain('ログイン'));
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    expect((await screen.findByTestId('gallery-page')).textContent).toContain('公開ギャラリー');
  });

  it('offers en, ja and zh only, and switches in place with ?lang=', async () => {
    const { router } = renderApp('/gallery');
    fireEvent.click(await screen.findByTestId('language-menu'));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('data-testid')),
    ).toEqual(['language-option-en', 'language-option-ja', 'language-option-zh']);
    fireEvent.click(within(menu).getByTestId('language-option-ja'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('lang')).toBe('ja'));
    await waitFor(() => expect(screen.getByTestId('top-bar').textContent).toContain('ホーム'));
    expect(document.documentElement.lang).toBe('ja');

    // In-app links do not carry ?lang=; it is put back so a reload keeps the language.
    await router.navigate('/plans-not-here');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('lang')).toBe('ja'));
    expect(router.state.location.pathname).toBe('/plans-not-here');
    expect((await screen.findByTestId('not-found-page')).textContent).toContain('ページが見つかりません');
  });
});
