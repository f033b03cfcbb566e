// JPK HDF5 exports (.h5-jpk): frames reshaped to the scan grid and scaled, in metres per pixel of
// the scan — never the raw (pixels × frames) dataset at 1 m per pixel. The HDF5 layer is replaced
// by a plain object holding the groups' attributes and the datasets (the reader's JpkH5Source).
import { describe, expect, it } from 'vitest';
import { jpkH5File, jpkH5Format, looksLikeJpkH5, type JpkH5Source } from '../../src/io/formats/jpk-h5.ts';
import { HDF5_SIGNATURE } from '../../src/io/hdf5/open-hdf5.ts';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

/** A 3 × 2 scan of `frames` frames; raw value of pixel p in frame f = 10·f + p. */
function source(options: {
  frames: number;
  layout?: 'columns' | 'rows';
  channel?: Record<string, unknown>;
  pattern?: Record<string, unknown>;
}): JpkH5Source {
  const pixels = 6;
  const { frames } = options;
  const columns = (options.layout ?? 'columns') === 'columns';
  const shape: [number, number] = columns ? [pixels, frames] : [frames, pixels];
  const values = new Float64Array(pixels * frames);
  for (let f = 0; f < frames; f++)
    for (let p = 0; p < pixels; p++) values[columns ? p * frames + f : f * pixels + p] = 10 * f + p;
  const attributes: Record<string, Record<string, unknown>> = {
    '/Measurement_000': {
      'position-pattern.grid.ulength': 3e-6,
      'position-pattern.grid.vlength': 4e-6,
      'position-pattern.grid.ilength': 3,
      'position-pattern.grid.jlength': 2,
      'timing-settings.scanRate': 20,
      ...options.pattern,
    },
    '/Measurement_000/Channel_001': {
      'channel.name': 'height',
      retrace: 'false',
      'net-encoder.scaling.multiplier': 2e-9,
      'net-encoder.scaling.offset': 1e-9,
      ...options.channel,
    },
  };
  return {
    listDatasets: () => [{ path: '/Measurement_000/Channel_001/Height', shape, dtype: '<f4' }],
    attributes: (path) => attributes[path],
    read2d: () => ({ shape, values }),
  };
}

const nm = (z: ArrayLike<number>) => Array.from(z, (v) => Math.round(v * 1e12) / 1e3);

describe('JPK HDF5 (.h5-jpk)', () => {
  it('reshapes one frame to the scan grid, scales it and sizes the pixels from the pattern', () => {
    const file = jpkH5File(source({ frames: 1 }));
    expect(file.format).toBe('jpk-h5');
    const [channel] = file.channels;
    expect([channel!.name, channel!.kind, channel!.zUnit]).toEqual(['height', 'height', 'm']);
    const s = channel!.surface;
    expect([s.nx, s.ny]).toEqual([3, 2]);
    expect(s.dx).toBeCloseTo(1e-6, 18);
    expect(s.dy).toBeCloseTo(2e-6, 18);
    // Stored rows [0 1 2] [3 4 5] flipped; z = raw × 2 nm + 1 nm.
    expect(nm(s.z)).toEqual([7, 9, 11, 1, 3, 5]);
    expect(file.metadata['lineRate']).toBe('20 Hz');
    expect(file.warnings.map((w) => w.code)).toContain('metadata-incomplete'); // no unit attribute
  });

  it('a video gives one channel per frame, from columns or rows alike', () => {
    for (const layout of ['columns', 'rows'] as const) {
      const file = jpkH5File(source({ frames: 3, layout }));
      expect(file.channels.map((c) => c.name)).toEqual([
        'height, frame 1',
        'height, frame 2',
        'height, frame 3',
      ]);
      expect(nm(file.channels[2]!.surface.z)).toEqual([47, 49, 51, 41, 43, 45]);
    }
  });

  it('uses the unit the file names; a retrace and a non-height channel are labelled as such', () => {
    const file = jpkH5File(
      source({
        frames: 1,
        channel: { 'channel.name': 'vDeflection', retrace: 'true', 'net-encoder.scaling.unit.unit': 'V' },
      }),
    );
    expect([file.channels[0]!.name, file.channels[0]!.kind, file.channels[0]!.zUnit]).toEqual([
      'vDeflection (retrace)',
      'other',
      'V',
    ]);
    const nanometres = jpkH5File(source({ frames: 1, channel: { 'net-encoder.scaling.unit.unit': 'nm' } }));
    expect(nanometres.channels[0]!.surface.z[3]).toBeCloseTo(1e-18, 30); // 1 nm × 1e-9
  });

  it('a dataset that does not match the grid is corrupt-file naming both', () => {
    expectSurfaceError(
      () => jpkH5File(source({ frames: 1, pattern: { 'position-pattern.grid.ilength': 4 } })),
      'corrupt-file',
      /shape 6 × 1 does not hold frames of 4 × 2 pixels/,
    );
  });

  it('is recognised by the Measurement_NNN groups and the .h5-jpk extension', () => {
    expect(looksLikeJpkH5(['Measurement_000'])).toBe(true);
    expect(looksLikeJpkH5(['data'])).toBe(false);
    const signature = Uint8Array.from(HDF5_SIGNATURE);
    expect(jpkH5Format.magic(signature, 'video.h5-jpk')).toBe('yes');
    expect(jpkH5Format.magic(signature, 'data.h5')).toBe('no');
  });

  it('a damaged .h5-jpk is corrupt-file, not raw datasets', () => {
    const bytes = new Uint8Array(64);
    bytes.set(HDF5_SIGNATURE);
    expectSurfaceError(() => readSurfaceFile(bytes, 'video.h5-jpk'), 'corrupt-file');
  });
});
