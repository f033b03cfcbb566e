import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

const browser = useBrowser();

describe('information and error pages', () => {
  it('serves the plans page with the prices of the spec', async () => {
    const page = await newPage(browser());
    const response = await page.goto(`${baseUrl}/plans`);
    expect(response?.status()).toBe(200);
    await page.locator('h1').first().waitFor();
    const text = await page.locator('main').first().innerText();
    expect(text).toContain('100 MB');
    expect(text).toContain('10 GB');
    expect(text).toMatch(/\$\s?29/);
    expect(text).toMatch(/\$\s?49/);
    await page.close();
  });

  it('runs the closed-form checks of the validation page in the browser, all within tolerance', async () => {
    const page = await newPage(browser());
    const response = await page.goto(`${baseUrl}/validation`);
    expect(response?.status()).toBe(200);
    const summary = page.getByTestId('closed-form-summary');
    await summary.waitFor({ timeout: 30_000 });
    const text = await summary.innerText();
    const [, passed, total] = /^(\d+) of (\d+) checks/.exec(text) ?? [];
    expect(Number(total)).toBeGreaterThanOrEqual(17);
    expect(passed).toBe(total);
    expect(await page.locator('[data-testid^="closed-form-row-"][data-passed="false"]').count()).toBe(0);
    await page.close();
  });

  it('answers an unknown path with status 404 and the not-found page', async () => {
    const page = await newPage(browser());
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByTestId('not-found-page').waitFor();
    const home = page.getByTestId('not-found-page').locator('a[href="/"]');
    expect(await home.count()).toBeGreaterThan(0);
    await page.close();
  });

  it('redirects a signed-in-only route to sign-in remembering the wanted path', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl}/images`);
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/images');
    await page.close();
  });

  it('serves the API documentation', async () => {
    const res = await fetch(`${baseUrl}/api/docs/json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
    const ui = await fetch(`${baseUrl}/api/docs`, { redirect: 'follow' });
    expect(ui.status).toBe(200);
    expect(await ui.text()).toMatch(/swagger/i);
  });
});
