import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { galleryListQueryKey, keepList, touchKey } from './keptLists.ts';

describe('the last 6 keyed gallery lists (part 1 §3)', () => {
  it('moves a used key to the front and evicts beyond six', () => {
    let keys: readonly string[] = [];
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const kept = touchKey(keys, key);
      expect(kept.evicted).toEqual([]);
      keys = kept.keys;
    }
    expect(keys).toEqual(['f', 'e', 'd', 'c', 'b', 'a']);
    const again = touchKey(keys, 'a');
    expect(again).toEqual({ keys: ['a', 'f', 'e', 'd', 'c', 'b'], evicted: [] });
    expect(touchKey(again.keys, 'g')).toEqual({ keys: ['g', 'a', 'f', 'e', 'd', 'c'], evicted: ['b'] });
  });

  it('drops the evicted list from the query cache and keeps the other six', () => {
    const client = new QueryClient();
    const keys = ['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7'];
    for (const key of keys) {
      client.setQueryData(galleryListQueryKey(key), { pages: [], pageParams: [] });
      keepList(client, key);
    }
    expect(client.getQueryData(galleryListQueryKey('k1'))).toBeUndefined();
    for (const key of keys.slice(1)) expect(client.getQueryData(galleryListQueryKey(key))).toBeDefined();
    // Using k2 again keeps it when k8 arrives: k3 goes instead.
    keepList(client, 'k2');
    client.setQueryData(galleryListQueryKey('k8'), { pages: [], pageParams: [] });
    keepList(client, 'k8');
    expect(client.getQueryData(galleryListQueryKey('k2'))).toBeDefined();
    expect(client.getQueryData(galleryListQueryKey('k3'))).toBeUndefined();
  });
});
