// Account steps shared by specs: sign up through the real form, confirm through the link of the
// mail the SMTP receiver caught, and sign in (as e2e/auth.spec.ts does step by step).
import type { Page } from 'playwright-core';
import type { SmtpReceiver } from '../../apps/server/test/smtp-receiver.ts';

export interface TestAccount {
  readonly username: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
}

/** Two members for the specs; each spec file starts its own server, so they never meet. */
export const grace: TestAccount = {
  username: 'grace_h',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.org',
  password: 'Cobol1959x',
};
export const ada: TestAccount = {
  username: 'ada_l',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  password: 'Engine1843x',
};

/** Signs in; an account that accepted the current policies at sign-up is not asked for consent again. */
export async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.getByTestId('field-login').fill(login);
  await page.getByTestId('field-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
}

/** Signs up, confirms the address from the mail, signs in and waits for `landing` (default /images). */
export async function signUpConfirmAndSignIn(
  page: Page,
  baseUrl: string,
  smtp: SmtpReceiver,
  account: TestAccount,
  landing = '/images',
): Promise<void> {
  await page.goto(`${baseUrl}/sign-up`);
  await page.getByTestId('sign-up-page').waitFor();
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

  const mail = await smtp.next(account.email);
  const token = /\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no /confirm/<token> link in the mail to ${account.email}`);
  await page.goto(`${baseUrl}/confirm/${token}`);
  await page.getByTestId('confirm-page').locator('[data-state="confirmed"]').waitFor();

  await page.goto(`${baseUrl}/sign-in?redirect=${encodeURIComponent(landing)}`);
  await signIn(page, account.username, account.password);
  await page.waitForURL((url) => url.pathname === landing);
}
