import { describe, expect, it } from 'vitest';
import { picoViewMiFormat } from '../../src/io/formats/picoview-mi.ts';
import { type SurfaceFile } from '../../src/index.ts';
import { describeRealFiles, readRealFile } from '../real-files.ts';
import { rmsFromArea } from '../reference-stats.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

const read = (bytes: Uint8Array): SurfaceFile => {
  if (!picoViewMiFormat.read) throw new Error('no reader');
  return picoViewMiFormat.read(bytes, { fileName: 'x.mi' });
};

const line = (key: string, value: string) => `${key.padEnd(14)}${value}\n`;

function miFile(nx: number, ny: number, data: string, samples: readonly number[]): Uint8Array {
  const header =
    line('fileType', 'Image') +
    line('xPixels', String(nx)) +
    line('yPixels', String(ny)) +
    line('xLength', '3e-6') +
    line('yLength', '2e-6') +
    line('bufferLabel', 'Topography') +
    line('bufferRange', '2') +
    line('bufferUnit', 'um') +
    line('bufferLabel', 'Phase') +
    line('bufferRange', '90') +
    line('bufferUnit', 'deg') +
    line('data', data);
  const head = new TextEncoder().encode(header);
  if (data === 'ASCII') return new TextEncoder().encode(header + samples.join('\n'));
  const body = new Uint8Array(samples.length * 2);
  const v = new DataView(body.buffer);
  samples.forEach((s, i) => v.setInt16(2 * i, s, true));
  const out = new Uint8Array(head.length + body.length);
  out.set(head);
  out.set(body, head.length);
  return out;
}

describe('picoview-mi reader', () => {
  const samples = [0, 16384, -16384, 8192, 1, 2, 3, 4];

  it('recognises the header', () => {
    expect(picoViewMiFormat.magic(miFile(2, 2, 'BINARY', samples), 'a.mi')).toBe('yes');
    expect(picoViewMiFormat.magic(new Uint8Array([1, 2]), 'a.mi')).toBe('no');
  });

  for (const encoding of ['BINARY', 'ASCII']) {
    it(`reads a minimal ${encoding} file: two buffers, bottom row first`, () => {
      const file = read(miFile(2, 2, encoding, samples));
      expect(file.channels.map((c) => [c.name, c.kind, c.zUnit])).toEqual([
        ['Topography', 'height', 'm'],
        ['Phase', 'other', 'deg'],
      ]);
      const s = file.channels[0]!.surface;
      expect([s.nx, s.ny, s.dx, s.dy]).toEqual([2, 2, 1.5e-6, 1e-6]);
      // raw / 32768 · 2 µm, file row 1 first.
      expect(Array.from(s.z)).toEqual([-1e-6, 0.5e-6, 0, 1e-6]);
      expect(file.channels[1]!.surface.z[0]).toBeCloseTo((3 / 32768) * 90, 12);
    });
  }

  it('rejects truncated data and absurd dimensions', () => {
    const bytes = miFile(2, 2, 'BINARY', samples);
    expectSurfaceError(() => read(bytes.subarray(0, bytes.length - 3)), 'corrupt-file');
    expectSurfaceError(() => read(bytes.subarray(0, 40)), 'corrupt-file');
    const huge = new TextEncoder().encode(
      line('fileType', 'Image') +
        line('xPixels', '65536') +
        line('yPixels', '65536') +
        line('xLength', '1') +
        line('yLength', '1') +
        line('bufferLabel', 'T') +
        line('bufferRange', '1') +
        line('bufferUnit', 'm') +
        line('data', 'BINARY'),
    );
    expectSurfaceError(() => read(huge));
    const spectroscopy = new TextEncoder().encode(line('fileType', 'Spectroscopy') + line('data', 'BINARY'));
    expectSurfaceError(() => read(spectroscopy), 'unsupported-image-type');
  });
});

describeRealFiles('picoview-mi real files', () => {
  it('mi-1.mi: SurfaceTopography and Gwyddion 2.62 values', () => {
    const file = read(readRealFile('mi/surfacetopography__mi-1.mi'));
    expect(file.channels.map((c) => c.name)).toEqual(['Topography', 'Deflection', 'Friction', 'Friction']);
    expect(file.channels.map((c) => c.zUnit)).toEqual(['m', 'V', 'V', 'V']);
    const topo = file.channels[0]!;
    expect(topo.kind).toBe('height');
    const s = topo.surface;
    expect([s.nx, s.ny]).toEqual([256, 256]);
    expect(s.nx * s.dx).toBeCloseTo(2e-5, 15);
    expect(s.ny * s.dy).toBeCloseTo(2e-5, 15);
    // SurfaceTopography heights[0, 0] (µm) = Gwyddion z[0, 0].
    expect(s.z[0]! / -0.4986900329589844e-6).toBeCloseTo(1, 6);
    const at = (z: Float64Array, row: number, col: number) => z[row * 256 + col]!;
    expect(at(s.z, 0, 255) / -5.981623077392579e-7).toBeCloseTo(1, 9);
    expect(at(s.z, 255, 0) / -5.122423553466797e-7).toBeCloseTo(1, 9);
    expect(at(s.z, 255, 255) / -6.289871978759766e-7).toBeCloseTo(1, 9);
    expect(at(s.z, 1, 2) / -4.981585693359375e-7).toBeCloseTo(1, 9);
    // Gwyddion 2.62 Sq of every channel.
    const sq = [3.3215426493512656e-8, 0.004530321012980325, 0.2354761954248449, 0.23864890741387623];
    file.channels.forEach((c, i) => expect(rmsFromArea(c.surface) / sq[i]!).toBeCloseTo(1, 6));
    expect(at(file.channels[2]!.surface.z, 1, 2)).toBeCloseTo(-0.0823974609375, 12);
    expect(at(file.channels[3]!.surface.z, 255, 255)).toBeCloseTo(-0.90240478515625, 12);
    // Raw metadata SurfaceTopography asserts.
    expect(file.metadata['biasSample']).toBe('TRUE');
    expect(topo.surface.meta.raw?.['DisplayOffset']).toBe('8.8577270507812517e-004');
    expect(topo.surface.meta.raw?.['DisplayRange']).toBe('1.3109436035156252e-002');
    expect(topo.surface.meta.raw?.['bufferRange']).toBe('2.9025000000000003e+000');
    expect(topo.surface.meta.raw?.['filter']).toBe('3rd_order');
  });

  it('mi-1.mi truncated gives corrupt-file', () => {
    const bytes = readRealFile('mi/surfacetopography__mi-1.mi');
    for (const length of [100, 5000, 6000, bytes.length - 1])
      expectSurfaceError(() => read(bytes.subarray(0, length)), 'corrupt-file');
  });
});
