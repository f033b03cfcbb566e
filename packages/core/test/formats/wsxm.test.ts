import { describe, expect, it } from 'vitest';
import { wsxmFormat } from '../../src/io/formats/wsxm.ts';
import { type SurfaceFile } from '../../src/index.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { rmsFromArea } from '../reference-stats.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array): SurfaceFile => {
  if (!wsxmFormat.read) throw new Error('no reader');
  return wsxmFormat.read(bytes, { fileName: 'x.top' });
};

function wsxmFile(nx: number, ny: number, samples: readonly number[]): Uint8Array {
  const body =
    '\n[General Info]\n\n' +
    `    Number of columns: ${nx}\n    Number of rows: ${ny}\n    Image Data Type: short\n` +
    '    Z Amplitude: 4 nm\n    Acquisition channel: Topography\n\n[Control]\n\n' +
    '    X Amplitude: 3 µm\n    Y Amplitude: 200 nm\n\n[Header end]\n';
  // The header size line counts itself: find the fixed point.
  let size = 0;
  let header = '';
  for (let i = 0; i < 3; i++) {
    header = `WSxM file copyright UAM\nSxM Image file\nImage header size: ${size}\n${body}`;
    size = header.length;
  }
  const out = new Uint8Array(size + samples.length * 2);
  for (let i = 0; i < size; i++) out[i] = header.charCodeAt(i);
  const v = new DataView(out.buffer);
  samples.forEach((s, i) => v.setInt16(size + 2 * i, s, true));
  return out;
}

describe('wsxm reader', () => {
  const samples = [0, 1, 2, 3, 4, 8];

  it('recognises the signature', () => {
    expect(wsxmFormat.magic(wsxmFile(3, 2, samples), 'a.top')).toBe('yes');
    expect(wsxmFormat.magic(new Uint8Array(10), 'a.top')).toBe('no');
  });

  it('reads a minimal short image: reversed sample order, Z Amplitude over the data range', () => {
    const file = read(wsxmFile(3, 2, samples));
    const ch = file.channels[0]!;
    expect([ch.name, ch.kind, ch.zUnit]).toEqual(['Topography', 'height', 'm']);
    const s = ch.surface;
    expect([s.nx, s.ny]).toEqual([3, 2]);
    expect(s.dx).toBeCloseTo(1e-6, 18);
    expect(s.dy).toBeCloseTo(100e-9, 18);
    // 4 nm over a raw range of 8: 0.5 nm per count, last sample first.
    expect(Array.from(s.z).map((z) => Math.round(z * 1e12) / 1000)).toEqual([4, 2, 1.5, 1, 0.5, 0]);
  });

  it('rejects truncated files and absurd dimensions', () => {
    const bytes = wsxmFile(3, 2, samples);
    expectSurfaceError(() => read(bytes.subarray(0, bytes.length - 1)), 'corrupt-file');
    expectSurfaceError(() => read(bytes.subarray(0, 60)), 'corrupt-file');
    const text = String.fromCharCode(...bytes.subarray(0, bytes.length - 12)).replace(
      'columns: 3',
      'columns: 99999',
    );
    expectSurfaceError(() => read(Uint8Array.from(text, (c) => c.charCodeAt(0))));
  });
});

describeRealFiles('wsxm real files', () => {
  const corners = (z: Float64Array) => [z[0]!, z[255]!, z[255 * 256]!, z[256 * 256 - 1]!, z[256 + 2]!];

  it('stp-1.stp (double data): SurfaceTopography and Gwyddion 2.62 values', () => {
    const s = read(readRealFile('stp/surfacetopography__stp-1.stp')).channels[0]!.surface;
    expect([s.nx, s.ny]).toEqual([256, 256]);
    expect(s.nx * s.dx).toBeCloseTo(600e-9, 18);
    expect(s.ny * s.dy).toBeCloseTo(600e-9, 18);
    // Gwyddion 2.62: Sq 1.6541585392882724e-09 m.
    expect(rmsFromArea(s) / 1.6541585392882724e-9).toBeCloseTo(1, 8);
    // SurfaceTopography asserts 1.654156 nm at rtol 1e-6 with the header's rounded Maximum −
    // Minimum as the divisor; with the data extremes (Gwyddion) the difference is 1.5e-6.
    expect(Math.abs(rmsFromArea(s) / 1.654156e-9 - 1)).toBeLessThan(3e-6);
    const gwyddion = [
      7.67774331279969e-11, -4.1202674150647945e-11, 6.487536728725039e-10, 6.689146876198632e-9,
      1.191024758129732e-10,
    ];
    corners(s.z).forEach((z, i) => expect(z / gwyddion[i]!).toBeCloseTo(1, 9));
  });

  it('top-1.top (short data): SurfaceTopography and Gwyddion 2.62 values', () => {
    const ch = read(readRealFile('top/surfacetopography__top-1.top')).channels[0]!;
    expect([ch.name, ch.kind, ch.zUnit]).toEqual(['Topography', 'height', 'm']);
    const s = ch.surface;
    expect([s.nx, s.ny]).toEqual([256, 256]);
    expect(s.nx * s.dx).toBeCloseTo(600e-9, 18);
    expect(Math.abs(rmsFromArea(s) / 3.153099e-9 - 1)).toBeLessThan(1e-6);
    expect(rmsFromArea(s) / 3.153098598994116e-9).toBeCloseTo(1, 9);
    const gwyddion = [
      1.1550383360739979e-7, 1.1538737872559094e-7, 1.2489786073997942e-7, 1.309729237410072e-7,
      1.1554265190133605e-7,
    ];
    corners(s.z).forEach((z, i) => expect(z / gwyddion[i]!).toBeCloseTo(1, 9));
  });

  it('real files truncated give corrupt-file', () => {
    for (const path of ['stp/surfacetopography__stp-1.stp', 'top/surfacetopography__top-1.top']) {
      const bytes = readRealFile(path);
      for (const length of [30, 1000, 4700, bytes.length - 1])
        expectSurfaceError(() => read(bytes.subarray(0, length)), 'corrupt-file');
    }
  });
});
