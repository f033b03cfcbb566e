// No real GSF file is in the shared collection: the reader is tested on files built here as the
// Gwyddion user guide describes them, and the writer's output was cross-checked with Gwyddion
// 2.62 (`gwyddion --convert-to-gwy`: same sizes, offset, title, values, NaN point masked).
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { gsfFormat } from '../../src/io/formats/gsf.ts';
import { makeChannel, makeSurfaceFile } from '../../src/surface/build.ts';
import { SurfaceError } from '../../src/surface/surface-error.ts';
import type { SurfaceFile } from '../../src/surface/surface-file.ts';
import { describeRealFiles, readRealFile, realFiles } from '../real-files.ts';

const read = (bytes: Uint8Array): SurfaceFile => gsfFormat.read!(bytes, { fileName: 'test.gsf' });
const errorOf = (run: () => unknown): SurfaceError => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SurfaceError);
    return error as SurfaceError;
  }
  throw new Error('expected a SurfaceError');
};

/** A GSF file as the user guide describes it: header, NUL padding to a multiple of 4, float32. */
function gsf(headerLines: string[], values: number[]): Uint8Array {
  const header = strToU8(['Gwyddion Simple Field 1.0', ...headerLines, ''].join('\n'));
  const dataStart = (header.length + 4) & ~3;
  const out = new Uint8Array(dataStart + values.length * 4);
  out.set(header);
  const view = new DataView(out.buffer);
  values.forEach((v, i) => view.setFloat32(dataStart + i * 4, v, true));
  return out;
}

describe('gsf', () => {
  it('reads a minimal file: sizes, offsets, units, row-major data', () => {
    const bytes = gsf(
      [
        'XRes = 3',
        'YRes = 2',
        'XReal = 6e-6',
        'YReal = 4e-6',
        'XOffset = 1e-6',
        'XYUnits = m',
        'ZUnits = m',
        'Title = Height',
      ],
      [1, 2, 3, 4, 5, NaN],
    );
    expect(gsfFormat.magic(bytes.subarray(0, 4096), 'a.gsf')).toBe('yes');
    const file = read(bytes);
    const channel = file.channels[0]!;
    expect(channel.name).toBe('Height');
    expect(channel.kind).toBe('height');
    const s = channel.surface;
    expect([s.nx, s.ny, s.dx, s.dy, s.x0, s.y0]).toEqual([3, 2, 2e-6, 2e-6, 1e-6, 0]);
    expect(Array.from(s.z.subarray(0, 5))).toEqual([1, 2, 3, 4, 5]);
    expect(s.z[5]).toBeNaN();
    expect(file.warnings).toEqual([]);
  });

  it('honours prefixed length units and reads non-length ZUnits as an other channel', () => {
    const micro = read(
      gsf(['XRes = 1', 'YRes = 1', 'XReal = 5', 'YReal = 5', 'XYUnits = um', 'ZUnits = nm'], [2]),
    );
    expect(micro.channels[0]!.surface.dx).toBeCloseTo(5e-6, 18);
    expect(micro.channels[0]!.surface.z[0]).toBeCloseTo(2e-9, 20);
    const phase = read(gsf(['XRes = 1', 'YRes = 1', 'XYUnits = m', 'ZUnits = deg'], [12.5]));
    expect(phase.channels[0]!.kind).toBe('other');
    expect(phase.channels[0]!.zUnit).toBe('deg');
    expect(phase.channels[0]!.surface.z[0]).toBe(12.5);
    // Gwyddion 2.62 reads a GSF without XReal/YReal as a 1 × 1 field (checked with --convert-to-gwy).
    const bare = read(gsf(['XRes = 3', 'YRes = 2'], [1, 2, 3, 4, 5, 6]));
    expect(bare.warnings.map((w) => w.code)).toContain('metadata-incomplete');
    expect(bare.channels[0]!.surface.dx).toBeCloseTo(1 / 3, 15);
    expect(bare.channels[0]!.surface.dy).toBeCloseTo(1 / 2, 15);
  });

  it('round-trips sizes exactly and heights to float32 precision', () => {
    const z = new Float64Array([1.25e-6, -3e-7, NaN, 4.5e-9, 0, 7.123456789e-6]);
    const channel = makeChannel(
      'Höhe',
      'height',
      { nx: 3, ny: 2, dx: 0.5e-6, dy: 2e-6, x0: 1e-3, y0: -2e-6 },
      z,
    );
    const back = read(gsfFormat.write!(makeSurfaceFile('t', [channel]))).channels[0]!;
    const s = back.surface;
    expect(back.name).toBe('Höhe');
    expect([s.nx, s.ny, s.dx, s.dy, s.x0, s.y0]).toEqual([3, 2, 0.5e-6, 2e-6, 1e-3, -2e-6]);
    for (let i = 0; i < z.length; i++) {
      if (Number.isNaN(z[i]!)) expect(s.z[i]).toBeNaN();
      else expect(Math.abs(s.z[i]! - z[i]!)).toBeLessThanOrEqual(6e-8 * Math.abs(z[i]!));
    }
  });

  it('rejects truncated files with corrupt-file', () => {
    const bytes = gsf(['XRes = 3', 'YRes = 2', 'XReal = 1', 'YReal = 1'], [1, 2, 3, 4, 5, 6]);
    expect(errorOf(() => read(bytes.subarray(0, bytes.length - 1))).code).toBe('corrupt-file');
    expect(errorOf(() => read(bytes.subarray(0, 40))).code).toBe('corrupt-file');
    expect(errorOf(() => read(strToU8('Gwyddion Simple Field 1.0\nXRes = 2\n\0\0'))).code).toBe(
      'corrupt-file',
    );
  });

  it('rejects absurd dimensions and sizes before allocating', () => {
    expect(errorOf(() => read(gsf(['XRes = 65536', 'YRes = 65536'], [1]))).code).toBe(
      'image-length-exceeded',
    );
    expect(errorOf(() => read(gsf(['XRes = 1e12', 'YRes = 1'], [1]))).code).toBe('corrupt-file');
    expect(errorOf(() => read(gsf(['XRes = 10000', 'YRes = 10000'], [1]))).code).toBe('corrupt-file');
    expect(errorOf(() => read(gsf(['XRes = 1', 'YRes = 1', 'XReal = 0'], [1]))).code).toBe('corrupt-file');
    expect(errorOf(() => read(gsf(['XRes = 1', 'YRes = 1', 'XReal = abc'], [1]))).code).toBe('corrupt-file');
  });
});

describeRealFiles('gsf against the real files', () => {
  it('says no to every real file and rejects it with a SurfaceError', () => {
    for (const path of realFiles()) {
      const bytes = readRealFile(path);
      expect(gsfFormat.magic(bytes.subarray(0, 4096), path)).toBe('no');
      expect(() => read(bytes)).toThrow(SurfaceError);
    }
  }, 60_000);
});
