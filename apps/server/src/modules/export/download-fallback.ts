// The download fallback of spec part 3 §4: when the browser cannot save a blob itself, it sends the
// blob here (POST /api/uploads) and gets a same-origin link that answers it as an attachment. Kept
// in memory for a short while only (DOWNLOAD_FALLBACK_LIFETIME_MS), for the user who sent it, with a
// size limit per blob and in total so that the fallback cannot grow the server's memory without
// bound; links are random 256-bit tokens.
import { randomBytes } from 'node:crypto';
import { AppError } from '../../http/errors.ts';

export interface HeldDownload {
  readonly ownerId: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
  readonly expiresAt: number;
}

export interface DownloadFallbackOptions {
  /** How long a blob is kept, ms. */
  readonly lifetimeMs: number;
  /** Bytes of all blobs held at once; a blob that does not fit answers 413 payload-too-large. */
  readonly totalBytes: number;
  readonly now?: () => number;
}

export class DownloadFallbackStore {
  private readonly held = new Map<string, HeldDownload>();
  private readonly now: () => number;
  private bytesHeld = 0;

  constructor(private readonly options: DownloadFallbackOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Keeps the blob and answers its token. */
  put(download: Omit<HeldDownload, 'expiresAt'>): string {
    this.expire();
    if (this.bytesHeld + download.bytes.length > this.options.totalBytes)
      throw new AppError('payload-too-large', 'too many downloads are waiting; retry in a few minutes');
    const token = randomBytes(32).toString('base64url');
    this.held.set(token, { ...download, expiresAt: this.now() + this.options.lifetimeMs });
    this.bytesHeld += download.bytes.length;
    return token;
  }

  /** The blob behind a token, for its owner only; not-found when unknown, expired or another's. */
  get(token: string, ownerId: string): HeldDownload {
    this.expire();
    const download = this.held.get(token);
    if (!download || download.ownerId !== ownerId) throw new AppError('not-found', 'no such download');
    return download;
  }

  /** Bytes held now (tests, and a health figure). */
  get size(): number {
    this.expire();
    return this.bytesHeld;
  }

  private expire(): void {
    const now = this.now();
    for (const [token, download] of this.held)
      if (download.expiresAt <= now) {
        this.held.delete(token);
        this.bytesHeld -= download.bytes.length;
      }
  }
}
