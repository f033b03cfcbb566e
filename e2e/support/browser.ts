// Debian's chromium driven by playwright-core; never a downloaded browser (STACK.md).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that work headless as root with WebGL2 in software (STACK.md "Chromium"). */
const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--use-gl=angle',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `chromium not found at ${executablePath}: apt-get install -y chromium (or set CHROMIUM_PATH)`,
    );
  }
  return chromium.launch({ executablePath, args: flags, headless: true });
}

export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; locale?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/**
 * The RGBA pixels of a canvas (2D or WebGL), read through a 2D copy in the page: a WebGL canvas keeps no
 * drawing buffer to read back, but drawImage takes its last presented frame.
 */
export async function canvasPixels(page: Page, selector: string): Promise<Uint8Array> {
  const base64 = await page.$eval(selector, (canvas) => {
    if (!(canvas instanceof HTMLCanvasElement)) throw new Error('not a canvas');
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const ctx = copy.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.drawImage(canvas, 0, 0);
    const { data } = ctx.getImageData(0, 0, copy.width, copy.height);
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000)
      binary += String.fromCharCode(...data.subarray(i, Math.min(i + 0x8000, data.length)));
    return btoa(binary);
  });
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

/** Distinct colours in a canvas: a blank or single-colour canvas has at most a handful. */
export async function distinctCanvasColours(page: Page, selector: string): Promise<number> {
  const data = await canvasPixels(page, selector);
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 4 * 7)
    colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
  return colours.size;
}

/** One browser per spec file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}
