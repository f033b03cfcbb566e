// The download fallback across instances: the link POST /api/uploads answers may be opened through
// any instance behind the load balancer. The instance that received the blob keeps it in its bounded
// memory store (download-fallback.ts) as before; with REDIS_URL it also writes it to the installation's
// short-lived store for the same lifetime, and an instance that does not hold a token looks there.
import { AppError, isAppError } from '../../http/errors.ts';
import type { ShortLivedStore } from '../../infra/shared-state/short-lived-store.ts';
import type { DownloadFallbackStore, HeldDownload } from './download-fallback.ts';

interface StoredHeader {
  readonly ownerId: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly expiresAt: number;
}

export class SharedDownloadFallback {
  /** `shared`: undefined with one instance (the local store is all there is). */
  constructor(
    private readonly local: DownloadFallbackStore,
    private readonly shared: ShortLivedStore | undefined,
    private readonly lifetimeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Keeps the blob (payload-too-large when this instance's budget is full) and answers its token. */
  async put(download: Omit<HeldDownload, 'expiresAt'>): Promise<string> {
    const token = this.local.put(download);
    if (this.shared) {
      const expiresAt = this.now() + this.lifetimeMs;
      await this.shared.set(keyOf(token), encode({ ...download, expiresAt }), this.lifetimeMs);
    }
    return token;
  }

  /** The blob behind a token, for its owner only; not-found when unknown, expired or another's. */
  async get(token: string, ownerId: string): Promise<HeldDownload> {
    try {
      return this.local.get(token, ownerId);
    } catch (error) {
      if (!this.shared || !isAppError(error) || error.code !== 'not-found') throw error;
    }
    const stored = await this.shared.get(keyOf(token));
    const held = stored === undefined ? undefined : decode(stored);
    if (!held || held.ownerId !== ownerId || held.expiresAt <= this.now())
      throw new AppError('not-found', 'no such download');
    return held;
  }
}

const keyOf = (token: string): string => `download:${token}`;

/** uint32 header length, the JSON header, then the bytes. */
function encode(held: HeldDownload): Uint8Array {
  const header: StoredHeader = {
    ownerId: held.ownerId,
    fileName: held.fileName,
    contentType: held.contentType,
    expiresAt: held.expiresAt,
  };
  const json = Buffer.from(JSON.stringify(header));
  const out = Buffer.alloc(4 + json.length + held.bytes.byteLength);
  out.writeUInt32LE(json.length, 0);
  json.copy(out, 4);
  out.set(held.bytes, 4 + json.length);
  return out;
}

function decode(stored: Uint8Array): HeldDownload | undefined {
  const buffer = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  if (buffer.length < 4) return undefined;
  const length = buffer.readUInt32LE(0);
  if (4 + length > buffer.length) return undefined;
  const header = JSON.parse(buffer.subarray(4, 4 + length).toString('utf8')) as StoredHeader;
  return { ...header, bytes: new Uint8Array(buffer.subarray(4 + length)) };
}
