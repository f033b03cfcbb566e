import { describe, expect, it } from 'vitest';
import { nanosurfNidFormat } from '../../src/io/formats/nanosurf-nid.ts';
import { type SurfaceFile } from '../../src/index.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { rmsFromArea, rmsFromProfiles } from '../reference-stats.ts';
import { gwyddionChannels } from './spm-gwyddion-reference.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array, fileName = 'test.nid'): SurfaceFile =>
  (nanosurfNidFormat.read as NonNullable<typeof nanosurfNidFormat.read>)(bytes, { fileName });

const relative = (actual: number, expected: number) => Math.abs(actual / expected - 1);

describeRealFiles('NID real file', () => {
  const path = 'nid/surfacetopography__nid-1.nid';

  it('nid-1: 8 channels, 256², 20 µm, SurfaceTopography test_ezd.py values (rtol 1e-6)', () => {
    const result = read(readRealFile(path), path);
    expect(result.channels).toHaveLength(8);
    const heights = result.channels.filter((c) => c.kind === 'height');
    // SurfaceTopography lists only the 4 length channels (L59).
    expect(heights.map((c) => c.name)).toEqual([
      'Scan forward (Z-Axis)',
      'Scan forward (Z-AxisSensor)',
      'Scan backward (Z-Axis)',
      'Scan backward (Z-AxisSensor)',
    ]);
    for (const c of result.channels) {
      const s = c.surface;
      expect([s.nx, s.ny]).toEqual([256, 256]);
      expect(relative(s.nx * s.dx, 2e-5)).toBeLessThan(1e-6);
      expect(relative(s.ny * s.dy, 2e-5)).toBeLessThan(1e-6);
    }
    for (const c of heights) expect(c.zUnit).toBe('m');
    const byName = (name: string) => result.channels.find((c) => c.name === name)!.surface;
    const forward = byName('Scan forward (Z-Axis)');
    expect(relative(rmsFromArea(forward), 2.395896706764167e-7)).toBeLessThan(1e-6);
    expect(relative(rmsFromProfiles(forward, 'x'), 2.294702406191355e-7)).toBeLessThan(1e-6);
    expect(relative(rmsFromProfiles(forward, 'y'), 6.891854644154332e-8)).toBeLessThan(1e-6);
    expect(relative(rmsFromArea(byName('Scan forward (Z-AxisSensor)')), 3.026701737129839e-7)).toBeLessThan(
      1e-6,
    );
    expect(relative(rmsFromArea(byName('Scan backward (Z-Axis)')), 2.3941867686171115e-7)).toBeLessThan(1e-6);
    expect(relative(rmsFromArea(byName('Scan backward (Z-AxisSensor)')), 3.029781629305204e-7)).toBeLessThan(
      1e-6,
    );
    expect(result.metadata['Date']).toBe('03-11-2022');
    expect(result.metadata['Image size']).toBe('20µm');
    expect(forward.meta.instrument).toBe('Nanosurf DriveAFM');
    expect(forward.meta.imageProperties).toMatchObject({
      system: 'DriveAFM',
      method: 'Lateral Force',
      backScan: 'no',
    });
  });

  it("nid-1: every channel against Gwyddion 2.62 (units, Sq, range) and Gwyddion's row order", () => {
    const result = read(readRealFile(path), path);
    const gwyddion = gwyddionChannels(path);
    expect(gwyddion).toHaveLength(8);
    result.channels.forEach((channel, i) => {
      const reference = gwyddion[i]!;
      const s = channel.surface;
      expect(channel.zUnit).toBe(reference.unit_z);
      let min = Infinity;
      let max = -Infinity;
      for (const v of s.z) {
        min = Math.min(min, v);
        max = Math.max(max, v);
      }
      expect(relative(rmsFromArea(s), reference.Sq)).toBeLessThan(1e-8);
      expect(relative(min, reference.zmin)).toBeLessThan(1e-12);
      expect(relative(max, reference.zmax)).toBeLessThan(1e-12);
    });
    // Gwyddion's converted data field of "Z-Axis forward": z[0], z[255], z[255·256].
    const s = result.channels[1]!.surface;
    expect(relative(s.z[0] as number, -9.253918035998938e-7)).toBeLessThan(1e-14);
    expect(relative(s.z[255] as number, -1.7202278458178046e-6)).toBeLessThan(1e-14);
    expect(relative(s.z[255 * 256] as number, -1.2321653798371554e-6)).toBeLessThan(1e-14);
  });
});

/** A minimal NID: one 3 × 2 signed 16-bit channel with Range 2^16 nm around Min −2^15 nm. */
function syntheticNid(
  options: { points?: number; lines?: number; cut?: number; xUnit?: string } = {},
): Uint8Array {
  const points = options.points ?? 3;
  const lines = options.lines ?? 2;
  const header = [
    '[DataSet]',
    'Version=2',
    'Gr0-Name=Scan forward',
    'Gr0-Count=1',
    'Gr0-Ch0=DataSet-0:0',
    '[DataSet-Info]',
    'Date=01-02-2023',
    '[DataSet-0:0]',
    `Points=${points}`,
    `Lines=${lines}`,
    'Frame=Scan forward',
    `Dim0Unit=${options.xUnit ?? 'm'}`,
    'Dim0Range=3e-06',
    'Dim1Unit=m',
    'Dim1Range=2e-06',
    'Dim2Name=Z-Axis',
    'Dim2Unit=nm',
    'Dim2Range=65536',
    'Dim2Min=-32768',
    'SaveMode=Binary',
    'SaveBits=16',
    'SaveSign=Signed',
    'SaveOrder=Intel',
    '',
  ].join('\r\n');
  const data = new Int16Array([1, 2, 3, 4, 5, 6]);
  const bytes = new Uint8Array(header.length + 2 + data.byteLength);
  for (let i = 0; i < header.length; i++) bytes[i] = header.charCodeAt(i);
  bytes[header.length] = 0x23;
  bytes[header.length + 1] = 0x21;
  bytes.set(new Uint8Array(data.buffer), header.length + 2);
  return options.cut === undefined ? bytes : bytes.subarray(0, options.cut);
}

describe('NID synthetic files', () => {
  it('reads a minimal file: size, scaling, last stored line first', () => {
    const bytes = syntheticNid();
    expect(nanosurfNidFormat.magic(bytes.subarray(0, 4096), 'x.nid')).toBe('yes');
    const result = read(bytes);
    const c = result.channels[0]!;
    expect([c.name, c.kind, c.zUnit]).toEqual(['Scan forward (Z-Axis)', 'height', 'm']);
    expect([c.surface.nx, c.surface.ny]).toEqual([3, 2]);
    expect(c.surface.dx).toBeCloseTo(1e-6, 18);
    expect(c.surface.dy).toBeCloseTo(1e-6, 18);
    // One LSB = 1 nm and signed zero = Min + Range/2 = 0.
    expect(Array.from(c.surface.z).map((v) => Math.round(v * 1e9))).toEqual([4, 5, 6, 1, 2, 3]);
  });

  it('a spectroscopy block (axis in V) is not an image', () => {
    const error = expectSurfaceError(() => read(syntheticNid({ xUnit: 'V' })), 'unsupported-image-type');
    expect(error.reason).toMatch(/spectroscopy/);
  });

  it('truncated → corrupt-file', () => {
    const full = syntheticNid();
    expectSurfaceError(() => read(full.subarray(0, full.length - 3)), 'corrupt-file');
    expectSurfaceError(() => read(full.subarray(0, 40)), 'corrupt-file');
  });

  it('absurd dimensions → SurfaceError without allocating', () => {
    expectSurfaceError(() => read(syntheticNid({ points: 60000, lines: 60000 })), 'image-length-exceeded');
    expectSurfaceError(() => read(syntheticNid({ points: 4000, lines: 4000 })), 'corrupt-file');
    expectSurfaceError(() => read(syntheticNid({ points: -5 })), 'corrupt-file');
  });

  it('magic never throws', () => {
    expect(nanosurfNidFormat.magic(new Uint8Array(0), 'x.nid')).toBe('no');
    expect(nanosurfNidFormat.magic(new TextEncoder().encode('[Other]\r\n'), 'x.nid')).toBe('no');
  });
});
