// Digital Surf SUR: the three real files against SurfaceTopography's assertions (MANIFEST §3 .sur)
// and Gwyddion 2.62 (MANIFEST §4.2), a synthetic object, compression, robustness and the writer.
import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { surFormat } from '../../src/io/formats/sur.ts';
import {} from '../../src/surface/surface-error.ts';
import type { SurfaceFile } from '../../src/surface/surface-file.ts';
import { makeChannel, makeSurfaceFile } from '../../src/surface/build.ts';
import { describeRealFiles, haveRealFiles, readRealFile } from '../real-files.ts';
import { rmsFromArea } from '../reference-stats.ts';
import { rmsAboutMean } from '../../src/analysis/rms-height.ts';
import { describeReaderOnDamagedCopies, describeReaderOnRealFiles } from '../reader-robustness.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array): SurfaceFile => surFormat.read!(bytes, { fileName: 'x.sur' });

/** Heights with non-measured points put back at their stored value, as Gwyddion 2.62 reads them. */
function filledLikeGwyddion(bytes: Uint8Array, z: Float64Array, metresPerStepUnit: number): Float64Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const invalid = view.getInt32(100, true) - 2;
  const filled = (invalid * view.getFloat32(128, true) + view.getFloat32(474, true)) * metresPerStepUnit;
  return z.map((v) => (Number.isNaN(v) ? filled : v));
}

const countNaN = (z: Float64Array): number => z.reduce((n, v) => n + (Number.isNaN(v) ? 1 : 0), 0);

/** A one-object SUR file: 16- or 32-bit points, optionally compressed in `streams` zlib streams. */
function syntheticSur(options: {
  nx: number;
  ny: number;
  points: number[];
  bits?: 16 | 32;
  compressedStreams?: number;
  nonMeasured?: boolean;
  minPoint?: number;
  stepUnit?: string;
  zStepUnit?: string;
  zSpacing?: number;
  zOffset?: number;
  objectCount?: number;
  studiableType?: number;
  inversion?: number;
}): Uint8Array {
  const bits = options.bits ?? 32;
  const header = new Uint8Array(512).fill(0);
  const view = new DataView(header.buffer);
  const put = (at: number, s: string, width: number) => {
    for (let i = 0; i < width; i++) header[at + i] = i < s.length ? s.charCodeAt(i) : 0x20;
  };
  put(0, options.compressedStreams ? 'DSCOMPRESSED' : 'DIGITAL SURF', 12);
  view.setUint16(14, options.objectCount ?? 1, true);
  view.setUint16(16, 1, true);
  view.setUint16(18, options.studiableType ?? 2, true);
  view.setUint16(290, options.inversion ?? 0, true);
  view.setUint16(86, options.nonMeasured ? 1 : 0, true);
  view.setUint16(98, bits, true);
  view.setInt32(100, options.minPoint ?? Math.min(...options.points), true);
  view.setInt32(104, Math.max(...options.points), true);
  view.setInt32(108, options.nx, true);
  view.setInt32(112, options.ny, true);
  view.setInt32(116, options.nx * options.ny, true);
  view.setFloat32(120, 0.5, true);
  view.setFloat32(124, 0.25, true);
  view.setFloat32(128, options.zSpacing ?? 0.0078125, true); // 2⁻⁷: exact in float32
  const unit = options.stepUnit ?? 'µm';
  for (let axis = 0; axis < 6; axis++)
    put(180 + 16 * axis, axis % 3 === 2 ? (options.zStepUnit ?? unit) : unit, 16);
  view.setFloat32(474, options.zOffset ?? 0, true);
  const data = new Uint8Array((options.points.length * bits) / 8);
  const dataView = new DataView(data.buffer);
  options.points.forEach((p, i) =>
    bits === 32 ? dataView.setInt32(4 * i, p, true) : dataView.setInt16(2 * i, p, true),
  );
  if (!options.compressedStreams) return concat(header, data);
  const chunks: Uint8Array[] = [];
  const per = Math.ceil(data.length / options.compressedStreams);
  for (let s = 0; s < options.compressedStreams; s++) chunks.push(data.subarray(s * per, (s + 1) * per));
  const zipped = chunks.map((c) => zlibSync(c));
  const directory = new Uint8Array(4 + 8 * chunks.length);
  const dir = new DataView(directory.buffer);
  dir.setUint32(0, chunks.length, true);
  chunks.forEach((c, i) => {
    dir.setUint32(4 + 8 * i, c.length, true);
    dir.setUint32(8 + 8 * i, (zipped[i] as Uint8Array).length, true);
  });
  view.setUint32(324, directory.length + zipped.reduce((n, z) => n + z.length, 0), true);
  return concat(header, directory, ...zipped);
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

describeRealFiles('SUR real files', () => {
  it('sur-3: SurfaceTopography and Gwyddion sizes, units and Sq; 233 009 non-measured points become NaN', () => {
    const bytes = readRealFile('sur/surfacetopography__sur-3.sur');
    const file = read(bytes);
    expect(file.channels).toHaveLength(1);
    const channel = file.channels[0]!;
    const s = channel.surface;
    expect(channel.kind).toBe('height');
    expect(channel.zUnit).toBe('m');
    expect([s.nx, s.ny]).toEqual([512, 512]);
    expect(s.nx * s.dx).toBeCloseTo(0.151319552, 9); // test_sur.py L88 (rtol 1e-6), Gwyddion xreal
    expect(s.ny * s.dy).toBeCloseTo(0.151319552, 9);
    expect(countNaN(s.z)).toBe(233009);
    // With the non-measured points put back, the Sq both references assert (rtol 1e-6).
    const filled = filledLikeGwyddion(bytes, s.z, 1);
    expect(rmsAboutMean(filled)).toBeCloseTo(0.0019200491394179297, 9);
    // Over the measured points only (our reading; numpy on the raw integers gives the same).
    expect(rmsFromArea(s)).toBeCloseTo(0.0011131994265859693, 9);
    // Orientation and offset: Gwyddion z[256,256]; the corners are non-measured.
    expect(s.z[256 * 512 + 256]).toBeCloseTo(0.0035625667299789, 12);
    expect(s.z[0]).toBeNaN();
  });

  it('sur-2: Gwyddion sizes, Sq and corner values; 117 non-measured points', () => {
    const bytes = readRealFile('sur/surfacetopography__sur-2.sur');
    const s = read(bytes).channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([563, 484]);
    expect((s.nx * s.dx) / 0.001961492123).toBeCloseTo(1, 8);
    expect((s.ny * s.dy) / 0.001686256106).toBeCloseTo(1, 8);
    expect(countNaN(s.z)).toBe(117);
    expect(rmsAboutMean(filledLikeGwyddion(bytes, s.z, 1e-3)) / 3.1186688e-8).toBeCloseTo(1, 7);
    expect(rmsFromArea(s) / 1.75178812435882e-8).toBeCloseTo(1, 7); // numpy over measured points;
    const at = (row: number, col: number) => s.z[row * s.nx + col] as number;
    expect(at(0, 0)).toBeCloseTo(1.014770011858701e-5, 14);
    expect(at(0, 562)).toBeCloseTo(1.0113900118192021e-5, 14);
    expect(at(483, 0)).toBeCloseTo(1.0127500118350951e-5, 14);
    expect(at(100, 400)).toBeCloseTo(1.0149500118608045e-5, 14);
    expect(at(483, 562)).toBeNaN(); // Gwyddion: 8.9118e-6 = stored minimum − 2
  });

  it('test_uncompressed (surfalize): Gwyddion sizes, Sq, corners; object name and comment', () => {
    const file = read(readRealFile('sur/surfalize__test_uncompressed.sur'));
    const channel = file.channels[0]!;
    const s = channel.surface;
    expect(channel.name).toBe('* DVD *');
    expect(file.metadata.Comment).toBe('China CD stamper bbw');
    expect([s.nx, s.ny]).toEqual([512, 512]);
    expect((s.nx * s.dx) / 1.002030913e-5).toBeCloseTo(1, 8);
    expect((s.ny * s.dy) / 1.002506725e-5).toBeCloseTo(1, 8);
    expect(countNaN(s.z)).toBe(0);
    expect(rmsFromArea(s) / 1.19146667e-7).toBeCloseTo(1, 7);
    const at = (row: number, col: number) => s.z[row * s.nx + col] as number;
    expect(at(0, 0)).toBeCloseTo(-1.7659590580088037e-7, 16);
    expect(at(0, 511)).toBeCloseTo(-1.6684064691219193e-7, 16);
    expect(at(511, 0)).toBeCloseTo(1.7271952265396353e-7, 16);
    expect(at(511, 511)).toBeCloseTo(2.699689835061747e-8, 16);
    expect(at(256, 256)).toBeCloseTo(-3.163569815267664e-8, 16);
    expect(s.meta.imageProperties?.sampleId).toBe('* DVD *');
  });
});

describe('SUR synthetic files', () => {
  it('reads a 3 × 2 object with scale, offset, µm units and a non-measured point', () => {
    const file = read(
      syntheticSur({
        nx: 3,
        ny: 2,
        points: [10, 11, 12, 13, 8, 15],
        nonMeasured: true,
        minPoint: 10,
        zOffset: 2,
      }),
    );
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny, s.dx, s.dy]).toEqual([3, 2, 0.5e-6, 0.25e-6]);
    expect(s.z[0]).toBeCloseTo((10 * 0.0078125 + 2) * 1e-6, 15);
    expect(s.z[5]).toBeCloseTo((15 * 0.0078125 + 2) * 1e-6, 15);
    expect(s.z[4]).toBeNaN();
  });

  it('reads 16-bit points and compressed objects with one or several zlib streams', () => {
    const points = Array.from({ length: 40 * 30 }, (_, i) => ((i * 37) % 1000) - 500);
    const plain = read(syntheticSur({ nx: 40, ny: 30, points, bits: 16 })).channels[0]!.surface.z;
    for (const streams of [1, 3]) {
      const z = read(syntheticSur({ nx: 40, ny: 30, points, bits: 16, compressedStreams: streams }))
        .channels[0]!.surface.z;
      expect(Array.from(z)).toEqual(Array.from(plain));
    }
    expect(plain[1]).toBeCloseTo((37 - 500) * 0.0078125e-6, 15);
  });

  it('applies the inversion field like Gwyddion 2.62 (invert about the mean; flip columns; flop rows)', () => {
    const points = [1, 2, 3, 4, 5, 6];
    const z = (inversion: number) =>
      Array.from(
        read(syntheticSur({ nx: 3, ny: 2, points, inversion, stepUnit: 'm', zSpacing: 1 })).channels[0]!
          .surface.z,
      );
    expect(z(0)).toEqual([1, 2, 3, 4, 5, 6]);
    // About the mean 3.5: z' = 7 − z.
    expect(z(1)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(z(2)).toEqual([4, 5, 6, 1, 2, 3]);
    expect(z(3)).toEqual([3, 2, 1, 6, 5, 4]);
  });

  it('reads an RGB intensity surface: heights, a colour image from the next three objects, intensity', () => {
    const base = { nx: 2, ny: 1, stepUnit: 'µm' } as const;
    const bytes = concat(
      syntheticSur({ ...base, points: [100, 200], objectCount: 5, studiableType: 16 }),
      syntheticSur({ ...base, points: [255, 0], zStepUnit: '' }),
      syntheticSur({ ...base, points: [0, 128], zStepUnit: '' }),
      syntheticSur({ ...base, points: [10, 20], zStepUnit: '' }),
      syntheticSur({ ...base, points: [50, 60], zStepUnit: '' }),
    );
    const file = read(bytes);
    expect(file.channels.map((c) => [c.name, c.kind])).toEqual([
      ['Topography', 'height'],
      ['RGB', 'image'],
      ['Intensity', 'image'],
    ]);
    expect(Array.from(file.channels[1]!.image!.rgba)).toEqual([255, 0, 10, 255, 0, 128, 20, 255]);
    expect(file.channels[0]!.surface.z[1]).toBeCloseTo(200 * 0.0078125e-6, 15);
  });

  it('a multi-object file missing an object is corrupt', () => {
    const bytes = syntheticSur({ nx: 2, ny: 1, points: [1, 2], objectCount: 2 });
    expectSurfaceError(() => read(bytes), 'corrupt-file');
  });

  it('reads µm written as UTF-8 (Gwyddion exports) like the latin1 µm of MountainsMap', () => {
    const utf8 = syntheticSur({ nx: 1, ny: 1, points: [128], stepUnit: '\u00c2\u00b5m' });
    const s = read(utf8).channels[0]!.surface;
    expect(s.dx).toBeCloseTo(0.5e-6, 18);
    expect(s.z[0]).toBeCloseTo(1e-6, 18);
  });

  it('recognises both signatures and nothing else', () => {
    const head = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
    expect(surFormat.magic(head('DIGITAL SURF\0\0'), 'a.sur')).toBe('yes');
    expect(surFormat.magic(head('DSCOMPRESSED'), 'a.sur')).toBe('yes');
    expect(surFormat.magic(head('DIGITAL'), 'a.sur')).toBe('no');
    expect(surFormat.magic(new Uint8Array(0), 'a.sur')).toBe('no');
  });
});

describe('SUR robustness', () => {
  const good = () => syntheticSur({ nx: 4, ny: 4, points: Array.from({ length: 16 }, (_, i) => i) });

  it('a truncated file is corrupt', () => {
    const bytes = good();
    expectSurfaceError(() => read(bytes.subarray(0, bytes.length - 1)), 'corrupt-file');
    expectSurfaceError(() => read(bytes.subarray(0, 300)), 'corrupt-file');
  });

  it('absurd dimensions fail before anything is allocated', () => {
    const bytes = good();
    const view = new DataView(bytes.buffer);
    view.setInt32(108, 60000, true);
    view.setInt32(112, 60000, true);
    expectSurfaceError(() => read(bytes), 'image-length-exceeded');
    view.setInt32(108, -4, true);
    expectSurfaceError(() => read(bytes), 'corrupt-file');
    view.setInt32(108, 4000, true);
    view.setInt32(112, 4000, true);
    view.setInt32(116, 16_000_000, true);
    expectSurfaceError(() => read(bytes), 'corrupt-file');
  });

  it('a compressed stream that claims a huge size or lies about its size is rejected', () => {
    const points = Array.from({ length: 100 }, (_, i) => i);
    const bytes = syntheticSur({ nx: 10, ny: 10, points, compressedStreams: 1 });
    const view = new DataView(bytes.buffer);
    const lying = bytes.slice();
    new DataView(lying.buffer).setUint32(516, 100, true); // raw length ≠ 400 bytes of points
    expectSurfaceError(() => read(lying), 'corrupt-file');
    const garbage = bytes.slice();
    garbage.fill(0x55, 524);
    expectSurfaceError(() => read(garbage), 'corrupt-file');
    view.setUint32(512, 0xffffffff, true); // directory count
    expectSurfaceError(() => read(bytes), 'corrupt-file');
  });

  it('unsupported point sizes and non-length lateral units are reported as such', () => {
    const bytes = good();
    new DataView(bytes.buffer).setUint16(98, 64, true);
    expectSurfaceError(() => read(bytes), 'unsupported-image-type');
    const odd = syntheticSur({ nx: 2, ny: 1, points: [1, 2], stepUnit: 'deg' });
    expectSurfaceError(() => read(odd), 'unsupported-image-type');
  });
});

describe('SUR writer', () => {
  const grid = { nx: 7, ny: 5, dx: 1.5e-6, dy: 2.5e-6 };
  const z = Float64Array.from({ length: 35 }, (_, i) => 1e-3 + Math.sin(i) * 3e-7);
  z[8] = NaN;

  it('round-trips heights within the quantisation step, sizes in float32 and NaN', () => {
    const file = makeSurfaceFile('test', [makeChannel('Height', 'height', grid, z)]);
    const bytes = surFormat.write!(file);
    const back = read(bytes).channels[0]!.surface;
    const step = new DataView(bytes.buffer).getFloat32(128, true);
    expect([back.nx, back.ny]).toEqual([7, 5]);
    expect(back.dx / grid.dx).toBeCloseTo(1, 6);
    expect(back.dy / grid.dy).toBeCloseTo(1, 6);
    expect(back.z[8]).toBeNaN();
    for (let i = 0; i < 35; i++) {
      if (i === 8) continue;
      expect(Math.abs((back.z[i] as number) - (z[i] as number))).toBeLessThanOrEqual(step / 2 + 1e-18);
    }
    expect(step).toBeLessThan(1e-15);
  });

  it('writes constant and all-invalid surfaces readably', () => {
    const flat = makeSurfaceFile('t', [makeChannel('H', 'height', grid, new Float64Array(35).fill(2e-6))]);
    const backFlat = read(surFormat.write!(flat)).channels[0]!.surface.z;
    expect(backFlat[3]).toBeCloseTo(2e-6, 12);
    const none = makeSurfaceFile('t', [makeChannel('H', 'height', grid, new Float64Array(35).fill(NaN))]);
    expect(countNaN(read(surFormat.write!(none)).channels[0]!.surface.z)).toBe(35);
  });

  it('Gwyddion 2.62 opens what we write, and reads its inversion field as we do', () => {
    // Values from `gwyddion --convert-to-gwy` of our export of test_uncompressed.sur, with the
    // inversion field (offset 290) set to 0…3.
    if (!haveRealFiles) return;
    const source = read(readRealFile('sur/surfalize__test_uncompressed.sur'));
    const written = surFormat.write!(source);
    const corners = (inversion: number): number[] => {
      const bytes = written.slice();
      new DataView(bytes.buffer).setUint16(290, inversion, true);
      const s = read(bytes).channels[0]!.surface;
      return [0, 511, 511 * 512, 511 * 512 + 511].map((i) => s.z[i] as number);
    };
    const gwyddion: Record<number, number[]> = {
      0: [-1.765959058241334e-7, -1.6684064692074969e-7, 1.7271952265295688e-7, 2.6996898389660025e-8],
      1: [1.4714699063135398e-7, 1.3739173172797026e-7, -2.021684378457363e-7, -5.644581358243945e-8],
      2: [1.3739173172797026e-7, 1.4714699063135398e-7, -5.644581358243945e-8, -2.021684378457363e-7],
      3: [-2.021684378457363e-7, -5.644581358243945e-8, 1.4714699063135398e-7, 1.3739173172797026e-7],
    };
    for (const inversion of [0, 1, 2, 3]) {
      corners(inversion).forEach((v, i) => expect(v).toBeCloseTo(gwyddion[inversion]![i]!, 15));
    }
  });

  it('refuses a channel that is not a height', () => {
    const other = makeSurfaceFile('t', [makeChannel('Phase', 'other', grid, z, 'deg')]);
    expectSurfaceError(() => surFormat.write!(other), 'invalid-request');
  });
});

describeReaderOnRealFiles(surFormat, ['sur']);

describeReaderOnDamagedCopies(surFormat, 'sur/surfacetopography__sur-2.sur');
