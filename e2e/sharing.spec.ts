// Sharing end to end (issue 14 §9) against the built server: the owner creates a link in the file
// details dialog; a signed-out browser opens /s/… (the wrong slug goes to the right one), the 3D
// canvas is drawn, areal parameters are computed and no operator button shows; with saving allowed
// the visitor signs in from the viewer, comes back to the same page and saves a copy; the owner
// removes the link and the visitor's reload says the measurement is no longer shared; a page of
// another origin frames the lite autostart embed and it draws; a shared folder is browsed with its
// token and a file of it opens in the shared viewer. Skipped with a message when
// ../shared/surfaces is absent.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { slugify } from '../packages/contract/src/slug.ts';
import { ada, grace, signIn, signUpConfirmAndSignIn } from './support/accounts.ts';
import { useAppWithMail } from './support/app-with-mail.ts';
import { distinctCanvasColours, newPage, useBrowser } from './support/browser.ts';

const SAMPLE_NAME = 'x3ptools__sample-land.x3p';
const sample = join(resolve(import.meta.dirname, '..', '..', 'shared', 'surfaces'), 'x3p', SAMPLE_NAME);
const haveSample = existsSync(sample);
if (!haveSample) console.warn(`sharing.spec.ts skipped: ${sample} is absent`);

const VIEW_3D = '[data-testid="editor-3d-view"] canvas';

/** A page in a browser context of its own: no cookies of any other page (a signed-out visitor). */
async function freshPage(browser: Browser): Promise<Page> {
  return newPage(browser);
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

/** Opens the file's details dialog through "Share…" in its menu. */
async function openShareSection(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/images`);
  const row = page.locator(`[data-testid="file-item"][data-name="${SAMPLE_NAME}"]`).first();
  await row.getByTestId('item-more').click();
  await page.getByTestId('action-share').click();
  await page.getByTestId('share-section').waitFor();
}

/** Flips a permission switch of the sharing section and waits for the server to have stored it. */
async function toggleShareSwitch(page: Page, testId: string): Promise<void> {
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && /\/api\/files\/[^/]+\/share$/.test(response.url()),
    ),
    page.getByTestId(testId).click(),
  ]);
}

/** The 3D canvas of a shared viewer drawn with a real relief (many colours, not a blank canvas). */
async function expectDrawn(page: Page): Promise<void> {
  await page.locator('[data-testid="editor-3d-view"][data-drawn="true"]').waitFor({ timeout: 90_000 });
  expect(await distinctCanvasColours(page, VIEW_3D)).toBeGreaterThan(20);
}

/** Non-transparent pixels and distinct colours of a canvas inside a frame. */
async function frameCanvasStats(
  frame: Frame,
  selector: string,
): Promise<{ opaque: number; colours: number }> {
  return frame.$eval(selector, (canvas) => {
    if (!(canvas instanceof HTMLCanvasElement)) throw new Error('not a canvas');
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const ctx = copy.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.drawImage(canvas, 0, 0);
    const { data } = ctx.getImageData(0, 0, copy.width, copy.height);
    const colours = new Set<number>();
    let opaque = 0;
    for (let i = 0; i < data.length; i += 4) {
      if ((data[i + 3] ?? 0) > 0) opaque++;
      if (i % (4 * 7) === 0)
        colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
    }
    return { opaque, colours: colours.size };
  });
}

/** A page of another origin (another port) holding only an iframe of `src`. */
async function startFramingSite(src: string): Promise<{ url: string; server: Server }> {
  const html =
    '<!doctype html><html><body style="margin:0;background:#123456">' +
    `<iframe id="embed" src="${src}" width="640" height="360" style="border:0"></iframe></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, server };
}

describe.skipIf(!haveSample)('sharing in the browser', () => {
  const browser = useBrowser();
  const app = useAppWithMail({ DEMO_CONTENT: 'false' });
  let owner: Page;
  let shareHash = '';
  let framing: Server | undefined;

  afterAll(async () => {
    if (framing) await new Promise<void>((done) => framing?.close(() => done()));
  });

  it('the owner creates a link; a signed-out visitor sees the 3D view, computes areal parameters and has no operators', async () => {
    // The visitor's account exists before the visit; its page is closed again.
    const setup = await freshPage(browser());
    await signUpConfirmAndSignIn(setup, app.url, app.smtp, grace);
    await setup.context().close();

    owner = await freshPage(browser());
    await signUpConfirmAndSignIn(owner, app.url, app.smtp, ada);
    await owner.getByTestId('library-empty').waitFor();
    await owner.getByTestId('cookie-consent-accept').click();
    await uploadSample(owner);

    await openShareSection(owner, app.url);
    await owner.getByTestId('share-create').click();
    const form = owner.getByTestId('share-form');
    await form.waitFor();
    shareHash = (await form.getAttribute('data-share-hash')) ?? '';
    expect(shareHash).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const link = await owner.getByTestId('share-link').inputValue();
    expect(new URL(link).pathname).toBe(`/s/${shareHash}/${slugify(SAMPLE_NAME)}`);
    // Export needs saving: its switch is off and disabled until saving is allowed.
    await expect.poll(() => owner.getByTestId('share-allowOriginalFileExport').isDisabled()).toBe(true);
    await toggleShareSwitch(owner, 'share-allowSaving');
    await expect.poll(() => owner.getByTestId('share-allowOriginalFileExport').isDisabled()).toBe(false);
    await toggleShareSwitch(owner, 'share-allowOriginalFileExport');
    await expect.poll(() => owner.getByTestId('share-allowOriginalFileExport').isChecked()).toBe(true);
    // The tile and row show the share icon once the dialog closes.
    await owner.getByTestId('dialog-close').click();
    await owner
      .locator(`[data-testid="file-item"][data-name="${SAMPLE_NAME}"] [data-testid="shared-badge"]`)
      .first()
      .waitFor();
    // The library's Shared view lists it.
    await owner.goto(`${app.url}/images/viewFilter/Shared`);
    await owner.locator(`[data-testid="file-item"][data-name="${SAMPLE_NAME}"]`).first().waitFor();
    await owner.goto(`${app.url}/images/viewFilter/All`);
    await owner.getByTestId('file-list').waitFor();

    const visitor = await freshPage(browser());
    // A wrong slug goes to the right one.
    await visitor.goto(`${app.url}/s/${shareHash}/not-the-title`);
    await visitor.waitForURL((url) => url.pathname === `/s/${shareHash}/${slugify(SAMPLE_NAME)}`);
    await visitor.getByTestId('cookie-consent-accept').click();
    await visitor.getByTestId('shared-viewer').waitFor({ timeout: 60_000 });
    await expectDrawn(visitor);
    expect(await visitor.getByTestId('editor-file-name').textContent()).toBe(SAMPLE_NAME);
    expect(await visitor.getByTestId('operators-toolbar').count()).toBe(0);
    expect(await visitor.getByTestId('operators-menu-button').count()).toBe(0);

    await visitor.getByTestId('editor-feature-areal-parameters').click();
    const sa = visitor.locator('[data-parameter="iso25178-height:Sa"]');
    await sa.waitFor({ timeout: 60_000 });
    const cells = await sa.locator('th, td').allTextContents();
    expect(Number(cells[1])).toBeGreaterThan(0);
    // The automatic unit (issue 15 item 8) picks it by magnitude.
    expect(['mm', 'µm', 'nm']).toContain(cells[2]);

    // Export is allowed: the original file downloads through the link.
    const [original] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByTestId('shared-download-original').click(),
    ]);
    expect(original.suggestedFilename()).toBe(SAMPLE_NAME);

    // Saving is allowed: the signed-out visitor is sent to sign in and comes back to the same page.
    const viewerPath = new URL(visitor.url()).pathname;
    await visitor.getByTestId('shared-save-copy').click();
    await visitor.waitForURL((url) => url.pathname === '/sign-in');
    await signIn(visitor, grace.username, grace.password);
    await visitor.waitForURL((url) => url.pathname === viewerPath);
    await visitor.getByTestId('shared-viewer').waitFor({ timeout: 60_000 });
    await visitor.getByTestId('shared-save-copy').click();
    await visitor.getByTestId('toast').filter({ hasText: 'A copy was saved to your library.' }).waitFor();
    const copies = (await visitor.evaluate(() =>
      fetch('/api/files', { credentials: 'same-origin' }).then((r) => r.json()),
    )) as { files: Array<{ name: string }> };
    expect(copies.files.map((f) => f.name)).toContain(SAMPLE_NAME);

    // Editing allowed: the signed-in visitor gets the operators, which the signed-out one did not.
    await openShareSection(owner, app.url);
    await toggleShareSwitch(owner, 'share-allowEditing');
    await expect.poll(() => owner.getByTestId('share-allowEditing').isChecked()).toBe(true);
    await visitor.reload();
    await visitor.locator('[data-testid="shared-viewer"][data-can-edit="true"]').waitFor({ timeout: 60_000 });
    await visitor.getByTestId('operators-toolbar').waitFor();

    // The owner removes the link: the visitor's reload says so.
    await openShareSection(owner, app.url);
    await owner.getByTestId('share-remove').click();
    await owner.getByTestId('share-create').waitFor();
    await visitor.reload();
    await visitor.getByTestId('no-longer-shared').waitFor({ timeout: 30_000 });
    expect(await visitor.getByTestId('no-longer-shared').textContent()).toContain(
      'This measurement is no longer shared',
    );
    await visitor.context().close();
  });

  it('a page of another origin frames the lite autostart embed and it draws', async () => {
    await openShareSection(owner, app.url);
    await owner.getByTestId('share-create').click();
    const form = owner.getByTestId('share-form');
    await form.waitFor();
    shareHash = (await form.getAttribute('data-share-hash')) ?? '';
    expect(await owner.getByTestId('share-embed').inputValue()).toContain(`/embed/${shareHash}`);
    // A title and a rich-text description; a typed address becomes a link when the next word starts.
    await owner.getByTestId('share-title').fill('Sample land');
    await owner.getByTestId('rich-text-editor').click();
    await owner.keyboard.type('Ground land, see https://example.org/land for the method');
    await owner.getByTestId('share-save').click();
    await expect
      .poll(() => owner.getByTestId('share-link').inputValue())
      .toContain(`/s/${shareHash}/sample-land`);
    await owner.getByTestId('dialog-close').click();

    // The visitor's viewer goes to the new slug and shows the description with its link.
    const reader = await freshPage(browser());
    await reader.goto(`${app.url}/s/${shareHash}`);
    await reader.waitForURL((url) => url.pathname === `/s/${shareHash}/sample-land`);
    await reader.getByTestId('shared-about').click();
    const about = reader.getByTestId('shared-about-panel');
    await about.waitFor();
    expect(await about.textContent()).toContain('Ground land, see https://example.org/land for the method');
    expect(await about.getByRole('link', { name: 'https://example.org/land' }).getAttribute('href')).toBe(
      'https://example.org/land',
    );
    await reader.context().close();

    const site = await startFramingSite(`${app.url}/embed/${shareHash}?lite=1&autostart=1&transparent=1`);
    framing = site.server;
    const page = await freshPage(browser());
    await page.goto(site.url);
    const frame = await (await page.waitForSelector('#embed')).contentFrame();
    if (!frame) throw new Error('the embed frame did not load');
    await frame.locator('[data-testid="embed-view"][data-drawn="true"]').waitFor({ timeout: 90_000 });
    const stats = await frameCanvasStats(frame, '[data-testid="embed-view"] canvas');
    expect(stats.colours).toBeGreaterThan(20);
    expect(stats.opaque).toBeGreaterThan(1000);
    // Lite: no title bar or link back inside the frame.
    expect(await frame.getByText('Open in Asperity').count()).toBe(0);
    await page.context().close();
  });

  it('a shared folder is browsed with its token and its file opens in the shared viewer', async () => {
    // A folder holding a copy of the file, made through the library's own calls.
    const folderGuid = await owner.evaluate(async (name) => {
      const post = (path: string, body: unknown) =>
        fetch(path, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        }).then((r) => r.json() as Promise<Record<string, unknown>>);
      const listing = (await fetch('/api/files', { credentials: 'same-origin' }).then((r) => r.json())) as {
        files: Array<{ guid: string; name: string }>;
      };
      const file = listing.files.find((f) => f.name === name);
      const folder = (await post('/api/folders', { name: 'Shared data' })) as { guid: string };
      await post('/api/files/copy', { files: [file?.guid], folders: [], destinationFolderGuid: folder.guid });
      return folder.guid;
    }, SAMPLE_NAME);
    expect(folderGuid).toBeTruthy();

    await owner.goto(`${app.url}/images`);
    const folderRow = owner.locator('[data-testid="folder-item"][data-name="Shared data"]').first();
    await folderRow.getByTestId('item-more').click();
    await owner.getByTestId('action-share').click();
    await owner.getByTestId('share-folder-create').click();
    const link = await owner.getByTestId('share-folder-link').inputValue();
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    await owner.getByTestId('dialog-close').click();
    await folderRow.getByTestId('shared-badge').waitFor();

    const visitor = await freshPage(browser());
    await visitor.goto(link);
    await visitor.getByTestId('shared-folder-page').waitFor({ timeout: 30_000 });
    await visitor.getByTestId('cookie-consent-accept').click();
    expect(await visitor.getByTestId('shared-folder-name').textContent()).toBe('Shared data');
    const fileRow = visitor.locator(`[data-testid="shared-file-item"][data-name="${SAMPLE_NAME}"]`);
    await fileRow.waitFor();
    // Tiles too; read-only: no library actions.
    await visitor.getByTestId('shared-folder-view-tiles').click();
    await visitor.locator('[data-testid="shared-folder-list"][data-view="tiles"]').waitFor();
    expect(await visitor.getByTestId('item-more').count()).toBe(0);
    await visitor.getByTestId('shared-folder-view-list').click();
    await fileRow.getByTestId('shared-file-link').click();
    await visitor.waitForURL(
      (url) => url.pathname.startsWith('/s/') && url.searchParams.get('token') === token,
    );
    await visitor.getByTestId('shared-viewer').waitFor({ timeout: 60_000 });
    await expectDrawn(visitor);
    await visitor.context().close();

    // Without the token the folder is not there.
    const stranger = await freshPage(browser());
    await stranger.goto(`${app.url}/shared-folder/${folderGuid}?token=wrong-token-000000000000`);
    await stranger.getByTestId('no-longer-shared').waitFor({ timeout: 30_000 });
    await stranger.context().close();
  });
});
