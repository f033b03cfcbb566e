// The library's files (spec part 1 §3–§5, issue 5 §4): uploads streamed to the blob store with size
// and quota enforced during the stream, parsed in the compute pool, stored as the original plus the
// parsed container; listing; and the surface of a file for the editor (DESIGN.md §3, §6).
import { Readable, Transform, pipeline, type TransformCallback } from 'node:stream';
import type { ExistingFile, FileItem } from '@asperity/contract';
import { decodeSurfaceFile, type Surface, type SurfaceFileSummary } from '@asperity/core';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../http/errors.ts';
import { decideAccess, requirePermission } from '../access/access.ts';
import pLimit, { type LimitFunction } from 'p-limit';
import type { ComputePool } from '../../infra/compute/pool.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { BlobStore } from '../../infra/storage/blob-store.ts';
import type { SurfaceRef } from '../analysis/service.ts';
import { freeName, nameKey } from '../folders/names.ts';
import type { FileRow, FileRowUpdate, FilesRepo } from './repo.ts';

export interface FileChanges {
  readonly name?: string | undefined;
  readonly favorite?: boolean | undefined;
}

export interface FilesServiceOptions {
  /** Largest single upload, bytes (UPLOAD_MAX_BYTES). */
  readonly uploadMaxBytes: number;
  /** Total storage of an account, bytes (plan + additional quota). */
  readonly quotaOf: (user: UserRow) => number;
  /** Decoded surfaces kept in memory for the editor, bytes of heights (default 256 MB). */
  readonly surfaceCacheBytes?: number;
  readonly now?: () => Date;
}

class LimitExceeded extends Error {}

/** Passes bytes through and fails the stream as soon as more than `limit` went by. */
class ByteLimit extends Transform {
  constructor(private readonly limit: number) {
    super();
  }
  private seen = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) callback(new LimitExceeded());
    else callback(null, chunk);
  }
}

/**
 * `file` through a ByteLimit. With pipeline, not pipe: an aborted upload errors the part's stream,
 * and that error must reach the store's writer (which then closes and deletes its temp file) —
 * with pipe() the limit stream simply never ended, leaking a file handle and a temp file each time.
 */
function limited(file: Readable, limit: number): Readable {
  const bounded = new ByteLimit(limit);
  pipeline(file, bounded, () => {
    // Errors reach the consumer through `bounded` itself.
  });
  return bounded;
}

/**
 * The whole stream in one private buffer. With its size known (a stored upload), each chunk is copied
 * in as it comes and dropped, instead of all of them being held until a final copy (twice the file).
 */
async function readAll(stream: Readable, size?: number): Promise<Uint8Array> {
  if (size !== undefined) {
    const bytes = new Uint8Array(size);
    let offset = 0;
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      if (offset + buffer.length > size) throw new Error(`blob longer than its ${size} bytes`);
      bytes.set(buffer, offset);
      offset += buffer.length;
    }
    if (offset !== size) throw new Error(`blob of ${offset} bytes, ${size} expected`);
    return bytes;
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    chunks.push(buffer);
    total += buffer.length;
  }
  // One private buffer the worker may take over (transfer), not a view on pooled memory.
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

const newGuid = (): string => crypto.randomUUID();

/** Told of a blob removed from the store because no file refers to it any more. */
export type BlobFreedListener = (key: string) => Promise<void>;

export class FilesService {
  private readonly surfaces: LRUCache<string, Surface>;
  private readonly now: () => Date;
  private readonly blobFreedListeners: BlobFreedListener[] = [];
  /** Uploads being read back and parsed; at most one per compute thread (see upload). */
  private readonly parseSlots: LimitFunction;

  constructor(
    private readonly repo: FilesRepo,
    private readonly blobs: BlobStore,
    private readonly compute: ComputePool,
    private readonly options: FilesServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.parseSlots = pLimit(Math.max(1, compute.threads));
    this.surfaces = new LRUCache({
      maxSize: options.surfaceCacheBytes ?? 256 * 1024 * 1024,
      sizeCalculation: (surface) => Math.max(1, surface.z.byteLength),
    });
  }

  /**
   * Stores an upload. The same content already in the owner's library is refused with 409 conflict
   * naming where it is (existingFile), unless `keepBoth`: then it is stored again as another file.
   */
  async upload(
    owner: UserRow,
    file: Readable,
    fileName: string,
    folderGuid: string | null,
    keepBoth = false,
  ): Promise<FileItem> {
    if (folderGuid !== null && !(await this.repo.folderOf(owner.id, folderGuid))) {
      file.resume();
      throw new AppError('parent-folder-not-found', folderGuid);
    }
    const quota = this.options.quotaOf(owner);
    const used = await this.repo.usedBytes(owner.id);
    const room = quota - used;
    if (room <= 0) {
      file.resume();
      throw new AppError('quota-exceeded', `${used} of ${quota} bytes used`);
    }
    const limit = Math.min(this.options.uploadMaxBytes, room);
    let source;
    try {
      source = await this.blobs.put(limited(file, limit));
    } catch (error) {
      if (error instanceof LimitExceeded) {
        file.resume();
        throw limit < this.options.uploadMaxBytes
          ? new AppError('quota-exceeded', `${fileName} does not fit in the ${room} bytes left`)
          : new AppError('image-length-exceeded', `${fileName} is larger than ${limit} bytes`);
      }
      throw error;
    }
    if ((file as Readable & { truncated?: boolean }).truncated) {
      await this.forgetBlob(source.key);
      throw new AppError(
        'image-length-exceeded',
        `${fileName} is larger than ${this.options.uploadMaxBytes} bytes`,
      );
    }

    const duplicate = keepBoth ? undefined : await this.repo.bySource(owner.id, source.key);
    if (duplicate) {
      // The blob is the duplicate's (blobs are shared by content): nothing to remove.
      const folderPath = await this.repo.folderPath(owner.id, duplicate.folder_guid);
      const existingFile: ExistingFile = {
        fileGuid: duplicate.guid,
        name: duplicate.name,
        twoD: duplicate.two_d === 1,
        folderGuid: duplicate.folder_guid,
        folderPath,
      };
      throw new AppError(
        'conflict',
        `${fileName} is already in your library as "${[...folderPath, duplicate.name].join('/')}"`,
        { details: { existingFile } },
      );
    }

    // The upload itself streamed to the blob store; reading it back whole and parsing it happen at most
    // `compute.threads` at a time, so twenty simultaneous 50 MB uploads wait on disk instead of sitting
    // in memory together (issue 5 §8: peak memory bounded by the pool, not by the number of uploads).
    const { parsed, container, twoD } = await this.parseSlots(async () => {
      const bytes = await readAll(await this.blobs.get(source.key), source.size);
      const parsed = await this.compute.run(
        'importFile',
        { bytes, fileName },
        { transfer: [bytes.buffer as ArrayBuffer] },
      );
      if (!parsed.ok) {
        await this.forgetBlob(source.key);
        throw new AppError(parsed.code, `${fileName}: ${parsed.reason}`);
      }
      // Spec part 1 §4: "a 2D upload is allowed only after a 3D image has been uploaded" — a 2D
      // image (a plain picture, no heights) is linked to 3D images, so the library must hold one.
      const twoD = parsed.summary.channels.every((c) => c.kind === 'image');
      if (twoD && !(await this.repo.hasThreeD(owner.id))) {
        await this.forgetBlob(source.key);
        throw new AppError(
          'restriction',
          `${fileName} is a 2D image: upload a 3D image (a file with heights) first`,
        );
      }
      // Streamed part by part: the heights are written from the parsed arrays, not from a copy.
      return { parsed, container: await this.blobs.put(Readable.from(parsed.containerParts)), twoD };
    });
    if (source.size + container.size > room) {
      await this.forgetBlob(source.key);
      await this.forgetBlob(container.key);
      throw new AppError(
        'quota-exceeded',
        `${fileName} needs ${source.size + container.size} bytes, ${room} left`,
      );
    }
    // Names are unique in a folder (spec part 1 §5). The spec does not say what an upload does on a
    // clash; like desktop file managers and cloud drives it keeps both, naming the newcomer
    // "name (2).ext", "name (3).ext", … (docs/api.md).
    const taken = new Set((await this.repo.namesIn(owner.id, folderGuid)).map((s) => nameKey(s.name)));
    const name = freeName(fileName, taken, 'file');
    const at = this.now().toISOString();
    const row = {
      guid: newGuid(),
      owner_id: owner.id,
      folder_guid: folderGuid,
      name,
      created_at: at,
      modified_at: at,
      favorite: 0,
      two_d: twoD ? 1 : 0,
      format: parsed.summary.format,
      source_blob: source.key,
      source_size: source.size,
      source_name: fileName,
      container_blob: container.key,
      size: container.size,
      summary: JSON.stringify(parsed.summary),
    };
    await this.repo.insert(row);
    return this.itemOf({ ...row, last_opened_at: null });
  }

  async list(owner: UserRow, folderGuid: string | null): Promise<FileItem[]> {
    return (await this.repo.inFolder(owner.id, folderGuid)).map((row) => this.itemOf(row));
  }

  /**
   * The file if `owner` may work on it as its owner, by the access function (modules/access; calls
   * reached through a share link resolve the link there first and act for the owner); not-found
   * otherwise (no hint whether it exists).
   */
  async ownFile(owner: UserRow, fileGuid: string): Promise<FileRow> {
    const row = await this.repo.byGuid(fileGuid);
    if (!row) throw new AppError('not-found', `file ${fileGuid}`);
    return this.ownRow(owner, row);
  }

  /**
   * ownFile for a row this request already read (the access function's): the same decision without
   * reading it again — a library page asks for many previews, and each read is a database round trip.
   */
  ownRow(owner: UserRow, row: FileRow): FileRow {
    requirePermission(decideAccess({ user: owner, link: null }, row.owner_id), 'edit', `file ${row.guid}`);
    return row;
  }

  /**
   * The file, which the editor fetches when it opens it: that is when "last opened" (the Recent
   * view) is recorded.
   */
  async item(owner: UserRow, fileGuid: string): Promise<FileItem> {
    const row = await this.ownFile(owner, fileGuid);
    const at = this.now().toISOString();
    await this.repo.touchOpened(row.guid, at);
    return this.itemOf({ ...row, last_opened_at: at });
  }

  /** Rename (unique among the folder's files, case-insensitively) and (un)favourite. */
  async update(owner: UserRow, fileGuid: string, changes: FileChanges): Promise<FileItem> {
    const row = await this.ownFile(owner, fileGuid);
    const update: FileRowUpdate = {};
    if (changes.name !== undefined && changes.name !== row.name) {
      const key = nameKey(changes.name);
      const siblings = await this.repo.namesIn(owner.id, row.folder_guid);
      if (siblings.some((s) => s.guid !== row.guid && nameKey(s.name) === key))
        throw new AppError('name-already-exists', changes.name);
      update.name = changes.name;
      update.modified_at = this.now().toISOString();
    }
    if (changes.favorite !== undefined) update.favorite = changes.favorite ? 1 : 0;
    if (Object.keys(update).length > 0) await this.repo.update(row.guid, update);
    return this.itemOf({ ...row, ...update });
  }

  /** The surface of a channel (default: the first height channel) for the editor's analyses. */
  async surfaceOf(owner: UserRow, fileGuid: string, channel?: number): Promise<SurfaceRef> {
    return (await this.channelSurface(owner, fileGuid, channel)).ref;
  }

  /** The file, the channel index chosen (default: the first height channel) and its source surface. */
  async channelSurface(
    owner: UserRow,
    fileGuid: string,
    channel?: number,
  ): Promise<{ readonly row: FileRow; readonly channel: number; readonly ref: SurfaceRef }> {
    const row = await this.ownFile(owner, fileGuid);
    const summary = JSON.parse(row.summary) as SurfaceFileSummary;
    const index =
      channel ??
      Math.max(
        0,
        summary.channels.findIndex((c) => c.kind === 'height'),
      );
    const meta = summary.channels[index];
    if (!meta) throw new AppError('invalid-request', `file ${fileGuid} has no channel ${index}`);
    if (meta.kind === 'image')
      throw new AppError('invalid-request', `channel ${index} is an image, not a surface`);
    const key = `${row.container_blob}:${index}`;
    let surface = this.surfaces.get(key);
    if (!surface) {
      const decoded = decodeSurfaceFile(await readAll(await this.blobs.get(row.container_blob)));
      const chosen = decoded.channels[index];
      if (!chosen)
        throw new AppError('something-went-wrong', `container of ${fileGuid} lacks channel ${index}`);
      surface = chosen.surface;
      this.surfaces.set(key, surface);
    }
    return { row, channel: index, ref: { key, surface } };
  }

  async delete(owner: UserRow, fileGuid: string): Promise<void> {
    const row = await this.ownFile(owner, fileGuid);
    await this.repo.delete(row.guid);
    await this.forgetBlob(row.source_blob);
    await this.forgetBlob(row.container_blob);
  }

  /** After files were deleted: removes those of their blobs no other file refers to. */
  async forgetBlobs(keys: readonly string[]): Promise<void> {
    for (const key of new Set(keys)) await this.forgetBlob(key);
  }

  /**
   * Registers what else must go with a freed blob: what was derived from a parsed container (the
   * cached previews) lives in other modules, which depend on this one, not the other way round.
   */
  onBlobFreed(listener: BlobFreedListener): void {
    this.blobFreedListeners.push(listener);
  }

  /** Whether any file refers to this blob as its original or its parsed container. */
  blobInUse(key: string): Promise<boolean> {
    return this.repo.blobInUse(key);
  }

  /** Removes a blob no file refers to any more (blobs are shared by content), and what derives from it. */
  private async forgetBlob(key: string): Promise<void> {
    if (await this.repo.blobInUse(key)) return;
    await this.blobs.delete(key);
    for (const listener of this.blobFreedListeners) await listener(key);
  }

  itemOf(row: FileRow): FileItem {
    const summary = JSON.parse(row.summary) as SurfaceFileSummary;
    return {
      guid: row.guid,
      name: row.name,
      createdAt: row.created_at,
      modifiedAt: row.modified_at,
      lastOpenedAt: row.last_opened_at,
      parentFolderGuid: row.folder_guid,
      favorite: row.favorite === 1,
      shared: false,
      twoD: row.two_d === 1,
      format: row.format,
      size: row.size,
      sourceSize: row.source_size,
      channels: summary.channels.map((c) => ({ ...c, warnings: [...c.warnings] })),
      warnings: [...summary.warnings],
    };
  }
}
