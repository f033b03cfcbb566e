// Notifications and the admin console in a real browser against the built server (issue 18 item
// 12): an admin (made one by ADMIN_EMAILS) grants a user's request for more storage, and the
// user's open page shows the notification badge without a reload (the live socket); then the admin
// disables the account and the user's open tab is signed out; the admin sets the closure notice at
// run time, every page shows it, and clearing it takes it away.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ada, grace, signUpConfirmAndSignIn } from './support/accounts.ts';
import { useAppWithMail } from './support/app-with-mail.ts';
import { newPage, useBrowser } from './support/browser.ts';

const badge = (page: Page) => page.getByTestId('notification-bell');

describe('notifications and the admin console in the browser', () => {
  const browser = useBrowser();
  const app = useAppWithMail({ DEMO_CONTENT: 'false', ADMIN_EMAILS: grace.email });

  it(
    'an admin grants quota and the user sees the badge live; disabling signs the user tab out',
    { timeout: 240_000 },
    async () => {
      // The user asks for more storage from the library and keeps the page open.
      const user = await newPage(browser());
      await signUpConfirmAndSignIn(user, app.url, app.smtp, ada);
      await user.getByTestId('cookie-consent-accept').click();
      await user.getByTestId('quota-request-more').click();
      await user.getByTestId('quota-requested').waitFor();
      expect(await badge(user).getAttribute('data-badge')).toBe('');

      // The admin opens the console: never having saved notification settings, they choose first
      // and are then taken on to the console.
      const admin = await newPage(browser());
      await signUpConfirmAndSignIn(admin, app.url, app.smtp, grace);
      await admin.getByTestId('cookie-consent-accept').click();
      await admin.goto(`${app.url}/admin/accounts`);
      await admin.waitForURL((url) => url.pathname === '/notification-settings');
      expect(new URL(admin.url()).searchParams.get('redirect')).toBe('/admin/accounts');
      await admin.getByTestId('notification-settings-save').click();
      await admin.waitForURL((url) => url.pathname === '/admin/accounts');
      await admin.getByTestId('admin-console').waitFor();
      // The user's row is in the table.
      await admin.locator(`[data-testid="admin-account-row"][data-email="${ada.email}"]`).waitFor();

      await admin.getByTestId('admin-tab-quotaRequests').click();
      const request = admin.locator(`[data-testid="quota-request"][data-email="${ada.email}"]`);
      await request.getByTestId('quota-request-amount').fill('5');
      await request.getByTestId('quota-request-grant').click();
      await admin.getByTestId('quota-requests-empty').waitFor();

      // Without a reload, the user's bell shows the answer.
      await user.locator('[data-testid="notification-bell"][data-badge="1"]').waitFor({ timeout: 15_000 });
      await badge(user).click();
      const item = user.getByTestId('notification-item').first();
      expect(await item.getAttribute('data-read')).toBe('false');
      await user.keyboard.press('Escape');

      // The admin disables the account; the user's open tab is signed out and sent home.
      await admin.getByTestId('admin-tab-accounts').click();
      const row = admin.locator(`[data-testid="admin-account-row"][data-email="${ada.email}"]`);
      await row.getByTestId('account-actions').click();
      await admin.getByTestId('action-disable').click();
      await row.locator('[data-testid="cell-enabled"]', { hasText: 'No' }).waitFor();

      await user.locator('[data-testid="auth-menu"][data-state="signed-out"]').waitFor({ timeout: 15_000 });
      expect(new URL(user.url()).pathname).toBe('/');
      expect(await user.getByTestId('notification-bell').count()).toBe(0);

      // Item 10: the closure notice is a global setting the admin sets at run time in the console —
      // no rebuild, no restart; every page shows it on its next load, and clearing it takes it away.
      const text = 'Asperity closes on 31 March 2027. Please download your files.';
      await admin.getByTestId('admin-tab-closureNotice').click();
      expect(await admin.getByTestId('closure-notice-state').textContent()).toBe(
        'No closure notice is shown.',
      );
      await admin.getByTestId('closure-notice-input').fill(text);
      await admin.getByTestId('closure-notice-save').click();
      // The admin's own page shows it at once.
      expect(await admin.getByTestId('closure-notice-text').textContent()).toBe(text);
      await admin.getByTestId('closure-notice-dismiss').click();
      await admin.getByTestId('closure-notice').waitFor({ state: 'detached' });

      // The signed-out tab shows it after a reload, and dismissing hides it for the session.
      await user.reload();
      expect(await user.getByTestId('closure-notice-text').textContent()).toBe(text);
      await user.getByTestId('closure-notice-dismiss').click();
      await user.getByTestId('closure-notice').waitFor({ state: 'detached' });
      await user.reload();
      await user.getByTestId('auth-menu').waitFor();
      expect(await user.getByTestId('closure-notice').count()).toBe(0);
      // A new visitor sees it too.
      const visitor = await newPage(browser());
      await visitor.goto(app.url);
      expect(await visitor.getByTestId('closure-notice-text').textContent()).toBe(text);

      await admin.getByTestId('closure-notice-clear').click();
      await admin
        .locator('[data-testid="closure-notice-state"]', { hasText: 'No closure notice is shown.' })
        .waitFor();
      await visitor.reload();
      await visitor.getByTestId('auth-menu').waitFor();
      expect(await visitor.getByTestId('closure-notice').count()).toBe(0);

      await visitor.close();
      await user.close();
      await admin.close();
    },
  );
});
