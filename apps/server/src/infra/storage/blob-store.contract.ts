// The behaviour every BlobStore engine must show, as one suite that each engine's test file runs
// against its own store: local-blob-store.test.ts (a temp directory) and
// s3-blob-store.int.test.ts (a real S3-compatible server). An engine passes only what all do.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { setImmediate } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/redis.ts';
import { BlobNotFoundError, InvalidBlobKeyError, isBlobKey, type BlobStore } from './blob-store.ts';

export interface BlobStoreUnderTest {
  readonly store: BlobStore;
  /** Names of the uploads in progress (temp files or objects) the engine holds now. */
  temporaries(): Promise<readonly string[]>;
  /** Leaves a temporary as an upload cut off by a crash would. */
  leaveTemporary(name: string): Promise<void>;
  dispose(): Promise<void>;
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

export function describeBlobStoreContract(engine: string, open: () => Promise<BlobStoreUnderTest>): void {
  describe(`BlobStore contract: ${engine}`, () => {
    let subject: BlobStoreUnderTest;
    let store: BlobStore;

    beforeEach(async () => {
      subject = await open();
      store = subject.store;
    });
    afterEach(async () => {
      await subject.dispose();
    });

    it('stores bytes under their sha256 and reads them back', async () => {
      const bytes = new TextEncoder().encode('height field');
      const info = await store.put(bytes);
      expect(info).toEqual({ key: sha256(bytes), size: bytes.length });
      expect(await text(await store.get(info.key))).toBe('height field');
    });

    it('hashes a stream chunk by chunk and gives the same key as for the whole content', async () => {
      const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(16 * 1024, i));
      const whole = Buffer.concat(chunks);
      const info = await store.put(Readable.from(chunks));
      expect(info).toEqual({ key: sha256(whole), size: whole.length });
      const fromAsyncIterable = await store.put(
        (async function* () {
          for (const chunk of chunks) {
            await setImmediate();
            yield new Uint8Array(chunk);
          }
        })(),
      );
      expect(fromAsyncIterable.key).toBe(info.key);
      expect(Buffer.compare(await buffer(await store.get(info.key)), whole)).toBe(0);
    });

    it('streams a file larger than one multipart part, byte for byte', async () => {
      // 12 MiB with a position-dependent pattern, so a lost, repeated or reordered part changes the bytes.
      const whole = Buffer.alloc(12 * 1024 * 1024);
      for (let i = 0; i < whole.length; i += 4) whole.writeUInt32LE(i, i);
      const chunks = Array.from({ length: 48 }, (_, i) =>
        whole.subarray(i * 256 * 1024, (i + 1) * 256 * 1024),
      );
      const info = await store.put(Readable.from(chunks));
      expect(info).toEqual({ key: sha256(whole), size: whole.length });
      expect(await store.stat(info.key)).toEqual({ key: info.key, size: whole.length });
      const tail = await buffer(
        await store.get(info.key, { start: whole.length - 8, end: whole.length - 1 }),
      );
      expect(Buffer.compare(tail, whole.subarray(whole.length - 8))).toBe(0);
      expect(Buffer.compare(await buffer(await store.get(info.key)), whole)).toBe(0);
      expect(await subject.temporaries()).toEqual([]);
    });

    it('stores identical content once and leaves no temporaries', async () => {
      const a = await store.put(Buffer.from('same'));
      const b = await store.put(Readable.from([Buffer.from('sa'), Buffer.from('me')]));
      expect(b).toEqual(a);
      expect(await subject.temporaries()).toEqual([]);
    });

    it('never publishes a partial blob when the source fails mid-stream', async () => {
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(1024, 7));
          this.destroy(new Error('connection reset'));
        },
      });
      await expect(store.put(failing)).rejects.toThrow('connection reset');
      expect(await subject.temporaries()).toEqual([]);
      expect(await store.has(sha256(Buffer.alloc(1024, 7)))).toBe(false);
    });

    it('answers has, stat, ranges and delete', async () => {
      const { key } = await store.put(Buffer.from('0123456789'));
      expect(await store.has(key)).toBe(true);
      expect(await store.stat(key)).toEqual({ key, size: 10 });
      expect(await text(await store.get(key, { start: 2, end: 5 }))).toBe('2345');
      expect(await text(await store.get(key, { start: 9, end: 9 }))).toBe('9');
      expect(await store.delete(key)).toBe(true);
      expect(await store.delete(key)).toBe(false);
      expect(await store.has(key)).toBe(false);
      expect(await store.stat(key)).toBeUndefined();
      await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    });

    it('rejects keys that are not a lower-case sha256, including path traversal', async () => {
      for (const key of [
        '../outside.txt',
        '../../etc/passwd',
        `ab/../../${'a'.repeat(58)}`,
        'A'.repeat(64),
        'a'.repeat(63),
        `${'a'.repeat(64)}/`,
        '',
      ]) {
        expect(isBlobKey(key)).toBe(false);
        await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.has(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      }
    });

    it('lists its blobs with their sizes and times, never the uploads in progress', async () => {
      const before = Date.now();
      const a = await store.put(Buffer.from('listed one'));
      const b = await store.put(Readable.from([Buffer.from('listed '), Buffer.from('two, longer')]));
      await subject.leaveTemporary('crashed-upload');
      const listed = new Map<string, { size: number; modifiedAt: number }>();
      for await (const blob of store.list()) listed.set(blob.key, blob);
      expect(listed.get(a.key)).toMatchObject({ key: a.key, size: a.size });
      expect(listed.get(b.key)).toMatchObject({ key: b.key, size: b.size });
      // Stores keep times to the second (S3's Last-Modified), so allow one second either way.
      expect(listed.get(a.key)?.modifiedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(listed.get(a.key)?.modifiedAt).toBeLessThanOrEqual(Date.now() + 1000);
      expect([...listed.keys()].every((key) => isBlobKey(key))).toBe(true);
      await store.delete(a.key);
      const after: string[] = [];
      for await (const blob of store.list()) after.push(blob.key);
      expect(after).not.toContain(a.key);
      expect(after).toContain(b.key);
    });

    it('renews the time of a blob whose content is stored again (the orphan sweeper spares it)', async () => {
      const timeOf = async (key: string): Promise<number> => {
        for await (const blob of store.list()) if (blob.key === key) return blob.modifiedAt;
        throw new Error(`${key} is not listed`);
      };
      const streamed = () => Readable.from([Buffer.from('stored '), Buffer.from('twice')]);
      const inMemory = await store.put(Buffer.from('stored in memory twice'));
      const fromStream = await store.put(streamed());
      const first = Math.max(await timeOf(inMemory.key), await timeOf(fromStream.key));
      // Times may be kept to the second: wait until a later time is representable.
      await eventually(() => Promise.resolve(Date.now() > first + 1_500));
      await store.put(Buffer.from('stored in memory twice'));
      await store.put(streamed());
      expect(await timeOf(inMemory.key)).toBeGreaterThan(first);
      expect(await timeOf(fromStream.key)).toBeGreaterThan(first);
    });

    it('sweeps the temporaries older than it is told, keeping younger ones', async () => {
      await subject.leaveTemporary('left-by-a-crash');
      expect(await store.sweepTemp(3_600_000)).toBe(0);
      expect((await subject.temporaries()).length).toBe(1);
      // Times may be kept to the second: a temporary is "older than 0 ms" once its second is over.
      await eventually(
        async () => (await store.sweepTemp(0)) === 1 || (await subject.temporaries()).length === 0,
      );
      expect(await subject.temporaries()).toEqual([]);
    });

    it('reports that it can write', async () => {
      expect(await store.isWritable()).toBe(true);
    });
  });
}
