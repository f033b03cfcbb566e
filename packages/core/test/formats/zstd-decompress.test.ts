import { describe, expect, it } from 'vitest';
import { zstdDecompress } from '../../src/io/zstd/zstd-decompress.ts';
import { SurfaceError } from '../../src/index.ts';

const hex = (s: string) => Uint8Array.from(s.match(/../g) ?? [], (h) => parseInt(h, 16));
const text = (bytes: Uint8Array) => String.fromCharCode(...bytes);

// Frames written by the zstd 1.5.4 command-line tool.
const ABC_LEVEL_1 = '28b52ffd2403190000616263990977ad';
const ZEROS_100000_LEVEL_3 = '28b52ffda4a086010055000010000001009b8639c002db234ef3';
const WORDS_LEVEL_19 =
  '28b52ffd64540ad5030072c30b11c06b0c406bc264b32c24cd4dd53bf02f3360e448ee5427eceec81496f4168128dbbca1ba757d4e2449d52d53701321a091e7678bc5204400a5e0ee80998e7f3027896e9867c382398e0807763701b99b6e7017ddad503a45ae1c3a9d7402bb7777bae43c15e8d9cc32e5b7dc75d719c7a12fdbc5fd0324e3360f';

/** The 2900-byte text behind WORDS_LEVEL_19 (Huffman literals, FSE sequences, repeat offsets). */
function words(): string {
  const w = ['height', 'surface', 'profile', 'roughness', 'metre', 'sample', 'pixel', 'field'];
  return Array.from({ length: 400 }, (_, i) => w[(i * i * 7 + 3 * i + (i >> 3)) % 8]).join(' ') + '.';
}

function expectError(fn: () => unknown, code: string): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(SurfaceError);
    expect((error as SurfaceError).code).toBe(code);
    return;
  }
  throw new Error('expected a SurfaceError');
}

describe('zstdDecompress (RFC 8878)', () => {
  it('decodes raw, RLE and compressed blocks written by the reference encoder', () => {
    expect(text(zstdDecompress(hex(ABC_LEVEL_1), 1000))).toBe('abc');
    const zeros = zstdDecompress(hex(ZEROS_100000_LEVEL_3), 1 << 20);
    expect(zeros.length).toBe(100000);
    expect(zeros.every((b) => b === 0)).toBe(true);
    expect(text(zstdDecompress(hex(WORDS_LEVEL_19), 1 << 20))).toBe(words());
  });

  it('caps the output before allocating', () => {
    expectError(() => zstdDecompress(hex(ZEROS_100000_LEVEL_3), 50000), 'image-length-exceeded');
  });

  it('rejects truncated and damaged frames with corrupt-file', () => {
    const frame = hex(WORDS_LEVEL_19);
    for (let length = 0; length < frame.length; length += 7) {
      if (length === 0) continue;
      expectError(() => zstdDecompress(frame.subarray(0, length), 1 << 20), 'corrupt-file');
    }
    expectError(() => zstdDecompress(hex('28b52ffe00'), 100), 'corrupt-file');
    // Every single-byte change either decodes to something or is rejected — never another error.
    for (let at = 4; at < frame.length; at++) {
      const damaged = frame.slice();
      damaged[at] = damaged[at]! ^ 0x5a;
      try {
        zstdDecompress(damaged, 1 << 20);
      } catch (error) {
        expect(error).toBeInstanceOf(SurfaceError);
      }
    }
  });
});
