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
    expect(file.channels).toHaveLength(1);
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

  it('a truncated test_1.zon gives corrupt-file', () => {
    const bytes = readRealFile('zon/surfalize__test_1.zon');
    for (const length of [300000, 2000000, bytes.length - 30])
      expect(readError(bytes.subarray(0, length)).code).toBe('corrupt-file');
  }, 30_000);
});
