// The account pages in a real browser against the built server, mail over real SMTP (issue 5):
// edit the names and upload a picture (seen on the account page and in the top bar), change the
// password and sign in with the new one, change the e-mail address through the link mailed to
// the new address, and look at another member's public profile.
import { errorMessages } from '@asperity/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ada, grace, signIn, signUpConfirmAndSignIn } from './support/accounts.ts';
import { useAppWithMail } from './support/app-with-mail.ts';
import { newPage, useBrowser } from './support/browser.ts';
import { gradientPng } from './support/png.ts';
import { screenshots, scrollToTop } from './support/screenshots.ts';

const shot = screenshots('profile-', { fullPage: true, settle: scrollToTop });

const newPassword = 'Flowmatic1955y';
const newEmail = 'admiral.hopper@example.org';

const avatarPath = /^\/avatars\/[0-9a-f]+\.jpg$/;

async function openAccountPageFromMenu(page: Page): Promise<void> {
  await page.getByTestId('auth-menu-button').click();
  await page.getByTestId('account-button').click();
  await page.waitForURL((url) => url.pathname === '/user');
  await page.getByTestId('account-page').waitFor();
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('auth-menu-button').click();
  await page.getByTestId('sign-out-button').click();
  await page.locator('[data-testid="auth-menu"][data-state="signed-out"]').waitFor();
}

describe('account pages in the browser', () => {
  const browser = useBrowser();
  const app = useAppWithMail({ DEMO_CONTENT: 'false' });

  // Two sign-ups, a picture, a password and an address change: longer than the default minute.
  it(
    'edits names and picture, changes password and address, and shows a public profile',
    { timeout: 180_000 },
    async () => {
      // Another member, whose public profile Grace looks at in the end.
      const other = await newPage(browser());
      await signUpConfirmAndSignIn(other, app.url, app.smtp, ada);
      await other.close();

      const page = await newPage(browser());
      await signUpConfirmAndSignIn(page, app.url, app.smtp, grace);
      await page.getByTestId('cookie-consent-accept').click();

      // No picture yet: the top bar's account button carries the initials.
      const topAvatar = page.getByTestId('top-bar-avatar');
      expect(await topAvatar.innerText()).toBe('GH');
      expect(await topAvatar.getAttribute('data-src')).toBe('');

      await openAccountPageFromMenu(page);
      expect(await page.getByTestId('account-name').innerText()).toContain('Grace Hopper');
      expect(await page.getByTestId('account-email').innerText()).toBe(grace.email);
      expect(await page.getByTestId('account-username').innerText()).toContain(grace.username);
      await shot(page, 'account');

      // Names and a picture.
      await page.getByTestId('link-edit').click();
      await page.waitForURL((url) => url.pathname === '/user-edit');
      await page.getByTestId('field-newFirstName').fill('Amazing');
      await page.getByTestId('field-newLastName').fill('Grace');
      await page
        .getByTestId('field-newAvatar')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng(64) });
      // The local preview replaces the initials before anything is sent.
      await expect.poll(() => page.getByTestId('user-avatar').getAttribute('data-src')).toMatch(/^blob:/);
      await shot(page, 'edit');
      await page.getByTestId('profile-save').click();
      await page.waitForURL((url) => url.pathname === '/user');
      await expect.poll(() => page.getByTestId('account-name').innerText()).toContain('Amazing Grace');
      const stored = await page.getByTestId('user-avatar').getAttribute('data-src');
      expect(stored).toMatch(avatarPath);

      // The top bar follows: the same picture, actually loaded, and the new first name.
      await expect.poll(() => topAvatar.getAttribute('data-src')).toBe(stored);
      const img = topAvatar.locator('img');
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
      expect(await img.getAttribute('src')).toBe(stored);
      expect(await page.getByTestId('auth-menu').innerText()).toContain('Amazing');
      const served = await page.request.get(`${app.url}${stored}`);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toMatch(/^image\/jpeg/);
      await shot(page, 'account-with-picture');

      // A reload reads the picture from /api/user/me again.
      await page.reload();
      await expect.poll(() => topAvatar.getAttribute('data-src')).toBe(stored);

      // The password: the old one stops working, the new one signs in.
      await page.getByTestId('link-password').click();
      await page.waitForURL((url) => url.pathname === '/user-password');
      await page.getByTestId('field-password').fill(grace.password);
      await page.getByTestId('field-newPassword').fill(newPassword);
      await page.getByTestId('field-confirmPassword').fill(newPassword);
      await page.getByTestId('password-submit').click();
      await page.getByTestId('password-changed').waitFor();
      await shot(page, 'password-changed');
      await signOut(page);
      await page.goto(`${app.url}/sign-in?redirect=${encodeURIComponent('/user')}`);
      await signIn(page, grace.username, grace.password);
      await page.getByText(errorMessages.en['error.wrong-password'] ?? 'missing message').waitFor();
      await page.getByTestId('field-password').fill(newPassword);
      await page.getByTestId('sign-in-submit').click();
      await page.waitForURL((url) => url.pathname === '/user');
      await page.getByTestId('account-page').waitFor();

      // The address: unchanged until the link mailed to the new address is followed.
      await page.getByTestId('link-email').click();
      await page.waitForURL((url) => url.pathname === '/user-email');
      await page.getByTestId('field-newEmail').fill(newEmail);
      await page.getByTestId('field-confirmEmail').fill(newEmail);
      await page.getByTestId('field-password').fill(newPassword);
      await page.getByTestId('email-submit').click();
      expect(await page.getByTestId('email-sent').innerText()).toContain(newEmail);
      const mail = await app.smtp.next(newEmail);
      const token = /\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      expect(token, 'a /confirm/<token> link in the mail to the new address').toBeTruthy();
      await page.goto(`${app.url}/user`);
      expect(await page.getByTestId('account-email').innerText()).toBe(grace.email);
      await page.goto(`${app.url}/confirm/${token ?? ''}`);
      await page.getByTestId('confirm-page').locator('[data-state="confirmed"]').waitFor();
      await page.goto(`${app.url}/user`);
      expect(await page.getByTestId('account-email').innerText()).toBe(newEmail);
      // Signing in with the new address works.
      await signOut(page);
      await page.goto(`${app.url}/sign-in`);
      await signIn(page, newEmail, newPassword);
      await page.waitForURL((url) => url.pathname === '/images');

      // Her own public profile, from the account page, shows the first name and the picture.
      await openAccountPageFromMenu(page);
      await page.getByTestId('link-public').click();
      await page.waitForURL((url) => url.pathname === `/user/${grace.username}`);
      expect(await page.getByTestId('public-name').innerText()).toBe('Amazing');
      expect(await page.getByTestId('user-avatar').getAttribute('data-src')).toBe(stored);

      // Another member's public profile: first name and initials, never the address or last name.
      await page.goto(`${app.url}/user/${ada.username}`);
      const publicProfile = page.getByTestId('public-profile');
      await publicProfile.waitFor();
      expect(await page.getByTestId('public-name').innerText()).toBe('Ada');
      expect(await publicProfile.getByTestId('user-avatar').innerText()).toBe('A');
      expect(await page.getByTestId('public-since').innerText()).toMatch(/\d{4}/);
      const visible = await publicProfile.innerText();
      expect(visible).not.toContain(ada.email);
      expect(visible).not.toContain(ada.lastName);
      await shot(page, 'public-other');

      // An unknown username.
      await page.goto(`${app.url}/user/nobody_here`);
      await page.getByTestId('public-profile-error').waitFor();
      await page.close();
    },
  );
});
