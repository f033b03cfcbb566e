// The 2D editor and the print report in a real browser (issue 19 items 5, 6 and 9): a PNG opens in
// the 2D editor, its panels toggle, a rectangle drawn with the mouse in edit mode is linked to a 3D
// image of the library, kept after a reload, and followed to the 3D editor; there the print report
// is previewed and downloaded, and the PDF's text holds the file's name and the Sq that
// POST /api/editor/areal-parameters gives (written in the report's automatic unit). Skipped with a
// message when ../shared/surfaces is absent.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatQuantity } from '@asperity/core';
import { PDFParse } from 'pdf-parse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grace, signUpConfirmAndSignIn } from './support/accounts.ts';
import { useAppWithMail } from './support/app-with-mail.ts';
import { newPage, useBrowser } from './support/browser.ts';
import { gradientPng } from './support/png.ts';
import { screenshots, waitForFades } from './support/screenshots.ts';

const shot = screenshots('editor-2d-report-', { fullPage: false, settle: waitForFades });
// The browser's PDF viewer takes a moment to draw the first page.
const pdfShot = screenshots('editor-2d-report-', { fullPage: false, settle: (p) => p.waitForTimeout(4000) });

const surfaces = resolve(import.meta.dirname, '..', '..', 'shared', 'surfaces');
const sample = join(surfaces, 'sur', 'surfacetopography__sur-2.sur');
const haveSample = existsSync(sample);
if (!haveSample) console.warn(`editor-2d-report.spec.ts skipped: ${sample} is absent`);

async function upload(page: Page, baseUrl: string, name: string, bytes: Buffer): Promise<string> {
  const res = await page.request.post(`${baseUrl}/api/files/upload`, {
    multipart: { file: { name, mimeType: 'application/octet-stream', buffer: bytes } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { guid: string }).guid;
}

async function sq(page: Page, baseUrl: string, fileGuid: string): Promise<number> {
  const res = await page.request.post(`${baseUrl}/api/editor/areal-parameters`, { data: { fileGuid } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { categories: { statistics: { id: string; value: number }[] }[] };
  const value = body.categories.flatMap((c) => c.statistics).find((s) => s.id === 'Sq')?.value;
  if (typeof value !== 'number') throw new Error('no Sq in the answer');
  return value;
}

describe.skipIf(!haveSample)('2D editor and print report', () => {
  const browser = useBrowser();
  const app = useAppWithMail({ DEMO_CONTENT: 'false' });

  it('links a rectangle of a PNG to a 3D image, follows it, and prints a report holding the name and Sq', async () => {
    const page = await newPage(browser());
    await signUpConfirmAndSignIn(page, app.url, app.smtp, grace);
    const heights = await upload(page, app.url, 'sur-2.sur', readFileSync(sample));
    const picture = await upload(page, app.url, 'optical.png', gradientPng(128));

    // The library opens a picture in the 2D editor.
    await page.goto(`${app.url}/2d-image/${picture}`);
    await page.getByTestId('editor2d-page').waitFor();
    expect(await page.getByTestId('editor2d-file-name').textContent()).toBe('optical.png');

    // Each panel toggles.
    await page.getByTestId('editor2d-tree-panel').waitFor();
    await page.getByTestId('editor2d-toggle-tree').click();
    await page.getByTestId('editor2d-tree-panel').waitFor({ state: 'detached' });
    await page.getByTestId('editor2d-toggle-tree').click();
    await page.locator('[data-testid="editor2d-tree-file"][data-file-name="sur-2.sur"]').waitFor();
    await page.getByTestId('editor2d-toggle-details').click();
    await page.getByTestId('editor2d-details').waitFor({ state: 'detached' });
    await page.getByTestId('editor2d-toggle-details').click();
    await page.getByTestId('editor2d-details').waitFor();

    // The total-focus adjustments of the picture: brightness up by 10 with the keyboard, saved.
    await page.getByTestId('editor2d-adjust').click();
    const adjust = page.getByTestId('total-focus-dialog');
    await adjust.waitFor();
    await adjust.getByTestId('total-focus-picture').waitFor();
    await adjust.locator('[data-testid="total-focus-brightness"] input').focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
    expect(await adjust.getByTestId('total-focus-brightness-value').textContent()).toBe('10');
    await adjust.getByTestId('total-focus-save').click();
    await adjust.waitFor({ state: 'detached' });
    const adjusted = await page.request.get(
      `${app.url}/api/editor/total-focus-adjustments?fileGuid=${picture}`,
    );
    expect(await adjusted.json()).toMatchObject({ brightness: 10, contrast: 0 });
    // The picture is asked for again, drawn with the stored values.
    expect(await page.getByTestId('picture-image').getAttribute('src')).toMatch(/reloadParam=[^&]*\.1(&|$)/);

    // Edit mode: draw a rectangle with the mouse and link it to the 3D image.
    await page.getByTestId('editor2d-toggle-edit').click();
    await page.getByTestId('editor2d-draw-help').waitFor();
    const layer = page.getByTestId('picture-links-layer');
    await page
      .getByTestId('picture-image')
      .evaluate((img: HTMLImageElement) =>
        img.complete ? undefined : new Promise((done) => img.addEventListener('load', done, { once: true })),
      );
    const box = await layer.boundingBox();
    if (!box) throw new Error('the picture has no box');
    await page.mouse.move(box.x + 0.2 * box.width, box.y + 0.25 * box.height);
    await page.mouse.down();
    await page.mouse.move(box.x + 0.6 * box.width, box.y + 0.75 * box.height, { steps: 8 });
    await page.mouse.up();
    const dialog = page.getByTestId('link-target-dialog');
    await dialog.waitFor();
    // Only 3D images can be chosen.
    expect(await dialog.locator('[data-file-name="optical.png"]').isDisabled()).toBe(true);
    await dialog.locator('[data-file-name="sur-2.sur"]').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('picture-link-0').waitFor();
    await shot(page, 'linked');

    // Stored: after a reload the rectangle is there, where it was drawn.
    const stored = await page.request.get(`${app.url}/api/files/${picture}/links`);
    const { links } = (await stored.json()) as {
      links: { left: number; top: number; right: number; bottom: number; fileGuid: string }[];
    };
    expect(links).toHaveLength(1);
    expect(links[0]?.fileGuid).toBe(heights);
    expect(links[0]?.left).toBeCloseTo(0.2, 1);
    expect(links[0]?.bottom).toBeCloseTo(0.75, 1);
    await page.reload();
    const link = page.getByTestId('picture-link-0');
    await link.waitFor();
    expect(await link.getAttribute('aria-label')).toBe('Link 1: sur-2.sur');

    // The shared 2D viewer draws the same rectangle, read-only: the 3D image has no link of its own,
    // so a signed-out visitor sees the region without following it.
    const shared = await page.request.put(`${app.url}/api/files/${picture}/share`, { data: {} });
    expect(shared.status(), await shared.text()).toBe(200);
    const { shareHash } = (await shared.json()) as { shareHash: string };
    const visitor = await newPage(browser());
    await visitor.goto(`${app.url}/2d-s/${shareHash}`);
    await visitor.getByTestId('shared-picture').waitFor();
    const region = visitor.getByTestId('picture-link-0');
    await region.waitFor();
    expect(await region.getAttribute('role')).toBe('img');
    expect(await visitor.getByTestId('picture-links-layer').getAttribute('data-editing')).toBe('false');
    await visitor.context().close();

    // Followed on click: the 3D editor of the linked image.
    await link.click();
    await page.waitForURL(`${app.url}/image/${heights}`);
    await page.getByTestId('editor-page').waitFor({ timeout: 60_000 });

    // The print report: preview, then download.
    await page.getByTestId('editor-print-report').click();
    const report = page.getByTestId('print-report-dialog');
    await report.waitFor();
    await report.getByTestId('print-report-preview-button').click();
    await report.getByTestId('print-report-preview').waitFor({ timeout: 60_000 });
    await pdfShot(page, 'report-preview');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      report.getByTestId('print-report-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('sur-2 report.pdf');
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const text = (await parser.getText()).text.normalize('NFKC');
    await parser.destroy();
    expect(text).toContain('sur-2.sur');
    const expectedSq = formatQuantity(await sq(page, app.url, heights), 'auto', 1).text.normalize('NFKC');
    expect(text).toMatch(new RegExp(`Sq\\s+Root mean square height\\s+${expectedSq.replace('.', '\\.')}`));
  });
});
