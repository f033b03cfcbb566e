// No real DATX file is available (MANIFEST §5): the reader is verified on HDF5 files h5py wrote in
// the public layout (fixtures/make-datx.py; HDF5 1.8-compatible and latest-format object headers),
// and on the structure level — `datxFromParts` with the attributes as the decoder returns them.
import { describe, expect, it } from 'vitest';
import { datxFormat, datxFromParts, type DatxParts } from '../../src/io/formats/datx.ts';
import { openHdf5 } from '../../src/io/hdf5/open-hdf5.ts';
import { SurfaceError } from '../../src/surface/surface-error.ts';
import { readFileSync } from 'node:fs';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const NO_DATA = 1.7976931348623157e308;

function parts(
  overrides: Partial<Record<string, unknown>> = {},
  values: number[] = [1, 2, 3, NO_DATA, 5, 6],
): DatxParts {
  return {
    shape: [2, 3],
    values,
    attributes: {
      Unit: ['MicroMeters'],
      'No Data': [NO_DATA],
      'X Converter': [{ Category: 'LateralCat', BaseUnit: 'Pixels', Parameters: [0, 2e-6, 0, 0] }],
      'Y Converter': [{ Category: 'LateralCat', BaseUnit: 'Pixels', Parameters: [0, 3e-6, 0, 0] }],
      'Z Converter': [{ Category: 'HeightCat', BaseUnit: 'MicroMeters', Parameters: [0, 6.328e-7, 0.5, 1] }],
      ...overrides,
    },
  };
}

const fixture = (name: string): Uint8Array =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

describe('datx: HDF5 files with compound converter attributes (written by h5py)', () => {
  for (const name of ['zygo-synthetic-earliest.datx', 'zygo-synthetic-latest.datx']) {
    it(`${name}: 3 × 4 rows-first heights in metres, pixel sizes from the converters`, () => {
      const file = datxFormat.read!(fixture(name), { fileName: name });
      const s = file.channels[0]!.surface;
      expect([s.nx, s.ny, s.dx, s.dy]).toEqual([4, 3, 2.5e-6, 4e-6]);
      const expected = [1, 2, 3, 4, 5, NaN, 7, 8, 9, 10, 11, 12.5].map((v) => v * 1e-6);
      expect(Array.from(s.z, (v) => (Number.isNaN(v) ? 'NaN' : v.toPrecision(12)))).toEqual(
        expected.map((v) => (Number.isNaN(v) ? 'NaN' : v.toPrecision(12))),
      );
      expect(file.metadata.unit).toBe('MicroMeters');
    });
  }

  it('the decoded converter records keep the member names and the vlen parameters', () => {
    const attributes = openHdf5(fixture('zygo-synthetic-earliest.datx')).attributes('/Measurement/Surface');
    expect(attributes?.['Z Converter']).toEqual([
      { Category: 'HeightCat', BaseUnit: 'MicroMeters', Parameters: [0, 6.328e-7, 0.5, 1] },
    ]);
  });

  it('a damaged converter record is a SurfaceError, never a crash', () => {
    const bytes = fixture('zygo-synthetic-latest.datx');
    const text = new TextDecoder('latin1').decode(bytes);
    const at = text.indexOf('X Converter');
    expect(at).toBeGreaterThan(0);
    for (let k = 0; k < 160; k++) {
      const damaged = bytes.slice();
      damaged[at + 12 + k] = 0xff;
      try {
        datxFormat.read!(damaged, { fileName: 'a.datx' });
      } catch (error) {
        expect(error).toBeInstanceOf(SurfaceError);
      }
    }
    // The global heap holding the strings and parameters, cut off.
    expectSurfaceError(
      () => datxFormat.read!(bytes.subarray(0, bytes.length - 200), { fileName: 'a.datx' }),
      'corrupt-file',
    );
  });
});

describe('datx: /Measurement/Surface with converters (synthetic, no real file available)', () => {
  it('reads a row-major image in metres with the No Data value as NaN', () => {
    const file = datxFromParts(parts());
    expect(file.format).toBe('datx');
    const [channel] = file.channels;
    const s = channel!.surface;
    expect([s.nx, s.ny, s.dx, s.dy]).toEqual([3, 2, 2e-6, 3e-6]);
    expect(channel!.kind).toBe('height');
    expect(channel!.zUnit).toBe('m');
    expect(s.z[0]).toBeCloseTo(1e-6, 18);
    expect(s.z[2]).toBeCloseTo(3e-6, 18);
    expect(Number.isNaN(s.z[3])).toBe(true);
    expect(s.z[5]).toBeCloseTo(6e-6, 18);
    expect(s.meta.instrument).toBe('Zygo');
  });

  it('accepts scalar attributes and nanometres', () => {
    const file = datxFromParts(
      parts({ Unit: 'NanoMeters', 'Z Converter': { Category: 'HeightCat', BaseUnit: 'nm', Parameters: [] } }),
    );
    expect(file.channels[0]!.surface.z[1]).toBeCloseTo(2e-9, 20);
  });

  it('rejects undecodable converters (jsfive gives null for compound attributes)', () => {
    expectSurfaceError(() => datxFromParts(parts({ 'X Converter': null })), 'unsupported-image-type');
  });

  it('rejects phase units and conflicting height units', () => {
    expectSurfaceError(() => datxFromParts(parts({ Unit: ['Waves'] })), 'unsupported-image-type');
    expectSurfaceError(
      () =>
        datxFromParts(
          parts({ 'Z Converter': [{ Category: 'HeightCat', BaseUnit: 'NanoMeters', Parameters: [] }] }),
        ),
      'corrupt-file',
    );
  });

  it('rejects a zero pixel size, a data/shape mismatch and absurd dimensions', () => {
    expectSurfaceError(
      () =>
        datxFromParts(
          parts({ 'X Converter': [{ Category: 'LateralCat', BaseUnit: 'Pixels', Parameters: [0, 0] }] }),
        ),
      'corrupt-file',
    );
    expectSurfaceError(() => datxFromParts(parts({}, [1, 2, 3])), 'corrupt-file');
    expectSurfaceError(() => datxFromParts({ ...parts(), shape: [1e9, 1e9] }), 'corrupt-file');
  });

  it('magic: yes for HDF5 named .datx, maybe for other HDF5, no otherwise', () => {
    const signature = Uint8Array.of(0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a);
    expect(datxFormat.magic(signature, 'a.datx')).toBe('yes');
    expect(datxFormat.magic(signature, 'a.h5')).toBe('maybe');
    expect(datxFormat.magic(Uint8Array.of(1, 2, 3), 'a.datx')).toBe('no');
  });

  it('a truncated or non-HDF5 .datx is a corrupt-file SurfaceError', () => {
    expectSurfaceError(
      () => datxFormat.read!(Uint8Array.of(0x89, 0x48, 0x44), { fileName: 'a.datx' }),
      'corrupt-file',
    );
    const header = new Uint8Array(64);
    header.set([0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a]);
    expectSurfaceError(() => datxFormat.read!(header, { fileName: 'a.datx' }), 'corrupt-file');
  });
});

describeRealFiles('datx: a generic HDF5 file is not DATX', () => {
  it('multiple_data_sets.h5 → unsupported-image-type (no MetaData, no /Measurement/Surface)', () => {
    const bytes = readRealFile('h5/surfacetopography__multiple_data_sets.h5');
    expectSurfaceError(
      () => datxFormat.read!(bytes, { fileName: 'multiple_data_sets.h5' }),
      'unsupported-image-type',
    );
  });
});
