// Batch analysis in a real browser against the built server (issue 19 items 3, 9): a folder of real
// instrument files, a recipe (plane level + areal parameters), the batch page started on that folder, the
// live per-file progress to "Finished", the result folder, and the CSV downloaded from the page — its Sq
// column equal to what the command line (`asperity params FILE --level plane --json`, apps/cli) computes
// for the same files. Skipped with a message when ../shared/surfaces is absent.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ada, signUpConfirmAndSignIn } from './support/accounts.ts';
import { useAppWithMail } from './support/app-with-mail.ts';
import { newPage, useBrowser } from './support/browser.ts';
import { screenshots, waitForFades } from './support/screenshots.ts';

const surfaces = resolve(import.meta.dirname, '..', '..', 'shared', 'surfaces', 'x3p');
const names = ['x3ptools__csafe-logo.x3p', 'x3ptools__pyramid.x3p', 'x3ptools__sample-land.x3p'];
const paths = names.map((name) => join(surfaces, name));
const haveSamples = paths.every((path) => existsSync(path));
if (!haveSamples) console.warn(`batch.spec.ts skipped: the real files of ${surfaces} are absent`);

const cli = resolve(import.meta.dirname, '..', 'apps', 'cli', 'bin', 'asperity.js');
const shot = screenshots('batch-', { fullPage: true, settle: waitForFades });

/** Sq as the command line computes it: every areal parameter after subtracting the mean plane. */
function cliSq(path: string): number {
  const out = execFileSync(process.execPath, [cli, 'params', path, '--level', 'plane', '--json'], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  return (JSON.parse(out) as { parameters: { Sq: number } }).parameters.Sq;
}

describe.skipIf(!haveSamples)('batch analysis in the browser', () => {
  const browser = useBrowser();
  const app = useAppWithMail({ DEMO_CONTENT: 'false' });

  it('runs a recipe over a folder of real files and gives a CSV whose Sq matches the CLI', async () => {
    const page = await newPage(browser());
    await signUpConfirmAndSignIn(page, app.url, app.smtp, ada);
    await page.getByTestId('library-empty').waitFor();
    await page.getByTestId('cookie-consent-accept').click();

    // A folder of real instrument files, uploaded through the library page.
    const folder = (await page.evaluate(() =>
      fetch('/api/folders', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Parts of the day' }),
      }).then((r) => r.json()),
    )) as { guid: string };
    await page.goto(`${app.url}/images/folder/${folder.guid}`);
    await page.getByTestId('upload-input').setInputFiles(paths);
    for (const name of names)
      await page
        .locator(`[data-testid="upload-item"][data-name="${name}"][data-state="done"]`)
        .waitFor({ timeout: 90_000 });

    // The recipe (recipes.spec.ts builds one in the editor; here it is stored through its call).
    const recipe = await page.evaluate(() =>
      fetch('/api/recipes', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          format: 'asperity-recipe',
          version: 1,
          name: 'Level + areal',
          steps: [
            { kind: 'operator', operator: 'level.plane', parameters: {} },
            { kind: 'analysis', feature: 'ArealParameters', settings: {} },
          ],
        }),
      }).then((r) => r.status),
    );
    expect(recipe).toBe(201);

    // The batch page, reached as the library links it: the folder chosen, the recipe and CSV by default.
    await page.goto(`${app.url}/batch?folders=${folder.guid}`);
    await page.getByRole('heading', { name: 'Batch analysis' }).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Parts of the day' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('batch-recipe').inputValue()).not.toBe('');
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'Parameter table (CSV)' }).isChecked())
      .toBe(true);
    await shot(page, 'start');
    await page.getByRole('button', { name: 'Start batch' }).click();

    await page.waitForURL(/\/batch\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect
      .poll(() => page.getByTestId('batch-state').innerText(), { timeout: 180_000, interval: 500 })
      .toContain('Finished');
    await expect
      .poll(() => page.getByTestId('batch-state').innerText())
      .toContain('3 of 3 files done, 0 failed');
    for (const name of names) await page.locator('tr[data-state="done"]', { hasText: name }).waitFor();
    await shot(page, 'finished');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes
      .toString('utf8')
      .slice(1)
      .split('\r\n')
      .filter((line) => line !== '')
      .map((line) => line.split(','));
    const header = rows[0] ?? [];
    const sq = header.indexOf('Sq [m]');
    expect(sq).toBeGreaterThan(2);
    // Files run in name order; each row's Sq equals the command line's to 9 significant digits.
    expect(rows.slice(1).map((row) => row[0])).toEqual(names);
    for (const [index, path] of paths.entries()) {
      const expected = cliSq(path);
      const value = Number(rows[index + 1]?.[sq]);
      expect(Number.isFinite(value)).toBe(true);
      expect(Math.abs(value - expected) / Math.abs(expected)).toBeLessThan(1e-9);
    }

    // The processed surfaces are in the result folder of the library.
    await page.getByRole('link', { name: 'Open the result folder' }).click();
    for (const name of names.map((n) => n.replace(/\.x3p$/, '.sur')))
      await page.getByText(name, { exact: true }).first().waitFor({ timeout: 30_000 });
    await shot(page, 'result-folder');
  }, 420_000);
});
