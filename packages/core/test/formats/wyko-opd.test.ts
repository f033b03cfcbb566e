import { describe, expect, it } from 'vitest';
import { isSurfaceError, type Channel, type SurfaceFile } from '../../src/index.ts';
import { wykoOpdFormat } from '../../src/io/formats/wyko-opd.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { rmsFromArea } from '../reference-stats.ts';

const read = (bytes: Uint8Array): SurfaceFile => wykoOpdFormat.read!(bytes, { fileName: 'x.opd' });
const nanCount = (c: Channel) => c.surface.z.reduce((n, v) => (Number.isNaN(v) ? n + 1 : n), 0);
const corner = (c: Channel, row: number, col: number) => c.surface.z[row * c.surface.nx + col];

function expectCode(bytes: Uint8Array, code: string): void {
  try {
    read(bytes);
  } catch (error) {
    expect(isSurfaceError(error)).toBe(true);
    if (isSurfaceError(error)) expect(error.code).toBe(code);
    return;
  }
  throw new Error('expected a SurfaceError');
}

interface TestBlock {
  name: string;
  type: number;
  data: Uint8Array;
}

/** An OPD file from blocks (the directory entry is added in front). */
function buildOpd(blocks: TestBlock[]): Uint8Array {
  const directorySize = 24 * (blocks.length + 1);
  const total = 2 + directorySize + blocks.reduce((n, b) => n + b.data.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  out[0] = 1;
  const entry = (at: number, name: string, type: number, size: number, flags: number) => {
    for (let i = 0; i < name.length; i++) out[at + i] = name.charCodeAt(i);
    view.setUint16(at + 16, type, true);
    view.setUint32(at + 18, size, true);
    view.setUint16(at + 22, flags, true);
  };
  entry(2, 'Directory', 1, directorySize, 0xffff);
  let offset = 2 + directorySize;
  blocks.forEach((b, i) => {
    entry(2 + 24 * (i + 1), b.name, b.type, b.data.length, 8);
    out.set(b.data, offset);
    offset += b.data.length;
  });
  return out;
}

const f32 = (v: number) => new Uint8Array(new Float32Array([v]).buffer);
const i16 = (v: number) => new Uint8Array(new Int16Array([v]).buffer);
function int16Array(nx: number, ny: number, columnsBottomUp: number[]): Uint8Array {
  const out = new Uint8Array(6 + 2 * nx * ny);
  const view = new DataView(out.buffer);
  view.setUint16(0, nx, true);
  view.setUint16(2, ny, true);
  view.setUint16(4, 2, true);
  columnsBottomUp.forEach((v, i) => view.setInt16(6 + 2 * i, v, true));
  return out;
}

function syntheticOpd(): Uint8Array {
  // 3 columns × 2 rows; each column is stored bottom row first.
  return buildOpd([
    { name: 'Mult', type: 6, data: i16(4) },
    { name: 'RAW_DATA', type: 3, data: int16Array(3, 2, [10, 20, 30, 40, 32767, 60]) },
    { name: 'Wavelength', type: 7, data: f32(800) },
    { name: 'Aspect', type: 7, data: f32(2) },
    { name: 'Pixel_size', type: 7, data: f32(0.5) },
  ]);
}

describe('Wyko OPD reader', () => {
  it('reads a synthetic int16 file: scaling, orientation, invalid points, aspect', () => {
    const file = read(syntheticOpd());
    expect(file.channels).toHaveLength(1);
    const [height] = file.channels as [Channel];
    expect(height.kind).toBe('height');
    expect(height.zUnit).toBe('m');
    const s = height.surface;
    expect([s.nx, s.ny]).toEqual([3, 2]);
    expect(s.dx).toBeCloseTo(0.5e-3, 15);
    expect(s.dy).toBeCloseTo(1e-3, 15);
    const unit = 800e-9 / 4;
    // Column 0 is stored as [bottom=10, top=20].
    const expected = [20, 40, 60, 10, 30, NaN].map((v) => v * unit);
    expected.forEach((v, i) =>
      Number.isNaN(v) ? expect(s.z[i]).toBeNaN() : expect(s.z[i]).toBeCloseTo(v, 20),
    );
    expect(file.metadata['Mult']).toBe('4');
  });

  it('float arrays mark ≥ 1e38 invalid; byte arrays named Image become a grey picture', () => {
    const floats = new Uint8Array(6 + 4 * 2);
    const fv = new DataView(floats.buffer);
    fv.setUint16(0, 1, true);
    fv.setUint16(2, 2, true);
    fv.setUint16(4, 4, true);
    fv.setFloat32(6, 1e38, true);
    fv.setFloat32(10, 0.25, true);
    const bytes = new Uint8Array([1, 0, 2, 0, 1, 0, 10, 20]);
    const file = read(
      buildOpd([
        { name: 'OPD', type: 3, data: floats },
        { name: 'Image', type: 3, data: bytes },
        { name: 'Wavelength', type: 7, data: f32(600) },
        { name: 'Pixel_size', type: 7, data: f32(0.001) },
      ]),
    );
    const [height, image] = file.channels as [Channel, Channel];
    // One column stored bottom first: [1e38 (bottom), 0.25 (top)].
    expect(height.surface.z[0]).toBeCloseTo(0.25 * 600e-9, 20);
    expect(height.surface.z[1]).toBeNaN();
    expect(image.kind).toBe('image');
    expect(Array.from(image.image?.rgba ?? []).filter((_, i) => i % 4 === 0)).toEqual([20, 10]);
  });

  it('magic recognises the directory and nothing else', () => {
    expect(wykoOpdFormat.magic(syntheticOpd().subarray(0, 64), 'a.opd')).toBe('yes');
    expect(wykoOpdFormat.magic(new Uint8Array([1, 0, 68]), 'a.opd')).toBe('no');
    expect(wykoOpdFormat.magic(new TextEncoder().encode('hello world, not opd'), 'a.opd')).toBe('no');
  });

  it('a truncated file is corrupt', () => {
    const bytes = syntheticOpd();
    expectCode(bytes.subarray(0, bytes.length - 5), 'corrupt-file');
    expectCode(bytes.subarray(0, 40), 'corrupt-file');
    expectCode(bytes.subarray(0, 12), 'corrupt-file');
  });

  it('absurd array dimensions are rejected before allocation', () => {
    const huge = new Uint8Array(6);
    new DataView(huge.buffer).setUint16(0, 65535, true);
    new DataView(huge.buffer).setUint16(2, 65535, true);
    new DataView(huge.buffer).setUint16(4, 4, true);
    const bytes = buildOpd([
      { name: 'RAW_DATA', type: 3, data: huge },
      { name: 'Wavelength', type: 7, data: f32(800) },
      { name: 'Pixel_size', type: 7, data: f32(0.5) },
    ]);
    expect(() => read(bytes)).toThrow(/implausible|limit|shorter/);
    expectCode(bytes, 'corrupt-file');
  });

  it('a block size beyond the end of the file is corrupt', () => {
    const bytes = syntheticOpd();
    new DataView(bytes.buffer).setUint32(2 + 24 + 18, 0x7fffffff, true);
    expectCode(bytes, 'corrupt-file');
  });

  it('a missing pixel size is corrupt, never a surface with a guessed size', () => {
    const bytes = buildOpd([
      { name: 'RAW_DATA', type: 3, data: int16Array(1, 1, [1]) },
      { name: 'Wavelength', type: 7, data: f32(800) },
    ]);
    expectCode(bytes, 'corrupt-file');
  });
});

// Values: SurfaceTopography test_opd.py (MANIFEST §3 .opd) and Gwyddion 2.62 (MANIFEST §4.2,
// corner values from its --convert-to-gwy output). SurfaceTopography's sizes are in mm.
describeRealFiles('Wyko OPD real files', () => {
  it('opd-1.opd: 640 × 480, 0.125909140 × 0.094431855 mm, 116 invalid, Gwyddion Sq and corners', () => {
    const file = read(readRealFile('opd/surfacetopography__opd-1.opd'));
    expect(file.channels.map((c) => [c.name, c.kind])).toEqual([
      ['Topography', 'height'],
      ['SecArr_0', 'other'],
      ['Image', 'image'],
    ]);
    const height = file.channels[0] as Channel;
    const s = height.surface;
    expect([s.nx, s.ny]).toEqual([640, 480]);
    expect(s.nx * s.dx).toBeCloseTo(0.12590914e-3, 11);
    expect(s.ny * s.dy).toBeCloseTo(0.094431855e-3, 11);
    expect(s.nx * s.dx).toBeCloseTo(0.0001259091403335333, 15);
    expect(s.ny * s.dy).toBeCloseTo(9.443185525014996e-5, 15);
    expect(nanCount(height)).toBe(116);
    expect(rmsFromArea(s)).toBeCloseTo(8.356451162720974e-9, 15);
    expect(corner(height, 0, 0)).toBeCloseTo(-2.6550621614908414e-7, 17);
    expect(corner(height, 0, 639)).toBeCloseTo(-2.5646328900066876e-7, 17);
    expect(corner(height, 479, 0)).toBeCloseTo(-2.8399285465906725e-7, 17);
    expect(corner(height, 479, 639)).toBeCloseTo(-2.73773812086265e-7, 17);
    const secondary = file.channels[1] as Channel;
    expect(corner(secondary, 0, 0)).toBe(22789);
    expect(corner(secondary, 479, 639)).toBe(32724);
    expect(rmsFromArea(secondary.surface)).toBeCloseTo(4134.583749654506, 6);
    const image = file.channels[2] as Channel;
    expect(image.image?.rgba[0]).toBe(115);
    // Gwyddion shows the picture in its 0…255 counts; our z is that divided by 255.
    expect(rmsFromArea(image.surface) * 255).toBeCloseTo(2.6002516854481055, 6);
    expect(file.metadata['Wavelength']).toBe('577.295');
    expect(file.metadata['Date']).toBe('7/7/2015');
  });

  it.each([
    [
      'opd/surfalize__test_1.opd',
      1.92652607e-6,
      809,
      [-3.1705084745762712e-6, 1.2071186440677967e-6, -2.4722033898305087e-6],
    ],
    [
      'opd/surfalize__test_2.opd',
      1.16468755e-6,
      231,
      [1.229979633401222e-6, -5.340936863543789e-7, -2.9784114052953157e-7],
    ],
  ] as const)(
    '%s: 736 × 480, Aspect 7/6, Gwyddion Sq, invalid count and corners',
    (path, sq, invalid, corners) => {
      const file = read(readRealFile(path));
      expect(file.channels.map((c) => c.kind)).toEqual(['height', 'image']);
      const height = file.channels[0] as Channel;
      const s = height.surface;
      expect([s.nx, s.ny]).toEqual([736, 480]);
      expect(s.nx * s.dx).toBeCloseTo(0.0012028015218675137, 13);
      expect(s.ny * s.dy).toBeCloseTo(0.0009151750398154745, 13);
      expect(nanCount(height)).toBe(invalid);
      expect(rmsFromArea(s) / sq).toBeCloseTo(1, 7);
      expect(corner(height, 0, 0)).toBeCloseTo(corners[0], 17);
      expect(corner(height, 0, 735)).toBeCloseTo(corners[1], 17);
      expect(corner(height, 479, 0)).toBeCloseTo(corners[2], 17);
      const image = file.channels[1] as Channel;
      expect(rmsFromArea(image.surface) * 255).toBeCloseTo(
        path.includes('test_1') ? 57.333354 : 50.9303938,
        5,
      );
      expect(s.meta.imageProperties?.objective).toBe('5 X');
      expect(s.meta.imageProperties?.method).toBe('VSI');
      expect(file.metadata['SerialNum']).toBe('NT1106279');
    },
  );
});
