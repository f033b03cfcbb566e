// Asylum force–distance curves saved as Igor binary waves must not come back as height maps:
// a wave whose columns are named signals (Raw, Defl, ZSnsr), a wave sampled in time, or a wave of
// forces is refused with the reason. Waves are built here after PTN003's version-5 layout.
import { describe, expect, it } from 'vitest';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

interface Wave {
  readonly dims: [number, number, number];
  readonly dataUnit?: string;
  readonly dim0Unit?: string;
  readonly dim1Unit?: string;
  /** Labels of the elements of dimension 1 (columns). */
  readonly columnLabels?: readonly string[];
  /** Labels of the elements of dimension 2 (layers). */
  readonly layerLabels?: readonly string[];
}

function ibw(wave: Wave): Uint8Array {
  const [n0, n1, n2] = wave.dims;
  const npnts = n0 * Math.max(n1, 1) * Math.max(n2, 1);
  const data = new Float32Array(npnts).map((_, i) => (i % 7) * 1e-9);
  const labelSection = (labels: readonly string[] | undefined) =>
    labels === undefined || labels.length === 0 ? 0 : (labels.length + 1) * 32;
  const columnBytes = labelSection(wave.columnLabels);
  const layerBytes = labelSection(wave.layerLabels);
  const wfmSize = 320 + data.byteLength;
  const bytes = new Uint8Array(64 + wfmSize + columnBytes + layerBytes);
  const view = new DataView(bytes.buffer);
  view.setInt16(0, 5, true);
  view.setInt32(4, wfmSize, true);
  view.setInt32(40, columnBytes, true); // dimLabelsSize[1]
  view.setInt32(44, layerBytes, true); // dimLabelsSize[2]
  const w = 64;
  view.setInt32(w + 12, npnts, true);
  view.setInt16(w + 16, 2, true); // float32
  'ForceCurve0001'.split('').forEach((c, i) => (bytes[w + 28 + i] = c.charCodeAt(0)));
  [n0, n1, n2, 0].forEach((d, i) => view.setInt32(w + 68 + 4 * i, d, true));
  [1e-6, 1e-6, 1, 1].forEach((a, i) => view.setFloat64(w + 84 + 8 * i, a, true));
  const putUnit = (at: number, unit: string) =>
    unit.split('').forEach((c, i) => (bytes[at + i] = c.charCodeAt(0)));
  putUnit(w + 148, wave.dataUnit ?? 'm');
  putUnit(w + 152, wave.dim0Unit ?? 'm');
  putUnit(w + 156, wave.dim1Unit ?? 'm');
  bytes.set(new Uint8Array(data.buffer), w + 320);
  const putLabels = (start: number, labels: readonly string[] | undefined) =>
    labels?.forEach((label, k) =>
      label.split('').forEach((c, i) => (bytes[start + (k + 1) * 32 + i] = c.charCodeAt(0))),
    );
  putLabels(64 + wfmSize, wave.columnLabels);
  putLabels(64 + wfmSize + columnBytes, wave.layerLabels);
  return bytes;
}

describe('Igor IBW force curves and spectroscopy are not height maps', () => {
  it('a force curve with named signal columns (Raw, Defl, ZSnsr) is refused naming them', () => {
    const bytes = ibw({
      dims: [2000, 3, 0],
      dim0Unit: 's',
      dim1Unit: '',
      columnLabels: ['Raw', 'Defl', 'ZSnsr'],
    });
    const error = expectSurfaceError(() => readSurfaceFile(bytes, 'Force0001.ibw'), 'unsupported-image-type');
    expect(error.reason).toBe(
      'IBW wave "ForceCurve0001" holds 2000-point curves of the signals Raw, Defl, ZSnsr: ' +
        'a force curve or spectroscopy, not an image',
    );
  });

  it('a wave sampled in time (dimension 0 in s) is refused', () => {
    expectSurfaceError(
      () => readSurfaceFile(ibw({ dims: [500, 2, 0], dim0Unit: 's' }), 'curve.ibw'),
      'unsupported-image-type',
      /sampled in time along its 500 points \(unit s\)/,
    );
  });

  it('a one-dimensional wave of forces (unit N) is refused', () => {
    expectSurfaceError(
      () => readSurfaceFile(ibw({ dims: [800, 0, 0], dataUnit: 'nN' }), 'force.ibw'),
      'unsupported-image-type',
      /IBW wave of 800 force values \(unit N\)/,
    );
  });

  it('an image stack with layer labels still reads as channels', () => {
    const bytes = ibw({ dims: [4, 3, 2], layerLabels: ['HeightTrace', 'AmplitudeTrace'] });
    const file = readSurfaceFile(bytes, 'image.ibw');
    expect(file.channels.map((c) => c.name)).toEqual(['HeightTrace', 'AmplitudeTrace']);
    expect(file.channels[0]!.kind).toBe('height');
    expect([file.channels[0]!.surface.nx, file.channels[0]!.surface.ny]).toEqual([4, 3]);
  });

  it('a 2D height image with lengths along both dimensions still reads', () => {
    const file = readSurfaceFile(ibw({ dims: [5, 4, 0] }), 'height.ibw');
    expect(file.channels[0]!.kind).toBe('height');
    expect(file.channels[0]!.surface.z[0]).toBeCloseTo(1e-9, 15); // last Igor row first: index 15 % 7 = 1
  });
});
