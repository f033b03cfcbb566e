import { describe, expect, it } from 'vitest';
import { isSurfaceError, type Channel, type SurfaceFile } from '../../src/index.ts';
import { dektakOpdxFormat } from '../../src/io/formats/dektak-opdx.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';

const read = (bytes: Uint8Array): SurfaceFile => dektakOpdxFormat.read!(bytes, { fileName: 'x.OPDx' });

function expectCode(bytes: Uint8Array, code: string): void {
  try {
    read(bytes);
  } catch (error) {
    expect(isSurfaceError(error)).toBe(true);
    if (isSurfaceError(error)) expect(error.code).toBe(code);
    return;
  }
  throw new Error('expected a SurfaceError');
}

// Builders of the OPDx item tree (little endian).
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const u32 = (v: number) => new Uint8Array(new Uint32Array([v]).buffer);
const u64 = (v: number) => new Uint8Array(new BigUint64Array([BigInt(v)]).buffer);
const f64s = (...v: number[]) => new Uint8Array(new Float64Array(v).buffer);
const f32s = (...v: number[]) => new Uint8Array(new Float32Array(v).buffer);
const text = (s: string) => new TextEncoder().encode(s);
const name = (s: string) => concat(u32(text(s).length), text(s));
const varlen = (content: Uint8Array) => concat(new Uint8Array([4]), u32(content.length), content);
const item = (n: string, type: number, content: Uint8Array) =>
  concat(name(n), new Uint8Array([type]), content);
const container = (n: string, ...children: Uint8Array[]) => item(n, 0x7d, varlen(concat(...children)));
const quantity = (n: string, value: number, symbol: string) =>
  item(n, 0x13, varlen(concat(f64s(value), name('unit'), name(symbol))));
const string = (n: string, value: string) => item(n, 0x12, varlen(text(value)));
const magicBytes = new Uint8Array([...text('VCA DATA'), 1, 0, 0, 0x55]);
const terminator = item('', 0x7f, new Uint8Array([0xff, 0xff]));

function profileFile(values: number[], declared = values.length): Uint8Array {
  return concat(
    magicBytes,
    container(
      '1D_Data',
      item(
        'Raw',
        0x46,
        varlen(
          concat(
            item('NumPoints', 0x0b, u64(declared)),
            quantity('Extent', 3, 'µm'),
            quantity('DataScale', 0.5, 'nm'),
            item('Array', 0x40, concat(name('double[]'), varlen(concat(new Uint8Array(5), f64s(...values))))),
          ),
        ),
      ),
    ),
    container('MetaData', container('MeasurementSettings', string('InstrumentName', 'Dektak XT'))),
    terminator,
  );
}

function arealFile(xres: number, yres: number, values: number[]): Uint8Array {
  const matrix = item(
    'Matrix',
    0x00,
    concat(name('float'), u32(0), name(''), varlen(concat(u32(yres), u32(xres), f32s(...values)))),
  );
  return concat(
    magicBytes,
    container(
      '2D_Data',
      item(
        'Height',
        0x47,
        varlen(
          concat(
            matrix,
            quantity('Dimension1Extent', 20, 'µm'),
            quantity('Dimension2Extent', 30, 'µm'),
            quantity('DataScale', 1, 'nm'),
          ),
        ),
      ),
    ),
    terminator,
  );
}

describe('Dektak OPDx reader', () => {
  it('reads a synthetic profile: ny = 1, spacing Extent/(N−1), DataScale with its unit', () => {
    const file = read(profileFile([0, 2, -4, 8]));
    const [channel] = file.channels as [Channel];
    expect(channel.kind).toBe('height');
    const s = channel.surface;
    expect([s.nx, s.ny]).toEqual([4, 1]);
    expect(s.dx).toBeCloseTo(1e-6, 18);
    expect(Array.from(s.z)).toEqual([0, 1e-9, -2e-9, 4e-9]);
    expect(file.metadata['instrument.name']).toBe('Dektak XT');
    expect(file.metadata['instrument.vendor']).toBe('Bruker');
  });

  it('reads a synthetic areal matrix row by row with NaN kept invalid', () => {
    const file = read(arealFile(3, 2, [1, 2, 3, 4, NaN, 6]));
    const [channel] = file.channels as [Channel];
    const s = channel.surface;
    expect([s.nx, s.ny]).toEqual([3, 2]);
    expect(s.dx).toBeCloseTo(1e-5, 18);
    expect(s.dy).toBeCloseTo(1e-5, 18);
    expect(s.z[2]).toBeCloseTo(3e-9, 20);
    expect(s.z[4]).toBeNaN();
  });

  it('magic is the VCA DATA signature', () => {
    expect(dektakOpdxFormat.magic(profileFile([1, 2]).subarray(0, 16), 'a.opdx')).toBe('yes');
    expect(dektakOpdxFormat.magic(text('VCA DATB\x01\x00\x00U'), 'a.opdx')).toBe('no');
  });

  it('truncated files are corrupt', () => {
    const bytes = profileFile([0, 2, -4, 8]);
    for (const cut of [13, 30, 60, bytes.length - 20]) expectCode(bytes.subarray(0, cut), 'corrupt-file');
  });

  it('a declared point count that disagrees with the array is corrupt', () => {
    expectCode(profileFile([0, 2, -4, 8], 5), 'corrupt-file');
  });

  it('an absurd matrix size is rejected before allocation', () => {
    const bytes = arealFile(1, 1, [1]);
    // Patch yres/xres of the matrix to 2^31.
    const view = new DataView(bytes.buffer);
    const at = bytes.findIndex((_, i) => view.getUint32(i, true) === 1 && view.getUint32(i + 4, true) === 1);
    view.setUint32(at, 0x80000000, true);
    view.setUint32(at + 4, 0x80000000, true);
    expectCode(bytes, 'corrupt-file');
  });

  it('deep nesting is corrupt, not a stack overflow', () => {
    let nested = container('leaf');
    for (let i = 0; i < 100; i++) nested = container('c', nested);
    expectCode(concat(magicBytes, nested), 'corrupt-file');
  });
});

// MANIFEST §3 .opdx: SurfaceTopography test_opdx.py L170–174 (instrument, vendor, heights equal
// the vendor's text export opdx-3.txt, column 2 in metres). Gwyddion 2.62 reads it as a graph.
describeRealFiles('Dektak OPDx real file', () => {
  it('opdx-3.opdx: 3001-point profile equal to its text export; Dektak Profiler by Bruker', () => {
    const file = read(readRealFile('opdx/surfacetopography__opdx-3.opdx'));
    expect(file.channels).toHaveLength(1);
    const channel = file.channels[0] as Channel;
    expect(channel.kind).toBe('height');
    expect(channel.zUnit).toBe('m');
    const s = channel.surface;
    expect([s.nx, s.ny]).toEqual([3001, 1]);
    expect(s.dx).toBeCloseTo(1.66555629542661e-8, 20);
    expect((s.nx - 1) * s.dx).toBeCloseTo(49.9666888627983e-6, 15);
    expect(file.metadata['instrument.name']).toBe('Dektak Profiler');
    expect(file.metadata['instrument.vendor']).toBe('Bruker');
    expect(s.meta.instrument).toBe('Bruker Dektak Profiler');

    const lines = new TextDecoder()
      .decode(readRealFile('txt/surfacetopography__opdx-3.txt'))
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number));
    expect(lines).toHaveLength(3001);
    lines.forEach(([x, z], i) => {
      // The export has 8 significant digits.
      expect(Math.abs((s.z[i] as number) - (z as number))).toBeLessThanOrEqual(
        1e-7 * Math.abs(z as number) + 1e-18,
      );
      expect(Math.abs(i * s.dx - (x as number))).toBeLessThanOrEqual(1e-7 * (x as number) + 1e-18);
    });
  });
});
