// The W3 analysis panels in a real browser against the built server (issue 7 item 3): open an uploaded
// real instrument file in the editor, compute its areal parameters and check Sa and Sq against the
// core's evaluation of the same file (what `asperity params` prints), export the height table as PNG
// and CSV; then open the slice, drag its line on the 2D view and check the Rq shown against the
// profile the core extracts along the line the browser asked for; draw a dimension line with two
// clicks and check its length against the points sent. Skipped with a message when
// ../shared/surfaces is absent.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  evaluateArealParameters,
  extractProfile,
  readSurfaceFile,
  type ProfileLine,
  type Surface,
} from '@asperity/core';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ada, signUpConfirmAndSignIn } from './support/accounts.ts';
import { useAppWithMail } from './support/app-with-mail.ts';
import { newPage, useBrowser } from './support/browser.ts';
import { screenshots, scrollToTop } from './support/screenshots.ts';

const SAMPLE_NAME = 'x3ptools__sample-land.x3p';
const sample = join(resolve(import.meta.dirname, '..', '..', 'shared', 'surfaces'), 'x3p', SAMPLE_NAME);
const haveSample = existsSync(sample);
if (!haveSample) console.warn(`editor-analysis.spec.ts skipped: ${sample} is absent`);

const shot = screenshots('editor-analysis-', { fullPage: false, settle: scrollToTop });

/** The file's first height channel, read by the core as the CLI and the server read it. */
function sampleSurface(): Surface {
  const file = readSurfaceFile(new Uint8Array(readFileSync(sample)), SAMPLE_NAME);
  const channel = file.channels.find((c) => c.kind === 'height') ?? file.channels[0];
  if (!channel) throw new Error('the sample has no channel');
  return channel.surface;
}

/** A displayed value (4 significant digits by default) read back as a number. */
/** Micrometres per unit of the lengths the automatic unit writes. */
const MICROMETRES_PER: Readonly<Record<string, number>> = { mm: 1000, µm: 1, nm: 1e-3, Å: 1e-4 };

/** A shown length: `value` converted to µm from the automatic unit it is written in, `text` as shown. */
async function shownValue(
  page: Page,
  parameterKey: string,
): Promise<{ value: number; unit: string; text: string }> {
  const row = page.locator(`[data-parameter="${parameterKey}"]`);
  await row.waitFor({ timeout: 60_000 });
  const cells = await row.locator('th, td').allTextContents();
  const unit = cells[2] ?? '';
  return { value: Number(cells[1]) * (MICROMETRES_PER[unit] ?? NaN), unit, text: cells[1] ?? '' };
}

/** Equal to the 4 significant digits shown (in µm): within half a unit of the fourth digit. */
function withinShownDigits(shown: number, metres: number): boolean {
  const micrometres = metres / 1e-6;
  return Math.abs(shown - micrometres) <= 0.5e-3 * Math.abs(micrometres) * 1.0001;
}

function expectShown(shown: number, metres: number): void {
  expect(withinShownDigits(shown, metres), `${shown} µm shown for ${metres} m`).toBe(true);
}

async function downloadBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path);
}

async function uploadSample(page: Page): Promise<string> {
  await page.getByTestId('upload-input').setInputFiles([sample]);
  await page
    .locator(`[data-testid="upload-item"][data-name="${SAMPLE_NAME}"][data-state="done"]`)
    .waitFor({ timeout: 60_000 });
  const listing = (await page.evaluate(() =>
    fetch('/api/files', { credentials: 'same-origin' }).then((r) => r.json()),
  )) as { files: Array<{ guid: string; name: string }> };
  const file = listing.files.find((candidate) => candidate.name === SAMPLE_NAME);
  if (!file) throw new Error('the uploaded file is not listed');
  return file.guid;
}

/** Rq of a profile about its own mean line, as the slice panel computes it. */
function rmsAboutMean(heights: Float64Array): number {
  const valid = Array.from(heights).filter((z) => Number.isFinite(z));
  const mean = valid.reduce((a, b) => a + b, 0) / valid.length;
  return Math.sqrt(valid.reduce((a, z) => a + (z - mean) ** 2, 0) / valid.length);
}

describe.skipIf(!haveSample)('the analysis panels in the browser', () => {
  const browser = useBrowser();
  const app = useAppWithMail({ DEMO_CONTENT: 'false' });

  it('shows the areal parameters of the CLI, exports them, reads Rq along a dragged slice and measures a drawn line', async () => {
    const surface = sampleSurface();
    const expected = evaluateArealParameters(surface, {
      areaOfInterest: 'entire',
      spatialThreshold: 0.2,
      level: 'none',
      offset: 0,
      materialRatioHeight: 0,
      materialRatio: 0.1,
    });
    const height = expected.categories.find((c) => c.id === 'iso25178-height');
    const valueOf = (id: string) => height?.statistics.find((s) => s.id === id)?.value ?? NaN;

    const page = await newPage(browser());
    await signUpConfirmAndSignIn(page, app.url, app.smtp, ada);
    await page.getByTestId('library-empty').waitFor();
    await page.getByTestId('cookie-consent-accept').click();
    const guid = await uploadSample(page);
    await page.goto(`${app.url}/image/${guid}`);
    await page.getByTestId('editor-page').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="editor-2d-view"][data-drawn="true"]').waitFor({ timeout: 90_000 });

    // Areal parameters: computed when the panel opens, entire image, spec defaults.
    await page.getByTestId('editor-feature-areal-parameters').click();
    const sa = await shownValue(page, 'iso25178-height:Sa');
    const sq = await shownValue(page, 'iso25178-height:Sq');
    expect(Object.keys(MICROMETRES_PER)).toContain(sa.unit);
    expect(Object.keys(MICROMETRES_PER)).toContain(sq.unit);
    expectShown(sa.value, valueOf('Sa'));
    expectShown(sq.value, valueOf('Sq'));
    await shot(page, 'areal');

    // The ISO 25178 height table as PNG (drawn on a canvas) and CSV (BOM, CRLF).
    const table = page
      .getByTestId('results-table')
      .filter({ has: page.locator('[data-parameter="iso25178-height:Sa"]') });
    await table.getByRole('button', { name: 'Table options' }).click();
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toBe('ISO 25178 height.png');
    expect([...(await downloadBytes(png)).subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    await table.getByRole('button', { name: 'Table options' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export CSV' }).click(),
    ]);
    const csvText = (await downloadBytes(csv)).toString('utf8');
    expect(csvText.startsWith('\uFEFFParameter,Value,Unit\r\n')).toBe(true);
    expect(csvText).toContain(`\r\nSa,${sa.text},${sa.unit}\r\n`);

    // Slice: the default horizontal line through the middle, then dragged down on the 2D view.
    await page.getByTestId('editor-feature-slice').click();
    await shownValue(page, 'Rq');
    const line = page.getByTestId('slice-line');
    // The chart sizes itself after it mounts, which can move the views: measure once it has.
    await page.waitForTimeout(500);
    const box = await line.boundingBox();
    if (!box) throw new Error('the slice line is not drawn');
    const asked = page.waitForRequest(
      (request) => request.url().endsWith('/api/editor/profile') && request.method() === 'POST',
    );
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 20, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 40, { steps: 5 });
    await page.mouse.up();
    const request = await asked;
    const body = request.postDataJSON() as { line: ProfileLine };
    expect(body.line.type).toBe('horizontal');
    expect(Math.abs(body.line.start.y - 0.5)).toBeGreaterThan(0.05);
    await (await request.response())?.finished();
    const expectedRq = rmsAboutMean(extractProfile(surface, body.line).z);
    // The table shows the dragged line's profile once its answer has arrived.
    await expect
      .poll(async () => withinShownDigits((await shownValue(page, 'Rq')).value, expectedRq), {
        timeout: 20_000,
      })
      .toBe(true);
    await shot(page, 'slice');

    // The profile chart exports as a PNG picture of its SVG.
    const chart = page.getByTestId('chart-card').first();
    await chart.getByRole('button', { name: 'Chart options' }).click();
    const [chartPng] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export PNG' }).click(),
    ]);
    expect([...(await downloadBytes(chartPng)).subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);

    // Dimension: a line of two clicks on the 2D view, measured by the server in the user's units.
    await page.getByTestId('editor-feature-dimension').click();
    await page.getByTestId('dimension-panel').waitFor();
    const canvas = page.getByTestId('dimension-canvas');
    const measured = page.waitForRequest(
      (r) => r.url().endsWith('/api/editor/dimension') && r.method() === 'POST',
    );
    const area = await canvas.boundingBox();
    if (!area) throw new Error('the dimension overlay is not drawn');
    await canvas.click({ position: { x: area.width * 0.2, y: area.height * 0.3 } });
    await canvas.click({ position: { x: area.width * 0.8, y: area.height * 0.7 } });
    const dimension = (await measured).postDataJSON() as {
      lines: Array<{ start: { x: number; y: number }; end: { x: number; y: number } }>;
    };
    const drawn = dimension.lines[0];
    if (!drawn) throw new Error('no line was sent');
    const expectedLength = Math.hypot(drawn.end.x - drawn.start.x, drawn.end.y - drawn.start.y);
    // 60 % of the image width at least: the points are in metres of the image frame.
    expect(expectedLength).toBeGreaterThan(0.6 * surface.nx * surface.dx * 0.99);
    const shownLength = await shownValue(page, 'line 1:length');
    expect(Object.keys(MICROMETRES_PER)).toContain(shownLength.unit);
    expectShown(shownLength.value, expectedLength);
    await shot(page, 'dimension');
    await page.close();
  });
});
