// Folders and file actions in a real browser against the built server: create a folder, move an
// uploaded file into it, open it and come back through the breadcrumbs, favourite the file and
// find it under Favorites, rename it, see its details, delete the folder (recursively), and watch
// the quota bar follow the upload and the delete; the view is remembered by the server; the
// mobile view. Skipped with a message when ../shared/surfaces is absent.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grace, signUpConfirmAndSignIn } from './support/accounts.ts';
import { useAppWithMail } from './support/app-with-mail.ts';
import { newPage, useBrowser } from './support/browser.ts';
import { screenshots, waitForFades } from './support/screenshots.ts';

const sample = resolve(
  import.meta.dirname,
  '..',
  '..',
  'shared',
  'surfaces',
  'x3p',
  'x3ptools__sample-land.x3p',
);
const haveSample = existsSync(sample);
if (!haveSample) console.warn(`folders.spec.ts skipped: ${sample} is absent`);

const shot = screenshots('folders-', { fullPage: false, settle: waitForFades });

const account = grace;

const usedQuota = async (page: Page): Promise<number> =>
  Number(await page.getByTestId('quota-bar').getAttribute('data-used'));

describe.skipIf(!haveSample)('folders and file actions in the browser', () => {
  const browser = useBrowser();
  const app = useAppWithMail({ DEMO_CONTENT: 'false' });

  it('creates, moves into, opens, favourites, renames and deletes', async () => {
    const page = await newPage(browser());
    await signUpConfirmAndSignIn(page, app.url, app.smtp, account);
    await page.getByTestId('library-empty').waitFor();
    await page.getByTestId('cookie-consent-accept').click();
    await page.getByTestId('quota-bar').waitFor();
    expect(await usedQuota(page)).toBe(0);
    await page.getByTestId('view-list').click();

    // Upload one file: the quota bar grows.
    await page.getByTestId('upload-input').setInputFiles([sample]);
    const name = 'x3ptools__sample-land.x3p';
    const row = () => page.locator(`[data-testid="file-item"][data-name="${name}"]`);
    await row().waitFor({ timeout: 60_000 });
    await expect.poll(() => usedQuota(page)).toBeGreaterThan(0);
    const afterUpload = await usedQuota(page);
    await page.getByTestId('upload-clear').click();

    // A folder: a refused name first, then a good one.
    await page.getByTestId('new-folder-button').click();
    await page.getByTestId('text-dialog-input').fill('a/b');
    await page.getByText('The folder name contains characters that are not allowed').waitFor();
    await page.getByTestId('text-dialog-input').fill('Gratings');
    await shot(page, 'create-folder');
    await page.getByTestId('dialog-ok').click();
    const folder = page.locator('[data-testid="folder-item"][data-name="Gratings"]');
    await folder.waitFor();
    // The same name again: the server's folder-already-exists, in the dialog.
    await page.getByTestId('new-folder-button').click();
    await page.getByTestId('text-dialog-input').fill('Gratings');
    await page.getByTestId('dialog-ok').click();
    await page.getByText('A folder with this name already exists.').waitFor();
    await page.getByTestId('dialog-cancel').click();
    await page.getByTestId('text-dialog-input').waitFor({ state: 'detached' });

    // Move the file into it through the tree picker.
    await row().getByTestId('item-more').click();
    await page.getByTestId('action-transfer').click();
    const transfer = page.getByTestId('transfer-dialog');
    await transfer.locator('[data-testid="tree-folder"][data-name="Gratings"]').click();
    await shot(page, 'move-dialog');
    await transfer.getByTestId('transfer-confirm').click();
    await transfer.waitFor({ state: 'detached' });
    await expect.poll(() => row().count()).toBe(0);

    // Open the folder, come back through the breadcrumbs, open it again.
    await folder.getByText('Gratings').click();
    await page.waitForURL((url) => url.pathname.startsWith('/images/folder/'));
    const folderPath = new URL(page.url()).pathname;
    await row().waitFor();
    await page.getByTestId('breadcrumbs').getByRole('link', { name: 'My images' }).click();
    await page.waitForURL((url) => url.pathname === '/images');
    await folder.getByText('Gratings').click();
    await page.waitForURL((url) => url.pathname === folderPath);
    await row().waitFor();
    await shot(page, 'in-folder');
    // The tiles carry the same controls.
    await page.getByTestId('view-tiles').click();
    await page.locator('[data-testid="file-list"][data-view="tiles"]').waitFor();
    await row().getByTestId('favorite-toggle').waitFor();
    await shot(page, 'tiles');
    await page.getByTestId('view-list').click();
    await page.locator('[data-testid="file-list"][data-view="list"]').waitFor();

    // Favourite it: it is listed under Favorites from the library root.
    await row().getByTestId('favorite-toggle').click();
    await row().locator('[data-testid="favorite-toggle"][aria-pressed="true"]').waitFor();
    await page.getByTestId('breadcrumbs').getByRole('link', { name: 'My images' }).click();
    await page.getByTestId('filter-Favorites').click();
    await page.waitForURL((url) => url.pathname === '/images/viewFilter/Favorites');
    await row().waitFor();
    await shot(page, 'favorites');

    // Rename it.
    await row().getByTestId('item-more').click();
    await page.getByTestId('action-rename').click();
    await page.getByTestId('text-dialog-input').fill('land.x3p');
    await page.getByTestId('dialog-ok').click();
    const renamed = page.locator('[data-testid="file-item"][data-name="land.x3p"]');
    await renamed.waitFor();

    // Its details.
    await renamed.getByTestId('item-more').click();
    await page.getByTestId('action-details').click();
    const details = page.getByTestId('file-details-dialog');
    await details.waitFor();
    expect(await details.getByTestId('detail-name').innerText()).toContain('land.x3p');
    expect(await details.getByTestId('detail-sq').first().innerText()).toMatch(/^Sq \d/);
    await shot(page, 'details');
    await details.getByTestId('dialog-close').click();
    await details.waitFor({ state: 'detached' });

    // The view is remembered by the server: a fresh page opens Favorites again.
    await page.goto(`${app.url}/images`);
    await page.waitForURL((url) => url.pathname === '/images/viewFilter/Favorites');
    await renamed.waitFor();

    // Delete the folder with everything in it: the quota is given back.
    await page.getByTestId('filter-All').click();
    await page.waitForURL((url) => url.pathname === '/images');
    await folder.getByTestId('item-more').click();
    await page.getByTestId('action-delete').click();
    const dialog = page.getByTestId('delete-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('every folder and file inside it');
    await shot(page, 'delete-folder');
    expect(await usedQuota(page)).toBe(afterUpload);
    await dialog.getByTestId('delete-confirm').click();
    await page.getByTestId('library-empty').waitFor();
    await expect.poll(() => usedQuota(page)).toBe(0);
    await shot(page, 'after-delete');

    // Mobile: no sideways scrolling, the new-folder button and quota bar still there.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.locator('[data-testid="library-page"][data-view="mobile"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.getByTestId('new-folder-button').waitFor();
    await shot(page, 'mobile');
    await page.close();
  });
});
