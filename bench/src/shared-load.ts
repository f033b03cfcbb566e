// `npm run bench -- shared-load` (issue 14 §10): many signed-out visitors of one popular share link at
// once, on SQLite and on PostgreSQL. Each visitor opens the shared viewer over and over — the page
// data (GET /api/shared/{hash}), then the history, the preview picture and the surface heights together,
// as the /s/… page loads them — and looks at it for a think time before the next visit. Shared answers are `private, no-store`
// (a removed link must stop at once), so every visit fetches everything again: nothing is revalidated.
// Latency is per request, from the first byte sent to the last byte read. Settings: bench/README.md.
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { percentile, round } from './measure.ts';
import { createTempDatabase } from './postgres-database.ts';
import { startServer } from './server-process.ts';
import { SessionClient, send } from './session-client.ts';

const GOAL_P99_MS = 100;
const LOGIN = 'demo@asperity.local';
const PASSWORD = 'BenchShared2026pass';
/** The viewer's preview box (a 16:9 tile) and the surface side asked for (BENCH_SHARED_LOAD_SURFACE_SIDE). */
const PREVIEW_QUERY = 'width=1024&height=576&dpr=1&type=3d&format=webp';

const numberEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 && process.env[name] !== '' ? value : fallback;
};

export interface RouteSummary {
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  meanBytes: number;
  /** Answers by status code (0: no answer). */
  statuses: Record<string, number>;
}

export interface SharedLoadRun {
  database: 'sqlite' | 'postgres';
  visitors: number;
  seconds: number;
  visits: number;
  requestsPerSecond: number;
  loadAverage: number;
  overall: RouteSummary;
  routes: { page: RouteSummary; history: RouteSummary; preview: RouteSummary; surface: RouteSummary };
  goal: { p99Ms: number; errors: number; met: boolean };
}

export interface SharedLoadReport {
  settings: Record<string, unknown>;
  sqlite?: SharedLoadRun | { failed: string };
  postgres?: SharedLoadRun | { failed: string } | { skipped: string };
}

class Route {
  readonly ms: number[] = [];
  readonly statuses: Record<string, number> = {};
  errors = 0;
  bytes = 0;

  add(status: number, ms: number, bytes: number): void {
    this.ms.push(ms);
    this.bytes += bytes;
    this.statuses[String(status)] = (this.statuses[String(status)] ?? 0) + 1;
    if (status < 200 || status >= 300) this.errors++;
  }

  summary(): RouteSummary {
    return {
      requests: this.ms.length,
      errors: this.errors,
      p50Ms: round(percentile(this.ms, 50), 1),
      p99Ms: round(percentile(this.ms, 99), 1),
      maxMs: round(
        this.ms.reduce((a, b) => Math.max(a, b), 0),
        1,
      ),
      meanBytes: this.ms.length === 0 ? 0 : Math.round(this.bytes / this.ms.length),
      statuses: { ...this.statuses },
    };
  }
}

/** One timed GET of a signed-out visitor; a failure without an answer counts as status 0. */
async function timedGet(agent: Agent, url: URL, route: Route): Promise<void> {
  const started = performance.now();
  try {
    const answer = await send(agent, url, 'GET', {
      'user-agent': 'Mozilla/5.0 (bench visitor) Firefox/128.0',
    });
    route.add(answer.status, performance.now() - started, answer.body.length);
  } catch {
    route.add(0, performance.now() - started, 0);
  }
}

/** Signs the demo owner in, shares the first 3D file of the demo library and answers its share hash. */
async function shareDemoFile(base: string): Promise<string> {
  const owner = new SessionClient(base);
  try {
    await owner.signIn(LOGIN, PASSWORD);
    // Recent lists the files of the whole library (the demo files were all just made).
    const listing = await owner.get('/api/files?viewFilter=Recent');
    if (listing.status !== 200) throw new Error(`listing failed: ${listing.status}`);
    const { files } = JSON.parse(listing.body.toString('utf8')) as {
      files: { guid: string; twoD: boolean }[];
    };
    const file = files.find((f) => !f.twoD);
    if (!file) throw new Error('the demo library has no 3D file to share');
    const agent = new Agent({ keepAlive: false });
    const answer = await send(
      agent,
      new URL(`/api/files/${file.guid}/share`, base),
      'PUT',
      { ...owner.cookieHeader(), 'content-type': 'application/json', origin: base },
      JSON.stringify({ allowSaving: true }),
    );
    agent.destroy();
    if (answer.status !== 200)
      throw new Error(`sharing failed: ${answer.status} ${answer.body.toString('utf8')}`);
    return (JSON.parse(answer.body.toString('utf8')) as { shareHash: string }).shareHash;
  } finally {
    owner.close();
  }
}

async function visitLoad(
  base: string,
  database: 'sqlite' | 'postgres',
  settings: { visitors: number; seconds: number; thinkMs: number; surfaceSide: number },
): Promise<SharedLoadRun> {
  const shareHash = await shareDemoFile(base);
  const pageUrl = new URL(`/api/shared/${shareHash}`, base);
  const previewUrl = new URL(`/api/file/preview/${shareHash}?${PREVIEW_QUERY}`, base);
  const surfaceUrl = new URL(
    `/api/editor/surface?shareHash=${shareHash}&maxSide=${settings.surfaceSide}`,
    base,
  );
  const page = new Route();
  const preview = new Route();
  const surface = new Route();
  const history = new Route();
  const historyUrl = new URL(`/api/editor/history?shareHash=${shareHash}`, base);
  // One visit before the clock starts renders and caches the preview and the surface encoding.
  const warm = new Agent({ keepAlive: true, maxSockets: 2 });
  await timedGet(warm, pageUrl, new Route());
  await Promise.all([timedGet(warm, previewUrl, new Route()), timedGet(warm, surfaceUrl, new Route())]);
  warm.destroy();

  let visits = 0;
  const started = performance.now();
  const until = started + settings.seconds * 1000;
  const visitor = async (): Promise<void> => {
    // A browser's keep-alive connections to one host (at most 6).
    const agent = new Agent({ keepAlive: true, maxSockets: 6 });
    try {
      await new Promise((r) => setTimeout(r, settings.thinkMs * Math.random()));
      while (performance.now() < until) {
        await timedGet(agent, pageUrl, page);
        await Promise.all([
          timedGet(agent, historyUrl, history),
          timedGet(agent, previewUrl, preview),
          timedGet(agent, surfaceUrl, surface),
        ]);
        visits++;
        await new Promise((r) => setTimeout(r, settings.thinkMs * (0.5 + Math.random())));
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: settings.visitors }, visitor));
  const seconds = (performance.now() - started) / 1000;
  const overall = new Route();
  for (const route of [page, history, preview, surface]) {
    overall.ms.push(...route.ms);
    overall.errors += route.errors;
    overall.bytes += route.bytes;
    for (const [status, n] of Object.entries(route.statuses))
      overall.statuses[status] = (overall.statuses[status] ?? 0) + n;
  }
  const summary = overall.summary();
  return {
    database,
    visitors: settings.visitors,
    seconds: round(seconds, 1),
    visits,
    requestsPerSecond: Math.round(summary.requests / seconds),
    loadAverage: round(loadavg()[0] ?? NaN, 2),
    overall: summary,
    routes: {
      page: page.summary(),
      history: history.summary(),
      preview: preview.summary(),
      surface: surface.summary(),
    },
    goal: { p99Ms: GOAL_P99_MS, errors: 0, met: summary.p99Ms < GOAL_P99_MS && summary.errors === 0 },
  };
}

export async function runSharedLoad(): Promise<SharedLoadReport> {
  const settings = {
    visitors: numberEnv('BENCH_SHARED_LOAD_VISITORS', 200),
    seconds: numberEnv('BENCH_SHARED_LOAD_SECONDS', 60),
    thinkMs: numberEnv('BENCH_SHARED_LOAD_THINK_MS', 5000),
    surfaceSide: numberEnv('BENCH_SHARED_LOAD_SURFACE_SIDE', 1024),
  };
  const report: SharedLoadReport = {
    settings: {
      ...settings,
      server: 'apps/server/dist/main.js, NODE_ENV production, DEMO_CONTENT (the first 3D demo file shared)',
    },
  };
  // Every bench visitor comes from the same loopback address, where real visitors each have their
  // own: the per-address limit of signed-out requests (RATE_LIMIT_ANONYMOUS_PER_MINUTE) is off.
  const env = { DEMO_CONTENT: 'true', DEMO_PASSWORD: PASSWORD, RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0' };
  const run = async (
    database: 'sqlite' | 'postgres',
    extra: Record<string, string>,
  ): Promise<SharedLoadRun> => {
    const server = await startServer({ ...env, ...extra });
    try {
      return await visitLoad(server.base, database, settings);
    } finally {
      await server.stop();
    }
  };
  const failed = (error: unknown) => ({ failed: error instanceof Error ? error.message : String(error) });
  report.sqlite = await run('sqlite', {}).catch(failed);
  const database = createTempDatabase();
  if ('unavailable' in database) report.postgres = { skipped: database.unavailable };
  else {
    try {
      report.postgres = await run('postgres', { DATABASE_URL: database.url }).catch(failed);
    } finally {
      database.drop();
    }
  }
  return report;
}
