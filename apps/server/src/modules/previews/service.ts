// Preview pictures of library files (spec part 1 §7, §9; issue 5 §5): rendered in the compute
// pool (core render/), encoded with sharp, cached as blobs keyed by what determines the picture
// — container blob, channel, fork, type, rendered size, format and renderer version — so a repeat
// is a blob read, and answered with that key as the ETag. A height channel shows its saved version
// (the fork the operation history saved) or any fork of its history named by forkHash.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import { PREVIEW_CONTENT_TYPES, previewSidePx, type PreviewQuery } from '@asperity/contract';
import type { Surface, SurfaceFileSummary } from '@asperity/core';
import type { TotalFocusAdjustments } from '@asperity/core';
import { AppError } from '../../http/errors.ts';
import { TaskAbortedError, type ComputePool } from '../../infra/compute/pool.ts';
import type { RenderPreviewInput } from '../../infra/compute/tasks.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import { BlobNotFoundError, type BlobStore } from '../../infra/storage/blob-store.ts';
import type { FileRow } from '../files/repo.ts';
import type { FilesService } from '../files/service.ts';
import { encodePreview } from './encode.ts';
import type { PreviewsRepo } from './repo.ts';

/**
 * The forks of a file channel's operation history (the history module): the name of the saved version
 * or of a named fork, and its surface computed only when a picture must be rendered.
 */
export interface PreviewForks {
  resolveFork(
    owner: UserRow,
    fileGuid: string,
    channel: number,
    forkHash: string | undefined,
    /** The file's row when the caller has just read it, to spare a read. */
    known?: FileRow,
  ): Promise<{ readonly key: string; readonly surface: () => Promise<Surface> }>;
}

/** Bump when the renderer's output changes, so cached pictures and ETags change with it. */
const RENDERER_VERSION = 1;

export type PreviewAnswer =
  | { readonly notModified: true; readonly etag: string }
  | {
      readonly notModified: false;
      readonly etag: string;
      readonly contentType: string;
      readonly body: Readable | Buffer;
    };

/** Does an If-None-Match header name this ETag (a list, weak forms and `*` included)? */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** A rendering several requests wait for; it is cancelled only when every one of them has gone. */
interface SharedRendering {
  readonly picture: Promise<Buffer>;
  readonly controller: AbortController;
  waiting: number;
}

/** Encoded pictures kept in memory: a library page asks for the same tiles again and again. */
const MEMORY_CACHE_BYTES = 64 * 1024 * 1024;

/** A picture served from memory records its use in the database at most this often. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Bounds of the stored renderings (PREVIEW_CACHE_MAX_BYTES, PREVIEW_CACHE_USER_MAX_BYTES), bytes.
 * Past either, the least recently used renderings go (issue 16 §4). Renderings are a cache: they
 * are counted in no account's quota.
 */
export interface PreviewCacheBounds {
  readonly totalBytes: number;
  readonly perUserBytes: number;
}

const UNBOUNDED: PreviewCacheBounds = {
  totalBytes: Number.MAX_SAFE_INTEGER,
  perUserBytes: Number.MAX_SAFE_INTEGER,
};

export class PreviewsService {
  private readonly now: () => Date;
  private readonly totalFocusOf: ((fileGuid: string) => Promise<TotalFocusAdjustments>) | undefined;
  private readonly recent = new LRUCache<string, Buffer>({
    maxSize: MEMORY_CACHE_BYTES,
    sizeCalculation: (picture) => Math.max(1, picture.length),
  });
  /**
   * Renderings under way by cache key: the first visit of a library page by many users at once asks for
   * the same pictures together, and each must be rendered once, not once per request.
   */
  private readonly rendering = new Map<string, SharedRendering>();
  /** When each picture served from memory last recorded its use (TOUCH_INTERVAL_MS). */
  private readonly touched = new LRUCache<string, number>({ max: 10_000 });
  private readonly bounds: PreviewCacheBounds;

  constructor(
    private readonly repo: PreviewsRepo,
    private readonly files: FilesService,
    private readonly blobs: BlobStore,
    private readonly compute: ComputePool,
    private readonly forks: PreviewForks,
    options: {
      readonly now?: () => Date;
      /** A file's stored total-focus adjustments (modules/total-focus); without: images as stored. */
      readonly totalFocusOf?: (fileGuid: string) => Promise<TotalFocusAdjustments>;
      readonly cacheBounds?: PreviewCacheBounds;
    } = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.bounds = options.cacheBounds ?? UNBOUNDED;
    this.totalFocusOf = options.totalFocusOf;
    // A container no file refers to any more can never be previewed again: its renderings go too.
    files.onBlobFreed((key) => this.forgetRenderingsOf(key));
  }

  /**
   * Drops this instance's in-memory renderings of a container another instance freed; that instance
   * already removed the stored renderings (cache-invalidation.ts).
   */
  dropLocalRenderingsOf(containerBlob: string): void {
    for (const key of this.recent.keys()) if (key.split(':')[1] === containerBlob) this.recent.delete(key);
  }

  /** Drops the cached previews of a freed container and their pictures nothing else uses. */
  async forgetRenderingsOf(containerBlob: string): Promise<void> {
    for (const key of this.recent.keys()) if (key.split(':')[1] === containerBlob) this.recent.delete(key);
    const pictures = await this.repo.forgetContainer(containerBlob);
    for (const blob of new Set(pictures)) {
      // Blobs are shared by content: an uploaded file may be byte for byte one of its previews.
      if ((await this.repo.blobInUse(blob)) || (await this.files.blobInUse(blob))) continue;
      await this.blobs.delete(blob);
    }
  }

  async preview(
    owner: UserRow,
    fileGuid: string,
    query: PreviewQuery,
    ifNoneMatch: string | undefined,
    signal?: AbortSignal,
    /**
     * The file's row as the access function just read it: a library page asks for every tile at once,
     * and reading the row again (here and to name the fork) was two more round trips per picture.
     */
    known?: FileRow,
  ): Promise<PreviewAnswer> {
    const row =
      known?.guid === fileGuid ? this.files.ownRow(owner, known) : await this.files.ownFile(owner, fileGuid);
    const summary = JSON.parse(row.summary) as SurfaceFileSummary;
    const channel =
      query.channel ??
      Math.max(
        0,
        summary.channels.findIndex((c) => c.kind === 'height'),
      );
    const meta = summary.channels[channel];
    if (!meta) throw new AppError('invalid-request', `file ${fileGuid} has no channel ${channel}`);
    // An image channel is shown with its total-focus adjustments: the query's (the adjustments dialog's
    // live preview) or else the stored ones; other channels have none (0 is "unchanged").
    const stored = meta.kind === 'image' && this.totalFocusOf ? await this.totalFocusOf(fileGuid) : undefined;
    query = {
      ...query,
      brightness: stored ? (query.brightness ?? stored.brightness) : 0,
      contrast: stored ? (query.contrast ?? stored.contrast) : 0,
    };
    // An image channel has no operation history: it is shown as stored.
    if (meta.kind === 'image' && query.forkHash !== undefined)
      throw new AppError('not-found', `channel ${channel} of file ${fileGuid} is an image: it has no fork`);
    const fork =
      meta.kind === 'image'
        ? undefined
        : await this.forks.resolveFork(owner, fileGuid, channel, query.forkHash, row);
    const width = previewSidePx(query.width, query.dpr);
    const height = previewSidePx(query.height, query.dpr);
    const cacheKey = [
      `v${RENDERER_VERSION}`,
      row.container_blob,
      channel,
      fork?.key ?? 'image',
      query.type,
      `${width}x${height}`,
      query.format,
      ...(totalFocusOf(query) ? [`tf${query.brightness}/${query.contrast}`] : []),
    ].join(':');
    const etag = `"${createHash('sha256').update(cacheKey).digest('base64url').slice(0, 32)}"`;
    if (matchesEtag(ifNoneMatch, etag)) return { notModified: true, etag };
    const contentType = PREVIEW_CONTENT_TYPES[query.format];

    const remembered = this.recent.get(cacheKey);
    if (remembered) {
      await this.recordUse(cacheKey, false);
      return { notModified: false, etag, contentType, body: remembered };
    }
    const cached = await this.repo.byKey(cacheKey);
    if (cached) {
      try {
        const body = await this.blobs.get(cached.blob);
        await this.recordUse(cacheKey, true);
        return { notModified: false, etag, contentType, body };
      } catch (error) {
        // The blob went away (storage cleaned): render again below.
        if (!(error instanceof BlobNotFoundError)) throw error;
        await this.repo.forget(cacheKey);
      }
    }

    // Gone while the cache was being looked up: no rendering starts or is joined for it.
    if (signal?.aborted) throw new TaskAbortedError('the request was cancelled');
    let shared = this.rendering.get(cacheKey);
    if (!shared) {
      const controller = new AbortController();
      const picture = this.render(
        row,
        { channel, surface: fork?.surface, cacheKey, width, height, query },
        controller.signal,
      );
      shared = { picture, controller, waiting: 0 };
      this.rendering.set(cacheKey, shared);
      const done = (): void => {
        this.rendering.delete(cacheKey);
      };
      picture.then(done, done);
    }
    const current = shared;
    current.waiting++;
    const leave = (): void => {
      current.waiting--;
      if (current.waiting === 0) current.controller.abort();
    };
    signal?.addEventListener('abort', leave, { once: true });
    try {
      return { notModified: false, etag, contentType, body: await current.picture };
    } finally {
      signal?.removeEventListener('abort', leave);
    }
  }

  private async render(
    row: { readonly container_blob: string; readonly owner_id: string },
    wanted: {
      readonly channel: number;
      /** The fork's surface of a height channel; undefined for an image channel (from the container). */
      readonly surface: (() => Promise<Surface>) | undefined;
      readonly cacheKey: string;
      readonly width: number;
      readonly height: number;
      readonly query: PreviewQuery;
    },
    signal: AbortSignal,
  ): Promise<Buffer> {
    const { channel, cacheKey, width, height, query } = wanted;
    const source: RenderPreviewInput['source'] = wanted.surface
      ? { surface: await wanted.surface() }
      : { container: await this.containerBytes(row.container_blob), channel };
    const image = await this.compute.run(
      'renderPreview',
      { source, type: query.type, width, height, ...totalFocusInput(query) },
      { signal, ...('container' in source ? { transfer: [source.container.buffer as ArrayBuffer] } : {}) },
    );
    const encoded = await encodePreview(image, query.format);
    const blob = await this.blobs.put(encoded);
    const at = this.now().toISOString();
    await this.repo.insert({
      cache_key: cacheKey,
      container_blob: row.container_blob,
      blob: blob.key,
      size: blob.size,
      created_at: at,
      owner_id: row.owner_id,
      used_at: at,
    });
    await this.keepWithinBounds(row.owner_id, cacheKey);
    // The file may have been deleted while this rendered; its clean-up ran before the row existed.
    if (!(await this.files.blobInUse(row.container_blob))) await this.forgetRenderingsOf(row.container_blob);
    else this.recent.set(cacheKey, encoded);
    return encoded;
  }

  /** Records that a stored rendering was served (for the LRU order); from memory at most once a minute. */
  private async recordUse(cacheKey: string, always: boolean): Promise<void> {
    const now = this.now().getTime();
    const last = this.touched.get(cacheKey);
    if (!always && last !== undefined && now - last < TOUCH_INTERVAL_MS) return;
    this.touched.set(cacheKey, now);
    await this.repo.touch(cacheKey, new Date(now).toISOString());
  }

  /**
   * Drops least recently used renderings until the account's and the total stored bytes are within
   * their bounds; `keep` (the rendering just stored) stays even when it alone is larger.
   */
  private async keepWithinBounds(ownerId: string, keep: string): Promise<void> {
    await this.evict(ownerId, this.bounds.perUserBytes, keep);
    await this.evict(undefined, this.bounds.totalBytes, keep);
  }

  private async evict(ownerId: string | undefined, limit: number, keep: string): Promise<void> {
    let bytes = await this.repo.bytes(ownerId);
    while (bytes > limit) {
      const oldest = await this.repo.leastRecentlyUsed(ownerId, keep, 20);
      if (oldest.length === 0) return;
      for (const rendering of oldest) {
        if (bytes <= limit) return;
        await this.forgetRendering(rendering.cache_key, rendering.blob);
        bytes -= Number(rendering.size);
      }
    }
  }

  private async forgetRendering(cacheKey: string, blob: string): Promise<void> {
    this.recent.delete(cacheKey);
    this.touched.delete(cacheKey);
    await this.repo.forget(cacheKey);
    // Blobs are shared by content: another rendering or a library file may be these very bytes.
    if ((await this.repo.blobInUse(blob)) || (await this.files.blobInUse(blob))) return;
    await this.blobs.delete(blob);
  }

  private async containerBytes(key: string): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.blobs.get(key)) chunks.push(chunk as Buffer);
    // A private copy the worker can take over (transfer), not a view on pooled memory.
    return new Uint8Array(Buffer.concat(chunks));
  }
}

/** The total-focus adjustments a preview query asks for, when they change the picture. */
function totalFocusOf(query: PreviewQuery): TotalFocusAdjustments | undefined {
  const brightness = query.brightness ?? 0;
  const contrast = query.contrast ?? 0;
  return brightness === 0 && contrast === 0 ? undefined : { brightness, contrast };
}

function totalFocusInput(query: PreviewQuery): { totalFocus?: TotalFocusAdjustments } {
  const totalFocus = totalFocusOf(query);
  return totalFocus ? { totalFocus } : {};
}
