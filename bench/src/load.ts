// `npm run bench -- load` (issue 5 item 8): the built server under many signed-in users browsing
// their library, on SQLite and on PostgreSQL, and its peak memory while 20 users upload big files
// at once, each figure beside its goal. Settings come from the environment (bench/README.md).
import { runLibraryLoad, signInClients, type LibraryLoadResult, type PreviewCache } from './library-load.ts';
import { createTempDatabase } from './postgres-database.ts';
import { startServer } from './server-process.ts';
import { runUploadMemory, type UploadMemoryResult } from './upload-memory.ts';

const GOAL_P99_MS = 50;
/** The demo account (DEMO_CONTENT, 4 sample surfaces) is the users' library; its password is ours. */
const LOGIN = 'demo@asperity.local';
const PASSWORD = 'BenchLoad2026pass';

const numberEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 && process.env[name] !== '' ? value : fallback;
};
const listEnv = (name: string, fallback: string): string[] =>
  (process.env[name] ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

interface LibraryRun extends LibraryLoadResult {
  goal: { p99Ms: number; errors: number; met: boolean };
}

/** skipped: PostgreSQL unreachable; failed: the server did not start or the run broke off. */
type DatabaseResult = { runs: LibraryRun[] } | { skipped: string } | { failed: string };

/** One failing database does not lose the figures of the others. */
async function attempt(run: () => Promise<LibraryRun[]>): Promise<DatabaseResult> {
  try {
    return { runs: await run() };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}

export interface LoadReport {
  settings: Record<string, unknown>;
  sqlite?: DatabaseResult;
  postgres?: DatabaseResult;
  uploadMemory?: UploadMemoryReport | { failed: string };
}

interface UploadMemoryReport {
  database: 'sqlite';
  runs: UploadMemoryResult[];
  goal: string;
  /** Peak above baseline of the largest files ÷ that of the smallest; null with fewer than two sizes. */
  growthLargestOverSmallest: number | null;
  peakOverOneFileAndOverAllFiles: { fileMiB: number; overOneFile: number; overAllFiles: number }[];
  met: boolean | null;
}

// All clients sign in as one account from one address: the per-address sign-in limit would refuse
// most of them (RATE_LIMIT_AUTH_PER_MINUTE 0 turns it off; the browsing itself is not limited).
const serverEnv = { DEMO_CONTENT: 'true', DEMO_PASSWORD: PASSWORD, RATE_LIMIT_AUTH_PER_MINUTE: '0' };

export async function runLoad(): Promise<LoadReport> {
  const clients = numberEnv('BENCH_LOAD_CLIENTS', 200);
  const seconds = numberEnv('BENCH_LOAD_SECONDS', 60);
  const thinkMs = numberEnv('BENCH_LOAD_THINK_MS', 1000);
  const caches = listEnv('BENCH_LOAD_CACHE', 'browser,none').filter(
    (c): c is PreviewCache => c === 'browser' || c === 'none',
  );
  const databases = listEnv('BENCH_LOAD_DATABASES', 'sqlite,postgres');
  const uploads = numberEnv('BENCH_UPLOADS', 20);
  const uploadSizes = listEnv('BENCH_UPLOAD_MB', '10,50')
    .map(Number)
    .filter((n) => n > 0);
  const report: LoadReport = {
    settings: {
      clients,
      seconds,
      thinkTimeMs: thinkMs,
      previewCaches: caches,
      uploads,
      uploadMegabytes: uploadSizes,
      server: 'apps/server/dist/main.js, NODE_ENV production, default COMPUTE_THREADS (cores − 1)',
    },
  };

  const library = async (env: Record<string, string>): Promise<LibraryRun[]> => {
    const server = await startServer({ ...serverEnv, ...env });
    try {
      const signedIn = await signInClients(server.base, LOGIN, PASSWORD, clients);
      const runs: LibraryRun[] = [];
      for (const previewCache of caches) {
        const result = await runLibraryLoad(signedIn, {
          seconds,
          thinkMs,
          previewCache,
          serverPid: server.pid,
        });
        const met = result.overall.p99Ms < GOAL_P99_MS && result.overall.errors === 0;
        runs.push({ ...result, goal: { p99Ms: GOAL_P99_MS, errors: 0, met } });
      }
      signedIn.close();
      return runs;
    } finally {
      await server.stop();
    }
  };

  if (databases.includes('sqlite')) report.sqlite = await attempt(() => library({}));
  if (databases.includes('postgres')) {
    const database = createTempDatabase();
    if ('unavailable' in database) report.postgres = { skipped: database.unavailable };
    else {
      try {
        report.postgres = await attempt(() => library({ DATABASE_URL: database.url }));
      } finally {
        database.drop();
      }
    }
  }

  if (uploads > 0 && uploadSizes.length > 0) {
    try {
      report.uploadMemory = await uploadMemory(uploads, uploadSizes);
    } catch (error) {
      report.uploadMemory = { failed: error instanceof Error ? error.message : String(error) };
    }
  }
  return report;
}

/** A fresh server per size, so every run starts from the same baseline. */
async function uploadMemory(uploads: number, uploadSizes: readonly number[]): Promise<UploadMemoryReport> {
  const runs: UploadMemoryResult[] = [];
  for (const megabytes of uploadSizes) {
    const server = await startServer(serverEnv);
    try {
      runs.push(
        await runUploadMemory({
          base: server.base,
          pid: server.pid,
          login: LOGIN,
          password: PASSWORD,
          uploads,
          megabytes,
        }),
      );
    } finally {
      await server.stop();
    }
  }
  const bySize = [...runs].sort((a, b) => a.fileBytes - b.fileBytes);
  const smallest = bySize[0];
  const largest = bySize[bySize.length - 1];
  const growth =
    smallest && largest && smallest !== largest
      ? Math.round((largest.peakAboveBaselineMiB / Math.max(1, smallest.peakAboveBaselineMiB)) * 100) / 100
      : null;
  return {
    database: 'sqlite',
    runs,
    goal:
      'bounded, independent of file size: the peak above baseline with the largest files at most 1.5× ' +
      'that with the smallest (the files differ 5× in size by default)',
    growthLargestOverSmallest: growth,
    met: growth === null ? null : growth <= 1.5,
    // Uploads are parsed one per compute thread, so the peak follows the size of the file being parsed
    // (its bytes, its float64 heights and its container), not the number of simultaneous uploads.
    peakOverOneFileAndOverAllFiles: runs.map((r) => {
      const mib = r.fileBytes / 2 ** 20;
      return {
        fileMiB: Math.round(mib * 10) / 10,
        overOneFile: Math.round((r.peakAboveBaselineMiB / mib) * 10) / 10,
        overAllFiles: Math.round((r.peakAboveBaselineMiB / (mib * r.uploads)) * 100) / 100,
      };
    }),
  };
}
