// Blob store on a local directory:
//   <root>/ab/cd/abcd…(64 hex)   the blobs, sharded so no directory grows to millions of entries
//   <root>/tmp/                  uploads in progress
// A blob appears under its key only by rename(2) from tmp/ (same file system, hence atomic), so a
// reader never sees a half-written file and a crash leaves only a stray temp file.
import { createHash, randomBytes } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat, unlink, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BlobNotFoundError,
  assertBlobKey,
  isBlobKey,
  type BlobInfo,
  type BlobKey,
  type BlobRange,
  type BlobSource,
  type BlobStore,
  type StoredBlob,
} from './blob-store.ts';

/** Temp files older than this are leftovers of a crash and are removed at start. */
const staleTempMs = 24 * 60 * 60 * 1000;

function isErrnoException(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/** Passes bytes through while hashing and counting them. */
class HashingCounter extends Transform {
  readonly hash = createHash('sha256');
  size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    callback(null, chunk);
  }
}

export class LocalBlobStore implements BlobStore {
  readonly kind = 'local';
  readonly root: string;
  private readonly tmpDir: string;

  constructor(root: string) {
    this.root = root;
    this.tmpDir = join(root, 'tmp');
  }

  /** Creates the directories and removes stale temp files. Call once before use. */
  async init(): Promise<void> {
    await mkdir(this.tmpDir, { recursive: true });
    await this.sweepTemp(staleTempMs);
  }

  async sweepTemp(olderThanMs: number): Promise<number> {
    const now = Date.now();
    let removed = 0;
    for (const name of await readdir(this.tmpDir).catch(() => [] as string[])) {
      const path = join(this.tmpDir, name);
      const info = await stat(path).catch(() => undefined);
      if (info && now - info.mtimeMs > olderThanMs) {
        await rm(path, { force: true });
        removed++;
      }
    }
    return removed;
  }

  /** Walks <root>/ab/cd/ one shard directory at a time. */
  async *list(): AsyncIterable<StoredBlob> {
    const shard = /^[0-9a-f]{2}$/;
    const level1 = (await readdir(this.root).catch(() => [] as string[])).filter((n) => shard.test(n));
    for (const first of level1.sort()) {
      const level2 = await readdir(join(this.root, first)).catch(() => [] as string[]);
      for (const second of level2.filter((n) => shard.test(n)).sort()) {
        const dir = join(this.root, first, second);
        for (const name of await readdir(dir).catch(() => [] as string[])) {
          if (!isBlobKey(name) || !name.startsWith(first + second)) continue;
          const info = await stat(join(dir, name)).catch(() => undefined);
          if (info?.isFile()) yield { key: name, size: info.size, modifiedAt: info.mtimeMs };
        }
      }
    }
  }

  pathOf(key: BlobKey): string {
    assertBlobKey(key);
    return join(this.root, key.slice(0, 2), key.slice(2, 4), key);
  }

  async put(source: BlobSource): Promise<BlobInfo> {
    const tmpPath = join(this.tmpDir, `${Date.now()}-${randomBytes(8).toString('hex')}.part`);
    const counter = new HashingCounter();
    try {
      const input = source instanceof Uint8Array ? Readable.from([source]) : source;
      // flush: fsync before close, so a power loss after the rename below cannot leave a
      // published key pointing at an empty or partial file.
      await pipeline(input, counter, createWriteStream(tmpPath, { flags: 'wx', flush: true }));
    } catch (error) {
      await unlink(tmpPath).catch(() => undefined);
      throw error;
    }

    const key = counter.hash.digest('hex');
    const finalPath = this.pathOf(key);
    try {
      if (await this.has(key)) {
        // Same content already stored: the existing file is identical by construction. Its time
        // is renewed so the orphan sweeper, which spares recently written blobs, cannot take it
        // before the new reference to it is recorded.
        await unlink(tmpPath);
        const now = new Date();
        await utimes(finalPath, now, now).catch(() => undefined);
      } else {
        await mkdir(join(finalPath, '..'), { recursive: true });
        await rename(tmpPath, finalPath);
      }
    } catch (error) {
      await unlink(tmpPath).catch(() => undefined);
      throw error;
    }
    return { key, size: counter.size };
  }

  async get(key: BlobKey, range?: BlobRange): Promise<Readable> {
    const path = this.pathOf(key);
    // Open first so a missing blob rejects here rather than as a stream error mid-response.
    const handle = await open(path, 'r').catch((error: unknown) => {
      throw isErrnoException(error, 'ENOENT') ? new BlobNotFoundError(key) : error;
    });
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async has(key: BlobKey): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async stat(key: BlobKey): Promise<BlobInfo | undefined> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { key, size: info.size } : undefined;
    } catch (error) {
      if (isErrnoException(error, 'ENOENT')) return undefined;
      throw error;
    }
  }

  async delete(key: BlobKey): Promise<boolean> {
    try {
      await unlink(this.pathOf(key));
      return true;
    } catch (error) {
      if (isErrnoException(error, 'ENOENT')) return false;
      throw error;
    }
  }

  /** Nothing to release: every read and write opens and closes its own file. */
  close(): Promise<void> {
    return Promise.resolve();
  }

  async isWritable(): Promise<boolean> {
    try {
      await access(this.tmpDir, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }
}
