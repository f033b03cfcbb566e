// Tells the other instances that content is gone, so they drop what their in-memory caches hold of
// it. The caches are keyed by content (sha256 of the container, fork hashes), so an entry can never
// answer wrong data — but without this, memory of a deleted file stays on every instance that showed
// it until LRU pressure evicts it. The instance that freed the content cleans its stores and caches
// itself; only the others act on the message.
import { randomBytes } from 'node:crypto';
import type { PubSub } from './pubsub.ts';

const channel = 'cache-invalidation';

interface BlobFreedMessage {
  readonly kind: 'blob-freed';
  readonly key: string;
  readonly from: string;
}

function isBlobFreed(message: unknown): message is BlobFreedMessage {
  if (typeof message !== 'object' || message === null) return false;
  const m = message as Record<string, unknown>;
  return m.kind === 'blob-freed' && typeof m.key === 'string' && typeof m.from === 'string';
}

export class CacheInvalidation {
  /** Identifies this instance's own messages, which it ignores. */
  private readonly instance = randomBytes(8).toString('hex');

  constructor(private readonly pubsub: PubSub) {}

  /** Announces that no file refers to blob `key` any more. */
  async blobFreed(key: string): Promise<void> {
    const message: BlobFreedMessage = { kind: 'blob-freed', key, from: this.instance };
    await this.pubsub.publish(channel, { ...message });
  }

  /** Calls `drop` with each blob another instance freed. */
  async onBlobFreedElsewhere(drop: (key: string) => void): Promise<void> {
    await this.pubsub.subscribe(channel, (message) => {
      if (isBlobFreed(message) && message.from !== this.instance) drop(message.key);
    });
  }
}
