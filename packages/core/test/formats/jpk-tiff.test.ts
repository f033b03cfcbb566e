// JPK image scans: full-resolution channels with their default-slot scaling, never the RGB preview
// of directory 0. The big-endian TIFF fixtures are written here with JPK's private tags.
import { describe, expect, it } from 'vitest';
import { jpkTiffFormat } from '../../src/io/formats/jpk-tiff.ts';
import { readSurfaceFile } from '../../src/io/read-surface-file.ts';
import { expectSurfaceError } from '../expect-surface-error.ts';

type Value =
  | { type: 'ascii'; text: string }
  | { type: 'short'; values: number[] }
  | { type: 'long'; values: number[] }
  | { type: 'slong'; values: number[] }
  | { type: 'double'; values: number[] };

interface Directory {
  readonly tags: Record<number, Value>;
  readonly data: Uint8Array;
}

const TYPE = { ascii: 2, short: 3, long: 4, slong: 9, double: 12 } as const;
const SIZE = { ascii: 1, short: 2, long: 4, slong: 4, double: 8 } as const;

/** A big-endian ("MM") TIFF: each directory's pixel data, then its directory, chained. */
function tiff(directories: readonly Directory[]): Uint8Array {
  const chunks: number[] = [0x4d, 0x4d, 0, 42, 0, 0, 0, 0];
  const put32 = (at: number, v: number) => {
    chunks[at] = (v >>> 24) & 0xff;
    chunks[at + 1] = (v >>> 16) & 0xff;
    chunks[at + 2] = (v >>> 8) & 0xff;
    chunks[at + 3] = v & 0xff;
  };
  let previousNext = 4;
  for (const dir of directories) {
    const dataAt = chunks.length;
    chunks.push(...dir.data);
    if (chunks.length % 2) chunks.push(0);
    const tags: Record<number, Value> = {
      ...dir.tags,
      273: { type: 'long', values: [dataAt] },
      279: { type: 'long', values: [dir.data.length] },
    };
    const ids = Object.keys(tags)
      .map(Number)
      .sort((a, b) => a - b);
    // Out-of-line values first, then the directory.
    const valueAt = new Map<number, number>();
    const encode = (v: Value): number[] => {
      const out: number[] = [];
      if (v.type === 'ascii') for (const c of v.text + '\0') out.push(c.charCodeAt(0));
      else
        for (const x of v.values) {
          const b = new DataView(new ArrayBuffer(SIZE[v.type]));
          if (v.type === 'short') b.setUint16(0, x);
          else if (v.type === 'long') b.setUint32(0, x);
          else if (v.type === 'slong') b.setInt32(0, x);
          else b.setFloat64(0, x);
          out.push(...new Uint8Array(b.buffer));
        }
      return out;
    };
    for (const id of ids) {
      const bytes = encode(tags[id]!);
      if (bytes.length > 4) {
        valueAt.set(id, chunks.length);
        chunks.push(...bytes);
        if (chunks.length % 2) chunks.push(0);
      }
    }
    const ifdAt = chunks.length;
    put32(previousNext, ifdAt);
    chunks.push((ids.length >> 8) & 0xff, ids.length & 0xff);
    for (const id of ids) {
      const v = tags[id]!;
      const bytes = encode(v);
      const count = v.type === 'ascii' ? bytes.length : v.values.length;
      const entry = [id >> 8, id & 0xff, 0, TYPE[v.type], 0, 0, 0, 0, 0, 0, 0, 0];
      const start = chunks.length;
      chunks.push(...entry);
      put32(start + 4, count);
      if (bytes.length > 4) put32(start + 8, valueAt.get(id)!);
      else bytes.forEach((b, i) => (chunks[start + 8 + i] = b));
    }
    previousNext = chunks.length;
    chunks.push(0, 0, 0, 0);
  }
  return Uint8Array.from(chunks);
}

const preview: Directory = {
  tags: {
    256: { type: 'short', values: [2] },
    257: { type: 'short', values: [2] },
    258: { type: 'short', values: [8, 8, 8] },
    262: { type: 'short', values: [2] },
    277: { type: 'short', values: [3] },
    0x8040: { type: 'double', values: [1e-6] },
    0x8041: { type: 'double', values: [2e-6] },
    0x8042: { type: 'double', values: [30e-6] },
    0x8043: { type: 'double', values: [20e-6] },
    0x8004: { type: 'ascii', text: 'scan-2024.01.02' },
    0x8030: { type: 'ascii', text: 'intermittent' },
  },
  data: new Uint8Array(12).fill(200),
};

/** A 3 × 2 signed 16-bit channel with a raw and a nominal slot (the default). */
function channel(
  name: string,
  unit: string,
  multiply: number,
  offset: number,
  raw: number[],
  retrace = 0,
): Directory {
  const data = new Uint8Array(raw.length * 2);
  raw.forEach((v, i) => new DataView(data.buffer).setInt16(2 * i, v));
  return {
    tags: {
      256: { type: 'short', values: [3] },
      257: { type: 'short', values: [2] },
      258: { type: 'short', values: [16] },
      262: { type: 'short', values: [1] },
      277: { type: 'short', values: [1] },
      339: { type: 'short', values: [2] },
      0x8050: { type: 'ascii', text: name },
      0x8051: { type: 'short', values: [retrace] },
      0x8080: { type: 'slong', values: [2] },
      0x8081: { type: 'ascii', text: 'nominal' },
      0x8090: { type: 'ascii', text: 'raw' },
      0x80a3: { type: 'ascii', text: 'LinearScaling' },
      0x80a4: { type: 'double', values: [1] },
      0x80c0: { type: 'ascii', text: 'nominal' },
      0x80d2: { type: 'ascii', text: unit },
      0x80d3: { type: 'ascii', text: 'LinearScaling' },
      0x80d4: { type: 'double', values: [multiply] },
      0x80d5: { type: 'double', values: [offset] },
    },
    data,
  };
}

describe('JPK image scans (.jpk, .jpk-qi-image)', () => {
  const file = tiff([
    preview,
    channel('height', 'm', 1e-9, 5e-9, [1, 2, 3, 4, 5, 6]),
    channel('height', 'm', 1e-9, 0, [0, 0, 0, 0, 0, 7], 1),
    channel('vDeflection', 'V', 0.5, 0, [2, 2, 2, 2, 2, 2]),
  ]);

  it('reads every measured channel at full resolution with its default-slot scaling', () => {
    const result = readSurfaceFile(file, 'scan.jpk');
    expect(result.format).toBe('jpk-tiff');
    expect(result.channels.map((c) => [c.name, c.kind, c.zUnit])).toEqual([
      ['height', 'height', 'm'],
      ['height (retrace)', 'height', 'm'],
      ['vDeflection', 'other', 'V'],
    ]);
    const s = result.channels[0]!.surface;
    // Field 30 × 20 µm over 3 × 2 pixels; origin from Grid_x0/y0.
    expect([s.nx, s.ny, s.dx, s.dy, s.x0, s.y0]).toEqual([3, 2, 10e-6, 10e-6, 1e-6, 2e-6]);
    // Stored bottom-up (no Grid_Reflect): row 0 is the last stored row; z = raw × 1 nm + 5 nm.
    expect(Array.from(s.z).map((v) => Math.round(v * 1e12) / 1e3)).toEqual([9, 10, 11, 6, 7, 8]);
    expect(result.channels[2]!.surface.z[0]).toBe(1);
    expect(result.metadata['name']).toBe('scan-2024.01.02');
    expect(result.metadata['feedbackMode']).toBe('intermittent');
  });

  it('.jpk-qi-image is the same layout', () => {
    expect(readSurfaceFile(file, 'map.jpk-qi-image').channels).toHaveLength(3);
    expect(jpkTiffFormat.magic(file.subarray(0, 4096), 'whatever.tif')).toBe('yes');
  });

  it('a file with only the preview has no data: images-missing, not a picture of the preview', () => {
    expectSurfaceError(() => readSurfaceFile(tiff([preview]), 'thumb.jpk'), 'images-missing');
  });

  it('a missing default slot is corrupt-file, a non-linear scaling unsupported-image-type', () => {
    const broken = channel('height', 'm', 1, 0, [1, 2, 3, 4, 5, 6]);
    const noSlot = {
      ...broken,
      tags: { ...broken.tags, 0x8081: { type: 'ascii', text: 'calibrated' } as const },
    };
    expectSurfaceError(
      () => readSurfaceFile(tiff([preview, noSlot]), 'x.jpk'),
      'corrupt-file',
      /default slot "calibrated"/,
    );
    const odd = {
      ...broken,
      tags: { ...broken.tags, 0x80d3: { type: 'ascii', text: 'PolyScaling' } as const },
    };
    expectSurfaceError(
      () => readSurfaceFile(tiff([preview, odd]), 'x.jpk'),
      'unsupported-image-type',
      /PolyScaling/,
    );
  });
});
