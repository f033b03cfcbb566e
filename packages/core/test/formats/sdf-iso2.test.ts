// SDF as current MountainsMap writes it: the ISO 25178-71 revision's aISO-2.0 / bISO-2.0
// signatures, the word BAD for non-measured points in ASCII data, and (ISO dialects) the integer
// type's minimum for them in binary data. Fixtures are made here after the standard's Annex A
// example layout.
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sdfFormat } from '../../src/io/formats/sdf.ts';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';

const ASCII_2_0 =
  'aISO-2.0\r\nManufacID = ISOTC213\r\nCreateDate = 040120220853\r\nModDate = 050320231353\r\n' +
  'NumPoints = 3\r\nNumProfiles = 2\r\nXscale = 1.00000000000000e-006\r\nYscale = 2.00000000000000e-006\r\n' +
  'Zscale = 1.00000000000000e-006\r\nZresolution = 1.00000000000000e-009\r\nCompression = 0\r\n' +
  'DataType = 3\r\nCheckType = 0\r\n*\r\n' +
  '-1.000000e+00 6.948286e-01 3.170994e-01\r\n 4.897644e-01 BAD -6.463130e-01\r\n*\r\n' +
  '<OperatorName> WG 16 </OperatorName>\r\n*\r\n';

function binary(signature: string, dataType: number, values: (v: DataView, at: number) => void): Uint8Array {
  const bytes = new Uint8Array(81 + 4 * 4);
  const view = new DataView(bytes.buffer);
  bytes.set(strToU8(signature), 0);
  view.setUint16(42, 2, true); // NumPoints
  view.setUint16(44, 2, true); // NumProfiles
  view.setFloat64(46, 1e-6, true);
  view.setFloat64(54, 1e-6, true);
  view.setFloat64(62, 1e-9, true); // Zscale
  bytes[79] = dataType;
  values(view, 81);
  return bytes;
}

describe('SDF aISO-2.0 / bISO-2.0 (current MountainsMap)', () => {
  it('reads an aISO-2.0 file with a BAD point as NaN, the rest scaled by Zscale', () => {
    const bytes = strToU8(ASCII_2_0);
    expect(sdfFormat.magic(bytes.subarray(0, 4096), 'x.sdf')).toBe('yes');
    const file = readSurfaceFile(bytes, 'mountains.sdf');
    expect(file.format).toBe('sdf');
    const s = file.channels[0]!.surface;
    expect([s.nx, s.ny, s.dx, s.dy]).toEqual([3, 2, 1e-6, 2e-6]);
    expect(s.z[0]).toBeCloseTo(-1e-6, 18);
    expect(s.z[3]).toBeCloseTo(0.4897644e-6, 18);
    expect(Number.isNaN(s.z[4])).toBe(true);
    expect(Array.from(s.z).filter(Number.isNaN)).toHaveLength(1);
    expect(file.metadata['variant']).toBe('ASCII (aISO-2.0)');
    expect(file.metadata['OperatorName']).toBe('WG 16');
  });

  it('BAD is accepted in any case, alone as a token only', () => {
    const s = readSurfaceFile(strToU8(ASCII_2_0.replace('BAD', 'bad')), 'x.sdf').channels[0]!.surface;
    expect(Number.isNaN(s.z[4])).toBe(true);
    expect(() => readSurfaceFile(strToU8(ASCII_2_0.replace('BAD', 'BADX')), 'x.sdf')).toThrow(/not a number/);
  });

  it('reads bISO-2.0 float32 data (DataType 3), NaN as non-measured', () => {
    const bytes = binary('bISO-2.0', 3, (v, at) => {
      [1.5, -2, NaN, 4].forEach((x, i) => v.setFloat32(at + 4 * i, x, true));
    });
    const file = readSurfaceFile(bytes, 'x.sdf');
    expect(Array.from(file.channels[0]!.surface.z)).toEqual([1.5, -2, NaN, 4].map((x) => x * 1e-9));
    expect(file.metadata['variant']).toBe('binary (bISO-2.0)');
  });

  it('ISO integer data: the type minimum is a non-measured point; BCR keeps it as a value', () => {
    const values = (v: DataView, at: number) =>
      [7, -32768, -3, 0].forEach((x, i) => v.setInt16(at + 2 * i, x, true));
    const iso = readSurfaceFile(binary('bISO-2.0', 5, values), 'x.sdf').channels[0]!.surface;
    expect(Array.from(iso.z)).toEqual([7, NaN, -3, 0].map((x) => x * 1e-9));
    const iso1 = readSurfaceFile(binary('bISO-1.0', 5, values), 'x.sdf').channels[0]!.surface;
    expect(Number.isNaN(iso1.z[1])).toBe(true);
    const bcr = readSurfaceFile(binary('bBCR-1.0', 5, values), 'x.sdf').channels[0]!.surface;
    expect(bcr.z[1]).toBeCloseTo(-32768e-9, 18);
  });

  it('an unknown revision is refused as corrupt-file naming the signatures it knows', () => {
    const error = (() => {
      try {
        sdfFormat.read!(strToU8(ASCII_2_0.replace('aISO-2.0', 'aISO-3.0')), { fileName: 'x.sdf' });
      } catch (e) {
        return e as Error;
      }
      return undefined;
    })();
    expect(error?.message).toMatch(
      /corrupt-file: not an SDF file: signature 'aISO-3.0' is none of aISO-1.0, aISO-2.0/,
    );
  });
});
