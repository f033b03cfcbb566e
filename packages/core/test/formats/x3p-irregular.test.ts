// x3p point clouds (FeatureType PCL), profiles (PRF) and coordinate lists with absolute X/Y axes:
// made here, read back onto regular grids by the rules of io/x3p/x3p-irregular-grid.ts. A tilted
// plane z = a·x + b·y is reproduced exactly by linear interpolation, so every resampled height
// has a closed-form expectation.
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { x3pFormat } from '../../src/io/formats/x3p.ts';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
import type { SurfaceFile } from '../../src/surface/surface-file.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const A = 2e-3; // plane slope along x
const B = -5e-3; // plane slope along y
const plane = (x: number, y: number) => A * x + B * y;

interface Axes {
  readonly x: 'A' | 'I';
  readonly y: 'A' | 'I';
  readonly xIncrement?: number;
  readonly yIncrement?: number;
}

function mainXml(feature: string, axes: Axes, record3: string): string {
  const axis = (name: string, type: 'A' | 'I', increment: number | undefined) =>
    `<${name}><AxisType>${type}</AxisType><DataType>D</DataType>` +
    (increment === undefined ? '' : `<Increment>${increment}</Increment>`) +
    `<Offset>0</Offset></${name}>`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<p:ISO5436_2 xmlns:p="http://www.opengps.eu/2008/ISO5436_2"><Record1><Revision>ISO5436 - 2000</Revision>' +
    `<FeatureType>${feature}</FeatureType><Axes>${axis('CX', axes.x, axes.xIncrement)}` +
    `${axis('CY', axes.y, axes.yIncrement)}<CZ><AxisType>A</AxisType><DataType>D</DataType></CZ></Axes></Record1>` +
    `<Record2><Instrument><Manufacturer>Asperity test</Manufacturer></Instrument></Record2><Record3>${record3}</Record3></p:ISO5436_2>`
  );
}

function dataList(points: readonly (readonly number[])[]): string {
  return `<DataList>${points.map((p) => `<Datum>${p.join(';')}</Datum>`).join('')}</DataList>`;
}

const read = (xml: string, entries: Record<string, Uint8Array> = {}): SurfaceFile =>
  x3pFormat.read!(zipSync({ 'main.xml': strToU8(xml), ...entries }), { fileName: 'cloud.x3p' });

/** A 5 × 4 grid of 1 µm pitch whose positions wander by up to ±0.2 µm, in raster order. */
function jitteredGrid(order: 'x-fastest' | 'y-fastest'): number[][] {
  const points: number[][] = [];
  const jitter = (i: number, j: number, k: number) => 0.2e-6 * Math.sin(1.7 * i + 2.3 * j + k);
  const outer = order === 'x-fastest' ? 4 : 5;
  const inner = order === 'x-fastest' ? 5 : 4;
  for (let o = 0; o < outer; o++) {
    for (let n = 0; n < inner; n++) {
      const [i, j] = order === 'x-fastest' ? [n, o] : [o, n];
      const x = 10e-6 + i * 1e-6 + jitter(i, j, 0);
      const y = 20e-6 + j * 1e-6 + jitter(i, j, 1);
      points.push([x, y, plane(x, y)]);
    }
  }
  return points;
}

function expectPlaneWhereValid(file: SurfaceFile, minimumValid: number): void {
  const s = file.channels[0]!.surface;
  let valid = 0;
  for (let r = 0; r < s.ny; r++) {
    for (let c = 0; c < s.nx; c++) {
      const z = s.z[r * s.nx + c]!;
      if (Number.isNaN(z)) continue;
      valid++;
      expect(z).toBeCloseTo(plane(s.x0 + c * s.dx, s.y0 + r * s.dy), 15);
    }
  }
  expect(valid).toBeGreaterThanOrEqual(minimumValid);
}

describe('x3p point clouds (PCL) and coordinate lists', () => {
  it('a PCL scattered grid in raster order (x fastest) is resampled: a plane stays exact', () => {
    const points = jitteredGrid('x-fastest');
    const file = read(
      mainXml(
        'PCL',
        { x: 'A', y: 'A' },
        `<ListDimension>${points.length}</ListDimension>${dataList(points)}`,
      ),
    );
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([5, 4]);
    // Equal steps through the mean positions of the first and last column / row.
    const meanX = (i: number) => points.filter((_, k) => k % 5 === i).reduce((t, p) => t + p[0]!, 0) / 4;
    expect(s.x0).toBeCloseTo(meanX(0), 15);
    expect(s.dx).toBeCloseTo((meanX(4) - meanX(0)) / 4, 15);
    // No extrapolation: the edges may lose points, the interior must be there.
    expectPlaneWhereValid(file, 6);
    const warning = file.warnings.find((w) => w.code === 'nonuniform-sampling-resampled');
    expect(warning?.message).toMatch(/each row interpolated linearly along its X onto 5 equal steps/);
    expect(warning?.message).toMatch(/then each column along its Y onto 4 equal steps/);
    expect(file.metadata['x3p.resampling']).toMatch(/^each row interpolated/);
  });

  it('a PCL scanned column by column (y fastest) is resampled the same way', () => {
    const points = jitteredGrid('y-fastest');
    const file = read(
      mainXml(
        'PCL',
        { x: 'A', y: 'A' },
        `<ListDimension>${points.length}</ListDimension>${dataList(points)}`,
      ),
    );
    expect([file.channels[0]!.surface.nx, file.channels[0]!.surface.ny]).toEqual([5, 4]);
    expectPlaneWhereValid(file, 6);
  });

  it('a PCL on an exact grid in any order is placed unchanged, without a warning', () => {
    const points: number[][] = [];
    for (const j of [2, 0, 1]) for (const i of [1, 3, 0, 2]) points.push([i * 2e-6, j * 3e-6, i * 10 + j]);
    const file = read(
      mainXml('PCL', { x: 'A', y: 'A' }, `<ListDimension>12</ListDimension>${dataList(points)}`),
    );
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny, s.dx, s.dy, s.x0, s.y0]).toEqual([4, 3, 2e-6, 3e-6, 0, 0]);
    expect(Array.from(s.z)).toEqual([0, 10, 20, 30, 1, 11, 21, 31, 2, 12, 22, 32]);
    expect(file.warnings.map((w) => w.code)).not.toContain('nonuniform-sampling-resampled');
  });

  it('binary PCL records (x, y, z float64) read like the DataList', () => {
    const points = jitteredGrid('x-fastest');
    const data = new Uint8Array(points.length * 24);
    const view = new DataView(data.buffer);
    points.forEach((p, i) => p.forEach((v, k) => view.setFloat64(i * 24 + k * 8, v, true)));
    const xml = mainXml(
      'PCL',
      { x: 'A', y: 'A' },
      `<ListDimension>${points.length}</ListDimension><DataLink><PointDataLink>bindata/data.bin</PointDataLink></DataLink>`,
    );
    const file = read(xml, { 'bindata/data.bin': data });
    expect([file.channels[0]!.surface.nx, file.channels[0]!.surface.ny]).toEqual([5, 4]);
    expectPlaneWhereValid(file, 6);
  });

  it('unordered scattered points are refused with the reason, not resampled', () => {
    const points = [0.3, 1.9, 0.7, 2.6, 1.2, 0.1, 2.2, 1.5].map((t, k) => [
      t * 1e-6,
      ((k * 5) % 8) * 0.37e-6,
      k,
    ]);
    const error = expectSurfaceError(
      () => read(mainXml('PCL', { x: 'A', y: 'A' }, `<ListDimension>8</ListDimension>${dataList(points)}`)),
      'unsupported-image-type',
    );
    expect(error.reason).toMatch(/point cloud of 8 points is scattered/);
  });

  it('is what readSurfaceFile returns for a .x3p point cloud (not "the file type is not supported")', () => {
    const points = jitteredGrid('x-fastest');
    const xml = mainXml(
      'PCL',
      { x: 'A', y: 'A' },
      `<ListDimension>${points.length}</ListDimension>${dataList(points)}`,
    );
    const file = readSurfaceFile(zipSync({ 'main.xml': strToU8(xml) }), 'cloud.x3p');
    expect(file.format).toBe('x3p');
  });
});

describe('x3p profiles (PRF) with an absolute X axis', () => {
  it('unequal X positions are resampled onto equal steps over the same range', () => {
    // x = 0, 1, 3, 4, 6 µm with z = 2·x (in nm per µm): 5 points over 6 µm → steps of 1.5 µm.
    const xs = [0, 1, 3, 4, 6];
    const points = xs.map((x) => [x * 1e-6, x * 2e-9]);
    const file = read(
      mainXml(
        'PRF',
        { x: 'A', y: 'I', yIncrement: 1e-6 },
        `<ListDimension>5</ListDimension>${dataList(points)}`,
      ),
    );
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([5, 1]);
    expect(s.dx).toBeCloseTo(1.5e-6, 18);
    expect(s.dy).toBeCloseTo(1.5e-6, 18);
    [0, 3, 6, 9, 12].forEach((nm, i) => expect(s.z[i]).toBeCloseTo(nm * 1e-9, 20));
    expect(file.warnings.map((w) => w.code)).toContain('nonuniform-sampling-resampled');
  });

  it('equal X positions stay as they are', () => {
    const points = [0, 1, 2, 3].map((i) => [5e-6 + i * 0.5e-6, i * 1e-9]);
    const file = read(
      mainXml('PRF', { x: 'A', y: 'I' }, `<ListDimension>4</ListDimension>${dataList(points)}`),
    );
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny, s.x0]).toEqual([4, 1, 5e-6]);
    expect(s.dx).toBeCloseTo(0.5e-6, 18);
    expect(Array.from(s.z)).toEqual([0, 1, 2, 3].map((i) => i * 1e-9));
    expect(file.warnings.map((w) => w.code)).not.toContain('nonuniform-sampling-resampled');
  });

  it('a PRF matrix with incremental X (one row) reads as a profile', () => {
    const xml = mainXml(
      'PRF',
      { x: 'I', y: 'I', xIncrement: 2e-6 },
      `<MatrixDimension><SizeX>3</SizeX><SizeY>1</SizeY><SizeZ>1</SizeZ></MatrixDimension>${dataList([[1e-9], [2e-9], [4e-9]])}`,
    );
    const s = read(xml).channels[0]!.surface;
    expect([s.nx, s.ny, s.dx, s.dy]).toEqual([3, 1, 2e-6, 2e-6]);
    expect(Array.from(s.z)).toEqual([1e-9, 2e-9, 4e-9]);
  });

  it('X positions that go back and forth are refused with the reason', () => {
    const points = [0, 2, 1, 3].map((x) => [x * 1e-6, 0]);
    expectSurfaceError(
      () =>
        read(
          mainXml(
            'PRF',
            { x: 'A', y: 'I', yIncrement: 1e-6 },
            `<ListDimension>4</ListDimension>${dataList(points)}`,
          ),
        ),
      'unsupported-image-type',
      /not strictly monotonic/,
    );
  });
});

describe('x3p matrices with absolute X and Y coordinates', () => {
  it('a matrix whose stored positions wander is resampled: a plane stays exact', () => {
    const points = jitteredGrid('x-fastest');
    const xml = mainXml(
      'SUR',
      { x: 'A', y: 'A' },
      `<MatrixDimension><SizeX>5</SizeX><SizeY>4</SizeY><SizeZ>1</SizeZ></MatrixDimension>${dataList(points)}`,
    );
    const file = read(xml);
    expect([file.channels[0]!.surface.nx, file.channels[0]!.surface.ny]).toEqual([5, 4]);
    expectPlaneWhereValid(file, 6);
    expect(file.warnings.map((w) => w.code)).toContain('nonuniform-sampling-resampled');
  });

  it('an invalid (empty) point makes its neighbourhood invalid instead of being bridged', () => {
    const points: (readonly number[])[] = [];
    for (let j = 0; j < 3; j++)
      for (let i = 0; i < 4; i++) points.push([i * 1e-6 + (j === 1 ? 0.1e-6 : 0), j * 1e-6, 7]);
    const xml = mainXml(
      'SUR',
      { x: 'A', y: 'A' },
      `<MatrixDimension><SizeX>4</SizeX><SizeY>3</SizeY><SizeZ>1</SizeZ></MatrixDimension>` +
        dataList(points).replace('<Datum>0.0000021;0.000001;7</Datum>', '<Datum></Datum>'),
    );
    expect(xml).toContain('<Datum></Datum>');
    // Row 1 is measured at 0.1, 1.1, (2.1 invalid), 3.1 µm; the targets are the column means
    // 0.033 + k µm. Row 1 keeps only 1.033 (between 0.1 and 1.1); 2.033 and 3.033 lie across the
    // invalid point, 0.033 before the row's first point. The last column lies past rows 0 and 2.
    const s = read(xml).channels[0]!.surface;
    expect(Array.from(s.z)).toEqual([7, 7, 7, NaN, NaN, 7, NaN, NaN, 7, 7, 7, NaN]);
  });
});
