// Issue 15 in a real browser at 1440 × 900 against the built server: the 2D view's tools take real
// pointer input at screen coordinates (mouse, finger and pen through chromium's input pipeline, never
// events dispatched at an element) — the volume polygon (item 1: its vertices once landed on the outer
// overlay and Calculate never enabled), the slice line, the restricted area, the dimension tool and the
// three-point levelling picker, the step-height area and rectangles; an operator's refusal shows the
// server's reason (item 2); the views fill the left panel with the results beside their settings, also
// for the long PSD and profile panels at 900 px (item 15); lengths read in the automatic unit and chart ticks are plain numbers (item 8); a one-row
// file is shown as a profile chart with its profile tools open (item 12).
import { analyses, formatById, makeChannel, makeSurfaceFile, type Surface } from '@asperity/core';
import { analysisContracts } from '@asperity/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ada, signUpConfirmAndSignIn } from './support/accounts.ts';
import { useAppWithMail } from './support/app-with-mail.ts';
import { useBrowser } from './support/browser.ts';
import { screenshots, scrollToTop } from './support/screenshots.ts';

const shot = screenshots('editor-pointers-', { fullPage: false, settle: scrollToTop });

const SCREEN = { width: 1440, height: 900 };

function x3p(surfaceOf: (nx: number, ny: number) => Float64Array, nx: number, ny: number, pixel: number) {
  const channel = makeChannel('height', 'height', { nx, ny, dx: pixel, dy: pixel }, surfaceOf(nx, ny));
  const format = formatById('x3p');
  if (!format?.write) throw new Error('the core has no x3p writer');
  return { surface: channel.surface, bytes: Buffer.from(format.write(makeSurfaceFile('x3p', [channel]))) };
}

/** 64 × 64 pixels of 1 µm: flat, a 200 nm bump left of the middle and a 200 nm pit right of it. */
const BUMP_AND_PIT = (nx: number, ny: number) => {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++) {
      const bump = Math.exp(-((col - 20) ** 2 + (row - 32) ** 2) / 18);
      const pit = Math.exp(-((col - 44) ** 2 + (row - 32) ** 2) / 18);
      z[row * nx + col] = 2e-7 * (bump - pit);
    }
  return z;
};

/** An AFM-like field: 128 × 128 pixels of 1 µm / 128 (7.8 nm), a 2 nm ripple. */
const AFM = (nx: number, ny: number) => {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++) z[row * nx + col] = 2e-9 * Math.sin((2 * Math.PI * col) / 32);
  return z;
};

/** A stylus profile: one row of 400 points 0.5 µm apart, a 1 µm step in the middle. */
const PROFILE = (nx: number) => {
  const z = new Float64Array(nx);
  for (let col = 0; col < nx; col++) z[col] = (col < nx / 2 ? 0 : 1e-6) + 5e-8 * Math.sin(col / 3);
  return z;
};

async function upload(page: Page, baseUrl: string, name: string, bytes: Buffer): Promise<string> {
  const res = await page.request.post(`${baseUrl}/api/files/upload`, {
    multipart: { file: { name, mimeType: 'application/octet-stream', buffer: bytes } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { guid: string }).guid;
}

async function openEditor(page: Page, baseUrl: string, guid: string, drawn = true): Promise<void> {
  await page.goto(`${baseUrl}/image/${guid}`);
  await page.getByTestId('editor-page').waitFor({ timeout: 60_000 });
  if (drawn)
    await page.locator('[data-testid="editor-2d-view"][data-drawn="true"]').waitFor({ timeout: 90_000 });
}

/** Screen coordinates of a point given as fractions of an element's box. */
async function at(page: Page, testId: string, fx: number, fy: number): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} is not laid out`);
  return { x: box.x + fx * box.width, y: box.y + fy * box.height };
}

async function centre(page: Page, testId: string): Promise<{ x: number; y: number }> {
  return at(page, testId, 0.5, 0.5);
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
}

type Box = [left: number, top: number, width: number, height: number];

/** Pairs of axis labels drawn on top of each other (more than 2 px both ways). */
function overlappingLabels(boxes: readonly Box[]): number {
  let count = 0;
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [al, at, aw, ah] = boxes[i] as Box;
      const [bl, bt, bw, bh] = boxes[j] as Box;
      const dx = Math.min(al + aw, bl + bw) - Math.max(al, bl);
      const dy = Math.min(at + ah, bt + bh) - Math.max(at, bt);
      if (dx > 2 && dy > 2) count++;
    }
  return count;
}

/** The labels with their boxes, for a failure's message. */
async function describeLabels(page: Page): Promise<string> {
  const texts = ((await page.getByTestId('editor-3d-view').getAttribute('data-axis-labels')) ?? '').split(
    '|',
  );
  const boxes = await labelBoxes(page);
  return JSON.stringify(boxes.map((box, i) => [texts[i], ...box]));
}

async function labelBoxes(page: Page): Promise<Box[]> {
  const text = await page.getByTestId('editor-3d-view').getAttribute('data-axis-label-boxes');
  return JSON.parse(text ?? '[]') as Box[];
}

/** A rough surface without a step: a deterministic pseudo-random field of ±0.5 µm. */
const ROUGH = (nx: number, ny: number) => {
  const z = new Float64Array(nx * ny);
  let seed = 12345;
  for (let i = 0; i < z.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    z[i] = (seed / 2147483648 - 0.5) * 1e-6;
  }
  return z;
};

/** A 200 nm step between the left and right halves, with ±1 nm of deterministic roughness. */
const STEP = (nx: number, ny: number) => {
  const z = new Float64Array(nx * ny);
  for (let row = 0; row < ny; row++)
    for (let col = 0; col < nx; col++)
      z[row * nx + col] = (col < nx / 2 ? 0 : 2e-7) + 1e-9 * Math.sin(col * 1.7 + row * 2.3);
  return z;
};

/** The core's volume for the query the browser sent (xs/ys as JSON text). */
function coreVolume(surface: Surface, url: string) {
  const query = Object.fromEntries(
    [...new URL(url).searchParams]
      .filter(([k]) => !['fileGuid', 'channel', 'forkHash'].includes(k))
      .map(([k, v]) => [k, JSON.parse(v) as unknown]),
  );
  const params: unknown = analysisContracts.volume.params.parse(query);
  const definition = analyses.find((a) => a.id === 'volume');
  if (!definition) throw new Error('no volume analysis');
  return (definition.run as (s: Surface, p: unknown) => { bumps: number; holes: number; area: number })(
    surface,
    params,
  );
}

/** "2304 µm²" → m² (µm², nm², mm²). */
function areaOf(text: string): number {
  const match = /^([\d.]+)\s*(mm|µm|nm)²$/.exec(text.trim());
  if (!match) throw new Error(`not an area: ${text}`);
  const scale = { mm: 1e-3, µm: 1e-6, nm: 1e-9 }[match[2] as 'mm' | 'µm' | 'nm'];
  return Number(match[1]) * scale ** 2;
}

describe('issue 15 in the editor at 1440 × 900', () => {
  const browser = useBrowser();
  const app = useAppWithMail({ DEMO_CONTENT: 'false' });
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const thePage = (): Page => {
    if (!page) throw new Error('the first test opens the page');
    return page;
  };

  it('draws the volume polygon with a mouse, a finger and a pen and measures bumps, holes and area', async () => {
    context = await browser().newContext({ viewport: SCREEN, locale: 'en-US', hasTouch: true });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signUpConfirmAndSignIn(page, app.url, app.smtp, ada);
    await page.getByTestId('library-empty').waitFor();
    await page.getByTestId('cookie-consent-accept').click();
    const { surface, bytes } = x3p(BUMP_AND_PIT, 64, 64, 1e-6);
    const guid = await upload(page, app.url, 'bump-and-pit.x3p', bytes);
    await openEditor(page, app.url, guid);
    // Which kind of pointer each press was, as the page saw it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { pointerKinds: string[] }).pointerKinds = seen;
      document.addEventListener('pointerdown', (e) => seen.push(e.pointerType), true);
    });

    await page.getByTestId('editor-feature-volume').click();
    await page.getByTestId('volume-overlay').waitFor();
    const vertices = page.getByTestId('volume-vertex-count');
    const corners = [
      [0.125, 0.125],
      [0.875, 0.125],
      [0.875, 0.875],
      [0.125, 0.875],
    ] as const;
    const points = await Promise.all(corners.map(([fx, fy]) => at(thePage(), 'editor-2d-view', fx, fy)));
    const [p1, p2, p3, p4] = points as [
      (typeof points)[0],
      (typeof points)[0],
      (typeof points)[0],
      (typeof points)[0],
    ];
    await page.mouse.click(p1.x, p1.y);
    await expect.poll(() => vertices.textContent()).toBe('1 vertex');
    await page.mouse.click(p2.x, p2.y);
    await expect.poll(() => vertices.textContent()).toBe('2 vertices');
    await page.touchscreen.tap(p3.x, p3.y);
    await expect.poll(() => vertices.textContent()).toBe('3 vertices');
    const cdp = await context.newCDPSession(page);
    for (const type of ['mousePressed', 'mouseReleased'] as const)
      await cdp.send('Input.dispatchMouseEvent', {
        type,
        x: p4.x,
        y: p4.y,
        button: 'left',
        clickCount: 1,
        pointerType: 'pen',
      });
    await expect.poll(() => vertices.textContent()).toBe('4 vertices');
    const kinds = await page.evaluate(() => (window as unknown as { pointerKinds: string[] }).pointerKinds);
    // The last four presses are the vertices (the first one opened the volume panel).
    expect(kinds.slice(-4)).toEqual(['mouse', 'mouse', 'touch', 'pen']);

    const asked = page.waitForRequest((r) => r.url().includes('/api/editor/volume'));
    await page.getByTestId('volume-calculate').click();
    const request = await asked;
    // The vertices sit where the pointers pressed: 8 and 56 µm of the 64 µm field, within a pixel.
    const xs = JSON.parse(new URL(request.url()).searchParams.get('xs') ?? '[]') as number[];
    const ys = JSON.parse(new URL(request.url()).searchParams.get('ys') ?? '[]') as number[];
    [8, 56, 56, 8].forEach((um, i) => expect(Math.abs((xs[i] ?? NaN) * 1e6 - um)).toBeLessThan(1));
    [8, 8, 56, 56].forEach((um, i) => expect(Math.abs((ys[i] ?? NaN) * 1e6 - um)).toBeLessThan(1));
    const expected = coreVolume(surface, request.url());
    expect(expected.bumps).toBeGreaterThan(0);
    expect(expected.holes).toBeGreaterThan(0);
    const result = page.getByTestId('volume-result');
    await result.waitFor({ timeout: 60_000 });
    const cell = async (key: string) =>
      (await result.locator(`[data-result="${key}"] td`).last().textContent()) ?? '';
    expect(await cell('bumps')).toMatch(/^[\d.]+ (µm|nm)³$/);
    expect(await cell('holes')).toMatch(/^[\d.]+ (µm|nm)³$/);
    // The polygon's area: 48 µm × 48 µm less what a pixel's rounding takes, as the core computes it.
    const shownArea = areaOf(await cell('area'));
    expect(Math.abs(shownArea - expected.area) / expected.area).toBeLessThan(1e-3);
    expect(Math.abs(shownArea - 48e-6 * 48e-6) / (48e-6 * 48e-6)).toBeLessThan(0.1);

    // Item 15: the result sits on screen beside its settings, without scrolling.
    const resultBox = await result.boundingBox();
    expect(resultBox && resultBox.y + resultBox.height).toBeLessThanOrEqual(SCREEN.height);
    await shot(page, 'volume');
  });

  it('fills the left panel with the views at 1440 × 900 (stacked, landscape, on screen)', async () => {
    const p = thePage();
    const views = p.locator('[data-arrangement]');
    expect(await views.getAttribute('data-arrangement')).toBe('column');
    const box3d = await p.getByTestId('editor-view-3d').boundingBox();
    const box2d = await p.getByTestId('editor-view-2d').boundingBox();
    const left = await p.getByTestId('editor-left-panel').boundingBox();
    if (!box3d || !box2d || !left) throw new Error('the views are not laid out');
    // The 3D view spans the left panel's width, is landscape, and ends above the screen's bottom.
    expect(box3d.width).toBeGreaterThan(0.9 * left.width);
    expect(box3d.width / box3d.height).toBeGreaterThan(1.3);
    expect(box3d.width * box3d.height).toBeGreaterThan(0.2 * SCREEN.width * SCREEN.height);
    expect(box2d.y).toBeGreaterThanOrEqual(box3d.y + box3d.height);
    expect(box2d.y + box2d.height).toBeLessThanOrEqual(SCREEN.height);

    // The axis labels stay apart however the camera turns (orbit by dragging on the 3D view).
    await expect.poll(async () => (await labelBoxes(p)).length, { timeout: 30_000 }).toBeGreaterThan(6);
    expect(overlappingLabels(await labelBoxes(p)), await describeLabels(p)).toBe(0);
    const canvas = await centre(p, 'editor-3d-view');
    for (const [dx, dy] of [
      [260, 0],
      [200, -60],
      [-520, 80],
      [140, 120],
    ] as const) {
      const before = JSON.stringify(await labelBoxes(p));
      await drag(p, canvas, { x: canvas.x + dx, y: canvas.y + dy });
      await expect
        .poll(async () => JSON.stringify(await labelBoxes(p)), { timeout: 30_000 })
        .not.toBe(before);
      await expect
        .poll(async () => overlappingLabels(await labelBoxes(p)), {
          timeout: 30_000,
          message: await describeLabels(p),
        })
        .toBe(0);
      expect((await labelBoxes(p)).length).toBeGreaterThan(3);
    }
    await shot(p, 'rotated');
  });

  it('takes real mouse input on the slice line, the restricted area and the dimension tool', async () => {
    const p = thePage();
    // Slice: drag the line's end from (1, 0.5) to (0.75, 0.25) of the map.
    await p.getByTestId('editor-feature-slice').click();
    await p.getByTestId('slice-end').waitFor();
    const sliceTo = await at(p, 'editor-2d-view', 0.75, 0.25);
    await drag(p, await centre(p, 'slice-end'), sliceTo);
    const end = await centre(p, 'slice-end');
    expect(Math.abs(end.x - sliceTo.x)).toBeLessThan(3);
    expect(Math.abs(end.y - sliceTo.y)).toBeLessThan(3);

    // Restricted area: drag the bottom-right corner from (0.75, 0.75) to (0.6, 0.9).
    await p.getByTestId('editor-feature-areal-parameters').click();
    await p.getByLabel('Restricted area').check();
    await p.getByTestId('areal-area-bottom-right').waitFor();
    const cornerTo = await at(p, 'editor-2d-view', 0.6, 0.9);
    await drag(p, await centre(p, 'areal-area-bottom-right'), cornerTo);
    const corner = await centre(p, 'areal-area-bottom-right');
    expect(Math.abs(corner.x - cornerTo.x)).toBeLessThan(3);
    expect(Math.abs(corner.y - cornerTo.y)).toBeLessThan(3);

    // Dimension: a line from two clicks on the bare map.
    await p.getByTestId('editor-feature-dimension').click();
    await p.getByTestId('dimension-tool-line').click();
    const a = await at(p, 'editor-2d-view', 0.2, 0.3);
    const b = await at(p, 'editor-2d-view', 0.7, 0.3);
    await p.mouse.click(a.x, a.y);
    await p.mouse.click(b.x, b.y);
    await p.locator('[data-testid^="dimension-item-"]').first().waitFor();
    // 0.5 of the 64 µm field.
    const length = p.locator('[data-parameter="line 1:length"] td');
    await length.first().waitFor({ timeout: 60_000 });
    const [value, unit] = await length.allTextContents();
    expect(unit).toBe('µm');
    expect(Math.abs(Number(value) - 32)).toBeLessThan(1.5);
    await shot(p, 'overlays');
  });

  it('places the three points of three-point levelling with mouse clicks on its map', async () => {
    const p = thePage();
    await p.getByTestId('operators-menu-button').click();
    await p.locator('[data-testid="operator-item"][data-operator="level.three-point"]').click();
    const dialog = p.getByTestId('operator-dialog');
    const map = dialog.getByTestId('point-picker-map');
    await expect.poll(() => map.getAttribute('data-drawn'), { timeout: 30_000 }).toBe('true');
    const picks = [
      [0.1, 0.1, 6, 6],
      [0.9, 0.1, 57, 6],
      [0.5, 0.9, 32, 57],
    ] as const;
    for (const [fx, fy] of picks) {
      const point = await at(p, 'point-picker-map', fx, fy);
      await p.mouse.click(point.x, point.y);
    }
    for (const [index, [, , col, row]] of picks.entries()) {
      const n = index + 1;
      expect(
        Math.abs(Number(await dialog.getByTestId(`input-col${n}`).inputValue()) - col),
      ).toBeLessThanOrEqual(1);
      expect(
        Math.abs(Number(await dialog.getByTestId(`input-row${n}`).inputValue()) - row),
      ).toBeLessThanOrEqual(1);
    }
    const applied = p.waitForResponse((r) => r.url().endsWith('/api/editor/history/apply'));
    await dialog.getByTestId('operator-apply').click();
    expect((await applied).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });

    // Item 2 for operators: a Level right after this one is refused, and the dialog says why — the
    // catalogue message and the server's specific reason under it.
    await p.getByTestId('operators-menu-button').click();
    await p.locator('[data-testid="operator-item"][data-operator="level.plane"]').click();
    const refused = p.waitForResponse((r) => r.url().endsWith('/api/editor/history/apply'));
    await dialog.getByTestId('operator-apply').click();
    expect((await refused).status()).toBe(400);
    expect(await dialog.getByTestId('operator-failure-message').textContent()).toBe(
      'Level cannot be applied twice in a row.',
    );
    expect(await dialog.getByTestId('operator-failure-reason').textContent()).toBe(
      'step 2 (level.plane) levels right after another level step',
    );
    await shot(p, 'operator-reason');
    await dialog.locator('button', { hasText: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('writes AFM lengths in nm and Å and chart ticks as plain rounded numbers', async () => {
    const p = thePage();
    const { bytes } = x3p(AFM, 128, 128, 1e-6 / 128);
    const guid = await upload(p, app.url, 'afm.x3p', bytes);
    await p.goto(`${app.url}/images`);
    await p.getByText('afm.x3p').first().waitFor();
    // The pixel size, 1 µm / 128, in the automatic unit.
    await expect.poll(async () => (await p.locator('main').textContent()) ?? '').toContain('7.81\u00a0nm');
    expect((await p.locator('main').textContent()) ?? '').not.toMatch(/0\.00\d+\s?µm/);

    await openEditor(p, app.url, guid);
    const view = p.getByTestId('editor-3d-view');
    await expect
      .poll(async () => ((await view.getAttribute('data-axis-labels')) ?? '').length, { timeout: 60_000 })
      .toBeGreaterThan(0);
    const labels = ((await view.getAttribute('data-axis-labels')) ?? '').split('|');
    // Lateral 1 µm field in µm (one unit per axis), heights of ±2 nm in nm; never "0.00… µm".
    expect(labels.some((l) => / nm$/.test(l))).toBe(true);
    expect(labels.every((l) => !/^-?0\.00\d* µm$/.test(l))).toBe(true);

    await p.getByTestId('editor-feature-height-histogram').click();
    await p.getByTestId('height-histogram-calculate').click();
    await p.getByTestId('height-histogram-summary').waitFor({ timeout: 60_000 });
    const ticks = await p.locator('.MuiChartsAxis-tickLabel').allTextContents();
    expect(ticks.length).toBeGreaterThan(4);
    for (const tick of ticks) expect(tick).toMatch(/^(-?\d+(\.\d{1,4})?|-?(\d(\.\d+)?×)?10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)$/);
    const axisTitles = await p.locator('.MuiChartsAxis-label').allTextContents();
    expect(axisTitles.some((t) => t.includes('nm'))).toBe(true);
    await shot(p, 'afm-units');
  });

  it('reports the fit quality of a step height and warns on a surface without a step', async () => {
    const p = thePage();
    const { bytes } = x3p(ROUGH, 64, 32, 1e-6);
    const guid = await upload(p, app.url, 'rough.x3p', bytes);
    await openEditor(p, app.url, guid);
    await p.getByTestId('editor-feature-step-height').click();
    // Item 2: the line tool finds no edge here, and says why under the catalogue message.
    await p.getByTestId('step-line-calculate').click();
    const reason = p.getByTestId('analysis-error-reason');
    await reason.waitFor({ timeout: 60_000 });
    expect((await reason.textContent())?.length).toBeGreaterThan(10);
    // Item 9: the histogram tool reports the levels' residuals and warns that no step was found.
    await p.getByTestId('step-height-mode-histogram').click();
    await p.getByTestId('step-histogram-calculate').click();
    const warning = p.getByTestId('step-height-no-step');
    await warning.or(p.getByTestId('analysis-error')).first().waitFor({ timeout: 60_000 });
    expect(
      await p.getByTestId('analysis-error').count(),
      (await p.getByTestId('analysis-error').allTextContents()).join(),
    ).toBe(0);
    expect(await warning.textContent()).toMatch(/^No step found: the two levels differ by only [\d.]+ times/);
    // The step against the noise, and the core's specific reason (here: the groups the histogram found).
    await p.locator('[data-parameter="stepToNoise"]').first().waitFor();
    expect((await p.getByTestId('step-height-no-step-reason').textContent()) ?? '').toMatch(/^no step found/);
    await shot(p, 'no-step');
  }, 120_000);

  it('places the step-height line ends, area and both rectangles with real mouse drags and measures the step', async () => {
    const p = thePage();
    const { bytes } = x3p(STEP, 64, 32, 1e-6);
    const guid = await upload(p, app.url, 'step.x3p', bytes);
    await openEditor(p, app.url, guid);
    await p.getByTestId('editor-feature-step-height').click();
    // A handle is its circle (a line end's number label beside it takes no pointer).
    const circleCentre = async (name: string) => {
      const box = await p.getByTestId(`step-height-handle-${name}`).locator('circle').boundingBox();
      if (!box) throw new Error(`handle ${name} is not drawn`);
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const moveHandle = async (name: string, fx: number, fy: number) => {
      await p.getByTestId(`step-height-handle-${name}`).waitFor();
      const to = await at(p, 'editor-2d-view', fx, fy);
      await drag(p, await circleCentre(name), to);
      const now = await circleCentre(name);
      expect(Math.abs(now.x - to.x), name).toBeLessThan(3);
      expect(Math.abs(now.y - to.y), name).toBeLessThan(3);
    };

    // The line tool: both ends of the line across the edge dragged with the mouse; the call carries them.
    await p.getByTestId('step-height-mode-line').click();
    await moveHandle('l1', 0.25, 0.5);
    await moveHandle('l2', 0.75, 0.5);
    const lineAsked = p.waitForRequest((r) => r.url().endsWith('/api/editor/step-height/line'));
    await p.getByTestId('step-line-calculate').click();
    const line = (await lineAsked).postDataJSON() as Record<string, { x: number; y: number }>;
    expect(Math.abs((line.l1Position?.x ?? NaN) - 0.25)).toBeLessThan(0.02);
    expect(Math.abs((line.l2Position?.x ?? NaN) - 0.75)).toBeLessThan(0.02);
    expect(Math.abs((line.l1Position?.y ?? NaN) - 0.5)).toBeLessThan(0.02);

    await p.getByTestId('step-height-mode-rectangles').click();
    // Step 0: the evaluation area, its two corners dragged on the map.
    await moveHandle('area-top-left', 0.1, 0.1);
    await moveHandle('area-bottom-right', 0.9, 0.9);
    await p.getByLabel('Place the two rectangles independently').check();
    const previewed = p.waitForRequest((r) => r.url().endsWith('/api/editor/step-height/rectangles/preview'));
    await p.getByTestId('step-rectangles-next').click();
    const area = ((await previewed).postDataJSON() as { area: Record<string, number> }).area;
    for (const [edge, value] of Object.entries({ left: 0.1, top: 0.1, right: 0.9, bottom: 0.9 }))
      expect(Math.abs((area[edge] ?? NaN) - value), edge).toBeLessThan(0.02);

    // Step 1: the two rectangles, each on one level of the step (left half low, right half high).
    await moveHandle('rectangle-1-top-left', 0.08, 0.2);
    await moveHandle('rectangle-1-bottom-right', 0.4, 0.8);
    await moveHandle('rectangle-2-top-left', 0.6, 0.2);
    await moveHandle('rectangle-2-bottom-right', 0.92, 0.8);
    await p.getByTestId('step-rectangles-next').click();
    await p.getByTestId('step-rectangles-next').click();
    const asked = p.waitForRequest((r) => r.url().endsWith('/api/editor/step-height/rectangles'));
    await p.getByTestId('step-rectangles-calculate').click();
    const body = (await asked).postDataJSON() as {
      rectangle: Record<string, number>;
      rectangle2: Record<string, number>;
    };
    const expected = {
      rectangle: { left: 0.08, top: 0.2, right: 0.4, bottom: 0.8 },
      rectangle2: { left: 0.6, top: 0.2, right: 0.92, bottom: 0.8 },
    };
    for (const which of ['rectangle', 'rectangle2'] as const)
      for (const [edge, value] of Object.entries(expected[which]))
        expect(Math.abs((body[which][edge] ?? NaN) - value), `${which}.${edge}`).toBeLessThan(0.02);

    // The step is 200 nm; read in the automatic unit.
    const height = p.locator('[data-parameter="stepHeight"] td');
    await height.first().waitFor({ timeout: 60_000 });
    const [value, unit] = await height.allTextContents();
    expect(unit).toBe('nm');
    expect(Math.abs(Math.abs(Number(value)) - 200)).toBeLessThan(2);
    await shot(p, 'step-rectangles');
  }, 120_000);

  it('keeps the results of the long panels (average PSD, profile parameters, bearing ratio) on screen at 900 px', async () => {
    const p = thePage();
    const inViewport = async (testId: string) => {
      const box = await p.getByTestId(testId).boundingBox();
      if (!box) throw new Error(`${testId} is not laid out`);
      const panel = await p.getByTestId('editor-right-panel').boundingBox();
      return { box, panelTop: panel?.y ?? 0 };
    };
    // The page itself never scrolls: the panels fill the window.
    const pageScroll = () => p.evaluate(() => document.scrollingElement?.scrollTop ?? 0);

    // Average PSD with both directions: the longest settings of the editor.
    await p.getByTestId('editor-feature-average-psd').click();
    await p.getByLabel('Y direction').check();
    await p.getByTestId('psd-calculate').click();
    await p.getByTestId('psd-results').waitFor({ timeout: 60_000 });
    await p.locator('[data-testid="psd-results"] svg').first().waitFor();
    // Both curves are drawn (lines, not an empty frame).
    const curves = p.locator('[data-testid="psd-results"] .MuiLineChart-line');
    await expect.poll(() => curves.count()).toBe(2);
    for (const curve of await curves.all())
      await expect.poll(async () => (await curve.boundingBox())?.width ?? 0).toBeGreaterThan(100);
    const layout = async () =>
      JSON.stringify({
        results: await p.getByTestId('psd-results').boundingBox(),
        panel: await p.getByTestId('editor-right-panel').boundingBox(),
        page: await p.getByTestId('editor-page').boundingBox(),
        scroll: await pageScroll(),
      });
    await expect
      .poll(
        async () => {
          const { box } = await inViewport('psd-results');
          // Within a pixel: the panel's scroll aligns the results' bottom with the window's, rounded.
          return box.y >= 0 && box.y + box.height <= SCREEN.height + 1;
        },
        { message: await layout() },
      )
      .toBe(true);
    expect(await pageScroll()).toBe(0);
    // The Calculate button (the foot of the settings) stays on screen beside the results.
    const calculate = await p.getByTestId('psd-calculate').boundingBox();
    expect(calculate && calculate.y >= 0 && calculate.y + calculate.height <= SCREEN.height).toBe(true);
    await shot(p, 'psd-900');

    // Profile parameters: the results' first table starts on screen.
    await p.getByTestId('editor-feature-profile-parameters').click();
    await p.getByTestId('profile-calculate').click();
    await p.getByTestId('profile-results').waitFor({ timeout: 60_000 });
    await expect
      .poll(async () => {
        const { box, panelTop } = await inViewport('profile-results');
        return box.y >= panelTop && box.y + Math.min(box.height, 200) <= SCREEN.height;
      })
      .toBe(true);
    expect(await pageScroll()).toBe(0);
    await shot(p, 'profile-900');

    // Bearing ratio: its charts start on screen as well.
    await p.getByTestId('editor-feature-bearing-ratio').click();
    await p.getByTestId('bearing-calculate').click();
    await p.getByTestId('bearing-results').waitFor({ timeout: 60_000 });
    await expect
      .poll(async () => {
        const { box, panelTop } = await inViewport('bearing-results');
        return box.y >= panelTop && box.y + Math.min(box.height, 200) <= SCREEN.height;
      })
      .toBe(true);
    expect(await pageScroll()).toBe(0);
  }, 120_000);

  it('shows a one-row file as a profile chart with the profile tools open', async () => {
    const p = thePage();
    const { bytes } = x3p((nx) => PROFILE(nx), 400, 1, 5e-7);
    const guid = await upload(p, app.url, 'stylus-profile.x3p', bytes);
    await openEditor(p, app.url, guid, false);
    const profile = p.getByTestId('editor-profile-view');
    await profile.waitFor({ timeout: 60_000 });
    expect(await profile.getAttribute('data-points')).toBe('400');
    expect(await p.locator('[data-arrangement]').getAttribute('data-arrangement')).toBe('profile');
    // The chart draws the profile: a line path across the view.
    const line = profile.locator('.MuiLineChart-line').first();
    await line.waitFor();
    const lineBox = await line.boundingBox();
    const viewBox = await profile.boundingBox();
    if (!lineBox || !viewBox) throw new Error('the profile chart is not drawn');
    expect(lineBox.width).toBeGreaterThan(0.6 * viewBox.width);
    expect(lineBox.height).toBeGreaterThan(20);
    // The profile tools are open and compute on the only row.
    await p.getByTestId('profile-parameters-panel').waitFor();
    await p.getByTestId('profile-calculate').click();
    await p.locator('[data-parameter="iso4287-amplitude:Rq"]').first().waitFor({ timeout: 60_000 });
    expect(await p.getByTestId('editor-view-3d').count()).toBe(0);
    await shot(p, 'profile');
    await context?.close();
  });
});
