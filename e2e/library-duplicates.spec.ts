// Issue 15 §10–§11 in a real browser: the same file uploaded again into another folder is refused
// with where the existing copy is, "Open it" and "Keep both" — never a Retry that cannot succeed —
// and "Keep both" stores it; the listed sizes (original + parsed copy) add up to the quota bar.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { grace, signUpConfirmAndSignIn } from './support/accounts.ts';
import { useAppWithMail } from './support/app-with-mail.ts';
import { newPage, useBrowser } from './support/browser.ts';

const surfaces = resolve(import.meta.dirname, '..', '..', 'shared', 'surfaces');
const sample = join(surfaces, 'x3p', 'x3ptools__sample-land.x3p');
const name = 'x3ptools__sample-land.x3p';
if (!existsSync(sample)) console.warn(`library-duplicates.spec.ts skipped: ${sample} is absent`);

describe.skipIf(!existsSync(sample))('a file uploaded twice, and the quota', () => {
  const browser = useBrowser();
  const app = useAppWithMail({ DEMO_CONTENT: 'false' });

  it('offers Open it and Keep both for a duplicate, and the listed sizes add up to the quota', async () => {
    const page = await newPage(browser());
    await signUpConfirmAndSignIn(page, app.url, app.smtp, grace);
    await page.getByTestId('library-empty').waitFor();
    await page.getByTestId('cookie-consent-accept').click();
    await page.getByTestId('view-list').click();

    const queue = page.getByTestId('upload-queue');
    const item = () => queue.locator(`[data-testid="upload-item"][data-name="${name}"]`);
    await page.getByTestId('upload-input').setInputFiles([sample]);
    await item().and(page.locator('[data-state="done"]')).waitFor({ timeout: 60_000 });
    const first = page.locator(`[data-testid="file-item"][data-name="${name}"]`);
    await first.waitFor();
    const firstHref = await first.getByTestId('file-name').getAttribute('href');
    await page.getByTestId('upload-clear').click();

    // A folder made by the API of the signed-in page, then the same file uploaded into it.
    const folder = await page.request.post(`${app.url}/api/folders`, {
      data: { name: 'Runs' },
      headers: { origin: app.url },
    });
    expect(folder.status()).toBe(201);
    const folderGuid = ((await folder.json()) as { guid: string }).guid;
    await page.goto(`${app.url}/images/folder/${folderGuid}`);
    await page.getByTestId('library-empty').waitFor();
    await page.getByTestId('upload-input').setInputFiles([sample]);
    const refused = item().and(page.locator('[data-state="error"]'));
    await refused.waitFor({ timeout: 60_000 });
    expect(await refused.getByTestId('upload-error').innerText()).toBe(
      `This file is already in your library: Library / ${name}.`,
    );
    expect(await refused.getByTestId('upload-retry').count()).toBe(0);
    expect(await refused.getByTestId('upload-open-existing').getAttribute('href')).toBe(firstHref);

    await refused.getByTestId('upload-keep-both').click();
    await item().and(page.locator('[data-state="done"]')).waitFor({ timeout: 60_000 });
    await page.locator(`[data-testid="file-item"][data-name="${name}"]`).waitFor();

    // Back at the root: the quota used is the sum of both files' listed sizes.
    await page.goto(`${app.url}/images`);
    await page.locator('[data-testid="file-list"][data-view="list"]').waitFor();
    const bar = page.getByTestId('quota-bar');
    await bar.waitFor();
    const listedBytes = Number(await first.getByTestId('file-size').getAttribute('data-bytes'));
    expect(listedBytes).toBeGreaterThan(0);
    // Two files of the same content, each counted whole.
    await expect.poll(async () => Number(await bar.getAttribute('data-used'))).toBe(2 * listedBytes);
    expect(await first.getByTestId('file-size').getAttribute('title')).toMatch(
      /^Original 881 kB \+ parsed copy .+: both count against your storage$/,
    );
    await page.close();
  });
});
