import { strFromU8, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { isSurfaceError } from '../../surface/surface-error.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';
import {
  CONTAINER_VERSION,
  decodeSurfaceFile,
  encodeSurfaceFile,
  encodeSurfaceFileParts,
} from './asperity-container.ts';

/** A NaN with a non-default payload: a byte-exact container must keep it. */
const payloadNaN = (): number => {
  const bytes = new Uint8Array(8);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x12345678, true);
  view.setUint32(4, 0x7ff80abc, true);
  return new Float64Array(bytes.buffer)[0] as number;
};

function sample(): SurfaceFile {
  const z = Float64Array.from({ length: 5 * 3 }, (_, k) => (k - 7) * 1.25e-9 + 1e-3);
  z[4] = NaN;
  z[9] = payloadNaN();
  z[0] = -0;
  const height = makeChannel(
    'Height',
    'height',
    { nx: 5, ny: 3, dx: 1e-7, dy: 2.5e-7, x0: -1e-6, y0: 3e-6 },
    z,
    'm',
    {
      instrument: 'Ünïcode AFM µ',
      imageProperties: { objective: '50×' },
      raw: { 'Scan rate': '1.0 Hz' },
    },
  );
  const phase = makeChannel(
    'Phase',
    'other',
    { nx: 5, ny: 3, dx: 1e-7, dy: 2.5e-7 },
    z.map((v) => v * 1e6),
    'deg',
  );
  // 3 × 3 × 4 = 36 bytes: not a multiple of 8, so the padding path is exercised.
  const rgba = Uint8Array.from({ length: 36 }, (_, k) => (k * 37) & 255);
  const image = {
    ...makeChannel('Colour', 'image', { nx: 3, ny: 3, dx: 1, dy: 1 }, new Float64Array(9).fill(0.5), ''),
    image: { width: 3, height: 3, rgba },
  };
  return makeSurfaceFile(
    'test-format',
    [height, phase, image],
    { Date: '2026-11-22', Operator: 'A. N. Other' },
    [
      { code: 'metadata-incomplete', message: 'no objective', channel: 'Height' },
      { code: 'constant-field', message: 'flat' },
    ],
  );
}

const bits = (z: Float64Array): string =>
  Array.from(new Uint8Array(z.buffer, z.byteOffset, z.byteLength), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

function expectCorrupt(bytes: Uint8Array, pattern?: RegExp): void {
  let error: unknown;
  try {
    decodeSurfaceFile(bytes);
  } catch (e) {
    error = e;
  }
  expect(isSurfaceError(error), String(error)).toBe(true);
  if (isSurfaceError(error)) {
    expect(error.code).toBe('corrupt-file');
    if (pattern) expect(error.reason).toMatch(pattern);
  }
}

/** The container with its JSON header edited; the data section moves with the header and offsets follow it. */
function withHeader(bytes: Uint8Array, edit: (header: Record<string, unknown>) => void): Uint8Array {
  const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(12, true);
  const oldStart = Math.ceil((16 + length) / 8) * 8;
  const header = JSON.parse(strFromU8(bytes.subarray(16, 16 + length))) as Record<string, unknown>;
  edit(header);
  const shifted = (delta: number): Uint8Array => {
    const copy = JSON.parse(JSON.stringify(header)) as { channels?: unknown };
    if (Array.isArray(copy.channels)) {
      for (const c of copy.channels as { z?: { offset: number }; image?: { offset: number } }[]) {
        if (c?.z && typeof c.z.offset === 'number') c.z.offset += delta;
        if (c?.image && typeof c.image.offset === 'number') c.image.offset += delta;
      }
    }
    return strToU8(JSON.stringify(copy));
  };
  let delta = 0;
  let json = shifted(delta);
  while (Math.ceil((16 + json.length) / 8) * 8 - oldStart !== delta) {
    delta = Math.ceil((16 + json.length) / 8) * 8 - oldStart;
    json = shifted(delta);
  }
  const out = new Uint8Array(oldStart + delta + bytes.length - oldStart);
  out.set(bytes.subarray(0, 16));
  new DataView(out.buffer).setUint32(12, json.length, true);
  out.set(json, 16);
  out.set(bytes.subarray(oldStart), oldStart + delta);
  return out;
}

describe('Asperity container', () => {
  it('round-trips every field, channel, image and warning', () => {
    const file = sample();
    const back = decodeSurfaceFile(encodeSurfaceFile(file));
    expect(back).toEqual(file);
    expect(back.channels[2]!.image!.rgba).toEqual(file.channels[2]!.image!.rgba);
  });

  it('keeps every z bit: NaN stays NaN with its payload, -0 stays -0', () => {
    const file = sample();
    const back = decodeSurfaceFile(encodeSurfaceFile(file));
    const z = back.channels[0]!.surface.z;
    expect(Number.isNaN(z[4])).toBe(true);
    expect(Number.isNaN(z[9])).toBe(true);
    expect(Object.is(z[0], -0)).toBe(true);
    expect(bits(z)).toBe(bits(file.channels[0]!.surface.z));
  });

  it('starts with ASPERITY, the version and the header length; data blocks are 8-aligned', () => {
    const bytes = encodeSurfaceFile(sample());
    expect(strFromU8(bytes.subarray(0, 8))).toBe('ASPERITY');
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(8, true)).toBe(CONTAINER_VERSION);
    const header = JSON.parse(strFromU8(bytes.subarray(16, 16 + view.getUint32(12, true)))) as {
      channels: { z: { offset: number; length: number }; image?: { offset: number } }[];
    };
    for (const c of header.channels) {
      expect(c.z.offset % 8).toBe(0);
      if (c.image) expect(c.image.offset % 8).toBe(0);
    }
    expect(header.channels[0]!.z.length).toBe(15 * 8);
    expect(bytes.length % 8).toBe(0);
  });

  it('is deterministic: equal files give identical bytes (content addressing)', () => {
    expect(encodeSurfaceFile(sample())).toEqual(encodeSurfaceFile(sample()));
  });

  it('returns arrays that do not alias the container bytes', () => {
    const bytes = encodeSurfaceFile(sample());
    const back = decodeSurfaceFile(bytes);
    bytes.fill(0);
    expect(back.channels[0]!.surface.z[1]).toBe(sample().channels[0]!.surface.z[1]);
  });

  it('reads a container that sits at an odd offset inside a larger buffer', () => {
    const bytes = encodeSurfaceFile(sample());
    const big = new Uint8Array(bytes.length + 3);
    big.set(bytes, 3);
    expect(decodeSurfaceFile(big.subarray(3))).toEqual(sample());
  });

  it('rejects a wrong magic, an unknown version and every truncation', () => {
    const bytes = encodeSurfaceFile(sample());
    const wrong = bytes.slice();
    wrong[0] = 0x61;
    expectCorrupt(wrong, /ASPERITY/);
    const future = bytes.slice();
    new DataView(future.buffer).setUint32(8, 99, true);
    expect(() => decodeSurfaceFile(future)).toThrow(/version 99/);
    for (let length = 0; length < bytes.length; length++) expectCorrupt(bytes.subarray(0, length));
    const longer = new Uint8Array(bytes.length + 8);
    longer.set(bytes);
    expectCorrupt(longer, /header describes/);
  });

  it('rejects inconsistent headers', () => {
    const bytes = encodeSurfaceFile(sample());
    // The editing helper itself keeps an unedited container valid.
    expect(decodeSurfaceFile(withHeader(bytes, () => undefined))).toEqual(sample());
    type H = { channels: Record<string, unknown>[]; warnings: unknown[] };
    const edit = (f: (h: H) => void) => withHeader(bytes, (h) => f(h as unknown as H));
    expectCorrupt(
      edit((h) => (h.channels[0]!.nx = 4)),
      /holds 120 bytes, expected 96/,
    );
    expectCorrupt(
      edit((h) => (h.channels[0]!.nx = 0)),
      /nx 0/,
    );
    expectCorrupt(
      edit((h) => (h.channels[0]!.nx = 2.5)),
      /nx 2.5/,
    );
    expectCorrupt(
      edit((h) => (h.channels[0]!.dx = -1)),
      /not positive/,
    );
    expectCorrupt(
      edit((h) => (h.channels[0]!.dx = 'wide')),
      /dx is not a finite number/,
    );
    expectCorrupt(
      edit((h) => (h.channels[0]!.kind = 'movie')),
      /kind movie/,
    );
    expectCorrupt(
      edit((h) => (h.channels[0]!.zUnit = 'nm')),
      /not metres/,
    );
    expectCorrupt(
      edit((h) => ((h.channels[0]!.z as { offset: number }).offset += 8)),
      /starts at/,
    );
    expectCorrupt(
      edit((h) => (h.channels[2]!.image = undefined)),
      /without an image/,
    );
    expectCorrupt(
      edit((h) => (h.channels = [])),
      /no channel/,
    );
    expectCorrupt(
      edit((h) => (h.warnings = [{ code: 'oops', message: 'x' }])),
      /unknown code/,
    );
    expectCorrupt(
      edit((h) => ((h as unknown as { metadata: unknown }).metadata = { a: 1 })),
      /record of strings/,
    );
  });

  it('rejects a header that is not JSON or claims more bytes than exist', () => {
    const bytes = encodeSurfaceFile(sample());
    const garbled = bytes.slice();
    garbled[16] = 0x7d; // '}' where '{' was
    expectCorrupt(garbled, /not JSON/);
    const huge = bytes.slice();
    new DataView(huge.buffer).setUint32(12, 0xffffffff, true);
    expectCorrupt(huge, /does not fit/);
  });

  it('every single-byte corruption decodes to a valid file or throws a SurfaceError', () => {
    const bytes = encodeSurfaceFile(sample());
    for (let at = 0; at < bytes.length; at++) {
      const damaged = bytes.slice();
      damaged[at] = (damaged[at] as number) ^ 0xa5;
      try {
        const file = decodeSurfaceFile(damaged);
        expect(file.channels.length).toBeGreaterThan(0);
      } catch (error) {
        expect(isSurfaceError(error), `byte ${at}: ${String(error)}`).toBe(true);
      }
    }
  });
});

describe('encodeSurfaceFileParts', () => {
  it('concatenates to the encoded container, with the heights as views of the channels, not copies', () => {
    const file = sample(); // a 3 × 3 RGBA picture: 36 bytes, padded to 40
    const parts = encodeSurfaceFileParts(file);
    const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let offset = 0;
    for (const part of parts) {
      joined.set(part, offset);
      offset += part.length;
    }
    expect(joined).toEqual(encodeSurfaceFile(file));
    expect(joined.length % 8).toBe(0);
    for (const channel of file.channels)
      expect(parts.some((part) => part.buffer === channel.surface.z.buffer)).toBe(true);
    expect(decodeSurfaceFile(joined).channels.map((c) => c.name)).toEqual(file.channels.map((c) => c.name));
  });
});
