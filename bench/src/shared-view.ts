// `npm run bench -- shared` (issue 14 §10): a signed-out visitor's /s/{shareHash}/{slug} in headless
// chromium with software WebGL (STACK.md flags) against the built server and web app. For a
// generated 2048² surface (BENCH_SHARED_SIDES to change) shared by link through the API it measures
// the time from navigating to the shared viewer to the first drawn frame of its 3D view, in a
// browser context with no session (no cookies), and the bytes the page received. Several visitors
// in a row (BENCH_SHARED_VISITORS, default 3), each a fresh context: the first is the link's first
// visit (the server reads the just-uploaded file for the first time), the others find it read.
import type { Browser } from 'playwright-core';
import { sidesFromEnv, withBrowserStage } from './browser-bench.ts';
import { upload } from './editor-view.ts';
import { round } from './measure.ts';
import type { SessionClient } from './session-client.ts';

const PASSWORD = 'bench-shared-Password1';

/** First drawn frame of the shared viewer's 3D view (browser clock), recorded before any page script. */
const INIT_SCRIPT = `
  window.__bench = { drawnMs: null };
  new MutationObserver(() => {
    if (window.__bench.drawnMs !== null) return;
    if (document.querySelector('[data-testid="editor-3d-view"][data-drawn="true"]'))
      window.__bench.drawnMs = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-drawn'], childList: true });
`;

export interface SharedViewResult {
  side: number;
  /** 1 for the link's first visitor. */
  visitor: number;
  /** Navigation start to the 3D view's first frame with the surface (browser clock), ms. */
  firstFrameMs: number;
  /** The same seen from this process (goto called → drawn attribute seen), ms. */
  firstFrameWallMs: number;
  /** Bytes of GET /api/editor/surface bodies, and of every response of the page load. */
  surfaceBytes: number;
  pageBytes: number;
}

export interface SharedBenchReport {
  chromium: string;
  viewport: string;
  signedIn: false;
  results: SharedViewResult[];
  /** Per side: the median first frame of all visitors, ms. */
  medianFirstFrameMs: Record<string, number>;
  goalMs: number;
}

/** PUT /api/files/{guid}/share as the owner; the link's path (/s/{hash}/{slug}). */
async function share(base: string, client: SessionClient, guid: string): Promise<string> {
  const res = await fetch(`${base}/api/files/${encodeURIComponent(guid)}/share`, {
    method: 'PUT',
    headers: { ...client.cookieHeader(), 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await res.json()) as { url?: unknown };
  if (res.status !== 200 || typeof body.url !== 'string')
    throw new Error(`sharing ${guid} failed: ${res.status} ${JSON.stringify(body)}`);
  return new URL(body.url).pathname;
}

async function measureOne(
  browser: Browser,
  base: string,
  path: string,
  side: number,
  visitor: number,
): Promise<SharedViewResult> {
  // A context of its own: no cookies, the visitor is signed out.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(180_000);
    await page.addInitScript(INIT_SCRIPT);
    const started = performance.now();
    await page.goto(`${base}${path}`);
    await page.locator('[data-testid="editor-3d-view"][data-drawn="true"]').waitFor();
    const firstFrameWallMs = performance.now() - started;
    const firstFrameMs = Number(await page.evaluate('window.__bench.drawnMs'));
    const resources = await page.evaluate<Array<{ name: string; bytes: number }>>(
      `[...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
         .map((e) => ({ name: e.name, bytes: e.encodedBodySize }))`,
    );
    return {
      side,
      visitor,
      firstFrameMs: round(firstFrameMs, 0),
      firstFrameWallMs: round(firstFrameWallMs, 0),
      surfaceBytes: resources
        .filter((r) => r.name.includes('/api/editor/surface'))
        .reduce((s, r) => s + r.bytes, 0),
      pageBytes: resources.reduce((s, r) => s + r.bytes, 0),
    };
  } finally {
    await context.close();
  }
}

export async function runSharedView(): Promise<SharedBenchReport | { skipped: string }> {
  const sides = sidesFromEnv('BENCH_SHARED_SIDES', '2048');
  return withBrowserStage(PASSWORD, async ({ server, client, browser }) => {
    const visitors = Math.max(1, Number(process.env.BENCH_SHARED_VISITORS ?? 3) || 3);
    const results: SharedViewResult[] = [];
    const medianFirstFrameMs: Record<string, number> = {};
    for (const side of sides) {
      const path = await share(server.base, client, await upload(server.base, client, side));
      const times: number[] = [];
      for (let visitor = 1; visitor <= visitors; visitor++) {
        const result = await measureOne(browser, server.base, path, side, visitor);
        results.push(result);
        times.push(result.firstFrameMs);
      }
      times.sort((a, b) => a - b);
      medianFirstFrameMs[String(side)] = times[Math.floor(times.length / 2)] ?? 0;
    }
    return {
      chromium: browser.version(),
      viewport: '1280x800',
      signedIn: false,
      results,
      medianFirstFrameMs,
      goalMs: 1500,
    };
  });
}
