// The answers of GET /api/editor/surface already sent, by ETag (fork + maxSide), so the same fork at
// the same size is block-averaged and encoded once: another tab, another browser of the same user,
// undo back to a fork, or a reload after the browser dropped its copy. The ETag names the content
// completely (a fork never changes), and the route checks access before it looks here, so an entry
// never leaks to someone who may not read the fork. Bounded in bytes: 1024² is 4 MiB.
import { LRUCache } from 'lru-cache';

export const ENCODED_SURFACES_DEFAULT_BYTES = 64 * 1024 * 1024;

export class EncodedSurfaces {
  private readonly bodies: LRUCache<string, Buffer>;
  /** Encodings under way: simultaneous requests for one fork and size share one. */
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(maxBytes = ENCODED_SURFACES_DEFAULT_BYTES) {
    this.bodies = new LRUCache({ maxSize: maxBytes, sizeCalculation: (body) => Math.max(1, body.length) });
  }

  /** The body under `etag`, computing and keeping it when there is none (a failure is not kept). */
  async get(etag: string, encode: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.bodies.get(etag);
    if (cached) return cached;
    let pending = this.pending.get(etag);
    if (!pending) {
      pending = encode()
        .then((body) => {
          this.bodies.set(etag, body);
          return body;
        })
        .finally(() => this.pending.delete(etag));
      this.pending.set(etag, pending);
    }
    return pending;
  }
}
