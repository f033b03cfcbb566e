// What the browser benches (editor, shared) share: the built web app and Debian's chromium must be
// there, a server on the demo content, a signed-in API client, and one headless chromium with the
// flags the e2e tests use. Each bench measures its own page; this sets the stage and tears it down.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startServer, type ServerProcess } from './server-process.ts';
import { SessionClient } from './session-client.ts';

export const DEMO_LOGIN = 'demo@asperity.local';
const webDist = resolve(import.meta.dirname, '..', '..', 'apps', 'web', 'dist', 'index.html');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless as root with WebGL 2 in software (SwiftShader), as the e2e tests run. */
export const CHROMIUM_FLAGS = [
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

export interface BrowserStage {
  readonly server: ServerProcess;
  /** Signed in as the demo account. */
  readonly client: SessionClient;
  readonly browser: Browser;
}

/** Surface sides from a comma-separated environment variable (e.g. BENCH_EDITOR_SIDES=512,2048). */
export function sidesFromEnv(name: string, fallback: string): number[] {
  return (process.env[name] ?? fallback)
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 1);
}

/** Runs `measure` on a fresh stage, or says why the bench cannot run here. */
export async function withBrowserStage<T>(
  demoPassword: string,
  measure: (stage: BrowserStage) => Promise<T>,
): Promise<T | { skipped: string }> {
  if (!existsSync(webDist)) return { skipped: `${webDist} is missing: npm run build -w @asperity/web` };
  if (!existsSync(executablePath)) return { skipped: `no chromium at ${executablePath}` };
  const server = await startServer({ DEMO_CONTENT: 'true', DEMO_PASSWORD: demoPassword });
  const client = new SessionClient(server.base);
  let browser: Browser | undefined;
  try {
    await client.signIn(DEMO_LOGIN, demoPassword);
    browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
    return await measure({ server, client, browser });
  } finally {
    await browser?.close();
    client.close();
    await server.stop();
  }
}
