import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

const japanese = /[\u3040-\u30ff]/; // hiragana or katakana

const browser = useBrowser();

describe('language', () => {
  it('renders the landing page in Japanese with ?lang=ja', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl}/?lang=ja`);
    await page.getByTestId('landing-hero').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    expect(await page.getByTestId('landing-hero').innerText()).toMatch(japanese);
    expect(await page.getByTestId('top-bar').innerText()).toMatch(japanese);
    await page.close();
  });

  it('switches from English to Japanese with the language menu', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl}/`);
    const hero = page.getByTestId('landing-hero');
    await hero.waitFor();
    expect(await hero.innerText()).not.toMatch(japanese);
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-option-ja').click();
    await expect.poll(async () => hero.innerText(), { timeout: 10_000 }).toMatch(japanese);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('ja');
    await page.close();
  });
});

describe('mobile view', () => {
  it('shows the burger drawer at 800 px and the inline menu above', async () => {
    const mobile = await newPage(browser(), { width: 800, height: 900 });
    await mobile.goto(`${baseUrl}/`);
    const burger = mobile.getByTestId('burger-button');
    await burger.waitFor({ state: 'visible' });
    await burger.click();
    const drawer = mobile.getByTestId('nav-drawer');
    await drawer.waitFor({ state: 'visible' });
    expect(await drawer.locator('a[href="/plans"]').count()).toBeGreaterThan(0);
    await mobile.close();

    const desktop = await newPage(browser(), { width: 1280, height: 800 });
    await desktop.goto(`${baseUrl}/`);
    await desktop.getByTestId('top-bar').waitFor();
    expect(await desktop.getByTestId('burger-button').count()).toBe(0);
    await desktop.close();
  });
});
