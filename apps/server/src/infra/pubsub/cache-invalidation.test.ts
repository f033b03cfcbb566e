import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../../test/redis.ts';
import { CacheInvalidation } from './cache-invalidation.ts';
import { InProcessPubSub } from './pubsub.ts';

describe('CacheInvalidation', () => {
  it('tells the other instances which blob was freed, not the one that freed it', async () => {
    const bus = new EventEmitter();
    const a = new CacheInvalidation(new InProcessPubSub(bus));
    const b = new CacheInvalidation(new InProcessPubSub(bus));
    const droppedOnA: string[] = [];
    const droppedOnB: string[] = [];
    await a.onBlobFreedElsewhere((key) => droppedOnA.push(key));
    await b.onBlobFreedElsewhere((key) => droppedOnB.push(key));
    await a.blobFreed('c0ffee');
    await b.blobFreed('beef');
    await eventually(() => droppedOnA.length === 1 && droppedOnB.length === 1);
    expect(droppedOnB).toEqual(['c0ffee']);
    expect(droppedOnA).toEqual(['beef']);
  });
});
