import { describe, expect, it } from 'vitest';
import { igorIbwFormat } from '../../src/io/formats/igor-ibw.ts';
import { type SurfaceFile } from '../../src/index.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { expectGwyddionChannels } from './spm-gwyddion-reference.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array, fileName = 'test.ibw'): SurfaceFile =>
  (igorIbwFormat.read as NonNullable<typeof igorIbwFormat.read>)(bytes, { fileName });

describeRealFiles('IBW real files', () => {
  it('spot_1-1000nm.ibw: 8 channels, 20 µm × 256/255 (N × sfA), Gwyddion values, orientation', () => {
    const path = 'ibw/surfacetopography__spot_1-1000nm.ibw';
    const result = read(readRealFile(path), path);
    expect(result.channels.map((c) => c.name)).toEqual([
      'HeightTrace',
      'HeightRetrace',
      'AmplitudeTrace',
      'AmplitudeRetrace',
      'PhaseTrace',
      'PhaseRetrace',
      'NapPotentialTrace',
      'NapPotentialRetrace',
    ]);
    expect(result.channels.map((c) => c.kind)).toEqual([
      'height',
      'height',
      'other',
      'other',
      'other',
      'other',
      'other',
      'other',
    ]);
    for (const channel of result.channels) {
      const s = channel.surface;
      // SurfaceTopography test_ibw.py L151–157: physical size ≈ 2e-5 (abs 0.01); it and Gwyddion
      // both give 256 × sfA = 2.00784314e-05 m, which we follow (see the reader's header).
      expect(Math.abs(s.nx * s.dx - 2e-5)).toBeLessThan(0.01);
      expect(s.nx * s.dx).toBeCloseTo(2.007843137e-5, 13);
      expect(s.ny * s.dy).toBeCloseTo(2.007843137e-5, 13);
    }
    expectGwyddionChannels(path, result);
    // Corner values of Gwyddion 2.62's data field (float32 data, so exact).
    const s = result.channels[0]!.surface;
    expect(s.z[0]).toBe(-3.9969469867173757e-7);
    expect(s.z[1]).toBe(-4.0038457882474177e-7);
    expect(s.z[s.nx]).toBe(-4.00443894932323e-7);
    expect(s.z[(s.ny - 1) * s.nx]).toBe(-3.3123345133390103e-7);
    expect(result.metadata['ScanSize']).toBe('2e-05');
    expect(s.meta.imageProperties?.system).toBe('Cypher');
  });

  it('IgorIBWReader_ImageStack_BTFO_DSO.ibw: 4 channels with SciFiReaders names/units, 256², note metadata', () => {
    const path = 'ibw/scifidatasets__IgorIBWReader_ImageStack_BTFO_DSO.ibw';
    const result = read(readRealFile(path), path);
    // SciFiReaders test_igor.py L780–784: 'HeightRetrace (m)', 'AmplitudeRetrace (m)', …, 'PhaseRetrace (deg)'
    expect(result.channels.map((c) => `${c.name} (${c.zUnit})`)).toEqual([
      'HeightRetrace (m)',
      'AmplitudeRetrace (m)',
      'DeflectionRetrace (m)',
      'PhaseRetrace (deg)',
    ]);
    for (const c of result.channels) expect([c.surface.nx, c.surface.ny]).toEqual([256, 256]);
    // L786–800 metadata, kept as written in the note.
    expect(result.metadata).toMatchObject({
      ScanSize: '2e-06',
      FastScanSize: '2e-06',
      SlowScanSize: '2e-06',
      ScanRate: '2.0032',
      PointsLines: '256',
      ScanPoints: '256',
      ScanLines: '256',
      ScanAngle: '0',
      ImagingMode: 'PFM Mode',
      InvOLS: '3.7919e-08',
      SpringConstant: '0.46538',
    });
    expect(result.channels[0]!.surface.meta.imageProperties?.method).toBe('PFM Mode');
    expectGwyddionChannels(path, result);
  });

  it('10x10-one_channel_without_name.ibw: one channel "no name (1)", 10 × 10, unitless', () => {
    const path = 'ibw/surfacetopography__10x10-one_channel_without_name.ibw';
    const result = read(readRealFile(path), path);
    expect(result.channels).toHaveLength(1);
    expect(result.channels[0]!.name).toBe('no name (1)');
    expect(result.channels[0]!.kind).toBe('other');
    expect(result.warnings.map((w) => w.code)).toContain('metadata-incomplete');
    expectGwyddionChannels(path, result);
  });
});

/** A version-5 IBW: float32 data (dimension 0 fastest), units "m", a note and optional layer labels. */
function syntheticIbw(options: {
  dims: [number, number, number];
  data?: Float32Array;
  npnts?: number;
  labels?: string[];
  truncateTo?: number;
}): Uint8Array {
  const [n0, n1, n2] = options.dims;
  const npnts = options.npnts ?? n0 * Math.max(n1, 1) * Math.max(n2, 1);
  const data = options.data ?? new Float32Array(Math.min(npnts, 1 << 16)).map((_, i) => i);
  const note = new TextEncoder().encode('ScanSize: 3e-06\rImagingMode:AC Mode\r');
  const labels = options.labels ?? [];
  const labelBytes = labels.length > 0 ? (labels.length + 1) * 32 : 0;
  const wfmSize = 320 + data.byteLength;
  const total = 64 + wfmSize + note.length + labelBytes;
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  view.setInt16(0, 5, true);
  view.setInt32(4, wfmSize, true);
  view.setInt32(12, note.length, true);
  view.setInt32(44, labelBytes, true); // dimLabelsSize[2]
  const w = 64;
  view.setInt32(w + 12, npnts, true);
  view.setInt16(w + 16, 2, true); // float32
  [n0, n1, n2, 0].forEach((d, i) => view.setInt32(w + 68 + 4 * i, d, true));
  [1e-6, 1e-6, 1, 1].forEach((a, i) => view.setFloat64(w + 84 + 8 * i, a, true));
  bytes[w + 148] = 'm'.charCodeAt(0);
  bytes[w + 152] = 'm'.charCodeAt(0);
  bytes[w + 156] = 'm'.charCodeAt(0);
  bytes.set(new Uint8Array(data.buffer), w + 320);
  bytes.set(note, 64 + wfmSize);
  labels.forEach((label, k) => {
    const at = 64 + wfmSize + note.length + (k + 1) * 32;
    for (let c = 0; c < label.length; c++) bytes[at + c] = label.charCodeAt(c);
  });
  return options.truncateTo === undefined ? bytes : bytes.subarray(0, options.truncateTo);
}

describe('IBW synthetic files', () => {
  it('reads a 3 × 2 wave: step sfA, last Igor row first, unit m', () => {
    const bytes = syntheticIbw({ dims: [3, 2, 0], data: new Float32Array([1, 2, 3, 4, 5, 6]) });
    expect(igorIbwFormat.magic(bytes.subarray(0, 4096), 'x.ibw')).toBe('yes');
    const result = read(bytes);
    const s = result.channels[0]!.surface;
    expect([s.nx, s.ny, s.dx, s.dy]).toEqual([3, 2, 1e-6, 1e-6]);
    expect(Array.from(s.z)).toEqual([4, 5, 6, 1, 2, 3]);
    expect(result.channels[0]!.kind).toBe('height');
    expect(result.metadata['ImagingMode']).toBe('AC Mode');
  });

  it('a 3D wave gives one channel per layer, units from the layer names', () => {
    const bytes = syntheticIbw({
      dims: [2, 2, 2],
      data: new Float32Array([1, 2, 3, 4, 10, 20, 30, 40]),
      labels: ['HeightTrace', 'PhaseTrace'],
    });
    const result = read(bytes);
    expect(result.channels.map((c) => [c.name, c.kind, c.zUnit])).toEqual([
      ['HeightTrace', 'height', 'm'],
      ['PhaseTrace', 'other', 'deg'],
    ]);
    expect(Array.from(result.channels[1]!.surface.z)).toEqual([30, 40, 10, 20]);
  });

  it('non-finite values are invalid points (NaN)', () => {
    const bytes = syntheticIbw({ dims: [2, 1, 0], data: new Float32Array([Infinity, 1]) });
    expect(Array.from(read(bytes).channels[0]!.surface.z)).toEqual([NaN, 1]);
  });

  it('truncated data → corrupt-file', () => {
    const bytes = syntheticIbw({ dims: [3, 2, 0], data: new Float32Array(6) });
    expectSurfaceError(() => read(bytes.subarray(0, 64 + 320 + 10)), 'corrupt-file');
    expectSurfaceError(() => read(bytes.subarray(0, 100)), 'corrupt-file');
  });

  it('absurd dimensions → SurfaceError without allocating', () => {
    const huge = syntheticIbw({ dims: [40000, 40000, 0], data: new Float32Array(4) });
    expectSurfaceError(() => read(huge), 'image-length-exceeded');
    const mismatch = syntheticIbw({ dims: [3000, 3000, 0], npnts: 7, data: new Float32Array(7) });
    expectSurfaceError(() => read(mismatch), 'corrupt-file');
    const notFitting = syntheticIbw({ dims: [3000, 3000, 0], data: new Float32Array(4) });
    expectSurfaceError(() => read(notFitting), 'corrupt-file');
  });

  it('magic never throws', () => {
    expect(igorIbwFormat.magic(new Uint8Array(0), 'x.ibw')).toBe('no');
    expect(igorIbwFormat.magic(new Uint8Array([5, 0, 1]), 'x.ibw')).toBe('no');
    expect(igorIbwFormat.magic(new TextEncoder().encode('hello world'), 'x.ibw')).toBe('no');
  });
});
