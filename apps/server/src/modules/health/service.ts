// Health of the parts a request depends on. Each check is cheap so load balancers may poll it.
import type { HealthResponse, LiveResponse } from '@asperity/contract';
import type { Redis } from 'ioredis';
import { pingDatabase, type Database } from '../../infra/db/database.ts';
import type { ComputePool } from '../../infra/compute/pool.ts';
import type { BlobStore } from '../../infra/storage/blob-store.ts';
import { serverVersion } from '../../version.ts';

export interface HealthDeps {
  readonly database: Database;
  readonly blobs: BlobStore;
  readonly compute: ComputePool;
  /** Checked when REDIS_URL is set. */
  readonly redis?: Redis | undefined;
}

/** A Redis that does not answer PING within this time counts as down for readiness. */
const redisPingTimeoutMs = 1_000;

export class HealthService {
  private readonly startedAt = performance.now();

  constructor(private readonly deps: HealthDeps) {}

  async check(): Promise<HealthResponse> {
    const [databaseOk, blobsOk, redisOk] = await Promise.all([
      pingDatabase(this.deps.database),
      this.deps.blobs.isWritable(),
      this.deps.redis ? pingRedis(this.deps.redis) : Promise.resolve(undefined),
    ]);
    const compute = this.deps.compute.stats();
    return {
      status: databaseOk && blobsOk && redisOk !== false ? 'ok' : 'degraded',
      version: serverVersion,
      uptimeSeconds: this.uptimeSeconds(),
      database: { dialect: this.deps.database.dialect, ok: databaseOk },
      blobStore: { kind: this.deps.blobs.kind, ok: blobsOk },
      ...(redisOk === undefined ? {} : { redis: { ok: redisOk } }),
      compute: { threads: compute.threads, queued: compute.queued },
    };
  }

  live(): LiveResponse {
    return { status: 'ok', uptimeSeconds: this.uptimeSeconds() };
  }

  private uptimeSeconds(): number {
    return Math.round((performance.now() - this.startedAt) / 1000);
  }
}

async function pingRedis(redis: Redis): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), redisPingTimeoutMs);
    });
    return (await Promise.race([redis.ping(), timeout])) === 'PONG';
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
