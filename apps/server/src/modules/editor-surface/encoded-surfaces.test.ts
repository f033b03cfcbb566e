import { describe, expect, it } from 'vitest';
import { EncodedSurfaces } from './encoded-surfaces.ts';

describe('EncodedSurfaces', () => {
  it('encodes an ETag once and answers the same bytes afterwards', async () => {
    const cache = new EncodedSurfaces(1024);
    let calls = 0;
    const encode = () => {
      calls++;
      return Promise.resolve(Buffer.from([calls, 2, 3]));
    };
    expect([...(await cache.get('"a-512"', encode))]).toEqual([1, 2, 3]);
    expect([...(await cache.get('"a-512"', encode))]).toEqual([1, 2, 3]);
    expect([...(await cache.get('"a-1024"', encode))]).toEqual([2, 2, 3]);
    expect(calls).toBe(2);
  });

  it('shares one encoding between simultaneous requests', async () => {
    const cache = new EncodedSurfaces(1024);
    let calls = 0;
    const encode = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      return Buffer.from([7]);
    };
    const answers = await Promise.all([cache.get('"b-1"', encode), cache.get('"b-1"', encode)]);
    expect(answers.map((b) => b[0])).toEqual([7, 7]);
    expect(calls).toBe(1);
  });

  it('does not keep a failure, and drops the least recent body beyond its byte budget', async () => {
    const cache = new EncodedSurfaces(8);
    await expect(cache.get('"c"', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect([...(await cache.get('"c"', () => Promise.resolve(Buffer.alloc(5, 1))))]).toEqual([1, 1, 1, 1, 1]);
    await cache.get('"d"', () => Promise.resolve(Buffer.alloc(5, 2)));
    // "c" no longer fits beside "d": asked again, it is encoded again.
    expect([...(await cache.get('"c"', () => Promise.resolve(Buffer.alloc(5, 3))))]).toEqual([3, 3, 3, 3, 3]);
  });
});
