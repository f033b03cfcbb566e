// `npm run bench -- editor` (issue 7 item 6): the editor page in headless chromium with software WebGL
// (STACK.md flags) against the built server and web app. For generated surfaces of 512², 2048² and
// 4096² uploaded through the API it measures the time from navigating to /image/:guid to the first
// drawn frame of the 3D view, the bytes the browser received (the surface call and the whole page),
// and the long tasks (> 100 ms, PerformanceObserver 'longtask') while the view is orbited by mouse drags.
import { formatById, makeChannel, makeSurfaceFile } from '@asperity/core';
import type { Browser, Page } from 'playwright-core';
import { DEMO_LOGIN, sidesFromEnv, withBrowserStage } from './browser-bench.ts';
import { round } from './measure.ts';
import type { SessionClient } from './session-client.ts';

const PASSWORD = 'bench-editor-Password1';

/** Timing hooks installed before any page script: first drawn frame and long tasks. */
const INIT_SCRIPT = `
  window.__bench = { drawnMs: null, longTasks: [], drags: [], recording: false };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (window.__bench.recording && entry.duration > 100)
        window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: false });
  new MutationObserver(() => {
    if (window.__bench.drawnMs !== null) return;
    if (document.querySelector('[data-testid="editor-3d-view"][data-drawn="true"]'))
      window.__bench.drawnMs = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-drawn'], childList: true });
`;

export interface EditorViewResult {
  side: number;
  /** Navigation start to the 3D view's first frame with the surface (browser clock), ms. */
  firstFrameMs: number;
  /** The same seen from this process (goto called → drawn attribute seen), ms. */
  firstFrameWallMs: number;
  /** When the heights (GET /api/editor/surface) had fully arrived (browser clock), ms. */
  surfaceArrivedMs: number;
  /** Bytes of GET /api/editor/surface bodies, and of every response of the page load. */
  surfaceBytes: number;
  pageBytes: number;
  /** The maxSide the page asked for (chosen from its screen). */
  maxSide: number;
  /**
   * Long tasks while the mouse button is down (the view follows the drag on its coarse mesh), and after
   * the buttons are released (the full mesh drawn once a gesture has rested).
   */
  rotation: {
    drags: number;
    longTasksOver100Ms: number;
    longestTaskMs: number;
    totalLongTaskMs: number;
    afterReleaseTasksOver100Ms: number;
    longestAfterReleaseMs: number;
  };
}

export interface EditorBenchReport {
  chromium: string;
  viewport: string;
  results: EditorViewResult[];
  goalMs: number;
}

interface ResourceEntry {
  name: string;
  bytes: number;
  responseEnd: number;
}

/** A smooth relief with texture at several scales, heights in metres (1 µm pixels). */
export function generatedGsf(side: number): Uint8Array {
  const z = new Float64Array(side * side);
  for (let row = 0; row < side; row++)
    for (let col = 0; col < side; col++) {
      const x = col / side;
      const y = row / side;
      z[row * side + col] =
        2e-7 * Math.sin(2 * Math.PI * 3 * x) * Math.cos(2 * Math.PI * 2 * y) +
        3e-8 * Math.sin(2 * Math.PI * 40 * (x + y)) +
        1e-7 * x;
    }
  const file = makeSurfaceFile('gsf', [
    makeChannel('Height', 'height', { nx: side, ny: side, dx: 1e-6, dy: 1e-6 }, z),
  ]);
  const format = formatById('gsf');
  if (!format?.write) throw new Error('the core has no GSF writer');
  return format.write(file);
}

export async function upload(base: string, client: SessionClient, side: number): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(generatedGsf(side))]), `bench-${side}.gsf`);
  const res = await fetch(`${base}/api/files/upload`, {
    method: 'POST',
    body: form,
    headers: client.cookieHeader(),
  });
  const body = (await res.json()) as { guid?: unknown };
  if (res.status !== 201 || typeof body.guid !== 'string')
    throw new Error(`upload of ${side}² failed: ${res.status} ${JSON.stringify(body)}`);
  return body.guid;
}

async function signInBrowser(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/`);
  const status = await page.evaluate(
    `fetch('/api/auth/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' },
       body: JSON.stringify({ login: ${JSON.stringify(DEMO_LOGIN)}, password: ${JSON.stringify(PASSWORD)}, consent: true }) })
       .then((r) => r.status)`,
  );
  if (status !== 200) throw new Error(`browser sign-in answered ${String(status)}`);
}

async function measureOne(
  browser: Browser,
  base: string,
  guid: string,
  side: number,
): Promise<EditorViewResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(180_000);
    await signInBrowser(page, base);
    await page.addInitScript(INIT_SCRIPT);
    const started = performance.now();
    await page.goto(`${base}/image/${guid}`);
    await page.locator('[data-testid="editor-3d-view"][data-drawn="true"]').waitFor();
    const firstFrameWallMs = performance.now() - started;
    const firstFrameMs = Number(await page.evaluate('window.__bench.drawnMs'));
    // Same-origin resource timings: body sizes and when the heights had arrived.
    const resources = await page.evaluate<ResourceEntry[]>(
      `[...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
         .map((e) => ({ name: e.name, bytes: e.encodedBodySize, responseEnd: e.responseEnd }))`,
    );
    const surfaceEntries = resources.filter((r) => r.name.includes('/api/editor/surface'));
    const surfaceBytes = surfaceEntries.reduce((sum, r) => sum + r.bytes, 0);
    const pageBytes = resources.reduce((sum, r) => sum + r.bytes, 0);
    const surfaceArrivedMs = Math.max(0, ...surfaceEntries.map((r) => r.responseEnd));
    const maxSide =
      surfaceEntries.map((r) => new URL(r.name).searchParams.get('maxSide')).find(Boolean) ?? '';

    // Orbit: drags across the 3D view, each in 10 mouse steps, with long tasks recorded meanwhile.
    const box = await page.locator('[data-testid="editor-3d-view"] canvas').boundingBox();
    if (!box) throw new Error('the 3D canvas has no box');
    await page.evaluate('window.__bench.recording = true');
    const drags = 6;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    for (let d = 0; d < drags; d++) {
      await page.mouse.move(cx, cy);
      await page.evaluate('window.__bench.drags.push([performance.now(), Infinity])');
      await page.mouse.down();
      await page.mouse.move(cx + (d % 2 === 0 ? 120 : -120), cy + 30, { steps: 10 });
      await page.mouse.up();
      await page.evaluate('window.__bench.drags[window.__bench.drags.length - 1][1] = performance.now()');
    }
    // Let the view rest, the full mesh render and its long task be reported.
    await page.evaluate(
      'new Promise((r) => setTimeout(() => requestAnimationFrame(() => setTimeout(r, 200)), 600))',
    );
    const recorded = await page.evaluate<{
      longTasks: { start: number; duration: number }[];
      drags: [number, number][];
    }>('({ longTasks: window.__bench.longTasks, drags: window.__bench.drags })');
    const duringDrag = (task: { start: number; duration: number }) =>
      recorded.drags.some(([down, up]) => task.start < up && task.start + task.duration > down);
    const longTasks = recorded.longTasks.filter(duringDrag).map((task) => task.duration);
    const afterRelease = recorded.longTasks.filter((task) => !duringDrag(task)).map((task) => task.duration);
    return {
      side,
      firstFrameMs: round(firstFrameMs, 0),
      firstFrameWallMs: round(firstFrameWallMs, 0),
      surfaceArrivedMs: round(surfaceArrivedMs, 0),
      surfaceBytes,
      pageBytes,
      maxSide: Number(maxSide),
      rotation: {
        drags,
        longTasksOver100Ms: longTasks.length,
        longestTaskMs: round(Math.max(0, ...longTasks), 0),
        totalLongTaskMs: round(
          longTasks.reduce((a, b) => a + b, 0),
          0,
        ),
        afterReleaseTasksOver100Ms: afterRelease.length,
        longestAfterReleaseMs: round(Math.max(0, ...afterRelease), 0),
      },
    };
  } finally {
    await context.close();
  }
}

export async function runEditorView(): Promise<EditorBenchReport | { skipped: string }> {
  const sides = sidesFromEnv('BENCH_EDITOR_SIDES', '512,2048,4096');
  return withBrowserStage(PASSWORD, async ({ server, client, browser }) => {
    const results: EditorViewResult[] = [];
    for (const side of sides) {
      const guid = await upload(server.base, client, side);
      results.push(await measureOne(browser, server.base, guid, side));
    }
    return { chromium: browser.version(), viewport: '1280x800', results, goalMs: 1500 };
  });
}
