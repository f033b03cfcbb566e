// Content-addressed storage of immutable bytes (original uploads, parsed surfaces, previews).
// The key is the sha256 of the content, so identical uploads are stored once and a key can be
// trusted to name exactly one content. Two engines: a local directory (embedded default) and an
// S3-compatible object store (S3_BUCKET set); blob-store.contract.ts holds the tests both pass.
import type { Readable } from 'node:stream';

export type BlobKey = string;

export interface BlobInfo {
  readonly key: BlobKey;
  readonly size: number;
}

export interface BlobRange {
  /** First byte, inclusive. */
  readonly start: number;
  /** Last byte, inclusive (as in HTTP Range). */
  readonly end: number;
}

export type BlobSource = Readable | AsyncIterable<Uint8Array> | Uint8Array;

/** A stored blob as listed: its key, size and when it was last written (or re-stored), ms since 1970. */
export interface StoredBlob extends BlobInfo {
  readonly modifiedAt: number;
}

export interface BlobStore {
  readonly kind: 'local' | 's3';
  /** Streams the source to the store; the hash is computed on the way, never by buffering it all. */
  put(source: BlobSource): Promise<BlobInfo>;
  /** Rejects with BlobNotFoundError when absent. */
  get(key: BlobKey, range?: BlobRange): Promise<Readable>;
  has(key: BlobKey): Promise<boolean>;
  stat(key: BlobKey): Promise<BlobInfo | undefined>;
  /** True when something was removed. */
  delete(key: BlobKey): Promise<boolean>;
  /**
   * Every stored blob, fetched page by page as the caller iterates (a store may hold millions);
   * for the orphan sweeper (orphan-sweeper.ts). Temporary uploads are not listed.
   */
  list(): AsyncIterable<StoredBlob>;
  /**
   * Removes what interrupted uploads left behind (temp files or objects) not written to for
   * `olderThanMs`; answers how many. Uploads still in progress are younger than that.
   */
  sweepTemp(olderThanMs: number): Promise<number>;
  /** For the health check: can the store accept writes right now? */
  isWritable(): Promise<boolean>;
  /** Releases connections; the store is not used afterwards. */
  close(): Promise<void>;
}

const blobKeyPattern = /^[0-9a-f]{64}$/;

/** A key is a lower-case hex sha256 and nothing else, which also rules out path tricks. */
export function isBlobKey(value: unknown): value is BlobKey {
  return typeof value === 'string' && blobKeyPattern.test(value);
}

export class InvalidBlobKeyError extends Error {
  override readonly name = 'InvalidBlobKeyError';
  constructor(key: unknown) {
    super(`invalid blob key: ${JSON.stringify(String(key).slice(0, 80))}`);
  }
}

export class BlobNotFoundError extends Error {
  override readonly name = 'BlobNotFoundError';
  constructor(readonly key: BlobKey) {
    super(`blob not found: ${key}`);
  }
}

export function assertBlobKey(key: unknown): asserts key is BlobKey {
  if (!isBlobKey(key)) throw new InvalidBlobKeyError(key);
}
