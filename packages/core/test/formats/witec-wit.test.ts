// No real .wit file is available (MANIFEST §5): files are built here exactly as Gwyddion's witfile
// module lays the format out (header, int16 channels, footer, channel scales, range and image options).
import { describe, expect, it } from 'vitest';
import { witecWitFormat } from '../../src/io/formats/witec-wit.ts';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';
import { describeReaderOnRealFiles } from '../reader-robustness.ts';

const SCALE = 64;
const FOOTER = 3662;
const RANGE_OPTIONS = 140;
const IMAGE_OPTIONS = 138;

interface ChannelSpec {
  readonly values: readonly number[];
  readonly scale: number;
  readonly offset: number;
  readonly unit: string;
  readonly name: string;
}

interface WitSpec {
  readonly rows: number;
  readonly pixels: number;
  readonly channels: readonly ChannelSpec[];
  readonly unitX?: string;
  readonly xScale?: number;
  readonly yScale?: number;
  readonly pointsPerLine?: number;
  readonly linesPerImage?: number;
}

/** Latin-1 bytes, as the Windows software wrote them ('µ' is 0xB5). */
function putText(bytes: Uint8Array, at: number, value: string): void {
  for (let i = 0; i < value.length; i++) bytes[at + i] = value.charCodeAt(i);
}

function putScale(view: DataView, at: number, scale: number, offset: number, unit: string, name: string) {
  view.setFloat32(at, scale, true);
  view.setFloat32(at + 4, offset, true);
  putText(new Uint8Array(view.buffer), at + 8, unit);
  putText(new Uint8Array(view.buffer), at + 16, name);
}

function buildWit(spec: WitSpec): Uint8Array {
  const { rows, pixels, channels } = spec;
  const footer = 16 + 2 * rows * pixels * channels.length;
  const scales = footer + FOOTER;
  const rangeOptions = scales + SCALE * channels.length;
  const imageOptions = rangeOptions + RANGE_OPTIONS;
  const bytes = new Uint8Array(imageOptions + IMAGE_OPTIONS);
  const view = new DataView(bytes.buffer);
  [rows, pixels, channels.length, 1].forEach((v, i) => view.setUint16(2 * i, v, true));
  putText(bytes, 8, '24.03.05');
  channels.forEach((c, k) =>
    c.values.forEach((v, i) => view.setInt16(16 + 2 * (k * rows * pixels + i), v, true)),
  );
  putText(bytes, footer, 'Grating');
  [2005, 3, 24, 14, 5, 9].forEach((v, i) => view.setUint16(footer + 38 + 2 * i, v, true));
  putText(bytes, footer + 38 + 12 + 4 + 600 + 1710, 'tip 7');
  putScale(view, footer + FOOTER - 2 * SCALE, spec.xScale ?? 0.25, 0, 'µm', 'x');
  putScale(view, footer + FOOTER - SCALE, spec.yScale ?? 0.5, 0, 'µm', 'y');
  channels.forEach((c, k) => putScale(view, scales + SCALE * k, c.scale, c.offset, c.unit, c.name));
  putText(bytes, rangeOptions + 24, spec.unitX ?? 'µm');
  putText(bytes, rangeOptions + 32, 'µm');
  view.setFloat32(imageOptions, 2, true); // scan time forward
  view.setFloat32(imageOptions + 4, 3, true);
  view.setUint16(imageOptions + 16, spec.pointsPerLine ?? pixels, true);
  view.setUint16(imageOptions + 20, spec.linesPerImage ?? rows, true);
  return bytes;
}

const topography: ChannelSpec = {
  values: [-32768, -2, 0, 1, 2, 32767],
  scale: 0.5,
  offset: -16384,
  unit: 'nm',
  name: 'Topography',
};
const error: ChannelSpec = {
  values: [0, 0, 0, 0, 0, 1000],
  scale: 0.001,
  offset: 0,
  unit: 'V',
  name: 'Error',
};
const file2x3 = buildWit({ rows: 2, pixels: 3, channels: [topography, error] });
const read = (bytes: Uint8Array) => witecWitFormat.read!(bytes, { fileName: 'scan.wit' });

describe('witec-wit: synthetic files from Gwyddion’s witfile description (no real file available)', () => {
  it('has the file size witfile.c computes: 16 + channels × (2 × rows × pixels + 64) + 3662 + 140 + 138', () => {
    expect(file2x3.length).toBe(16 + 2 * (2 * 6 + 64) + 3662 + 140 + 138);
  });

  it('reads z = (int16 + 32768) × scale + offset in the channel unit, a length channel as height in metres', () => {
    const file = read(file2x3);
    expect(file.format).toBe('witec-wit');
    expect(file.channels.map((c) => [c.name, c.kind, c.zUnit])).toEqual([
      ['Topography', 'height', 'm'],
      ['Error', 'other', 'V'],
    ]);
    const z = file.channels[0]!.surface.z;
    // (−32768 + 32768) × 0.5 − 16384 nm = −16384 nm, …, (32767 + 32768) × 0.5 − 16384 = 16383.5 nm
    expect(Array.from(z, (v) => Math.round(v * 1e12) / 1e3)).toEqual([-16384, -1, 0, 0.5, 1, 16383.5]);
    const volts = file.channels[1]!.surface.z;
    expect(volts[0]).toBeCloseTo(32.768, 4);
    expect(volts[5]).toBeCloseTo(33.768, 4);
  });

  it('takes the field as x scale × points per line by y scale × lines per image in the x unit', () => {
    const s = read(file2x3).channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([3, 2]);
    expect(s.dx).toBeCloseTo(0.25e-6, 18);
    expect(s.dy).toBeCloseTo(0.5e-6, 18);
    const wider = read(buildWit({ rows: 2, pixels: 3, channels: [topography], pointsPerLine: 6 }));
    expect(wider.channels[0]!.surface.dx).toBeCloseTo(0.5e-6, 18);
  });

  it('keeps title, date, comments and scan times as metadata', () => {
    const { metadata } = read(file2x3);
    expect(metadata).toMatchObject({
      instrument: 'WITec',
      title: 'Grating',
      date: '2005-03-24 14:05:09',
      comments: 'tip 7',
      'scan time forward (s)': '2',
      'scan time backward (s)': '3',
    });
  });

  it('is detected by its .wit name through readSurfaceFile', () => {
    expect(witecWitFormat.magic(file2x3.subarray(0, 4096), 'scan.WIT')).toBe('maybe');
    expect(witecWitFormat.magic(file2x3.subarray(0, 4096), 'scan.dat')).toBe('no');
    expect(witecWitFormat.magic(new Uint8Array(0), 'scan.wit')).toBe('maybe');
    expect(readSurfaceFile(file2x3, 'scan.wit').format).toBe('witec-wit');
  });

  it('any size other than the one the header implies is corrupt-file (truncated or extended)', () => {
    for (let length = 0; length < file2x3.length; length += 97)
      expectSurfaceError(() => read(file2x3.slice(0, length)), 'corrupt-file');
    const longer = new Uint8Array(file2x3.length + 1);
    longer.set(file2x3);
    expectSurfaceError(() => read(longer), 'corrupt-file');
    const hostile = file2x3.slice();
    new DataView(hostile.buffer).setUint16(0, 65535, true);
    expectSurfaceError(() => read(hostile), 'corrupt-file');
  });

  it('a lateral unit that is not a length, or a zero scan size, is corrupt-file', () => {
    expectSurfaceError(
      () => read(buildWit({ rows: 2, pixels: 3, channels: [topography], unitX: 'V' })),
      'corrupt-file',
    );
    expectSurfaceError(
      () => read(buildWit({ rows: 2, pixels: 3, channels: [topography], pointsPerLine: 0 })),
      'corrupt-file',
    );
    expectSurfaceError(
      () => read(buildWit({ rows: 2, pixels: 3, channels: [topography], yScale: NaN })),
      'corrupt-file',
    );
  });

  it('a WITec Project tag-tree file named .wit is refused with that reason', () => {
    const project = new Uint8Array(64);
    putText(project, 0, 'WIT_PR06');
    expect(witecWitFormat.magic(project, 'a.wit')).toBe('maybe');
    const refused = expectSurfaceError(() => read(project), 'unsupported-image-type');
    expect(refused.reason).toContain('WITec Project');
  });
});

describeReaderOnRealFiles(witecWitFormat, []);
