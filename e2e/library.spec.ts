// The library in a real browser against the built server: sign up (mail over real SMTP), upload real
// instrument files from ../shared/surfaces through the file input, see them listed with their
// sizes, see a refused file's message with cancel only, switch views, delete one, open one, and the
// mobile view. Skipped with a message when ../shared/surfaces is absent.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ada, signUpConfirmAndSignIn } from './support/accounts.ts';
import { useAppWithMail } from './support/app-with-mail.ts';
import { newPage, useBrowser } from './support/browser.ts';
import { screenshots, screenshotsDir, scrollToTop } from './support/screenshots.ts';

const surfaces = resolve(import.meta.dirname, '..', '..', 'shared', 'surfaces');
const samples = {
  x3p: join(surfaces, 'x3p', 'x3ptools__sample-land.x3p'),
  plu: join(surfaces, 'plu', 'surfalize__test_1.plu'),
  sur: join(surfaces, 'sur', 'surfacetopography__sur-2.sur'),
  // A 2 × 2 array without lateral sizes: stored, with import warnings.
  npy: join(surfaces, 'npy', 'surfacetopography__example-2d.npy'),
};
const haveSamples = Object.values(samples).every((path) => existsSync(path));
if (!haveSamples) {
  console.warn(`library.spec.ts skipped: the sample files under ${surfaces} are absent`);
}

const shot = screenshots('library-', { fullPage: false, settle: scrollToTop });

const account = ada;

describe.skipIf(!haveSamples)('the library in the browser', () => {
  const browser = useBrowser();
  const app = useAppWithMail({ DEMO_CONTENT: 'false' });
  let scratch: string;

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'asperity-library-e2e-'));
  });

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('uploads, lists, refuses, deletes and opens files', async () => {
    const page = await newPage(browser());
    await signUpConfirmAndSignIn(page, app.url, app.smtp, account);
    await page.getByTestId('library-empty').waitFor();
    await page.getByTestId('cookie-consent-accept').click();
    await shot(page, 'empty');
    // A new account starts in tiles (the preferences' default); the checks below read the list.
    await page.getByTestId('view-list').click();

    const words = join(scratch, 'field-notes.txt');
    writeFileSync(words, 'granite quartz lantern meadow copper violet harbour ember thistle\n');
    await page
      .getByTestId('upload-input')
      .setInputFiles([samples.x3p, samples.plu, samples.sur, samples.npy, words]);

    const queue = page.getByTestId('upload-queue');
    await queue.waitFor();
    const item = (name: string) => queue.locator(`[data-testid="upload-item"][data-name="${name}"]`);
    // One or two at a time: never all five uploading at once.
    const uploading = await queue.locator('[data-state="uploading"]').count();
    expect(uploading).toBeLessThanOrEqual(2);

    const stored = [
      'x3ptools__sample-land.x3p',
      'surfalize__test_1.plu',
      'surfacetopography__sur-2.sur',
      'surfacetopography__example-2d.npy',
    ];
    for (const name of stored) {
      await item(name).and(page.locator('[data-state="done"]')).waitFor({ timeout: 60_000 });
    }
    const refused = item('field-notes.txt');
    await refused.and(page.locator('[data-state="error"]')).waitFor();
    expect(await refused.getByTestId('upload-error').innerText()).toBe(
      'The file type .txt is not supported.',
    );
    expect(await refused.getByTestId('upload-retry').count()).toBe(0);
    expect(await refused.getByTestId('upload-cancel').count()).toBe(1);
    expect(await queue.getByTestId('upload-summary').innerText()).toBe('4 of 5 uploaded');
    // The stored file's import warnings, translated.
    const warned = item('surfacetopography__example-2d.npy').getByTestId('import-warnings');
    expect(await warned.innerText()).toContain('Some metadata is missing; defaults were assumed.');

    // The list was reloaded after the uploads: four files with their sizes.
    const rows = page.getByTestId('file-list').getByTestId('file-item');
    await expect.poll(() => rows.count()).toBe(4);
    const npyRow = page.locator('[data-testid="file-item"][data-name="surfacetopography__example-2d.npy"]');
    expect(await npyRow.getByTestId('warning-badge').count()).toBe(1);
    // The listed size is what a file counts against the quota; its tooltip names the original's size.
    const originalOf = (name: string) =>
      page
        .locator(`[data-testid="file-item"][data-name="${name}"] [data-testid="file-size"]`)
        .getAttribute('title');
    expect(await originalOf('x3ptools__sample-land.x3p')).toMatch(/^Original 881 kB \+ parsed copy /);
    expect(await originalOf('surfalize__test_1.plu')).toMatch(/^Original 3\.2 MB \+ parsed copy /);
    expect(await originalOf('surfacetopography__sur-2.sur')).toMatch(/^Original 1\.1 MB \+ parsed copy /);
    await shot(page, 'list-with-queue');
    await npyRow.getByTestId('warning-badge').hover();
    await page.getByRole('tooltip').waitFor();
    await shot(page, 'warning-tooltip');

    await refused.scrollIntoViewIfNeeded();
    if (screenshotsDir) await queue.screenshot({ path: join(screenshotsDir, 'library-queue-refused.png') });
    await refused.getByTestId('upload-cancel').click();
    await refused.and(page.locator('[data-state="canceled"]')).waitFor();

    await page.getByTestId('view-tiles').click();
    await page.locator('[data-testid="file-list"][data-view="tiles"]').waitFor();
    await shot(page, 'tiles');
    await page.getByTestId('upload-clear').click();
    await page.getByTestId('view-list').click();
    await page.locator('[data-testid="file-list"][data-view="list"]').waitFor();

    // Delete one after confirming.
    await page
      .locator('[data-testid="file-item"][data-name="surfacetopography__sur-2.sur"]')
      .getByTestId('delete-file')
      .click();
    const dialog = page.getByTestId('delete-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('surfacetopography__sur-2.sur');
    await page.waitForTimeout(400); // the dialog's fade-in, for the screenshot
    await shot(page, 'delete-dialog');
    await dialog.getByTestId('delete-confirm').click();
    await expect.poll(() => rows.count()).toBe(3);
    await shot(page, 'after-delete');

    // Mobile view: one column, no sideways scrolling.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.locator('[data-testid="library-page"][data-view="mobile"]').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await shot(page, 'mobile');
    await page.setViewportSize({ width: 1280, height: 800 });

    // In Japanese: the page, the columns and the warning badge's label.
    await page.goto(`${app.url}/images?lang=ja`);
    await page.getByText('マイ画像', { exact: true }).first().waitFor();
    await page.getByRole('columnheader', { name: 'ピクセルサイズ' }).waitFor();
    await shot(page, 'ja');

    // A file opens in the editor route.
    await page
      .locator('[data-testid="file-item"][data-name="surfalize__test_1.plu"]')
      .getByTestId('file-name')
      .click();
    await page.waitForURL((url) => /^\/image\/[^/]+$/.test(url.pathname));
    await page.close();
  });
});
