// `npm run bench -- gallery-load` (issue 17 §10): the public gallery with 100,000 published items of
// 1,000 users, generated straight in the database (one INSERT … SELECT per table, so the full-text
// index is filled by the database's own triggers / generated column as it would be by publishing),
// on SQLite and on PostgreSQL. 50 signed-out clients ask GET /gallery/list for the first page, a
// category and a full-text search; latency is per request, from the first byte sent to the last byte
// read. The landing page's staff-pick strip (GET /gallery/list?staffPicked=true&limit=3) is timed by
// one client on the idle server. Settings (env): BENCH_GALLERY_ITEMS, BENCH_GALLERY_USERS,
// BENCH_GALLERY_CLIENTS, BENCH_GALLERY_SECONDS (per scenario), BENCH_GALLERY_THINK_MS.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { percentile, round } from './measure.ts';
import { createTempDatabase } from './postgres-database.ts';
import { startServer } from './server-process.ts';
import { send } from './session-client.ts';

const GOAL_LIST_P99_MS = 50;
const GOAL_STRIP_P99_MS = 20;

const numberEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 && process.env[name] !== '' ? value : fallback;
};

/** Words the generated titles and descriptions are made of; the search asks for one of them. */
const VOCABULARY = [
  'ground',
  'lapped',
  'honed',
  'polished',
  'milled',
  'turned',
  'etched',
  'coated',
  'anodised',
  'blasted',
  'knurled',
  'embossed',
  'laser',
  'textured',
  'worn',
  'scratched',
  'pitted',
  'corroded',
  'printed',
  'moulded',
  'wafer',
  'lens',
  'mirror',
  'coin',
  'gear',
  'bearing',
  'piston',
  'cylinder',
  'blade',
  'stent',
  'implant',
  'tooth',
  'leaf',
  'wing',
  'scale',
  'fibre',
  'film',
  'membrane',
  'grating',
  'pillar',
  'trench',
  'step',
  'groove',
  'ridge',
  'crater',
  'dimple',
  'bump',
  'channel',
  'pattern',
  'lattice',
];
/** A word of the vocabulary the search bench asks for (in one item of 50 by construction). */
const SEARCH_WORD = 'grating';
const CATEGORIES = [
  '3d_printing',
  'biological',
  'biomedical',
  'classic_step_heights',
  'coins_medallions',
  'display_technology',
  'mems',
  'metal_finishing',
  'microelectronics',
  'microfluidics',
  'micromachining',
  'ophthalmic',
  'optics_optical_mirrors',
  'particles',
  'photonics',
  'polymers',
  'printing',
  'semiconductors',
  'solar_cells_photovoltaics',
  'tooling',
  'tribology',
];
const TECHNOLOGIES = ['afm', 'optical_profiler', 'stylus_profiler', 'unknown'];

interface Summary {
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requestsPerSecond: number;
  meanItems: number;
}

export interface GalleryLoadRun {
  database: 'sqlite' | 'postgres';
  items: number;
  users: number;
  generateSeconds: number;
  loadAverage: number;
  scenarios: { firstPage: Summary; category: Summary; search: Summary };
  /**
   * The same requests from one client, one after another, before the load: the server's own time per
   * request, which on a shared machine stays comparable when latencies under load (the wait for a
   * core) do not.
   */
  oneClient: { firstPage: Summary; category: Summary; search: Summary };
  landingStrip: Summary;
  goals: { listP99Ms: number; stripP99Ms: number; met: boolean };
}

export interface GalleryLoadReport {
  settings: Record<string, unknown>;
  sqlite?: GalleryLoadRun | { failed: string };
  postgres?: GalleryLoadRun | { failed: string } | { skipped: string };
}

/** Numbered lookup tables of the generator (temporary: they go with the session). */
function lookupTables(): string[] {
  const table = (name: string, values: readonly string[]) => [
    `create temp table ${name} (k integer primary key, v text not null)`,
    `insert into ${name} (k, v) values ${values.map((v, k) => `(${k}, '${v}')`).join(', ')}`,
  ];
  return [
    ...table('bench_words', VOCABULARY),
    ...table('bench_categories', CATEGORIES),
    ...table('bench_technologies', TECHNOLOGIES),
  ];
}

/**
 * The generating SQL, the same on both databases apart from the number series and the dates: users
 * bench_user_1…N, one file per item owned round-robin, its link published (every 5,000th staff
 * picked, one in 50 savable), one or two categories per item.
 */
function generateSql(database: 'sqlite' | 'postgres', items: number, users: number): string[] {
  const series = (n: number) =>
    database === 'postgres'
      ? `select i from generate_series(1, ${n}) as s(i)`
      : `with recursive s(i) as (select 1 union all select i + 1 from s where i < ${n}) select i from s`;
  // Published over the last 60 days, one item every 50 seconds, newest first by number.
  const publishedAt =
    database === 'postgres'
      ? `to_char((timestamp '2026-11-27 00:00:00' - (i * interval '50 seconds')), 'YYYY-MM-DD"T"HH24:MI:SS".000Z"')`
      : `strftime('%Y-%m-%dT%H:%M:%S.000Z', '2026-11-27 00:00:00', '-' || (i * 50) || ' seconds')`;
  const lookup = (table: string, index: string, size: number) =>
    `(select v from ${table} where k = (${index}) % ${size})`;
  const word = (multiplier: number) => lookup('bench_words', `i * ${multiplier}`, VOCABULARY.length);
  const category = (index: string) => lookup('bench_categories', index, CATEGORIES.length);
  return [
    ...lookupTables(),
    `insert into users (id, username, email, first_name, last_name, password_hash, is_confirmed, created_at)
     select 'bench-user-' || i, 'bench_user_' || i, 'bench' || i || '@example.org', 'Bench', 'User ' || i,
            'not-a-password-hash', 1, '2026-01-01T00:00:00.000Z'
     from (${series(users)}) as n`,
    `insert into files (guid, owner_id, name, created_at, modified_at, format, source_blob, source_size,
                        container_blob, size, summary)
     select 'bench-file-' || i, 'bench-user-' || ((i % ${users}) + 1), 'surface-' || i || '.x3p',
            ${publishedAt}, ${publishedAt}, 'x3p', 'bench', 1000, 'bench', 1000,
            '{"channels":[],"warnings":[]}'
     from (${series(items)}) as n`,
    `insert into file_shares (file_guid, share_hash, share_digest, publicly_shared, allow_saving, title,
                              description, technology, public_thumbnail_type, updated_at, published_at,
                              search_title, search_description, search_system, staff_picked, view_count)
     select 'bench-file-' || i, 'benchshare' || i, 'bench-digest-' || i, 1,
            case when i % 50 = 0 then 1 else 0 end, t1 || ' ' || t2 || ' ' || i, null, tech, 'auto',
            ${publishedAt}, ${publishedAt}, t1 || ' ' || t2 || ' ' || i,
            'A ' || d1 || ' ' || d2 || ' surface measured for the bench', replace(tech, '_', ' ') || ' x3p',
            case when i % 5000 = 0 then 1 else 0 end, (i * 7919) % 10007
     from (select i, ${word(1)} as t1, ${word(7)} as t2, ${word(13)} as d1, ${word(31)} as d2,
                  ${lookup('bench_technologies', 'i', TECHNOLOGIES.length)} as tech
           from (${series(items)}) as n) as g`,
    `insert into gallery_categories (file_guid, category)
     select 'bench-file-' || i, ${category('i')} from (${series(items)}) as n`,
    `insert into gallery_categories (file_guid, category)
     select 'bench-file-' || i, ${category('i * 5 + 3')} from (${series(items)}) as n
     where (i * 5 + 3) % ${CATEGORIES.length} <> i % ${CATEGORIES.length}`,
  ];
}

export function generateSqlite(file: string, items: number, users: number): void {
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 30000');
    db.transaction(() => {
      for (const statement of generateSql('sqlite', items, users)) db.exec(statement);
    })();
    db.exec('analyze');
  } finally {
    db.close();
  }
}

export function generatePostgres(url: string, items: number, users: number): void {
  const script = ['begin', ...generateSql('postgres', items, users), 'commit', 'analyze'].join(';\n');
  execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q'], {
    input: script,
    stdio: ['pipe', 'ignore', 'pipe'],
    timeout: 600_000,
  });
}

class Recorder {
  readonly ms: number[] = [];
  errors = 0;
  items = 0;

  add(status: number, ms: number, items: number): void {
    this.ms.push(ms);
    this.items += items;
    if (status !== 200) this.errors++;
  }

  summary(seconds: number): Summary {
    return {
      requests: this.ms.length,
      errors: this.errors,
      p50Ms: round(percentile(this.ms, 50), 1),
      p99Ms: round(percentile(this.ms, 99), 1),
      maxMs: round(
        this.ms.reduce((a, b) => Math.max(a, b), 0),
        1,
      ),
      requestsPerSecond: seconds > 0 ? Math.round(this.ms.length / seconds) : 0,
      meanItems: this.ms.length === 0 ? 0 : round(this.items / this.ms.length, 1),
    };
  }
}

async function timedGet(agent: Agent, url: URL, recorder: Recorder): Promise<void> {
  const started = performance.now();
  try {
    const answer = await send(agent, url, 'GET', {
      'user-agent': 'Mozilla/5.0 (bench visitor) Firefox/128.0',
    });
    let items = 0;
    if (answer.status === 200)
      items = (JSON.parse(answer.body.toString('utf8')) as { items: unknown[] }).items.length;
    recorder.add(answer.status, performance.now() - started, items);
  } catch {
    recorder.add(0, performance.now() - started, 0);
  }
}

/** `clients` visitors asking `path` for `seconds`, each pausing a think time between requests. */
async function underLoad(
  base: string,
  path: string,
  settings: { clients: number; seconds: number; thinkMs: number },
): Promise<Summary> {
  const url = new URL(path, base);
  const recorder = new Recorder();
  // Warm: the first answers read the pages of the indexes into memory.
  const warm = new Agent({ keepAlive: true });
  for (let k = 0; k < 3; k++) await timedGet(warm, url, new Recorder());
  warm.destroy();
  const started = performance.now();
  const until = started + settings.seconds * 1000;
  const client = async (): Promise<void> => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await new Promise((r) => setTimeout(r, settings.thinkMs * Math.random()));
      while (performance.now() < until) {
        await timedGet(agent, url, recorder);
        await new Promise((r) => setTimeout(r, settings.thinkMs * (0.5 + Math.random())));
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: settings.clients }, client));
  return recorder.summary((performance.now() - started) / 1000);
}

/** One client, one request after another: the landing page's strip on an idle server. */
async function sequential(base: string, path: string, count: number): Promise<Summary> {
  const url = new URL(path, base);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const recorder = new Recorder();
  for (let k = 0; k < 5; k++) await timedGet(agent, url, new Recorder());
  const started = performance.now();
  for (let k = 0; k < count; k++) await timedGet(agent, url, recorder);
  agent.destroy();
  return recorder.summary((performance.now() - started) / 1000);
}

export async function runGalleryLoad(): Promise<GalleryLoadReport> {
  const settings = {
    items: numberEnv('BENCH_GALLERY_ITEMS', 100_000),
    users: numberEnv('BENCH_GALLERY_USERS', 1000),
    clients: numberEnv('BENCH_GALLERY_CLIENTS', 50),
    seconds: numberEnv('BENCH_GALLERY_SECONDS', 20),
    thinkMs: numberEnv('BENCH_GALLERY_THINK_MS', 250),
  };
  const report: GalleryLoadReport = {
    settings: {
      ...settings,
      searchWord: SEARCH_WORD,
      category: 'tribology',
      server:
        'apps/server/dist/main.js, NODE_ENV production, signed-out clients, items generated in the database',
    },
  };
  // Every bench client comes from loopback: the per-address limit of signed-out requests is off.
  const env = { DEMO_CONTENT: 'false', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0' };
  const scenarios = {
    firstPage: '/gallery/list',
    category: '/gallery/list?category=tribology',
    search: `/gallery/list?q=${SEARCH_WORD}`,
  };
  const run = async (
    database: 'sqlite' | 'postgres',
    extra: Record<string, string>,
    generate: () => void,
  ): Promise<GalleryLoadRun> => {
    const server = await startServer({ ...env, ...extra });
    try {
      const started = performance.now();
      generate();
      const generateSeconds = round((performance.now() - started) / 1000, 1);
      const landingStrip = await sequential(server.base, '/gallery/list?staffPicked=true&limit=3', 300);
      const oneClient = {
        firstPage: await sequential(server.base, scenarios.firstPage, 200),
        category: await sequential(server.base, scenarios.category, 200),
        search: await sequential(server.base, scenarios.search, 200),
      };
      const firstPage = await underLoad(server.base, scenarios.firstPage, settings);
      const category = await underLoad(server.base, scenarios.category, settings);
      const search = await underLoad(server.base, scenarios.search, settings);
      const lists = [firstPage, category, search];
      return {
        database,
        items: settings.items,
        users: settings.users,
        generateSeconds,
        loadAverage: round(loadavg()[0] ?? NaN, 2),
        scenarios: { firstPage, category, search },
        oneClient,
        landingStrip,
        goals: {
          listP99Ms: GOAL_LIST_P99_MS,
          stripP99Ms: GOAL_STRIP_P99_MS,
          met:
            lists.every((s) => s.p99Ms < GOAL_LIST_P99_MS && s.errors === 0) &&
            landingStrip.p99Ms < GOAL_STRIP_P99_MS &&
            landingStrip.errors === 0,
        },
      };
    } finally {
      await server.stop();
    }
  };
  const failed = (error: unknown) => ({ failed: error instanceof Error ? error.message : String(error) });

  const dir = mkdtempSync(join(tmpdir(), 'asperity-gallery-bench-'));
  const file = join(dir, 'gallery.sqlite');
  try {
    report.sqlite = await run('sqlite', { DATABASE_URL: `sqlite:${file}` }, () =>
      generateSqlite(file, settings.items, settings.users),
    ).catch(failed);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const database = createTempDatabase();
  if ('unavailable' in database) report.postgres = { skipped: database.unavailable };
  else {
    try {
      report.postgres = await run('postgres', { DATABASE_URL: database.url }, () =>
        generatePostgres(database.url, settings.items, settings.users),
      ).catch(failed);
    } finally {
      database.drop();
    }
  }
  return report;
}
