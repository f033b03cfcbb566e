import { describe, expect, it } from 'vitest';
import {
  isSurfaceError,
  makeChannel,
  makeSurfaceFile,
  type Channel,
  type SurfaceFile,
} from '../../src/index.ts';
import { numpyNpyFormat } from '../../src/io/formats/numpy-npy.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';

const read = (bytes: Uint8Array): SurfaceFile => numpyNpyFormat.read!(bytes, { fileName: 'x.npy' });

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

/** An .npy file of the given version with a header dict and raw data. */
function npy(dict: string, data: Uint8Array, major = 1): Uint8Array {
  const prefix = major === 1 ? 10 : 12;
  let header = dict;
  while ((prefix + header.length + 1) % 64 !== 0) header += ' ';
  header += '\n';
  const out = new Uint8Array(prefix + header.length + data.length);
  out.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, major, 0]);
  const v = new DataView(out.buffer);
  if (major === 1) v.setUint16(8, header.length, true);
  else v.setUint32(8, header.length, true);
  out.set(new TextEncoder().encode(header), prefix);
  out.set(data, prefix + header.length);
  return out;
}
const f8 = (...v: number[]) => new Uint8Array(new Float64Array(v).buffer);

describe('NumPy .npy reader', () => {
  it('C order (a, b): the first index runs along x (nx = a), z[j, i] = a[i, j]', () => {
    const file = read(
      npy("{'descr': '<f8', 'fortran_order': False, 'shape': (3, 2), }", f8(1, 2, 3, 4, 5, 6)),
    );
    const s = (file.channels[0] as Channel).surface;
    expect([s.nx, s.ny, s.dx, s.dy]).toEqual([3, 2, 1, 1]);
    expect(Array.from(s.z)).toEqual([1, 3, 5, 2, 4, 6]);
    expect(file.warnings.map((w) => w.code)).toEqual(['metadata-incomplete']);
  });

  it('Fortran order gives the same surface as C order of the same array', () => {
    const file = read(
      npy("{'descr': '<f8', 'fortran_order': True, 'shape': (3, 2), }", f8(1, 3, 5, 2, 4, 6), 2),
    );
    expect(Array.from((file.channels[0] as Channel).surface.z)).toEqual([1, 3, 5, 2, 4, 6]);
  });

  it('big-endian int16 and 1-D arrays (profiles)', () => {
    const data = new Uint8Array([0xff, 0xfe, 0x00, 0x05]);
    const s = (
      read(npy("{'descr': '>i2', 'fortran_order': False, 'shape': (2,), }", data, 3)).channels[0] as Channel
    ).surface;
    expect([s.nx, s.ny]).toEqual([2, 1]);
    expect(Array.from(s.z)).toEqual([-2, 5]);
  });

  it('3-D, complex and object arrays are unsupported', () => {
    expectCode(
      npy("{'descr': '<f8', 'fortran_order': False, 'shape': (1, 1, 1), }", f8(1)),
      'unsupported-image-type',
    );
    expectCode(
      npy("{'descr': '<c16', 'fortran_order': False, 'shape': (1,), }", f8(1, 2)),
      'unsupported-image-type',
    );
    expectCode(
      npy("{'descr': '|O', 'fortran_order': False, 'shape': (1,), }", f8(1)),
      'unsupported-image-type',
    );
  });

  it('truncated data or header is corrupt', () => {
    const bytes = npy("{'descr': '<f8', 'fortran_order': False, 'shape': (2, 2), }", f8(1, 2, 3, 4));
    for (const cut of [7, 9, 40, bytes.length - 1]) expectCode(bytes.subarray(0, cut), 'corrupt-file');
  });

  it('an absurd shape is rejected before allocation', () => {
    expectCode(
      npy("{'descr': '<f8', 'fortran_order': False, 'shape': (100000000, 100000000), }", f8(1)),
      'corrupt-file',
    );
  });

  it('magic is the \\x93NUMPY signature', () => {
    expect(
      numpyNpyFormat.magic(npy("{'descr': '<f8', 'fortran_order': False, 'shape': (1,), }", f8(1)), 'a'),
    ).toBe('yes');
    expect(numpyNpyFormat.magic(new TextEncoder().encode('NUMBER'), 'a')).toBe('no');
  });
});

// MANIFEST §2 #37–38: example-2d.npy (SYN) and wrongnpyfile.npy (SYN-BAD, negative test). No
// origin values beyond loading: the values below are the file's own array (numpy.load).
describeRealFiles('NumPy .npy real files', () => {
  it('example-2d.npy: 2 × 2 float64 [[0.1, 1], [4, 7]], first index along x', () => {
    const file = read(readRealFile('npy/surfacetopography__example-2d.npy'));
    const s = (file.channels[0] as Channel).surface;
    expect([s.nx, s.ny]).toEqual([2, 2]);
    expect(Array.from(s.z)).toEqual([0.1, 4, 1, 7]);
    expect(file.warnings.map((w) => w.code)).toEqual(['metadata-incomplete']);
  });

  it('wrongnpyfile.npy is a corrupt file', () => {
    expectCode(readRealFile('npy/surfacetopography__wrongnpyfile.npy'), 'corrupt-file');
    // Its signature is damaged (\x93 became U+FFFD): the npy reader still claims it, so the user
    // learns the file is corrupt rather than that no reader knows .npy.
    expect(numpyNpyFormat.magic(readRealFile('npy/surfacetopography__wrongnpyfile.npy'), 'x.npy')).toBe(
      'maybe',
    );
  });
});

describe('NumPy .npy writer', () => {
  it('round-trips a surface with NaN through the reader (axes, values; pixel size is not stored)', () => {
    const z = Float64Array.from([1.5e-9, NaN, -3e-9, 4, 5, 6e-6]);
    const file = makeSurfaceFile('x', [makeChannel('Height', 'height', { nx: 3, ny: 2, dx: 1, dy: 1 }, z)]);
    const bytes = numpyNpyFormat.write!(file);
    expect(bytes.length % 8).toBe(0);
    expect((bytes.length - 6 * 8) % 64).toBe(0);
    const back = (read(bytes).channels[0] as Channel).surface;
    expect([back.nx, back.ny]).toEqual([3, 2]);
    expect(Array.from(back.z)).toEqual(Array.from(z));
  });

  it('writes a profile as a 1-D array and picks the requested channel', () => {
    const file = makeSurfaceFile('x', [
      makeChannel('Image', 'image', { nx: 2, ny: 1, dx: 1, dy: 1 }, Float64Array.from([0, 1])),
      makeChannel('Height', 'height', { nx: 2, ny: 1, dx: 1, dy: 1 }, Float64Array.from([7, 8])),
    ]);
    expect(Array.from((read(numpyNpyFormat.write!(file)).channels[0] as Channel).surface.z)).toEqual([7, 8]);
    expect(
      Array.from((read(numpyNpyFormat.write!(file, { channel: 0 })).channels[0] as Channel).surface.z),
    ).toEqual([0, 1]);
    expect(() => numpyNpyFormat.write!(file, { channel: 5 })).toThrow(/no channel/);
  });
});
