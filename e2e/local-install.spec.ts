// A local install that just works (issue 15 §14): the built server in production without SMTP_URL, as
// `npm start` runs it. Sign-up's "confirm your address" page, opened on the server's own machine,
// links to the confirmation kept in the outbox, and following it confirms the account. A language
// chosen in the menu is still the language of a plain address opened later (a cookie, not ?lang=).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grace } from './support/accounts.ts';
import { startAppServer, type RunningServer } from './support/app-server.ts';
import { newPage, useBrowser } from './support/browser.ts';

describe('a production server without SMTP', () => {
  const browser = useBrowser();
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startAppServer({ DEMO_CONTENT: 'false' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('shows the confirmation link from the outbox on the sign-up page, and it confirms', async () => {
    const url = server!.url;
    const page = await newPage(browser());
    await page.goto(`${url}/sign-up`);
    await page.getByTestId('sign-up-page').waitFor();
    await page.getByTestId('field-username').fill(grace.username);
    await page.getByTestId('field-firstName').fill(grace.firstName);
    await page.getByTestId('field-lastName').fill(grace.lastName);
    await page.getByTestId('field-email').fill(grace.email);
    await page.getByTestId('field-password').fill(grace.password);
    await page.getByRole('combobox', { name: /how did you hear/i }).click();
    await page.getByRole('option', { name: 'A trade show' }).click();
    await page.getByTestId('consent').locator('input').check();
    await page.getByTestId('sign-up-submit').click();

    const done = page.getByTestId('sign-up-done');
    await done.waitFor();
    expect(await done.getByTestId('sign-up-done-message').innerText()).toContain('sends no e-mail');
    const link = done.getByTestId('outbox-confirm-link');
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^\/confirm\/[A-Za-z0-9_-]+$/);
    await link.click();
    await page.getByTestId('confirm-page').locator('[data-state="confirmed"]').waitFor();
    await page.close();
  });

  it('keeps the chosen language for addresses without ?lang=', async () => {
    const url = server!.url;
    const page = await newPage(browser());
    await page.goto(`${url}/sign-in`);
    await page.getByTestId('sign-in-page').waitFor();
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-option-ja').click();
    await page.waitForURL((address) => address.searchParams.get('lang') === 'ja');
    // A new visit to a plain address: still Japanese.
    await page.goto(`${url}/sign-up`);
    await page.getByTestId('sign-up-page').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('ja');
    await page.close();
  });
});
