// zip.ts is imported before anything else on purpose: the registry ↔ zip ↔ read-surface-file
// import cycle must resolve whichever module is loaded first (see zip.ts).
import { zipContainerFormat } from '../../src/io/formats/zip.ts';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { gsfFormat } from '../../src/io/formats/gsf.ts';
import { sdfFormat } from '../../src/io/formats/sdf.ts';
import { x3pFormat } from '../../src/io/formats/x3p.ts';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
import { crc32 } from '../../src/io/zip-archive/crc32.ts';
import { formats } from '../../src/io/registry.ts';
import { makeChannel, makeSurfaceFile } from '../../src/surface/build.ts';
import { SurfaceError } from '../../src/surface/surface-error.ts';
import type { SurfaceFile } from '../../src/surface/surface-file.ts';
import { describeRealFiles, readRealFile, realFiles } from '../real-files.ts';

const zipFormat = zipContainerFormat(() => [x3pFormat, sdfFormat, gsfFormat]);
const read = (bytes: Uint8Array): SurfaceFile => zipFormat.read!(bytes, { fileName: 'upload.zip' });
const errorOf = (run: () => unknown): SurfaceError => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SurfaceError);
    return error as SurfaceError;
  }
  throw new Error('expected a SurfaceError');
};

const sample = makeSurfaceFile('t', [
  makeChannel('H', 'height', { nx: 3, ny: 2, dx: 1e-6, dy: 1e-6 }, new Float64Array([1, 2, 3, 4, 5, 6])),
]);

/** Patches the declared uncompressed size of the first central directory entry. */
function declareSize(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let i = out.length - 22; i >= 0; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      const directory = view.getUint32(i + 16, true);
      view.setUint32(directory + 24, size, true);
      return out;
    }
  }
  throw new Error('no end record');
}

describe('zip container', () => {
  it('is registered, and the registry holds it once', () => {
    expect(formats.filter((f) => f.id === 'zip')).toHaveLength(1);
  });

  it('reads the one instrument file inside, nested in a folder', () => {
    const bytes = zipSync({
      'scan/surface.sdf': sdfFormat.write!(sample),
      'scan/readme.md': strToU8('# notes'),
    });
    expect(zipFormat.magic(bytes.subarray(0, 4096), 'upload.zip')).toBe('maybe');
    const file = read(bytes);
    expect(file.format).toBe('sdf');
    expect(file.metadata['zip.entry']).toBe('scan/surface.sdf');
    expect(Array.from(file.channels[0]!.surface.z)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(file.warnings.filter((w) => w.code === 'channel-skipped')).toEqual([]);
  });

  it('reads the first supported file and warns about the others', () => {
    const bytes = zipSync({
      'a.gsf': gsfFormat.write!(sample),
      'b.x3p': x3pFormat.write!(sample),
      'c.sdf': sdfFormat.write!(sample),
    });
    const file = read(bytes);
    expect(file.format).toBe('gsf');
    const skipped = file.warnings.filter((w) => w.code === 'channel-skipped').map((w) => w.message);
    expect(skipped).toHaveLength(2);
    expect(skipped.join()).toMatch(/b\.x3p.*c\.sdf/);
  });

  it('goes through the registry via readSurfaceFile, x3p inside a zip included', () => {
    const bytes = zipSync({ 'inner.x3p': x3pFormat.write!(sample) });
    const file = readSurfaceFile(bytes, 'upload.zip');
    expect(file.format).toBe('x3p');
    expect(file.channels[0]!.surface.nx).toBe(3);
  });

  it('leaves an unpacked x3p archive named .zip to the x3p reader, even with main.xml late', () => {
    // data.bin first and large enough that main.xml's name is beyond the 4096-byte magic head.
    const big = makeSurfaceFile('t', [
      makeChannel(
        'H',
        'height',
        { nx: 40, ny: 40, dx: 1e-6, dy: 1e-6 },
        new Float64Array(1600).map(Math.random),
      ),
    ]);
    const bigEntries = unzipSync(x3pFormat.write!(big));
    const reordered = zipSync(
      { 'bindata/data.bin': bigEntries['bindata/data.bin']!, 'main.xml': bigEntries['main.xml']! },
      { level: 0 },
    );
    const file = readSurfaceFile(reordered, 'measurement.zip');
    expect(file.format).toBe('x3p');
    expect(file.channels[0]!.surface.nx).toBe(40);
  });

  it('does not open a zip inside the zip', () => {
    const inner = zipSync({ 'a.sdf': sdfFormat.write!(sample) });
    expect(errorOf(() => read(zipSync({ 'inner.zip': inner }))).code).toBe('unsupported-image-type');
  });

  it('reports what is inside when nothing is supported', () => {
    const error = errorOf(() => read(zipSync({ 'notes.md': strToU8('hello') })));
    expect(error.code).toBe('unsupported-image-type');
    expect(error.reason).toMatch(/notes\.md/);
  });

  it('passes on the inner reader error when the only candidate is broken', () => {
    const broken = sdfFormat.write!(sample).subarray(0, 90);
    const error = errorOf(() => read(zipSync({ 'cut.sdf': broken })));
    expect(error.code).toBe('corrupt-file');
    expect(error.reason).toMatch(/cut\.sdf/);
  });

  it('rejects truncated archives with corrupt-file', () => {
    const bytes = zipSync({ 'a.sdf': sdfFormat.write!(sample) });
    for (const cut of [3, 30, bytes.length - 23, bytes.length - 1]) {
      expect(errorOf(() => read(bytes.subarray(0, cut))).code).toBe('corrupt-file');
    }
  });

  it('refuses entries declaring more than the decompression limits, before inflating', () => {
    const bytes = zipSync({ 'a.sdf': new Uint8Array(1000) });
    expect(errorOf(() => read(declareSize(bytes, 0xfffffff0))).code).toBe('image-length-exceeded');
    // 1000 × the archive size is the budget: a small archive may not declare more.
    expect(errorOf(() => read(declareSize(bytes, bytes.length * 1000 + 1))).code).toBe(
      'image-length-exceeded',
    );
  });

  it('computes the zip CRC-32 (check value of "123456789")', () => {
    expect(crc32(strToU8('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });

  it('refuses a damaged entry by its CRC-32 instead of reading wrong heights', () => {
    const stored = zipSync({ 'a.sdf': sdfFormat.write!(sample) }, { level: 0 }).slice();
    // Change one byte of the stored height data (the last value's last byte, before the directory).
    const view = new DataView(stored.buffer);
    let directory = 0;
    for (let i = stored.length - 22; i >= 0; i--) {
      if (view.getUint32(i, true) === 0x06054b50) {
        directory = view.getUint32(i + 16, true);
        break;
      }
    }
    stored[directory - 2] = stored[directory - 2]! ^ 0x40;
    const error = errorOf(() => read(stored));
    expect(error.code).toBe('corrupt-file');
    expect(error.reason).toMatch(/CRC-32/);
  });

  it('stops inflating at the declared size (a lying zip bomb)', () => {
    const bomb = declareSize(zipSync({ 'a.sdf': new Uint8Array(4 << 20) }), 100);
    const error = errorOf(() => read(bomb));
    expect(error.code).toBe('corrupt-file');
    expect(error.reason).toMatch(/more than its declared 100 bytes/);
  });
});

describeRealFiles('zip container with the real files', () => {
  it('reads the contact.engineering container or explains why not, warning about the rest', () => {
    let file: SurfaceFile;
    try {
      file = readSurfaceFile(readRealFile('zip/surfacetopography__container-2.zip'), 'container-2.zip');
    } catch (error) {
      // Until a reader for any of its three measurement files exists.
      expect(error).toBeInstanceOf(SurfaceError);
      return;
    }
    expect(file.channels.length).toBeGreaterThan(0);
    expect([
      '80_Scale10.472_FIXEDv2p1_D7eHXiT.asc',
      'gain_control_uncd_35_z03tr3R.001',
      'uncd_stylus_300um_5mar_3_k0HpKJt.txt',
    ]).toContain(file.metadata['zip.entry']);
  }, 60_000);

  it('never throws anything but SurfaceError on any real zip-based file', () => {
    const all = zipContainerFormat(() => formats);
    for (const path of realFiles()) {
      const bytes = readRealFile(path);
      if (all.magic(bytes.subarray(0, 4096), path) === 'no') continue;
      try {
        all.read!(bytes, { fileName: path });
      } catch (error) {
        expect(error, path).toBeInstanceOf(SurfaceError);
      }
    }
  }, 120_000);
});
