// The upload queue of spec part 1 §3–§4: each item waits, uploads (one or two at a time, never all
// at once), then ends done, in error or canceled; retry puts an error back to waiting. An error
// offers retry and cancel, or cancel only when the server answered 415 (a type it cannot read:
// trying again cannot help). A 409 (the same content is already in the library) is never retried
// either: it offers to open the existing copy or to keep both (the upload sent again with
// keepBoth=true). A plain store so it is testable without React; the page subscribes.
import { duplicateUploadErrorSchema, FILE_PATHS, type ExistingFile, type FileItem } from '@asperity/contract';
import { buildUrl } from '../../app/http.ts';
import type { UploadResponse, UploadTransport } from './uploadTransport.ts';

export type ImportWarning = FileItem['warnings'][number];

export type UploadState = 'waiting' | 'uploading' | 'done' | 'error' | 'canceled';
export type UploadButton = 'retry' | 'cancel' | 'open-existing' | 'keep-both';

export interface UploadItem {
  readonly id: string;
  readonly name: string;
  readonly data: Blob;
  readonly parentFolderGuid: string | null;
  readonly state: UploadState;
  /** 0–1 of the bytes sent. */
  readonly progress: number;
  /** HTTP status of the failed answer (0: no answer). */
  readonly status?: number | undefined;
  readonly errorCode?: string | undefined;
  readonly errorButtons: readonly UploadButton[];
  /** A 409's answer: where the library already holds this content. */
  readonly existingFile?: ExistingFile | undefined;
  /** Sent with keepBoth=true: stored even though the library holds the same content. */
  readonly keepBoth?: boolean;
  readonly fileGuid?: string | undefined;
  /** The name the library stored it under: the server renames a clash to "name (2).ext" etc. */
  readonly storedName?: string | undefined;
  readonly twoD?: boolean;
  /** Import warnings of the stored file (the file's own and its channels'). */
  readonly warnings: readonly ImportWarning[];
}

export const UPLOAD_CONCURRENCY = 2;

/**
 * Extensions of plain pictures, which the server reads as 2D images (no heights). TIFF is left
 * out: many instruments write height maps as TIFF.
 */
const PICTURE_EXTENSIONS = new Set(['bmp', 'gif', 'jpe', 'jpeg', 'jfi', 'jfif', 'jif', 'jpg', 'png']);

/** Whether a file is, by its name, most likely a 2D image. */
export function looksLikePicture(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && PICTURE_EXTENSIONS.has(name.slice(dot + 1).toLowerCase());
}

/**
 * Spec part 1 §4: retry and cancel, or cancel only for 415. A 409 (already in the library) cannot
 * succeed again either: open the copy the server named, keep both, or cancel.
 */
export function errorButtonsFor(status: number, existingFile?: ExistingFile): readonly UploadButton[] {
  if (status === 415) return ['cancel'];
  if (status === 409)
    return existingFile ? ['open-existing', 'keep-both', 'cancel'] : ['keep-both', 'cancel'];
  return ['retry', 'cancel'];
}

/** The existing copy a 409 names, if the answer says. */
export function existingFileOf(response: UploadResponse): ExistingFile | undefined {
  if (response.status !== 409) return undefined;
  const parsed = duplicateUploadErrorSchema.safeParse(response.body);
  return parsed.success ? parsed.data.existingFile : undefined;
}

/** Every import warning of a stored file, the file's first. */
export function warningsOf(file: Pick<FileItem, 'warnings' | 'channels'>): ImportWarning[] {
  return [
    ...file.warnings,
    ...file.channels.flatMap((channel) =>
      channel.warnings.map((w) => ({ ...w, channel: w.channel ?? channel.name })),
    ),
  ];
}

/** The error code of a failed answer; spec part 1 §8: an upload failure without one is "image length exceeded". */
export function failureCode(response: UploadResponse): string {
  if (response.status === 0) return 'connection-lost';
  const body = response.body;
  if (body && typeof body === 'object' && 'errorCode' in body) {
    const code = body.errorCode;
    if (typeof code === 'string' && code) return code;
  }
  return 'image-length-exceeded';
}

function isFileItem(body: unknown): body is FileItem {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { guid?: unknown }).guid === 'string' &&
    Array.isArray((body as { channels?: unknown }).channels) &&
    Array.isArray((body as { warnings?: unknown }).warnings)
  );
}

export interface UploadQueueOptions {
  readonly transport: UploadTransport;
  /** One session refresh after a 401 (spec part 1 §4); true when the upload may be retried. */
  readonly refreshSession?: () => Promise<boolean>;
  /** Called after each stored file, e.g. to reload the listing. */
  readonly onUploaded?: (file: FileItem) => void;
  readonly concurrency?: number;
}

export class UploadQueue {
  private items: readonly UploadItem[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly controllers = new Map<string, AbortController>();
  private nextId = 1;
  private readonly concurrency: number;

  constructor(private readonly options: UploadQueueOptions) {
    this.concurrency = Math.max(1, options.concurrency ?? UPLOAD_CONCURRENCY);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly UploadItem[] => this.items;

  /** Queues files in the given folder (null: the library root). */
  add(files: Iterable<File> | ArrayLike<File>, parentFolderGuid: string | null = null): void {
    const added: UploadItem[] = Array.from(files, (file) => ({
      id: `upload-${this.nextId++}`,
      name: file.name,
      data: file,
      parentFolderGuid,
      state: 'waiting',
      progress: 0,
      errorButtons: [],
      warnings: [],
    }));
    if (added.length === 0) return;
    this.set([...this.items, ...added]);
    this.pump();
  }

  retry(id: string): void {
    const item = this.find(id);
    if (!item || item.state !== 'error' || !item.errorButtons.includes('retry')) return;
    this.update(id, {
      state: 'waiting',
      progress: 0,
      status: undefined,
      errorCode: undefined,
      errorButtons: [],
    });
    this.pump();
  }

  /** Sends a refused duplicate again, asking the server to keep both files. */
  keepBoth(id: string): void {
    const item = this.find(id);
    if (!item || item.state !== 'error' || !item.errorButtons.includes('keep-both')) return;
    this.update(id, {
      state: 'waiting',
      progress: 0,
      status: undefined,
      errorCode: undefined,
      errorButtons: [],
      existingFile: undefined,
      keepBoth: true,
    });
    this.pump();
  }

  /** Cancels a waiting or uploading item (aborting its request) or an item in error. */
  cancel(id: string): void {
    const item = this.find(id);
    if (!item) return;
    if (item.state === 'error' && !item.errorButtons.includes('cancel')) return;
    if (item.state !== 'waiting' && item.state !== 'uploading' && item.state !== 'error') return;
    this.controllers.get(id)?.abort();
    this.controllers.delete(id);
    this.update(id, { state: 'canceled', errorButtons: [] });
    this.pump();
  }

  /** Drops the items that have ended (done or canceled); errors stay until handled. */
  clearFinished(): void {
    this.set(this.items.filter((item) => item.state !== 'done' && item.state !== 'canceled'));
  }

  /** True while anything is waiting or uploading. */
  get busy(): boolean {
    return this.items.some((item) => item.state === 'waiting' || item.state === 'uploading');
  }

  /** Aborts every running request (the page is going away). */
  dispose(): void {
    for (const controller of this.controllers.values()) controller.abort();
    this.controllers.clear();
  }

  private pump(): void {
    let running = this.items.filter((item) => item.state === 'uploading').length;
    // A 2D image is accepted only once the library holds a 3D image (part 1 §4): a picture waits
    // for the measurements queued before it, so dropping both into an empty library works.
    let measurementPending = false;
    for (const item of this.items) {
      if (running >= this.concurrency) break;
      const picture = looksLikePicture(item.name);
      const pending = item.state === 'waiting' || item.state === 'uploading';
      if (item.state === 'waiting' && !(picture && measurementPending)) {
        running += 1;
        void this.run(item.id);
      }
      if (pending && !picture) measurementPending = true;
    }
  }

  private async run(id: string): Promise<void> {
    const item = this.find(id);
    if (!item) return;
    const controller = new AbortController();
    this.controllers.set(id, controller);
    this.update(id, { state: 'uploading', progress: 0 });
    const send = () =>
      this.options.transport({
        url: buildUrl(FILE_PATHS.upload, {
          parentFolderGuid: item.parentFolderGuid,
          keepBoth: item.keepBoth ? 'true' : undefined,
        }),
        file: item.data,
        fileName: item.name,
        signal: controller.signal,
        onProgress: (fraction) => {
          if (!controller.signal.aborted) this.update(id, { progress: Math.min(1, Math.max(0, fraction)) });
        },
      });
    try {
      let response = await send();
      if (response.status === 401 && this.options.refreshSession && (await this.options.refreshSession())) {
        if (controller.signal.aborted) return;
        this.update(id, { progress: 0 });
        response = await send();
      }
      if (controller.signal.aborted) return;
      if (response.status >= 200 && response.status < 300 && isFileItem(response.body)) {
        const file = response.body;
        this.update(id, {
          state: 'done',
          progress: 1,
          fileGuid: file.guid,
          storedName: file.name,
          twoD: file.twoD,
          warnings: warningsOf(file),
        });
        this.options.onUploaded?.(file);
      } else {
        const status = response.status >= 200 && response.status < 300 ? 500 : response.status;
        const existingFile = existingFileOf(response);
        this.update(id, {
          state: 'error',
          status,
          errorCode: status === response.status ? failureCode(response) : 'something-went-wrong',
          errorButtons: errorButtonsFor(status, existingFile),
          existingFile,
        });
      }
    } catch (error) {
      // An abort is a cancel, already recorded; anything else the transport threw is a lost connection.
      if (controller.signal.aborted) return;
      void error;
      this.update(id, {
        state: 'error',
        status: 0,
        errorCode: 'connection-lost',
        errorButtons: errorButtonsFor(0),
      });
    } finally {
      if (this.controllers.get(id) === controller) this.controllers.delete(id);
      this.pump();
    }
  }

  private find(id: string): UploadItem | undefined {
    return this.items.find((item) => item.id === id);
  }

  private update(id: string, patch: Partial<UploadItem>): void {
    this.set(this.items.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }

  private set(items: readonly UploadItem[]): void {
    this.items = items;
    for (const listener of this.listeners) listener();
  }
}
