// The editor's views in a real browser against the built server (issue 7 items 1–3, 5): open an uploaded
// real instrument file at /image/:fileGuid, see the 3D view and the 2D colour map drawn (their pixels
// are not one colour), change the gradient in the colour-scale panel and see the 2D map's pixels change,
// toggle the panels by the §2 rules, the 3D view's axis labels (in metric and imperial units), the slice
// line drawn on the relief and the step planes with their general-settings toggles, and the editor in mobile
// view with the panels stacked. Skipped with
// a message when ../shared/surfaces is absent.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ada, signIn, signUpConfirmAndSignIn } from './support/accounts.ts';
import { useAppWithMail } from './support/app-with-mail.ts';
import { canvasPixels, distinctCanvasColours, newPage, useBrowser } from './support/browser.ts';
import { screenshots, scrollToTop } from './support/screenshots.ts';

const sample = join(
  resolve(import.meta.dirname, '..', '..', 'shared', 'surfaces'),
  'x3p',
  'x3ptools__sample-land.x3p',
);
const haveSample = existsSync(sample);
if (!haveSample) console.warn(`editor-view.spec.ts skipped: ${sample} is absent`);

const shot = screenshots('editor-view-', { fullPage: false, settle: scrollToTop });

const VIEW_3D = '[data-testid="editor-3d-view"] canvas';
const VIEW_2D = '[data-testid="editor-2d-view"]';

/** A fingerprint of the 2D canvas: its pixels sampled on a grid, as one string. */
function canvasSample(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (canvas) => {
    if (!(canvas instanceof HTMLCanvasElement)) throw new Error('not a canvas');
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const parts: number[] = [];
    for (let i = 0; i < data.length; i += 4 * 97)
      parts.push(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
    return parts.join(',');
  });
}

/**
 * Pixels of the 3D canvas in the intersection line's magenta (no gradient holds it; shading only
 * darkens the surface's colours).
 */
async function magentaPixels(page: Page): Promise<number> {
  const data = await canvasPixels(page, VIEW_3D);
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    if (r > 170 && b > 170 && g < 110) count++;
  }
  return count;
}

/** Pixels of the 3D canvas in the tool outline's yellow (#ffd600, lit or shaded a little). */
async function yellowPixels(page: Page): Promise<number> {
  const data = await canvasPixels(page, VIEW_3D);
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    if (r > 200 && g > 150 && g < 235 && b < 60) count++;
  }
  return count;
}

/** A fingerprint of the 3D (WebGL) canvas: every 97th pixel. */
async function canvas3DSample(page: Page): Promise<string> {
  const data = await canvasPixels(page, VIEW_3D);
  const parts: number[] = [];
  for (let i = 0; i < data.length; i += 4 * 97) parts.push(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
  return parts.join(',');
}

/** Ada (signed up by the first test) signs in on a new page and lands on her library. */
async function signInAsAda(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/sign-in`);
  await signIn(page, ada.username, ada.password);
  await page.waitForURL(/\/images/);
}

async function uploadSample(page: Page): Promise<string> {
  await page.getByTestId('upload-input').setInputFiles([sample]);
  await page
    .locator('[data-testid="upload-item"][data-name="x3ptools__sample-land.x3p"][data-state="done"]')
    .waitFor({ timeout: 60_000 });
  const files = (await page.evaluate(() =>
    fetch('/api/files', { credentials: 'same-origin' }).then((r) => r.json()),
  )) as { files: Array<{ guid: string; name: string }> };
  const file = files.files.find((candidate) => candidate.name === 'x3ptools__sample-land.x3p');
  if (!file) throw new Error('the uploaded file is not listed');
  return file.guid;
}

describe.skipIf(!haveSample)('the editor views in the browser', () => {
  const browser = useBrowser();
  const app = useAppWithMail({ DEMO_CONTENT: 'false' });
  let guid = '';

  it('draws the 3D and 2D views, follows the gradient, and toggles the panels', async () => {
    const page = await newPage(browser());
    await signUpConfirmAndSignIn(page, app.url, app.smtp, ada);
    await page.getByTestId('library-empty').waitFor();
    await page.getByTestId('cookie-consent-accept').click();
    guid = await uploadSample(page);

    const surfaceAnswer = page.waitForResponse((response) => response.url().includes('/api/editor/surface'));
    await page.goto(`${app.url}/image/${guid}`);
    await page.getByTestId('editor-page').waitFor({ timeout: 60_000 });
    const surface = await surfaceAnswer;
    expect(surface.status()).toBe(200);
    expect(surface.headers()['content-type']).toBe('application/octet-stream');

    await page.locator('[data-testid="editor-3d-view"][data-drawn="true"]').waitFor({ timeout: 90_000 });
    await page.locator(`${VIEW_2D}[data-drawn="true"]`).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('editor-file-name').textContent()).toBe('x3ptools__sample-land.x3p');
    // A real relief through a gradient: many colours, on both views.
    expect(await distinctCanvasColours(page, VIEW_2D)).toBeGreaterThan(20);
    expect(await distinctCanvasColours(page, VIEW_3D)).toBeGreaterThan(20);
    await shot(page, 'desktop');

    // The colour-scale panel (open at first) switches the gradient: the 2D map is redrawn with it.
    const before = await canvasSample(page, VIEW_2D);
    await page.getByTestId('gradient-black-white').click();
    await expect.poll(() => canvasSample(page, VIEW_2D), { timeout: 10_000 }).not.toBe(before);
    // Black-white: every drawn pixel is grey (r = g = b).
    const greys = await page.$eval(VIEW_2D, (canvas) => {
      const c = canvas as HTMLCanvasElement;
      const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
      let coloured = 0;
      for (let i = 0; i < data.length; i += 4)
        if (data[i + 3] !== 0 && (data[i] !== data[i + 1] || data[i + 1] !== data[i + 2])) coloured++;
      return coloured;
    });
    expect(greys).toBe(0);

    // §2 toggles: left from both → right only; left again → both; right from both → left only.
    const layout = page.getByTestId('editor-page');
    expect(await layout.getAttribute('data-visible-panels')).toBe('both');
    await page.getByTestId('editor-toggle-left').click();
    expect(await layout.getAttribute('data-visible-panels')).toBe('right');
    expect(await page.getByTestId('editor-left-panel').count()).toBe(0);
    await page.getByTestId('editor-toggle-left').click();
    expect(await layout.getAttribute('data-visible-panels')).toBe('both');
    await page.getByTestId('editor-toggle-right').click();
    expect(await layout.getAttribute('data-visible-panels')).toBe('left');
    expect(await page.getByTestId('editor-right-panel').count()).toBe(0);
    await page.getByTestId('editor-toggle-right').click();
    expect(await layout.getAttribute('data-visible-panels')).toBe('both');
    await page.close();
  });

  it('labels the 3D axes in the chosen units, draws the slice line, the restricted area and the step planes on the relief', async () => {
    const page = await newPage(browser());
    await signInAsAda(page, app.url);
    await page.goto(`${app.url}/image/${guid}`);
    const view = page.locator('[data-testid="editor-3d-view"][data-drawn="true"]');
    await view.waitFor({ timeout: 90_000 });
    // Grey relief, whatever the first test's gradient save left: the line and outline colours then stand
    // out from every surface pixel (the default rainbow holds yellows).
    await page.getByTestId('gradient-black-white').click();
    await expect.poll(() => yellowPixels(page), { timeout: 15_000 }).toBeLessThan(5);

    // The axes are on with the grid: X, Y and Z labels, written in the default metric units (the
    // automatic unit of each axis's span: µm or mm laterally, µm or nm in height), labels that would
    // overlap thinned out.
    const labels = async () => ((await view.getAttribute('data-axis-labels')) ?? '').split('|');
    await expect.poll(async () => (await labels()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(6);
    expect((await labels()).every((label) => /\d (mm|µm|nm)$/.test(label))).toBe(true);
    expect((await labels()).some((label) => /^0 (mm|µm|nm)$/.test(label))).toBe(true);

    // The units panel switches to imperial: the labels follow (mil laterally, µin in height).
    await page.getByTestId('settings-units').click();
    await page.getByTestId('units-system-imperial').check();
    await expect.poll(async () => (await labels()).some((label) => / mil$/.test(label))).toBe(true);
    await expect.poll(async () => (await labels()).some((label) => / µin$/.test(label))).toBe(true);
    await page.getByTestId('units-system-metric').check();

    // No slice open: nothing magenta.
    expect(await magentaPixels(page)).toBeLessThan(5);
    await page.getByTestId('editor-feature-slice').click();
    await page.getByTestId('slice-line').waitFor({ state: 'attached' });
    // The line runs across the whole relief: hundreds of pixels on a 1280 × 800 page.
    await expect.poll(() => magentaPixels(page), { timeout: 15_000 }).toBeGreaterThan(100);
    await shot(page, '3d-axes-slice');

    // General settings: "show intersection line" off removes it from the 3D view.
    await page.getByTestId('settings-general').click();
    await page.getByTestId('general-showIntersectionLine').click();
    await expect.poll(() => magentaPixels(page), { timeout: 15_000 }).toBeLessThan(5);
    await page.getByTestId('general-showIntersectionLine').click();
    await expect.poll(() => magentaPixels(page), { timeout: 15_000 }).toBeGreaterThan(100);

    // Areal parameters on a restricted area: its rectangle is drawn on the relief in yellow.
    expect(await yellowPixels(page)).toBeLessThan(5);
    await page.getByTestId('editor-feature-areal-parameters').click();
    await page.getByLabel('Restricted area').check();
    await expect.poll(() => yellowPixels(page), { timeout: 15_000 }).toBeGreaterThan(100);
    await shot(page, '3d-restricted-area');

    // Step height: no planes before a result; the line tool's result adds them; "show step plane" off
    // gives back exactly the picture without them.
    await page.getByTestId('editor-feature-step-height').click();
    await expect.poll(() => magentaPixels(page), { timeout: 15_000 }).toBeLessThan(5);
    const withoutPlanes = await canvas3DSample(page);
    const measured = page.waitForResponse((r) => r.url().endsWith('/api/editor/step-height/line'));
    await page.getByTestId('step-line-calculate').click();
    expect((await measured).status()).toBe(200);
    await expect.poll(() => canvas3DSample(page), { timeout: 15_000 }).not.toBe(withoutPlanes);
    await shot(page, '3d-step-planes');
    await page.getByTestId('general-showStepPlane').click();
    await expect.poll(() => canvas3DSample(page), { timeout: 15_000 }).toBe(withoutPlanes);
    await page.close();
  });

  it('shows the editor in mobile view with the panels stacked and the views as tabs', async () => {
    const page = await newPage(browser(), { width: 390, height: 844 });
    await signInAsAda(page, app.url);
    await page.goto(`${app.url}/image/${guid}`);
    const layout = page.getByTestId('editor-page');
    await layout.waitFor({ timeout: 60_000 });
    expect(await layout.getAttribute('data-visible-panels')).toBe('stacked');
    expect(await page.getByTestId('editor-toggle-left').count()).toBe(0);
    await page.getByTestId('editor-tab-2d').click();
    await page.locator(`${VIEW_2D}[data-drawn="true"]`).waitFor({ timeout: 60_000 });
    expect(await distinctCanvasColours(page, VIEW_2D)).toBeGreaterThan(20);
    // Stacked: the right panel starts below the left one.
    const left = await page.getByTestId('editor-left-panel').boundingBox();
    const right = await page.getByTestId('editor-right-panel').boundingBox();
    expect(left && right && right.y >= left.y + left.height - 1).toBe(true);
    await shot(page, 'mobile');
    await page.close();
  });

  it('answers the not-found page for a file that does not exist', async () => {
    const page = await newPage(browser());
    await signInAsAda(page, app.url);
    await page.goto(`${app.url}/image/no-such-file`);
    await page.getByTestId('not-found-page').waitFor({ timeout: 30_000 });
    await page.close();
  });
});
