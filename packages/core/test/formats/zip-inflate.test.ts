// The two raw DEFLATE decoders of zip entries — the core's own (zip-archive/inflate-raw.ts, what a
// browser runs) and node:zlib's inflateRawSync lent through `codecs` (what the server and the CLI
// run) — give the same bytes as fflate on every real zip-based file, and the same SurfaceError
// codes on damaged or lying entries (docs/adr/0014-inflate.md).
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Codecs } from '../../src/io/format.ts';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
import { ZipArchive } from '../../src/io/zip-archive/zip-archive.ts';
import { SurfaceError } from '../../src/surface/surface-error.ts';
import type { SurfaceFile } from '../../src/surface/surface-file.ts';
import { describeRealFiles, readRealFile, realFiles } from '../real-files.ts';

const native: Codecs = { inflateRawSync };

type Outcome = { bytes: Uint8Array } | { code: string; reason: string };

function outcome(run: () => Uint8Array): Outcome {
  try {
    return { bytes: run() };
  } catch (error) {
    if (!(error instanceof SurfaceError)) throw error;
    return { code: error.code, reason: error.reason };
  }
}

/** Every entry read by both decoders: identical bytes, or a SurfaceError with the same code from both. */
function bothDecoders(zip: Uint8Array): { ts: Outcome; zlib: Outcome; name: string }[] {
  const ts = new ZipArchive(zip);
  const zlib = new ZipArchive(zip, native);
  return ts.files.map((entry, i) => ({
    name: entry.name,
    ts: outcome(() => ts.read(entry)),
    zlib: outcome(() => zlib.read(zlib.files[i]!)),
  }));
}

function expectSame(results: { ts: Outcome; zlib: Outcome; name: string }[]): void {
  for (const { ts, zlib, name } of results) {
    if ('bytes' in ts && 'bytes' in zlib) {
      expect(Buffer.from(zlib.bytes).equals(Buffer.from(ts.bytes)), name).toBe(true);
    } else {
      expect('code' in zlib ? zlib.code : 'bytes', name).toBe('code' in ts ? ts.code : 'bytes');
    }
  }
}

/** Offset of the central directory header of `name` (PKWARE APPNOTE 4.3.12). */
function centralHeader(zip: Uint8Array, name: string): number {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = zip.length - 46; at >= 0; at--) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const length = view.getUint16(at + 28, true);
    if (Buffer.from(zip.subarray(at + 46, at + 46 + length)).toString('latin1') === name) return at;
  }
  throw new Error(`no central header for ${name}`);
}

/** A copy of `zip` whose central directory declares `size` uncompressed bytes for `name`. */
function declaring(zip: Uint8Array, name: string, size: number): Uint8Array {
  const copy = zip.slice();
  new DataView(copy.buffer).setUint32(centralHeader(copy, name) + 24, size, true);
  return copy;
}

/** Deterministic bytes: a noisy float64 ramp (few matches, like x3p data) then text (many matches). */
function sample(n: number, seed = 1): Uint8Array {
  const z = new Float64Array(n);
  let s = seed;
  for (let i = 0; i < n; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    z[i] = i * 1e-9 + (s / 2 ** 32) * 1e-7;
  }
  const text = strToU8('<Record1><Axes><CX><AxisType>I</AxisType></CX></Axes></Record1>\n'.repeat(n >> 4));
  const out = new Uint8Array(z.byteLength + text.length);
  out.set(new Uint8Array(z.buffer), 0);
  out.set(text, z.byteLength);
  return out;
}

/** Every channel's values, as bytes, one after the other. */
function heightBytes(file: SurfaceFile): Uint8Array {
  const parts = file.channels.map(
    ({ surface: { z } }) => new Uint8Array(z.buffer, z.byteOffset, z.byteLength),
  );
  return new Uint8Array(Buffer.concat(parts));
}

function randomBytes(n: number): Uint8Array {
  const out = new Uint8Array(n);
  let s = 7;
  for (let i = 0; i < n; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    out[i] = s >>> 24;
  }
  return out;
}

describeRealFiles('zip entries: core decoder = node:zlib = fflate on the real files', () => {
  const files = ['x3p', 'plux', 'zip', 'zon'].flatMap((folder) => realFiles(folder));

  it.each(files)(
    '%s',
    (path) => {
      const bytes = readRealFile(path);
      const name = path.split('/')[1]!;
      // The whole read, as the server (codecs) and the browser (none) do it.
      const viaTs = outcome(() => heightBytes(readSurfaceFile(bytes, name)));
      const viaZlib = outcome(() => heightBytes(readSurfaceFile(bytes, name, { codecs: native })));
      expectSame([{ ts: viaTs, zlib: viaZlib, name }]);
      // Entry by entry, against fflate, where the core's zip reader opens the archive (not ZON's
      // ZIP64 archive behind a thumbnail, whose entries are stored anyway).
      let archive: ZipArchive;
      try {
        archive = new ZipArchive(bytes);
      } catch {
        expect(path.startsWith('zon/')).toBe(true);
        return;
      }
      const reference = unzipSync(bytes);
      const results = bothDecoders(bytes);
      for (const { name: entry, ts } of results) {
        expect('bytes' in ts, entry).toBe(true);
        if ('bytes' in ts)
          expect(Buffer.from(ts.bytes).equals(Buffer.from(reference[entry]!)), entry).toBe(true);
      }
      expectSame(results);
      expect(archive.files.length).toBe(results.length);
    },
    120_000,
  ); // the ZON read takes seconds on a loaded machine
});

describe('zip entries: core decoder = node:zlib on generated streams', () => {
  const content: Zippable = {
    'big.bin': [sample(40_000), { level: 6 }],
    'fast.bin': [sample(5_000, 2), { level: 1 }],
    'best.bin': [sample(5_000, 3), { level: 9 }],
    'stored.bin': [sample(3_000, 4), { level: 0 }],
    // Random bytes: fflate writes stored blocks inside the deflate stream (smaller than Huffman).
    'random.bin': [randomBytes(100_000), { level: 6 }],
    'tiny.txt': [strToU8('ab'), { level: 6 }],
    'empty.txt': [new Uint8Array(0), { level: 6 }],
  };
  const zip = zipSync(content);

  it('gives the same bytes for fixed and dynamic blocks, stored entries, tiny and empty entries', () => {
    const results = bothDecoders(zip);
    expect(results.every((r) => 'bytes' in r.ts)).toBe(true);
    expectSame(results);
  });

  it('returns a buffer of its own even where node:zlib allocates from its pool', () => {
    const archive = new ZipArchive(zip, native);
    for (const entry of archive.files.filter((e) => e.method === 8)) {
      const out = archive.read(entry);
      expect(out.byteOffset, entry.name).toBe(0);
      expect(out.buffer.byteLength - out.length, entry.name).toBeLessThanOrEqual(64);
    }
  });

  it('throws the same SurfaceError codes on damaged streams', { timeout: 60_000 }, () => {
    const archive = new ZipArchive(zip);
    const entry = archive.find('big.bin')!;
    const start = entry.localHeaderOffset + 30 + entry.name.length;
    let damaged = 0;
    for (let k = 0; k < 60; k++) {
      const copy = zip.slice();
      const at = start + Math.floor((((k * 7919) % 997) / 997) * entry.compressedSize);
      copy[at]! ^= 1 << (k % 8);
      const results = bothDecoders(copy).filter((r) => r.name === 'big.bin');
      expectSame(results);
      if ('code' in results[0]!.ts) damaged++;
    }
    expect(damaged).toBe(60);
    // Truncated streams: the central directory declares fewer compressed bytes.
    for (const cut of [1, 10, 1000, entry.compressedSize - 2]) {
      const copy = zip.slice();
      const view = new DataView(copy.buffer);
      view.setUint32(centralHeader(copy, 'big.bin') + 20, entry.compressedSize - cut, true);
      const results = bothDecoders(copy).filter((r) => r.name === 'big.bin');
      expect('code' in results[0]!.ts && results[0]!.ts.code).toBe('corrupt-file');
      expectSame(results);
    }
  });

  it('refuses a declared size the stream does not inflate to, like the core decoder', () => {
    const archive = new ZipArchive(zip);
    const size = archive.find('big.bin')!.uncompressedSize;
    for (const declared of [size - 1, size + 1, 0, 1]) {
      const { ts, zlib } = bothDecoders(declaring(zip, 'big.bin', declared)).find(
        (r) => r.name === 'big.bin',
      )!;
      expect('code' in ts && ts.code, String(declared)).toBe('corrupt-file');
      expect('code' in zlib && zlib.code, String(declared)).toBe('corrupt-file');
      expect('reason' in zlib && zlib.reason).toMatch(/^zip entry big\.bin inflates to /);
    }
  });

  it(
    'stops a bomb at the declared size: node:zlib is asked for at most declared + 1 bytes',
    { timeout: 60_000 },
    () => {
      const bomb = zipSync({ 'bomb.bin': [new Uint8Array(20_000_000), { level: 9 }] });
      const lying = declaring(bomb, 'bomb.bin', 1000);
      const asked: { maxOutputLength: number; chunkSize: number }[] = [];
      const spy: Codecs = {
        inflateRawSync: (data, options) => {
          asked.push({ ...options });
          return inflateRawSync(data, options);
        },
      };
      const archive = new ZipArchive(lying, spy);
      let error: unknown;
      try {
        archive.read(archive.files[0]!);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(SurfaceError);
      expect((error as SurfaceError).code).toBe('corrupt-file');
      expect((error as SurfaceError).reason).toMatch(/inflates to more than its declared 1000 bytes/);
      expect(asked).toEqual([{ maxOutputLength: 1000, chunkSize: 1001 }]);
      // Beyond the archive's decompression budget: refused before either decoder runs.
      const huge = declaring(bomb, 'bomb.bin', 2_000_000_000);
      expectSame(bothDecoders(huge));
      expect(outcome(() => new ZipArchive(huge, spy).read(new ZipArchive(huge).files[0]!))).toMatchObject({
        code: 'image-length-exceeded',
      });
      expect(asked).toHaveLength(1);
    },
  );

  it('maps any other failure of the lent decoder to corrupt-file naming the entry', () => {
    const raw = deflateRawSync(Buffer.from('hello'));
    expect(inflateRawSync(raw).toString()).toBe('hello');
    const broken: Codecs = {
      inflateRawSync: () => {
        throw new Error('invalid distance too far back');
      },
    };
    const archive = new ZipArchive(zip, broken);
    const result = outcome(() => archive.read(archive.find('tiny.txt')!));
    expect(result).toEqual({
      code: 'corrupt-file',
      reason: 'zip entry tiny.txt: invalid distance too far back',
    });
  });
});
