import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { keyenceZonFormat } from '../../src/io/formats/keyence-zon.ts';
import { SurfaceError, type SurfaceFile } from '../../src/index.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { rmsFromArea } from '../reference-stats.ts';

const read = (bytes: Uint8Array): SurfaceFile => keyenceZonFormat.read!(bytes, { fileName: 'x.zon' });

function readError(bytes: Uint8Array): SurfaceError {
  try {
    read(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(SurfaceError);
    return error as SurfaceError;
  }
  throw new Error('expected a SurfaceError');
}

/** A Zstandard frame of raw blocks (RFC 8878 §3.1.1.2): enough to wrap test entries. */
function zstdRaw(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(6 + 3 + data.length);
  out.set([0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x58]); // no content size, 1 MiB window
  const header = 1 | (data.length << 3); // last block, raw
  out.set([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff], 6);
  out.set(data, 9);
  return out;
}

const utf8 = (s: string) => new TextEncoder().encode(s);

function heightEntry(width: number, rows: number, values: readonly number[]): Uint8Array {
  const out = new Uint8Array(16 + rows * width * 4);
  const v = new DataView(out.buffer);
  [width, rows, 4, width * 4].forEach((x, i) => v.setUint32(4 * i, x, true));
  values.forEach((x, i) => v.setInt32(16 + 4 * i, x, true));
  return out;
}

function colourEntry(width: number, rows: number, rgb: readonly number[], padding = 0): Uint8Array {
  const stride = width * 3 + padding;
  const out = new Uint8Array(16 + rows * stride);
  const v = new DataView(out.buffer);
  [width, rows, 3, stride].forEach((x, i) => v.setUint32(4 * i, x, true));
  for (let row = 0; row < rows; row++)
    out.set(rgb.slice(row * width * 3, (row + 1) * width * 3), 16 + row * stride);
  return out;
}

function zonFile(entries: Record<string, Uint8Array>, thumbnail = 16): Uint8Array {
  const zip = zipSync(
    Object.fromEntries(Object.entries(entries).map(([k, d]) => [k, [zstdRaw(d), { level: 0 }]])),
  );
  const out = new Uint8Array(8 + thumbnail + 8 + zip.length);
  out.set([0x4b, 0x50, 0x4b, 0x31]);
  new DataView(out.buffer).setUint32(4, thumbnail, true);
  out.set(zip, 8 + thumbnail + 8);
  return out;
}

const calibration = utf8(
  '<?xml version="1.0"?><Calibration><XYCalibration><MeterPerPixel>2E-06</MeterPerPixel></XYCalibration>' +
    '<ZCalibration><MeterPerUnit>1E-08</MeterPerUnit></ZCalibration></Calibration>',
);
const imageCalibration = utf8(
  '<root><ImageCalibration><Width>3</Width><Height>2</Height></ImageCalibration></root>',
);

describe('keyence-zon reader', () => {
  it('recognises the KPK1 signature', () => {
    expect(keyenceZonFormat.magic(zonFile({ a: calibration }), 'a.zon')).toBe('yes');
    expect(keyenceZonFormat.magic(new Uint8Array([0x50, 0x4b, 3, 4]), 'a.zon')).toBe('no');
  });

  it('reads a minimal file: int32 heights × MeterPerUnit, the repeated last row cut', () => {
    const file = read(
      zonFile({
        h: heightEntry(3, 3, [0, 100, -100, 5, 6, 7, 5, 6, 7]),
        c: calibration,
        i: imageCalibration,
      }),
    );
    const ch = file.channels[0]!;
    expect([ch.name, ch.kind, ch.zUnit]).toEqual(['Height', 'height', 'm']);
    const s = ch.surface;
    expect([s.nx, s.ny, s.dx, s.dy]).toEqual([3, 2, 2e-6, 2e-6]);
    expect(Array.from(s.z).map((z) => Math.round(z * 1e9))).toEqual([0, 1000, -1000, 50, 60, 70]);
    expect(file.metadata['vendor']).toBe('Keyence');
  });

  it('adds each distinct colour picture as an image channel on the height grid, cut to its rows', () => {
    // 3 × 3 stored rows (the last repeated), stride padded by 2 bytes.
    const rgb = [
      255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    ];
    const picture = colourEntry(3, 3, rgb, 2);
    const file = read(
      zonFile({
        h: heightEntry(3, 3, [0, 100, -100, 5, 6, 7, 5, 6, 7]),
        a: picture,
        b: picture.slice(), // the same picture stored twice is one channel
        d: colourEntry(
          3,
          3,
          rgb.map((x) => 255 - x),
        ),
        c: calibration,
        i: imageCalibration,
      }),
    );
    expect(file.channels.map((c) => [c.name, c.kind, c.zUnit])).toEqual([
      ['Height', 'height', 'm'],
      ['Colour', 'image', ''],
      ['Colour 2', 'image', ''],
    ]);
    const colour = file.channels[1]!;
    const s = colour.surface;
    expect([s.nx, s.ny, s.dx, s.dy]).toEqual([3, 2, 2e-6, 2e-6]);
    expect([colour.image?.width, colour.image?.height]).toEqual([3, 2]);
    expect(Array.from(colour.image!.rgba)).toEqual(
      [0, 1, 2, 3, 4, 5].flatMap((k) => [rgb[3 * k]!, rgb[3 * k + 1]!, rgb[3 * k + 2]!, 255]),
    );
    expect(s.z[0]).toBeCloseTo(0.299, 12);
    expect(Array.from(file.channels[2]!.image!.rgba.subarray(0, 4))).toEqual([0, 255, 255, 255]);
  });

  it('a colour picture of another width is skipped with a channel-skipped warning', () => {
    const file = read(
      zonFile({
        h: heightEntry(3, 2, [1, 2, 3, 4, 5, 6]),
        a: colourEntry(2, 2, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
        c: calibration,
      }),
    );
    expect(file.channels).toHaveLength(1);
    expect(file.warnings.map((w) => w.code)).toEqual(['channel-skipped']);
  });

  it('rejects missing parts, truncation and absurd sizes with a SurfaceError', () => {
    expect(readError(zonFile({ c: calibration })).code).toBe('images-missing');
    expect(readError(zonFile({ h: heightEntry(3, 2, [1, 2, 3, 4, 5, 6]) })).code).toBe('corrupt-file');
    const bytes = zonFile({ h: heightEntry(3, 2, [1, 2, 3, 4, 5, 6]), c: calibration });
    expect(readError(bytes.subarray(0, bytes.length - 10)).code).toBe('corrupt-file');
    expect(readError(bytes.subarray(0, 6)).code).toBe('corrupt-file');
    const huge = bytes.slice();
    new DataView(huge.buffer).setUint32(4, 0xffffffff, true);
    expect(readError(huge).code).toBe('corrupt-file');
  });
});

describeRealFiles('keyence-zon real file', () => {
  it('surfalize test_1.zon (VR-6100): 1024 × 768, 23.63 µm pixels, heights in metres', () => {
    const file = read(readRealFile('zon/surfalize__test_1.zon'));
    // SurfaceTopography asserts only unit 'm' and vendor 'Keyence' for its zon-1.
    expect(file.metadata['vendor']).toBe('Keyence');
    expect(file.metadata['model']).toBe('VR-6100');
    expect(file.channels.map((c) => [c.name, c.kind])).toEqual([
      ['Height', 'height'],
      ['Colour', 'image'],
    ]);
    const ch = file.channels[0]!;
    expect([ch.kind, ch.zUnit]).toEqual(['height', 'm']);
    const s = ch.surface;
    expect([s.nx, s.ny]).toEqual([1024, 768]);
    expect(s.dx).toBe(2.36311288524538e-5);
    expect(s.dy).toBe(2.36311288524538e-5);
    // Values from the entries decompressed by the zstd 1.5.4 command-line tool (numpy-free check).
    expect(rmsFromArea(s) / 0.0005693530555613317).toBeCloseTo(1, 9);
    const corners = [s.z[0]!, s.z[1023]!, s.z[767 * 1024]!, s.z[768 * 1024 - 1]!, s.z[1024 + 2]!];
    [0.0002962, 0.0008759, 0.0002878, 0.0008303, 0.0002966].forEach((v, i) =>
      expect(corners[i]! / v).toBeCloseTo(1, 12),
    );
    let min = Infinity;
    let max = -Infinity;
    for (const z of s.z) {
      min = Math.min(min, z);
      max = Math.max(max, z);
    }
    expect(min).toBeCloseTo(-0.0024294, 12);
    expect(max).toBeCloseTo(0.0019262, 12);
  }, 30_000);

  it('test_1.zon colour picture: 1024 × 768 on the height grid, grey, values from the decoded entry', () => {
    const file = read(readRealFile('zon/surfalize__test_1.zon'));
    expect(file.warnings).toEqual([]);
    const colour = file.channels[1]!;
    const height = file.channels[0]!.surface;
    const image = colour.image!;
    expect([image.width, image.height]).toEqual([1024, 768]);
    expect([colour.surface.nx, colour.surface.ny, colour.surface.dx]).toEqual([
      height.nx,
      height.ny,
      height.dx,
    ]);
    // The two 3-byte entries (measurement image, positioning snapshot) are identical: one channel.
    // Reference values from the entry decompressed by the zstd command-line tool and numpy.
    const pixel = (row: number, col: number) =>
      Array.from(image.rgba.subarray(4 * (row * 1024 + col), 4 * (row * 1024 + col) + 4));
    expect(pixel(0, 0)).toEqual([139, 139, 139, 255]);
    expect(pixel(0, 1023)).toEqual([111, 111, 111, 255]);
    expect(pixel(767, 0)).toEqual([90, 90, 90, 255]);
    expect(pixel(767, 1023)).toEqual([158, 158, 158, 255]);
    expect(pixel(384, 512)).toEqual([61, 61, 61, 255]);
    let sum = 0;
    let grey = true;
    for (let p = 0; p < image.rgba.length; p += 4) {
      sum += image.rgba[p]!;
      grey &&= image.rgba[p] === image.rgba[p + 1] && image.rgba[p] === image.rgba[p + 2];
    }
    expect(grey).toBe(true);
    expect(sum / (1024 * 768)).toBeCloseTo(103.76394271850586, 10);
    expect(colour.surface.z[0]).toBeCloseTo(139 / 255, 12);
  }, 30_000);

  it('a truncated test_1.zon gives corrupt-file', () => {
    const bytes = readRealFile('zon/surfalize__test_1.zon');
    for (const length of [300000, 2000000, bytes.length - 30])
      expect(readError(bytes.subarray(0, length)).code).toBe('corrupt-file');
  }, 30_000);
});
