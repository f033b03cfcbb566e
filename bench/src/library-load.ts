// Many signed-in users browsing their library at once (issue 5 item 8): each client opens the
// library page over and over — GET /api/files (the root listing), then the tile preview of every
// listed file in parallel as the page's <img> elements load them — with a think time between page
// views. Latency is per request, from the first byte sent to the last byte read.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { percentile, round } from './measure.ts';
import { SessionClient, type Timed } from './session-client.ts';

export type PreviewCache = 'browser' | 'none';

export interface LibraryLoadOptions {
  readonly seconds: number;
  /** Mean pause between one client's page views; each pause is uniform in [0.5, 1.5] × this. */
  readonly thinkMs: number;
  /**
   * browser: a client keeps the ETags of the pictures it got and revalidates (If-None-Match → 304),
   * as a browser does with `Cache-Control: private, no-cache`; none: every picture in full, as
   * after a cache clear.
   */
  readonly previewCache: PreviewCache;
  /** The server's pid, to report its CPU use over the run. */
  readonly serverPid: number;
}

export interface LatencySummary {
  requests: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers by status code; 0 counts requests that failed without an answer. */
  statuses: Record<string, StatusSummary>;
}

export interface StatusSummary {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Mean size of the answers' bodies. */
  meanBytes: number;
}

export interface LibraryLoadResult {
  clients: number;
  seconds: number;
  thinkTimeMs: number;
  previewCache: PreviewCache;
  signInSeconds: number;
  pageViews: number;
  requestsPerSecond: number;
  refreshes: number;
  /** CPU time over wall time (100 = one core busy) of the server and of this load generator. */
  cpuPercent: { server: number | null; loadGenerator: number };
  /**
   * The server's CPU time per request, ms: what the server's work costs, which on a shared machine
   * stays comparable between runs when latencies (the wait for a core) do not.
   */
  serverCpuMsPerRequest: number | null;
  /** 1-minute load average of the machine at the end of the run. */
  loadAverage: number;
  overall: LatencySummary;
  routes: { list: LatencySummary; preview: LatencySummary };
}

/** Preview box of a library tile (contract TILE_SIZE_PX 1024, TILE_ASPECT_RATIO 16:9), at 1×. */
const TILE_QUERY = 'width=1024&height=576&dpr=1&type=2d&format=webp';

class Recorder {
  private readonly byStatus = new Map<number, number[]>();
  private readonly bytesByStatus = new Map<number, number>();

  add(result: Timed): void {
    this.put(result.status, result.ms);
    const bytes = this.bytesByStatus.get(result.status) ?? 0;
    this.bytesByStatus.set(result.status, bytes + result.body.length);
  }

  private put(status: number, ms: number): void {
    const list = this.byStatus.get(status);
    if (list) list.push(ms);
    else this.byStatus.set(status, [ms]);
  }

  merge(other: Recorder): void {
    for (const [status, ms] of other.byStatus) for (const m of ms) this.put(status, m);
    for (const [status, bytes] of other.bytesByStatus) {
      this.bytesByStatus.set(status, (this.bytesByStatus.get(status) ?? 0) + bytes);
    }
  }

  get count(): number {
    let n = 0;
    for (const ms of this.byStatus.values()) n += ms.length;
    return n;
  }

  summary(): LatencySummary {
    const all: number[] = [];
    let errors = 0;
    const statuses: Record<string, StatusSummary> = {};
    for (const [status, ms] of [...this.byStatus].sort(([a], [b]) => a - b)) {
      for (const m of ms) all.push(m);
      if (!((status >= 200 && status < 300) || status === 304)) errors += ms.length;
      statuses[String(status)] = {
        requests: ms.length,
        p50Ms: round(percentile(ms, 50), 1),
        p99Ms: round(percentile(ms, 99), 1),
        maxMs: round(maximum(ms), 1),
        meanBytes: Math.round((this.bytesByStatus.get(status) ?? 0) / ms.length),
      };
    }
    return {
      requests: all.length,
      errors,
      p50Ms: round(percentile(all, 50), 1),
      p95Ms: round(percentile(all, 95), 1),
      p99Ms: round(percentile(all, 99), 1),
      maxMs: round(maximum(all), 1),
      statuses,
    };
  }
}

const maximum = (values: readonly number[]): number => values.reduce((a, b) => Math.max(a, b), 0);

export interface SignedInClients {
  readonly clients: readonly SessionClient[];
  readonly signInSeconds: number;
  close(): void;
}

/**
 * Signs in `count` sessions of one account, a few at a time (each sign-in costs one scrypt hash on
 * the server), each with its own connections.
 */
export async function signInClients(
  base: string,
  login: string,
  password: string,
  count: number,
): Promise<SignedInClients> {
  const started = performance.now();
  const clients = Array.from({ length: count }, () => new SessionClient(base));
  let next = 0;
  const signer = async (): Promise<void> => {
    while (next < clients.length) {
      const client = clients[next++] as SessionClient;
      await client.signIn(login, password);
    }
  };
  try {
    await Promise.all(Array.from({ length: 4 }, signer));
  } catch (error) {
    for (const client of clients) client.close();
    throw error;
  }
  return {
    clients,
    signInSeconds: round((performance.now() - started) / 1000, 1),
    close: () => {
      for (const client of clients) client.close();
    },
  };
}

export async function runLibraryLoad(
  signedIn: SignedInClients,
  options: LibraryLoadOptions,
): Promise<LibraryLoadResult> {
  const { clients } = signedIn;
  for (const client of clients) client.forgetPictures();
  // One page view before the clock starts renders and caches the previews, so the run measures
  // the steady state of a library whose pictures exist (a first view renders them once).
  await pageView(clients[0] as SessionClient, new Recorder(), new Recorder(), 'none');

  const list = new Recorder();
  const preview = new Recorder();
  let pageViews = 0;
  let refreshes = 0;
  const serverCpuBefore = processCpuMs(options.serverPid);
  const ownCpuBefore = process.cpuUsage();
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const pause = (): Promise<void> =>
    new Promise((r) => setTimeout(r, options.thinkMs * (0.5 + Math.random())));
  const browse = async (client: SessionClient): Promise<void> => {
    // Spread the first page views over one think time rather than 200 at the same instant.
    await new Promise((r) => setTimeout(r, options.thinkMs * Math.random()));
    while (performance.now() < until) {
      refreshes += await pageView(client, list, preview, options.previewCache);
      pageViews++;
      if (options.thinkMs > 0) await pause();
    }
  };
  await Promise.all(clients.map(browse));
  const seconds = (performance.now() - started) / 1000;
  const serverCpu = processCpuMs(options.serverPid) - serverCpuBefore;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const overall = new Recorder();
  overall.merge(list);
  overall.merge(preview);
  return {
    clients: clients.length,
    seconds: round(seconds, 1),
    thinkTimeMs: options.thinkMs,
    previewCache: options.previewCache,
    signInSeconds: signedIn.signInSeconds,
    pageViews,
    requestsPerSecond: Math.round(overall.count / seconds),
    refreshes,
    cpuPercent: {
      server: Number.isFinite(serverCpu) ? Math.round(serverCpu / 10 / seconds) : null,
      loadGenerator: Math.round((ownCpu.user + ownCpu.system) / 1000 / 10 / seconds),
    },
    serverCpuMsPerRequest: Number.isFinite(serverCpu)
      ? round(serverCpu / Math.max(1, overall.count), 3)
      : null,
    loadAverage: round(loadavg()[0] ?? NaN, 2),
    overall: overall.summary(),
    routes: { list: list.summary(), preview: preview.summary() },
  };
}

/** The library page: the listing, then every file's tile preview in parallel. Returns refreshes. */
async function pageView(
  client: SessionClient,
  list: Recorder,
  preview: Recorder,
  cache: PreviewCache,
): Promise<number> {
  const listing = await client.get('/api/files');
  list.add(listing);
  let refreshes = listing.refreshed ? 1 : 0;
  if (listing.status !== 200) return refreshes;
  const { files } = JSON.parse(listing.body.toString('utf8')) as {
    files: { guid: string; modifiedAt: string }[];
  };
  const answers = await Promise.all(
    files.map((file) =>
      client.get(
        `/api/file/preview/${encodeURIComponent(file.guid)}?${TILE_QUERY}&reloadParam=${encodeURIComponent(file.modifiedAt)}`,
        { revalidate: cache === 'browser' },
      ),
    ),
  );
  for (const answer of answers) {
    preview.add(answer);
    if (answer.refreshed) refreshes++;
  }
  return refreshes;
}

/** User + system CPU time of a process (all its threads) in ms, from /proc; NaN off Linux. */
export function processCpuMs(pid: number): number {
  try {
    // After the command name: utime and stime are the 14th and 15th fields, in ticks of 10 ms.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}
