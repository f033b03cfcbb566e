// Blob store on an S3-compatible object store (AWS S3, MinIO, Garage, Ceph RGW, s3rver…):
//   <bucket>/blobs/<sha256>      the blobs
//   <bucket>/tmp/<time>-<random> uploads in progress
// The key is the hash of the content, known only after the last byte, so a streamed upload goes to
// a temporary object first (multipart, never buffering the whole file) and is then copied under its
// key server-side. Readers only ever look under blobs/, so they never see a partial object, and an
// interrupted upload leaves only a tmp/ object that init() removes after a grace period.
import { createHash, randomBytes } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
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
import { abortStaleMultipartUploads } from './s3-multipart-sweep.ts';

export interface S3BlobStoreConfig {
  /** Base URL of an S3-compatible service; undefined: AWS S3 of the region. */
  readonly endpoint: string | undefined;
  readonly bucket: string;
  readonly region: string;
  /** undefined: the AWS SDK's default credential chain (environment, instance role…). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
  /** bucket in the path (http://host/bucket/key) instead of the host name; most self-hosted stores need it. */
  readonly forcePathStyle: boolean;
  /** Age after which a tmp/ object is taken for a crash leftover; 24 h unless a test says otherwise. */
  readonly staleTempMs?: number;
  /**
   * Age after which an incomplete multipart upload under tmp/ is taken for a crash leftover and
   * aborted (6 h unless a test says otherwise): counted from the upload's start, so it must exceed
   * the longest upload, unlike the temp objects' age, which counts from their last write.
   */
  readonly staleMultipartMs?: number;
}

/** tmp/ objects older than this are leftovers of a crashed instance and are removed at start. */
const defaultStaleTempMs = 24 * 60 * 60 * 1000;
/** Incomplete multipart uploads started longer ago are aborted by the sweep (s3-multipart-sweep.ts). */
const defaultStaleMultipartMs = 6 * 60 * 60 * 1000;
/** Multipart part size (the S3 minimum) and parts in flight: bounds the memory one upload holds. */
const partSize = 5 * 1024 * 1024;
const partsInFlight = 2;

class HashingCounter extends Transform {
  readonly hash = createHash('sha256');
  // Not `size`: lib-storage takes a body's `size` property as its declared length.
  byteCount = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.byteCount += chunk.length;
    callback(null, chunk);
  }
}

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  readonly bucket: string;
  private readonly client: S3Client;
  private readonly staleTempMs: number;
  private readonly staleMultipartMs: number;
  /**
   * Why the bucket's incomplete uploads cannot be listed (the server lacks ListMultipartUploads),
   * once it answered so; the bucket's lifecycle rule must then clean them alone.
   */
  multipartSweepUnsupported: string | undefined;

  constructor(config: S3BlobStoreConfig) {
    this.bucket = config.bucket;
    this.staleTempMs = config.staleTempMs ?? defaultStaleTempMs;
    this.staleMultipartMs = config.staleMultipartMs ?? defaultStaleMultipartMs;
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
      ...(config.credentials === undefined ? {} : { credentials: { ...config.credentials } }),
      // Since 3.729 the SDK adds CRC32 checksums to every upload and expects them on downloads;
      // many S3-compatible servers reject or omit them. Send and check them only where S3 requires.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * Removes stale temp objects and aborts stale incomplete multipart uploads; the listing also
   * proves at start that the endpoint, the credentials and the bucket are right. Call once before use.
   */
  async init(): Promise<void> {
    await this.sweepTemp(this.staleTempMs);
  }

  async sweepTemp(olderThanMs: number): Promise<number> {
    const staleBefore = Date.now() - olderThanMs;
    let removed = 0;
    for await (const object of this.objectsUnder('tmp/')) {
      if (object.modifiedAt <= staleBefore) {
        await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: object.objectKey }));
        removed++;
      }
    }
    return removed + (await this.abortStaleMultipartUploads(olderThanMs));
  }

  /** Aborts multipart uploads under tmp/ started longer ago than max(olderThanMs, staleMultipartMs). */
  private async abortStaleMultipartUploads(olderThanMs: number): Promise<number> {
    if (this.multipartSweepUnsupported !== undefined) return 0;
    const result = await abortStaleMultipartUploads(this.client, {
      bucket: this.bucket,
      prefix: 'tmp/',
      startedBefore: Date.now() - Math.max(olderThanMs, this.staleMultipartMs),
    });
    if (result.supported) return result.aborted;
    this.multipartSweepUnsupported = result.reason;
    return 0;
  }

  async *list(): AsyncIterable<StoredBlob> {
    for await (const object of this.objectsUnder('blobs/')) {
      const key = object.objectKey.slice('blobs/'.length);
      if (isBlobKey(key)) yield { key, size: object.size, modifiedAt: object.modifiedAt };
    }
  }

  /** Objects under a prefix, one ListObjectsV2 page (up to 1000) at a time. */
  private async *objectsUnder(
    prefix: string,
  ): AsyncIterable<{ objectKey: string; size: number; modifiedAt: number }> {
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined) continue;
        yield {
          objectKey: object.Key,
          size: object.Size ?? 0,
          modifiedAt: object.LastModified?.getTime() ?? 0,
        };
      }
      continuationToken = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (continuationToken !== undefined);
  }

  objectKeyOf(key: BlobKey): string {
    assertBlobKey(key);
    return `blobs/${key}`;
  }

  async put(source: BlobSource): Promise<BlobInfo> {
    if (source instanceof Uint8Array) {
      // Bytes in memory: the key is known up front, so one PUT straight to its place.
      // Written even when the key exists (identical content by construction): that renews the
      // object's time, so the orphan sweeper, which spares recent blobs, cannot take it before the
      // new reference to it is recorded.
      const key = createHash('sha256').update(source).digest('hex');
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKeyOf(key), Body: source }),
      );
      return { key, size: source.byteLength };
    }

    const tmpKey = `tmp/${Date.now()}-${randomBytes(8).toString('hex')}`;
    const input = source instanceof Readable ? source : Readable.from(source);
    const counter = new HashingCounter();
    // pipe() does not forward errors: a failing source must fail the upload, not stall it.
    input.once('error', (error) => counter.destroy(error));
    input.pipe(counter);
    try {
      await new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: tmpKey, Body: counter },
        partSize,
        queueSize: partsInFlight,
        leavePartsOnError: false,
      }).done();
    } catch (error) {
      input.destroy();
      await this.deleteObject(tmpKey).catch(() => undefined);
      throw error;
    }

    const key = counter.hash.digest('hex');
    try {
      // Copied even when the key exists (identical content by construction): that renews the
      // object's time for the orphan sweeper (see the in-memory case above).
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKeyOf(key),
          CopySource: `${this.bucket}/${tmpKey}`,
        }),
      );
    } finally {
      await this.deleteObject(tmpKey).catch(() => undefined);
    }
    return { key, size: counter.byteCount };
  }

  async get(key: BlobKey, range?: BlobRange): Promise<Readable> {
    const objectKey = this.objectKeyOf(key);
    try {
      const response = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: objectKey,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const body = response.Body;
      if (!(body instanceof Readable)) throw new Error(`S3 returned no readable body for ${objectKey}`);
      return body;
    } catch (error) {
      throw isNotFound(error) ? new BlobNotFoundError(key) : error;
    }
  }

  async has(key: BlobKey): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async stat(key: BlobKey): Promise<BlobInfo | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKeyOf(key) }),
      );
      return { key, size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: BlobKey): Promise<boolean> {
    // DELETE answers the same whether or not the object existed; HEAD first tells the two apart.
    if (!(await this.has(key))) return false;
    await this.deleteObject(this.objectKeyOf(key));
    return true;
  }

  /** Writes a tiny marker object: proves the endpoint, the bucket and write permission at once. */
  async isWritable(): Promise<boolean> {
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: 'health/probe', Body: new Uint8Array(0) }),
      );
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }

  private async deleteObject(objectKey: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: objectKey }));
  }
}
