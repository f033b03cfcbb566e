// The behaviour every CounterStore engine must have; counter-store.int.test.ts runs it against the
// in-process store and against Redis.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CounterStore } from './counter-store.ts';

/** Polls until `condition` holds (a window's end is a time, but we wait for the state, not a fixed sleep). */
async function eventually(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function counterStoreContract(engine: string, store: () => CounterStore): void {
  describe(`counter store contract: ${engine}`, () => {
    const key = (): string => `contract:${randomBytes(6).toString('hex')}`;

    it('counts hits in a window and tells how long the window still lasts', async () => {
      const k = key();
      expect(await store().peek(k)).toBeUndefined();
      const first = await store().increment(k, 60_000);
      expect(first.count).toBe(1);
      expect(first.resetInMs).toBeGreaterThan(59_000);
      expect(first.resetInMs).toBeLessThanOrEqual(60_000);
      await store().increment(k, 60_000);
      const third = await store().increment(k, 60_000);
      expect(third.count).toBe(3);
      expect((await store().peek(k))?.count).toBe(3);
    });

    it('keeps the window of the first hit: later hits do not extend it', async () => {
      const k = key();
      const first = await store().increment(k, 60_000);
      const later = await store().increment(k, 3_600_000);
      expect(later.resetInMs).toBeLessThanOrEqual(first.resetInMs);
    });

    it('starts again from one after the window ends', async () => {
      const k = key();
      await store().increment(k, 80);
      await store().increment(k, 80);
      await eventually(async () => (await store().peek(k)) === undefined);
      expect((await store().increment(k, 60_000)).count).toBe(1);
    });

    it('keeps keys apart and forgets a key on reset', async () => {
      const a = key();
      const b = key();
      await store().increment(a, 60_000);
      await store().increment(a, 60_000);
      await store().increment(b, 60_000);
      expect((await store().peek(a))?.count).toBe(2);
      expect((await store().peek(b))?.count).toBe(1);
      await store().reset(a);
      expect(await store().peek(a)).toBeUndefined();
      expect((await store().peek(b))?.count).toBe(1);
    });

    it('counts concurrent hits exactly once each', async () => {
      const k = key();
      const answers = await Promise.all(Array.from({ length: 50 }, () => store().increment(k, 60_000)));
      expect(answers.map((a) => a.count).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
    });
  });
}
