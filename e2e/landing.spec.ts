import { describe, expect, inject, it } from 'vitest';
import { distinctCanvasColours, newPage, useBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

const browser = useBrowser();

describe('landing page', () => {
  it('renders every section and draws the live 3D demo', async () => {
    const page = await newPage(browser());
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    for (const id of [
      'top-bar',
      'landing-hero',
      'landing-cta',
      'landing-features',
      'landing-specification',
      'landing-plans',
      'site-footer',
    ]) {
      await page.getByTestId(id).first().waitFor({ state: 'visible' });
    }
    await expect(page.title()).resolves.toMatch(/Asperity/);
    // The demo canvas must show a shaded surface, not a blank or single-colour frame.
    const canvas = '[data-testid="hero-demo"] canvas';
    await page.waitForSelector(canvas);
    await expect
      .poll(() => distinctCanvasColours(page, canvas), { timeout: 30_000, interval: 500 })
      .toBeGreaterThan(50);
    await page.close();
  });

  it('sends signed-out visitors from the call to action to sign-up', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl}/`);
    const cta = page.getByTestId('landing-cta').locator('a[href="/sign-up"]').first();
    await cta.waitFor();
    await cta.click();
    await page.waitForURL(/\/sign-up$/);
    await page.close();
  });
});
