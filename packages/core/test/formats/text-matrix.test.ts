// Text matrices against MANIFEST §3 "Text / ASCII (SurfaceTopography)" (test/IO/test_asc.py,
// test_io.py, test_topography.py). SurfaceTopography's heights()[i, j] is our z[row = j, col = i].
import { gzipSync, strFromU8, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { textMatrixFormat } from '../../src/io/formats/text-matrix.ts';
import { makeChannel, makeSurfaceFile, type SurfaceFile } from '../../src/index.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { rmsFromArea, rmsFromProfiles, rmsGradient } from '../reference-stats.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array, fileName = 'x.txt'): SurfaceFile => {
  if (!textMatrixFormat.read) throw new Error('no reader');
  return textMatrixFormat.read(bytes, { fileName });
};
const readReal = (path: string): SurfaceFile => read(readRealFile(path), path);
const readText = (text: string): SurfaceFile => read(strToU8(text));
const first = (file: SurfaceFile) => {
  const channel = file.channels[0];
  if (!channel) throw new Error('no channel');
  return channel;
};

const T = 'txt/surfacetopography__';

describeRealFiles('text matrix — real files', () => {
  it('matrix-2.txt: 650 × 650, 0.2404103 mm, Sq 2.7722350402740072e-07 m (test_asc.py L57–64)', () => {
    const c = first(readReal(`${T}matrix-2.txt`));
    const s = c.surface;
    expect([s.nx, s.ny]).toEqual([650, 650]);
    expect(c.kind).toBe('height');
    expect(c.zUnit).toBe('m');
    expect(s.nx * s.dx).toBeCloseTo(0.0002404103, 12);
    expect(s.ny * s.dy).toBeCloseTo(0.0002404103, 12);
    expect(rmsFromArea(s)).toBeCloseTo(2.7722350402740072e-7, 13);
    expect(Math.abs(rmsFromArea(s) / 2.7722350402740072e-7 - 1)).toBeLessThan(1e-7);
    expect(Math.abs(rmsGradient(s) / 0.35152685030417763 - 1)).toBeLessThan(1e-7);
  });

  it('matrix-3.txt (Gwyddion export): 256², 10 µm, Sq 3.5222918750198742e-08 (L69–76)', () => {
    const file = readReal(`${T}matrix-3.txt`);
    const c = first(file);
    expect(c.name).toBe('ZSensor');
    expect([c.surface.nx, c.surface.ny]).toEqual([256, 256]);
    expect(c.surface.nx * c.surface.dx).toBeCloseTo(10e-6, 15);
    expect(c.surface.ny * c.surface.dy).toBeCloseTo(10e-6, 15);
    expect(Math.abs(rmsFromArea(c.surface) / 3.5222918750198742e-8 - 1)).toBeLessThan(1e-7);
    expect(Math.abs(rmsGradient(c.surface) / 0.19235602282848963 - 1)).toBeLessThan(1e-7);
    expect(file.warnings).toEqual([]);
  });

  for (const path of [`${T}matrix-4.txt`, 'txt.gz/surfacetopography__matrix-4.txt.gz']) {
    it(`${path}: 75 × 305, 27.74 × 112.8 µm, Sq and profile rms (L85–93)`, () => {
      const s = first(readReal(path)).surface;
      expect([s.nx, s.ny]).toEqual([75, 305]);
      expect(Math.abs((s.nx * s.dx) / 2.773965e-5 - 1)).toBeLessThan(1e-7);
      expect(Math.abs((s.ny * s.dy) / 0.00011280791 - 1)).toBeLessThan(1e-7);
      expect(Math.abs(rmsFromArea(s) / 1.1745891510991089e-7 - 1)).toBeLessThan(1e-7);
      // Quoted with 7 digits.
      expect(Math.abs(rmsFromProfiles(s) / 7.198047e-8 - 1)).toBeLessThan(1e-6);
      expect(Math.abs(rmsGradient(s) / 0.06776316911544318 - 1)).toBeLessThan(1e-7);
    });
  }

  it('matrix-5.txt: 10 × 10 without sizes, Sq 1 (in the file unit) and a metadata warning (L102–111)', () => {
    const file = readReal(`${T}matrix-5.txt`);
    const s = first(file).surface;
    expect([s.nx, s.ny]).toEqual([10, 10]);
    // No unit: values ≥ 1e-3 are taken as micrometres, 1 µm per point.
    expect(rmsFromArea(s)).toBeCloseTo(1e-6, 15);
    expect(s.dx).toBe(1e-6);
    expect(file.warnings.map((w) => w.code)).toEqual(['metadata-incomplete', 'metadata-incomplete']);
    // Row 0 is the file's first line (2s), row 9 its last (0s).
    expect(s.z[0]).toBeCloseTo(2e-6, 15);
    expect(s.z[99]).toBe(0);
  });

  it('matrix-6.txt: Gwyddion header, 4 × 3, 10 µm', () => {
    const c = first(readReal(`${T}matrix-6.txt`));
    expect(c.name).toBe('Main');
    expect([c.surface.nx, c.surface.ny]).toEqual([4, 3]);
    expect(c.surface.dx).toBeCloseTo(2.5e-6, 18);
    expect(c.surface.dy).toBeCloseTo(10e-6 / 3, 18);
    expect(Array.from(c.surface.z)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  for (const language of ['english', 'german']) {
    it(`gwyddion-export-${language}.txt: name, 12.34 µm × 5678.9 nm, transposed heights (test_io.py L724–764)`, () => {
      const file = readReal(`${T}gwyddion-export-${language}.txt`);
      expect(file.channels).toHaveLength(1);
      const c = first(file);
      expect(c.name).toBe('My Channel Name');
      expect(c.zUnit).toBe('m');
      expect([c.surface.nx, c.surface.ny]).toEqual([3, 4]);
      expect(c.surface.nx * c.surface.dx).toBeCloseTo(12.34e-6, 15);
      expect(c.surface.ny * c.surface.dy).toBeCloseTo(5678.9e-9, 15);
      // heights_in_file [[1, 1.5, 3], [-2, -3, -6], [0, 0, 0], [9, 9, 9]]; expected = its transpose
      // in SurfaceTopography's [x, y] order, i.e. exactly the file layout in ours.
      expect(Array.from(c.surface.z)).toEqual([1, 1.5, 3, -2, -3, -6, 0, 0, 0, 9, 9, 9]);
    });
  }

  it('txt_example.txt: 6 × 3, 1 × 0.5 µm (test_topography.py L619–628)', () => {
    const s = first(readReal(`${T}txt_example.txt`)).surface;
    expect([s.nx, s.ny]).toEqual([6, 3]);
    expect(s.nx * s.dx).toBeCloseTo(1e-6, 18);
    expect(s.ny * s.dy).toBeCloseTo(0.5e-6, 18);
    expect(s.z[0]).toBeCloseTo(1e-7, 20);
    expect(s.z[6]).toBeCloseTo(0.5e-7, 20);
    expect(s.z[7]).toBeCloseTo(0.5e-7, 20);
    expect(s.z[17]).toBe(0);
  });

  for (const name of ['single_column.txt', 'not-yet-working-1.txt']) {
    it(`${name}: a 9-point profile 1…9 (test_asc.py L149–156)`, () => {
      const file = readReal(`${T}${name}`);
      const s = first(file).surface;
      expect([s.nx, s.ny]).toEqual([9, 1]);
      expect(Array.from(s.z, (v) => Math.round(v * 1e6))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(file.warnings.some((w) => w.code === 'metadata-incomplete')).toBe(true);
    });
  }

  it('nonsense_txt_file.txt is refused as unsupported', () => {
    expectSurfaceError(() => readReal(`${T}nonsense_txt_file.txt`), 'unsupported-image-type');
  });

  it('leaves x,z profiles and x,y,z lists to their readers', () => {
    expectSurfaceError(() => readReal(`${T}xy-4.txt`), 'unsupported-image-type');
    expectSurfaceError(() => readReal(`${T}xyz-1.txt`), 'unsupported-image-type');
  });

  it('magic: yes for a Gwyddion header, maybe for other text, no for binary', () => {
    expect(textMatrixFormat.magic(readRealFile(`${T}matrix-3.txt`).subarray(0, 4096), 'a.txt')).toBe('yes');
    expect(textMatrixFormat.magic(readRealFile(`${T}matrix-5.txt`), 'a.txt')).toBe('maybe');
    expect(
      textMatrixFormat.magic(readRealFile('bmp/scifidatasets__ImageReader.bmp').subarray(0, 4096), 'a.bmp'),
    ).toBe('no');
  });
});

describe('text matrix — synthetic and hostile input', () => {
  it('reads a semicolon matrix with decimal commas, NaN and a German header', () => {
    const file = readText('# Kanal: Höhe\n# Breite: 2 mm\n# Höhe: 1 mm\n# Value units: nm\n1,5;NaN\n-2;3\n');
    const c = first(file);
    expect(c.name).toBe('Höhe');
    expect([c.surface.nx, c.surface.ny, c.surface.dx, c.surface.dy]).toEqual([2, 2, 1e-3, 5e-4]);
    expect(c.surface.z[0]).toBeCloseTo(1.5e-9, 20);
    expect(Number.isNaN(c.surface.z[1])).toBe(true);
    expect(c.surface.z[2]).toBeCloseTo(-2e-9, 20);
  });

  it('reads a channel with a non-length unit as kind other', () => {
    const c = first(
      readText('# Channel: Phase\n# Width: 1 um\n# Height: 1 um\n# Value units: deg\n1 2\n3 4\n'),
    );
    expect(c.kind).toBe('other');
    expect(c.zUnit).toBe('deg');
    expect(Array.from(c.surface.z)).toEqual([1, 2, 3, 4]);
  });

  it('reads gzip-compressed text', () => {
    const s = first(
      read(gzipSync(strToU8('h=2 w=3\npixel size=1 um\ndata unit=nm\n1 2 3\n4 5 6\n')), 'a.txt.gz'),
    ).surface;
    expect([s.nx, s.ny, s.dx]).toEqual([3, 2, 1e-6]);
    expect(s.z[5]).toBeCloseTo(6e-9, 20);
  });

  it('a ragged (truncated) row is corrupt-file', () => {
    expectSurfaceError(
      () => readText('# Channel: a\n# Width: 1 um\n# Height: 1 um\n1 2 3\n4 5 6\n7 8\n'),
      'corrupt-file',
    );
  });

  it('a truncated gzip stream is corrupt-file', () => {
    const gz = gzipSync(strToU8('1 2 3\n'.repeat(1000)));
    expectSurfaceError(() => read(gz.subarray(0, gz.length - 30), 'a.txt.gz'), 'corrupt-file');
  });

  it('a header whose h/w disagree with the data is corrupt-file, absurd sizes are refused before allocating', () => {
    expectSurfaceError(() => readText('h=100000 w=100000\npixel size=1 m\n1 2\n3 4\n'), 'corrupt-file');
    expectSurfaceError(() => readText('# Width: -5 um\n# Height: 1 um\n1 2\n3 4\n'), 'corrupt-file');
  });

  it('a gzip bomb stops at the decompression cap', () => {
    const bomb = gzipSync(new Uint8Array(4 * 1024 * 1024).fill(0x31), { level: 9 });
    expect(bomb.length * 1000).toBeLessThan(4 * 1024 * 1024);
    expectSurfaceError(() => read(bomb, 'a.txt.gz'), 'image-length-exceeded');
  });

  it('binary content is refused', () => {
    expectSurfaceError(() => read(new Uint8Array([1, 0, 2, 0, 3])), 'unsupported-image-type');
  });
});

describe('text matrix — writer', () => {
  const z = Float64Array.from([1.5e-9, NaN, -3.25e-7, 0.1 + 0.2, 4e-6, 1 / 3]);
  const file = makeSurfaceFile('test', [
    makeChannel('Topo', 'height', { nx: 3, ny: 2, dx: 2e-6, dy: 0.5e-6 }, z),
  ]);
  const write = (variant?: string): Uint8Array => {
    if (!textMatrixFormat.write) throw new Error('no writer');
    return textMatrixFormat.write(file, variant === undefined ? {} : { variant });
  };

  for (const variant of ['txt', 'csv']) {
    it(`${variant}: round-trips exactly through the reader (metres, NaN, sizes, name)`, () => {
      const bytes = write(variant);
      const text = strFromU8(bytes);
      expect(text).toContain('NaN');
      expect(text).not.toMatch(/\d,\d{3}/);
      const back = first(read(bytes, `a.${variant}`));
      expect(back.name).toBe('Topo');
      expect([back.surface.nx, back.surface.ny]).toEqual([3, 2]);
      expect(back.surface.dx).toBeCloseTo(2e-6, 20);
      expect(back.surface.dy).toBeCloseTo(0.5e-6, 20);
      z.forEach((v, i) =>
        Number.isNaN(v)
          ? expect(Number.isNaN(back.surface.z[i])).toBe(true)
          : expect(back.surface.z[i]).toBe(v),
      );
    });
  }
});

describe('text matrix — point data is not a matrix', () => {
  it('three long headerless columns that are neither a profile nor a grid are refused', () => {
    const rows = Array.from({ length: 40 }, (_, i) => `${(i * 7) % 40};${i % 3};1`).join('\n');
    expectSurfaceError(() => readText(rows), 'unsupported-image-type');
  });
});

describe('text matrix — localised decimal commas', () => {
  it('reads a German-locale Gwyddion export: tab separated, decimal commas in values and sizes', () => {
    const c = first(
      readText(
        '# Kanal: Z\n# Breite: 5,000 µm\n# Höhe: 2,5 µm\n# Value units: m\n1,5e-9\t-2,25e-9\n3e-9\tNaN\n',
      ),
    );
    expect([c.surface.nx, c.surface.ny]).toEqual([2, 2]);
    expect(c.surface.dx).toBeCloseTo(2.5e-6, 18);
    expect(c.surface.dy).toBeCloseTo(1.25e-6, 18);
    expect(c.surface.z[0]).toBeCloseTo(1.5e-9, 22);
    expect(c.surface.z[1]).toBeCloseTo(-2.25e-9, 22);
    expect(Number.isNaN(c.surface.z[3])).toBe(true);
  });

  it('still reads comma-separated values with spaces after the commas', () => {
    const c = first(readText('# Width: 2 um\n# Height: 2 um\n1.5, 2\n3, 4\n'));
    // No value unit and values ≥ 1e-3: micrometres (with a warning).
    [1.5, 2, 3, 4].forEach((v, i) => expect(c.surface.z[i]).toBeCloseTo(v * 1e-6, 18));
  });
});

describe('CSV matrix export (write-only format)', () => {
  it('writes commas and reads back through the text matrix reader', async () => {
    const { csvMatrixExportFormat } = await import('../../src/io/formats/csv-matrix-export.ts');
    const file = makeSurfaceFile('t', [
      makeChannel(
        'H',
        'height',
        { nx: 2, ny: 2, dx: 1e-6, dy: 1e-6 },
        Float64Array.from([1e-9, NaN, 2e-9, 3e-9]),
      ),
    ]);
    const bytes = csvMatrixExportFormat.write?.(file) ?? new Uint8Array();
    expect(strFromU8(bytes).split('\n')[4]).toBe('1e-9,NaN');
    expect(csvMatrixExportFormat.magic(bytes, 'a.csv')).toBe('no');
    expect(Array.from(first(read(bytes, 'a.csv')).surface.z.subarray(2))).toEqual([2e-9, 3e-9]);
  });
});
