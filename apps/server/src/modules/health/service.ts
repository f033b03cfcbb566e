// Health of the parts a request depends on. Each check is cheap so load balancers may poll it.
import type { HealthResponse } from '@asperity/contract';
import { pingDatabase, type Database } from '../../infra/db/database.ts';
import type { ComputePool } from '../../infra/compute/pool.ts';
import type { BlobStore } from '../../infra/storage/blob-store.ts';
import { serverVersion } from '../../version.ts';

export interface HealthDeps {
  readonly database: Database;
  readonly blobs: BlobStore;
  readonly compute: ComputePool;
}

export class HealthService {
  private readonly startedAt = performance.now();

  constructor(private readonly deps: HealthDeps) {}

  async check(): Promise<HealthResponse> {
    const [databaseOk, blobsOk] = await Promise.all([
      pingDatabase(this.deps.database),
      this.deps.blobs.isWritable(),
    ]);
    const compute = this.deps.compute.stats();
    return {
      status: databaseOk && blobsOk ? 'ok' : 'degraded',
      version: serverVersion,
      uptimeSeconds: Math.round((performance.now() - this.startedAt) / 1000),
      database: { dialect: this.deps.database.dialect, ok: databaseOk },
      blobStore: { kind: this.deps.blobs.kind, ok: blobsOk },
      compute: { threads: compute.threads, queued: compute.queued },
    };
  }
}
