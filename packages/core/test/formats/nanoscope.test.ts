import { describe, expect, it } from 'vitest';
import { nanoscopeFormat } from '../../src/io/formats/nanoscope.ts';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
import { type SurfaceFile } from '../../src/index.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { rmsFromArea } from '../reference-stats.ts';
import { gwyddionChannels, minMax } from './spm-gwyddion-reference.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array, fileName = 'test.di'): SurfaceFile =>
  (nanoscopeFormat.read as NonNullable<typeof nanoscopeFormat.read>)(bytes, { fileName });

interface ExpectedChannel {
  readonly name: string;
  readonly kind: 'height' | 'other';
  readonly unit: string;
  /** Gwyddion 2.62 keeps mV numbers under a "V" label when the soft scale is unitless (see reader). */
  readonly gwyddionFactor?: number;
}

const expected: Record<string, { size: number; n: number; channels: ExpectedChannel[] }> = {
  'di/surfacetopography__di-1.di': {
    size: 5e-7,
    n: 512,
    channels: [
      { name: 'Height (Main, Trace)', kind: 'height', unit: 'm' },
      { name: 'Height (Interleave, Retrace)', kind: 'height', unit: 'm' },
      { name: 'Phase', kind: 'other', unit: 'deg' },
      { name: 'AmplitudeError', kind: 'other', unit: 'V', gwyddionFactor: 1000 },
    ],
  },
  'di/surfacetopography__di-2.di': {
    size: 3e-7,
    n: 512,
    channels: [
      { name: 'Height (Main, Trace)', kind: 'height', unit: 'm' },
      { name: 'Height (Interleave, Retrace)', kind: 'height', unit: 'm' },
      { name: 'Deflection', kind: 'other', unit: 'm' },
    ],
  },
  'di/surfacetopography__di-3.di': {
    size: 1e-5,
    n: 256,
    channels: [
      { name: 'ZSensor', kind: 'height', unit: 'm' },
      { name: 'AmplitudeError', kind: 'other', unit: 'V', gwyddionFactor: 1000 },
      { name: 'Phase', kind: 'other', unit: 'deg' },
      { name: 'Height', kind: 'height', unit: 'm' },
    ],
  },
  'di/surfacetopography__di-4.di': {
    size: 1e-5,
    n: 512,
    channels: [
      { name: 'ZSensor', kind: 'height', unit: 'm' },
      { name: 'AmplitudeError', kind: 'other', unit: 'm' },
      { name: 'Phase', kind: 'other', unit: 'deg' },
    ],
  },
  'di/surfacetopography__di-5.di': {
    size: 1e-6,
    n: 512,
    channels: [
      { name: 'ZSensor', kind: 'height', unit: 'm' },
      { name: 'PeakForceError', kind: 'other', unit: 'V' },
    ],
  },
  'di/surfacetopography__di-6.di': {
    size: 1e-5,
    n: 512,
    channels: [
      { name: 'Height (Main, Trace)', kind: 'height', unit: 'm' },
      { name: 'Height (Interleave, Retrace)', kind: 'height', unit: 'm' },
      { name: 'Phase', kind: 'other', unit: 'deg' },
      { name: 'AmplitudeError', kind: 'other', unit: 'V', gwyddionFactor: 1000 },
    ],
  },
};

describeRealFiles('NanoScope real files', () => {
  for (const [path, file] of Object.entries(expected)) {
    it(`${path}: channels, grid, units and Gwyddion 2.62's Sq/min/max for every channel`, () => {
      const result = read(readRealFile(path), path);
      expect(result.format).toBe('nanoscope');
      expect(result.channels.map((c) => c.name)).toEqual(file.channels.map((c) => c.name));
      const gwyddion = gwyddionChannels(path);
      expect(gwyddion).toHaveLength(file.channels.length);
      result.channels.forEach((channel, i) => {
        const want = file.channels[i] as ExpectedChannel;
        const reference = gwyddion[i]!;
        const s = channel.surface;
        expect(channel.kind).toBe(want.kind);
        expect(channel.zUnit).toBe(want.unit);
        expect([s.nx, s.ny]).toEqual([file.n, file.n]);
        expect([reference.xres, reference.yres]).toEqual([s.nx, s.ny]);
        expect(s.nx * s.dx).toBeCloseTo(file.size, 20);
        expect((s.nx * s.dx) / reference.xreal).toBeCloseTo(1, 12);
        expect((s.ny * s.dy) / reference.yreal).toBeCloseTo(1, 12);
        const factor = want.gwyddionFactor ?? 1;
        const [min, max] = minMax(s.z);
        expect((rmsFromArea(s) * factor) / reference.Sq).toBeCloseTo(1, 9);
        expect((min * factor) / reference.zmin).toBeCloseTo(1, 9);
        expect((max * factor) / reference.zmax).toBeCloseTo(1, 9);
      });
    });
  }

  // Sizes, units, Sq, ranges, di-1's corner orientation, di-5's Sq and di_corrupted are rows of
  // ../real-file-table.ts; the tests here are the reader's own (names, metadata, detection).
  it('di-1: acquisition time and instrument (SurfaceTopography test_di.py L43–46)', () => {
    const result = read(readRealFile('di/surfacetopography__di-1.di'));
    expect(result.metadata['acquisitionTime']).toBe('2016-01-12T09:57:48');
    expect(result.metadata['instrument']).toBe('Dimension V');
    expect(result.metadata['vendor']).toBe('Bruker');
    const meta = result.channels[0]!.surface.meta;
    expect(meta.instrument).toBe('Dimension V');
    expect(meta.imageProperties?.system).toBe('Dimension V');
    expect(meta.imageProperties?.method).toBe('Tapping');
    expect(meta.imageProperties?.scanLength).toBe('500 × 500 nm');
  });

  it('di-5 (4-byte data): instrument Dimension Icon (SurfaceTopography test_di.py L50–54)', () => {
    const result = read(readRealFile('di/surfacetopography__di-5.di'));
    expect(result.metadata['instrument']).toBe('Dimension Icon');
  });

  it('the force curve .001 → unsupported-image-type "force curve, not an image"', () => {
    const path = '00x/scifidatasets__BrukerReader_ForceCurve_Sapphire_TAP525.001';
    const bytes = readRealFile(path);
    expect(nanoscopeFormat.magic(bytes.subarray(0, 4096), path)).toBe('yes');
    const error = expectSurfaceError(() => read(bytes, path), 'unsupported-image-type');
    expect(error.reason).toMatch(/force curve, not an image/);
  });

  it('a NanoScope image named .000 is detected and read', () => {
    const bytes = readRealFile('di/surfacetopography__di-3.di');
    const result = readSurfaceFile(bytes, 'scan.000', [nanoscopeFormat]);
    expect(result.channels).toHaveLength(4);
  });
});

/** A minimal NanoScope file: header padded to `headerLength`, then int16 data. */
function syntheticFile(
  options: { nx?: number; ny?: number; data?: Int16Array; truncateTo?: number; legacy?: boolean } = {},
) {
  const nx = options.nx ?? 3;
  const ny = options.ny ?? 2;
  const headerLength = 1024;
  const data = options.data ?? new Int16Array([1, 2, 3, 4, 5, 6]);
  const lines = [
    '\\*File list',
    '\\Version: 0x05300000',
    '\\Date: 01:02:03 PM Mon Feb 03 2020',
    `\\Data length: ${headerLength}`,
    '\\*Equipment list',
    '\\Description: Test scope',
    '\\*Scanner list',
    '\\@Sens. Zsens: V 10.00000 nm/V',
    '\\*Ciao scan list',
    '\\Scan Size: 3 um',
    '\\*Ciao image list',
    `\\Data offset: ${headerLength}`,
    `\\Data length: ${data.byteLength}`,
    '\\Bytes/pixel: 2',
    `\\Samps/line: ${nx}`,
    `\\Number of lines: ${ny}`,
    ...(options.legacy
      ? // Before v5: no hard scale in parentheses, bare data name, the square size in the scan list.
        ['\\Image data: Height', '\\Z scale: V [Sens. Zsens] 65.536 V']
      : [
          '\\Scan Size: 3 2 ~m',
          '\\@2:Image Data: S [Height] "Height"',
          // Full range 65.536 V over 2^16 LSB = 1 mV per LSB; × 10 nm/V = 0.01 nm per LSB.
          '\\@2:Z scale: V [Sens. Zsens] (0.001 V/LSB) 65.536 V',
        ]),
    '\\*File list end',
  ];
  const text = lines.join('\r\n') + '\r\n';
  const bytes = new Uint8Array(headerLength + data.byteLength);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  bytes.set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), headerLength);
  return options.truncateTo === undefined ? bytes : bytes.subarray(0, options.truncateTo);
}

describe('NanoScope synthetic files', () => {
  it('reads a minimal file: sizes, Z scale through the soft scale, bottom line first', () => {
    const result = read(syntheticFile());
    expect(result.channels).toHaveLength(1);
    const channel = result.channels[0]!;
    const s = channel.surface;
    expect(channel.kind).toBe('height');
    expect([s.nx, s.ny]).toEqual([3, 2]);
    expect(s.dx).toBeCloseTo(1e-6, 18);
    expect(s.dy).toBeCloseTo(1e-6, 18);
    // Stored lines [1,2,3] then [4,5,6]; row 0 is the last stored line; 1 LSB = 0.01 nm.
    const expectedZ = [4, 5, 6, 1, 2, 3].map((v) => v * 1e-11);
    Array.from(s.z).forEach((v, i) => expect(v).toBeCloseTo(expectedZ[i] as number, 20));
    expect(result.metadata['acquisitionTime']).toBe('2020-02-03T13:02:03');
    expect(nanoscopeFormat.magic(syntheticFile(), 'x.di')).toBe('yes');
  });

  it('reads the pre-v5 header style (bare values, scan size from the scan list)', () => {
    const result = read(syntheticFile({ legacy: true }));
    const channel = result.channels[0]!;
    expect(channel.name).toBe('Height');
    expect(channel.kind).toBe('height');
    expect(channel.surface.nx * channel.surface.dx).toBeCloseTo(3e-6, 18);
    expect(channel.surface.ny * channel.surface.dy).toBeCloseTo(3e-6, 18);
    expect(channel.surface.z[3]).toBeCloseTo(1e-11, 20);
  });

  it('truncated data → corrupt-file', () => {
    expectSurfaceError(() => read(syntheticFile({ truncateTo: 1030 })), 'corrupt-file');
  });

  it('truncated header (no end marker) → corrupt-file', () => {
    expectSurfaceError(() => read(syntheticFile({ truncateTo: 200 })), 'corrupt-file');
  });

  it('absurd dimensions → SurfaceError before any allocation', () => {
    const huge = syntheticFile({ nx: 60000, ny: 60000 });
    const error = expectSurfaceError(() => read(huge), 'image-length-exceeded');
    expect(error.reason).toMatch(/60000/);
    expectSurfaceError(() => read(syntheticFile({ nx: 4000, ny: 4000 })), 'corrupt-file');
  });

  it('magic never throws and says no to other bytes', () => {
    expect(nanoscopeFormat.magic(new Uint8Array(0), 'x.di')).toBe('no');
    expect(nanoscopeFormat.magic(new TextEncoder().encode('hello'), 'x.di')).toBe('no');
  });
});
