// The built web app behind the API: real pages 200, unknown pages 404 (both index.html), assets
// with long caching, and a readable answer when the web app was never built.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assetName,
  createTestStore,
  indexHtml,
  startServer,
  type TestServer,
  type TestStore,
} from '../../test/harness.ts';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('with a built web app', () => {
  let store: TestStore;
  let server: TestServer;

  beforeAll(async () => {
    store = await createTestStore();
    server = await startServer(store);
  });
  afterAll(async () => {
    await server?.close();
    await store?.dispose();
  });

  it('answers every page of the route table with index.html and 200', async () => {
    for (const path of [
      '/',
      '/gallery',
      '/sign-in',
      '/image/3f2a',
      '/s/abc/my-slug',
      '/help/viewer',
      '/images/viewFilter/Recent',
    ]) {
      const res = await fetch(`${server.url}${path}`, { headers: html });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(indexHtml);
    }
  });

  it('answers unknown pages with index.html and 404 so the app shows its not-found page', async () => {
    for (const path of ['/no/such/page', '/images/viewFilter/Bogus', '/user-billing-history']) {
      const res = await fetch(`${server.url}${path}`, { headers: html });
      expect(res.status, path).toBe(404);
      expect(await res.text()).toBe(indexHtml);
    }
  });

  it('serves pages to clients accepting anything, but not for missing files', async () => {
    const page = await fetch(`${server.url}/gallery`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(indexHtml);
    const missing = await fetch(`${server.url}/missing.js`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ errorCode: 'not-found' });
  });

  it('caches hashed assets forever and other files briefly', async () => {
    const asset = await fetch(`${server.url}/${assetName}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toContain('asperity');
    const icon = await fetch(`${server.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=300');
    await icon.text();
  });

  it("sends the build's brotli or gzip copy of an asset to a browser accepting it, the file to others", async () => {
    const script = 'console.log("compressed asperity");'.repeat(20);
    const name = 'assets/compressed-Qw12Er34.js';
    const path = join(store.env.WEB_DIST_DIR ?? '', name);
    await writeFile(path, script);
    await writeFile(`${path}.br`, brotliCompressSync(script));
    await writeFile(`${path}.gz`, gzipSync(script));
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await fetch(`${server.url}/${name}`, { headers: { 'accept-encoding': accept } });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary')?.toLowerCase(), accept).toContain('accept-encoding');
      expect(res.headers.get('cache-control'), accept).toBe('public, max-age=31536000, immutable');
      // fetch undoes the content encoding: every variant is the same script.
      expect(await res.text(), accept).toBe(script);
    }
  });

  it('never serves files outside the build directory', async () => {
    const res = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`, { headers: html });
    expect([400, 403, 404]).toContain(res.status);
    expect(await res.text()).not.toContain('root:');
  });

  it('keeps API answers in JSON even for browsers', async () => {
    const res = await fetch(`${server.url}/api/nothing-here`, { headers: html });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ errorCode: 'not-found' });
  });
});

describe('with subscriptions switched on', () => {
  it('makes the subscription pages exist', async () => {
    const store = await createTestStore();
    const server = await startServer(store, { env: { FEATURE_SUBSCRIPTIONS: 'true' } });
    try {
      const res = await fetch(`${server.url}/user-billing-history`, { headers: html });
      expect(res.status).toBe(200);
      const checkout = await fetch(`${server.url}/checkout/basic/monthly/2`, { headers: html });
      expect(checkout.status).toBe(200);
      const bad = await fetch(`${server.url}/checkout/gold/monthly/2`, { headers: html });
      expect(bad.status).toBe(404);
      await Promise.all([res.text(), checkout.text(), bad.text()]);
    } finally {
      await server.close();
      await store.dispose();
    }
  });
});

describe('without a built web app', () => {
  it('answers pages with a small "not built" page instead of failing', async () => {
    const store = await createTestStore({ webBuilt: false });
    const server = await startServer(store);
    try {
      const page = await fetch(`${server.url}/gallery`, { headers: html });
      expect(page.status).toBe(503);
      expect(await page.text()).toMatch(/web app is not built/);
      const unknown = await fetch(`${server.url}/no/such/page`, { headers: html });
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toMatch(/web app is not built/);
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      await health.text();
    } finally {
      await server.close();
      await store.dispose();
    }
  });
});
