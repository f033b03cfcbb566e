// The W4 analysis panels in a real browser against the built server (issue 7 item 3): a generated
// step surface (64 × 32 pixels of 1 µm, a 1 µm step half-way along x with a small ripple) is
// uploaded and opened in the editor; the average PSD is computed and its band rms compared with the
// core's evaluation of the same surface; the step height is measured with the line tool (after
// dragging the line's end on the 2D view) and with the rectangles flow (area → preview → leveling →
// result), each compared with the core's answer to the settings the browser sent.
import {
  analyses,
  formatById,
  makeChannel,
  makeSurfaceFile,
  type AnalysisId,
  type Surface,
} from '@asperity/core';
import { analysisContracts } from '@asperity/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ada, signUpConfirmAndSignIn } from './support/accounts.ts';
import { useAppWithMail } from './support/app-with-mail.ts';
import { newPage, useBrowser } from './support/browser.ts';
import { screenshots, scrollToTop } from './support/screenshots.ts';

const shot = screenshots('editor-tools-', { fullPage: false, settle: scrollToTop });

const NX = 64;
const NY = 32;
const PIXEL = 1e-6;
const STEP = 1e-6;

function stepFile(): { surface: Surface; bytes: Buffer } {
  const z = new Float64Array(NX * NY);
  for (let row = 0; row < NY; row++)
    for (let col = 0; col < NX; col++)
      z[row * NX + col] = (col < NX / 2 ? 0 : STEP) + 2e-8 * Math.sin((2 * Math.PI * col) / 8);
  const channel = makeChannel('height', 'height', { nx: NX, ny: NY, dx: PIXEL, dy: PIXEL }, z);
  const format = formatById('x3p');
  if (!format?.write) throw new Error('the core has no x3p writer');
  return { surface: channel.surface, bytes: Buffer.from(format.write(makeSurfaceFile('x3p', [channel]))) };
}

/** The core's answer for the settings the browser sent (defaults filled by the contract). */
function coreAnswer<T>(id: AnalysisId, surface: Surface, sent: Record<string, unknown>): T {
  const { fileGuid: _f, channel: _c, forkHash: _h, ...settings } = sent;
  const params: unknown = analysisContracts[id].params.parse(settings);
  const definition = analyses.find((a) => a.id === id);
  if (!definition) throw new Error(`no analysis ${id}`);
  return (definition.run as (s: Surface, p: unknown) => T)(surface, params);
}

/** Micrometres per unit of the units a value of about a micrometre is shown in (the automatic unit). */
const MICROMETRES_PER: Readonly<Record<string, number>> = { mm: 1000, µm: 1, nm: 1e-3 };

/** A value shown with 4 significant digits in the automatic unit, read back in µm. */
async function shownMicrometres(page: Page, testIdOrRow: string): Promise<number> {
  const row = page.locator(`[data-parameter="${testIdOrRow}"]`).last();
  await row.waitFor({ timeout: 60_000 });
  const cells = await row.locator('th, td').allTextContents();
  const scale = MICROMETRES_PER[cells[2] ?? ''];
  expect(scale, `unit ${cells[2]}`).toBeDefined();
  return Number(cells[1]) * (scale ?? NaN);
}

function expectWithinShownDigits(shownMicrons: number, metres: number): void {
  const micrometres = metres / 1e-6;
  expect(
    Math.abs(shownMicrons - micrometres),
    `${shownMicrons} µm shown for ${metres} m`,
  ).toBeLessThanOrEqual(0.5e-3 * Math.abs(micrometres) * 1.0001);
}

async function upload(page: Page, baseUrl: string, name: string, bytes: Buffer): Promise<string> {
  const res = await page.request.post(`${baseUrl}/api/files/upload`, {
    multipart: { file: { name, mimeType: 'application/octet-stream', buffer: bytes } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { guid: string }).guid;
}

describe('the PSD and step-height panels in the browser', () => {
  const browser = useBrowser();
  const app = useAppWithMail({ DEMO_CONTENT: 'false' });

  it('computes the average PSD and the step height (line and rectangles) of a generated step', async () => {
    const { surface, bytes } = stepFile();
    const page = await newPage(browser());
    await signUpConfirmAndSignIn(page, app.url, app.smtp, ada);
    await page.getByTestId('library-empty').waitFor();
    await page.getByTestId('cookie-consent-accept').click();
    const guid = await upload(page, app.url, 'step.x3p', bytes);
    await page.goto(`${app.url}/image/${guid}`);
    await page.getByTestId('editor-page').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="editor-2d-view"][data-drawn="true"]').waitFor({ timeout: 90_000 });

    // Average PSD, defaults (X only, no window): the band rms equals the core's.
    await page.getByTestId('editor-feature-average-psd').click();
    const psdAsked = page.waitForRequest((r) => r.url().includes('/api/editor/average-psd'));
    await page.getByTestId('psd-calculate').click();
    const psdRequest = await psdAsked;
    const psdQuery = Object.fromEntries(
      [...new URL(psdRequest.url()).searchParams].map(([k, v]) => [
        k,
        v === 'true' || v === 'false' ? v === 'true' : Number.isNaN(Number(v)) ? v : Number(v),
      ]),
    );
    expect(psdQuery).toMatchObject({
      selectedX: true,
      selectedY: false,
      windowTypeX: 'NONE',
      fileGuid: guid,
    });
    const bandRms = page.getByTestId('psd-band-rms-x');
    await bandRms.waitFor({ timeout: 60_000 });
    const expectedPsd = coreAnswer<{ x: { bandRms: number; profiles: number } }>('average-psd', surface, {
      selectedX: true,
    });
    const shownRms = /band ([\d.]+) (mm|µm|nm) \((\d+) profiles\)/.exec((await bandRms.textContent()) ?? '');
    expect(shownRms, 'the band rms line').not.toBeNull();
    expectWithinShownDigits(
      Number(shownRms?.[1]) * (MICROMETRES_PER[shownRms?.[2] ?? ''] ?? NaN),
      expectedPsd.x.bandRms,
    );
    expect(Number(shownRms?.[3])).toBe(expectedPsd.x.profiles);
    await page.getByTestId('chart-card').first().waitFor();
    await shot(page, 'psd');

    // Step height, line tool: drag the end 2 a little up on the 2D view, then measure.
    await page.getByTestId('editor-feature-step-height').click();
    const handle = page.getByTestId('step-height-handle-l2').locator('circle');
    const box = await handle.boundingBox();
    if (!box) throw new Error('the line end is not drawn');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 10, { steps: 5 });
    await page.mouse.up();
    const lineAsked = page.waitForRequest((r) => r.url().endsWith('/api/editor/step-height/line'));
    await page.getByTestId('step-line-calculate').click();
    const lineBody = (await lineAsked).postDataJSON() as Record<string, unknown> & {
      l2Position: { y: number };
    };
    expect(lineBody.l2Position.y).toBeLessThan(0.5);
    expect(lineBody).toMatchObject({ fileGuid: guid, featureThreshold: 0.5, l1Position: { x: 0.1, y: 0.5 } });
    const lineExpected = coreAnswer<{ stepHeight: number }>('step-height-line', surface, lineBody);
    expectWithinShownDigits(await shownMicrometres(page, 'stepHeight'), lineExpected.stepHeight);
    expect(Math.abs(lineExpected.stepHeight - STEP)).toBeLessThan(0.05 * STEP);
    await shot(page, 'step-line');

    // Rectangles: area → preview → leveling → result.
    await page.getByTestId('step-height-mode-rectangles').click();
    await page.getByTestId('step-rectangles-next').click();
    await page.getByTestId('step-rectangles-back').waitFor({ state: 'visible' });
    await expect
      .poll(() => page.getByTestId('step-rectangles-instructions').textContent())
      .toContain('step edge');
    await page.getByTestId('step-rectangles-next').click();
    const levelingAsked = page.waitForRequest((r) => r.url().endsWith('/rectangles/leveling-rect'));
    await page.getByTestId('step-rectangles-next').click();
    await levelingAsked;
    const resultAsked = page.waitForRequest((r) => r.url().endsWith('/api/editor/step-height/rectangles'));
    await page.getByTestId('step-rectangles-calculate').click();
    const rectanglesBody = (await resultAsked).postDataJSON() as Record<string, unknown>;
    expect(rectanglesBody).toMatchObject({
      fileGuid: guid,
      leveling: true,
      levelingSource: 0,
      rectangle: null,
    });
    const rectanglesExpected = coreAnswer<{ stepHeight: number }>(
      'step-height-rectangles',
      surface,
      rectanglesBody,
    );
    expectWithinShownDigits(await shownMicrometres(page, 'stepHeight'), rectanglesExpected.stepHeight);
    expect(Math.abs(rectanglesExpected.stepHeight - STEP)).toBeLessThan(0.05 * STEP);
    await shot(page, 'step-rectangles');
    await page.close();
  });
});
