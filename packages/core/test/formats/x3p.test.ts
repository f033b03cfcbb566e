import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { x3pFormat } from '../../src/io/formats/x3p.ts';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
import { md5Hex } from '../../src/io/x3p/md5.ts';
import { makeChannel, makeSurfaceFile } from '../../src/surface/build.ts';
import { SurfaceError } from '../../src/surface/surface-error.ts';
import type { Surface } from '../../src/surface/surface.ts';
import type { SurfaceFile } from '../../src/surface/surface-file.ts';
import { describeRealFiles, readRealFile, realFiles } from '../real-files.ts';
import { rmsFromArea, rmsGradient } from '../reference-stats.ts';

const read = (bytes: Uint8Array, fileName = 'test.x3p'): SurfaceFile => {
  const reader = x3pFormat.read;
  if (reader === undefined) throw new Error('x3p has a reader');
  return reader(bytes, { fileName });
};
const readReal = (path: string): Surface => {
  const file = read(readRealFile(`x3p/${path}`), path);
  expect(file.channels).toHaveLength(1);
  const channel = file.channels[0]!;
  expect(channel.kind).toBe('height');
  expect(channel.zUnit).toBe('m');
  return channel.surface;
};
const errorOf = (run: () => unknown): SurfaceError => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SurfaceError);
    return error as SurfaceError;
  }
  throw new Error('expected a SurfaceError');
};
const countNaN = (z: Float64Array): number => z.reduce((n, v) => (Number.isNaN(v) ? n + 1 : n), 0);
const at = (s: Surface, row: number, col: number): number => s.z[row * s.nx + col]!;

describe('md5 (RFC 1321 §A.5 test suite)', () => {
  const vectors: [string, string][] = [
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
    [
      '12345678901234567890123456789012345678901234567890123456789012345678901234567890',
      '57edf4a22be3c955ac49da2e2107b67a',
    ],
  ];
  it.each(vectors)('md5(%j)', (input, digest) => {
    expect(md5Hex(strToU8(input))).toBe(digest);
  });
});

describeRealFiles('x3p real files', () => {
  it('reads openGPS sample1 (XML data) and sample1_bin (binary + valid.bin) identically', () => {
    for (const name of ['opengps__ISO5436-sample1.x3p', 'opengps__ISO5436-sample1_bin.x3p']) {
      const s = readReal(name);
      expect([s.nx, s.ny]).toEqual([4, 4]);
      expect(s.dx).toBeCloseTo(0.016016, 15);
      expect(s.nx * s.dx).toBeCloseTo(0.064064, 15); // Gwyddion xreal
      expect(s.ny * s.dy).toBeCloseTo(0.064064, 15);
      // The empty Datum / cleared mask bit is point 7: row 1, column 3.
      expect(countNaN(s.z)).toBe(1);
      expect(Number.isNaN(at(s, 1, 3))).toBe(true);
      expect(at(s, 0, 0)).toBe(0.486219120804151);
      expect(at(s, 0, 3)).toBe(-0.579793099037002);
      expect(at(s, 3, 0)).toBe(0.675397146760858);
      expect(at(s, 3, 3)).toBe(-0.215696638464903);
      expect(rmsFromArea(s)).toBeCloseTo(0.6105091545422601, 12); // Gwyddion 2.62 Sq
    }
  });

  it('reads openGPS sample4 (int16 Z = −0.5 + 0.001 × value) in XML and binary form', () => {
    for (const name of ['opengps__ISO5436-sample4.x3p', 'opengps__ISO5436-sample4_bin.x3p']) {
      const s = readReal(name);
      expect([s.nx, s.ny]).toEqual([4, 4]);
      expect(countNaN(s.z)).toBe(1);
      expect(at(s, 0, 0)).toBeCloseTo(0.486, 12);
      const valid = Array.from(s.z).filter(Number.isFinite);
      expect(Math.min(...valid)).toBeCloseTo(-0.808, 12); // Gwyddion zmin
      expect(Math.max(...valid)).toBeCloseTo(1.048, 12); // Gwyddion zmax
      expect(rmsFromArea(s)).toBeCloseTo(0.6105375773311037, 12);
    }
  });

  it('reads the openGPS point cloud (sample2, FeatureType PCL) as the grid its points form', () => {
    // 16 points x;y;z on a 4 × 4 grid of 1 µm; CX/CY Offsets 0.1 m and 2 m and CZ Offset 2 m are
    // added to the stored values (absolute float axes). Gwyddion 2.62 refuses this file.
    const file = read(readRealFile('x3p/opengps__ISO5436-sample2.x3p'));
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([4, 4]);
    expect(s.dx).toBeCloseTo(1e-6, 12);
    expect(s.dy).toBeCloseTo(1e-6, 12);
    expect(s.x0).toBeCloseTo(0.1, 12);
    expect(s.y0).toBeCloseTo(2, 12);
    expect(at(s, 0, 0)).toBeCloseTo(2.486219120804151, 12);
    expect(at(s, 3, 3)).toBeCloseTo(2 - 0.215696638464903, 12);
    expect(file.warnings.filter((w) => w.code === 'nonuniform-sampling-resampled')).toEqual([]);
  });

  it('reads openGPS sample3 (absolute integer Y on a regular grid) as a grid', () => {
    // Gwyddion 2.62 refuses it ("Only type I is supported for axis CY"). Its Y values 1…4 with
    // Increment 2 and Offset 1 are rows at 3, 5, 7, 9 m; CZ Offset 2 is added to the heights.
    const s = readReal('opengps__ISO5436-sample3.x3p');
    expect([s.nx, s.ny, s.dx, s.dy, s.x0, s.y0]).toEqual([4, 4, 0.016016, 2, 0.1, 3]);
    expect(countNaN(s.z)).toBe(1);
    expect(Number.isNaN(at(s, 1, 3))).toBe(true);
    expect(at(s, 0, 0)).toBeCloseTo(2 + 0.486219120804151, 14);
    expect(at(s, 3, 3)).toBeCloseTo(2 - 0.215696638464903, 14);
    expect(rmsFromArea(s)).toBeCloseTo(0.6105091545422601, 12); // sample1's Sq: same heights
  });

  it('reads x3p-2 written by MountainsMap 6.2 (SurfaceTopography test_x3p.py L58–69)', () => {
    const file = read(readRealFile('x3p/surfacetopography__x3p-2.x3p'));
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([650, 650]);
    expect(s.nx * s.dx).toBeCloseTo(8.29767313942749e-5, 10);
    expect((s.nx * s.dx) / 8.29767313942749e-5).toBeCloseTo(1, 6);
    expect((s.ny * s.dy) / 0.0002044783737930349).toBeCloseTo(1, 6);
    expect(countNaN(s.z)).toBe(0);
    expect(rmsFromArea(s) / 7.728033273597876e-8).toBeCloseTo(1, 6);
    expect(rmsGradient(s) / 0.062070073998443276).toBeCloseTo(1, 6);
    expect(file.metadata['instrument']).toBe('Mountains Map Technology Software (DIGITAL SURF, version 6.2)');
    expect(file.metadata['vendor']).toBe('DIGITAL SURF');
    expect(s.meta.instrument).toBe('Mountains Map Technology Software (DIGITAL SURF, version 6.2)');
    // Orientation: X fastest in data.bin, i.e. Gwyddion's z[row][col].
    expect(at(s, 0, 0)).toBe(6.579781341223288e-8);
    expect(at(s, 0, 649)).toBe(-4.133318658776711e-8);
    expect(at(s, 649, 0)).toBe(9.597611341223287e-8);
    expect(at(s, 649, 649)).toBe(-3.276918658776711e-8);
  });

  it('round-trips x3p-2 through the writer (test_x3p.py L186–197, rtol 1e-10)', () => {
    const original = read(readRealFile('x3p/surfacetopography__x3p-2.x3p'));
    const again = read(x3pFormat.write!(original));
    const a = original.channels[0]!.surface;
    const b = again.channels[0]!.surface;
    expect([b.nx, b.ny, b.dx, b.dy, b.x0, b.y0]).toEqual([a.nx, a.ny, a.dx, a.dy, a.x0, a.y0]);
    let worst = 0;
    for (let i = 0; i < a.z.length; i++) {
      worst = Math.max(worst, Math.abs(b.z[i]! - a.z[i]!) / Math.abs(a.z[i]!));
    }
    expect(worst).toBeLessThanOrEqual(1e-10);
    expect(again.metadata['instrument']).toBe(
      'Mountains Map Technology Software (DIGITAL SURF, version 6.2)',
    );
  }, 60_000);

  it('reads the Alicona InfiniteFocus samples, +Inf points invalid (Gwyddion 2.62 masks)', () => {
    const rubber = readReal('opengps__KautschukInfiniteFocus.x3p');
    expect([rubber.nx, rubber.ny]).toEqual([860, 634]);
    expect(rubber.dx).toBe(0.000002279984215);
    expect(rubber.dy).toBe(0.000002279794519);
    expect((rubber.nx * rubber.dx) / 0.0019607864248999997).toBeCloseTo(1, 12);
    expect((rubber.ny * rubber.dy) / 0.0014453897250459998).toBeCloseTo(1, 12);
    expect(countNaN(rubber.z)).toBe(5296);
    expect(rmsFromArea(rubber) / 3.3988718108632547e-6).toBeCloseTo(1, 7);
    expect(Number.isNaN(at(rubber, 0, 0))).toBe(true);
    expect(at(rubber, 1, 549)).toBe(Math.fround(2.439256377329002e-6));
    expect(at(rubber, 631, 858)).toBe(Math.fround(-4.701643320004223e-6));

    const ski = readReal('opengps__SkiInfiniteFocus.x3p');
    expect([ski.nx, ski.ny]).toEqual([1197, 940]);
    expect((ski.nx * ski.dx) / 0.004403628847422).toBeCloseTo(1, 12);
    expect((ski.ny * ski.dy) / 0.0034594541731799997).toBeCloseTo(1, 12);
    expect(countNaN(ski.z)).toBe(4272);
    expect(rmsFromArea(ski) / 1.815496570404691e-5).toBeCloseTo(1, 7);
    expect(at(ski, 1, 1)).toBe(Math.fround(-2.847524592652917e-5));
  });

  it('reads x3ptools sample-land: nested folder, no namespace, float64, NaN invalid', () => {
    const file = read(readRealFile('x3p/x3ptools__sample-land.x3p'));
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([918, 256]);
    expect(s.dx).toBe(2.58e-6);
    expect(s.dy).toBe(2.58e-6);
    expect(countNaN(s.z)).toBe(25292);
    expect(at(s, 0, 0)).toBe(-5.421108289738186e-5);
    expect(at(s, 0, 917)).toBe(-6.776929512852803e-5);
    expect(rmsFromArea(s) / 3.433427489069121e-5).toBeCloseTo(1, 10);
    expect(s.meta.instrument).toBe('Sneox1 (Sensofar, version not available)');
    expect(s.meta.imageProperties?.objective).toBe('Nikon - EPI 20X');
    expect(file.metadata['Instrument.Serial']).toBe('350262016');
  });

  // Gwyddion 2.62 multiplies float data by CZ Increment too (1e-06 here: 2e-13…8e-13 m when the
  // archive is unnested); x3ptools, which wrote it, does not. See x3p-point-data.ts for the choice.
  it('reads x3ptools csafe-logo (nested) without applying CZ Increment to float64 data', () => {
    const s = readReal('x3ptools__csafe-logo.x3p');
    expect([s.nx, s.ny]).toEqual([741, 419]);
    expect(s.dx).toBe(6.45000000000095e-7);
    expect(at(s, 0, 0)).toBeCloseTo(4e-7, 20);
    expect(rmsFromArea(s) / 6.575297731520955e-8).toBeCloseTo(1, 10);
  });

  it('reads x3ptools pyramid and testing (Gwyddion 2.62 values)', () => {
    const pyramid = readReal('x3ptools__pyramid.x3p');
    expect([pyramid.nx, pyramid.ny, pyramid.dx, pyramid.dy]).toEqual([5, 5, 1, 1]);
    expect(rmsFromArea(pyramid)).toBeCloseTo(2.262741699796952, 12);
    expect(Math.max(...pyramid.z)).toBe(10);
    const testing = readReal('x3ptools__testing.x3p');
    expect([testing.nx, testing.ny]).toEqual([30, 20]);
    expect(testing.nx * testing.dx).toBeCloseTo(0.8249999880790709, 12);
    expect(testing.ny * testing.dy).toBeCloseTo(0.549999992052714, 12);
    expect(rmsFromArea(testing)).toBeCloseTo(0.012197857478763815, 14);
    expect(at(testing, 0, 0)).toBe(0.008962339721620083);
    expect(at(testing, 0, 29)).toBe(0.0023151934146881104);
    expect(at(testing, 19, 0)).toBe(0.006836788263171911);
  });

  it('reads the bare openGPS main documents (xml/*.xml) with inline data', () => {
    const sample1 = read(readRealFile('xml/opengps__ISO5436-sample1.xml'), 'sample1.xml').channels[0]!
      .surface;
    expect(rmsFromArea(sample1)).toBeCloseTo(0.6105091545422601, 12);
    const sample4 = read(readRealFile('xml/opengps__ISO5436-sample4.xml'), 'sample4.xml').channels[0]!
      .surface;
    expect(rmsFromArea(sample4)).toBeCloseTo(0.6105375773311037, 12);
  });

  it('is the format the registry picks for every readable x3p and openGPS xml file', () => {
    const readable = realFiles('x3p').concat(realFiles('xml'));
    for (const path of readable) {
      expect(readSurfaceFile(readRealFile(path), path.split('/')[1]!).format, path).toBe('x3p');
    }
  }, 60_000);

  it('says yes to every x3p file and never throws anything but SurfaceError', () => {
    for (const path of realFiles('x3p')) {
      const bytes = readRealFile(path);
      expect(x3pFormat.magic(bytes.subarray(0, 4096), path)).not.toBe('no');
      try {
        read(bytes, path);
      } catch (error) {
        expect(error).toBeInstanceOf(SurfaceError);
      }
    }
  }, 60_000);

  it('refuses a large non-XML file quickly, without XML-parsing it', () => {
    const started = Date.now();
    const error = errorOf(() => read(readRealFile('txt/surfacetopography__matrix-2.txt'), 'matrix-2.txt'));
    expect(error.code).toBe('corrupt-file');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('rejects every other real file with a SurfaceError only', () => {
    for (const path of realFiles().filter((p) => !p.startsWith('x3p/') && !p.startsWith('xml/'))) {
      const bytes = readRealFile(path);
      if (bytes.length > 1_500_000) continue; // large files: magic alone (keeps the test fast)
      expect(() => x3pFormat.magic(bytes.subarray(0, 4096), path)).not.toThrow();
      try {
        read(bytes, path);
        throw new Error(`${path} read as x3p`);
      } catch (error) {
        expect(error, path).toBeInstanceOf(SurfaceError);
      }
    }
  }, 60_000);
});

/** A minimal x3p archive, as a writer other than ours would produce it. */
function syntheticX3p(options: {
  sizeX?: string;
  sizeY?: string;
  data?: Uint8Array;
  zType?: string;
  valid?: Uint8Array;
  prefix?: string;
  increment?: string;
}): Uint8Array {
  const prefix = options.prefix ?? '';
  const valid = options.valid === undefined ? '' : '<ValidPointsLink>bindata/valid.bin</ValidPointsLink>';
  const xml = `<?xml version="1.0"?>
<ISO5436_2><Record1><FeatureType>SUR</FeatureType><Axes>
<CX><AxisType>I</AxisType><DataType>D</DataType><Increment>${options.increment ?? '1e-6'}</Increment><Offset>0</Offset></CX>
<CY><AxisType>I</AxisType><DataType>D</DataType><Increment>2e-6</Increment><Offset>0</Offset></CY>
<CZ><AxisType>A</AxisType><DataType>${options.zType ?? 'L'}</DataType><Increment>1e-9</Increment><Offset>0</Offset></CZ>
</Axes></Record1><Record3><MatrixDimension><SizeX>${options.sizeX ?? '3'}</SizeX><SizeY>${options.sizeY ?? '2'}</SizeY><SizeZ>1</SizeZ></MatrixDimension>
<DataLink><PointDataLink>bindata/data.bin</PointDataLink>${valid}</DataLink></Record3></ISO5436_2>`;
  const data = options.data ?? new Uint8Array(new Int32Array([1, 2, 3, 4, 5, 6]).buffer);
  const files: Record<string, Uint8Array> = {
    [`${prefix}main.xml`]: strToU8(xml),
    [`${prefix}bindata/data.bin`]: data,
  };
  if (options.valid !== undefined) files[`${prefix}bindata/valid.bin`] = options.valid;
  return zipSync(files);
}

describe('x3p synthetic files', () => {
  it('reads int32 data scaled by CZ Increment, X fastest', () => {
    const s = read(syntheticX3p({})).channels[0]!.surface;
    expect([s.nx, s.ny, s.dx, s.dy]).toEqual([3, 2, 1e-6, 2e-6]);
    Array.from(s.z).forEach((v, i) => expect(v).toBeCloseTo((i + 1) * 1e-9, 20));
    expect(at(s, 1, 0)).toBeCloseTo(4e-9, 20);
  });

  it('applies the bit-packed valid mask, least significant bit first', () => {
    const s = read(syntheticX3p({ valid: new Uint8Array([0b111011]) })).channels[0]!.surface;
    expect(Number.isNaN(at(s, 0, 2))).toBe(true);
    expect(countNaN(s.z)).toBe(1);
  });

  it('finds entries nested in a folder', () => {
    const s = read(syntheticX3p({ prefix: 'scan/' })).channels[0]!.surface;
    expect(s.nx).toBe(3);
  });

  it('rejects truncated point data, masks and archives with corrupt-file', () => {
    expect(errorOf(() => read(syntheticX3p({ data: new Uint8Array(20) }))).code).toBe('corrupt-file');
    expect(errorOf(() => read(syntheticX3p({ valid: new Uint8Array(0) }))).code).toBe('corrupt-file');
    const whole = syntheticX3p({});
    for (const cut of [10, 100, whole.length - 30, whole.length - 1]) {
      expect(errorOf(() => read(whole.subarray(0, cut))).code).toBe('corrupt-file');
    }
  });

  it('rejects absurd dimensions before allocating', () => {
    const huge = errorOf(() => read(syntheticX3p({ sizeX: '65536', sizeY: '65536' })));
    expect(huge.code).toBe('image-length-exceeded');
    expect(errorOf(() => read(syntheticX3p({ sizeX: '1e12', sizeY: '1' }))).code).toBe('corrupt-file');
    expect(errorOf(() => read(syntheticX3p({ sizeX: '-3' }))).code).toBe('corrupt-file');
    // Plausible grid, but the data is far too short: refused before the Float64Array is made.
    expect(errorOf(() => read(syntheticX3p({ sizeX: '10000', sizeY: '10000' }))).code).toBe('corrupt-file');
  });

  it('rejects a zero or missing pixel size and a bad data type', () => {
    expect(errorOf(() => read(syntheticX3p({ increment: '0' }))).code).toBe('corrupt-file');
    expect(errorOf(() => read(syntheticX3p({ zType: 'Q' }))).code).toBe('corrupt-file');
  });

  it('stops a zip bomb: an entry inflating beyond its declared size', () => {
    const xml =
      '<ISO5436_2><Record1><Axes><CX><AxisType>I</AxisType><Increment>1</Increment></CX>' +
      '<CY><AxisType>I</AxisType><Increment>1</Increment></CY><CZ><AxisType>A</AxisType><DataType>D</DataType></CZ>' +
      '</Axes></Record1><Record3><MatrixDimension><SizeX>2</SizeX><SizeY>1</SizeY></MatrixDimension>' +
      '<DataLink><PointDataLink>bindata/data.bin</PointDataLink></DataLink></Record3></ISO5436_2>';
    const bomb = zipSync({ 'main.xml': strToU8(xml), 'bindata/data.bin': new Uint8Array(1 << 20) }).slice();
    const view = new DataView(bomb.buffer);
    // Declare 16 bytes for data.bin in its central directory header (uncompressed size at +24).
    let patched = false;
    for (let i = bomb.length - 22; i >= 0 && !patched; i--) {
      if (view.getUint32(i, true) === 0x02014b50 && bomb[i + 46] === 0x62 /* 'b'indata */) {
        view.setUint32(i + 24, 16, true);
        patched = true;
      }
    }
    expect(patched).toBe(true);
    const error = errorOf(() => read(bomb));
    expect(error.code).toBe('corrupt-file');
    expect(error.reason).toMatch(/more than its declared/);
  });

  it('reads binary records with an absolute X axis on a grid, resamples an irregular one', () => {
    const xml = (sizeX: number) =>
      strToU8(`<ISO5436_2><Record1><FeatureType>SUR</FeatureType><Axes>
<CX><AxisType>A</AxisType><DataType>L</DataType><Increment>1e-6</Increment><Offset>0</Offset></CX>
<CY><AxisType>I</AxisType><DataType>D</DataType><Increment>5e-6</Increment></CY>
<CZ><AxisType>A</AxisType><DataType>D</DataType></CZ></Axes></Record1>
<Record3><MatrixDimension><SizeX>${sizeX}</SizeX><SizeY>2</SizeY><SizeZ>1</SizeZ></MatrixDimension>
<DataLink><PointDataLink>bindata/data.bin</PointDataLink></DataLink></Record3></ISO5436_2>`);
    const records = (xs: number[]) => {
      const data = new Uint8Array(xs.length * 12);
      const view = new DataView(data.buffer);
      xs.forEach((x, i) => {
        view.setInt32(i * 12, x, true);
        view.setFloat64(i * 12 + 4, i * 1e-9, true);
      });
      return data;
    };
    const grid = zipSync({ 'main.xml': xml(3), 'bindata/data.bin': records([10, 12, 14, 10, 12, 14]) });
    const s = read(grid).channels[0]!.surface;
    expect([s.nx, s.ny, s.dy]).toEqual([3, 2, 5e-6]);
    expect(s.dx).toBeCloseTo(2e-6, 18);
    expect(s.x0).toBeCloseTo(10e-6, 18);
    expect(at(s, 1, 2)).toBeCloseTo(5e-9, 20);
    // Row 0 measured at 10, 12, 17 µm, row 1 at 10, 12, 14 µm: the column means 10, 12, 15.5 give
    // equal steps of 2.75 µm from 10 µm; row 0's heights 0, 1, 2 nm are interpolated at 12.75 µm
    // (1 + 0.75/5 = 1.15 nm), row 1's 3, 4, 5 nm at 12.75 µm (4.375 nm) and 15.5 µm (beyond 14: NaN).
    const irregularFile = read(
      zipSync({ 'main.xml': xml(3), 'bindata/data.bin': records([10, 12, 17, 10, 12, 14]) }),
    );
    const irregular = irregularFile.channels[0]!.surface;
    expect([irregular.nx, irregular.ny, irregular.dy]).toEqual([3, 2, 5e-6]);
    expect(irregular.dx).toBeCloseTo(2.75e-6, 18);
    expect(irregular.x0).toBeCloseTo(10e-6, 18);
    expect(at(irregular, 0, 0)).toBeCloseTo(0, 20);
    expect(at(irregular, 0, 1)).toBeCloseTo(1.15e-9, 20);
    expect(at(irregular, 0, 2)).toBeCloseTo(1.7e-9, 20); // 1 + 3.5/5 nm at 15.5 µm
    expect(at(irregular, 1, 1)).toBeCloseTo(4.375e-9, 20);
    expect(Number.isNaN(at(irregular, 1, 2))).toBe(true);
    expect(irregularFile.warnings.map((w) => w.code)).toContain('nonuniform-sampling-resampled');
    const short = zipSync({ 'main.xml': xml(3), 'bindata/data.bin': records([10, 12, 14]) });
    expect(errorOf(() => read(short)).code).toBe('corrupt-file');
  });

  it('writes NaN points with a valid mask and an md5 of main.xml, and reads them back', () => {
    const z = new Float64Array([1e-6, NaN, -2e-6, 3.5e-7, 0, NaN]);
    const channel = makeChannel('Height', 'height', { nx: 3, ny: 2, dx: 1e-6, dy: 3e-6, x0: 5e-6, y0: 0 }, z);
    const written = x3pFormat.write!(makeSurfaceFile('test', [channel]));
    const back = read(written).channels[0]!.surface;
    expect([back.nx, back.ny, back.dx, back.dy, back.x0]).toEqual([3, 2, 1e-6, 3e-6, 5e-6]);
    expect(Array.from(back.z)).toEqual(Array.from(z));
    expect(x3pFormat.magic(written.subarray(0, 4096), 'out.x3p')).toBe('yes');
  });

  it('refuses to export a channel that is not a height', () => {
    const phase = makeChannel('Phase', 'other', { nx: 1, ny: 1, dx: 1, dy: 1 }, new Float64Array([3]), 'deg');
    expect(errorOf(() => x3pFormat.write!(makeSurfaceFile('t', [phase]))).code).toBe('invalid-request');
  });

  it('writes a profile (ny = 1) as FeatureType PRF', () => {
    const channel = makeChannel(
      'P',
      'height',
      { nx: 4, ny: 1, dx: 1e-6, dy: 1e-6 },
      new Float64Array([1, 2, 3, 4]),
    );
    const back = read(x3pFormat.write!(makeSurfaceFile('test', [channel]))).channels[0]!.surface;
    expect([back.nx, back.ny]).toEqual([4, 1]);
    expect(Array.from(back.z)).toEqual([1, 2, 3, 4]);
  });
});
