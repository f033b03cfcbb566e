// Export from the editor in a real browser (issue 7 §6 and §8): a real instrument file is opened in
// the editor, exported as x3p through the download dialog (the browser's download is captured), the
// downloaded file is uploaded again through the API, and both files have the same Sq from
// POST /api/editor/areal-parameters. Skipped with a message when ../shared/surfaces is absent.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grace, signUpConfirmAndSignIn } from './support/accounts.ts';
import { useAppWithMail } from './support/app-with-mail.ts';
import { newPage, useBrowser } from './support/browser.ts';

const surfaces = resolve(import.meta.dirname, '..', '..', 'shared', 'surfaces');
const sample = join(surfaces, 'sur', 'surfacetopography__sur-2.sur');
const haveSample = existsSync(sample);
if (!haveSample) console.warn(`editor-export.spec.ts skipped: ${sample} is absent`);

/** Uploads through the API with the page's session cookies; answers the new file's guid. */
async function upload(page: Page, baseUrl: string, name: string, bytes: Buffer): Promise<string> {
  const res = await page.request.post(`${baseUrl}/api/files/upload`, {
    multipart: { file: { name, mimeType: 'application/octet-stream', buffer: bytes } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { guid: string }).guid;
}

/** Sq of a file's saved version as the editor's areal-parameters call answers it. */
async function sq(page: Page, baseUrl: string, fileGuid: string): Promise<number> {
  const res = await page.request.post(`${baseUrl}/api/editor/areal-parameters`, { data: { fileGuid } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { categories: { statistics: { id: string; value: number }[] }[] };
  const value = body.categories.flatMap((c) => c.statistics).find((s) => s.id === 'Sq')?.value;
  if (typeof value !== 'number') throw new Error('no Sq in the answer');
  return value;
}

describe.skipIf(!haveSample)('export from the editor', () => {
  const browser = useBrowser();
  const app = useAppWithMail({ DEMO_CONTENT: 'false' });

  it('downloads x3p through the dialog; uploaded again it has the same Sq', async () => {
    const page = await newPage(browser());
    await signUpConfirmAndSignIn(page, app.url, app.smtp, grace);
    const original = await upload(page, app.url, 'sur-2.sur', readFileSync(sample));

    await page.goto(`${app.url}/image/${original}`);
    await page.getByTestId('editor-download').click();
    const dialog = page.getByTestId('download-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('download-format-opengps').click();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      dialog.getByTestId('download-confirm').click(),
    ]);
    expect(download.suggestedFilename()).toBe('sur-2.x3p');
    await dialog.getByTestId('download-done').waitFor();
    const path = await download.path();
    const exported = readFileSync(path);
    // An x3p is a zip archive.
    expect(exported.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

    const again = await upload(page, app.url, 'sur-2-again.x3p', exported);
    const sqOriginal = await sq(page, app.url, original);
    expect(sqOriginal).toBeGreaterThan(0);
    expect(await sq(page, app.url, again)).toBe(sqOriginal);
  });
});
