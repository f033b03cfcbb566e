// The account journey in a real browser against the built server, with mail delivered over real
// SMTP (DESIGN.md §6) to the receiver the server's integration tests use: sign up, read the
// confirmation mail, confirm, sign in, see the first name in the top bar, sign out; and a wrong
// password's message.
import { describe, expect, it } from 'vitest';
import { grace, signIn } from './support/accounts.ts';
import { useAppWithMail } from './support/app-with-mail.ts';
import { newPage, useBrowser } from './support/browser.ts';
import { screenshots, scrollToTop } from './support/screenshots.ts';

const browser = useBrowser();

const shot = screenshots('', { fullPage: true, settle: scrollToTop });
const app = useAppWithMail();

const account = grace;

describe('accounts in the browser', () => {
  it('signs up, confirms by mail, signs in and out', async () => {
    const page = await newPage(browser());
    await page.goto(`${app.url}/sign-up`);
    await page.getByTestId('sign-up-page').waitFor();
    await shot(page, 'sign-up-empty');

    // A submit with nothing filled shows the contract's messages.
    await page.getByTestId('sign-up-submit').click();
    await page.getByText('You must answer this question to continue.').waitFor();
    await shot(page, 'sign-up-errors');

    await page.getByTestId('field-username').fill(account.username);
    await page.getByTestId('field-firstName').fill(account.firstName);
    await page.getByTestId('field-lastName').fill(account.lastName);
    await page.getByTestId('field-email').fill(account.email);
    await page.getByTestId('field-password').fill(account.password);
    await page.getByRole('combobox', { name: /how did you hear/i }).click();
    await page.getByRole('option', { name: 'A trade show' }).click();
    await page.getByTestId('consent').locator('input').check();
    await page.getByTestId('sign-up-submit').click();

    await page.getByTestId('sign-up-done').waitFor();
    expect(await page.getByTestId('sign-up-done-message').innerText()).toContain(account.email);
    await shot(page, 'sign-up-done');

    const mail = await app.smtp.next(account.email);
    const token = /\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token, 'a /confirm/<token> link in the mail').toBeTruthy();

    // Not confirmed yet: sign-in says so and offers to resend the mail.
    await page.goto(`${app.url}/sign-in`);
    await signIn(page, account.email, account.password);
    await page.getByTestId('not-confirmed-dialog').waitFor();
    await shot(page, 'sign-in-not-confirmed');
    await page.keyboard.press('Escape');

    await page.goto(`${app.url}/confirm/${token}`);
    const confirmed = page.getByTestId('confirm-page').locator('[data-state="confirmed"]');
    await confirmed.waitFor();
    await shot(page, 'confirm-success');
    await page.getByTestId('confirm-to-sign-in').click();
    await page.waitForURL((url) => url.pathname === '/sign-in');

    // The second use of the link fails with the spec's message.
    const again = await newPage(browser());
    await again.goto(`${app.url}/confirm/${token}`);
    expect(await again.getByTestId('confirm-message').innerText()).toBe(
      'The address is already confirmed or does not exist.',
    );
    await again.close();

    await signIn(page, account.username, account.password);
    await page.waitForURL((url) => url.pathname === '/images');
    const menu = page.getByTestId('auth-menu');
    await menu.locator('[data-testid="auth-menu-button"]').waitFor();
    expect(await menu.innerText()).toContain('Grace');
    await shot(page, 'signed-in');

    await page.getByTestId('auth-menu-button').click();
    await page.getByTestId('sign-out-button').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('[data-testid="auth-menu"][data-state="signed-out"]').waitFor();
    // The cookies are gone: a signed-in-only page sends the browser to sign-in again.
    await page.goto(`${app.url}/images`);
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.close();
  });

  it('shows the wrong-password message', async () => {
    const page = await newPage(browser());
    await page.goto(`${app.url}/sign-in?redirect=%2Fimages`);
    await signIn(page, account.email, 'NotThePassword1');
    await page.getByText('The password is incorrect.').waitFor();
    await expect.poll(() => page.getByTestId('sign-in-submit').isEnabled()).toBe(true);
    await shot(page, 'sign-in-wrong-password');
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await page.close();
  });

  it('shows the sign-up form in one column in mobile view', async () => {
    const page = await newPage(browser(), { width: 375, height: 800 });
    await page.goto(`${app.url}/sign-up`);
    await page.locator('[data-testid="sign-up-page"][data-view="mobile"]').waitFor();
    const first = await page.getByTestId('field-firstName').boundingBox();
    const last = await page.getByTestId('field-lastName').boundingBox();
    expect(first && last && last.y > first.y).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await shot(page, 'sign-up-mobile');
    await page.goto(`${app.url}/sign-in`);
    await page.getByTestId('sign-in-page').waitFor();
    await shot(page, 'sign-in-mobile');
    await page.close();
  });
});
