// Removes what crashes leave behind (issue 16 §4): a `kill -9` mid-upload left a 100 MB temp file,
// and during parsing a 200 MB blob that nothing references and nothing deletes. At start and then
// every ORPHAN_SWEEP_INTERVAL_MS it removes
// - temp files of interrupted uploads (the blob store's and the instance's own temp directories)
//   not written to for twice BODY_IDLE_TIMEOUT_MS (at least a minute): a body that sends nothing
//   for that long has been cut off, so nobody writes that file any more, and
// - blobs that no row refers to (blob-references.ts) and that were stored more than
//   ORPHAN_GRACE_MS ago.
// Safe with several instances on one store: an upload in progress writes its temp file
// continuously, a blob is recorded by the request that stored it within seconds (far inside the
// grace period), storing the same content again renews a blob's time, and deleting twice is
// harmless. Only the blob store's interface is used, so it works the same on S3.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BlobStore, StoredBlob } from './blob-store.ts';
import type { BlobReferences } from './blob-references.ts';
import type { TempFiles } from './temp-files.ts';

/** Keys checked against the database at once. */
const BATCH = 500;

export interface SweepResult {
  readonly tempFiles: number;
  readonly blobs: number;
  readonly bytes: number;
}

export interface OrphanSweeperOptions {
  readonly blobs: BlobStore;
  readonly references: BlobReferences;
  readonly tempDirs: readonly TempFiles[];
  /** Blobs stored less long ago are never removed. */
  readonly graceMs: number;
  /** Temp files written to less long ago are never removed. */
  readonly tempGraceMs: number;
  readonly log: FastifyBaseLogger;
  readonly now?: () => number;
}

export class OrphanSweeper {
  private running: Promise<SweepResult> | undefined;

  constructor(private readonly options: OrphanSweeperOptions) {}

  /** Resolves when no sweep runs (at once when none does). */
  async settled(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  /** One sweep; a call while one runs joins it. */
  sweep(): Promise<SweepResult> {
    this.running ??= this.sweepOnce().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async sweepOnce(): Promise<SweepResult> {
    const { blobs, tempDirs, graceMs, tempGraceMs, log } = this.options;
    const now = (this.options.now ?? Date.now)();
    let tempFiles = await blobs.sweepTemp(tempGraceMs);
    for (const dir of tempDirs) tempFiles += await dir.sweep(tempGraceMs, now);

    let removed = 0;
    let bytes = 0;
    let batch: StoredBlob[] = [];
    const flush = async (): Promise<void> => {
      const referenced = await this.options.references.referenced(batch.map((b) => b.key));
      for (const blob of batch) {
        if (referenced.has(blob.key)) continue;
        if (await blobs.delete(blob.key)) {
          removed++;
          bytes += blob.size;
        }
      }
      batch = [];
    };
    for await (const blob of blobs.list()) {
      if (now - blob.modifiedAt <= graceMs) continue;
      batch.push(blob);
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length > 0) await flush();
    if (tempFiles > 0 || removed > 0) {
      log.info({ tempFiles, blobs: removed, bytes }, 'orphan sweeper removed leftovers');
    }
    return { tempFiles, blobs: removed, bytes };
  }
}

/**
 * Sweeps once the server is ready (in the background: start-up does not wait for a large store to
 * be listed) and then every `intervalMs` (0: at start only) until the server closes.
 */
export function scheduleOrphanSweeps(app: FastifyInstance, sweeper: OrphanSweeper, intervalMs: number): void {
  const run = (): void => {
    sweeper.sweep().catch((error: unknown) => app.log.error({ err: error }, 'orphan sweep failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', (done) => {
    run();
    if (intervalMs > 0) {
      timer = setInterval(run, intervalMs);
      timer.unref();
    }
    done();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // A sweep in progress finishes before the store and the database close.
    await sweeper.settled();
  });
}
