// What every ShortLivedStore engine does; run by short-lived-store.int.test.ts against memory and
// Redis. `a` and `b` are two handles on one shared state, as two instances would hold.
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/redis.ts';
import type { ShortLivedStore } from './short-lived-store.ts';

export interface ShortLivedStoreUnderTest {
  readonly a: ShortLivedStore;
  readonly b: ShortLivedStore;
  dispose(): Promise<void>;
}

const key = () => randomBytes(8).toString('hex');

export function describeShortLivedStoreContract(
  engine: string,
  open: () => Promise<ShortLivedStoreUnderTest>,
): void {
  describe(`ShortLivedStore contract: ${engine}`, () => {
    let subject: ShortLivedStoreUnderTest;
    beforeEach(async () => {
      subject = await open();
    });
    afterEach(async () => {
      await subject.dispose();
    });

    it('answers on every handle the exact bytes written on one, binary included', async () => {
      const k = key();
      const bytes = Uint8Array.from([0, 255, 10, 13, 0, 128, 7]);
      expect(await subject.b.get(k)).toBeUndefined();
      await subject.a.set(k, bytes, 60_000);
      expect(await subject.b.get(k)).toEqual(bytes);
      bytes[0] = 99; // the store keeps its own copy
      expect((await subject.b.get(k))?.[0]).toBe(0);
    });

    it('replaces, deletes, and forgets a value when its lifetime is over', async () => {
      const k = key();
      await subject.a.set(k, Uint8Array.from([1]), 60_000);
      await subject.b.set(k, Uint8Array.from([2]), 60_000);
      expect(await subject.a.get(k)).toEqual(Uint8Array.from([2]));
      await subject.a.delete(k);
      expect(await subject.b.get(k)).toBeUndefined();
      const brief = key();
      await subject.a.set(brief, Uint8Array.from([3]), 150);
      expect(await subject.b.get(brief)).toEqual(Uint8Array.from([3]));
      await eventually(async () => (await subject.b.get(brief)) === undefined);
    });
  });
}
