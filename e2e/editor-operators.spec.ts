// Operators and the operation history in a real browser against the built server (issue 7 item 4):
// open an uploaded x3p in the editor, apply Level (level.plane) from the Operators menu, see the step
// in the history and the views load the new fork, go back to the source, apply Level again and save,
// then reload the page and find the saved state; save it as a new file, which opens, and crop it by
// dragging on the dialog's map. Skipped with a message when ../shared/surfaces is absent.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ada, signUpConfirmAndSignIn } from './support/accounts.ts';
import { useAppWithMail } from './support/app-with-mail.ts';
import { newPage, useBrowser } from './support/browser.ts';
import { screenshots, waitForFades } from './support/screenshots.ts';

const sample = join(
  resolve(import.meta.dirname, '..', '..', 'shared', 'surfaces'),
  'x3p',
  'x3ptools__sample-land.x3p',
);
const haveSample = existsSync(sample);
if (!haveSample) console.warn(`editor-operators.spec.ts skipped: ${sample} is absent`);

const shot = screenshots('editor-operators-', { fullPage: false, settle: waitForFades });

interface HistoryAnswer {
  readonly forkHash: string;
  readonly position: number;
  readonly savedForkHash: string;
  readonly operationHistory: ReadonlyArray<{ op: string; forkHash: string }>;
  readonly data: { readonly cols: number; readonly rows: number };
}

/** Applies Level (plane) from the Operators menu; resolves with the server's new history state. */
async function applyLevel(page: Page): Promise<HistoryAnswer> {
  await page.getByTestId('operators-menu-button').click();
  await page.locator('[data-testid="operator-item"][data-operator="level.plane"]').click();
  const dialog = page.getByTestId('operator-dialog');
  await dialog.waitFor();
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/editor/history/apply') && response.request().method() === 'POST',
  );
  await dialog.getByTestId('operator-apply').click();
  const response = await answer;
  expect(response.status()).toBe(200);
  await dialog.waitFor({ state: 'detached' });
  return (await response.json()) as HistoryAnswer;
}

/** Every URL the page requests, so a test can ask whether the views loaded a fork. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Whether the views asked for the heights of the fork (GET /api/editor/surface?…&forkHash=…). */
const surfaceOf = (urls: readonly string[], forkHash: string): boolean =>
  urls.some((url) => url.includes('/api/editor/surface') && url.includes(`forkHash=${forkHash}`));

describe.skipIf(!haveSample)('operators and the operation history in the browser', () => {
  const browser = useBrowser();
  const app = useAppWithMail({ DEMO_CONTENT: 'false' });

  it('applies Level, goes back, applies it again, saves, finds the saved state after a reload, saves as', async () => {
    const page = await newPage(browser());
    await signUpConfirmAndSignIn(page, app.url, app.smtp, ada);
    await page.getByTestId('library-empty').waitFor();
    await page.getByTestId('cookie-consent-accept').click();
    await page.getByTestId('upload-input').setInputFiles([sample]);
    await page
      .locator('[data-testid="upload-item"][data-name="x3ptools__sample-land.x3p"][data-state="done"]')
      .waitFor({ timeout: 60_000 });
    const files = (await page.evaluate(() =>
      fetch('/api/files', { credentials: 'same-origin' }).then((r) => r.json()),
    )) as { files: Array<{ guid: string; name: string }> };
    const file = files.files.find((candidate) => candidate.name === 'x3ptools__sample-land.x3p');
    if (!file) throw new Error('the uploaded file is not listed');

    const requested = recordRequests(page);
    await page.goto(`${app.url}/image/${file.guid}`);
    const toolbar = page.getByTestId('operators-toolbar');
    await toolbar.waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('history-toggle').innerText()).toContain('History (0/0)');
    expect(await toolbar.getAttribute('data-unsaved')).toBe('false');

    // The Gaussian filter's generated form, and its preview beside the current fork (history unchanged).
    await page.getByTestId('operators-menu-button').click();
    await page.locator('[data-testid="operator-item"][data-operator="filter.gaussian"]').click();
    const filterDialog = page.getByTestId('operator-dialog');
    expect(await filterDialog.getByTestId('input-cutoff').inputValue()).toBe('800');
    await filterDialog.getByTestId('input-cutoff').fill('80');
    await filterDialog.getByTestId('operator-preview-button').click();
    const facts = filterDialog.getByTestId('preview-result-facts');
    await facts.waitFor({ timeout: 30_000 });
    expect(await facts.innerText()).toMatch(/points\s+Heights .+ to .+/);
    const current = filterDialog.getByTestId('preview-current');
    await expect
      .poll(() => current.evaluate((image) => (image as HTMLImageElement).naturalWidth), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await shot(page, 'filter-preview');
    await filterDialog.getByRole('button', { name: 'Cancel' }).click();
    await filterDialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('history-toggle').innerText()).toContain('History (0/0)');

    // Level: one step, the current fork, and the views ask for it.
    const levelled = await applyLevel(page);
    await expect.poll(() => surfaceOf(requested, levelled.forkHash), { timeout: 30_000 }).toBe(true);
    expect(levelled.position).toBe(1);
    expect(levelled.operationHistory.map((step) => step.op)).toEqual(['level.plane']);
    await expect.poll(() => page.getByTestId('history-toggle').innerText()).toContain('History (1/1)');
    expect(await toolbar.getAttribute('data-unsaved')).toBe('true');
    await page.getByTestId('history-toggle').click();
    const steps = page.getByTestId('history-step');
    await expect.poll(() => steps.count()).toBe(2);
    expect(await steps.nth(1).innerText()).toContain('Level (plane)');
    expect(await steps.nth(1).getAttribute('data-current')).toBe('true');
    await shot(page, 'levelled');

    // Back to the source: the source is current and the views ask for its fork again.
    const backToSource = page.waitForResponse((r) => r.url().endsWith('/api/editor/history/go-back'));
    await steps.nth(0).click();
    const source = (await (await backToSource).json()) as HistoryAnswer;
    expect(source.position).toBe(0);
    await expect.poll(() => steps.nth(0).getAttribute('data-current')).toBe('true');
    expect(await toolbar.getAttribute('data-unsaved')).toBe('false');

    // Level again from the source: the same step gives the same fork (equal names for equal steps).
    const again = await applyLevel(page);
    expect(again.forkHash).toBe(levelled.forkHash);
    await expect.poll(() => steps.nth(1).getAttribute('data-current')).toBe('true');

    // Save: the saved fork is the levelled one, nothing is unsaved any more.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/editor/history/save'));
    await page.getByTestId('history-save').click();
    const savedState = (await (await saved).json()) as HistoryAnswer;
    expect(savedState.savedForkHash).toBe(levelled.forkHash);
    await expect.poll(() => toolbar.getAttribute('data-unsaved')).toBe('false');
    await shot(page, 'saved');

    // After a reload the editor opens on the saved, levelled state.
    await page.reload();
    await toolbar.waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('history-toggle').innerText()).toContain('History (1/1)');
    expect(await toolbar.getAttribute('data-unsaved')).toBe('false');
    await page.getByTestId('history-toggle').click();
    await expect.poll(() => steps.count()).toBe(2);
    expect(await steps.nth(1).getAttribute('data-current')).toBe('true');
    expect(await steps.nth(1).getByTestId('history-saved').count()).toBe(1);

    // Save as: a new file named in the text dialog, opened in the editor on the levelled fork.
    await page.getByTestId('history-save-as').click();
    const name = page.getByTestId('text-dialog-input');
    await name.fill('sample-land levelled.x3p');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/editor/history/save-as'));
    await page.getByTestId('dialog-ok').click();
    const copy = (await (await created).json()) as { guid: string; name: string };
    expect(copy.name).toBe('sample-land levelled.x3p');
    await page.waitForURL(`**/image/${copy.guid}`);
    await expect
      .poll(() => page.getByTestId('editor-file-name').innerText())
      .toBe('sample-land levelled.x3p');
    const copyState = (await page.evaluate(
      (guid) => fetch(`/api/editor/history?fileGuid=${guid}`).then((r) => r.json()),
      copy.guid,
    )) as HistoryAnswer;
    expect(copyState.forkHash).toBe(levelled.forkHash);
    expect(copyState.savedForkHash).toBe(levelled.forkHash);
    expect(await toolbar.getAttribute('data-unsaved')).toBe('false');

    // Crop by dragging on the dialog's colour map: the fields follow the drag (snapped to pixels) and
    // the new fork holds the pixels of the rectangle.
    await page.getByTestId('operators-menu-button').click();
    await page.locator('[data-testid="operator-item"][data-operator="crop"]').click();
    const cropDialog = page.getByTestId('operator-dialog');
    const map = cropDialog.getByTestId('area-picker-map');
    await expect.poll(() => map.getAttribute('data-drawn'), { timeout: 30_000 }).toBe('true');
    const box = await map.boundingBox();
    if (!box) throw new Error('the crop map is not laid out');
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 4 });
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.8, { steps: 4 });
    await page.mouse.up();
    const edge = async (name: string) => Number(await cropDialog.getByTestId(`input-${name}`).inputValue());
    const { cols, rows } = copyState.data;
    const [left, top, right, bottom] = [
      await edge('left'),
      await edge('top'),
      await edge('right'),
      await edge('bottom'),
    ];
    expect(Math.abs(left - 0.25)).toBeLessThanOrEqual(2 / cols);
    expect(Math.abs(top - 0.2)).toBeLessThanOrEqual(2 / rows);
    expect(Math.abs(right - 0.75)).toBeLessThanOrEqual(2 / cols);
    expect(Math.abs(bottom - 0.8)).toBeLessThanOrEqual(2 / rows);
    await shot(page, 'crop-drag');
    const cropped = page.waitForResponse((r) => r.url().endsWith('/api/editor/history/apply'));
    await cropDialog.getByTestId('operator-apply').click();
    const croppedState = (await (await cropped).json()) as HistoryAnswer;
    expect(croppedState.operationHistory.map((step) => step.op)).toEqual(['level.plane', 'crop']);
    expect(croppedState.data.cols).toBe(Math.round(right * cols) - Math.round(left * cols));
    expect(croppedState.data.rows).toBe(Math.round(bottom * rows) - Math.round(top * rows));
  });
});
