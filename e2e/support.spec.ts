// Reports end to end (issues 17 item 7 and 19 item 7) against the built server and a real SMTP
// receiver: an owner shares a measurement publicly; a signed-out visitor opens it, reports it with an
// invalid e-mail (refused in the browser, nothing sent), then with a valid one (a success
// notification, the mail at the support address); staff (an admin by ADMIN_EMAILS) find the report in
// the admin console's Reports tab, open count and all, unpublish the item with a reason and resolve it. The forum's single sign-on in
// the browser: a signed-out visitor sent by the forum (a stub forum host here) signs in and arrives
// back at the forum with a signed payload naming the account.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { gsfFile } from '../apps/server/test/library.ts';
import { ada, grace, signIn, signUpConfirmAndSignIn, type TestAccount } from './support/accounts.ts';
import { useAppWithMail } from './support/app-with-mail.ts';
import { newPage, useBrowser } from './support/browser.ts';

const SUPPORT = 'support-desk@example.org';
const DESCRIPTION = 'This image shows a company logo, not a measurement.';

const rosalind: TestAccount = {
  username: 'rosalind_f',
  firstName: 'Rosalind',
  lastName: 'Franklin',
  email: 'rosalind@example.org',
  password: 'Photo51xray',
};

async function acceptCookies(page: Page): Promise<void> {
  const button = page.getByTestId('cookie-consent-accept');
  if (await button.isVisible().catch(() => false)) await button.click();
}

/** Uploads a small measurement and publishes it to the gallery through the API, from the signed-in page. */
async function publishFrom(page: Page): Promise<string> {
  const bytes = Array.from(gsfFile(7, 24, 16));
  return page.evaluate(async (data) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), 'logo-not-a-surface.gsf');
    const upload = await fetch('/api/files/upload', { method: 'POST', body: form });
    const file = (await upload.json()) as { guid: string };
    const share = await fetch(`/api/files/${file.guid}/share`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        publiclyShared: true,
        categories: ['mems'],
        description: [{ type: 'paragraph', children: [{ text: 'Reported surface' }] }],
        technology: 'afm',
      }),
    });
    return ((await share.json()) as { shareHash: string }).shareHash;
  }, bytes);
}

describe('reporting a shared item', () => {
  const browser = useBrowser();
  const app = useAppWithMail({ DEMO_CONTENT: 'false', ADMIN_EMAILS: rosalind.email, SUPPORT_EMAIL: SUPPORT });
  let shareHash = '';

  it('a signed-out visitor is stopped by an invalid e-mail, then reports with a valid one', async () => {
    const owner = await newPage(browser());
    await signUpConfirmAndSignIn(owner, app.url, app.smtp, ada);
    shareHash = await publishFrom(owner);
    expect(shareHash).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    const visitor = await newPage(browser());
    await visitor.goto(`${app.url}/s/${shareHash}`);
    await acceptCookies(visitor);
    await visitor.getByTestId('shared-report').click({ timeout: 60_000 });
    const dialog = visitor.getByTestId('support-dialog-report');
    await dialog.waitFor();
    await dialog.getByTestId('support-description').fill(DESCRIPTION);
    await dialog.getByTestId('support-email').fill('visitor-at-example.org');
    await dialog.getByTestId('support-send').click();
    await dialog.getByText('Please enter a valid e-mail address.').waitFor();
    // Checked in the browser: nothing reached the server, so no mail either.
    expect(app.smtp.mails.filter((m) => m.to.includes(SUPPORT))).toEqual([]);

    await dialog.getByTestId('support-email').fill('visitor@example.org');
    await dialog.getByTestId('support-send').click();
    await visitor.getByTestId('toast').filter({ hasText: 'Thank you' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const mail = await app.smtp.next(SUPPORT);
    expect(mail.text).toContain(DESCRIPTION);
    expect(mail.text).toMatch(/^Reply-To: visitor@example\.org/im);
    expect(mail.text).toContain(`/s/${shareHash}`);
  });

  it('staff see the report in the admin console and resolve it', async () => {
    const staff = await newPage(browser());
    await signUpConfirmAndSignIn(staff, app.url, app.smtp, rosalind);
    await acceptCookies(staff);
    await staff.goto(`${app.url}/admin/accounts`);
    // A new account saves its notification settings first (part 1 §2), then comes back.
    await staff.waitForURL((url) => url.pathname === '/notification-settings');
    await staff.getByTestId('notification-settings-save').click();
    await staff.waitForURL((url) => url.pathname === '/admin/accounts');
    await staff.getByTestId('admin-console').waitFor();
    await staff.getByTestId('admin-tab-reports').click();
    const row = staff.locator('[data-testid="support-request-row"][data-kind="report"]');
    await row.waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.getByTestId('support-request-description').textContent()).toBe(DESCRIPTION);
    expect(await row.getByTestId('support-request-email').textContent()).toBe('visitor@example.org');
    expect(await row.getByTestId('support-request-item').getAttribute('href')).toBe(`/s/${shareHash}`);
    expect(await staff.getByTestId('support-open-count').textContent()).toBe('1 open request');

    // Staff act on it: the item leaves the gallery, the owner told why.
    const galleryHashes = () =>
      staff.evaluate(async () => {
        const page = (await (await fetch('/gallery/list')).json()) as { items: { shareHash: string }[] };
        return page.items.map((item) => item.shareHash);
      });
    expect(await galleryHashes()).toContain(shareHash);
    await row.getByTestId('support-unpublish').click();
    await staff.getByTestId('text-dialog-input').fill('A logo is not a measurement');
    await staff.getByTestId('dialog-ok').click();
    await staff.getByTestId('toast').filter({ hasText: 'The image was taken out of the gallery.' }).waitFor();
    expect(await galleryHashes()).not.toContain(shareHash);

    await row.getByTestId('support-resolve').click();
    await staff.getByTestId('support-requests-empty').waitFor();
    await staff.getByTestId('support-filter-resolved').click();
    const resolved = staff.locator('[data-testid="support-request-row"][data-state="resolved"]');
    await resolved.waitFor();
    expect(await resolved.textContent()).toContain('Resolved by rosalind_f');
  });
});

/** A stand-in for the forum host: records each /session/sso_login request it receives. */
async function startForumStub(): Promise<{ url: string; logins: URL[]; close: () => Promise<void> }> {
  const logins: URL[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://forum.test');
    if (url.pathname === '/session/sso_login') logins.push(url);
    response.writeHead(200, { 'content-type': 'text/html' }).end('<h1 data-testid="forum-home">Forum</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    logins,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const FORUM_SECRET = 'e2e-forum-shared-secret';
const forum = await startForumStub();

describe('the forum single sign-on', () => {
  const browser = useBrowser();
  const app = useAppWithMail({ DEMO_CONTENT: 'false', FORUM_URL: forum.url, FORUM_SSO_SECRET: FORUM_SECRET });
  afterAll(() => forum.close());

  it('a signed-out visitor sent by the forum signs in and comes back to the forum signed in', async () => {
    const member = await newPage(browser());
    await signUpConfirmAndSignIn(member, app.url, app.smtp, grace);

    const sso = Buffer.from(
      new URLSearchParams({
        nonce: 'e2e-nonce-42',
        return_sso_url: `${forum.url}/session/sso_login`,
      }).toString(),
    ).toString('base64');
    const sig = createHmac('sha256', FORUM_SECRET).update(sso).digest('hex');
    const visitor = await newPage(browser());
    await visitor.goto(`${app.url}/api/forum/sso?${new URLSearchParams({ sso, sig }).toString()}`);
    await visitor.waitForURL((url) => url.pathname === '/sign-in');
    await acceptCookies(visitor);
    await signIn(visitor, grace.username, grace.password);
    await visitor.getByTestId('forum-home').waitFor();

    expect(forum.logins).toHaveLength(1);
    const login = forum.logins[0]!;
    const answer = login.searchParams.get('sso') ?? '';
    expect(login.searchParams.get('sig')).toBe(
      createHmac('sha256', FORUM_SECRET).update(answer).digest('hex'),
    );
    const payload = new URLSearchParams(Buffer.from(answer, 'base64').toString('utf8'));
    expect([
      payload.get('nonce'),
      payload.get('username'),
      payload.get('email'),
      payload.get('groups'),
    ]).toEqual(['e2e-nonce-42', grace.username, grace.email, 'user']);
  });
});
